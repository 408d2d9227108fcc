/**
 * The SQL of erasing one person, shared by the worker (worker/privacy/erase.ts, D1 batch with bound
 * parameters) and `npm run erase` (worker/dev/erase.ts, the same text with the address written in,
 * through `wrangler d1 execute --local`), so the two can never erase different things. Plain data
 * only: Node runs this file as it is (type stripping), without the Workers types.
 */

/** A statement and its parameters; `?1` in the text is the first one. */
export interface SqlStatement {
  sql: string;
  params: readonly (string | number)[];
}

/**
 * One step of an erasure: the table it empties of the person (or `table.column` for a step that
 * clears the person out of a column of rows that stay), how, and how many rows that will be
 * (`count`, selecting `n`, the same rows the statement changes; none for a step that removes nothing
 * of the person, such as keeping the provider's id of an erased account).
 */
export interface ErasureStep {
  table: string;
  statement: SqlStatement;
  count?: SqlStatement;
}

/** Addresses are stored lower-cased and trimmed (migrations/0003, 0007); a lookup must be too. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The person's leads: the ones they sent, and the pages sent to them by a friend (their address is
 * the whole of such a lead's purpose). `?1` is the normalised address.
 */
const PERSON_LEADS = "SELECT id FROM leads WHERE email = ?1 OR lower(json_extract(payload, '$.fields.friendEmail')) = ?1";
const PERSON_ALERTS = "SELECT id FROM search_alerts WHERE email = ?1";
/**
 * What a staff person's notes, status changes and closed leads say instead of their address once that
 * address is erased: the screens say it in words ("a former colleague", worker/staff/pages/LeadWork.tsx).
 * Never an address (no @), so no colleague can ever be it.
 */
export const FORMER_COLLEAGUE = "former-colleague";
/** The person's owner portal account (one at most: owners.email is unique and normalised alike). */
const PERSON_OWNER = "SELECT id FROM owners WHERE email = ?1";

/** The keys of the person's testimonial photos in the UPLOADS bucket (read before the leads go). */
export function photoKeysStatement(email: string): SqlStatement {
  return {
    sql: `SELECT json_extract(payload, '$.photo.key') AS key FROM leads WHERE id IN (${PERSON_LEADS}) AND json_extract(payload, '$.photo.key') IS NOT NULL`,
    params: [normaliseEmail(email)],
  };
}

/** The person's testimonials as content documents (an approved one's id is its lead's): they leave the working copy first. */
export function testimonialDocumentsStatement(email: string): SqlStatement {
  return { sql: `DELETE FROM content_documents WHERE kind = 'testimonial' AND id IN (${PERSON_LEADS})`, params: [normaliseEmail(email)] };
}

/** The person's testimonials' lead ids: an approved one is also a content document under that id (worker/content/testimonials.ts). */
export function testimonialIdsStatement(email: string): SqlStatement {
  return { sql: `SELECT id FROM leads WHERE id IN (${PERSON_LEADS}) AND form = 'testimonial'`, params: [normaliseEmail(email)] };
}

/**
 * The content versions that hold the text of one of the testimonials whose lead ids `leads` selects:
 * a version records each document it was built from as `testimonial:{id}` and the revision, and one
 * that recorded only its deletion (a revision without a body) holds nothing of it.
 */
export const versionsHoldingTestimonials = (leads: string) => `SELECT version FROM content_versions WHERE EXISTS (
  SELECT 1 FROM json_each(content_versions.documents) d JOIN content_revisions r
    ON r.kind = 'testimonial' AND 'testimonial:' || r.doc_id = d.key AND r.revision = d.value AND r.body <> 'null'
  WHERE r.doc_id IN (${leads}))`;

/**
 * Empties those versions instead of deleting them: their numbers key pages in the edge cache and must
 * never be given to another version (worker/content/content-versions.ts `allocate` numbers from the highest).
 */
export const emptyVersions = (versions: string) =>
  `UPDATE content_versions SET state = 'abandoned', body = X'', sha256 = '', bytes = 0, documents = '{}' WHERE version IN (${versions})`;

const PERSON_CONTENT_VERSIONS = versionsHoldingTestimonials(PERSON_LEADS);

/** Those versions' numbers (read before they go, so the worker can drop its cached copies of them). */
export function contentVersionsStatement(email: string): SqlStatement {
  return { sql: PERSON_CONTENT_VERSIONS, params: [normaliseEmail(email)] };
}

/**
 * Everything of one address, children before parents (so the counts are each table's own, with or
 * without foreign keys enforced): search alerts with their matches and digests, the newsletter
 * subscription, the leads with their deliveries, the agents' internal notes and status history, testimonial
 * decisions and demo CRM calls, an approved
 * testimonial's content document with its revisions and the content versions that held it, the owner
 * portal account with its sessions, password links, passkeys, passkey challenges and listings, and the
 * local mailbox's copies of mails that named the address (that table is empty on a deployed site), and
 * the address as a colleague of the staff area (its row among the colleagues, its assignments, its name
 * on notes, status changes, closed leads and cancelled visits, which then say FORMER_COLLEAGUE).
 * The address's stop of all mail (mail_stops, keyed by a fingerprint of the address: migrations/0020)
 * is kept: it is the person's objection to mail, which an erasure must not undo (the plan says so).
 * The account's failed-login counter is keyed by a hash of the address and expires on its own
 * (worker/jobs/retention.ts). An account made from the provider's owner contact leaves its
 * provider person id in erased_provider_contacts, which the owner sync skips: without it the next
 * sync would make the account again from the contact the agency's software still holds. The agency
 * should remove the person from its software as well; the staff can still invite the address.
 */
export function erasureSteps(email: string): ErasureStep[] {
  const params = [normaliseEmail(email)];
  /** Deletes the table's rows that `where` selects; the count selects the very same rows. */
  const remove = (table: string, where: string): ErasureStep => ({
    table,
    statement: { sql: `DELETE FROM ${table} WHERE ${where}`, params },
    count: { sql: `SELECT count(*) AS n FROM ${table} WHERE ${where}`, params },
  });
  /** Sets `column` to `value` (SQL: NULL, or ?2 the marker) in the rows `where` selects; counted as `table.column`. */
  const clear = (table: string, column: string, value: "NULL" | "?2", where: string): ErasureStep => ({
    table: `${table}.${column}`,
    statement: { sql: `UPDATE ${table} SET ${column} = ${value} WHERE ${where}`, params: value === "?2" ? [...params, FORMER_COLLEAGUE] : params },
    count: { sql: `SELECT count(*) AS n FROM ${table} WHERE ${where}`, params },
  });
  return [
    remove("alert_matches", `alert_id IN (${PERSON_ALERTS})`),
    remove("alert_digests", `alert_id IN (${PERSON_ALERTS})`),
    remove("search_alerts", "email = ?1"),
    remove("newsletter_subscribers", "email = ?1"),
    remove("favourite_watch_slots", "watch_id IN (SELECT id FROM favourite_watches WHERE email = ?1)"),
    remove("favourite_watch_mails", "watch_id IN (SELECT id FROM favourite_watches WHERE email = ?1)"),
    remove("favourite_watches", "email = ?1"),
    remove("testimonial_reviews", `lead_id IN (${PERSON_LEADS})`),
    remove("lead_deliveries", `lead_id IN (${PERSON_LEADS})`),
    // The agents' internal notes on the person's leads and their status history (the foreign keys'
    // ON DELETE CASCADE would take them too, but then uncounted and unsaid).
    remove("lead_notes", `lead_id IN (${PERSON_LEADS})`),
    remove("lead_status_changes", `lead_id IN (${PERSON_LEADS})`),
    remove("demo_crm_calls", `lead_id IN (${PERSON_LEADS})`),
    remove("owner_sessions", `owner_id IN (${PERSON_OWNER})`),
    remove("owner_password_links", `owner_id IN (${PERSON_OWNER})`),
    remove("owner_passkeys", `owner_id IN (${PERSON_OWNER})`),
    remove("webauthn_challenges", `owner_id IN (${PERSON_OWNER})`),
    remove("owner_listings", `owner_id IN (${PERSON_OWNER})`),
    // Kept, not erased: the provider's id of the person, so the owner sync does not make the account again.
    {
      table: "erased_provider_contacts",
      statement: {
        sql: "INSERT OR IGNORE INTO erased_provider_contacts (provider_person_id, erased_at) SELECT provider_person_id, unixepoch() * 1000 FROM owners WHERE email = ?1 AND provider_person_id IS NOT NULL",
        params,
      },
    },
    remove("owners", "email = ?1"),
    remove("dev_mailbox", "instr(lower(mail), ?1) > 0"),
    // An approved testimonial: every content version that held its text (emptied, its number kept), every
    // revision of it, its content document. The worker publishes the site without it first; `npm run
    // erase` does not, so there the site falls back to the newest version without it (or the build's).
    {
      table: "content_versions",
      statement: { sql: emptyVersions(PERSON_CONTENT_VERSIONS), params },
      count: { sql: `SELECT count(*) AS n FROM (${PERSON_CONTENT_VERSIONS})`, params },
    },
    remove("content_revisions", `kind = 'testimonial' AND doc_id IN (${PERSON_LEADS})`),
    { ...remove("content_documents", `kind = 'testimonial' AND id IN (${PERSON_LEADS})`), statement: testimonialDocumentsStatement(email) },
    remove("leads", `id IN (${PERSON_LEADS})`),
    // The address as a colleague in the staff area: their row in the list of colleagues goes, the leads
    // assigned to them are assigned to nobody, and their notes, status changes and closed leads keep
    // (and visits they cancelled) FORMER_COLLEAGUE instead of the address. Run after the person's own leads went, so these steps'
    // rows (the same before and after) are other people's leads only.
    remove("staff_people", "email = ?1"),
    clear("leads", "assignee", "NULL", `assignee = ?1 AND id NOT IN (${PERSON_LEADS})`),
    clear("leads", "handled_by", "?2", `handled_by = ?1 AND id NOT IN (${PERSON_LEADS})`),
    clear("leads", "visit_cancelled_by", "?2", `visit_cancelled_by = ?1 AND id NOT IN (${PERSON_LEADS})`),
    clear("lead_notes", "written_by", "?2", `written_by = ?1 AND lead_id NOT IN (${PERSON_LEADS})`),
    clear("lead_status_changes", "changed_by", "?2", `changed_by = ?1 AND lead_id NOT IN (${PERSON_LEADS})`),
  ];
}

/** A SQL string literal: single quotes doubled, so no value can end it. */
function sqlLiteral(value: string | number): string {
  return typeof value === "number" ? String(value) : `'${value.replaceAll("'", "''")}'`;
}

/** The statement with its parameters written in, for a tool that takes SQL text only (wrangler d1 execute --command). */
export function inlineSql(statement: SqlStatement): string {
  return statement.sql.replace(/\?(\d+)/g, (_match, index: string) => {
    const value = statement.params[Number(index) - 1];
    if (value === undefined) throw new RangeError(`no parameter ?${index}`);
    return sqlLiteral(value);
  });
}

/**
 * The person's testimonials the site shows now: their lead ids among the documents of the newest
 * published content version (what erasing takes off the site first, worker/privacy/erase.ts).
 */
const SHOWN_TESTIMONIALS = `SELECT count(*) AS n FROM leads WHERE id IN (${PERSON_LEADS}) AND form = 'testimonial' AND 'testimonial:' || id IN (
  SELECT key FROM json_each((SELECT documents FROM content_versions WHERE state = 'published' ORDER BY version DESC LIMIT 1)))`;

/**
 * What an erasure of the address will remove, read before it runs, in this order (one result list
 * each): every step's count, the owner account's name, its listings, the testimonials the site shows,
 * and the photo keys. Run by the worker (D1 batch) and `npm run erase` (wrangler) alike, and read by
 * readPlan (worker/privacy/plan.ts).
 */
export function planStatements(email: string): { counted: ErasureStep[]; statements: SqlStatement[] } {
  const params = [normaliseEmail(email)];
  const counted = erasureSteps(email).filter((step) => step.count !== undefined);
  return {
    counted,
    statements: [
      ...counted.map((step) => step.count!),
      { sql: "SELECT first_name, last_name FROM owners WHERE email = ?1", params },
      { sql: `SELECT kind, listing_id FROM owner_listings WHERE owner_id IN (${PERSON_OWNER}) ORDER BY kind, listing_id`, params },
      { sql: SHOWN_TESTIMONIALS, params },
      photoKeysStatement(email),
    ],
  };
}
