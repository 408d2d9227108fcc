import { createApp } from "./app";
import type { Bindings } from "./bindings";
import { FULL_SYNC_CRON, syncListings } from "./feed/listings";
import { configOf } from "./services/config";

const app = createApp();

// Only the default export: workerd takes every named export of the main module for an entrypoint.
export default {
  fetch: app.fetch,
  /** The nightly cron reconciles everything; every other trigger is an incremental run. */
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(syncListings(env, controller.cron === FULL_SYNC_CRON ? "full" : "incremental", configOf(env).maxRemovalShare));
  },
} satisfies ExportedHandler<Bindings>;
