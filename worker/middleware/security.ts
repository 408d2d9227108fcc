import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import type { Services } from "../services";
import { contentSecurityPolicy } from "../render/csp";
import { isSecure, NO_TAGS } from "../render/private-headers";

const ONE_YEAR_S = 31_536_000;

/**
 * The headers every response of the site carries, pages and static files alike. Workers Static
 * Assets serves the files without the worker, so client/public/_headers repeats these for `/*`
 * (tests/unit/worker/static-headers.test.ts keeps the two the same).
 */
export const BASELINE_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": `max-age=${ONE_YEAR_S}; includeSubDomains`,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Nothing of the site is meant to be embedded by another site (no-cors image, script or fetch).
  "Cross-Origin-Resource-Policy": "same-origin",
};

const NONCE_BYTES = 18;
/**
 * Nonces drawn per call of getRandomValues. Each nonce still takes 18 bytes of its own that no other
 * nonce uses; drawing them in batches (isolate memory, refilled when used up) spares a call into
 * the random generator per request.
 */
const NONCES_PER_DRAW = 64;
const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
let randomBytes = new Uint8Array(0);
let drawn = 0;

/** 18 random bytes in base64 (24 characters, no padding). */
export function newNonce(): string {
  if (drawn + NONCE_BYTES > randomBytes.length) {
    randomBytes = crypto.getRandomValues(new Uint8Array(NONCE_BYTES * NONCES_PER_DRAW));
    drawn = 0;
  }
  let nonce = "";
  for (let at = drawn; at < drawn + NONCE_BYTES; at += 3) {
    const bits = (randomBytes[at]! << 16) | (randomBytes[at + 1]! << 8) | randomBytes[at + 2]!;
    nonce += BASE64[bits >> 18]! + BASE64[(bits >> 12) & 63]! + BASE64[(bits >> 6) & 63]! + BASE64[bits & 63]!;
  }
  drawn += NONCE_BYTES;
  return nonce;
}

/** No tag at all: a private page's, and any page's while the configuration cannot be read. */

/**
 * Sets a fresh CSP nonce for the page and the strict security headers on every worker response,
 * errors included (static assets get theirs from client/public/_headers). A response nobody gave a
 * Cache-Control (a refusal or failure before the edge cache decided one) is not stored.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const nonce = newNonce();
  c.set("nonce", nonce);
  await next();
  secureHeaders(c.res.headers, { nonce, status: c.res.status, secure: isSecure(c), services: c.var.services });
});

/**
 * The security headers of a response with `status` whose page carries `nonce` (securityHeaders; a
 * page answered from the isolate's memory before the app, worker/middleware/memory-hit.ts).
 * Without services (an unusable configuration) the policy allows none of the configured extras.
 */
export function secureHeaders(
  headers: Headers,
  { nonce, status, secure, services }: { nonce: string; status: number; secure: boolean; services: Pick<Services, "content" | "config"> | undefined },
): void {
  const site = services?.content.site;
  const frameAncestors = site?.security.frameAncestors ?? ["'none'"];
  // A 304 tells the browser to reuse its stored page, whose nonces belong to the CSP stored with it.
  // Browsers copy a 304's headers onto the stored response, so a fresh nonce here would block every
  // script and style of that page; without a CSP header the stored, matching one stays in force.
  // A response with a policy of its own (a local mail shown sandboxed, a private page) keeps it.
  if (status !== 304 && !headers.has("Content-Security-Policy")) {
    headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy({
        nonce,
        tags: site?.site_info ?? NO_TAGS,
        frameAncestors,
        mapOrigin: services?.config.mapStyle?.origin,
        imageHosts: services?.config.imageOrigins,
        secure,
      }),
    );
  }
  // A page whose address carries a secret (a mailed password link) asks for a stricter Referrer-Policy; it keeps it.
  for (const [name, value] of Object.entries(BASELINE_HEADERS)) if (name !== "Referrer-Policy" || !headers.has(name)) headers.set(name, value);
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  if (frameAncestors.includes("'none'") && !headers.has("X-Frame-Options")) headers.set("X-Frame-Options", "DENY");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
}
