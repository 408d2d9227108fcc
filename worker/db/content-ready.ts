import type { DocumentKind, DocumentRef } from "../content/documents";

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

    /** Withdraws the mark of `ref`, whoever set it. */
    async withdraw(ref: DocumentRef): Promise<void> {
      await db.prepare("DELETE FROM content_ready WHERE kind = ?1 AND id = ?2").bind(ref.kind, ref.id).run();
    },

    async get(ref: DocumentRef): Promise<ReadyMark | undefined> {
      const row = await db.prepare("SELECT * FROM content_ready WHERE kind = ?1 AND id = ?2").bind(ref.kind, ref.id).first<ReadyRow>();
      return row ? fromRow(row) : undefined;
    },

    async all(): Promise<ReadyMark[]> {
      const { results } = await db.prepare("SELECT * FROM content_ready ORDER BY marked_at").all<ReadyRow>();
      return results.map(fromRow);
    },

    /** Clears the marks these revisions were published under; a mark moved to a later revision meanwhile stays. */
    async clearPublished(published: readonly (DocumentRef & { revision: number })[]): Promise<void> {
      if (published.length === 0) return;
      await db.batch(
        published.map((entry) =>
          db.prepare("DELETE FROM content_ready WHERE kind = ?1 AND id = ?2 AND revision <= ?3").bind(entry.kind, entry.id, entry.revision),
        ),
      );
    },
  };
}

const fromRow = (row: ReadyRow): ReadyMark => ({ kind: row.kind, id: row.id, revision: row.revision, markedAt: row.marked_at, markedBy: row.marked_by });

export type ContentReady = ReturnType<typeof contentReadyRepository>;
