-- Public addresses the agency's content has moved away from (issue 17): an article renamed, so its
-- path changed. Each keeps answering with a 301 to where its content is now; the target's current
-- path is looked up on every hit, so a content moved twice never chains. Written by the publish that
-- moved it, in the same batch that makes that version the published one.
CREATE TABLE content_redirects (
  path TEXT PRIMARY KEY,
  lang TEXT NOT NULL,
  target_kind TEXT NOT NULL CHECK (target_kind IN ('article')),
  target_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  created_at TEXT NOT NULL
) WITHOUT ROWID;
