/**
 * The Rate Limiting binding counts in windows aligned to the wall clock (a minute starts at :00), as
 * miniflare does locally. A test that sends a limit's worth of requests and then expects a 429 must
 * send them all in one window: when the current one ends in fewer than `seconds`, this waits for the
 * next. Such a test needs its timeout raised by as much (RATE_WINDOW_TIMEOUT_MS).
 */
export async function inOneRateWindow(seconds = 5, periodSeconds = 60): Promise<void> {
  const left = periodSeconds * 1000 - (Date.now() % (periodSeconds * 1000));
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** The timeout of a test that may wait for the next window first. */
export const RATE_WINDOW_TIMEOUT_MS = 20_000;
