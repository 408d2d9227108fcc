/**
 * Issue 39, "Staff: what is missing": after a sync, the listings of the published snapshot checked
 * against their region's rules (worker/compliance/rules.ts) and the record replaced (a new gap is seen
 * now, a fixed one leaves, one lacking something again is new again); once a day, when COMPLIANCE_MAIL
 * is on, one mail to the agency naming the gaps no mail named yet, stored then queued, and sent by
 * the delivery queue's consumer under a claim. A failure here is logged, never the sync's.
 */
import { LANGUAGES, type Lang } from "../../client/i18n/languages";
import { propertyPath } from "../../client/i18n/routes";
import type { Bindings } from "../bindings";
import { complianceGapRepository, type ComplianceGapRepository, type FoundGap } from "../compliance/gaps";
import { complianceMail, type ListedIn } from "../compliance/mail";
import { complianceMailRepository, type ComplianceMailRepository } from "../compliance/mails";
import { missingFacts } from "../compliance/rules";
import type { PropertyDetail, PropertySummary } from "../feed/model";
import { snapshotStore } from "../feed/snapshot-store";
import type { SyncRunResult } from "../feed/sync-runs";
import type { ComplianceMailMessageSchema } from "../leads/delivery-messages";
import type { MailContext } from "../mail/lead-mails";
import type { MailTransport } from "../mail/mail";
import { configOf } from "../services/config";
import { dayOf } from "../stats/day";
import type * as v from "valibot";

/** The cron of the daily mail: the hourly trigger's run at this UTC hour (08:00 or 09:00 in Brussels). */
export const COMPLIANCE_MAIL_CRON = "0 0-2,4-23 * * *";
export const COMPLIANCE_MAIL_HOUR_UTC = 7;

/** The gaps of a snapshot's listings: those lacking something, named as their listing names them. */
export function gapsOf(listings: readonly PropertyDetail[]): FoundGap[] {
  return listings.flatMap((listing) => {
    const missing = missingFacts(listing);
    if (missing.length === 0 || listing.region === null) return [];
    const { id, reference, title, city, region, goal, path } = listing;
    return [{ propertyId: id, reference, title, city, region, goal, path, missing }];
  });
}

/**
 * The gaps of every listing of a published version in one language, its detail chunks read one after
 * the other so only one chunk's details are in memory at a time (the sync before it may have held
 * two versions'); chunks + 2 KV reads (at most 42), within the run's operations (worker/feed/README.md,
 * "Where the limits sit"). Null when the version has no such language.
 */
export async function publishedGaps(kv: KVNamespace, version: number, lang: Lang): Promise<FoundGap[] | null> {
  const store = snapshotStore(kv);
  const manifest = await store.readManifest(version);
  const index = manifest && (await store.readIndex(version, lang, manifest));
  if (!index) return null;
  const found: FoundGap[] = [];
  for (let chunk = 0; chunk < index.chunks; chunk += 1) found.push(...gapsOf(await store.readChunk(version, lang, chunk, manifest)));
  return found;
}

/**
 * Checks the published version after a run, once per version: a run that published nothing new
 * (unchanged) checks only a version never checked (the first run after this code was deployed).
 */
export async function checkCompliance(
  deps: { gaps: ComplianceGapRepository; found: (version: number) => Promise<readonly FoundGap[] | null> },
  version: number,
  now: number,
): Promise<number | undefined> {
  if ((await deps.gaps.checkedVersion()) === version) return undefined;
  const found = await deps.found(version);
  if (!found) throw new Error(`the listings of v${version} cannot be read`);
  await deps.gaps.record(version, found, now);
  return found.length;
}

/** What syncListings runs after every run: the check of a published (or never checked) version; its failure is logged, never the run's. */
export async function complianceAfterRun(env: Bindings, result: Pick<SyncRunResult, "outcome" | "version">, now: number = Date.now()): Promise<void> {
  if (result.outcome !== "published" && result.outcome !== "unchanged") return;
  try {
    // The run's own version (published, or the one it found unchanged): no KV read, no pointer a minute old.
    if (result.version === undefined) return;
    await checkCompliance({ gaps: complianceGapRepository(env.DB), found: (version) => publishedGaps(env.FEED, version, LANGUAGES[0]) }, result.version, now);
  } catch (error) {
    console.error("listings not checked for required facts after the sync (the next run tries again)", error);
  }
}

export interface ComplianceMailDeps {
  gaps: Pick<ComplianceGapRepository, "unmailed">;
  mails: ComplianceMailRepository;
  queue: Pick<Queue<v.InferOutput<typeof ComplianceMailMessageSchema>>, "send">;
}

/**
 * The daily run: the one mail of `now`'s agency day, made from the gaps no mail named yet and queued;
 * "none" when there is nothing new, "already" when the day's mail went (or is going) out. A mail of
 * an earlier day that was never sent (its message lost, its retries used up, its delivery dead under
 * its claim) is settled dead first and its listings named in today's mail, so however long an outage
 * lasted, the agency gets one mail a day and every listing is named once it goes out. Today's mail
 * still pending (this hour's run again) is queued again: its claim sends it once.
 */
export async function queueComplianceMail(deps: ComplianceMailDeps, now: number): Promise<"queued" | "none" | "already"> {
  const day = dayOf(new Date(now));
  await deps.mails.foldUnsent(day, now);
  const existing = (await deps.mails.byDay(day))?.state;
  if (existing === "pending") {
    await deps.queue.send({ day, kind: "compliance-mail" }, { contentType: "json" });
    return "queued";
  }
  if (existing !== undefined) return "already";
  const unmailed = await deps.gaps.unmailed();
  if (unmailed.length === 0 || !(await deps.mails.make(day, unmailed, now))) return unmailed.length === 0 ? "none" : "already";
  await deps.queue.send({ day, kind: "compliance-mail" }, { contentType: "json" });
  return "queued";
}

/** The cron's part: at COMPLIANCE_MAIL_HOUR_UTC of the hourly trigger, when COMPLIANCE_MAIL is on. */
export async function dailyComplianceMail(env: Bindings, cron: string, scheduledTime: number): Promise<void> {
  if (cron !== COMPLIANCE_MAIL_CRON || new Date(scheduledTime).getUTCHours() !== COMPLIANCE_MAIL_HOUR_UTC || !configOf(env).complianceMail) return;
  await queueComplianceMail({ gaps: complianceGapRepository(env.DB), mails: complianceMailRepository(env.DB), queue: env.LEAD_DELIVERIES }, scheduledTime);
}

export interface ComplianceDeliveryDeps {
  db: D1Database;
  transport: MailTransport;
  mail: (origin: string | undefined) => MailContext;
  /** The current listings in a language (titles and pages in the agency's), or null when unreadable. */
  listings?: ((lang: Lang) => Promise<readonly PropertySummary[] | null>) | undefined;
}

/**
 * The titles and pages of the mail's listings in the agency's language, read from the published
 * listings when the mail is sent (the record holds the site's first language's); a listing no longer
 * published, or listings unreadable, keep the record's.
 */
async function listedIn(lang: Lang, ids: ReadonlySet<number>, deps: ComplianceDeliveryDeps): Promise<Map<number, ListedIn>> {
  const listed = new Map<number, ListedIn>();
  try {
    for (const item of (await deps.listings?.(lang)) ?? []) if (ids.has(item.id)) listed.set(item.id, { title: item.title, path: propertyPath(lang, item) });
  } catch (error) {
    console.warn(
      "compliance mail: the listings of the agency's language are unreadable, the record's titles are used",
      error instanceof Error ? error.message : error,
    );
  }
  return listed;
}

/** Sends the compliance mail of one day as the delivery queue asks; throws when it should be tried again. */
export async function deliverComplianceMail(day: string, deps: ComplianceDeliveryDeps): Promise<"delivered" | "already" | "gone"> {
  const mails = complianceMailRepository(deps.db);
  const found = await mails.byDay(day);
  if (!found) return "gone";
  if (found.state === "sent" || found.state === "dead") return "already";
  if (!(await mails.claim(day, Date.now()))) throw new Error("the compliance mail is being sent by another delivery");
  let receipt: string;
  try {
    const context = deps.mail(undefined);
    const listed = await listedIn(context.agencyLang, new Set(found.items.map((item) => item.propertyId)), deps);
    receipt = (await deps.transport.send(complianceMail(day, found.items, context, listed))).messageId;
  } catch (error) {
    await mails.settle(day, { state: "pending", error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
  await mails.settle(day, { state: "sent", receipt });
  return "delivered";
}
