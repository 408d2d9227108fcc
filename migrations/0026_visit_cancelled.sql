-- A visit request's visit cancelled by the agency (issue 41): when, and by whom (an Access identity's
-- email, like lead_status_changes.changed_by). NULL: the visit stands. A cancelled request no longer
-- holds its slot in the visit calendar (worker/db/leads.ts visitBookings); undoing it clears both.
ALTER TABLE leads ADD COLUMN visit_cancelled_at INTEGER;
ALTER TABLE leads ADD COLUMN visit_cancelled_by TEXT;
