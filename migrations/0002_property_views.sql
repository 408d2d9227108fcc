-- Human views of property detail pages, one counter per property, day and source (SPEC 3 "Owner
-- statistics"). `day` is the agency's calendar day (Europe/Brussels), YYYY-MM-DD, see
-- worker/stats/day.ts. A view is one upsert: views = views + 1.
CREATE TABLE property_views (
  property_id INTEGER NOT NULL,
  day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  source TEXT NOT NULL CHECK (source IN ('direct', 'search', 'social', 'portal', 'email', 'referral')),
  views INTEGER NOT NULL DEFAULT 0 CHECK (views >= 0),
  PRIMARY KEY (property_id, day, source)
) WITHOUT ROWID;
