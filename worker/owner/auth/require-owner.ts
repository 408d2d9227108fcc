import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { fixedPath } from "../../../client/i18n/routes";
import type { AppEnv } from "../../env";
import { clearSessionCookie, SESSION_COOKIE, sessionToken } from "./session-cookie";

const API_PREFIX = "/api/";

/**
 * The portal's gate: the request's session cookie must name a live session (worker/auth/owner-sessions.ts
 * enforces the idle and absolute expiry), which it puts on `c.var.owner`. Without one the cookie is
 * cleared and the browser sent (303) to the login page of the request's language with `?next=` this
 * address; a request under /api/ (a script's JSON call, which cannot follow a redirect to a page)
 * gets 401 `{ login }` instead. Every response that passes here is `Cache-Control: no-store`: a
 * portal page is one owner's.
 */
export const requireOwner = createMiddleware<AppEnv>(async (c, next) => {
  c.header("Cache-Control", "no-store");
  const token = sessionToken(c);
  const session = token ? await c.var.services.repos.owners.sessions.read(token, Date.now()) : undefined;
  if (!session) {
    // A stale or malformed cookie goes; a visitor who never signed in gets no Set-Cookie.
    if (getCookie(c, SESSION_COOKIE) !== undefined) clearSessionCookie(c);
    const login = fixedPath("login", c.var.lang);
    const url = new URL(c.req.url);
    if (url.pathname.startsWith(API_PREFIX)) return c.json({ login }, 401);
    return c.redirect(`${login}?next=${encodeURIComponent(url.pathname + url.search)}`, 303);
  }
  c.set("owner", session);
  await next();
  c.header("Cache-Control", "no-store");
});
