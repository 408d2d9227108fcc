-- The owners' monthly report (issue 36): a mail on the first of each month with each property's
-- visits, sources, requests and matching search alerts of the month before (worker/owners/monthly-reports.ts).

-- 1 = the owner gets the report (the default); 0 = they stopped it on their account page.
ALTER TABLE owners ADD COLUMN monthly_report INTEGER NOT NULL DEFAULT 1 CHECK (monthly_report IN (0, 1));

-- One row per owner and month ("2026-10"), written before the mail goes: a second run of the cron
-- (or two at once) finds it and sends nothing. sent_at stays null while the mail is on its way; a
-- mail that could not go removes its row, so the next run tries again.
CREATE TABLE owner_reports (
  owner_id TEXT NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
  month TEXT NOT NULL,
  claimed_at INTEGER NOT NULL,
  sent_at INTEGER,
  PRIMARY KEY (owner_id, month)
) WITHOUT ROWID;
