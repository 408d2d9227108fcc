import { seedContent } from "../content";
import type { Content } from "../content/schema";
import { propertyViewRepository } from "../db/property-views";
import { syncRunRepository } from "../db/sync-runs";
import type { Bindings } from "../bindings";
import { configOf, siteOrigin, type Config } from "./config";
import { requestListings, type Listings } from "./listings";

/** The D1 repositories (worker/db), one per table group, made when first used. */
export interface Repositories {
  readonly propertyViews: ReturnType<typeof propertyViewRepository>;
  readonly syncRuns: ReturnType<typeof syncRunRepository>;
}

/**
 * What routes and pages read instead of raw bindings, built once per request by the services
 * middleware. The coming capabilities join here: the mail outbox (a queue producer) next to the
 * repositories, the owner's session next to the listings.
 */
export interface Services {
  config: Config;
  /** The public origin of this request's absolute addresses (SITE_ORIGIN, else the request's own). */
  origin: string;
  /** The agency's content: today the bundled seed; a later issue serves the published version from D1 here. */
  content: Content;
  listings: Listings;
  repos: Repositories;
  /** Work that may outlive the response (view counters, a first sync in the background). */
  waitUntil(promise: Promise<unknown>): void;
}

/** Builds the services of one request; throws ConfigError when the configuration is unusable. */
export function createServices(env: Bindings, requestUrl: string, waitUntil: (promise: Promise<unknown>) => void): Services {
  const config = configOf(env);
  let propertyViews: Repositories["propertyViews"] | undefined;
  let syncRuns: Repositories["syncRuns"] | undefined;
  return {
    config,
    origin: siteOrigin(config, requestUrl),
    content: seedContent,
    listings: requestListings(env, config.maxRemovalShare, waitUntil),
    repos: {
      get propertyViews() {
        return (propertyViews ??= propertyViewRepository(env.DB));
      },
      get syncRuns() {
        return (syncRuns ??= syncRunRepository(env.DB));
      },
    },
    waitUntil,
  };
}
