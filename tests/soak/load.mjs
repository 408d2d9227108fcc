// Closed-loop load (the idea of tests/bench/load.mjs, over many addresses): `concurrency`
// keep-alive connections, each sending its next request as soon as the previous answer's body is
// in, until told to stop. Every answer is kept for the judging and the report.
import http from "node:http";
import { get } from "./http.mjs";
import { missingContent, READ_BODY } from "./pages.mjs";

/**
 * @typedef {import("./pages.mjs").Target & { n: number, status: number, ms: number, sentMs: number, answeredMs: number,
 *   location: string | null, error: string | null, seenVersion: number | null, missing?: string | null }} Answered
 *   seenVersion: the snapshot version the soak had last read for the target's language when it sent the request;
 *   missing: what a 200 page lacks that it must show (pages.mjs missingContent)
 */

/**
 * @param {{ origin: string, concurrency: number, shouldStop: () => boolean, targetOf: (n: number) => import("./pages.mjs").Target,
 *   versionOf: (lang: import("./pages.mjs").Lang) => number | null, onSearchIndex: (lang: import("./pages.mjs").Lang, body: string, atMs: number) => void }} options
 * @returns {Promise<Answered[]>}
 */
export async function runLoad({ origin, concurrency, shouldStop, targetOf, versionOf, onSearchIndex }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  /** @type {Answered[]} */
  const answers = [];
  let next = 0;

  async function connectionLoop() {
    while (!shouldStop()) {
      const n = next++;
      const target = targetOf(n);
      const seenVersion = versionOf(target.lang);
      const sentMs = Date.now();
      const answer = await get(new URL(target.path, origin), agent, { keepBody: READ_BODY.has(target.type) });
      const answeredMs = Date.now();
      const body = answer.status === 200 ? answer.body : null;
      if (target.type === "search api" && body) onSearchIndex(target.lang, body, answeredMs);
      const missing = body === null || target.type === "search api" ? null : missingContent(target, body);
      answers.push({
        ...target,
        n,
        ...timed(answer, sentMs, answeredMs, seenVersion),
        missing,
      });
    }
  }

  await Promise.all(Array.from({ length: concurrency }, connectionLoop));
  agent.destroy();
  return answers;
}

/**
 * What every recorded answer holds of its request: the answer, when it was sent and answered, and
 * the snapshot version the soak had read for its language when it was sent.
 * @param {import("./http.mjs").Answer} answer
 * @param {number} sentMs @param {number} answeredMs @param {number | null} seenVersion
 */
function timed(answer, sentMs, answeredMs, seenVersion) {
  return { status: answer.status, ms: answer.ms, location: answer.location, error: answer.error, sentMs, answeredMs, seenVersion };
}

/**
 * Reads each language's search index every `intervalMs` until told to stop, so the soak follows
 * every flip even when the load asks other pages. It sends the ETag it has (the index's version),
 * so an unchanged index is a cheap 304 and the following adds little load. Its answers are judged
 * like the load's.
 * @param {{ origin: string, langs: readonly import("./pages.mjs").Lang[], intervalMs: number, shouldStop: () => boolean,
 *   versionOf: (lang: import("./pages.mjs").Lang) => number | null, onSearchIndex: (lang: import("./pages.mjs").Lang, body: string, atMs: number) => void }} options
 * @returns {Promise<Answered[]>}
 */
export async function followSnapshots({ origin, langs, intervalMs, shouldStop, versionOf, onSearchIndex }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: langs.length });
  /** @type {Answered[]} */
  const answers = [];
  let n = 0;
  /** @type {Map<string, string>} */
  const etags = new Map();
  while (!shouldStop()) {
    const started = Date.now();
    await Promise.all(
      langs.map(async (lang) => {
        const path = `/api/search/${lang}.json`;
        const seenVersion = versionOf(lang);
        const sentMs = Date.now();
        const answer = await get(new URL(path, origin), agent, { keepBody: true, ifNoneMatch: etags.get(lang) ?? null });
        const answeredMs = Date.now();
        if (answer.status === 200 && answer.body) {
          onSearchIndex(lang, answer.body, answeredMs);
          if (answer.etag) etags.set(lang, answer.etag);
        }
        answers.push({
          type: "search api",
          lang,
          path,
          n: -++n,
          ...timed(answer, sentMs, answeredMs, seenVersion),
        });
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, intervalMs - (Date.now() - started))));
  }
  agent.destroy();
  return answers;
}

/**
 * Asks each target once, one after the other (the check after the syncs have stopped).
 * @param {{ origin: string, targets: import("./pages.mjs").Target[], versionOf: (lang: import("./pages.mjs").Lang) => number | null, firstN: number }} options
 * @returns {Promise<Answered[]>}
 */
export async function askOnce({ origin, targets, versionOf, firstN }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  /** @type {Answered[]} */
  const answers = [];
  for (const [offset, target] of targets.entries()) {
    const seenVersion = versionOf(target.lang);
    const sentMs = Date.now();
    const answer = await get(new URL(target.path, origin), agent, { keepBody: READ_BODY.has(target.type) });
    const body = answer.status === 200 ? answer.body : null;
    const missing = body === null || target.type === "search api" ? null : missingContent(target, body);
    answers.push({
      ...target,
      n: firstN + offset,
      status: answer.status,
      ms: answer.ms,
      sentMs,
      answeredMs: Date.now(),
      location: answer.location,
      error: answer.error,
      seenVersion,
      missing,
    });
  }
  agent.destroy();
  return answers;
}
