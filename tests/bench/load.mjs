// A small closed-loop load generator: N keep-alive connections, each sending its next request as
// soon as the previous answer's body has arrived, for a fixed time. Built on node:http only, so the
// bench depends on nothing the project does not already pin.
import http from "node:http";
import { performance } from "node:perf_hooks";

/**
 * @typedef {{ latenciesMs: number[], errors: number, seconds: number, bytes: number }} LoadSample
 * @typedef {{ requests: number, errors: number, seconds: number, rps: number, p50Ms: number, p90Ms: number, p99Ms: number, maxMs: number, meanBytes: number }} LoadResult
 */

/**
 * Sends GET requests to `origin + path` from `concurrency` connections for `durationMs`.
 * Answers other than 200 count as errors and are left out of the latencies.
 * @param {{ origin: string, path: string, concurrency: number, durationMs: number, headers?: Record<string, string> }} options
 * @returns {Promise<LoadSample>}
 */
export async function runLoad({ origin, path, concurrency, durationMs, headers = {} }) {
  const url = new URL(path, origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  /** @type {number[]} */
  const latenciesMs = [];
  let errors = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + durationMs;

  async function connectionLoop() {
    while (performance.now() < deadline) {
      const sent = performance.now();
      try {
        const { status, size } = await get(url, agent, headers);
        if (status !== 200) errors += 1;
        else {
          latenciesMs.push(performance.now() - sent);
          bytes += size;
        }
      } catch {
        errors += 1;
      }
    }
  }

  await Promise.all(Array.from({ length: concurrency }, connectionLoop));
  agent.destroy();
  return { latenciesMs, errors, seconds: (performance.now() - started) / 1000, bytes };
}

/**
 * Request rate and latency percentiles over one or more samples of the same target.
 * @param {LoadSample[]} samples
 * @returns {LoadResult}
 */
export function summarize(samples) {
  const latencies = samples.flatMap((sample) => sample.latenciesMs).sort((a, b) => a - b);
  const seconds = samples.reduce((sum, sample) => sum + sample.seconds, 0);
  const bytes = samples.reduce((sum, sample) => sum + sample.bytes, 0);
  return {
    requests: latencies.length,
    errors: samples.reduce((sum, sample) => sum + sample.errors, 0),
    seconds: round(seconds, 3),
    rps: round(latencies.length / seconds, 1),
    p50Ms: round(percentile(latencies, 0.5), 2),
    p90Ms: round(percentile(latencies, 0.9), 2),
    p99Ms: round(percentile(latencies, 0.99), 2),
    maxMs: round(latencies.at(-1) ?? 0, 2),
    meanBytes: latencies.length ? Math.round(bytes / latencies.length) : 0,
  };
}

/**
 * One GET, reading the whole body (a streamed page is only done when its last byte is in).
 * @param {URL} url @param {http.Agent} agent @param {Record<string, string>} headers
 * @returns {Promise<{ status: number, size: number }>}
 */
function get(url, agent, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      let size = 0;
      response.on("data", (chunk) => (size += chunk.length));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, size }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** Nearest-rank percentile of an ascending list. @param {number[]} sorted @param {number} share */
export function percentile(sorted, share) {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return /** @type {number} */ (sorted[rank]);
}

/** @param {number} value @param {number} digits */
export function round(value, digits) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
