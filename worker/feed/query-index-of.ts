import { buildQueryIndex, type QueryIndex } from "./query";
import type { LanguageIndex } from "./snapshot-store";
import { VersionMemo } from "../memory/version-memo";

// Isolate-lifetime, per snapshot version: each version's query index is built once.
const queryIndexes = new VersionMemo<QueryIndex>();

/** The list query index of `index` (worker/feed/query.ts), built once per snapshot version and language. */
export function queryIndexOf(index: LanguageIndex): QueryIndex {
  return queryIndexes.get(index.version, index.lang, () => buildQueryIndex(index.properties));
}
