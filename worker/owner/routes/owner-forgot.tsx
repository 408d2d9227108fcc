/**
 * "Forgot password": it never tells whether an address has an account. It answers the same page,
 * with the same status, in the same time, for any address; a known one gets a reset link by mail
 * (at most MAX_RESET_REQUESTS_PER_HOUR of them).
 */
import type { Context } from "hono";
import { parseOwnerForm } from "../../../client/forms/owner-forms";
import { fixedPath, forgotPasswordPath } from "../../../client/i18n/routes";
import { MS_PER_MINUTE } from "../../auth/session";
import { overIpLimit } from "../auth/throttle";
import { RESET_LINK_TTL_MS } from "../../db/owner-password-links";
import type { Owner } from "../../db/owners";
import type { AppEnv } from "../../env";
import { ownerServices } from "../services";
import { ForgotBody, ForgotSentBody } from "../pages/account/ForgotBodies";
import type { OwnerFormErrors } from "../pages/account/OwnerFormParts";
import type { SiteArea } from "../../routes/area";
import { postedValues } from "../../routes/lead-submission";
import { overIpLimitAnswer, PASSWORD_LIMITS, renderOwnerPage } from "./owner-page";

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
        loginPath={fixedPath("login", lang)}
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
  if (await overIpLimit(c)) return renderForgot(c, area, { ...typed, ...overIpLimitAnswer() });
  const parsed = parseOwnerForm("forgot", values);
  if (!parsed.ok) return renderForgot(c, area, { ...typed, errors: parsed.errors, status: 422 });
  const answerAt = delay(FORGOT_ANSWER_MS);
  let owner: Owner | undefined;
  try {
    owner = await c.var.services.repos.owners.owners.byEmail(parsed.fields.email);
  } catch (error) {
    // Nothing could be read, for any address: the same failure whoever asks.
    console.error("forgot password: owners not read", error);
    await answerAt;
    return renderForgot(c, area, { ...typed, failure: { id: "owner.forgot.failed" }, status: 503, headers: { "Retry-After": "30" } });
  }
  if (owner) {
    // Its failure is logged, never shown: showing it would tell that the address has an account.
    const issuing = c.var.services
      .wing(ownerServices)
      .passwordLinks.requestedReset(owner, lang)
      .catch((error: unknown) => console.error("forgot password: link not sent", error));
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
        loginPath={fixedPath("login", lang)}
        forgotPath={forgotPasswordPath(lang)}
      />
    ),
  });
}
