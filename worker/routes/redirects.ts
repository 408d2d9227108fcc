import { Hono } from "hono";
import { pathFor, routeByOriginalPath } from "../../client/i18n/routes";
import type { AppEnv } from "../env";
import { preferredLanguage } from "../middleware/locale";

/**
 * Language-less addresses: `/` and the CMS's original paths (/for-sale/, /aboutus/, ...) are sent to
 * the visitor's best language with a 302 that varies on Accept-Language; the query string is kept.
 */
export const redirects = new Hono<AppEnv>().get("*", async (c, next) => {
  const url = new URL(c.req.url);
  const route = routeByOriginalPath(url.pathname);
  if (!route) return next();
  c.header("Vary", "Accept-Language");
  c.header("Cache-Control", "private, no-cache");
  return c.redirect(`${pathFor(route, preferredLanguage(c))}${url.search}`, 302);
});
