// The one table `npm run bench` prints, in Markdown so the README's "Benchmarks" section is a
// straight copy of the output.

/**
 * @param {{ date: string, command: string, machine: { cores: number, cpu: string, node: string, loadAverage1m: number } }} header
 * @param {{ type: string, path: string, throughput: import("./throughput.mjs").ThroughputRow, lighthouse: Awaited<ReturnType<typeof import("./lighthouse.mjs").measurePage>> }[]} rows
 * @param {{ concurrency: number, measureMs: number, rounds: number, runs: number }} settings
 * @returns {string}
 */
export function markdownTable(header, rows, settings) {
  const lines = [
    `Latest run: ${header.date.slice(0, 10)}, ${header.machine.cores} cores (${header.machine.cpu}), Node ${header.machine.node}, ` +
      `load average ${header.machine.loadAverage1m.toFixed(1)} at the end, \`${header.command}\`.`,
    "",
    "| page | req/s rendered / constant | ratio | p50 ms rendered / constant | p99 ms rendered / constant | perf | a11y | best pract. | SEO | LCP ms | TBT ms | CLS | JS gz KiB | CSS gz KiB |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const { type, throughput: t, lighthouse: l } of rows) {
    const m = l.median;
    lines.push(
      `| ${type} | ${whole(t.rendered.rps)} / ${whole(t.constant.rps)} | ${t.rpsRatio.toFixed(2)} | ` +
        `${whole(t.rendered.p50Ms)} / ${whole(t.constant.p50Ms)} | ${whole(t.rendered.p99Ms)} / ${whole(t.constant.p99Ms)} | ` +
        `${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${m.lcpMs} | ${m.tbtMs} | ${m.cls} | ` +
        `${kib(l.bytes.jsGzipBytes)} | ${kib(l.bytes.cssGzipBytes)} |`,
    );
  }
  lines.push(
    "",
    `Pages: ${rows.map((row) => `${row.type} \`${row.path}\``).join(", ")}. ` +
      `Throughput: the worker rendering with EDGE_CACHE=off against a worker answering the same HTML as a constant, ` +
      `both in one workerd, ${settings.concurrency} connections, ${settings.measureMs / 1000} s each in ${settings.rounds} alternating rounds after a warm-up; ` +
      `ratio = rendered / constant req/s. ` +
      `Lighthouse: mobile, simulated throttling, median of ${settings.runs} runs, consent answered (refused) and pop-up closed. ` +
      `JS/CSS: the files each page loaded, gzipped.`,
  );
  return lines.join("\n");
}

/** @param {number} value */
function whole(value) {
  return Math.round(value).toString();
}

/** @param {number} bytes */
function kib(bytes) {
  return (bytes / 1024).toFixed(1);
}
