-- The agency's content in D1 (issue 17). Staff edit documents; publishing writes one whole,
-- checked content version and publishes it by a compare-and-set on content_versions, as the
-- listing snapshots do with snapshot_versions. Visitors read a published version once per isolate.

-- The working copy: the head revision of each document (a site section, a page with its modules, an
-- article, a team member). A fresh database has none: the repository's content is its head until a
-- document is first saved.
CREATE TABLE content_documents (
  kind TEXT NOT NULL CHECK (kind IN ('site', 'page', 'article', 'team')),
  id TEXT NOT NULL,
  revision INTEGER NOT NULL,
  body TEXT NOT NULL,
  modified_at TEXT NOT NULL,
  modified_by TEXT NOT NULL,
  PRIMARY KEY (kind, id)
) WITHOUT ROWID;

-- Every save. UNIQUE (kind, doc_id, revision) is the guard against two saves on one base: the second
-- insert fails and rolls its batch back. A losing save is kept with revision NULL, so no edit is lost.
CREATE TABLE content_revisions (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  doc_id TEXT NOT NULL,
  revision INTEGER,
  body TEXT NOT NULL,
  author TEXT NOT NULL,
  saved_at TEXT NOT NULL,
  changed TEXT NOT NULL,
  restored_from INTEGER,
  UNIQUE (kind, doc_id, revision)
);

-- Whole published content versions: gzip of {format, content} JSON with its SHA-256. Version 0 is
-- the content the running build carries and has no row.
CREATE TABLE content_versions (
  version INTEGER PRIMARY KEY,
  state TEXT NOT NULL CHECK (state IN ('writing', 'published', 'abandoned')),
  format INTEGER NOT NULL,
  body BLOB NOT NULL,
  sha256 TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  documents TEXT NOT NULL,
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL
);
CREATE INDEX content_versions_published ON content_versions (state, version);
