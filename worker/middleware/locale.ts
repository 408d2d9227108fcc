import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { negotiateLanguage, type Lang } from "../../client/i18n/languages";
import { content, defaultLanguage, enabledLanguages } from "../content";
import type { AppEnv } from "../env";
import { i18nFor } from "../i18n";

/** Reads which languages this deployment serves (site configuration, or the LANGUAGES variable). */
export const languages = createMiddleware<AppEnv>(async (c, next) => {
  const enabled = enabledLanguages(content.site, c.env.LANGUAGES);
  c.set("enabledLanguages", enabled);
  c.set("defaultLanguage", defaultLanguage(content.site, enabled));
  // Until a route picks the path's language, pages (404s outside a prefix) speak the visitor's.
  useLanguage(c, preferredLanguage(c));
  await next();
});

export function useLanguage(c: Context<AppEnv>, lang: Lang): void {
  c.set("lang", lang);
  c.set("i18n", i18nFor(lang));
}

/** The best enabled language for this visitor, from Accept-Language, else the default. */
export function preferredLanguage(c: Context<AppEnv>): Lang {
  return negotiateLanguage(c.req.header("Accept-Language"), c.var.enabledLanguages, c.var.defaultLanguage);
}
