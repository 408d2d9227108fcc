-- Listings whose advert lacks what its region requires (issue 39, worker/compliance): one row per
-- listing while it lacks something, written after each sync that publishes a snapshot. A listing put
-- right leaves the table; one that lacks something again comes back with a new first_seen_at.
CREATE TABLE compliance_gaps (
  property_id INTEGER PRIMARY KEY,
  -- When the site first saw it lacking (epoch ms): the staff list puts the newest first.
  first_seen_at INTEGER NOT NULL,
  -- As the first language's listing named it when last checked (the staff list prefers its own language's).
  reference TEXT NOT NULL,
  title TEXT NOT NULL,
  city TEXT NOT NULL,
  region TEXT NOT NULL CHECK (region IN ('flanders', 'brussels', 'wallonia', 'luxembourg')),
  goal INTEGER NOT NULL,
  path TEXT NOT NULL,
  -- JSON [{fact, rule}] (worker/compliance/rules.ts): words only on screen.
  missing TEXT NOT NULL,
  -- The agency day (YYYY-MM-DD) of the daily mail that named it; null until one did.
  mail_day TEXT
);
CREATE INDEX compliance_gaps_unmailed ON compliance_gaps (mail_day);

-- The snapshot version last checked, so a run that publishes nothing new checks nothing again.
CREATE TABLE compliance_checks (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL,
  checked_at INTEGER NOT NULL
);

-- The agency's one mail a day about listings newly lacking something (COMPLIANCE_MAIL): what it
-- names (JSON of the gaps as recorded), sent through the delivery queue, claimed first so a replayed
-- message never mails it twice.
CREATE TABLE compliance_mails (
  day TEXT PRIMARY KEY,
  items TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'sent', 'dead')),
  claimed_at INTEGER,
  sent_at INTEGER,
  receipt TEXT,
  last_error TEXT
);
