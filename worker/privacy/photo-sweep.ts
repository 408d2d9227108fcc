/**
 * Testimonial photos no lead names. A photo is put only after its lead is stored (worker/leads/photo.ts)
 * and goes with its lead (retention, erasure); one left behind all the same (a photo put by an older
 * version before a lead that was never stored, a delete that failed) would be personal data nothing
 * ever finds. Each cron run deletes those older than ORPHAN_PHOTO_AGE_MS.
 */
import { TESTIMONIAL_PHOTO_PREFIX } from "../leads/photo";

/**
 * How old an unnamed photo must be before it goes: far longer than any post takes between naming a
 * photo in its lead and putting it, so a photo whose lead is being stored right now is never taken.
 */
export const ORPHAN_PHOTO_AGE_MS = 86_400_000;
/** Objects listed per page (R2's own maximum; one delete takes as many keys). */
const LIST_PAGE = 1000;
/** Pages listed per run at most: 50 000 photos, far more than an agency's testimonials in a retention. */
const MAX_PAGES = 50;

/** The keys among `keys` some lead names as its photo (one query over a JSON array of keys). */
async function namedByLeads(db: D1Database, keys: readonly string[]): Promise<Set<string>> {
  const { results } = await db
    .prepare(
      `SELECT json_extract(payload, '$.photo.key') AS key FROM leads
       WHERE json_extract(payload, '$.photo.key') IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(keys))
    .all<{ key: string }>();
  return new Set(results.map((row) => row.key));
}

/** Deletes the testimonial photos older than ORPHAN_PHOTO_AGE_MS that no lead names; returns how many. */
export async function sweepOrphanPhotos(db: D1Database, uploads: R2Bucket, now: Date): Promise<number> {
  const cutoff = now.getTime() - ORPHAN_PHOTO_AGE_MS;
  let deleted = 0;
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const listed = await uploads.list({ prefix: TESTIMONIAL_PHOTO_PREFIX, limit: LIST_PAGE, ...(cursor ? { cursor } : {}) });
    const old = listed.objects.filter((object) => object.uploaded.getTime() < cutoff).map((object) => object.key);
    if (old.length > 0) {
      const named = await namedByLeads(db, old);
      const orphans = old.filter((key) => !named.has(key));
      if (orphans.length > 0) await uploads.delete(orphans);
      deleted += orphans.length;
    }
    if (!listed.truncated) break;
    cursor = listed.cursor;
  }
  return deleted;
}
