import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { createServices } from "../services";

/** `c.executionCtx.waitUntil`, or (outside workerd, where there is none) a promise that only logs its failure. */
function waitUntilOf(c: Context<AppEnv>): (promise: Promise<unknown>) => void {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    return (promise) => void promise.catch((error: unknown) => console.error("background work failed", error));
  }
}

/** Builds `c.var.services` once per request (worker/services): routes and pages read it, never raw bindings. */
export const services = createMiddleware<AppEnv>(async (c, next) => {
  c.set("services", createServices(c.env, c.req.url, waitUntilOf(c)));
  await next();
});
