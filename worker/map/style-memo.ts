import { sha256Hex } from "../../client/domain/digest";
import type { StyleDocument } from "../../client/domain/map-style";

/** A style as the style route answers it: its JSON text and the ETag that names exactly that text. */
export interface BuiltStyle {
  body: string;
  etag: string;
}

/**
 * Styles an isolate keeps: four languages on each base (offline, Protomaps), with room for an old
 * archive or snapshot version that requests already under way still ask for.
 */
export const MAX_KEPT_STYLES = 16;

/**
 * What one built style depends on. `base` names the data under it (the archive's version for
 * Protomaps, the listings snapshot's for the offline base, whose labels are the feed's cities) and
 * `build` the code and configuration (worker/middleware/cache-key.ts, buildVersion).
 */
export interface StyleIdentity {
  lang: string;
  base: string;
  build: string;
  origin: string;
}

// Isolate-lifetime: built styles by language, base version, build and origin. Nothing in an entry goes
// stale, because whatever would change the style changes its key: an uploaded archive or a new
// snapshot is a new base version, a deploy a new build (and a new isolate). Old keys simply stop
// being asked for; past MAX_KEPT_STYLES the oldest entry is dropped. Values, never promises, are
// kept: workerd forbids one request awaiting another request's I/O.
const kept = new Map<string, BuiltStyle>();

/**
 * The built style of `identity`, made by `build` only the first time this isolate is asked for it:
 * Protomaps' layers, the JSON text and its SHA-256 are work a style request should not redo.
 */
export async function keptStyle(identity: StyleIdentity, build: () => StyleDocument): Promise<BuiltStyle> {
  const key = JSON.stringify([identity.lang, identity.base, identity.build, identity.origin]);
  const found = kept.get(key);
  if (found) return found;
  const body = JSON.stringify(build());
  const digest = (await sha256Hex(`${identity.build}\n${body}`)).slice(0, 24);
  const style = { body, etag: `"map-style-${identity.lang}-${digest}"` };
  if (kept.size >= MAX_KEPT_STYLES) kept.delete(kept.keys().next().value ?? "");
  kept.set(key, style);
  return style;
}
