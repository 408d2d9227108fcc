/**
 * From a published snapshot to the change mails of favourites watches (issue 41, section 2). After a
 * run publishes, each confirmed watch's listings are compared between the previous and the new
 * version (worker/favourites/what-changed.ts); a watch whose listings changed gets one mail, stored
 * first and then queued like an alert digest. With no confirmed watch nothing is read at all. The
 * cron queues again a mail whose message seems lost. A failure is logged, never the run's.
 */
import { LANGUAGES, type Lang } from "../../client/i18n/languages";
import type { Bindings } from "../bindings";
import type { PropertySummary } from "../feed/model";
import { languageIndex } from "../feed/reader";
import { leadRepository } from "../db/leads";
import { bookableDays, visitCalendar, type VisitDay } from "../leads/visit-slots";
import { configOf } from "../services/config";
import { plannedVisitsOf } from "../services";
import { dayOf } from "../stats/day";
import { snapshotStore } from "../feed/snapshot-store";
import type { SyncRunResult } from "../feed/sync-runs";
import { changedFavourites, favouriteChanges, oncePerAddress, type ChangedFavourite, type FavouriteChange } from "../favourites/what-changed";
import { visitNews, type SlotMemory } from "../favourites/visit-news";
import { favouriteWatchRepository, type FavouriteWatch, type FavouriteWatchRepository, type WatchVisitCheck } from "../favourites/watches";
import type { DeliveryMessage } from "../leads/delivery-messages";
import { enqueueWatchMails } from "../leads/enqueue";
import { VISIT_CALENDAR_SHOWN_MS } from "../leads/visit-calendar-memory";
import { EDGE_CACHE_TTL_S } from "../middleware/cache";

/** A change mail pending this long after its message was queued is queued again (that message may be lost). */
export const STALLED_WATCH_MAIL_MS = 5 * 60_000;
/** Change mails queued again per cron run, at most. */
const MAX_REQUEUED_PER_RUN = 500;

export interface WatchPipelineDeps {
  watches: FavouriteWatchRepository;
  queue: Queue<DeliveryMessage>;
  /** A version's properties in a language (null when that version or language cannot be read). */
  properties: (version: number, lang: Lang) => Promise<readonly PropertySummary[] | null>;
}

export function watchPipelineDeps(env: Bindings): WatchPipelineDeps {
  return {
    watches: favouriteWatchRepository(env.DB),
    queue: env.LEAD_DELIVERIES,
    properties: async (version, lang) => (await languageIndex(env.FEED, { version, previous: null, publishedAt: "" }, lang))?.properties ?? null,
  };
}

/** The mail of one watch: its changes, named in its language by the new version (or the previous one for a listing that left). */
async function itemsOf(
  deps: WatchPipelineDeps,
  ids: readonly number[],
  lang: Lang,
  run: { version: number; previous: number },
  first: { before: readonly PropertySummary[]; after: readonly PropertySummary[] },
): Promise<ChangedFavourite[]> {
  const changes = favouriteChanges(first.before, first.after, ids);
  if (changes.length === 0) return [];
  const after = (await deps.properties(run.version, lang)) ?? first.after;
  const before = (await deps.properties(run.previous, lang)) ?? first.before;
  const named = (id: number) => {
    const item = after.find((listing) => listing.id === id) ?? before.find((listing) => listing.id === id);
    return item && { title: `${item.typeName} ${item.city}`, path: item.path, marquee: item.marquee };
  };
  return changedFavourites(changes, named);
}

/** After a published run: one change mail per confirmed watch whose listings changed, stored then queued. */
export async function afterPublishWatches(
  deps: WatchPipelineDeps,
  result: Pick<SyncRunResult, "outcome" | "version">,
  previous: number | null,
  lang: Lang,
): Promise<number> {
  if (result.outcome !== "published" || result.version === undefined || previous === null) return 0;
  const watches = await deps.watches.active();
  if (watches.length === 0) return 0;
  const [after, before] = await Promise.all([deps.properties(result.version, lang), deps.properties(previous, lang)]);
  if (!after || !before) throw new Error(`the snapshots v${previous} and v${result.version} cannot both be read`);
  const run = { version: result.version, previous };
  // Each version and language read once for the whole run, however many watches speak it.
  const read = new Map<string, Promise<readonly PropertySummary[] | null>>();
  const once: WatchPipelineDeps = {
    ...deps,
    properties: (version, language) => {
      const key = `${version}:${language}`;
      if (!read.has(key)) read.set(key, deps.properties(version, language));
      return read.get(key)!;
    },
  };
  const byWatch = new Map<string, ChangedFavourite[]>();
  for (const watch of watches) byWatch.set(watch.id, await itemsOf(once, watch.propertyIds, watch.lang, run, { before, after }));
  const mails = [...oncePerAddress(watches, byWatch)].map(([watchId, items]) => ({ watchId, items }));
  if (mails.length === 0) return 0;
  const made = await deps.watches.storeMails(result.version, mails);
  // A message lost here leaves its mail pending: the cron queues it again (sweepWatchMails).
  await enqueueWatchMails(deps.queue, made);
  return made.length;
}

/** The cron's part: change mails whose queue message seems lost are queued again. */
export async function sweepWatchMails(deps: Pick<WatchPipelineDeps, "watches" | "queue">, now: number = Date.now()): Promise<number> {
  const stalled = await deps.watches.stalledMails(now - STALLED_WATCH_MAIL_MS, MAX_REQUEUED_PER_RUN);
  await enqueueWatchMails(deps.queue, stalled);
  return stalled.length;
}

/** What syncListings runs after every run: the change mails of a published one, its failure logged (never the run's). */
export async function favouriteWatchesAfterRun(env: Bindings, result: Pick<SyncRunResult, "outcome" | "version">, lang: Lang): Promise<void> {
  if (result.outcome !== "published") return;
  try {
    const pointer = await snapshotStore(env.FEED).readPointer();
    const previous = pointer && pointer.version === result.version ? pointer.previous : null;
    await afterPublishWatches(watchPipelineDeps(env), result, previous, lang);
  } catch (error) {
    console.error("favourites change mails not made after the sync (this run's changes are not mailed)", error);
  }
}

export interface VisitCheckDeps {
  watches: FavouriteWatchRepository;
  queue: Queue<DeliveryMessage>;
  /** The published listings of a language now (null when none can be read). */
  listings: (lang: Lang) => Promise<readonly PropertySummary[] | null>;
  /** Each listing's visit calendar as the visit form shows it at `now`: the site's requests and the provider's agenda. */
  calendars: (ids: readonly number[], now: Date) => Promise<Map<number, VisitDay[]>>;
}

export function visitCheckDeps(env: Bindings): VisitCheckDeps {
  const config = configOf(env);
  const planned = plannedVisitsOf(env, config);
  return {
    watches: favouriteWatchRepository(env.DB),
    queue: env.LEAD_DELIVERIES,
    listings: async (lang) => {
      const pointer = await snapshotStore(env.FEED).readPointer();
      return pointer ? ((await languageIndex(env.FEED, pointer, lang))?.properties ?? null) : null;
    },
    calendars: async (ids, now) => {
      const today = dayOf(now);
      const days = bookableDays(today);
      const booked = await leadRepository(env.DB).visitBookingsOf(ids, days[0]!, days[days.length - 1]!);
      return new Map(
        ids.map((id) => [
          id,
          visitCalendar(today, config.visitSlotCapacity, (day, slot) => (booked.get(id)?.get(`${day}T${slot}`) ?? 0) + planned(id, day, slot)),
        ]),
      );
    },
  };
}

const sameMemory = (a: SlotMemory | undefined, b: SlotMemory) => a !== undefined && JSON.stringify(a) === JSON.stringify(b);

/**
 * A visit mail waits this long in the queue (seconds): the link leads to the listing's page, which the
 * edge keeps up to EDGE_CACHE_TTL_S (600 s) and whose calendar an isolate remembers up to
 * VISIT_CALENDAR_SHOWN_MS (60 s). Sent at once, the link could still show the freed slot full.
 */
export const VISIT_MAIL_DELAY_S = EDGE_CACHE_TTL_S + VISIT_CALENDAR_SHOWN_MS / 1000;

/**
 * The crons the visit check runs on: every hour on the hour (the hourly incremental run, and the nightly
 * one at 03:00), not on the quarter-hour ones ("15,30,45 * * * *"): a slot freed is news within the
 * hour, and the check costs a fourth of what it would every 15 minutes.
 */
export const VISIT_CHECK_CRONS: ReadonlySet<string> = new Set(["0 0-2,4-23 * * *", "0 3 * * *"]);

/** Addresses a page of the visit check holds (all their confirmed watches). */
export const VISIT_CHECK_ADDRESSES_PER_PAGE = 100;
/** Addresses one visit check looks at, at most; past it the run stops and says so (the next run starts elsewhere). */
export const MAX_VISIT_CHECK_ADDRESSES = 5_000;

/**
 * The cron's visit check (issue 41, section 2, "a new visit slot"): for every confirmed watch, its
 * listings that take visit requests (on offer, for sale or for rent) are compared with what the watch
 * saw at the previous check (worker/favourites/visit-news.ts); slots free again go into one change
 * mail per watch, named in its language, with a link to the listing's visit form, queued with
 * VISIT_MAIL_DELAY_S. What each watch now knows is stored with its mail, so no slot is mailed twice.
 *
 * The work per run is bounded: the watches are read a page of VISIT_CHECK_ADDRESSES_PER_PAGE addresses
 * at a time, and for each page only its open listings' calendars and memory rows (a sold listing's row
 * is never read). A page costs about 6 D1 queries (its watches, their memory, the bookings of its
 * listings per 90, one batch per 25 watches with mail, the mails made): at 100 addresses of up to
 * MAX_FAVOURITES listings a page, the 5 000 addresses of MAX_VISIT_CHECK_ADDRESSES are 50 pages, some
 * 300 queries, well under the 1 000 D1 queries a paid plan's invocation may make (shared with the
 * rest of the cron's work); run hourly (VISIT_CHECK_CRONS), that is 24 runs a day instead of 96. Past
 * the limit the run stops; it starts at `start` (by default one of the addresses drawn at random: a
 * random string would never start among addresses past its first letter) and wraps around, so
 * successive runs cover everyone. Returns the mails made.
 */
export async function checkVisitSlots(
  deps: VisitCheckDeps,
  now: Date = new Date(),
  from?: string,
  bounds: { addressesPerPage: number; maxAddresses: number } = { addressesPerPage: VISIT_CHECK_ADDRESSES_PER_PAGE, maxAddresses: MAX_VISIT_CHECK_ADDRESSES },
): Promise<number> {
  const start = from ?? (await deps.watches.randomActiveAddress());
  let listings: { open: Set<number>; named: Map<Lang, readonly PropertySummary[]> } | null | undefined;
  let made = 0;
  let seen = 0;
  // From `start` to the end of the addresses, then from their beginning up to `start`.
  for (const [after, upTo] of [
    [start, null],
    ["", start],
  ] as const) {
    let cursor = after;
    for (;;) {
      const room = Math.min(bounds.addressesPerPage, bounds.maxAddresses - seen);
      if (room === 0) {
        if ((await deps.watches.activeByAddress(cursor, upTo, 1)).length > 0)
          console.warn(`favourites visit check stopped after ${seen} addresses (the next run starts elsewhere)`);
        return made;
      }
      const page = await deps.watches.activeByAddress(cursor, upTo, room);
      if (page.length === 0) break;
      // With no confirmed watch nothing else is read.
      if (listings === undefined) {
        const first = await deps.listings(LANGUAGES[0]);
        listings = first && {
          open: new Set(first.filter((item) => item.status === "available").map((item) => item.id)),
          named: new Map([[LANGUAGES[0], first]]),
        };
      }
      if (listings === null) return made;
      made += await checkPage(deps, page, listings, now);
      const addresses = new Set(page.map((watch) => watch.email));
      seen += addresses.size;
      if (addresses.size < room) break;
      cursor = page[page.length - 1]!.email;
    }
  }
  return made;
}

/** One page of the visit check: its watches' news, stored watch by watch with their memory, then queued. */
async function checkPage(
  deps: VisitCheckDeps,
  watches: readonly FavouriteWatch[],
  listings: { open: ReadonlySet<number>; named: Map<Lang, readonly PropertySummary[]> },
  now: Date,
): Promise<number> {
  const ids = [...new Set(watches.flatMap((watch) => watch.propertyIds))].filter((id) => listings.open.has(id));
  if (ids.length === 0) return 0;
  const [calendars, memories] = await Promise.all([
    deps.calendars(ids, now),
    deps.watches.slotMemories(
      watches.map((watch) => watch.id),
      ids,
    ),
  ]);
  const remembered = new Map<string, WatchVisitCheck["memories"]>();
  const byWatch = new Map<string, FavouriteChange[]>();
  for (const watch of watches)
    for (const id of watch.propertyIds) {
      const calendar = calendars.get(id);
      if (!calendar) continue;
      const previous = memories.get(`${watch.id}:${id}`);
      const { news, memory } = visitNews(previous, calendar);
      if (!sameMemory(previous, memory)) remembered.set(watch.id, [...(remembered.get(watch.id) ?? []), { propertyId: id, memory }]);
      if (news.length > 0) byWatch.set(watch.id, [...(byWatch.get(watch.id) ?? []), { id, kind: "visit", moments: news }]);
    }
  const told = oncePerAddress(watches, byWatch);
  const checks: WatchVisitCheck[] = [];
  for (const watch of watches) {
    const changes = told.get(watch.id);
    let items: ChangedFavourite[] = [];
    if (changes) {
      if (!listings.named.has(watch.lang)) listings.named.set(watch.lang, (await deps.listings(watch.lang)) ?? listings.named.get(LANGUAGES[0])!);
      const named = listings.named.get(watch.lang)!;
      items = changedFavourites(changes, (id) => {
        const item = named.find((listing) => listing.id === id);
        return item && { title: `${item.typeName} ${item.city}`, path: item.path };
      });
    }
    const memory = remembered.get(watch.id) ?? [];
    if (items.length > 0 || memory.length > 0) checks.push({ watchId: watch.id, items, memories: memory });
  }
  if (checks.length === 0) return 0;
  const at = now.getTime();
  const made = await deps.watches.storeVisitCheck(at, checks, at + VISIT_MAIL_DELAY_S * 1000);
  // A message lost here leaves its mail pending: the sweep queues it again once it is due.
  await enqueueWatchMails(deps.queue, made, VISIT_MAIL_DELAY_S);
  return made.length;
}
