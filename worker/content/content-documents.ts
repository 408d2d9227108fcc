import type { DocumentKind, DocumentRef } from "./documents";

/** A document's head as D1 holds it. Revision 0 is the build's own content: a document never saved has no row. */
export interface StoredDocument extends DocumentRef {
  revision: number;
  body: unknown;
  modifiedAt: string;
  modifiedBy: string;
}

export interface RevisionEntry {
  revision: number;
  author: string;
  savedAt: string;
  /** The dotted paths the save changed. */
  changed: string[];
  restoredFrom: number | null;
  /** The save deleted the document. */
  deleted: boolean;
}

export interface SaveRequest extends DocumentRef {
  /** The revision the editor started from (0: the build's content). */
  base: number;
  body: unknown;
  author: string;
  changed: readonly string[];
  restoredFrom?: number;
  now: Date;
  /** A new document taking a fresh id: a lost race for that id is tried again under the next one, not kept as a copy under someone else's document. */
  create?: boolean;
}

export type SaveOutcome =
  | { outcome: "saved"; revision: number }
  /**
   * The head is no longer `base`: nothing was overwritten, the losing body is kept as a conflict copy.
   * `head` is null when the document was never saved (its head is the build's content, revision 0).
   */
  | { outcome: "conflict"; head: StoredDocument | null };

interface DocumentRow {
  kind: DocumentKind;
  id: string;
  revision: number;
  body: string;
  modified_at: string;
  modified_by: string;
}

const fromRow = (row: DocumentRow): StoredDocument => ({
  kind: row.kind,
  id: row.id,
  revision: row.revision,
  body: JSON.parse(row.body) as unknown,
  modifiedAt: row.modified_at,
  modifiedBy: row.modified_by,
});

/** D1 says so when a batch broke a UNIQUE constraint: here, a second save on one base. */
const isUniqueViolation = (error: unknown) => error instanceof Error && /UNIQUE constraint failed/i.test(`${error.message} ${String(error.cause ?? "")}`);

/**
 * The working copy of the agency's content (D1 content_documents) and every save of it
 * (content_revisions). A save is one batch: its revision row, whose UNIQUE (kind, doc_id, revision)
 * lets only one save per base through, and the head it moves. Nothing is ever overwritten unseen.
 */
export function contentDocumentRepository(db: D1Database) {
  async function head(ref: DocumentRef): Promise<StoredDocument | null> {
    const row = await db.prepare("SELECT * FROM content_documents WHERE kind = ?1 AND id = ?2").bind(ref.kind, ref.id).first<DocumentRow>();
    return row ? fromRow(row) : null;
  }

  /** A saved revision's body (null: the save deleted the document); undefined when there is no such revision. */
  async function savedRevision(ref: DocumentRef, revision: number): Promise<{ body: unknown } | undefined> {
    const row = await db
      .prepare("SELECT body FROM content_revisions WHERE kind = ?1 AND doc_id = ?2 AND revision = ?3")
      .bind(ref.kind, ref.id, revision)
      .first<{ body: string }>();
    return row ? { body: JSON.parse(row.body) as unknown } : undefined;
  }

  /** Keeps a body that could not be saved (its document moved on, or was deleted) with no revision: nobody's edit is lost. */
  async function keepConflictCopy(request: Omit<SaveRequest, "base">): Promise<void> {
    await db
      .prepare(
        `INSERT INTO content_revisions (kind, doc_id, revision, body, author, saved_at, changed, restored_from)
         VALUES (?1, ?2, NULL, ?3, ?4, ?5, ?6, ?7)`,
      )
      .bind(
        request.kind,
        request.id,
        JSON.stringify(request.body),
        request.author,
        request.now.toISOString(),
        JSON.stringify(request.changed),
        request.restoredFrom ?? null,
      )
      .run();
  }

  return {
    head,

    /** Every saved document's head (those never saved are the build's content). */
    async heads(): Promise<StoredDocument[]> {
      const { results } = await db.prepare("SELECT * FROM content_documents ORDER BY kind, id").all<DocumentRow>();
      return results.map(fromRow);
    },

    async save(request: SaveRequest): Promise<SaveOutcome> {
      const revision = request.base + 1;
      const body = JSON.stringify(request.body);
      const at = request.now.toISOString();
      const changed = JSON.stringify(request.changed);
      // Both statements apply only while the head is still `base`; UNIQUE (kind, doc_id, revision) backs that.
      const headIs = "coalesce((SELECT revision FROM content_documents WHERE kind = ?1 AND id = ?2), 0) = ?3";
      try {
        const [inserted] = await db.batch([
          db
            .prepare(
              `INSERT INTO content_revisions (kind, doc_id, revision, body, author, saved_at, changed, restored_from)
               SELECT ?1, ?2, ?3 + 1, ?4, ?5, ?6, ?7, ?8 WHERE ${headIs}`,
            )
            .bind(request.kind, request.id, request.base, body, request.author, at, changed, request.restoredFrom ?? null),
          db
            .prepare(
              `INSERT INTO content_documents (kind, id, revision, body, modified_at, modified_by)
               SELECT ?1, ?2, ?3 + 1, ?4, ?5, ?6 WHERE ${headIs}
               ON CONFLICT (kind, id) DO UPDATE SET revision = excluded.revision, body = excluded.body,
                 modified_at = excluded.modified_at, modified_by = excluded.modified_by`,
            )
            .bind(request.kind, request.id, request.base, body, at, request.author),
        ]);
        if (inserted?.meta.changes === 1) return { outcome: "saved", revision };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      // Kept, never applied: the editor shows both versions and the person chooses.
      if (!request.create) await keepConflictCopy(request);
      return { outcome: "conflict", head: await head(request) };
    },

    keepConflictCopy,

    /**
     * Saves several documents as one change (the menu's order moves several pages): all of them or
     * none. Each applies only on its `base`: a head that moved since (checked first, then held by the
     * UNIQUE revision guard against a save in between) refuses the whole change.
     */
    async saveAll(requests: readonly SaveRequest[]): Promise<{ outcome: "saved" } | { outcome: "conflict" }> {
      if (requests.length === 0) return { outcome: "saved" };
      const heads = await Promise.all(requests.map((request) => head(request)));
      if (requests.some((request, index) => (heads[index]?.revision ?? 0) !== request.base)) return { outcome: "conflict" };
      const statements = requests.flatMap((request) => {
        const body = JSON.stringify(request.body);
        const at = request.now.toISOString();
        return [
          // Unconditional: a save that came in between holds revision base + 1 already, and the whole batch rolls back.
          db
            .prepare(
              `INSERT INTO content_revisions (kind, doc_id, revision, body, author, saved_at, changed, restored_from)
               VALUES (?1, ?2, ?3 + 1, ?4, ?5, ?6, ?7, NULL)`,
            )
            .bind(request.kind, request.id, request.base, body, request.author, at, JSON.stringify(request.changed)),
          db
            .prepare(
              `INSERT INTO content_documents (kind, id, revision, body, modified_at, modified_by) VALUES (?1, ?2, ?3 + 1, ?4, ?5, ?6)
               ON CONFLICT (kind, id) DO UPDATE SET revision = excluded.revision, body = excluded.body,
                 modified_at = excluded.modified_at, modified_by = excluded.modified_by`,
            )
            .bind(request.kind, request.id, request.base, body, at, request.author),
        ];
      });
      try {
        await db.batch(statements);
        return { outcome: "saved" };
      } catch (error) {
        if (isUniqueViolation(error)) return { outcome: "conflict" };
        throw error;
      }
    },

    /** A document's saves, newest first (conflict copies, which have no revision, left out). */
    async revisions(ref: DocumentRef): Promise<RevisionEntry[]> {
      const { results } = await db
        .prepare(
          `SELECT revision, author, saved_at, changed, restored_from, body = 'null' AS deleted FROM content_revisions
           WHERE kind = ?1 AND doc_id = ?2 AND revision IS NOT NULL ORDER BY revision DESC`,
        )
        .bind(ref.kind, ref.id)
        .all<{ revision: number; author: string; saved_at: string; changed: string; restored_from: number | null; deleted: number }>();
      return results.map((row) => ({
        revision: row.revision,
        author: row.author,
        savedAt: row.saved_at,
        changed: JSON.parse(row.changed) as string[],
        restoredFrom: row.restored_from,
        deleted: row.deleted === 1,
      }));
    },

    savedRevision,

    /** The body a revision saved; null when there is no such revision (or the save deleted the document). */
    async revisionBody(ref: DocumentRef, revision: number): Promise<unknown> {
      return (await savedRevision(ref, revision))?.body ?? null;
    },

    /** Bodies saved by someone who lost a conflict on this document, newest first. */
    async conflictCopies(ref: DocumentRef): Promise<{ author: string; savedAt: string; body: unknown }[]> {
      const { results } = await db
        .prepare("SELECT author, saved_at, body FROM content_revisions WHERE kind = ?1 AND doc_id = ?2 AND revision IS NULL ORDER BY seq DESC")
        .bind(ref.kind, ref.id)
        .all<{ author: string; saved_at: string; body: string }>();
      return results.map((row) => ({ author: row.author, savedAt: row.saved_at, body: JSON.parse(row.body) as unknown }));
    },
  };
}

export type ContentDocuments = ReturnType<typeof contentDocumentRepository>;
