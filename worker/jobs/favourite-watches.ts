/**
 * From a published snapshot to the change mails of favourites watches (issue 41, section 2). After a
 * run publishes, each confirmed watch's listings are compared between the previous and the new
 * version (worker/favourites/what-changed.ts); a watch whose listings changed gets one mail, stored
 * first and then queued like an alert digest. With no confirmed watch nothing is read at all. The
 * cron queues again a mail whose message seems lost. A failure is logged, never the run's.
 */
import type { Lang } from "../../client/i18n/languages";
import type { Bindings } from "../bindings";
import type { PropertySummary } from "../feed/model";
import { languageIndex } from "../feed/reader";
import { snapshotStore } from "../feed/snapshot-store";
import type { SyncRunResult } from "../feed/sync-runs";
import { changedFavourites, favouriteChanges, type ChangedFavourite } from "../favourites/what-changed";
import { favouriteWatchRepository, type FavouriteWatchRepository } from "../favourites/watches";
import type { DeliveryMessage } from "../leads/delivery-messages";
import { enqueueWatchMails } from "../leads/enqueue";

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
  const mails: { watchId: string; items: ChangedFavourite[] }[] = [];
  for (const watch of watches) {
    const items = await itemsOf(once, watch.propertyIds, watch.lang, run, { before, after });
    if (items.length > 0) mails.push({ watchId: watch.id, items });
  }
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
