/**
 * The owner's account page (behind requireOwner): change the password, see how many browsers are
 * signed in and sign out everywhere, manage passkeys (C's PasskeyManager island, whose removal posts
 * to the passkey API and comes back here with `?passkey=removed`).
 */
import type { Context } from "hono";
import { parseOwnerForm } from "../../client/forms/owner-forms";
import { pathFor, portalAccountPath } from "../../client/i18n/routes";
import { passwordLogin, startSession } from "../auth/login";
import { hashPassword } from "../auth/password";
import { passwordProblem } from "../auth/password-policy";
import type { OwnerSession } from "../auth/session";
import { clearSessionCookie } from "../auth/session-cookie";
import { LOGIN_LOCK_MS, overIpLimit } from "../auth/throttle";
import { ownerPasskeyRepository } from "../db/owner-passkeys";
import { ownerSessionRepository } from "../db/owner-sessions";
import { ownerRepository } from "../db/owners";
import type { AppEnv } from "../env";
import { AccountBody, ACCOUNT_INTENTS } from "../pages/owner/AccountBody";
import type { OwnerFormErrors } from "../pages/owner/OwnerFormParts";
import type { SiteArea } from "./area";
import { postedValues } from "./lead-submission";
import { LOGIN_IP_PERIOD_S, PASSWORD_LIMITS, PASSWORD_PROBLEM_MESSAGES, renderOwnerPage, tooManyAttempts } from "./owner-page";

interface PasswordState extends OwnerFormErrors {
  status?: number;
  headers?: Record<string, string>;
}

/** The session requireOwner put on the context (the account routes are always behind it). */
function sessionOf(c: Context<AppEnv>): OwnerSession {
  const session = c.var.owner;
  if (!session) throw new Error("the account page is mounted without requireOwner");
  return session;
}

async function renderAccount(c: Context<AppEnv>, area: SiteArea, password?: PasswordState): Promise<Response> {
  const { owner } = sessionOf(c);
  const { lang } = area;
  const [sessions, passkeys] = await Promise.all([
    ownerSessionRepository(c.env.DB).countActive(owner.id, Date.now()),
    ownerPasskeyRepository(c.env.DB).list(owner.id),
  ]);
  return renderOwnerPage(c, area, {
    pathOf: portalAccountPath,
    title: c.var.i18n._("owner.account.title"),
    status: password?.status ?? 200,
    headers: password?.headers ?? {},
    body: (
      <AccountBody
        owner={owner}
        action={portalAccountPath(lang)}
        sessions={sessions}
        changed={!password && c.req.query("changed") === "1"}
        password={password}
        limits={PASSWORD_LIMITS}
        passkeys={{ lang, passkeys, removed: c.req.query("passkey") === "removed" }}
      />
    ),
  });
}

export function showAccount(c: Context<AppEnv>, area: SiteArea): Promise<Response> {
  return renderAccount(c, area);
}

/**
 * A new password: the per-client limit, the form and the policy, then the current password through
 * the login's own check (so wrong guesses here count toward the account's lock like wrong logins).
 * Stored, every other session ended, this browser given a new session.
 */
async function changePassword(c: Context<AppEnv>, area: SiteArea, values: Record<string, string>): Promise<Response> {
  const { owner } = sessionOf(c);
  if (await overIpLimit(c))
    return renderAccount(c, area, { failure: tooManyAttempts(LOGIN_IP_PERIOD_S * 1000), status: 429, headers: { "Retry-After": String(LOGIN_IP_PERIOD_S) } });
  const parsed = parseOwnerForm("change", values);
  if (!parsed.ok) return renderAccount(c, area, { errors: parsed.errors, status: 422 });
  const { current, password } = parsed.fields;
  const problem = passwordProblem(password, owner.email);
  if (problem) return renderAccount(c, area, { errors: { password: PASSWORD_PROBLEM_MESSAGES[problem] }, status: 422 });
  const now = Date.now();
  try {
    const checked = await passwordLogin({ db: c.env.DB }, { email: owner.email, password: current, now });
    if (checked.outcome === "locked")
      return renderAccount(c, area, { failure: tooManyAttempts(LOGIN_LOCK_MS), status: 429, headers: { "Retry-After": String(LOGIN_LOCK_MS / 1000) } });
    if (checked.outcome === "wrong") return renderAccount(c, area, { errors: { current: "owner.error.current.wrong" }, status: 422 });
    await ownerRepository(c.env.DB).setPassword(owner.id, await hashPassword(password), now);
    await ownerSessionRepository(c.env.DB).endAll(owner.id);
    await startSession(c, owner, "password", now);
  } catch (error) {
    console.error("owner password not changed", error);
    return renderAccount(c, area, { failure: { id: "owner.error.saveFailed" }, status: 503, headers: { "Retry-After": "30" } });
  }
  return c.redirect(`${portalAccountPath(area.lang)}?changed=1`, 303);
}

/** POST: which form was sent decides (`intent`): the password, or signing out everywhere (this browser too). */
export async function postAccount(c: Context<AppEnv>, area: SiteArea): Promise<Response> {
  const values = await postedValues(c);
  if (values.intent === ACCOUNT_INTENTS.password) return changePassword(c, area, values);
  if (values.intent === ACCOUNT_INTENTS.everywhere) {
    await ownerSessionRepository(c.env.DB).endAll(sessionOf(c).owner.id);
    clearSessionCookie(c);
    return c.redirect(`${pathFor("login", area.lang)}?notice=everywhere`, 303);
  }
  // Not one of the page's forms: show the page again, changing nothing.
  return c.redirect(portalAccountPath(area.lang), 303);
}
