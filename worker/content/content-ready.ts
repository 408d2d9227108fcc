import { documentKey, type DocumentKind, type DocumentRef } from "./documents";
import type { VersionDocuments } from "./content-versions";

/** A document marked ready to publish, at the revision its editor saved. */
export interface ReadyMark extends DocumentRef {
  revision: number;
  markedAt: string;
  markedBy: string;
}

interface ReadyRow {
  kind: DocumentKind;
  id: string;
  revision: number;
  marked_at: string;
  marked_by: string;
}

/**
 * The documents marked ready to publish (D1 content_ready): one mark per document, at one revision.
 * A later save leaves the mark where it was, so a publish takes what was marked, not what came after.
 */
export function contentReadyRepository(db: D1Database) {
  return {
    /** Marks `ref` ready at `revision` (a mark it had moves there). */
    async mark(ref: DocumentRef & { revision: number; by: string; now: Date }): Promise<void> {
      await db
        .prepare(
          `INSERT INTO content_ready (kind, id, revision, marked_at, marked_by) VALUES (?1, ?2, ?3, ?4, ?5)
           ON CONFLICT (kind, id) DO UPDATE SET revision = excluded.revision, marked_at = excluded.marked_at, marked_by = excluded.marked_by`,
        )
        .bind(ref.kind, ref.id, ref.revision, ref.now.toISOString(), ref.by)
        .run();
    },

    /** Withdraws the mark of `ref`, whoever set it (a deletion not marked ready). */
    async withdraw(ref: DocumentRef): Promise<void> {
      await db.prepare("DELETE FROM content_ready WHERE kind = ?1 AND id = ?2").bind(ref.kind, ref.id).run();
    },

    /** Withdraws the mark of `ref` only while it is still at `revision` (the one the person saw); false when it moved or is gone. */
    async withdrawAt(ref: DocumentRef & { revision: number }): Promise<boolean> {
      const result = await db.prepare("DELETE FROM content_ready WHERE kind = ?1 AND id = ?2 AND revision = ?3").bind(ref.kind, ref.id, ref.revision).run();
      return result.meta.changes > 0;
    },

    async get(ref: DocumentRef): Promise<ReadyMark | undefined> {
      const row = await db.prepare("SELECT * FROM content_ready WHERE kind = ?1 AND id = ?2").bind(ref.kind, ref.id).first<ReadyRow>();
      return row ? fromRow(row) : undefined;
    },

    async all(): Promise<ReadyMark[]> {
      const { results } = await db.prepare("SELECT * FROM content_ready ORDER BY marked_at").all<ReadyRow>();
      return results.map(fromRow);
    },

    /** Clears every mark at or below the revision visitors see of its document (`published`: a version's document revisions): it has nothing left to publish. */
    async clearPublished(published: VersionDocuments): Promise<void> {
      const { results } = await db.prepare("SELECT * FROM content_ready").all<ReadyRow>();
      const stale = results.map(fromRow).filter((mark) => {
        const live = published[documentKey(mark)];
        return live !== undefined && mark.revision <= live;
      });
      if (stale.length === 0) return;
      await db.batch(
        stale.map((mark) =>
          db.prepare("DELETE FROM content_ready WHERE kind = ?1 AND id = ?2 AND revision <= ?3").bind(mark.kind, mark.id, published[documentKey(mark)] ?? 0),
        ),
      );
    },
  };
}

const fromRow = (row: ReadyRow): ReadyMark => ({ kind: row.kind, id: row.id, revision: row.revision, markedAt: row.marked_at, markedBy: row.marked_by });
