-- Search alerts (SPEC 1 "demand register"), the newsletter, and the agency's staff area (issue 9).

-- One alert per demand-register submission (its lead is leads.form = 'demand-register'). It mails
-- nothing until the visitor opened the confirmation link (double opt-in); a signed link in every
-- mail edits or stops it, no account needed. criteria is JSON (worker/alerts/criteria.ts).
CREATE TABLE search_alerts (
  id TEXT PRIMARY KEY,
  lead_id TEXT REFERENCES leads (id) ON DELETE SET NULL,
  lang TEXT NOT NULL CHECK (lang IN ('nl', 'fr', 'en', 'de')),
  -- Lower-cased: erasure and the staff area look a person up by address.
  email TEXT NOT NULL,
  -- JSON: the person (SPEC 3 "Contact / demand person") and their contact time slots.
  person TEXT NOT NULL,
  criteria TEXT NOT NULL,
  frequency TEXT NOT NULL CHECK (frequency IN ('instant', 'daily', 'weekly')),
  state TEXT NOT NULL DEFAULT 'unconfirmed' CHECK (state IN ('unconfirmed', 'active', 'stopped')),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  confirmed_at INTEGER,
  stopped_at INTEGER,
  -- When the last digest was made for it: daily and weekly alerts wait their period from here.
  last_digest_at INTEGER
);
CREATE INDEX search_alerts_matching ON search_alerts (state, frequency);
CREATE INDEX search_alerts_by_email ON search_alerts (email);

-- What each published snapshot changed that an alert can care about: listings that are new, or whose
-- price went down, written by the sync in the same run that published the version. listing is JSON
-- (worker/alerts/types.ts ChangedListing). A batch is matched once; a failed match is retried.
CREATE TABLE change_batches (
  version INTEGER PRIMARY KEY,
  created_at INTEGER NOT NULL,
  change_count INTEGER NOT NULL,
  matched_at INTEGER,
  -- Failed matching attempts: the sweep gives a batch up (and logs it) after a few.
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT
);
CREATE TABLE listing_changes (
  version INTEGER NOT NULL REFERENCES change_batches (version) ON DELETE CASCADE,
  property_id INTEGER NOT NULL,
  listing TEXT NOT NULL,
  PRIMARY KEY (version, property_id)
) WITHOUT ROWID;

-- A digest mail of one alert: the matches it carries point at it. Sent through the lead delivery queue.
CREATE TABLE alert_digests (
  id TEXT PRIMARY KEY,
  alert_id TEXT NOT NULL REFERENCES search_alerts (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  -- 'sending' while one delivery holds its claim (claimed_at): no two deliveries mail it at once.
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'sent', 'dead')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  receipt TEXT,
  sent_at INTEGER,
  claimed_at INTEGER,
  -- When its message was last handed to the queue: the sweep queues it again when that message seems lost.
  queued_at INTEGER
);
CREATE INDEX alert_digests_pending ON alert_digests (state, created_at);

-- A listing an alert was matched with: one row per alert and listing, so no listing is ever sent twice.
-- digest_id is null until a digest takes it.
CREATE TABLE alert_matches (
  alert_id TEXT NOT NULL REFERENCES search_alerts (id) ON DELETE CASCADE,
  property_id INTEGER NOT NULL,
  reason TEXT NOT NULL CHECK (reason IN ('new', 'price')),
  price INTEGER,
  previous_price INTEGER,
  version INTEGER NOT NULL,
  matched_at INTEGER NOT NULL,
  digest_id TEXT REFERENCES alert_digests (id) ON DELETE SET NULL,
  PRIMARY KEY (alert_id, property_id)
) WITHOUT ROWID;
CREATE INDEX alert_matches_waiting ON alert_matches (alert_id, digest_id);

-- Newsletter subscribers (footer form, or the opt-in of any form): double opt-in, one row per address.
CREATE TABLE newsletter_subscribers (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  lang TEXT NOT NULL CHECK (lang IN ('nl', 'fr', 'en', 'de')),
  state TEXT NOT NULL DEFAULT 'unconfirmed' CHECK (state IN ('unconfirmed', 'active', 'unsubscribed')),
  -- The form that asked for it: 'sign-newsletter' (footer), or another lead form's opt-in.
  source TEXT NOT NULL,
  lead_id TEXT REFERENCES leads (id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  confirmed_at INTEGER,
  unsubscribed_at INTEGER
);

-- The staff inbox marks a lead handled (when, by whom: the Access identity's email).
ALTER TABLE leads ADD COLUMN handled_at INTEGER;
ALTER TABLE leads ADD COLUMN handled_by TEXT;

-- A testimonial waits for the agency: approved ones appear on the testimonial article page in their language.
CREATE TABLE testimonial_reviews (
  lead_id TEXT PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  state TEXT NOT NULL CHECK (state IN ('approved', 'rejected')),
  decided_at INTEGER NOT NULL,
  decided_by TEXT NOT NULL
) WITHOUT ROWID;
