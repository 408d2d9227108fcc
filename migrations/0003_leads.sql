-- Every message a visitor sends (SPEC 1: contact, visit, documents, send to a friend, valuation,
-- offer, testimonial) is one lead, written before anything else happens. The same submission sent
-- twice carries the same idempotency key and stays one row. worker/db/leads.ts reads and writes it.
CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  idempotency_key TEXT NOT NULL UNIQUE,
  form TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('nl', 'fr', 'en', 'de')),
  -- The page the form was sent from (a site path), for the agency's context.
  page TEXT NOT NULL,
  property_id INTEGER,
  project_id INTEGER,
  -- The sender's address, lower-cased: "already requested" and the staff inbox look it up.
  email TEXT NOT NULL,
  -- JSON: the person (SPEC 3 "Contact / demand person") and the form's own fields.
  person TEXT NOT NULL,
  payload TEXT NOT NULL,
  privacy_accepted INTEGER NOT NULL CHECK (privacy_accepted IN (0, 1)),
  newsletter INTEGER NOT NULL DEFAULT 0 CHECK (newsletter IN (0, 1)),
  -- 'solved': a proof of work was verified; 'not-solved': sent without script (still delivered, flagged);
  -- 'spam': the honeypot was filled or the form came back too fast: kept, never delivered.
  captcha TEXT NOT NULL CHECK (captcha IN ('solved', 'not-solved', 'spam')),
  -- A visit request's day (YYYY-MM-DD, Europe/Brussels) and slot start ('10', '14', '16'): slots have a capacity.
  visit_day TEXT,
  visit_slot TEXT,
  created_at INTEGER NOT NULL,
  -- pending until every delivery is done; failed when one ended in the dead-letter queue.
  delivery_state TEXT NOT NULL DEFAULT 'pending' CHECK (delivery_state IN ('pending', 'delivered', 'failed', 'suppressed'))
);
CREATE INDEX leads_visit_slots ON leads (property_id, visit_day, visit_slot) WHERE visit_day IS NOT NULL;
CREATE INDEX leads_by_sender ON leads (email, form, property_id);
CREATE INDEX leads_pending ON leads (delivery_state, created_at);

-- What a lead sets in motion: mails to the agency and the visitor, the push to the provider's CRM.
-- One row per lead and kind, so a retry or a re-enqueue never sends twice what was delivered.
CREATE TABLE lead_deliveries (
  lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'dead')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  -- The mail's Message-ID or the CRM's answer, once delivered.
  receipt TEXT,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (lead_id, kind)
) WITHOUT ROWID;
CREATE INDEX lead_deliveries_pending ON lead_deliveries (state, updated_at);

-- Each solved proof-of-work challenge is accepted once; rows are dropped after they expire.
CREATE TABLE captcha_replay (
  signature TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;

-- Mails as sent by a local worker (wrangler dev, tests), shown at /dev/mailbox/. Never written in production.
CREATE TABLE dev_mailbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  message_id TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  mail TEXT NOT NULL
);

-- What the demo provider's CRM received (ContactOnMe, ContactOnMeProject): the real provider gets these calls.
CREATE TABLE demo_crm_calls (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (lead_id, endpoint)
);
