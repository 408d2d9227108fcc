import { createMiddleware } from "hono/factory";
import { LANGUAGES, negotiateLanguage } from "../../client/i18n/languages";
import { chooseLanguage } from "../middleware/locale";
import { mayReach, staffIdentity } from "./access";
import type { StaffEnv } from "./env";
import { renderStaff, STAFF_HEADERS } from "./layout";
import { RefusedBody } from "./pages/Refused";

/**
 * Every staff request: the page speaks the staff member's language (Accept-Language among the four,
 * else the content's default), is never indexed nor stored, and is answered only for an identity
 * staffIdentity accepts, a service token only for what it exists for (mayReach); anyone else gets a
 * 403 page that says nothing of the area.
 */
export const staffGuard = createMiddleware<StaffEnv>(async (c, next) => {
  // Context<StaffEnv> and Context<AppEnv> share the variables chooseLanguage writes.
  chooseLanguage(c as never, negotiateLanguage(c.req.header("Accept-Language"), LANGUAGES, c.var.defaultLanguage));
  const identity = await staffIdentity(c.var.services.config, c.req.raw);
  if (!identity || !mayReach(identity, c.req.method, c.req.path)) {
    if (identity) console.warn("staff area: a service token asked for what it may not", c.req.method, c.req.path);
    return renderStaff(c, { title: c.var.i18n._("staff.refused.title"), body: <RefusedBody />, status: 403 });
  }
  c.set("staff", identity);
  await next();
  for (const [name, value] of Object.entries(STAFF_HEADERS)) c.res.headers.set(name, value);
});
