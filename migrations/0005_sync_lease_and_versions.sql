-- One listing sync at a time, versions that are never handed out twice, and the guard's reasons.

-- The lease a sync run holds while it works (worker/db/sync-lease.ts). Taken with a conditional
-- write: a row whose expires_at has passed belongs to nobody, so a run that died frees it by time.
CREATE TABLE sync_lease (
  name TEXT PRIMARY KEY,
  holder TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

-- Every snapshot version ever allocated. The primary key makes a version number unique for good;
-- replaced_at (when it stopped being the current version) decides when its KV keys may go.
CREATE TABLE snapshot_versions (
  version INTEGER PRIMARY KEY,
  run_id INTEGER,
  state TEXT NOT NULL CHECK (state IN ('writing', 'published', 'abandoned', 'deleted')),
  created_at TEXT NOT NULL,
  replaced_at TEXT
);

-- A reader that found a snapshot key missing or corrupt (and fell back to the previous version).
CREATE TABLE snapshot_faults (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  version INTEGER NOT NULL,
  key TEXT NOT NULL,
  problem TEXT NOT NULL,
  seen_at TEXT NOT NULL
);

-- sync_runs learns the outcome "skipped" (another run held the lease), the guard that refused a
-- snapshot, and whether a run published a removal a second full run confirmed (the removal guard's
-- baseline starts again there). SQLite cannot change a CHECK in place: the table is rebuilt.
CREATE TABLE sync_runs_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  mode TEXT NOT NULL CHECK (mode IN ('incremental', 'full')),
  source TEXT NOT NULL,
  started_at TEXT NOT NULL,
  finished_at TEXT,
  outcome TEXT CHECK (outcome IN ('published', 'unchanged', 'kept', 'failed', 'skipped')),
  version INTEGER,
  property_count INTEGER,
  project_count INTEGER,
  rejected_count INTEGER,
  removed_count INTEGER,
  removal_fingerprint TEXT,
  message TEXT,
  gaps TEXT,
  -- For a kept snapshot: which guard refused it (empty, languages, removal, projects, pictures, moved).
  refusal TEXT,
  removal_confirmed INTEGER NOT NULL DEFAULT 0
);
INSERT INTO sync_runs_next (id, mode, source, started_at, finished_at, outcome, version, property_count, project_count,
  rejected_count, removed_count, removal_fingerprint, message, gaps)
SELECT id, mode, source, started_at, finished_at, outcome, version, property_count, project_count,
  rejected_count, removed_count, removal_fingerprint, message, gaps FROM sync_runs;
DROP TABLE sync_runs;
ALTER TABLE sync_runs_next RENAME TO sync_runs;
CREATE INDEX sync_runs_started ON sync_runs (started_at DESC);
