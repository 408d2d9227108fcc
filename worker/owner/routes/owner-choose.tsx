/**
 * The page of a mailed password link (an invitation or a reset): the form to choose a password, or
 * what became of the link (used, expired, never a link, its account gone).
 */
import type { Context } from "hono";
import { parseOwnerForm } from "../../../client/forms/owner-forms";
import { choosePasswordPath, forgotPasswordPath, pathFor, portalPath } from "../../../client/i18n/routes";
import { startSession } from "../auth/login";
import { hashPassword } from "../../auth/password";
import { passwordProblem } from "../auth/password-policy";
import type { OwnerPasswordLink } from "../../db/owner-password-links";
import type { Owner } from "../../db/owners";
import type { AppEnv } from "../../env";
import { ownerServices } from "../services";
import { readLink } from "../../leads/signed-link";
import { ChooseBody, LinkInvalidBody, PersonNotFoundBody } from "../pages/account/ChooseBodies";
import type { OwnerFormErrors } from "../pages/account/OwnerFormParts";
import type { SiteArea } from "../../routes/area";
import { postedValues } from "../../routes/lead-submission";
import { PASSWORD_LIMITS, PASSWORD_PROBLEM_MESSAGES, renderOwnerPage } from "./owner-page";

/** The page's address carries the link's secret: no Referer takes it anywhere, not even to this site. */
const LINK_PAGE_HEADERS = { "Referrer-Policy": "no-referrer" } as const;

type LinkState = { state: "ok"; link: OwnerPasswordLink; owner: Owner } | { state: "invalid"; status: 404 | 410 } | { state: "gone" };

/** What the link in the address is: usable (with its account), used or expired (410), never a link (404), or its account gone. */
async function linkOf(c: Context<AppEnv>, now: number): Promise<LinkState> {
  const id = await readLink(c.var.services.config.formSecret, "owner-password", c.req.param("token") ?? "");
  const link = id ? await c.var.services.repos.owners.passwordLinks.byId(id) : undefined;
  if (!link) return { state: "invalid", status: 404 };
  if (link.usedAt !== null || link.expiresAt <= now) return { state: "invalid", status: 410 };
  const owner = await c.var.services.repos.owners.owners.byId(link.ownerId);
  return owner ? { state: "ok", link, owner } : { state: "gone" };
}

function renderLinkPage(c: Context<AppEnv>, area: SiteArea, found: LinkState, form: OwnerFormErrors & { status?: number } = {}): Promise<Response> {
  const { lang } = area;
  const { i18n } = c.var;
  const token = c.req.param("token") ?? "";
  const page = { pathOf: (code: typeof lang) => choosePasswordPath(code, token), headers: LINK_PAGE_HEADERS };
  if (found.state === "invalid")
    return renderOwnerPage(c, area, {
      ...page,
      title: i18n._("owner.choose.invalid.title"),
      status: found.status,
      body: <LinkInvalidBody forgotPath={forgotPasswordPath(lang)} />,
    });
  if (found.state === "gone")
    return renderOwnerPage(c, area, {
      ...page,
      title: i18n._("owner.error.personNotFound"),
      status: 404,
      body: <PersonNotFoundBody contactPath={pathFor(c.var.services.links.slugs, "contact", lang)} />,
    });
  return renderOwnerPage(c, area, {
    ...page,
    title: i18n._("owner.choose.title"),
    status: form.status ?? 200,
    body: (
      <ChooseBody action={choosePasswordPath(lang, token)} email={found.owner.email} errors={form.errors} failure={form.failure} limits={PASSWORD_LIMITS} />
    ),
  });
}

/** GET: the form of a usable link, or what became of the link. A GET never uses it (mail scanners open links). */
export async function showChoose(c: Context<AppEnv>, area: SiteArea): Promise<Response> {
  return renderLinkPage(c, area, await linkOf(c, Date.now()));
}

/**
 * POST: the new password (twice, within the policy), then in one batch (worker/db/password-write.ts)
 * the link used (of two posts only one gets through), the password stored, every session of the
 * owner ended (a reset is often "someone else got in") and its other links voided; then this
 * browser is signed in.
 */
export async function postChoose(c: Context<AppEnv>, area: SiteArea): Promise<Response> {
  const now = Date.now();
  const values = await postedValues(c);
  const found = await linkOf(c, now);
  if (found.state !== "ok") return renderLinkPage(c, area, found);
  const { owner, link } = found;
  const parsed = parseOwnerForm("choose", values);
  if (!parsed.ok) return renderLinkPage(c, area, found, { errors: parsed.errors, status: 422 });
  const problem = passwordProblem(parsed.fields.password, owner.email);
  if (problem) return renderLinkPage(c, area, found, { errors: { password: PASSWORD_PROBLEM_MESSAGES[problem] }, status: 422 });
  try {
    const passwordHash = await hashPassword(parsed.fields.password);
    const written = await c.var.services.repos.owners.writePasswordFromLink(link.id, { ownerId: owner.id, email: owner.email, passwordHash, now });
    if (!written) return renderLinkPage(c, area, { state: "invalid", status: 410 });
    await startSession(c, owner, "password", now);
    // A reset tells the owner (it may not have been them); an invitation's first password needs no notice.
    if (link.purpose === "reset") await c.var.services.wing(ownerServices).mails.passwordChanged(owner.id, now);
  } catch (error) {
    console.error("owner password not chosen", error);
    return renderLinkPage(c, area, found, { failure: { id: "owner.error.saveFailed" }, status: 503 });
  }
  return c.redirect(portalPath(area.lang), 303);
}
