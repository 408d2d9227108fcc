import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { isLang, LANGUAGES, negotiateLanguage, type Lang } from "../../client/i18n/languages";
import { defaultLanguage, enabledLanguages } from "../content";
import type { AppEnv } from "../env";
import { i18nFor } from "../i18n";
import { renderNotFound } from "../render/not-found";

/** The language prefixes as a Hono pattern; the alternatives need their group (Hono pastes the pattern into its own regex). */
export const LANGUAGE_PREFIX = `/:lang{(?:${LANGUAGES.join("|")})}`;

/** Reads which languages this deployment serves (site configuration, or the LANGUAGES variable). */
export const languages = createMiddleware<AppEnv>(async (c, next) => {
  speakVisitorsLanguage(c);
  await next();
});

/**
 * The languages this deployment serves, and the visitor's among them until a route picks the path's
 * (pages outside a prefix, 404s, speak it). Also for an error met before the middleware ran.
 */
export function speakVisitorsLanguage(c: Context<AppEnv>): void {
  const { content, config } = c.var.services;
  const enabled = enabledLanguages(content.site, config.languages);
  c.set("enabledLanguages", enabled);
  c.set("defaultLanguage", defaultLanguage(content.site, enabled));
  chooseLanguage(c, preferredLanguage(c));
}

export function chooseLanguage(c: Context<AppEnv>, lang: Lang): void {
  c.set("lang", lang);
  c.set("i18n", i18nFor(lang));
}

/** The best enabled language for this visitor, from Accept-Language, else the default. */
export function preferredLanguage(c: Context<AppEnv>): Lang {
  return negotiateLanguage(c.req.header("Accept-Language"), c.var.enabledLanguages, c.var.defaultLanguage);
}

/**
 * The first path segment is the page's language (`/nl/...`): a language this deployment does not
 * serve answers 404 in the visitor's language. Addresses are lower case: the CMS's mixed-case
 * spellings (`/nl/Te-Koop/`) get a permanent redirect to theirs, query kept.
 */
export const inLanguage = createMiddleware<AppEnv>(async (c, next) => {
  const lang = c.req.param("lang");
  if (!isLang(lang) || !c.var.enabledLanguages.includes(lang)) return renderNotFound(c);
  chooseLanguage(c, lang);
  const url = new URL(c.req.url);
  const lower = lowerCasePath(url.pathname);
  if ((c.req.method === "GET" || c.req.method === "HEAD") && lower !== url.pathname) {
    c.header("Cache-Control", CANONICAL_REDIRECT_CACHE_CONTROL);
    return c.redirect(`${sameOriginPath(lower)}${url.search}`, 301);
  }
  await next();
});

/**
 * A permanent redirect to an address's canonical spelling depends on nothing but the address, so
 * browsers and shared caches may keep it; a day rather than forever, in case a rule changes.
 */
export const CANONICAL_REDIRECT_CACHE_CONTROL = "public, max-age=86400";

/**
 * `pathname` as a redirect target that can only mean this site. Browsers read `\` as `/`, drop tabs
 * and newlines, and take `//host` or `/\host` for another host: runs of slashes and backslashes
 * become one slash and control characters and spaces are percent-encoded, so the target always
 * starts with exactly one slash followed by a path segment.
 */
export function sameOriginPath(pathname: string): string {
  const escaped = pathname.replace(/[\p{Cc}\s]/gu, (char) => encodeURIComponent(char));
  return `/${escaped.replace(/[/\\]+/g, "/").replace(/^\//, "")}`;
}

/**
 * The lower-case spelling of a page address under a language, or `pathname` itself when it has no
 * upper-case letter. Percent escapes (even broken ones) do not count: their hex digits may be upper case.
 */
export function lowerCasePath(pathname: string): string {
  return /[A-Z]/.test(pathname.replace(/%[0-9A-Fa-f]{0,2}/g, "")) ? pathname.toLowerCase() : pathname;
}
