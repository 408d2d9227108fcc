import type { Lang } from "../../client/i18n/languages";

/** The form key of a testimonial lead (client/forms/lead-forms.ts). */
export const TESTIMONIAL_FORM = "testimonial";
/** Pending testimonials one staff page lists, oldest first (the queue the agency works through). */
export const MAX_PENDING_TESTIMONIALS = 100;

/** A testimonial as the visitor sent it (leads.payload.fields), with its lead. */
export interface StoredTestimonial {
  leadId: string;
  lang: Lang;
  page: string;
  createdAt: number;
  name: string;
  comment: string;
  website: string | undefined;
  /** The photo's key in the UPLOADS bucket: shown to the staff only. */
  photoKey: string | undefined;
}

interface TestimonialRow {
  id: string;
  lang: Lang;
  page: string;
  created_at: number;
  name: string | null;
  comment: string | null;
  website: string | null;
  photo_key: string | null;
}

const COLUMNS = `l.id, l.lang, l.page, l.created_at,
  json_extract(l.payload, '$.fields.name') AS name, json_extract(l.payload, '$.fields.comment') AS comment,
  json_extract(l.payload, '$.fields.website') AS website, json_extract(l.payload, '$.photo.key') AS photo_key`;

function testimonialOf(row: TestimonialRow): StoredTestimonial {
  return {
    leadId: row.id,
    lang: row.lang,
    page: row.page,
    createdAt: row.created_at,
    name: row.name ?? "",
    comment: row.comment ?? "",
    website: row.website || undefined,
    photoKey: row.photo_key ?? undefined,
  };
}

/** Testimonials (leads of the testimonial form) and the agency's decisions on them (D1 testimonial_reviews). */
export function staffTestimonialRepository(db: D1Database, now: () => number = Date.now) {
  return {
    /** Testimonials nobody decided on yet, spam left out, oldest first. */
    async pending(): Promise<StoredTestimonial[]> {
      const { results } = await db
        .prepare(
          `SELECT ${COLUMNS} FROM leads l LEFT JOIN testimonial_reviews r ON r.lead_id = l.id
           WHERE l.form = ? AND l.captcha <> 'spam' AND r.lead_id IS NULL ORDER BY l.created_at LIMIT ?`,
        )
        .bind(TESTIMONIAL_FORM, MAX_PENDING_TESTIMONIALS)
        .all<TestimonialRow>();
      return results.map(testimonialOf);
    },

    async byId(leadId: string): Promise<StoredTestimonial | undefined> {
      const row = await db.prepare(`SELECT ${COLUMNS} FROM leads l WHERE l.id = ? AND l.form = ?`).bind(leadId, TESTIMONIAL_FORM).first<TestimonialRow>();
      return row ? testimonialOf(row) : undefined;
    },

    /** Records the agency's decision (a later one replaces it); false when the lead is no testimonial. */
    async decide(leadId: string, state: "approved" | "rejected", by: string): Promise<boolean> {
      const result = await db
        .prepare(
          `INSERT INTO testimonial_reviews (lead_id, state, decided_at, decided_by)
           SELECT id, ?, ?, ? FROM leads WHERE id = ? AND form = ? AND captcha <> 'spam'
           ON CONFLICT (lead_id) DO UPDATE SET state = excluded.state, decided_at = excluded.decided_at, decided_by = excluded.decided_by`,
        )
        .bind(state, now(), by, leadId, TESTIMONIAL_FORM)
        .run();
      return result.meta.changes > 0;
    },

    async pendingCount(): Promise<number> {
      const row = await db
        .prepare(
          `SELECT count(*) AS n FROM leads l LEFT JOIN testimonial_reviews r ON r.lead_id = l.id WHERE l.form = ? AND l.captcha <> 'spam' AND r.lead_id IS NULL`,
        )
        .bind(TESTIMONIAL_FORM)
        .first<{ n: number }>();
      return row?.n ?? 0;
    },
  };
}

export type StaffTestimonialRepository = ReturnType<typeof staffTestimonialRepository>;
