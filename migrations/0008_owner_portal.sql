-- The owner portal (SPEC 1 "owner login and owner portal", SPEC 3 "Owner statistics"; issue 10):
-- accounts of the owners of listed properties, their sessions, login throttles, password links,
-- passkeys, and the price and state history of every listing.

-- One account per owner, made from the provider's owner contacts at each sync or by an invitation
-- (staff area, `npm run owner:invite`). No password until the owner chose one from a mailed link.
CREATE TABLE owners (
  id TEXT PRIMARY KEY,
  -- Lower-cased and trimmed: the login and the provider's contacts are matched on it.
  email TEXT NOT NULL UNIQUE,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  lang TEXT NOT NULL CHECK (lang IN ('nl', 'fr', 'en', 'de')),
  -- "{source}:{person id}" of the provider's contact ("omnicasa:1234", "demo:1"); null for an invitation only.
  provider_person_id TEXT UNIQUE,
  -- "pbkdf2-sha256${iterations}${salt}${hash}" (worker/auth/password.ts): the parameters travel with the hash.
  password_hash TEXT,
  password_changed_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  last_login_at INTEGER
);

-- What an owner may see: properties, and projects (every unit of an owned project).
CREATE TABLE owner_listings (
  owner_id TEXT NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('property', 'project')),
  listing_id INTEGER NOT NULL,
  -- 'provider' links are replaced at each sync; 'invite' links stay until the staff remove them.
  origin TEXT NOT NULL CHECK (origin IN ('provider', 'invite')),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (owner_id, kind, listing_id)
) WITHOUT ROWID;
CREATE INDEX owner_listings_by_listing ON owner_listings (kind, listing_id);

-- A logged-in browser. The cookie holds a random 256-bit token; only its SHA-256 is stored here,
-- so a read of this table logs nobody in.
CREATE TABLE owner_sessions (
  token_hash TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  -- Idle expiry counts from here (refreshed at most once a minute).
  last_seen_at INTEGER NOT NULL,
  -- Absolute expiry: created_at + 12 hours, whatever the activity.
  expires_at INTEGER NOT NULL,
  -- How the session signed in: 'password' or 'passkey' (shown on the account page).
  method TEXT NOT NULL CHECK (method IN ('password', 'passkey')),
  user_agent TEXT
);
CREATE INDEX owner_sessions_by_owner ON owner_sessions (owner_id);

-- Failed logins per address, known or not (an unknown address is throttled exactly as a known one,
-- so the answers never tell them apart). email_hash is the SHA-256 of the normalised address.
CREATE TABLE login_throttles (
  email_hash TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  first_failure_at INTEGER NOT NULL,
  locked_until INTEGER
);

-- A mailed one-time link to choose a password (invitation, or "forgot password"). The link carries
-- the id signed under FORM_SECRET (worker/leads/signed-link.ts, purpose "owner-password"); this row
-- makes it single-use and expiring. mailed_at is set once the mail went to the delivery queue.
CREATE TABLE owner_password_links (
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('invite', 'reset')),
  lang TEXT NOT NULL CHECK (lang IN ('nl', 'fr', 'en', 'de')),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  mailed_at INTEGER
);
CREATE INDEX owner_password_links_by_owner ON owner_password_links (owner_id);

-- WebAuthn credentials (passkeys) an owner added; id and public_key are base64url.
CREATE TABLE owner_passkeys (
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
  public_key TEXT NOT NULL,
  counter INTEGER NOT NULL,
  -- JSON array of the authenticator's transports ("internal", "hybrid", ...), for the next sign-in's hints.
  transports TEXT,
  -- The owner's name for it ("iPhone"), else the browser's at creation.
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER
);
CREATE INDEX owner_passkeys_by_owner ON owner_passkeys (owner_id);

-- A WebAuthn ceremony's challenge: single use (deleted when read) and short-lived.
CREATE TABLE webauthn_challenges (
  id TEXT PRIMARY KEY,
  challenge TEXT NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'login')),
  -- The owner adding a passkey; null for a sign-in (the passkey names its owner).
  owner_id TEXT REFERENCES owners (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);

-- A listing's price and state as each published snapshot first showed them: one row when it first
-- appeared and one per change (the portal's "state and price history").
CREATE TABLE listing_history (
  property_id INTEGER NOT NULL,
  version INTEGER NOT NULL,
  changed_at INTEGER NOT NULL,
  goal INTEGER NOT NULL CHECK (goal IN (0, 1)),
  status TEXT NOT NULL CHECK (status IN ('available', 'sold', 'rented')),
  price REAL,
  price_unit TEXT,
  PRIMARY KEY (property_id, version)
) WITHOUT ROWID;

-- The portal counts a property's leads per week (worker/db/owner-leads.ts).
CREATE INDEX leads_by_property ON leads (property_id, created_at);
