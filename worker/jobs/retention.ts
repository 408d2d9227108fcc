import type { Bindings } from "../bindings";
import { loginThrottle } from "../db/login-throttles";
import { ownerPasswordLinkRepository } from "../db/owner-password-links";
import { ownerSessionRepository } from "../auth/owner-sessions";
import { configOf } from "../services/config";
import { favouriteWatchRepository } from "../favourites/watches";
import { IDS_IN_PARAM as IDS } from "../privacy/ids";
import { sweepOrphanPhotos } from "../privacy/photo-sweep";
import { emptyVersions, versionsHoldingTestimonials } from "../privacy/statements";

const MS_PER_DAY = 86_400_000;
/** Leads erased per cron run at most: a backlog (a first deploy, a shorter retention) drains over a few runs, each well inside D1's limits. */
export const PURGE_BATCH_LEADS = 500;
/** Stopped or never confirmed alerts, and unsubscribed or never confirmed addresses, erased per run at most. */
export const PURGE_BATCH_OTHERS = 500;
/**
 * Days a double opt-in (search alert, newsletter address) may wait for its confirmation before it is
 * erased: one never confirmed is spam, or someone typed another person's address, and is no consent.
 * (The lead retention is never shorter: worker/services/config.ts.)
 */
export const UNCONFIRMED_RETENTION_DAYS = 30;

/** What one purge removed. */
export interface PurgeReport {
  leads: number;
  photos: number;
  /** Testimonial photos no lead named, a day old or more (sweepOrphanPhotos). */
  orphanPhotos: number;
  alerts: number;
  subscribers: number;
  /** Favourites watches stopped that long ago, or never confirmed (issue 41). */
  favouriteWatches: number;
  /** Colleagues not seen in the staff area for the lead retention, removed from its list of colleagues. */
  staffPeople: number;
}

/** Expired WebAuthn challenges deleted per run at most. */
export const PURGE_BATCH_CHALLENGES = 1000;

/** What one purge of the owner portal's short-lived rows removed. */
export interface OwnerAuthPurgeReport {
  sessions: number;
  throttles: number;
  challenges: number;
  passwordLinks: number;
}

/**
 * The owner portal's short-lived rows: expired sessions, login throttles that count nothing any
 * more, expired WebAuthn challenges, and password links used or expired more than a day ago. None
 * of them is of use once expired, and sessions and throttles are personal data (worker/privacy/README.md, "Privacy").
 */
export async function purgeOwnerAuth(db: D1Database, now: Date): Promise<OwnerAuthPurgeReport> {
  const at = now.getTime();
  const [sessions, throttles, challenges, passwordLinks] = await Promise.all([
    ownerSessionRepository(db).purgeExpired(at),
    loginThrottle(db).purgeStale(at),
    db
      .prepare("DELETE FROM webauthn_challenges WHERE id IN (SELECT id FROM webauthn_challenges WHERE expires_at <= ?1 LIMIT ?2)")
      .bind(at, PURGE_BATCH_CHALLENGES)
      .run()
      .then((result) => result.meta.changes),
    ownerPasswordLinkRepository(db).purgeSpent(at),
  ]);
  return { sessions, throttles, challenges, passwordLinks };
}

/** Runs `statements` over a JSON array of ids (`?1`) in one transaction. */
function overIds(db: D1Database, ids: readonly string[], statements: readonly string[]): Promise<D1Result[]> {
  const json = JSON.stringify(ids);
  return db.batch(statements.map((sql) => db.prepare(sql).bind(json)));
}

/**
 * Testimonials the site may show: a document with text in the working copy (restored in the editor
 * after a rejection), or one the published version holds (a withdrawal that was not published).
 */
const SHOWN_TESTIMONIALS = `SELECT id FROM content_documents WHERE kind = 'testimonial' AND body <> 'null'
  UNION SELECT r.doc_id FROM content_revisions r JOIN json_each((SELECT documents FROM content_versions WHERE state = 'published' ORDER BY version DESC LIMIT 1)) d
    ON 'testimonial:' || r.doc_id = d.key AND r.revision = d.value WHERE r.kind = 'testimonial' AND r.body <> 'null'`;

/**
 * The retention rule (worker/privacy/README.md, "Privacy"): leads older than LEAD_RETENTION_DAYS are erased with their
 * deliveries, testimonial decisions, demo CRM calls and photos, except testimonials the agency
 * approved (they are published; one rejected since goes, with its content history); search alerts stopped, and newsletter addresses unsubscribed, that
 * long ago are erased too, and alerts and addresses never confirmed after UNCONFIRMED_RETENTION_DAYS.
 * Active alerts and subscriptions stay: the person still wants them. A colleague not seen in the staff
 * area for LEAD_RETENTION_DAYS leaves its list of colleagues (staff_people). The owner portal's expired rows
 * go too (purgeOwnerAuth), and testimonial photos no lead names (sweepOrphanPhotos). At most a batch of each per call; the cron calls it every run (worker/index.ts).
 */
export async function purgeExpired(env: Bindings, now: Date): Promise<PurgeReport> {
  const db = env.DB;
  const cutoff = now.getTime() - configOf(env).leadRetentionDays * MS_PER_DAY;
  const unconfirmedCutoff = now.getTime() - UNCONFIRMED_RETENTION_DAYS * MS_PER_DAY;
  const { results: expired } = await db
    .prepare(
      `SELECT id, json_extract(payload, '$.photo.key') AS photo FROM leads
       WHERE created_at < ?1 AND id NOT IN (SELECT lead_id FROM testimonial_reviews WHERE state = 'approved')
         AND id NOT IN (${SHOWN_TESTIMONIALS})
       ORDER BY created_at LIMIT ?2`,
    )
    .bind(cutoff, PURGE_BATCH_LEADS)
    .all<{ id: string; photo: string | null }>();
  const leadIds = expired.map((row) => row.id);
  const photos = expired.map((row) => row.photo).filter((key): key is string => typeof key === "string" && key.length > 0);
  if (leadIds.length > 0) {
    await overIds(db, leadIds, [
      `DELETE FROM lead_deliveries WHERE lead_id IN (${IDS})`,
      // The agents' internal notes and the status history go with their lead (said, not left to ON DELETE CASCADE).
      `DELETE FROM lead_notes WHERE lead_id IN (${IDS})`,
      `DELETE FROM lead_status_changes WHERE lead_id IN (${IDS})`,
      `DELETE FROM testimonial_reviews WHERE lead_id IN (${IDS})`,
      `DELETE FROM demo_crm_calls WHERE lead_id IN (${IDS})`,
      // A testimonial approved once and rejected since: the older content versions that held its text
      // (the one visitors see does not, or its lead would not be here), its revisions, its document.
      emptyVersions(versionsHoldingTestimonials(IDS)),
      `DELETE FROM content_revisions WHERE kind = 'testimonial' AND doc_id IN (${IDS})`,
      `DELETE FROM content_documents WHERE kind = 'testimonial' AND id IN (${IDS})`,
      // An active or stopped alert or subscription that came with the lead stays (its own rule below
      // erases it); it no longer points at it. An unconfirmed one went long before.
      `UPDATE search_alerts SET lead_id = NULL WHERE lead_id IN (${IDS})`,
      `UPDATE newsletter_subscribers SET lead_id = NULL WHERE lead_id IN (${IDS})`,
      `DELETE FROM leads WHERE id IN (${IDS})`,
    ]);
    if (photos.length > 0) await env.UPLOADS.delete(photos);
  }

  const { results: ended } = await db
    .prepare(
      `SELECT id FROM search_alerts
       WHERE (state = 'stopped' AND stopped_at < ?1) OR (state = 'unconfirmed' AND created_at < ?2) LIMIT ?3`,
    )
    .bind(cutoff, unconfirmedCutoff, PURGE_BATCH_OTHERS)
    .all<{ id: string }>();
  const alertIds = ended.map((row) => row.id);
  if (alertIds.length > 0) {
    await overIds(db, alertIds, [
      `DELETE FROM alert_matches WHERE alert_id IN (${IDS})`,
      `DELETE FROM alert_digests WHERE alert_id IN (${IDS})`,
      `DELETE FROM search_alerts WHERE id IN (${IDS})`,
    ]);
  }
  const subscribers = await db
    .prepare(
      `DELETE FROM newsletter_subscribers WHERE id IN (
         SELECT id FROM newsletter_subscribers
         WHERE (state = 'unsubscribed' AND unsubscribed_at < ?1) OR (state = 'unconfirmed' AND created_at < ?2) LIMIT ?3)`,
    )
    .bind(cutoff, unconfirmedCutoff, PURGE_BATCH_OTHERS)
    .run();
  const favouriteWatches = await favouriteWatchRepository(db).purge(unconfirmedCutoff, cutoff, PURGE_BATCH_OTHERS);
  // A former colleague's name and address: not seen in the staff area for the lead retention (the
  // leads they worked are that old too). Signing in again makes the row again.
  const staffPeople = await db
    .prepare("DELETE FROM staff_people WHERE email IN (SELECT email FROM staff_people WHERE last_seen_at < ?1 LIMIT ?2)")
    .bind(cutoff, PURGE_BATCH_OTHERS)
    .run();
  await purgeOwnerAuth(db, now);
  const orphanPhotos = await sweepOrphanPhotos(db, env.UPLOADS, now);
  return {
    leads: leadIds.length,
    photos: photos.length,
    orphanPhotos,
    alerts: alertIds.length,
    subscribers: subscribers.meta.changes,
    favouriteWatches,
    staffPeople: staffPeople.meta.changes,
  };
}
