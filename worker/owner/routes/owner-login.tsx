/**
 * The owner login (SPEC 2 `/login/`, SPEC 8 "login failed", "wrong username or password") and signing
 * out. The answers to a refused sign-in:
 * - 422: a field is empty or not an address (nothing was checked against an account);
 * - 401: "wrong username or password", for an unknown address and a wrong password alike, with the
 *   same page (the same work is done for both: worker/owner/auth/login.ts). 401 rather than 200 so that
 *   everything that reads only statuses (the edge's analytics, a rate-limiting rule on the login
 *   path, logs, monitoring) sees a failed sign-in; browsers show the page as for any other status.
 *   There is no WWW-Authenticate challenge: no HTTP authentication scheme applies to a form;
 * - 429: too many attempts: this client in the last minute, or this address, whose sign-ins are
 *   slowed down after wrong passwords (each wait longer, up to 15 minutes) except from a browser
 *   remembered for the account (worker/owner/auth/device-cookie.ts); the page says when to try again;
 * - 503: "login failed", D1 could not be read or written; the address stays in the form.
 */
import type { Context } from "hono";
import { parseOwnerForm } from "../../../client/forms/owner-forms";
import { REAUTHENTICATE_NOTICE } from "../../../client/forms/passkeys";
import { fixedPath, forgotPasswordPath, portalPath } from "../../../client/i18n/routes";
import { rememberedDevice } from "../auth/device-cookie";
import { endSession, startSession } from "../auth/login";
import { clearSessionCookie, sessionToken } from "../auth/session-cookie";
import { overIpLimit } from "../auth/throttle";
import { pageByRoute } from "../../content";
import type { AppEnv } from "../../env";
import { ownerServices } from "../services";
import { LOGIN_NOTICES, LoginBody, type LoginNotice } from "../pages/account/LoginBody";
import type { OwnerFormErrors } from "../pages/account/OwnerFormParts";
import type { SiteArea } from "../../routes/area";
import { postedValues } from "../../routes/lead-submission";
import { overIpLimitAnswer, PASSWORD_LIMITS, portalNext, renderOwnerPage, slowedDownAnswer } from "./owner-page";

interface LoginState extends OwnerFormErrors {
  email?: string;
  next?: string | undefined;
  notice?: LoginNotice | undefined;
  status?: number;
  headers?: Record<string, string>;
}

function renderLogin(c: Context<AppEnv>, area: SiteArea, state: LoginState = {}): Promise<Response> {
  const { lang } = area;
  const { services, i18n } = c.var;
  // The agency's content page "login" gives the title and description; the form is the owner area's.
  const page = pageByRoute("login", services.content);
  const title = page?.params.title[lang].text ?? i18n._("owner.account.bar.label");
  const description = page?.params.metadata[lang].metadataDescription ?? i18n._("owner.login.intro");
  return renderOwnerPage(c, area, {
    pathOf: (code) => fixedPath("login", code),
    title: page?.params.metadata[lang].metadataTitle ?? title,
    description,
    status: state.status ?? 200,
    headers: state.headers ?? {},
    body: (
      <LoginBody
        title={title}
        action={fixedPath("login", lang)}
        forgotPath={forgotPasswordPath(lang)}
        next={state.next}
        email={state.email}
        errors={state.errors}
        failure={state.failure}
        notice={state.notice}
        limits={PASSWORD_LIMITS}
        passkey={state.next ? { lang, next: state.next } : { lang }}
      />
    ),
  });
}

const noticeOf = (value: string | undefined): LoginNotice | undefined =>
  value !== undefined && Object.hasOwn(LOGIN_NOTICES, value) ? (value as LoginNotice) : undefined;

/**
 * GET: the form, or straight to the portal for a browser that is signed in already, unless the page
 * is asked to sign in again (adding a passkey needs a recent sign-in).
 */
export async function showLogin(c: Context<AppEnv>, area: SiteArea): Promise<Response> {
  const next = portalNext(c.req.query("next"));
  const notice = noticeOf(c.req.query("notice"));
  const token = area.preview || notice === REAUTHENTICATE_NOTICE ? undefined : sessionToken(c);
  if (token) {
    // A session that cannot be read now (D1 down) shows the form: signing in says "login failed" if it persists.
    const session = await c.var.services.repos.owners.sessions
      .read(token, Date.now())
      .catch((error: unknown) => console.error("owner session not read", error));
    if (session) return c.redirect(next ?? portalPath(area.lang), 303);
  }
  return renderLogin(c, area, { next, notice });
}

/**
 * POST: the per-client limit, the form, the password check (with the address's or the remembered
 * browser's delays), then a new session; the owner is told by mail when wrong passwords began to slow
 * their account's sign-ins down.
 */
export async function postLogin(c: Context<AppEnv>, area: SiteArea): Promise<Response> {
  const values = await postedValues(c);
  const typed = { email: (values.email ?? "").trim(), next: portalNext(values.next) };
  if (await overIpLimit(c)) return renderLogin(c, area, { ...typed, ...overIpLimitAnswer() });
  const parsed = parseOwnerForm("login", values);
  if (!parsed.ok) return renderLogin(c, area, { ...typed, errors: parsed.errors, status: 422 });
  const { email, password } = parsed.fields;
  try {
    const now = Date.now();
    const result = await c.var.services.wing(ownerServices).passwordLogin({ email, password, now, device: await rememberedDevice(c) });
    if (result.outcome === "wait")
      // The time left of the delay, not its full length: the owner who waits what it says gets in.
      return renderLogin(c, area, { ...typed, ...slowedDownAnswer(result.retryAfterMs, result.remembered) });
    if (result.outcome === "wrong") {
      if (result.warn) c.executionCtx.waitUntil(c.var.services.wing(ownerServices).mails.loginAttack(result.warn.id, now));
      return renderLogin(c, area, { ...typed, failure: { id: "owner.error.wrong" }, status: 401 });
    }
    await startSession(c, result.owner, "password");
  } catch (error) {
    console.error("owner login failed", error);
    return renderLogin(c, area, { ...typed, failure: { id: "owner.error.loginFailed" }, status: 503, headers: { "Retry-After": "30" } });
  }
  return c.redirect(typed.next ?? portalPath(area.lang), 303);
}

/**
 * POST sign-out: ends this browser's session on the server and clears the cookie, then the login page
 * says so. Answered the same without a live session (an expired one, a second click): signing out
 * never asks to sign in first.
 */
export async function postLogout(c: Context<AppEnv>, area: SiteArea): Promise<Response> {
  c.header("Cache-Control", "no-store");
  try {
    await endSession(c);
  } catch (error) {
    // The cookie goes all the same; the row expires on its own (idle 30 minutes) and the cron purges it.
    console.error("owner session not ended", error);
    clearSessionCookie(c);
  }
  return c.redirect(`${fixedPath("login", area.lang)}?notice=signed-out`, 303);
}
