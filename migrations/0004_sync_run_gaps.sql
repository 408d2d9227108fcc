-- The optional parts a run published without (a gallery, documents, a project's units), as JSON:
-- [{"part","endpoint","reason","count"}]. Null when nothing was missing.
ALTER TABLE sync_runs ADD COLUMN gaps TEXT;
