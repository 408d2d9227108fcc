// One GET over a keep-alive agent, timed until the body's last byte (a streamed page is only done
// then). Built on node:http like tests/bench/load.mjs, so the soak needs no extra package.
import http from "node:http";
import { performance } from "node:perf_hooks";
import { BROWSER_USER_AGENT, REQUEST_TIMEOUT_MS } from "./limits.mjs";

/**
 * @typedef {{ status: number, location: string | null, etag: string | null, body: string | null, bytes: number, ms: number, error: string | null }} Answer
 * status 0: no answer (connection refused or reset, timeout); `error` says which.
 */

const HEADERS = { "user-agent": BROWSER_USER_AGENT, accept: "text/html,application/json;q=0.9,*/*;q=0.8" };

/**
 * @param {URL} url @param {http.Agent} agent
 * @param {{ keepBody?: boolean, ifNoneMatch?: string | null }} [options] keepBody: return the body as text (the search index)
 * @returns {Promise<Answer>}
 */
export function get(url, agent, { keepBody = false, ifNoneMatch = null } = {}) {
  const sent = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (/** @type {Omit<Answer, "ms">} */ answer) => {
      if (settled) return;
      settled = true;
      resolve({ ...answer, ms: performance.now() - sent });
    };
    const headers = ifNoneMatch ? { ...HEADERS, "if-none-match": ifNoneMatch } : HEADERS;
    const request = http.get(url, { agent, headers, timeout: REQUEST_TIMEOUT_MS }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      let bytes = 0;
      response.on("data", (chunk) => {
        bytes += chunk.length;
        if (keepBody) chunks.push(chunk);
      });
      response.on("end", () =>
        done({
          status: response.statusCode ?? 0,
          location: response.headers.location ?? null,
          etag: response.headers.etag ?? null,
          body: keepBody ? Buffer.concat(chunks).toString("utf8") : null,
          bytes,
          error: null,
        }),
      );
      response.on("error", (error) => done({ status: 0, location: null, etag: null, body: null, bytes, error: `body: ${error.message}` }));
    });
    request.on("timeout", () => request.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    request.on("error", (error) => done({ status: 0, location: null, etag: null, body: null, bytes: 0, error: error.message }));
  });
}
