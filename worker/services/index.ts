import type { Links } from "../../client/i18n/routes";
import type { PublishedContent } from "../content/published";
import { linksOf } from "../content/page-paths";
import type { Content } from "../content/schema";
import type { DeliveryKind } from "../db/leads";
import { enqueueDeliveries, enqueueDigests, enqueueWatchConfirm } from "../leads/enqueue";
import type { VisitSlot } from "../../client/forms/lead-forms";
import { demoPlannedVisits } from "../feed/demo/visit-agenda";
import { providerConfigOf } from "../feed/provider/config";
import { snapshotVersionRepository } from "../feed/snapshot-versions";
import type { Bindings } from "../bindings";
import { configOf, siteOrigin, type Config } from "./config";
import { requestListings, type Listings, type SeedFirstSnapshot } from "./listings";
import { repositoriesOf, uploadsOf, type Repositories, type Uploads } from "./repositories";

export type { Repositories, Uploads } from "./repositories";

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
  /** Hands a favourites watch's confirmation mail to the delivery queue (worker/favourites). */
  enqueueWatchConfirm(watchId: string): Promise<void>;
  /** Visits the provider's agenda already holds in a slot (the demo's invented ones; none known from a real provider yet). */
  plannedVisits(propertyId: number, day: string, slot: VisitSlot): number;
  /** The uploads bucket (R2) behind a typed store: the media library, testimonial photos. */
  uploads: Uploads;
  /** The base map's PMTiles archive bucket (R2), read by worker/map with ranged reads; undefined without one. */
  mapTiles: R2Bucket | undefined;
  /** Hands a revived alert digest back to the delivery queue (the staff's "send again"). */
  enqueueDigest(digestId: string): Promise<void>;
  /**
   * A wing's own services (worker/staff/services.ts, worker/owner/services.ts), made from the
   * bindings on first use and kept for the request: the wing's routes never hold a binding.
   */
  wing<T>(make: (env: Bindings) => T): T;
  /** Posts per client address (Rate Limiting bindings): forms, send-to-friend, posts without script, owner logins. */
  rateLimits: { form: RateLimit; friend: RateLimit; noScript: RateLimit; login: RateLimit };
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
  let wings: Map<unknown, unknown> | undefined;
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
    repos: repositoriesOf(env, config.local),
    uploads: uploadsOf(env),
    mapTiles: env.MAP_TILES,
    enqueueDeliveries: (leadId, kinds) => enqueueDeliveries(env.LEAD_DELIVERIES, leadId, kinds),
    plannedVisits: plannedVisitsOf(env, config),
    enqueueDigest: (digestId) => enqueueDigests(env.LEAD_DELIVERIES, [digestId]),
    enqueueWatchConfirm: (watchId) => enqueueWatchConfirm(env.LEAD_DELIVERIES, watchId),
    wing<T>(make: (env: Bindings) => T): T {
      wings ??= new Map();
      if (!wings.has(make)) wings.set(make, make(env));
      return wings.get(make) as T;
    },
    rateLimits: { form: env.FORM_RATE_LIMIT, friend: env.FRIEND_RATE_LIMIT, noScript: env.NOSCRIPT_RATE_LIMIT, login: env.LOGIN_RATE_LIMIT },
    waitUntil,
  };
}

/** The provider's agenda: the demo's invented visits, none from a real provider yet (also the favourites' visit check). */
export function plannedVisitsOf(env: Bindings, config: Pick<Config, "visitSlotCapacity">): Services["plannedVisits"] {
  return readProviderConfigSafely(env) ? () => 0 : (propertyId, day, slot) => demoPlannedVisits(propertyId, day, slot, config.visitSlotCapacity);
}

/** Whether a real provider is configured (a broken configuration counts as one: the demo agenda never shows on a real site). */
function readProviderConfigSafely(env: Bindings): boolean {
  try {
    return providerConfigOf(env) !== undefined;
  } catch {
    return true;
  }
}
