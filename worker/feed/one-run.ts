/**
 * One run at a time per isolate, shared by its value and never by its promise: workerd forbids one
 * request awaiting a promise another request started (worker/memory/version-memo.ts says the same of
 * the memo). A caller that finds a run under way polls for its stored outcome with its own timers
 * (its own I/O), up to `maxWaitMs`; a run started more than `abandonedAfterMs` ago whose request
 * never finished it (cancelled) is taken for abandoned, and the next caller starts another.
 *
 * Isolate-lifetime state, bounded to one outcome: the last run's, replaced by the next.
 */
export interface OneRunTimings {
  pollMs: number;
  maxWaitMs: number;
  abandonedAfterMs: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** What a caller got: the value of the run it started or waited for, or none (the run failed, or is still under way). */
export type RunOutcome<T> = { value: T } | undefined;

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function oneRunAtATime<T>({ pollMs, maxWaitMs, abandonedAfterMs, now = Date.now, sleep = sleepFor }: OneRunTimings) {
  let startedAt: number | undefined;
  let finished = 0;
  let last: RunOutcome<T>;
  return async (start: () => Promise<T>): Promise<RunOutcome<T>> => {
    if (startedAt === undefined || now() - startedAt > abandonedAfterMs) {
      const mine = (startedAt = now());
      try {
        last = { value: await start() };
        return last;
      } catch (error) {
        last = undefined;
        throw error;
      } finally {
        // A newer run (this one was taken for abandoned) keeps its own mark.
        if (startedAt === mine) startedAt = undefined;
        finished++;
      }
    }
    const waitedFor = finished;
    const deadline = now() + maxWaitMs;
    while (finished === waitedFor && now() < deadline) await sleep(pollMs);
    return finished === waitedFor ? undefined : last;
  };
}
