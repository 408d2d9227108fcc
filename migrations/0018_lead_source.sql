-- The channel the visitor arrived by in the session that sent the lead (the classes of
-- property_views.source, worker/stats/source-hosts.ts): the page script remembers it only with the
-- visitor's analytics consent (client/visit-source.ts). NULL: not known (no consent, no script,
-- or a lead from before this column).
ALTER TABLE leads ADD COLUMN source TEXT CHECK (source IS NULL OR source IN ('direct', 'search', 'social', 'portal', 'email', 'referral'));
CREATE INDEX leads_by_created ON leads (created_at);
