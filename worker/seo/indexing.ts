/**
 * Which addresses search engines may index: the one rule the page head, the response headers,
 * robots.txt and the sitemap all read. Preview, thank-you, login, 404 and error pages are never
 * indexed; a future owner portal or developer page mounts `noindex` and is covered too.
 */
import { createMiddleware } from "hono/factory";
import type { RouteKey } from "../../client/i18n/routes";
import type { AppEnv } from "../env";

/** The value of the X-Robots-Tag header and of the robots meta on a page that is not indexed. */
export const NOINDEX = "noindex, nofollow";

/** Routes whose pages exist but must not be found through a search engine (the owner login). */
export const NOINDEX_ROUTES: ReadonlySet<RouteKey> = new Set<RouteKey>(["login"]);

/** Machine and developer addresses: disallowed in robots.txt, and `noindex` where they answer HTML. */
export const PRIVATE_PATH_PREFIXES = ["/api/", "/dev/"] as const;

/** The headers of a response that is not to be indexed. */
export function noindexHeaders(): Record<string, string> {
  return { "X-Robots-Tag": NOINDEX };
}

/**
 * Marks every response of the routes it is mounted on as not indexable, whatever they render:
 * `app.use("/nl/portal/*", noindex)`. Pages rendered with `meta.noindex` get the header anyway.
 */
export const noindex = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.set("X-Robots-Tag", NOINDEX);
});
