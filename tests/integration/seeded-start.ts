import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { forgetKnownContent } from "../../worker/content/published";
import { syncListings } from "../../worker/jobs/sync-listings";
import { forgetKnownPointers } from "../../worker/feed/reader";
import { MAX_REMOVAL_SHARE } from "../../worker/feed/sync";
import { forgetArchive } from "../../worker/map/archive-state";
import { forgetCountedViews } from "../../worker/memory/counted-views";
import { forgetPages } from "../../worker/middleware/page-memory";

/**
 * Every integration file starts from the same seeded state: the migrations applied and the demo feed
 * synced once (its listing snapshot in KV, its runs, versions, owners and history in D1). The files
 * run one after another in one workerd isolate (vitest.config.ts, `isolate: false`), so the first file
 * builds this state and keeps a copy; each later file gets it back before it starts, instead of
 * applying 22 migrations and syncing the feed again. Files that test the sync empty the feed tables
 * themselves (sync.test.ts, faults.test.ts).
 *
 * As on a site, version numbers only rise: versions a file published are kept (abandoned or deleted)
 * when the rows go back, so the isolate's memories keyed by version never meet another version under
 * a number they know. What the isolate remembers beyond versions is forgotten through the worker's
 * own test seams, as a new isolate would start. Two things no file can empty: the Cache API (workerd
 * cannot list or drop a cache), whose pages are keyed by snapshot and content version, so a file that
 * changes content in place drops the page it reads itself (owner/auth-private-pages.test.ts); and the
 * queues, whose messages a file left may still be delivered while the next one runs (tests find their
 * own mails by address).
 */

type Row = Record<string, unknown>;
interface KvEntry {
  name: string;
  value: ArrayBuffer;
  metadata: unknown;
}
interface R2Entry {
  key: string;
  body: ArrayBuffer;
  httpMetadata: R2HTTPMetadata | undefined;
  customMetadata: Record<string, string> | undefined;
}
interface SeededState {
  tables: { name: string; rows: Row[] }[];
  kv: Record<string, KvEntry[]>;
  r2: Record<string, R2Entry[]>;
  /** The highest listing snapshot and content versions in the copy (the numbers later files must not reuse). */
  snapshotVersion: number;
  contentVersion: number;
}

/** The KV namespaces and R2 buckets of wrangler.toml: all of them go back to the copy. */
const KV_BINDINGS = ["FEED"] as const;
const R2_BINDINGS = ["UPLOADS", "MAP_TILES"] as const;
/** Tables whose rows are versions: numbers never handed out twice (worker/db/snapshot-versions.ts, content-versions.ts). */
const VERSIONED = { snapshot_versions: "deleted", content_versions: "abandoned" } as const;
/** MAP_TILES is optional in the bindings (a site without the offline map); wrangler.toml and the tests have it. */
function bucketOf(binding: (typeof R2_BINDINGS)[number]): R2Bucket {
  const bucket = env[binding];
  if (!bucket) throw new Error(`no ${binding} binding in wrangler.toml`);
  return bucket;
}
/** D1 binds at most 100 parameters per statement. */
const MAX_PARAMETERS = 100;

const holder = globalThis as { __seededState?: Promise<SeededState> };

async function tableNames(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' ORDER BY name",
  ).all<{ name: string }>();
  return results.map((row) => row.name);
}

async function kvKeys(namespace: KVNamespace): Promise<{ name: string; metadata: unknown }[]> {
  const keys: { name: string; metadata: unknown }[] = [];
  let cursor: string | undefined;
  do {
    const page: KVNamespaceListResult<unknown> = await namespace.list({ cursor });
    keys.push(...page.keys.map((key) => ({ name: key.name, metadata: key.metadata })));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return keys;
}

async function kvEntries(namespace: KVNamespace): Promise<KvEntry[]> {
  const entries: KvEntry[] = [];
  for (const key of await kvKeys(namespace)) {
    const value = await namespace.get(key.name, "arrayBuffer");
    if (value !== null) entries.push({ name: key.name, value, metadata: key.metadata });
  }
  return entries;
}

async function r2Keys(bucket: R2Bucket): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor });
    keys.push(...page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}

async function r2Entries(bucket: R2Bucket): Promise<R2Entry[]> {
  const entries: R2Entry[] = [];
  for (const key of await r2Keys(bucket)) {
    const object = await bucket.get(key);
    if (object) entries.push({ key, body: await object.arrayBuffer(), httpMetadata: object.httpMetadata, customMetadata: object.customMetadata });
  }
  return entries;
}

async function maxVersion(table: keyof typeof VERSIONED): Promise<number> {
  return (await env.DB.prepare(`SELECT coalesce(max(version), 0) AS top FROM ${table}`).first<number>("top")) ?? 0;
}

/** Builds the seeded state on the first call of this isolate: migrations, then one demo sync. */
async function build(): Promise<SeededState> {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  const result = await syncListings(env, "full", MAX_REMOVAL_SHARE);
  if (result.outcome !== "published") throw new Error(`the demo feed did not publish a first snapshot: ${result.outcome}`);
  const tables = [];
  for (const name of await tableNames()) tables.push({ name, rows: (await env.DB.prepare(`SELECT * FROM "${name}"`).all<Row>()).results });
  const kv: SeededState["kv"] = {};
  for (const binding of KV_BINDINGS) kv[binding] = await kvEntries(env[binding]);
  const r2: SeededState["r2"] = {};
  for (const binding of R2_BINDINGS) r2[binding] = await r2Entries(bucketOf(binding));
  return { tables, kv, r2, snapshotVersion: await maxVersion("snapshot_versions"), contentVersion: await maxVersion("content_versions") };
}

/** A D1 value as it was read, ready to bind again (blobs are read as arrays of bytes). */
const bindable = (value: unknown) => (Array.isArray(value) ? new Uint8Array(value as number[]) : value instanceof ArrayBuffer ? new Uint8Array(value) : value);

function insertsOf(table: string, rows: Row[]): D1PreparedStatement[] {
  const first = rows[0];
  if (!first) return [];
  const columns = Object.keys(first);
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const tuple = `(${columns.map(() => "?").join(", ")})`;
    const sql = `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(", ")}) VALUES ${chunk.map(() => tuple).join(", ")}`;
    statements.push(env.DB.prepare(sql).bind(...chunk.flatMap((row) => columns.map((column) => bindable(row[column])))));
  }
  return statements;
}

/** Puts D1, KV and R2 back to the seeded state; keeps the versions published since, out of use. */
async function restore(state: SeededState): Promise<void> {
  // Every row goes first, then the copy's come back: a delete that cascades (owners to their
  // listings, leads to their notes) must not reach rows already put back. Keys are checked at the end.
  const deletes: D1PreparedStatement[] = [env.DB.prepare("PRAGMA defer_foreign_keys = on")];
  const inserts: D1PreparedStatement[] = [];
  const present = new Set(await tableNames());
  for (const { name, rows } of state.tables) {
    if (!present.has(name)) continue;
    if (name in VERSIONED) {
      const table = name as keyof typeof VERSIONED;
      const top = table === "snapshot_versions" ? state.snapshotVersion : state.contentVersion;
      deletes.push(env.DB.prepare(`DELETE FROM ${table} WHERE version <= ?1`).bind(top));
      deletes.push(env.DB.prepare(`UPDATE ${table} SET state = ?1 WHERE version > ?2`).bind(VERSIONED[table], top));
    } else deletes.push(env.DB.prepare(`DELETE FROM "${name}"`));
    inserts.push(...insertsOf(name, rows));
  }
  // A table a file created itself (none does today) would be left as it is.
  await env.DB.batch([...deletes, ...inserts]);

  for (const binding of KV_BINDINGS) {
    const namespace = env[binding];
    const kept = new Map(state.kv[binding]!.map((entry) => [entry.name, entry]));
    const keys = await kvKeys(namespace);
    await Promise.all(keys.filter((key) => !kept.has(key.name)).map((key) => namespace.delete(key.name)));
    // Every key of the copy is written again: a file may have damaged one (faults.test.ts does).
    await Promise.all(
      [...kept.values()].map((entry) => namespace.put(entry.name, entry.value, entry.metadata === undefined ? {} : { metadata: entry.metadata })),
    );
  }
  for (const binding of R2_BINDINGS) {
    const bucket = bucketOf(binding);
    const kept = state.r2[binding]!;
    const keys = await r2Keys(bucket);
    if (keys.length > 0) await bucket.delete(keys);
    await Promise.all(kept.map((entry) => bucket.put(entry.key, entry.body, { httpMetadata: entry.httpMetadata, customMetadata: entry.customMetadata })));
  }
}

/** What the isolate remembers of the data it read, forgotten as a new isolate starts without it. */
async function forgetIsolateMemory(): Promise<void> {
  await forgetKnownPointers();
  await forgetKnownContent({ copies: true });
  forgetPages();
  forgetArchive();
  forgetCountedViews();
}

/** The seeded state for the file about to run: built by the first file, given back to every later one. */
export async function startFromSeededState(): Promise<void> {
  const existing = holder.__seededState;
  if (!existing) {
    holder.__seededState = build();
    await holder.__seededState;
  } else await restore(await existing);
  await forgetIsolateMemory();
}
