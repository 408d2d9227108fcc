import { createMiddleware } from "hono/factory";
import { csrf } from "hono/csrf";
import type { AppEnv } from "../env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF protection for every form post and other unsafe request: a browser's form from another site
 * is refused with 403 (Hono checks Origin, and Sec-Fetch-Site where the browser sends it). The
 * site's own origin is the request's, or SITE_ORIGIN behind a proxy that rewrites the host.
 */
export const sameOriginForms = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  return csrf({ origin: [new URL(c.req.url).origin, c.var.services.origin] })(c, next);
});
