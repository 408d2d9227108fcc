import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { publishedContent } from "../content/published";
import { currentScope } from "../request-scope";
import { seederFor } from "../jobs/sync-listings";
import { createServices } from "../services";

/** `ctx.waitUntil`, or (outside workerd, where there is none) a promise that only logs its failure. */
export function waitUntilFrom(ctx: Pick<ExecutionContext, "waitUntil"> | undefined): (promise: Promise<unknown>) => void {
  if (ctx) return (promise) => ctx.waitUntil(promise);
  return (promise) => void promise.catch((error: unknown) => console.error("background work failed", error));
}

function waitUntilOf(c: Context<AppEnv>): (promise: Promise<unknown>) => void {
  try {
    return waitUntilFrom(c.executionCtx);
  } catch {
    // Hono throws when the request came without an execution context.
    return waitUntilFrom(undefined);
  }
}

/**
 * Builds `c.var.services` once per request (worker/services): routes and pages read it, never raw
 * bindings. The published content is in isolate memory after an isolate's first request.
 */
export const services = createMiddleware<AppEnv>(async (c, next) => {
  const waitUntil = waitUntilOf(c);
  // The version the request's scope was opened with (worker/app.ts), so its router, links and pages agree.
  // The bindings are read here and nowhere else in a request: this is where the services are built.
  const published = currentScope()?.published ?? (await publishedContent(c.env.DB, waitUntil));
  c.set("services", createServices(c.env, c.req.url, waitUntil, published, seederFor(c.env)));
  await next();
});
