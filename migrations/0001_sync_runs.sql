-- Every listing sync run: when, which kind, what it did, and why a snapshot was kept.
CREATE TABLE sync_runs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  mode TEXT NOT NULL CHECK (mode IN ('incremental', 'full')),
  source TEXT NOT NULL,
  started_at TEXT NOT NULL,
  finished_at TEXT,
  outcome TEXT CHECK (outcome IN ('published', 'unchanged', 'kept', 'failed')),
  version INTEGER,
  property_count INTEGER,
  project_count INTEGER,
  rejected_count INTEGER,
  removed_count INTEGER,
  -- For a kept snapshot: which removal was refused, so a later full run can confirm it.
  removal_fingerprint TEXT,
  message TEXT
);
CREATE INDEX sync_runs_started ON sync_runs (started_at DESC);
