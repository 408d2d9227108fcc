// Every knob of `npm run bench:feed` in one place, each with its unit.

/** Snapshot sizes measured, in properties (both goals together, as one language's index holds them). */
export const SIZES = [1_000, 10_000, 50_000] as const;
/** The demo generator's seed: the same seed gives the same properties, so runs compare. */
export const SEED = 20_261_121;

/** Index builds per size; the table shows their median. */
export const BUILD_RUNS = Number(process.env.BENCH_FEED_BUILD_RUNS ?? 5);
/** Unmeasured calls of each query before measuring, so the JIT has compiled the hot paths. */
export const WARMUP_RUNS = Number(process.env.BENCH_FEED_WARMUP_RUNS ?? 20);
/** Measured calls of each query: at least this many, and at least BENCH_FEED_MIN_MS of calls. */
export const MIN_RUNS = Number(process.env.BENCH_FEED_MIN_RUNS ?? 200);
export const MIN_MEASURE_MS = Number(process.env.BENCH_FEED_MIN_MS ?? 500);
