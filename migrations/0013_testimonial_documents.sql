-- Testimonials visitors sent and the agency approved become content documents (issue 17), published
-- with the rest of the content instead of read from D1 on every view of the testimonial page.
-- SQLite cannot widen a CHECK in place: content_documents is made again with 'testimonial' allowed,
-- its rows kept.
CREATE TABLE content_documents_next (
  kind TEXT NOT NULL CHECK (kind IN ('site', 'page', 'article', 'team', 'testimonial')),
  id TEXT NOT NULL,
  revision INTEGER NOT NULL,
  body TEXT NOT NULL,
  modified_at TEXT NOT NULL,
  modified_by TEXT NOT NULL,
  PRIMARY KEY (kind, id)
) WITHOUT ROWID;
INSERT INTO content_documents_next (kind, id, revision, body, modified_at, modified_by)
  SELECT kind, id, revision, body, modified_at, modified_by FROM content_documents;
DROP TABLE content_documents;
ALTER TABLE content_documents_next RENAME TO content_documents;

-- The testimonials approved so far, as revision 1 of their documents, written by whoever approved them
-- (the shape of VisitorTestimonialSchema; an empty website is left out; the date is the UTC day, as
-- SQLite knows no Brussels time, so one sent just after midnight may read a day early). They are in
-- the working copy, not yet in a published version: the staff's testimonials page counts them and
-- publishes them on their own with one button (as does the next full publish of the content).
INSERT INTO content_documents (kind, id, revision, body, modified_at, modified_by)
  SELECT 'testimonial', l.id, 1,
    json_patch(
      json_object(
        'id', l.id, 'status', 'Published', 'lang', l.lang,
        'name', trim(json_extract(l.payload, '$.fields.name'), char(32, 9, 10, 13)),
        'comment', trim(json_extract(l.payload, '$.fields.comment'), char(32, 9, 10, 13)),
        'date', date(l.created_at / 1000, 'unixepoch')
      ),
      json_object('website', nullif(trim(coalesce(json_extract(l.payload, '$.fields.website'), ''), char(32, 9, 10, 13)), ''))
    ),
    strftime('%Y-%m-%dT%H:%M:%fZ', r.decided_at / 1000.0, 'unixepoch'), r.decided_by
  FROM leads l JOIN testimonial_reviews r ON r.lead_id = l.id
  WHERE l.form = 'testimonial' AND r.state = 'approved'
    AND trim(coalesce(json_extract(l.payload, '$.fields.name'), ''), char(32, 9, 10, 13)) <> ''
    AND trim(coalesce(json_extract(l.payload, '$.fields.comment'), ''), char(32, 9, 10, 13)) <> '';
INSERT INTO content_revisions (kind, doc_id, revision, body, author, saved_at, changed, restored_from)
  SELECT kind, id, revision, body, modified_by, modified_at, '[""]', NULL FROM content_documents WHERE kind = 'testimonial';
