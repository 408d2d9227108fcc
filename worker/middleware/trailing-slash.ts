import { createMiddleware } from "hono/factory";
import { LANGUAGES } from "../../client/i18n/languages";
import type { AppEnv } from "../env";
import { CANONICAL_REDIRECT_CACHE_CONTROL, lowerCasePath, sameOriginPath } from "./locale";

const PAGE_UNDER_LANGUAGE = new RegExp(`^/(?:${LANGUAGES.join("|")})(?:/|$)`);

/**
 * Every page address is spelt with single slashes and ends with one (unless it names a file); any
 * other spelling gets one permanent redirect to it, query kept. The target is rebuilt by
 * sameOriginPath rather than echoed: `//host/x` must never come back as a Location a browser reads
 * as another site.
 */
export const trailingSlash = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
  const url = new URL(c.req.url);
  const single = sameOriginPath(url.pathname);
  const last = single.split("/").pop() ?? "";
  const canonical = single.endsWith("/") || last.includes(".") ? single : `${single}/`;
  if (canonical === url.pathname) return next();
  // One hop to the canonical address: a page under a language is lower case too (worker/middleware/locale.ts).
  const path = PAGE_UNDER_LANGUAGE.test(canonical) ? lowerCasePath(canonical) : canonical;
  c.header("Cache-Control", CANONICAL_REDIRECT_CACHE_CONTROL);
  return c.redirect(`${path}${url.search}`, 301);
});
