import { createMiddleware } from "hono/factory";
import { LANGUAGES } from "../../client/i18n/languages";
import type { AppEnv } from "../env";
import { lowerCasePath } from "./locale";

const PAGE_UNDER_LANGUAGE = new RegExp(`^/(?:${LANGUAGES.join("|")})(?:/|$)`);

/** Every page address ends with a slash; a path without one (and not a file) is sent there, query kept. */
export const trailingSlash = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const last = url.pathname.split("/").pop() ?? "";
  if ((c.req.method === "GET" || c.req.method === "HEAD") && !url.pathname.endsWith("/") && !last.includes(".")) {
    // One hop to the canonical address: a page under a language is lower case too (worker/middleware/locale.ts).
    const path = PAGE_UNDER_LANGUAGE.test(url.pathname) ? lowerCasePath(url.pathname) : url.pathname;
    return c.redirect(`${path}/${url.search}`, 301);
  }
  await next();
});
