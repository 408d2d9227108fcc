import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { readD1Migrations } from "@cloudflare/vitest-plugin";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Two layers: pure rules under Node (fast), and the worker inside workerd with real D1 and KV bindings.
 * The end-to-end layer runs in Playwright (playwright.config.ts) against `npm start`.
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  return {
    test: {
      projects: [
        {
          test: {
            name: "unit",
            include: ["tests/unit/**/*.test.{ts,tsx}"],
            environment: "node",
            // Pure rules, one file per worker: they may use every core (the default leaves one free).
            maxWorkers: availableParallelism(),
          },
        },
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              // The local origin `npm start` passes too: wrangler.toml holds none (README.md, "Step by step").
              miniflare: { bindings: { TEST_MIGRATIONS: migrations, SITE_ORIGIN: "http://localhost:8787" } },
            }),
          ],
          test: {
            name: "integration",
            include: ["tests/integration/**/*.test.{ts,tsx}"],
            // One workerd for all files, one after another: the worker's modules are evaluated once, not
            // once per file, and each file starts from the seeded state the first one built
            // (tests/integration/seeded-start.ts) instead of applying the migrations and syncing again.
            isolate: false,
            setupFiles: ["tests/integration/start.ts"],
          },
        },
      ],
    },
  };
});
