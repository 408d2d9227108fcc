/**
 * The favourites watches and their change mails (D1 migrations/0023): who asked to hear of changes
 * on which listings, and the mails a published snapshot gave them. Rows go in as one JSON parameter
 * per statement (json_each) where there may be many, as worker/alerts/alert-changes.ts does.
 */
import type { Lang } from "../../client/i18n/languages";
import { jsonChunks } from "../db/json-chunks";
import type { SlotMemory } from "./visit-news";
import type { ChangedFavourite } from "./what-changed";

export type WatchState = "unconfirmed" | "active" | "stopped";

export interface FavouriteWatch {
  id: string;
  lang: Lang;
  email: string;
  propertyIds: number[];
  state: WatchState;
  createdAt: number;
  confirmedAt: number | null;
  stoppedAt: number | null;
}

export interface WatchMail {
  id: string;
  watchId: string;
  version: number;
  items: ChangedFavourite[];
  state: "pending" | "sending" | "sent" | "dead";
}

interface WatchRow {
  id: string;
  lang: Lang;
  email: string;
  property_ids: string;
  state: WatchState;
  created_at: number;
  confirmed_at: number | null;
  stopped_at: number | null;
}

const watchOf = (row: WatchRow): FavouriteWatch => ({
  id: row.id,
  lang: row.lang,
  email: row.email,
  propertyIds: JSON.parse(row.property_ids) as number[],
  state: row.state,
  createdAt: row.created_at,
  confirmedAt: row.confirmed_at,
  stoppedAt: row.stopped_at,
});

/** A change mail claimed this long ago and never settled is taken to be lost with its delivery: another may claim it. */
export const STALE_CLAIM_MS = 10 * 60_000;
/** Statements sent in one D1 batch, at most (one transaction). */
const STATEMENTS_PER_BATCH = 50;

/** One watch's part of a visit check: its mail of freed slots (no items: none) and what it now remembers of its listings' calendars. */
export interface WatchVisitCheck {
  watchId: string;
  items: ChangedFavourite[];
  memories: { propertyId: number; memory: SlotMemory }[];
}

export function favouriteWatchRepository(db: D1Database, now: () => number = Date.now) {
  const one = async (id: string) => {
    const row = await db.prepare("SELECT * FROM favourite_watches WHERE id = ?").bind(id).first<WatchRow>();
    return row ? watchOf(row) : undefined;
  };
  /**
   * The statements storing one mail per watch for a snapshot version or a visit check, and the ids they
   * would make. `dueAt`: when its queue message is to be delivered (queued_at; a delayed message's mail
   * is not taken for lost before then), now unless said.
   */
  const mailStatements = (kind: "snapshot" | "visits", version: number, mails: readonly { watchId: string; items: ChangedFavourite[] }[], dueAt?: number) => {
    const rows = mails.map((mail) => [crypto.randomUUID(), mail.watchId, JSON.stringify(mail.items)]);
    const at = now();
    const statements = jsonChunks(rows).map((json) =>
      db
        .prepare(
          `INSERT OR IGNORE INTO favourite_watch_mails (id, watch_id, kind, version, changes, created_at, queued_at)
           SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), ?, ?, json_extract(value, '$[2]'), ?, ? FROM json_each(?)`,
        )
        .bind(kind, version, at, dueAt ?? at, json),
    );
    return { statements, ids: rows.map((row) => row[0]!) };
  };
  /**
   * Runs the statements in batches (one D1 batch is one transaction) and returns which of `ids` were
   * stored (a watch that had its mail kept the older one). `together`: statements that must land in the
   * same batch (one watch's mail and calendar memory) are one group, never split between two batches.
   */
  const store = async ({
    statements,
    ids,
    together,
  }: {
    statements: D1PreparedStatement[];
    ids: string[];
    together?: D1PreparedStatement[][];
  }): Promise<string[]> => {
    const groups = together ?? statements.map((statement) => [statement]);
    let batch: D1PreparedStatement[] = [];
    for (const group of groups) {
      if (batch.length > 0 && batch.length + group.length > STATEMENTS_PER_BATCH) {
        await db.batch(batch);
        batch = [];
      }
      batch.push(...group);
    }
    if (batch.length > 0) await db.batch(batch);
    const made = new Set<string>();
    for (const json of jsonChunks(ids))
      for (const row of (await db.prepare("SELECT id FROM favourite_watch_mails WHERE id IN (SELECT value FROM json_each(?))").bind(json).all<{ id: string }>())
        .results)
        made.add(row.id);
    return [...made];
  };
  return {
    /**
     * A new unconfirmed watch of `email` on `ids`. An address already watching exactly these listings
     * (unconfirmed or active) gets no second row: its existing one is returned, with `created` false.
     */
    async create(email: string, lang: Lang, ids: readonly number[]): Promise<{ watch: FavouriteWatch; created: boolean }> {
      const address = email.trim().toLowerCase();
      const json = JSON.stringify(ids);
      const existing = await db
        .prepare("SELECT * FROM favourite_watches WHERE email = ? AND property_ids = ? AND state <> 'stopped' ORDER BY created_at DESC LIMIT 1")
        .bind(address, json)
        .first<WatchRow>();
      if (existing) return { watch: watchOf(existing), created: false };
      const id = crypto.randomUUID();
      await db
        .prepare("INSERT INTO favourite_watches (id, lang, email, property_ids, state, created_at) VALUES (?, ?, ?, ?, 'unconfirmed', ?)")
        .bind(id, lang, address, json, now())
        .run();
      return { watch: (await one(id))!, created: true };
    },

    byId: one,

    /** Confirms an unconfirmed watch (the mail's link, then a POST); returns it as it is afterwards. */
    async confirm(id: string): Promise<FavouriteWatch | undefined> {
      await db.prepare("UPDATE favourite_watches SET state = 'active', confirmed_at = ? WHERE id = ? AND state = 'unconfirmed'").bind(now(), id).run();
      return one(id);
    },

    /** Stops a watch, confirmed or not; a watch already stopped keeps the time it stopped. */
    async stop(id: string): Promise<FavouriteWatch | undefined> {
      await db.prepare("UPDATE favourite_watches SET state = 'stopped', stopped_at = ? WHERE id = ? AND state <> 'stopped'").bind(now(), id).run();
      return one(id);
    },

    /** Records what became of the confirmation mail (its receipt, or why none was sent). */
    async settleConfirm(id: string, receipt: string): Promise<void> {
      await db.prepare("UPDATE favourite_watches SET confirm_receipt = ? WHERE id = ?").bind(receipt, id).run();
    },

    /**
     * A page of the visit check: the confirmed watches of the first `addresses` addresses after `after`
     * (and not after `upTo`, when given), by address. An address's watches all come in the same page, so
     * a slot is mailed to an address once (what-changed.ts oncePerAddress).
     */
    async activeByAddress(after: string, upTo: string | null, addresses: number): Promise<FavouriteWatch[]> {
      const { results } = await db
        .prepare(
          `SELECT * FROM favourite_watches WHERE state = 'active' AND email IN (
             SELECT DISTINCT email FROM favourite_watches WHERE state = 'active' AND email > ?1 AND (?2 IS NULL OR email <= ?2) ORDER BY email LIMIT ?3)
           ORDER BY email, id`,
        )
        .bind(after, upTo, addresses)
        .all<WatchRow>();
      return results.map(watchOf);
    },

    /**
     * One of the addresses with a confirmed watch, drawn at random ("" when there is none): where a
     * bounded run over the addresses starts, so that successive runs reach every one of them.
     */
    async randomActiveAddress(): Promise<string> {
      const row = await db
        .prepare(
          `SELECT email FROM (SELECT DISTINCT email FROM favourite_watches WHERE state = 'active') ORDER BY email LIMIT 1
           OFFSET (SELECT abs(random()) % max(count(DISTINCT email), 1) FROM favourite_watches WHERE state = 'active')`,
        )
        .first<{ email: string }>();
      return row?.email ?? "";
    },

    /** Every confirmed watch: what a published snapshot is compared for. */
    async active(): Promise<FavouriteWatch[]> {
      const { results } = await db.prepare("SELECT * FROM favourite_watches WHERE state = 'active'").all<WatchRow>();
      return results.map(watchOf);
    },

    /**
     * Stores one change mail per watch for a published snapshot's version (a watch that already has
     * one for it keeps it: a repeated call changes nothing) and returns the ids of the mails this call made.
     */
    async storeMails(version: number, mails: readonly { watchId: string; items: ChangedFavourite[] }[]): Promise<string[]> {
      return store(mailStatements("snapshot", version, mails));
    },

    /**
     * What each of `watchIds` remembered of the visit calendars of `propertyIds` (the listings still taking
     * visit requests: a sold one's row is not read) at the previous check, by `${watchId}:${propertyId}`.
     */
    async slotMemories(watchIds: readonly string[], propertyIds: readonly number[]): Promise<Map<string, SlotMemory>> {
      const memories = new Map<string, SlotMemory>();
      if (propertyIds.length === 0) return memories;
      const listings = JSON.stringify(propertyIds);
      for (const json of jsonChunks(watchIds)) {
        const { results } = await db
          .prepare(
            "SELECT * FROM favourite_watch_slots WHERE watch_id IN (SELECT value FROM json_each(?1)) AND property_id IN (SELECT value FROM json_each(?2))",
          )
          .bind(json, listings)
          .all<{ watch_id: string; property_id: number; full_moments: string; all_full: number; mailed_moments: string }>();
        for (const row of results)
          memories.set(`${row.watch_id}:${row.property_id}`, {
            full: JSON.parse(row.full_moments) as string[],
            allFull: row.all_full === 1,
            mailed: JSON.parse(row.mailed_moments) as string[],
          });
      }
      return memories;
    },

    /**
     * One visit check (at `at`, ms) of a page of watches: each watch's mail of freed slots and what it now
     * remembers of its listings' calendars go in the same D1 batch (one transaction), so a slot recorded
     * as mailed has its mail and a mail made has its memory, whatever fails between two batches. A mail's
     * queue message is due at `dueAt` (its delay). Returns the ids of the mails made.
     */
    async storeVisitCheck(at: number, checks: readonly WatchVisitCheck[], dueAt: number = at): Promise<string[]> {
      const rememberOf = (check: WatchVisitCheck) =>
        jsonChunks(
          check.memories.map(({ propertyId, memory }) => [
            check.watchId,
            propertyId,
            JSON.stringify(memory.full),
            memory.allFull ? 1 : 0,
            JSON.stringify(memory.mailed),
          ]),
        ).map((json) =>
          db
            .prepare(
              `INSERT INTO favourite_watch_slots (watch_id, property_id, full_moments, all_full, mailed_moments, checked_at)
             SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), json_extract(value, '$[3]'), json_extract(value, '$[4]'), ?
             FROM json_each(?) WHERE true
             ON CONFLICT (watch_id, property_id) DO UPDATE SET full_moments = excluded.full_moments, all_full = excluded.all_full,
               mailed_moments = excluded.mailed_moments, checked_at = excluded.checked_at`,
            )
            .bind(at, json),
        );
      const groups = checks.map((check) => {
        const mail = check.items.length > 0 ? mailStatements("visits", at, [check], dueAt) : { statements: [], ids: [] };
        return { statements: [...mail.statements, ...rememberOf(check)], ids: mail.ids };
      });
      return store({
        statements: groups.flatMap((group) => group.statements),
        ids: groups.flatMap((group) => group.ids),
        together: groups.map((group) => group.statements),
      });
    },

    async mail(id: string): Promise<WatchMail | undefined> {
      const row = await db
        .prepare("SELECT id, watch_id, version, changes, state FROM favourite_watch_mails WHERE id = ?")
        .bind(id)
        .first<{ id: string; watch_id: string; version: number; changes: string; state: WatchMail["state"] }>();
      return row
        ? { id: row.id, watchId: row.watch_id, version: row.version, items: JSON.parse(row.changes) as ChangedFavourite[], state: row.state }
        : undefined;
    },

    /** Claims a pending mail (or one whose claim went stale) for one delivery; false when another holds it or it is done. */
    async claimMail(id: string, at: number): Promise<boolean> {
      const result = await db
        .prepare(
          "UPDATE favourite_watch_mails SET state = 'sending', claimed_at = ? WHERE id = ? AND (state = 'pending' OR (state = 'sending' AND claimed_at < ?))",
        )
        .bind(at, id, at - STALE_CLAIM_MS)
        .run();
      return result.meta.changes > 0;
    },

    async settleMail(id: string, outcome: { state: "sent"; receipt: string } | { state: "pending" | "dead"; error: string }): Promise<void> {
      if (outcome.state === "sent")
        await db.prepare("UPDATE favourite_watch_mails SET state = 'sent', sent_at = ?, receipt = ? WHERE id = ?").bind(now(), outcome.receipt, id).run();
      // A mail once sent stays sent (a late dead letter of a duplicate message must not undo it); a
      // failed attempt renews its queue time, as the queue retries it, so the cron does not queue it again too.
      else if (outcome.state === "pending")
        await db
          .prepare("UPDATE favourite_watch_mails SET state = 'pending', last_error = ?, queued_at = ? WHERE id = ? AND state <> 'sent'")
          .bind(outcome.error.slice(0, 500), now(), id)
          .run();
      else
        await db
          .prepare("UPDATE favourite_watch_mails SET state = 'dead', last_error = ? WHERE id = ? AND state <> 'sent'")
          .bind(outcome.error.slice(0, 500), id)
          .run();
    },

    /** Pending mails whose queue message seems lost (queued before `before`): queued again by the cron, their time renewed. */
    async stalledMails(before: number, limit: number): Promise<string[]> {
      const { results } = await db
        .prepare("SELECT id FROM favourite_watch_mails WHERE state = 'pending' AND queued_at < ? ORDER BY created_at LIMIT ?")
        .bind(before, limit)
        .all<{ id: string }>();
      const ids = results.map((row) => row.id);
      if (ids.length > 0)
        await db.prepare("UPDATE favourite_watch_mails SET queued_at = ? WHERE id IN (SELECT value FROM json_each(?))").bind(now(), JSON.stringify(ids)).run();
      return ids;
    },

    /** The newest watches, every state (the staff's list beside the search alerts). */
    async recent(limit: number): Promise<FavouriteWatch[]> {
      const { results } = await db.prepare("SELECT * FROM favourite_watches ORDER BY created_at DESC LIMIT ?").bind(limit).all<WatchRow>();
      return results.map(watchOf);
    },

    /** An address's watches (the privacy desk's export, the staff's list of subscribers). */
    async byEmail(email: string): Promise<FavouriteWatch[]> {
      const { results } = await db
        .prepare("SELECT * FROM favourite_watches WHERE email = ? ORDER BY created_at")
        .bind(email.trim().toLowerCase())
        .all<WatchRow>();
      return results.map(watchOf);
    },

    /**
     * Retention: deletes watches never confirmed since `unconfirmedBefore` and watches stopped since
     * `stoppedBefore` (with their mails); returns how many.
     */
    async purge(unconfirmedBefore: number, stoppedBefore: number, limit: number): Promise<number> {
      const doomed = `SELECT id FROM favourite_watches WHERE (state = 'unconfirmed' AND created_at < ?1) OR (state = 'stopped' AND stopped_at < ?2) ORDER BY id LIMIT ?3`;
      const [, , watches] = await db.batch([
        db.prepare(`DELETE FROM favourite_watch_slots WHERE watch_id IN (${doomed})`).bind(unconfirmedBefore, stoppedBefore, limit),
        db.prepare(`DELETE FROM favourite_watch_mails WHERE watch_id IN (${doomed})`).bind(unconfirmedBefore, stoppedBefore, limit),
        db.prepare(`DELETE FROM favourite_watches WHERE id IN (${doomed})`).bind(unconfirmedBefore, stoppedBefore, limit),
      ]);
      return watches!.meta.changes;
    },
  };
}

export type FavouriteWatchRepository = ReturnType<typeof favouriteWatchRepository>;
