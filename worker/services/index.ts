import type { Links } from "../../client/i18n/routes";
import type { PublishedContent } from "../content/published";
import { linksOf } from "../content/page-paths";
import type { Content } from "../content/schema";
import { captchaReplayRepository } from "../db/captcha-replay";
import { devMailboxRepository } from "../mail/dev-mailbox";
import { leadRepository } from "../db/leads";
import { propertyViewRepository } from "../db/property-views";
import type { DeliveryKind } from "../db/leads";
import { enqueueDeliveries } from "../leads/enqueue";
import type { VisitSlot } from "../../client/forms/lead-forms";
import { demoPlannedVisits } from "../feed/demo/visit-agenda";
import { providerConfigOf } from "../feed/provider/config";
import { syncRunRepository } from "../feed/sync-runs";
import { snapshotVersionRepository } from "../feed/snapshot-versions";
import type { Bindings } from "../bindings";
import { configOf, siteOrigin, type Config } from "./config";
import { requestListings, type Listings, type SeedFirstSnapshot } from "./listings";

/** The D1 repositories (worker/db), one per table group, made when first used. */
export interface Repositories {
  readonly propertyViews: ReturnType<typeof propertyViewRepository>;
  readonly syncRuns: ReturnType<typeof syncRunRepository>;
  readonly leads: ReturnType<typeof leadRepository>;
  readonly captchaReplay: ReturnType<typeof captchaReplayRepository>;
  /** The local mailbox (/dev/mailbox/); undefined on a deployed site, where mail is never kept. */
  readonly devMailbox: ReturnType<typeof devMailboxRepository> | undefined;
}

/**
 * The request's scope: what routes and pages read instead of raw bindings, built once per request by
 * the services middleware from the one published content version the request is answered from (its
 * page addresses included), and passed down from there (`c.var.services`, then arguments). The
 * owner's session joins here, next to the listings.
 */
export interface Services {
  config: Config;
  /** The public origin of this request's absolute addresses (SITE_ORIGIN, else the request's own). */
  origin: string;
  /** The agency's published content (worker/content/published.ts), read once per version per isolate. */
  content: Content;
  /** Its version (0: the content this build carries): part of the edge cache key, so a publish is never mixed with older pages. */
  contentVersion: number;
  /** That version's page addresses (route slugs, the agency's pages): every link the request writes reads them from here. */
  links: Links;
  listings: Listings;
  repos: Repositories;
  /** Hands a stored lead's deliveries to the delivery queue (worker/leads). */
  enqueueDeliveries(leadId: string, kinds: readonly DeliveryKind[]): Promise<void>;
  /** Visits the provider's agenda already holds in a slot (the demo's invented ones; none known from a real provider yet). */
  plannedVisits(propertyId: number, day: string, slot: VisitSlot): number;
  /** Form posts per client address (Rate Limiting bindings). */
  rateLimits: { form: RateLimit; friend: RateLimit; noScript: RateLimit };
  /** Work that may outlive the response (view counters, a first sync in the background). */
  waitUntil(promise: Promise<unknown>): void;
}

/**
 * Builds the services of one request; throws ConfigError when the configuration is unusable. `seed`
 * runs the first sync when there is no snapshot yet (a job's: services never import worker/jobs).
 */
export function createServices(
  env: Bindings,
  requestUrl: string,
  waitUntil: (promise: Promise<unknown>) => void,
  published: PublishedContent,
  seed: SeedFirstSnapshot,
): Services {
  const config = configOf(env);
  let propertyViews: Repositories["propertyViews"] | undefined;
  let syncRuns: Repositories["syncRuns"] | undefined;
  let leads: Repositories["leads"] | undefined;
  let captchaReplay: Repositories["captchaReplay"] | undefined;
  return {
    config,
    origin: siteOrigin(config, requestUrl),
    content: published.content,
    contentVersion: published.version,
    links: linksOf(published.content),
    listings: requestListings(env, {
      maxRemovalShare: config.maxRemovalShare,
      waitUntil,
      recordFault: (fault) => snapshotVersionRepository(env.DB).recordFault(fault, new Date()),
      seed,
    }),
    repos: {
      get propertyViews() {
        return (propertyViews ??= propertyViewRepository(env.DB));
      },
      get syncRuns() {
        return (syncRuns ??= syncRunRepository(env.DB));
      },
      get leads() {
        return (leads ??= leadRepository(env.DB));
      },
      get captchaReplay() {
        return (captchaReplay ??= captchaReplayRepository(env.DB));
      },
      get devMailbox() {
        return config.local ? devMailboxRepository(env.DB) : undefined;
      },
    },
    enqueueDeliveries: (leadId, kinds) => enqueueDeliveries(env.LEAD_DELIVERIES, leadId, kinds),
    plannedVisits: readProviderConfigSafely(env) ? () => 0 : (propertyId, day, slot) => demoPlannedVisits(propertyId, day, slot, config.visitSlotCapacity),
    rateLimits: { form: env.FORM_RATE_LIMIT, friend: env.FRIEND_RATE_LIMIT, noScript: env.NOSCRIPT_RATE_LIMIT },
    waitUntil,
  };
}

/** Whether a real provider is configured (a broken configuration counts as one: the demo agenda never shows on a real site). */
function readProviderConfigSafely(env: Bindings): boolean {
  try {
    return providerConfigOf(env) !== undefined;
  } catch {
    return true;
  }
}
