-- Review of issue 36's leads as work.
-- The role a person has from outside the roles table (STAFF_ADMINS, the Access token's groups), as
-- seen at their last sign-in: the assignee choice lists only people whose role reaches the leads
-- (worker/db/staff-people.ts). NULL: only the roles table gives them one (or nothing does).
ALTER TABLE staff_people ADD COLUMN granted_role TEXT CHECK (granted_role IS NULL OR granted_role IN ('administrator', 'editor', 'agent'));

-- Spam was kept as 'new' by migrations/0016 and sat among the open leads for good: the spam filter
-- closes it (worker/db/lead-work.ts SPAM_FILTER, said in words on the lead's page), as it closes new spam.
UPDATE leads SET status = 'closed', handled_at = coalesce(handled_at, created_at), handled_by = coalesce(handled_by, 'spam-filter')
WHERE captcha = 'spam' AND status <> 'closed';

-- Every closed lead without a history (those migrations/0016 closed because they were handled, and the
-- spam just closed) gets its one change: new -> closed, by whoever handled it, when they did.
INSERT INTO lead_status_changes (lead_id, from_status, to_status, changed_by, changed_at)
SELECT id, 'new', 'closed', coalesce(handled_by, 'spam-filter'), coalesce(handled_at, created_at) FROM leads
WHERE status = 'closed' AND NOT EXISTS (SELECT 1 FROM lead_status_changes c WHERE c.lead_id = leads.id);
