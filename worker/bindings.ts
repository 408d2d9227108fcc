import type { DeliveryMessage } from "./leads/delivery-messages";
import type { FeedSyncMessage } from "./feed/sync-queue";

/**
 * Bindings from wrangler.toml; secrets are added with `wrangler secret put` and never reach the client.
 * The variables are validated once per isolate (worker/services/config.ts); code reads the typed
 * `Config` from the services, not these strings.
 */
export interface Bindings {
  ASSETS: Fetcher;
  DB: D1Database;
  FEED: KVNamespace;
  /**
   * The public https origin of canonical and hreflang links. Required on a deployed site; local
   * development may leave it out (worker/services/config.ts: siteOrigin).
   */
  SITE_ORIGIN?: string;
  LANGUAGES?: string;
  /** Share (0-1] of listings one sync may remove before a second full run must confirm it. */
  FEED_MAX_REMOVAL_SHARE?: string;
  /** CDN host that serves provider pictures resized; PROVIDER_STORAGE_HOSTS lists the hosts it rewrites. */
  IMAGE_CDN_HOST?: string;
  PROVIDER_STORAGE_HOSTS?: string;
  /** Listing provider (secrets); none set means the demo feed. See worker/feed/provider/config.ts. */
  PROVIDER_KIND?: string;
  PROVIDER_BASE_URL?: string;
  PROVIDER_USER?: string;
  PROVIDER_PASSWORD?: string;
  PROVIDER_LANGUAGE_IDS?: string;
  /** Whise only: the agency's client id, and its office (optional). */
  PROVIDER_CLIENT_ID?: string;
  PROVIDER_OFFICE_ID?: string;
  /** The agency's listing states (worker/feed/provider/rules-config.ts): marquees without badge, sub-status ids. */
  FEED_HIDDEN_MARQUEES?: string;
  FEED_SUBSTATUS?: string;
  /** "on": the demo feed changes from sync run to sync run (worker/feed/demo/drift.ts), for `npm run soak`; never set in production. */
  DEMO_FEED_DRIFT?: string;
  /** Another tile style (maplibre style JSON, https) for the maps; empty means our own (worker/routes/map-style.ts). */
  MAP_STYLE_URL?: string;
  /** The base map's PMTiles archive (benelux.pmtiles, worker/map/README.md, "Maps"); empty or absent means the offline base. */
  MAP_TILES?: R2Bucket;
  /** Edge cache of anonymous pages (worker/middleware/cache.ts): "on" (wrangler.toml default) or "off". */
  EDGE_CACHE?: "on" | "off";
  /** Uploaded files (R2): testimonial photos, kept private until the agency publishes them. */
  UPLOADS: R2Bucket;
  /** Cloudflare Email Service: every mail the site sends (worker/mail). */
  EMAIL: SendEmail;
  /** Lead deliveries (mails, CRM push); consumed by this same worker, dead letters included (worker/leads). */
  LEAD_DELIVERIES: Queue<DeliveryMessage>;
  /** Full listing syncs a request asks for (the first snapshot, a repair); worker/index.ts consumes them. */
  FEED_SYNC: Queue<FeedSyncMessage>;
  /** Per-address limits of form posts (Rate Limiting binding): every form, send-to-friend, and posts sent without script. */
  FORM_RATE_LIMIT: RateLimit;
  FRIEND_RATE_LIMIT: RateLimit;
  NOSCRIPT_RATE_LIMIT: RateLimit;
  /** Owner login attempts (password or passkey) per client address (worker/owner/auth/throttle.ts). */
  LOGIN_RATE_LIMIT: RateLimit;
  /** The first staff administrators, a comma list of addresses (worker/staff/roles.ts). */
  STAFF_ADMINS?: string;
  /** Access groups that give a staff role: "Group=administrator,Other=editor" (worker/staff/roles.ts). */
  STAFF_ROLE_GROUPS?: string;
  /** The sender of the site's mails, on a domain onboarded to Email Service: "Name <address>" or an address. */
  MAIL_FROM?: string;
  /** Visits one property can take per slot (see worker/leads/visit-slots.ts). */
  VISIT_SLOT_CAPACITY?: string;
  /** Secret (wrangler secret put FORM_SECRET): signs form timestamps and captcha challenges. Optional only on localhost. */
  FORM_SECRET?: string;
  /** Cloudflare Access before /staff/: the team's origin ("https://<team>.cloudflareaccess.com") and the application's audience tag. */
  ACCESS_TEAM_DOMAIN?: string;
  ACCESS_AUD?: string;
  /** Days leads (and stopped alerts, unsubscribed addresses) are kept; default 730 (worker/jobs/retention.ts). */
  LEAD_RETENTION_DAYS?: string;
  /** "on": the agency's daily mail about listings lacking required facts (worker/jobs/compliance.ts); off when unset. */
  COMPLIANCE_MAIL?: string;
  /** The deployed worker version ([version_metadata]); part of the edge cache key. */
  CF_VERSION_METADATA?: WorkerVersionMetadata;
}
