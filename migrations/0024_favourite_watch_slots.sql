-- "A new visit slot" on a favourites watch's listings (issue 41, section 2): per watch and listing,
-- what the visit calendar showed at the previous check (the cron's, worker/jobs/favourite-watches.ts)
-- and the slots already mailed as free again, so a slot is announced once
-- (worker/favourites/visit-news.ts).
CREATE TABLE favourite_watch_slots (
  watch_id TEXT NOT NULL REFERENCES favourite_watches (id) ON DELETE CASCADE,
  property_id INTEGER NOT NULL,
  -- JSON arrays of moments ("2026-11-25T14"): full at the previous check, and mailed as free again.
  full_moments TEXT NOT NULL,
  all_full INTEGER NOT NULL,
  mailed_moments TEXT NOT NULL,
  checked_at INTEGER NOT NULL,
  PRIMARY KEY (watch_id, property_id)
);

-- A change mail is one published snapshot's (kind 'snapshot', version the snapshot's) or one visit
-- check's (kind 'visits', version the check's time in ms): at most one of each per watch. SQLite
-- cannot change a UNIQUE constraint in place, so the table is made again with its rows.
CREATE TABLE favourite_watch_mails_new (
  id TEXT PRIMARY KEY,
  watch_id TEXT NOT NULL REFERENCES favourite_watches (id) ON DELETE CASCADE,
  kind TEXT NOT NULL DEFAULT 'snapshot' CHECK (kind IN ('snapshot', 'visits')),
  version INTEGER NOT NULL,
  changes TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'sent', 'dead')),
  claimed_at INTEGER,
  queued_at INTEGER,
  sent_at INTEGER,
  receipt TEXT,
  last_error TEXT,
  UNIQUE (watch_id, kind, version)
);
INSERT INTO favourite_watch_mails_new (id, watch_id, kind, version, changes, created_at, state, claimed_at, queued_at, sent_at, receipt, last_error)
  SELECT id, watch_id, 'snapshot', version, changes, created_at, state, claimed_at, queued_at, sent_at, receipt, last_error FROM favourite_watch_mails;
DROP TABLE favourite_watch_mails;
ALTER TABLE favourite_watch_mails_new RENAME TO favourite_watch_mails;
CREATE INDEX favourite_watch_mails_pending ON favourite_watch_mails (state, created_at);
