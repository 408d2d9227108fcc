import type { Context } from "hono";
import type { AppEnv } from "../env";
import { contentSecurityPolicy, type CspOptions } from "./csp";

/** No third-party tag's host: what a private page allows whatever the site configures. */
export const NO_TAGS: CspOptions["tags"] = {};

/** Whether the request came over https (the policy then asks the browser to upgrade what is not). */
export const isSecure = (c: Context<AppEnv>) => new URL(c.req.url).protocol === "https:";

/**
 * The headers of a private page (owner sign-in, portal, account): a policy that allows no
 * third-party tag's host whatever the site configures, and no framing by any site, this one
 * included (a sign-in form in a frame invites clickjacking). renderPage sets them on such a page;
 * securityHeaders keeps a response's own policy.
 */
export function privatePageHeaders(c: Context<AppEnv>): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy({ nonce: c.var.nonce, tags: NO_TAGS, frameAncestors: ["'none'"], secure: isSecure(c) }),
    "X-Frame-Options": "DENY",
  };
}
