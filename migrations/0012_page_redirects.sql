-- A page's address is the agency's to rename (issue 17: params.path per language), and the old
-- address keeps answering with a 301 as a renamed article's does. SQLite cannot widen a CHECK in
-- place: the table is made again with 'page' allowed (its target_id is then the route key the
-- page serves), its rows kept.
CREATE TABLE content_redirects_next (
  path TEXT PRIMARY KEY,
  lang TEXT NOT NULL,
  target_kind TEXT NOT NULL CHECK (target_kind IN ('article', 'page')),
  target_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  created_at TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO content_redirects_next (path, lang, target_kind, target_id, version, created_at)
  SELECT path, lang, target_kind, target_id, version, created_at FROM content_redirects;
DROP TABLE content_redirects;
ALTER TABLE content_redirects_next RENAME TO content_redirects;
