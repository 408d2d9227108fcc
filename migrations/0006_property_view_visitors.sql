-- Who has already been counted today (README, "Property view statistics"): a visitor adds one view
-- per property and agency day, however often they reload. `visitor` is a keyed hash of the client
-- address, the User-Agent and the day (worker/stats/visitor.ts), never the address itself.
-- worker/db/property-views.ts inserts the visitor and raises property_views in one batch, only when
-- the visitor was not there yet. Rows older than yesterday are deleted by the cron (forgetOldVisitors).
-- The day leads the key, so that deletion is a range of the key rather than a scan of the table.
CREATE TABLE property_view_visitors (
  day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  property_id INTEGER NOT NULL,
  visitor TEXT NOT NULL CHECK (length(visitor) = 32 AND visitor NOT GLOB '*[^0-9a-f]*'),
  PRIMARY KEY (day, property_id, visitor)
) WITHOUT ROWID;
