import { getCookie, setCookie } from "hono/cookie";
import type { Context } from "hono";
import { isLang, LANGUAGES, negotiateLanguage, type Lang } from "../../client/i18n/languages";
import type { StaffEnv } from "./env";

/** The staff member's chosen language: a cookie of the staff area only, kept a year. */
export const STAFF_LANGUAGE_COOKIE = "vitrine_staff_lang";
const STAFF_LANGUAGE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Where the language switch answers: /staff/language/<lang>/?back=<the page it was chosen on>. */
export const STAFF_LANGUAGE_PATH = "/staff/language/";

/** The staff area's language: the one chosen with the switch, else Accept-Language among the four, else the content's default. */
export function staffLanguage(c: Context<StaffEnv>): Lang {
  const chosen = getCookie(c, STAFF_LANGUAGE_COOKIE);
  return isLang(chosen) ? chosen : negotiateLanguage(c.req.header("Accept-Language"), LANGUAGES, c.var.defaultLanguage);
}

/** The address of the switch to `lang` from the page at `back` (path and query). */
export const languageSwitchHref = (lang: Lang, back: string) => `${STAFF_LANGUAGE_PATH}${lang}/?back=${encodeURIComponent(back)}`;

/** A staff page to return to: a path of the staff area on this site, else the overview (never another site). */
export function backTo(back: string | undefined, origin: string): string {
  if (!back) return "/staff/";
  try {
    const url = new URL(back, origin);
    return url.origin === origin && url.pathname.startsWith("/staff/") && !url.pathname.startsWith(STAFF_LANGUAGE_PATH)
      ? `${url.pathname}${url.search}`
      : "/staff/";
  } catch {
    return "/staff/";
  }
}

/** Remembers `lang` for the staff area (HttpOnly, Secure over https, SameSite=Lax, a year) and returns to the page it was chosen on. */
export function switchLanguage(c: Context<StaffEnv>, lang: Lang): Response {
  const url = new URL(c.req.url);
  setCookie(c, STAFF_LANGUAGE_COOKIE, lang, {
    path: "/staff/",
    httpOnly: true,
    secure: url.protocol === "https:",
    sameSite: "Lax",
    maxAge: STAFF_LANGUAGE_MAX_AGE_S,
  });
  return c.redirect(backTo(c.req.query("back"), url.origin), 303);
}
