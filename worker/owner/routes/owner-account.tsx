/**
 * The owner's account page (behind requireOwner): change the password, see which browsers are
 * signed in and sign out everywhere, manage passkeys (C's PasskeyManager island, whose removal posts
 * to the passkey API and comes back here with `?passkey=removed`).
 */
import type { Context } from "hono";
import { parseOwnerForm } from "../../../client/forms/owner-forms";
import { REAUTHENTICATE_NOTICE } from "../../../client/forms/passkeys";
import type { Lang } from "../../../client/i18n/languages";
import { fixedPath, portalAccountPath } from "../../../client/i18n/routes";
import { rememberedDevice } from "../auth/device-cookie";
import { startSession } from "../auth/login";
import { hashPassword } from "../../auth/password";
import { passwordProblem } from "../auth/password-policy";
import { clearSessionCookie } from "../auth/session-cookie";
import { deviceName } from "../auth/user-agent";
import { overIpLimit } from "../auth/throttle";
import type { AppEnv } from "../../env";
import { ownerServices } from "../services";
import { AccountBody, ACCOUNT_INTENTS, type SessionView } from "../pages/account/AccountBody";
import type { OwnerFormErrors } from "../pages/account/OwnerFormParts";
import { REPORT_INTENT } from "../pages/account/ReportSection";
import { REPORT_SETTING_ID } from "../report-mail";
import type { SiteArea } from "../../routes/area";
import { postedValues } from "../../routes/lead-submission";
import { sessionOf } from "./portal-owner";
import { overIpLimitAnswer, PASSWORD_LIMITS, PASSWORD_PROBLEM_MESSAGES, renderOwnerPage, slowedDownAnswer } from "./owner-page";

interface PasswordState extends OwnerFormErrors {
  status?: number;
  headers?: Record<string, string>;
}

/** Where "sign in again" goes from the passkeys: the login page in `lang`, back to the account page afterwards. */
export function reauthenticatePath(lang: Lang): string {
  return `${fixedPath("login", lang)}?notice=${REAUTHENTICATE_NOTICE}&next=${encodeURIComponent(portalAccountPath(lang))}`;
}

async function renderAccount(c: Context<AppEnv>, area: SiteArea, password?: PasswordState): Promise<Response> {
  const { owner, tokenHash } = sessionOf(c);
  const { lang } = area;
  const [active, passkeys, reportOn] = await Promise.all([
    c.var.services.repos.owners.sessions.listActive(owner.id, Date.now()),
    c.var.services.repos.owners.passkeys.list(owner.id),
    c.var.services.repos.owners.reports.wantsReport(owner.id),
  ]);
  const reportSaved = c.req.query("report");
  const sessions = active.map((session): SessionView => ({
    device: deviceName(session.userAgent),
    method: session.method,
    createdAt: session.createdAt,
    lastSeenAt: session.lastSeenAt,
    current: session.tokenHash === tokenHash,
  }));
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
        passkeys={{ lang, passkeys, removed: c.req.query("passkey") === "removed", signInAgainHref: reauthenticatePath(lang) }}
        report={{ on: reportOn, saved: !password && (reportSaved === "on" || reportSaved === "off") }}
      />
    ),
  });
}

export function showAccount(c: Context<AppEnv>, area: SiteArea): Promise<Response> {
  return renderAccount(c, area);
}

/**
 * A new password: the per-client limit, the form and the policy, then the current password through
 * the login's own check (so wrong guesses here slow the account's sign-ins down like wrong logins).
 * Stored with every session ended and every unused link voided (one batch), this browser given a new session.
 */
async function changePassword(c: Context<AppEnv>, area: SiteArea, values: Record<string, string>): Promise<Response> {
  const { owner } = sessionOf(c);
  if (await overIpLimit(c)) return renderAccount(c, area, overIpLimitAnswer());
  const parsed = parseOwnerForm("change", values);
  if (!parsed.ok) return renderAccount(c, area, { errors: parsed.errors, status: 422 });
  const { current, password } = parsed.fields;
  const problem = passwordProblem(password, owner.email);
  if (problem) return renderAccount(c, area, { errors: { password: PASSWORD_PROBLEM_MESSAGES[problem] }, status: 422 });
  const now = Date.now();
  try {
    const checked = await c.var.services.wing(ownerServices).passwordLogin({ email: owner.email, password: current, now, device: await rememberedDevice(c) });
    if (checked.outcome === "wait") return renderAccount(c, area, slowedDownAnswer(checked.retryAfterMs, checked.remembered));
    if (checked.outcome === "wrong") {
      if (checked.warn) c.executionCtx.waitUntil(c.var.services.wing(ownerServices).mails.loginAttack(checked.warn.id, now));
      return renderAccount(c, area, { errors: { current: "owner.error.current.wrong" }, status: 422 });
    }
    await c.var.services.repos.owners.writeChangedPassword({ ownerId: owner.id, email: owner.email, passwordHash: await hashPassword(password), now });
    await startSession(c, owner, "password", now);
    await c.var.services.wing(ownerServices).mails.passwordChanged(owner.id, now);
  } catch (error) {
    console.error("owner password not changed", error);
    return renderAccount(c, area, { failure: { id: "owner.error.saveFailed" }, status: 503, headers: { "Retry-After": "30" } });
  }
  return c.redirect(`${portalAccountPath(area.lang)}?changed=1`, 303);
}

/** POST: which form was sent decides (`intent`): the password, signing out everywhere (this browser too), or the monthly report. */
export async function postAccount(c: Context<AppEnv>, area: SiteArea): Promise<Response> {
  const values = await postedValues(c);
  if (values.intent === ACCOUNT_INTENTS.password) return changePassword(c, area, values);
  if (values.intent === ACCOUNT_INTENTS.everywhere) {
    await c.var.services.repos.owners.sessions.endAll(sessionOf(c).owner.id);
    clearSessionCookie(c);
    return c.redirect(`${fixedPath("login", area.lang)}?notice=everywhere`, 303);
  }
  if (values.intent === REPORT_INTENT) {
    // A ticked box posts "on"; an unticked one posts nothing.
    const on = values.report === "on";
    await c.var.services.repos.owners.reports.setWantsReport(sessionOf(c).owner.id, on);
    return c.redirect(`${portalAccountPath(area.lang)}?report=${on ? "on" : "off"}#${REPORT_SETTING_ID}`, 303);
  }
  // Not one of the page's forms: show the page again, changing nothing.
  return c.redirect(portalAccountPath(area.lang), 303);
}
