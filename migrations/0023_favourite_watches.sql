-- "Tell me when something changes" on a visitor's favourites (issue 41, section 2): one address
-- watching the listings of a shared favourites list, with double opt-in like a search alert. No lead
-- and no account: the row is the request; the confirmation mail links to a page behind a signed
-- token (worker/leads/signed-link.ts, purpose "favourites") whose button confirms it.
CREATE TABLE favourite_watches (
  id TEXT PRIMARY KEY,
  lang TEXT NOT NULL CHECK (lang IN ('nl', 'fr', 'en', 'de')),
  -- Lower-cased: erasure and the staff area look a person up by address.
  email TEXT NOT NULL,
  -- JSON array of property ids, at most MAX_FAVOURITES (client/domain/favourites.ts).
  property_ids TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'unconfirmed' CHECK (state IN ('unconfirmed', 'active', 'stopped')),
  created_at INTEGER NOT NULL,
  confirmed_at INTEGER,
  stopped_at INTEGER,
  -- When the confirmation mail was handed to the queue, and its outcome ('sent', or why not).
  confirm_queued_at INTEGER,
  confirm_receipt TEXT
);
CREATE INDEX favourite_watches_state ON favourite_watches (state);
CREATE INDEX favourite_watches_by_email ON favourite_watches (email);

-- One change mail of one watch after one published snapshot: what changed on its listings (JSON,
-- worker/favourites/what-changed.ts). Sent through the lead delivery queue, claimed first so a
-- replayed message never mails it twice; a watch gets at most one mail per snapshot version.
CREATE TABLE favourite_watch_mails (
  id TEXT PRIMARY KEY,
  watch_id TEXT NOT NULL REFERENCES favourite_watches (id) ON DELETE CASCADE,
  version INTEGER NOT NULL,
  changes TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'sent', 'dead')),
  claimed_at INTEGER,
  queued_at INTEGER,
  sent_at INTEGER,
  receipt TEXT,
  last_error TEXT,
  UNIQUE (watch_id, version)
);
CREATE INDEX favourite_watch_mails_pending ON favourite_watch_mails (state, created_at);
