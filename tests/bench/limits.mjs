// Every knob of `npm run bench` in one place, each with its unit. The machine has two cores and
// other work may run beside the bench, so load stays modest and runs stay short.

/** Port of `wrangler dev` for the Lighthouse runs. */
export const WRANGLER_DEV_PORT = Number(process.env.BENCH_PORT ?? 8818);
/** Port of the one workerd (Miniflare) process that runs the rendered and the constant worker. */
export const MINIFLARE_PORT = Number(process.env.BENCH_MINIFLARE_PORT ?? 8819);

/** Requests in flight at once per load run (one keep-alive connection each). */
export const LOAD_CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
/** Unmeasured load before each measured run, so JIT, isolate caches and connections are warm. */
export const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 2_000);
/** Measured load per page and worker, split into rounds that alternate between the two workers. */
export const MEASURE_MS = Number(process.env.BENCH_MEASURE_MS ?? 6_000);
/**
 * Alternating rounds: whatever else the machine is doing affects both workers alike, instead of
 * whichever happened to be measured second.
 */
export const MEASURE_ROUNDS = 3;

/** Lighthouse runs per page; the table shows their median. */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Extra attempts for a Lighthouse run that failed to record (not for a slow one). */
export const LIGHTHOUSE_RETRIES = 2;
/** How long wrangler dev may take to answer its first page. */
export const WRANGLER_READY_TIMEOUT_MS = 120_000;

/** The browser Lighthouse drives: the same Chromium, with the same flags, as the browser tests. */
export { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.ts";

/**
 * The load generator presents itself as a desktop browser, so the bench measures what visitors get
 * (a crawler's request is answered alike but never counted as a view).
 */
export const BROWSER_USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36";
