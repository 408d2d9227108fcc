-- Ready to publish (issue 42): whoever edits a document marks it ready at the revision they saved. A
-- publish takes the ready documents as they were when marked (or the ones a person ticks), never a
-- colleague's later, unfinished save. One mark per document; a publish clears the marks it published.
CREATE TABLE content_ready (
  kind TEXT NOT NULL,
  id TEXT NOT NULL,
  revision INTEGER NOT NULL,
  marked_at TEXT NOT NULL,
  marked_by TEXT NOT NULL,
  PRIMARY KEY (kind, id)
) WITHOUT ROWID;
