import { IDS_IN_PARAM } from "./ids";
import { normaliseEmail } from "./statements";
import { mailStopRepository } from "../db/mail-stops";
import { addressKey } from "../mail/recipient-stop";

/** Everything the site holds of one person, as they may ask for it (GDPR art. 15 and 20). */
export interface PersonExport {
  email: string;
  exportedAt: string;
  leads: Record<string, unknown>[];
  searchAlerts: Record<string, unknown>[];
  /** The person's favourites watches (issue 41) with their change mails and what the visit check remembers of their listings. */
  favouriteWatches: Record<string, unknown>[];
  newsletter: Record<string, unknown>[];
  /** The address as a colleague in the staff area (its name and when it was first and last seen there), when it is one. */
  staff: Record<string, unknown>[];
  /**
   * When the address asked for no more mail from the site (its one-click stop), or null. The stop list
   * holds a fingerprint of the address, not the address (worker/mail/recipient-stop.ts); an erasure keeps it.
   */
  mailStop: { stopped_at: string } | null;
}

/** JSON columns come back as text from D1: a person's export shows them as the data they are. */
const JSON_COLUMNS = new Set(["person", "payload", "criteria"]);

function readable(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([name, value]) => {
      if (typeof value === "string" && JSON_COLUMNS.has(name)) {
        try {
          return [name, JSON.parse(value) as unknown];
        } catch {
          return [name, value];
        }
      }
      // Times are stored as ms epoch: an export is read by people.
      if (typeof value === "number" && name.endsWith("_at")) return [name, new Date(value).toISOString()];
      return [name, value];
    }),
  );
}

async function rows(db: D1Database, sql: string, ...params: (string | number)[]): Promise<Record<string, unknown>[]> {
  const { results } = await db
    .prepare(sql)
    .bind(...params)
    .all<Record<string, unknown>>();
  return results.map(readable);
}

/**
 * The rows of `sql` (which selects `owner` first, then the columns to export, `?1` being the JSON id
 * list of IDS_IN_PARAM) grouped by owner, in one query for all of them: never a query per lead or alert.
 */
async function byOwner(db: D1Database, sql: string, ids: readonly string[]): Promise<Map<string, Record<string, unknown>[]>> {
  const groups = new Map<string, Record<string, unknown>[]>();
  if (ids.length === 0) return groups;
  for (const { owner, ...row } of await rows(db, sql, JSON.stringify(ids))) {
    const key = String(owner);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

/**
 * A page a friend sent to the person (role "recipient"): only what concerns them (when, which page,
 * that it was sent to them, and how that mail went). The lead itself is the sender's: their name, address, phone and
 * message belong to the sender's export, not to the recipient's.
 */
function sentToPerson(lead: Record<string, unknown>, deliveries: readonly Record<string, unknown>[]): Record<string, unknown> {
  return {
    id: lead.id,
    form: lead.form,
    role: "recipient",
    created_at: lead.created_at,
    lang: lead.lang,
    page: lead.page,
    property_id: lead.property_id,
    project_id: lead.project_id,
    deliveries: deliveries.filter((delivery) => delivery.kind === "friend-mail"),
  };
}

/**
 * A favourites change mail as exported: what it was about in words ("kind"), and its `version` only
 * where it is one (a published listings snapshot's number); a visit check's mail says when the check ran.
 */
function watchMailOf({ kind, version, ...mail }: Record<string, unknown>): Record<string, unknown> {
  return kind === "visits"
    ? { kind: "visit slots free again", checked_at: new Date(Number(version)).toISOString(), ...mail }
    : { kind: "listing changes", snapshot_version: version, ...mail };
}

/**
 * One person's data by address: their leads (with deliveries, the agency's testimonial decision, the
 * agents' internal notes on them and their status history),
 * pages a friend sent them (only what concerns them), their search alerts (with the listings matched
 * and the digests sent), their newsletter subscription, and their row as a colleague of the staff area
 * when the address is one. Photos are named by their key, not embedded.
 * A fixed number of queries, however many leads and alerts the person has.
 */
export async function exportPerson(db: D1Database, email: string, now: Date = new Date()): Promise<PersonExport> {
  const address = normaliseEmail(email);
  const found = await rows(
    db,
    "SELECT *, email = ?1 AS sent_by_person FROM leads WHERE email = ?1 OR lower(json_extract(payload, '$.fields.friendEmail')) = ?1 ORDER BY created_at",
    address,
  );
  const alerts = await rows(db, "SELECT * FROM search_alerts WHERE email = ?1 ORDER BY created_at", address);
  const leadIds = found.map((lead) => String(lead.id));
  const alertIds = alerts.map((alert) => String(alert.id));
  const deliveries = await byOwner(
    db,
    `SELECT lead_id AS owner, kind, state, attempts, last_error, updated_at FROM lead_deliveries WHERE lead_id IN (${IDS_IN_PARAM}) ORDER BY kind`,
    leadIds,
  );
  const reviews = await byOwner(
    db,
    `SELECT lead_id AS owner, state, decided_at, decided_by FROM testimonial_reviews WHERE lead_id IN (${IDS_IN_PARAM})`,
    leadIds,
  );
  const notes = await byOwner(
    db,
    `SELECT lead_id AS owner, body, written_by, written_at FROM lead_notes WHERE lead_id IN (${IDS_IN_PARAM}) ORDER BY written_at, id`,
    leadIds,
  );
  const changes = await byOwner(
    db,
    `SELECT lead_id AS owner, from_status, to_status, changed_by, changed_at FROM lead_status_changes WHERE lead_id IN (${IDS_IN_PARAM}) ORDER BY changed_at, id`,
    leadIds,
  );
  const matches = await byOwner(
    db,
    `SELECT alert_id AS owner, property_id, reason, price, previous_price, matched_at, digest_id FROM alert_matches
     WHERE alert_id IN (${IDS_IN_PARAM}) ORDER BY matched_at`,
    alertIds,
  );
  const digests = await byOwner(
    db,
    `SELECT alert_id AS owner, id, state, created_at, sent_at FROM alert_digests WHERE alert_id IN (${IDS_IN_PARAM}) ORDER BY created_at`,
    alertIds,
  );
  const leads = found.map(({ sent_by_person: sentByPerson, visit_cancelled_at: cancelledAt, visit_cancelled_by: cancelledBy, ...lead }) => {
    const id = String(lead.id);
    if (sentByPerson !== 1) return sentToPerson(lead, deliveries.get(id) ?? []);
    return {
      ...lead,
      // A visit request's visit the agency cancelled (migrations/0026), in words (its time already read as one).
      visit_cancelled:
        cancelledAt === null || cancelledAt === undefined
          ? null
          : { meaning: "the agency cancelled this visit; its slot was freed for other visitors", at: cancelledAt, by: cancelledBy },
      role: "sender",
      deliveries: deliveries.get(id) ?? [],
      testimonial_review: reviews.get(id)?.[0] ?? null,
      internal_notes: notes.get(id) ?? [],
      status_history: changes.get(id) ?? [],
    };
  });
  const searchAlerts = alerts.map((alert) => ({ ...alert, matches: matches.get(String(alert.id)) ?? [], digests: digests.get(String(alert.id)) ?? [] }));
  const newsletter = await rows(db, "SELECT * FROM newsletter_subscribers WHERE email = ?1", address);
  const staff = await rows(db, "SELECT email, name, first_seen_at, last_seen_at FROM staff_people WHERE email = ?1", address);
  const stoppedAt = await mailStopRepository(db).stoppedAt(await addressKey(address));
  const mailStop = stoppedAt === undefined ? null : { stopped_at: new Date(stoppedAt).toISOString() };
  const watches = await rows(db, "SELECT * FROM favourite_watches WHERE email = ?1 ORDER BY created_at", address);
  const watchIds = watches.map((watch) => String(watch.id));
  const watchMails = await byOwner(
    db,
    `SELECT watch_id AS owner, kind, version, changes, state, created_at, sent_at FROM favourite_watch_mails WHERE watch_id IN (${IDS_IN_PARAM}) ORDER BY created_at`,
    watchIds,
  );
  const watchSlots = await byOwner(
    db,
    `SELECT watch_id AS owner, property_id, full_moments, all_full, mailed_moments, checked_at FROM favourite_watch_slots WHERE watch_id IN (${IDS_IN_PARAM}) ORDER BY property_id`,
    watchIds,
  );
  const favouriteWatches = watches.map((watch) => ({
    ...watch,
    mails: (watchMails.get(String(watch.id)) ?? []).map(watchMailOf),
    // What the visit check remembers of each watched listing's calendar (migrations/0024).
    visit_calendars: (watchSlots.get(String(watch.id)) ?? []).map(
      // checked_at is already a time in words (readable).
      ({ full_moments: full, all_full: allFull, mailed_moments: mailed, ...slot }) => ({
        ...slot,
        slots_full: JSON.parse(String(full)) as unknown,
        all_slots_full: allFull === 1,
        slots_mailed_as_free_again: JSON.parse(String(mailed)) as unknown,
      }),
    ),
  }));
  return { email: address, exportedAt: now.toISOString(), leads, searchAlerts, favouriteWatches, newsletter, staff, mailStop };
}
