import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { publishedContent, type PublishedContent } from "../content/published";
import type { Bindings } from "../bindings";
import type { SeedFirstSnapshot } from "../services/listings";
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

/** What runs the first sync when a request finds no snapshot: the app hands in worker/jobs' (middleware never imports jobs). */
export type SeederFor = (env: Bindings) => SeedFirstSnapshot;

/**
 * Builds `c.var.services` once per request (worker/services): routes and pages read it, never raw
 * bindings. `versionOf` gives the published content version worker/app.ts read for the request (its
 * memory lookup used it), so the page is rendered from the same one; without one (a test's bare site)
 * the version is read here. Everything the request renders takes it from these services, never from
 * a module-level value. `seederFor` runs the first sync when there is no snapshot yet (worker/jobs,
 * handed in by worker/app.ts: middleware never imports jobs).
 * The published content is in isolate memory after an isolate's first request.
 */
export const services = (seederFor: SeederFor, versionOf: (request: Request) => PublishedContent | undefined = () => undefined) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const waitUntil = waitUntilOf(c);
    // The bindings are read here and nowhere else in a request: this is where the services are built.
    const published = versionOf(c.req.raw) ?? (await publishedContent(c.env.DB, waitUntil));
    c.set("services", createServices(c.env, c.req.url, waitUntil, published, seederFor(c.env)));
    await next();
  });
