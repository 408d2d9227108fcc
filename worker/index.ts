import { createApp } from "./app";
import type { Bindings } from "./bindings";
import { runQueue } from "./jobs/queue";
import { runScheduled } from "./jobs/scheduled";

const app = createApp();

// Only the default export: workerd takes every named export of the main module for an entrypoint.
export default {
  fetch: app.fetch,
  scheduled: async (controller, env, ctx) => runScheduled(controller, env, ctx),
  queue: (batch, env, ctx) => runQueue(batch, env, ctx),
} satisfies ExportedHandler<Bindings>;
