-- The sweep of testimonial photos no lead names (worker/privacy/photo-sweep.ts, every cron run).
-- It asks which of up to 1 000 listed keys some lead names as its photo: without this index, a scan
-- of every lead's payload per page of keys. Only testimonials carry a photo; the sweep's query names
-- the same expression and form, so SQLite reads the index.
CREATE INDEX leads_photo_key ON leads (json_extract(payload, '$.photo.key')) WHERE form = 'testimonial';

-- Where the sweep stopped: each run lists at most a bounded number of pages and the next run goes on
-- after the last key it saw (R2 lists keys in order), starting over once the listing is done, so
-- photos beyond the first pages are reached too. One row per sweep, named.
CREATE TABLE sweep_positions (
  name TEXT PRIMARY KEY NOT NULL,
  after_key TEXT NOT NULL
) WITHOUT ROWID;
