import { describe, expect, it } from "vitest";
import { oneRunAtATime } from "../../../worker/feed/one-run";

/** A clock the test moves: each sleep advances it, so waiting is instant and exact. */
function fakeClock() {
  let time = 0;
  return { now: () => time, sleep: async (ms: number) => void (time += ms), advance: (ms: number) => void (time += ms) };
}

/** A promise the test settles by hand, standing for the first request's seed run. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

const timings = { pollMs: 25, maxWaitMs: 1_000, abandonedAfterMs: 30_000 };

describe("one seed run at a time per isolate (worker/jobs/sync-listings.ts)", () => {
  it("never hands a waiting request the promise of the request that started the run", async () => {
    const clock = fakeClock();
    const run = oneRunAtATime<string>({ ...timings, ...clock });
    const first = deferred<string>();
    const started = run(() => first.promise);
    // The first request was cancelled mid-run: its promise never settles. A second request that awaited
    // it (the old `await seeding`) would hang; this one gives up after its own bounded wait.
    let starts = 0;
    const second = await run(async () => (starts++, "again"));
    expect(second).toBeUndefined();
    expect(starts).toBe(0);
    expect(clock.now()).toBeGreaterThanOrEqual(timings.maxWaitMs);
    first.resolve("done");
    expect(await started).toEqual({ value: "done" });
  });

  it("gives a waiting request the stored value of the run under way once it is done", async () => {
    const clock = fakeClock();
    let finish = () => {};
    const sleep = async (ms: number) => {
      clock.advance(ms);
      finish();
    };
    const run = oneRunAtATime<string>({ ...timings, now: clock.now, sleep });
    const first = deferred<string>();
    const started = run(() => first.promise);
    finish = () => first.resolve("published");
    let starts = 0;
    expect(await run(async () => (starts++, "other"))).toEqual({ value: "published" });
    expect(starts).toBe(0);
    expect(await started).toEqual({ value: "published" });
  });

  it("tells a waiting request nothing when the run failed, and lets the next one start anew", async () => {
    const clock = fakeClock();
    const first = deferred<string>();
    let finish = () => {};
    const run = oneRunAtATime<string>({ ...timings, now: clock.now, sleep: async (ms) => (clock.advance(ms), finish()) });
    const started = run(() => first.promise);
    finish = () => first.reject(new Error("feed down"));
    expect(await run(async () => "unused")).toBeUndefined();
    await expect(started).rejects.toThrow("feed down");
    expect(await run(async () => "second run")).toEqual({ value: "second run" });
  });

  it("takes a run whose request never finished it for abandoned after its bound, and starts another", async () => {
    const clock = fakeClock();
    const run = oneRunAtATime<string>({ ...timings, ...clock });
    void run(() => new Promise<string>(() => {}));
    clock.advance(timings.abandonedAfterMs + 1);
    expect(await run(async () => "fresh")).toEqual({ value: "fresh" });
  });
});
