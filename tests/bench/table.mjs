// What `npm run bench` prints, in Markdown so tests/bench/README.md's "Benchmarks" section is a straight copy
// of the output: the throughput table, then the Lighthouse table (one row per page and visitor).
import { VISITORS } from "./lighthouse.mjs";

/**
 * @typedef {Awaited<ReturnType<typeof import("./lighthouse.mjs").measurePage>>} PageLighthouse
 * @typedef {Record<import("./lighthouse.mjs").Visitor, PageLighthouse>} VisitorsLighthouse
 * @typedef {{ type: string, path: string, throughput: import("./throughput.mjs").ThroughputRow | null, lighthouse: VisitorsLighthouse }} BenchRow
 */

/**
 * @param {{ date: string, command: string, machine: { cores: number, cpu: string, node: string, loadAverage1m: number } }} header
 * @param {BenchRow[]} rows
 * @param {{ concurrency: number, measureMs: number, rounds: number, runs: number }} settings
 * @returns {string}
 */
export function markdownTable(header, rows, settings) {
  const lines = [
    `Latest run: ${header.date.slice(0, 10)}, ${header.machine.cores} cores (${header.machine.cpu}), Node ${header.machine.node}, ` +
      `load average ${header.machine.loadAverage1m.toFixed(1)} at the end, \`${header.command}\`.`,
    "",
    "| page | req/s rendered / constant / cached | ratio rendered | ratio cached | p50 ms rendered / constant / cached | p99 ms rendered / constant / cached |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const { type, throughput: t } of rows) {
    if (!t) continue;
    lines.push(`| ${type} | ${triple(t, "rps")} | ${t.rpsRatio.toFixed(2)} | ${t.cachedRatio.toFixed(2)} | ${triple(t, "p50Ms")} | ${triple(t, "p99Ms")} |`);
  }
  lines.push(
    "",
    "| page | visitor | perf | a11y | best pract. | SEO | LCP ms | TBT ms | CLS | LCP element | JS gz KiB | CSS gz KiB |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |",
  );
  for (const { type, lighthouse } of rows) {
    for (const visitor of VISITORS) {
      const l = lighthouse[visitor];
      const m = l.median;
      lines.push(
        `| ${type} | ${visitor} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${m.lcpMs} | ${m.tbtMs} | ${m.cls} | ` +
          `\`${shortSelector(l.lcpElement)}\` | ${kib(l.bytes.jsGzipBytes)} | ${kib(l.bytes.cssGzipBytes)} |`,
      );
    }
  }
  const throughputPages = rows.filter((row) => row.throughput).map((row) => row.type);
  lines.push(
    "",
    `Pages: ${rows.map((row) => `${row.type} \`${row.path}\``).join(", ")}. ` +
      `Throughput (${throughputPages.join(", ")}): the worker rendering with EDGE_CACHE=off and the same worker answering from its edge cache (every measured request a hit) ` +
      `against a worker answering the same HTML as a constant, all in one workerd, ${settings.concurrency} connections, ` +
      `${settings.measureMs / 1000} s each in ${settings.rounds} alternating rounds after a warm-up; ratio = req/s against the constant's. ` +
      `Lighthouse: mobile, simulated throttling, median of ${settings.runs} runs, each in a fresh browser profile; ` +
      `returning visitor: consent answered (refused) and pop-up closed; first visitor: nothing stored, the consent dialog opens over the page. ` +
      `LCP element: the largest paint in most runs. JS/CSS: the files each page loaded during the run (not those of islands further down, which load when scrolled near), gzipped.`,
  );
  return lines.join("\n");
}

/**
 * @param {import("./throughput.mjs").ThroughputRow} row
 * @param {"rps" | "p50Ms" | "p99Ms"} key
 */
function triple(row, key) {
  return [row.rendered, row.constant, row.cached].map((result) => whole(result[key])).join(" / ");
}

/**
 * The end of a CSS path, from the last step that names a class or id: enough to tell the hero
 * picture from a dialog's text (results.json keeps the whole path).
 * @param {string} selector
 */
export function shortSelector(selector) {
  const steps = selector.split(" > ");
  let from = steps.length - 1;
  while (from > 0 && !/[.#]/.test(steps[from] ?? "")) from--;
  return steps.slice(from).join(" > ");
}

/** @param {number} value */
function whole(value) {
  return Math.round(value).toString();
}

/** @param {number} bytes */
function kib(bytes) {
  return (bytes / 1024).toFixed(1);
}
