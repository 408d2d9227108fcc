/**
 * What the owner's pages (login, forgot password, choose password, account) share: how they are
 * rendered (site frame, never indexed, never stored by any cache), the password policy's bounds
 * for the forms, and which `?next=` a sign-in honours.
 */
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ReactNode } from "react";
import { MS_PER_SECOND } from "../../../client/domain/limits";
import { LANGUAGES, type Lang } from "../../../client/i18n/languages";
import { fixedPath, portalLogoutPath, portalPath } from "../../../client/i18n/routes";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, type PasswordProblem } from "../auth/password-policy";
import { MS_PER_MINUTE } from "../../auth/session";
import type { AppEnv } from "../../env";
import type { OwnerFailure, PasswordLimits } from "../pages/account/OwnerFormParts";
import { TooLargeBody } from "../pages/account/TooLargeBody";
import { renderPage } from "../../render/page";
import { shownAt, type SiteArea } from "../../routes/area";
import { alternatesIn } from "../../routes/content-page";

/** Every owner page is one person's answer: no browser or edge cache keeps it. */
export const NO_STORE = { "Cache-Control": "no-store" } as const;

/** An address, a password twice, a next path and an intent fit in far less; anything bigger is not a person's post. */
export const MAX_OWNER_POST_BYTES = 8 * 1024;

/** Refuses a larger post before it is read: 413 with a page in the area's language that says so. */
export function ownerPostLimit(area: SiteArea) {
  return bodyLimit({
    maxSize: MAX_OWNER_POST_BYTES,
    onError: (c) =>
      renderOwnerPage(c, area, {
        pathOf: (code) => fixedPath("login", code),
        title: c.var.i18n._("owner.error.tooLarge.title"),
        status: 413,
        body: <TooLargeBody back={c.req.path === portalLogoutPath(area.lang) ? fixedPath("login", area.lang) : c.req.path} />,
      }),
  });
}

export const PASSWORD_LIMITS: PasswordLimits = { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH };

/** The catalogue id that says what is wrong with a new password (worker/owner/auth/password-policy.ts). */
export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  required: "owner.error.newPassword.required",
  tooShort: "owner.error.password.tooShort",
  tooLong: "owner.error.password.tooLong",
  common: "owner.error.password.common",
  email: "owner.error.password.email",
};

/** The LOGIN_RATE_LIMIT binding's period (wrangler.toml): a client over the limit waits at most this long. */
export const LOGIN_IP_PERIOD_S = 60;

/** "Too many attempts, try again in N minutes": a client over the per-address limit, or a locked account. */
export function tooManyAttempts(waitMs: number): OwnerFailure {
  return { id: "owner.error.tooMany", values: { minutes: Math.max(1, Math.ceil(waitMs / MS_PER_MINUTE)) } };
}

/** The whole refusal of a post that must wait `waitMs`: the message, 429, and Retry-After in whole seconds. */
export function tooManyAnswer(waitMs: number): { failure: OwnerFailure; status: 429; headers: Record<string, string> } {
  return { failure: tooManyAttempts(waitMs), status: 429, headers: { "Retry-After": String(Math.max(1, Math.ceil(waitMs / MS_PER_SECOND))) } };
}

/**
 * "Too many wrong passwords for this address, try again in N seconds (or minutes)", with what still
 * works at once (the owner's usual browser): an address whose sign-ins are slowed down
 * (worker/db/login-throttles.ts). In the owner's usual browser itself (`remembered`: the wait is
 * that browser's own), "too many wrong passwords in this browser", which points nowhere else.
 * 429 with Retry-After in whole seconds.
 */
export function slowedDownAnswer(waitMs: number, remembered = false): { failure: OwnerFailure; status: 429; headers: Record<string, string> } {
  const seconds = Math.max(1, Math.ceil(waitMs / MS_PER_SECOND));
  const failure: OwnerFailure = remembered
    ? seconds < 60
      ? { id: "owner.error.slowedDownHere.seconds", values: { seconds } }
      : { id: "owner.error.slowedDownHere.minutes", values: { minutes: Math.ceil(seconds / 60) } }
    : seconds < 60
      ? { id: "owner.error.slowedDown.seconds", values: { seconds } }
      : { id: "owner.error.slowedDown.minutes", values: { minutes: Math.ceil(seconds / 60) } };
  return { failure, status: 429, headers: { "Retry-After": String(seconds) } };
}

/** The refusal of a client over the per-address limit (LOGIN_RATE_LIMIT). */
export const overIpLimitAnswer = () => tooManyAnswer(LOGIN_IP_PERIOD_S * MS_PER_SECOND);

/** Longest `?next=` honoured: a portal path with its query is far shorter. */
const MAX_NEXT_CHARS = 300;
const SAFE_PATH = /^\/[a-z]{2}\/[A-Za-z0-9/_-]*$/;
const SAFE_QUERY = /^(\?[A-Za-z0-9=&%._-]*)?$/;

/**
 * `next` when it is a page of the portal on this site (any language), else undefined: a sign-in
 * never sends the browser to another site (open redirect) nor to the sign-out address.
 */
export function portalNext(next: string | undefined): string | undefined {
  if (!next || next.length > MAX_NEXT_CHARS || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) return undefined;
  let url: URL;
  try {
    url = new URL(next, "https://portal.invalid");
  } catch {
    return undefined;
  }
  if (url.origin !== "https://portal.invalid" || !SAFE_PATH.test(url.pathname) || !SAFE_QUERY.test(url.search)) return undefined;
  const lang = LANGUAGES.find((code) => url.pathname.startsWith(portalPath(code)));
  if (!lang || url.pathname === portalLogoutPath(lang)) return undefined;
  return url.pathname + url.search;
}

/** The parts of an owner page that differ from one page to the next. */
export interface OwnerPageInput {
  /** The page's address in each language (the language switcher, canonical). */
  pathOf: (lang: Lang) => string;
  title: string;
  description?: string;
  body: ReactNode;
  status?: number;
  headers?: Record<string, string>;
  /** A page made to be printed: without the site's header and footer. */
  bare?: boolean;
}

/** An owner page in the site frame: never indexed, never stored. */
export function renderOwnerPage(c: Context<AppEnv>, area: SiteArea, input: OwnerPageInput): Promise<Response> {
  const path = input.pathOf(area.lang);
  return renderPage(c, {
    ...shownAt(area, path, alternatesIn(c.var.enabledLanguages, input.pathOf)),
    status: input.status ?? 200,
    meta: { title: input.title, description: input.description ?? input.title, canonicalPath: path, xDefaultPath: path, noindex: true },
    body: input.body,
    isPrivate: true,
    bare: input.bare ?? false,
    headers: { ...NO_STORE, ...input.headers },
  });
}
