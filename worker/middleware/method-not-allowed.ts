import type { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

/** The order methods are listed in an Allow header. */
const METHOD_ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

/**
 * The methods some route of `app` answers at `path`, HEAD wherever GET is (Hono answers HEAD with
 * the GET route). Asked of the app's own router, so a new route (a form's POST) is listed without
 * any list to keep. Middleware (`app.use`, method ALL) does not count: it answers nothing itself.
 */
export function allowedMethods(app: Hono<AppEnv>, path: string): string[] {
  const registered = new Set(app.routes.map((route) => route.method).filter((method) => method !== "ALL"));
  const allowed = [...registered].filter((method) => app.router.match(method, path)[0].some(([[, route]]) => route.method === method));
  if (allowed.includes("GET")) allowed.push("HEAD");
  const rank = (method: string) => (METHOD_ORDER.includes(method) ? METHOD_ORDER.indexOf(method) : METHOD_ORDER.length);
  return allowed.sort((a, b) => rank(a) - rank(b));
}

/**
 * A request whose method no route of `app` takes at its path (PUT, DELETE, PATCH, OPTIONS, or a
 * POST where no form posts) is answered 405 with the methods that are, rather than a 404 page that
 * reads as if the address did not exist. It runs after the CSRF check, so an unsafe request from
 * another site is refused (403) before anything is said about the address. Routes are looked up per
 * request, so `app` may still be gaining its routes when this is added.
 */
export const methodNotAllowed = (app: Hono<AppEnv>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const allowed = allowedMethods(app, c.req.path);
    if (allowed.includes(c.req.method)) return next();
    return c.text("Method Not Allowed", 405, { Allow: allowed.join(", ") });
  });
