import type { MovedPath } from "./moved-paths";
import type { Bytes } from "../memory/compression";

/** The published content version and the one before it (the fallback when it cannot be read). */
export interface ContentPointer {
  version: number;
  previous: number | null;
  publishedAt: string;
  publishedBy: string;
}

/** Published versions kept for a rollback; older ones are deleted by the nightly cron. */
export const KEPT_CONTENT_VERSIONS = 50;
/** A version still `writing` this long after it was started belongs to a publish that died. */
const STALE_WRITING_MS = 60 * 60_000;

/** Which document revisions a version was built from ("what went out"), as `kind:id` → revision. */
export type VersionDocuments = Record<string, number>;

export interface StoredContentVersion {
  format: number;
  body: Bytes;
  sha256: string;
}

/**
 * Content versions (D1 content_versions), their numbers and life cycle, as the listing snapshots'
 * snapshotVersionRepository: a number from one conditional insert, published by a compare-and-set.
 */
export function contentVersionRepository(db: D1Database) {
  return {
    /** The published pointer as D1 knows it; null before the first publish (version 0, the build's own content). */
    async pointer(): Promise<ContentPointer | null> {
      const { results } = await db
        .prepare("SELECT version, created_at, created_by FROM content_versions WHERE state = 'published' ORDER BY version DESC LIMIT 2")
        .all<{ version: number; created_at: string; created_by: string }>();
      const [latest, previous] = results;
      return latest ? { version: latest.version, previous: previous?.version ?? null, publishedAt: latest.created_at, publishedBy: latest.created_by } : null;
    },

    /** A version's stored bytes, published or not (a preview of a rollback reads an old one); null when there is no such row. */
    async stored(version: number): Promise<StoredContentVersion | null> {
      const row = await db
        .prepare("SELECT format, body, sha256 FROM content_versions WHERE version = ?1")
        .bind(version)
        .first<{ format: number; body: ArrayBuffer | number[]; sha256: string }>();
      return row ? { format: row.format, body: new Uint8Array(row.body), sha256: row.sha256 } : null;
    },

    /** Writes a new version (state `writing`) numbered above every other and above `floor`; its number. */
    async allocate(stored: StoredContentVersion, documents: VersionDocuments, floor: number, by: string, now: Date): Promise<number> {
      const row = await db
        .prepare(
          `INSERT INTO content_versions (version, state, format, body, sha256, bytes, documents, created_at, created_by)
           SELECT max(coalesce(max(version), 0), ?1) + 1, 'writing', ?2, ?3, ?4, ?5, ?6, ?7, ?8 FROM content_versions
           RETURNING version`,
        )
        .bind(floor, stored.format, stored.body, stored.sha256, stored.body.byteLength, JSON.stringify(documents), now.toISOString(), by)
        .first<{ version: number }>();
      if (!row) throw new Error("no content version was allocated");
      return row.version;
    },

    /**
     * Publishes `version` if nothing was published after `base` (the version the publisher checked
     * against; 0 for none): one conditional statement. False: someone published meanwhile.
     */
    async claim(version: number, base: number, now: Date, moved: readonly MovedPath[] = []): Promise<boolean> {
      const at = now.toISOString();
      const [claimed] = await db.batch([
        db
          .prepare(
            `UPDATE content_versions SET state = 'published', created_at = ?3 WHERE version = ?1 AND state = 'writing'
             AND NOT EXISTS (SELECT 1 FROM content_versions WHERE state = 'published' AND version > ?2 AND version <> ?1)`,
          )
          .bind(version, base, at),
        // In the same batch, and only if the claim took: the addresses this version moves content away from.
        ...moved.map((entry) =>
          db
            .prepare(
              `INSERT INTO content_redirects (path, lang, target_kind, target_id, version, created_at)
               SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE EXISTS (SELECT 1 FROM content_versions WHERE version = ?5 AND state = 'published')
               ON CONFLICT (path) DO UPDATE SET lang = excluded.lang, target_kind = excluded.target_kind, target_id = excluded.target_id,
                 version = excluded.version, created_at = excluded.created_at`,
            )
            .bind(entry.path, entry.lang, entry.target.kind, entry.target.id, version, at),
        ),
      ]);
      return claimed?.meta.changes === 1;
    },

    /** Every address a publish moved content away from, with where that content went. */
    async movedPaths(): Promise<MovedPath[]> {
      const { results } = await db
        .prepare("SELECT path, lang, target_kind, target_id FROM content_redirects")
        .all<{ path: string; lang: MovedPath["lang"]; target_kind: MovedPath["target"]["kind"]; target_id: string }>();
      return results.map((row) => ({ path: row.path, lang: row.lang, target: { kind: row.target_kind, id: row.target_id } }));
    },

    async abandon(version: number): Promise<void> {
      await db.prepare("UPDATE content_versions SET state = 'abandoned' WHERE version = ?1 AND state = 'writing'").bind(version).run();
    },

    /** The newest published versions, newest first: what a rollback can go back to. */
    async history(limit: number): Promise<ContentPointer[]> {
      const { results } = await db
        .prepare("SELECT version, created_at, created_by FROM content_versions WHERE state = 'published' ORDER BY version DESC LIMIT ?1")
        .bind(limit + 1)
        .all<{ version: number; created_at: string; created_by: string }>();
      return results.slice(0, limit).map((row, index) => ({
        version: row.version,
        previous: results[index + 1]?.version ?? null,
        publishedAt: row.created_at,
        publishedBy: row.created_by,
      }));
    },

    /** A version once published, with the revisions it was built from; null when there is none (never published, or pruned). */
    async publishedVersion(version: number): Promise<{ stored: StoredContentVersion; documents: VersionDocuments } | null> {
      const row = await db
        .prepare("SELECT format, body, sha256, documents FROM content_versions WHERE version = ?1 AND state = 'published'")
        .bind(version)
        .first<{ format: number; body: ArrayBuffer | number[]; sha256: string; documents: string }>();
      return row
        ? { stored: { format: row.format, body: new Uint8Array(row.body), sha256: row.sha256 }, documents: JSON.parse(row.documents) as VersionDocuments }
        : null;
    },

    /** The revisions the published version was built from ({} before the first publish). */
    async publishedDocuments(): Promise<VersionDocuments> {
      const row = await db
        .prepare("SELECT documents FROM content_versions WHERE state = 'published' ORDER BY version DESC LIMIT 1")
        .first<{ documents: string }>();
      return row ? (JSON.parse(row.documents) as VersionDocuments) : {};
    },

    /**
     * Deletes published versions beyond the newest KEPT_CONTENT_VERSIONS, abandoned ones, and dead
     * publishes' rows; how many went. The highest row always stays, whatever its state: `allocate`
     * numbers from it, and a number once served (an edge cache key) must never be given again.
     */
    async prune(now: Date): Promise<number> {
      const result = await db
        .prepare(
          `DELETE FROM content_versions WHERE version < (SELECT max(version) FROM content_versions) AND (state = 'abandoned'
             OR (state = 'writing' AND created_at <= ?2)
             OR (state = 'published' AND version NOT IN (SELECT version FROM content_versions WHERE state = 'published' ORDER BY version DESC LIMIT ?1)))`,
        )
        .bind(KEPT_CONTENT_VERSIONS, new Date(now.getTime() - STALE_WRITING_MS).toISOString())
        .run();
      return result.meta.changes;
    },
  };
}

export type ContentVersions = ReturnType<typeof contentVersionRepository>;
