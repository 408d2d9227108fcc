-- Leads as work (issue 36): who works in the staff area, a lead's status with its history, whom it is
-- assigned to, and the agents' internal notes. worker/db/staff-people.ts and worker/db/lead-work.ts.

-- Everyone who signed into /staff/ (the Cloudflare Access identity), for the assignee choice: written
-- when someone is first seen and again only when their last visit is older than a few minutes.
CREATE TABLE staff_people (
  email TEXT PRIMARY KEY NOT NULL,
  -- The name the Access token carries, when it carries one.
  name TEXT,
  first_seen_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL
) WITHOUT ROWID;

-- new -> in-progress -> answered -> closed; an agent may move a lead to any of them, also back.
-- A closed lead also has handled_at/handled_by (migrations/0007), which the overview's counts and
-- the retention read: closing sets them, reopening clears them.
ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in-progress', 'answered', 'closed'));
-- The colleague (an Access identity's email) who works the lead; NULL: nobody.
ALTER TABLE leads ADD COLUMN assignee TEXT;
UPDATE leads SET status = 'closed' WHERE handled_at IS NOT NULL;
CREATE INDEX leads_by_status ON leads (status, created_at);
CREATE INDEX leads_by_assignee ON leads (assignee, created_at) WHERE assignee IS NOT NULL;

-- Every change of a lead's status: from what, to what, by whom, when. Goes with its lead (erasure).
CREATE TABLE lead_status_changes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  from_status TEXT NOT NULL,
  to_status TEXT NOT NULL,
  changed_by TEXT NOT NULL,
  changed_at INTEGER NOT NULL
);
CREATE INDEX lead_status_changes_of_lead ON lead_status_changes (lead_id, changed_at);

-- The agents' internal notes on a lead (plain text), never shown to the visitor. Go with their lead.
CREATE TABLE lead_notes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  body TEXT NOT NULL,
  written_by TEXT NOT NULL,
  written_at INTEGER NOT NULL
);
CREATE INDEX lead_notes_of_lead ON lead_notes (lead_id, written_at);
