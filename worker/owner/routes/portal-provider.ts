/**
 * The portal's calls to the listing provider (calendar history, online media): each with its own
 * deadline, and each failure kept to its own block (SPEC 8 "API error"), so a slow or broken
 * provider never holds up nor breaks the rest of the page.
 */
import type { ProviderBlock } from "../pages/portal/model";

/**
 * How long a portal page waits for one provider call. The provider client retries transient
 * failures on its own (worker/feed/provider/http.ts); past this the owner sees "API error" rather
 * than a page that does not come.
 */
export const PORTAL_PROVIDER_TIMEOUT_MS = 8_000;

/** Rejects with the signal's reason once it aborts: a source that ignores its signal still cannot hold the page. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
    work.then(resolve, reject);
  });
}

/** The answer of `call`, or `{ ok: false }` (logged) when it rejects or outlasts `timeoutMs`. */
export async function providerBlock<T>(
  what: string,
  call: (signal: AbortSignal) => Promise<T>,
  timeoutMs: number = PORTAL_PROVIDER_TIMEOUT_MS,
): Promise<ProviderBlock<T>> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return { ok: true, value: await untilAborted(call(signal), signal) };
  } catch (error) {
    console.error(`owner portal: ${what} failed`, error instanceof Error ? error.message : error);
    return { ok: false };
  }
}
