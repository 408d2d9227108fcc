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
/**
 * Pages listed per run at most: 50 000 photos, far more than an agency's testimonials in a retention.
 * Should there be more, the next run goes on where this one stopped (sweep_positions), so every
 * photo is reached within a few runs.
 */
export const MAX_PAGES = 50;
/** This sweep's row in sweep_positions (migrations/0022_photo_sweep.sql). */
const POSITION = "orphan-photos";

/**
 * The keys among `keys` some lead names as its photo: one query over a JSON array of keys, which
 * reads the index leads_photo_key (migrations/0022_photo_sweep.sql: the same expression and form).
 */
export async function namedByLeads(db: D1Database, keys: readonly string[]): Promise<Set<string>> {
  const { results } = await db
    .prepare(
      `SELECT json_extract(payload, '$.photo.key') AS key FROM leads
       WHERE form = 'testimonial' AND json_extract(payload, '$.photo.key') IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(keys))
    .all<{ key: string }>();
  return new Set(results.map((row) => row.key));
}

/**
 * Deletes the testimonial photos older than ORPHAN_PHOTO_AGE_MS that no lead names; returns how many.
 * Starts after the last key the previous run saw, when it stopped at MAX_PAGES; from the start otherwise.
 * `limits` are R2's page and the run's bound (smaller in tests).
 */
export async function sweepOrphanPhotos(
  db: D1Database,
  uploads: R2Bucket,
  now: Date,
  limits: { pageSize: number; maxPages: number } = { pageSize: LIST_PAGE, maxPages: MAX_PAGES },
): Promise<number> {
  const cutoff = now.getTime() - ORPHAN_PHOTO_AGE_MS;
  const position = await db.prepare("SELECT after_key FROM sweep_positions WHERE name = ?1").bind(POSITION).first<{ after_key: string }>();
  let deleted = 0;
  let cursor: string | undefined;
  let last: string | undefined;
  let done = false;
  for (let page = 0; page < limits.maxPages; page++) {
    const listed = await uploads.list({
      prefix: TESTIMONIAL_PHOTO_PREFIX,
      limit: limits.pageSize,
      ...(cursor ? { cursor } : position ? { startAfter: position.after_key } : {}),
    });
    last = listed.objects.at(-1)?.key ?? last;
    const old = listed.objects.filter((object) => object.uploaded.getTime() < cutoff).map((object) => object.key);
    if (old.length > 0) {
      const named = await namedByLeads(db, old);
      const orphans = old.filter((key) => !named.has(key));
      if (orphans.length > 0) await uploads.delete(orphans);
      deleted += orphans.length;
    }
    if (!listed.truncated) {
      done = true;
      break;
    }
    cursor = listed.cursor;
  }
  // Listed to the end: the next run starts over; else it goes on after the last key seen here.
  if (done || !last) await db.prepare("DELETE FROM sweep_positions WHERE name = ?1").bind(POSITION).run();
  else
    await db
      .prepare("INSERT INTO sweep_positions (name, after_key) VALUES (?1, ?2) ON CONFLICT (name) DO UPDATE SET after_key = excluded.after_key")
      .bind(POSITION, last)
      .run();
  return deleted;
}
