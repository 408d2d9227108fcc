import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { renderNotFound } from "../render/not-found";
import { NOINDEX } from "../seo/indexing";
import { mayReach, staffIdentity } from "./access";
import { roleMay, roleOf } from "./roles";

/** Never indexed, never stored by a browser or a cache, whoever asks. */
function closed(response: Response): void {
  response.headers.set("X-Robots-Tag", NOINDEX);
  response.headers.set("Cache-Control", "no-store");
}

/**
 * The preview copy of the site, /{lang}/preview/...: the working copy with its drafts, for staff
 * only (the same Cloudflare Access identity as /staff/, so the Access application must cover these
 * paths too), and of them only a role that edits the content (worker/staff/roles.ts): drafts are
 * the editors' work. Anyone else gets the site's plain 404, which says nothing of a preview.
 */
export const previewArea = createMiddleware<AppEnv>(async (c, next) => {
  const identity = await staffIdentity(c.var.services.config, c.req.raw);
  const role = identity && !identity.service ? await roleOf(c.var.services.config, c.var.services.repos.staff.roles, identity) : undefined;
  if (!identity || !mayReach(identity, c.req.method, c.req.path) || !role || !roleMay(role, "content")) {
    const refused = await renderNotFound(c);
    closed(refused);
    return refused;
  }
  const draft = await c.var.services.repos.content.draftContent();
  if (draft) c.set("services", { ...c.var.services, content: draft });
  await next();
  closed(c.res);
});
