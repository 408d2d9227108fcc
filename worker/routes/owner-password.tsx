/**
 * "Forgot password" and the page of a mailed password link (an invitation or a reset). Neither
 * tells whether an address has an account: "forgot password" answers the same page, with the same
 * status, in the same time, for any address.
 */
import type { Context } from "hono";
import { parseOwnerForm } from "../../client/forms/owner-forms";
import { choosePasswordPath, forgotPasswordPath, pathFor, portalPath } from "../../client/i18n/routes";
import { startSession } from "../auth/login";
import { hashPassword } from "../auth/password";
import { passwordProblem } from "../auth/password-policy";
import { loginThrottle, overIpLimit } from "../auth/throttle";
import { ownerPasswordLinkRepository, RESET_LINK_TTL_MS, type OwnerPasswordLink } from "../db/owner-password-links";
import { ownerSessionRepository } from "../db/owner-sessions";
import { ownerRepository, type Owner } from "../db/owners";
import type { AppEnv } from "../env";
import { readLink } from "../leads/signed-link";
import { sendPasswordLink } from "../owners/password-links";
import { ChooseBody, LinkInvalidBody, PersonNotFoundBody } from "../pages/owner/ChooseBodies";
import { ForgotBody, ForgotSentBody } from "../pages/owner/ForgotBodies";
import type { OwnerFormErrors } from "../pages/owner/OwnerFormParts";
import type { SiteArea } from "./area";
import { postedValues } from "./lead-submission";
import { LOGIN_IP_PERIOD_S, PASSWORD_LIMITS, PASSWORD_PROBLEM_MESSAGES, renderOwnerPage, tooManyAttempts } from "./owner-page";

/**
 * How long every "forgot password" answer takes after the address was read. A known address makes
 * a link (a D1 write) and queues its mail; an unknown one does neither, and awaiting that work would
 * show in the answer's time. So the work runs alongside a fixed wait and the answer leaves when the
 * wait is over, for any address: well above what the write and the enqueue take (tens of
 * milliseconds), so the link exists when the page arrives, and short enough to go unnoticed after
 * pressing a button. Should the work ever take longer, waitUntil lets it finish after the answer
 * rather than making that answer later (which would tell). Answering at once with all of the work
 * in waitUntil would be as constant, but then the answer would never follow the work it announces.
 */
export const FORGOT_ANSWER_MS = 500;

const MS_PER_MINUTE = 60_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function renderForgot(c: Context<AppEnv>, area: SiteArea, state: OwnerFormErrors & { email?: string; status?: number; headers?: Record<string, string> } = {}) {
  const { lang } = area;
  return renderOwnerPage(c, area, {
    pathOf: forgotPasswordPath,
    title: c.var.i18n._("owner.forgot.title"),
    description: c.var.i18n._("owner.forgot.intro"),
    status: state.status ?? 200,
    headers: state.headers ?? {},
    body: (
      <ForgotBody
        action={forgotPasswordPath(lang)}
        loginPath={pathFor("login", lang)}
        email={state.email}
        errors={state.errors}
        failure={state.failure}
        limits={PASSWORD_LIMITS}
      />
    ),
  });
}

export function showForgot(c: Context<AppEnv>, area: SiteArea): Promise<Response> {
  return renderForgot(c, area);
}

/** POST: the per-client limit, the address, then a reset link for a known account only; the same answer for any address. */
export async function postForgot(c: Context<AppEnv>, area: SiteArea): Promise<Response> {
  const { lang } = area;
  const values = await postedValues(c);
  const typed = { email: (values.email ?? "").trim() };
  if (await overIpLimit(c))
    return renderForgot(c, area, {
      ...typed,
      failure: tooManyAttempts(LOGIN_IP_PERIOD_S * 1000),
      status: 429,
      headers: { "Retry-After": String(LOGIN_IP_PERIOD_S) },
    });
  const parsed = parseOwnerForm("forgot", values);
  if (!parsed.ok) return renderForgot(c, area, { ...typed, errors: parsed.errors, status: 422 });
  const answerAt = delay(FORGOT_ANSWER_MS);
  let owner: Owner | undefined;
  try {
    owner = await ownerRepository(c.env.DB).byEmail(parsed.fields.email);
  } catch (error) {
    // Nothing could be read, for any address: the same failure whoever asks.
    console.error("forgot password: owners not read", error);
    await answerAt;
    return renderForgot(c, area, { ...typed, failure: { id: "owner.forgot.failed" }, status: 503, headers: { "Retry-After": "30" } });
  }
  if (owner) {
    // Its failure is logged, never shown: showing it would tell that the address has an account.
    const issuing = sendPasswordLink(c.env, owner, "reset", lang).catch((error: unknown) => console.error("forgot password: link not sent", error));
    c.executionCtx.waitUntil(issuing);
  }
  await answerAt;
  return renderOwnerPage(c, area, {
    pathOf: forgotPasswordPath,
    title: c.var.i18n._("owner.forgot.sent.title"),
    body: (
      <ForgotSentBody
        email={parsed.fields.email}
        validMinutes={RESET_LINK_TTL_MS / MS_PER_MINUTE}
        loginPath={pathFor("login", lang)}
        forgotPath={forgotPasswordPath(lang)}
      />
    ),
  });
}

/** The page's address carries the link's secret: no Referer takes it anywhere, not even to this site. */
const LINK_PAGE_HEADERS = { "Referrer-Policy": "no-referrer" } as const;

type LinkState = { state: "ok"; link: OwnerPasswordLink; owner: Owner } | { state: "invalid"; status: 404 | 410 } | { state: "gone" };

/** What the link in the address is: usable (with its account), used or expired (410), never a link (404), or its account gone. */
async function linkOf(c: Context<AppEnv>, now: number): Promise<LinkState> {
  const id = await readLink(c.var.services.config.formSecret, "owner-password", c.req.param("token") ?? "");
  const link = id ? await ownerPasswordLinkRepository(c.env.DB).byId(id) : undefined;
  if (!link) return { state: "invalid", status: 404 };
  if (link.usedAt !== null || link.expiresAt <= now) return { state: "invalid", status: 410 };
  const owner = await ownerRepository(c.env.DB).byId(link.ownerId);
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
      body: <PersonNotFoundBody contactPath={pathFor("contact", lang)} />,
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
 * POST: the new password (twice, within the policy), then, in this order: the link is used (one
 * statement: of two posts only one gets through), the password stored, every session of the owner
 * ended (a reset is often "someone else got in"), and this browser signed in.
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
    const used = await ownerPasswordLinkRepository(c.env.DB).consume(link.id, now);
    if (typeof used !== "object") return renderLinkPage(c, area, { state: "invalid", status: 410 });
    await ownerRepository(c.env.DB).setPassword(owner.id, passwordHash, now);
    await ownerSessionRepository(c.env.DB).endAll(owner.id);
    // A locked address opens again: its owner just proved they read its mail.
    await loginThrottle(c.env.DB).clear(owner.email);
    await startSession(c, owner, "password", now);
  } catch (error) {
    console.error("owner password not chosen", error);
    return renderLinkPage(c, area, found, { failure: { id: "owner.error.saveFailed" }, status: 503 });
  }
  return c.redirect(portalPath(area.lang), 303);
}
