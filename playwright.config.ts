import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tests/chromium";

const PORT = Number(process.env.E2E_PORT ?? 8799);
// Each port gets its own local D1/KV state, so the browser tests never share data with `npm start`;
// the server the tests start empties it first.
const STATE = `.wrangler/e2e-${PORT}`;

/**
 * End-to-end tests in Debian's headless Chromium against the worker served by wrangler dev
 * (the client bundle is already built by `npm test`; nothing is downloaded).
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  // No retry, on CI neither: a flaky test fails where it is seen, and is fixed.
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "off",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, "--disable-quic"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // Every run starts from an empty state, as a fresh clone does: tests that add, publish and delete
    // content leave a state the next run's would not expect (the same suite failed on its second run).
    command: [
      `rm -rf ${STATE}`,
      `wrangler d1 migrations apply vitrine --local --persist-to ${STATE}`,
      `wrangler dev --port ${PORT} --ip 127.0.0.1 --persist-to ${STATE} --var SITE_ORIGIN:http://127.0.0.1:${PORT}`,
    ].join(" && "),
    url: `http://127.0.0.1:${PORT}/nl/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
