/** Timing helpers of the feed benchmark: run a function repeatedly and summarise the durations. */

export interface Summary {
  runs: number;
  medianMs: number;
  p95Ms: number;
}

/** The value below which `share` of the sorted samples fall (nearest rank). */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length)));
  return sorted[rank - 1]!;
}

export function summarise(samplesMs: readonly number[]): Summary {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  return { runs: sorted.length, medianMs: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95) };
}

/** Times `run` at least `minRuns` times and for at least `minMs`, after `warmup` unmeasured calls. */
export function measure(run: () => unknown, options: { warmup: number; minRuns: number; minMs: number }): Summary {
  let sink: unknown;
  for (let index = 0; index < options.warmup; index++) sink = run();
  const samples: number[] = [];
  const started = performance.now();
  while (samples.length < options.minRuns || performance.now() - started < options.minMs) {
    const before = performance.now();
    sink = run();
    samples.push(performance.now() - before);
  }
  // Keeps the results reachable so the engine cannot drop the calls as dead code.
  if (sink === Symbol.for("never")) console.log(sink);
  return summarise(samples);
}

export const formatMs = (ms: number) => (ms < 0.1 ? ms.toFixed(4) : ms < 10 ? ms.toFixed(3) : ms < 100 ? ms.toFixed(2) : ms.toFixed(1));

/** A Markdown table: the header row, the separator, then one line per row. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---:")), ...rows.map(line)].join("\n");
}
