/**
 * The owner's session cookie: `__Host-vitrine_owner` (no Domain, Path=/, Secure: only this host
 * ever gets it), HttpOnly, SameSite=Lax, and no Max-Age: a browser-session cookie, the server
 * enforces the idle and absolute expiry (worker/auth/owner-sessions.ts). Secure on localhost too:
 * browsers accept Secure cookies from http://localhost.
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../../env";
import { SESSION_TOKEN_BYTES } from "../../auth/tokens";

export const SESSION_COOKIE = "__Host-vitrine_owner";
/** The name hono's `prefix: "host"` completes to SESSION_COOKIE. */
const NAME = SESSION_COOKIE.slice("__Host-".length);
/** A token as newSessionToken() writes it: SESSION_TOKEN_BYTES as unpadded base64url. */
const TOKEN = new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((SESSION_TOKEN_BYTES * 4) / 3)}}$`);

/** Gives the browser `token` as its session cookie. */
export function setSessionCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, NAME, token, { prefix: "host", path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
}

/** Tells the browser to drop its session cookie. */
export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, NAME, { prefix: "host", path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
}

/** The session token the request presents, if it looks like one (anything else is no session). */
export function sessionToken(c: Context<AppEnv>): string | undefined {
  const token = getCookie(c, NAME, "host");
  return token !== undefined && TOKEN.test(token) ? token : undefined;
}
