/**
 * `npm run bench:feed`: how long the property list query takes at 1k, 10k and 50k properties.
 * Builds the query index (worker/feed/query.ts) once per size and times it, then times a mix of
 * list queries as the for-sale page asks them; prints one Markdown table, sizes as rows, and a
 * second one with the memory the parsed listings and the index keep in the isolate.
 * A benchmark, not a test: it asserts nothing about the times.
 */
import { cpus, loadavg } from "node:os";
import { LIST_PAGE_SIZE } from "../../../worker/feed/list-params";
import { buildQueryIndex, listProperties, type ListQuery, type QueryIndex } from "../../../worker/feed/query";
import type { PropertySummary } from "../../../worker/feed/model";
import { demoSummaries, mostCommon } from "./data";
import { BUILD_RUNS, MIN_MEASURE_MS, MIN_RUNS, SEED, SIZES, WARMUP_RUNS } from "./limits";
import { formatMs, markdownTable, measure, summarise, type Summary } from "./measure";
import { canMeasureMemory, collectGarbage, formatMb, retained } from "./memory";

interface QueryCase {
  name: string;
  query: (index: QueryIndex, properties: readonly PropertySummary[]) => ListQuery;
}

const FOR_SALE = 0;
const base: ListQuery = { goal: FOR_SALE, sort: "newest", page: 1, pageSize: LIST_PAGE_SIZE };
const forSale = (properties: readonly PropertySummary[]) => properties.filter((item) => item.goal === FOR_SALE);

/** The mix: what visitors of the for-sale list ask most, from the cheapest to the widest scan. */
const QUERIES: readonly QueryCase[] = [
  { name: "no filter, p1", query: () => base },
  { name: "city", query: (_, properties) => ({ ...base, cities: [mostCommon(forSale(properties).map((item) => item.city))] }) },
  {
    name: "type+price+bedrooms",
    query: (_, properties) => ({
      ...base,
      types: [mostCommon(forSale(properties).map((item) => item.typeGroup))],
      priceMin: 200_000,
      priceMax: 500_000,
      bedroomsMin: 2,
    }),
  },
  { name: "price desc, p3", query: () => ({ ...base, sort: "price-desc", page: 3 }) },
  { name: "last page", query: (index) => ({ ...base, page: listProperties(index, base).pages }) },
];

/** A drawn area around all of Belgium and Luxembourg: the first query with one works out every listing's position. */
const WHOLE_AREA = "2.5,49.4_6.5,49.4_6.5,51.6_2.5,51.6";

function timeBuild(properties: readonly PropertySummary[]): { index: QueryIndex; build: Summary } {
  const samples: number[] = [];
  let index: QueryIndex | undefined;
  for (let run = 0; run < BUILD_RUNS; run++) {
    collectGarbage();
    const before = performance.now();
    index = buildQueryIndex(properties);
    samples.push(performance.now() - before);
  }
  if (!index) throw new Error("BENCH_FEED_BUILD_RUNS must be at least 1");
  return { index, build: summarise(samples) };
}

export function runFeedBench(log: (line: string) => void = console.log): string {
  const cell = (summary: Summary) => `${formatMs(summary.medianMs)} / ${formatMs(summary.p95Ms)}`;
  const rows: string[][] = [];
  const memoryRows: string[][] = [];
  for (const size of SIZES) {
    const prepared = performance.now();
    // A worker reads its listings as JSON (worker/feed/snapshot-store.ts readIndex): measure them so parsed.
    const json = JSON.stringify(demoSummaries(size, SEED));
    const parsed = retained(() => JSON.parse(json) as PropertySummary[]);
    const properties = parsed.value;
    log(`${size} properties generated and normalised in ${Math.round(performance.now() - prepared)} ms; measuring…`);
    const { index, build } = timeBuild(properties);
    const cells = QUERIES.map(({ query }) => {
      const asked = query(index, properties);
      const hits = listProperties(index, asked);
      if (hits.items.length === 0) throw new Error(`query returns nothing at ${size}: ${JSON.stringify(asked)}`);
      collectGarbage();
      return cell(measure(() => listProperties(index, asked), { warmup: WARMUP_RUNS, minRuns: MIN_RUNS, minMs: MIN_MEASURE_MS }));
    });
    rows.push([size.toLocaleString("en"), cell(build), ...cells]);
    const built = retained(() => buildQueryIndex(properties));
    const area = retained(() => listProperties(built.value, { ...base, area: WHOLE_AREA }));
    memoryRows.push([
      size.toLocaleString("en"),
      formatMb(Buffer.byteLength(json)),
      formatMb(parsed.heapBytes),
      formatMb(built.heapBytes),
      formatMb(built.arrayBufferBytes),
      formatMb(area.heapBytes + area.arrayBufferBytes),
    ]);
  }
  const table = markdownTable(["properties", "build index", ...QUERIES.map((item) => item.name)], rows);
  log("");
  log(
    `List query time in ms, median / p95 (index: ${BUILD_RUNS} builds; queries: ≥ ${MIN_RUNS} calls and ≥ ${MIN_MEASURE_MS} ms each, page size ${LIST_PAGE_SIZE}).`,
  );
  // Wall-clock times: on a busy machine they include waiting for a core, so say how busy it was.
  log(`Node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the end.`);
  log("");
  log(table);
  log("");
  if (!canMeasureMemory()) {
    log("Memory not measured: run with node --expose-gc (npm run bench:feed does).");
    return table;
  }
  log("Isolate memory in MB after a full collection (the index also keeps the listings, counted once under parsed listings):");
  log("");
  const memoryTable = markdownTable(
    ["properties", "listings JSON", "parsed listings (heap)", "query index (heap)", "query index (typed arrays)", "+ positions at the first area query"],
    memoryRows,
  );
  log(memoryTable);
  return `${table}\n\n${memoryTable}`;
}
