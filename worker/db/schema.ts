import { blob, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { VIEW_SOURCES } from "../stats/source-hosts";

/** Mirrors migrations/*.sql; the SQL files are the schema, this is its typed view for drizzle. */
export const syncRuns = sqliteTable("sync_runs", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  mode: text("mode", { enum: ["incremental", "full"] }).notNull(),
  source: text("source").notNull(),
  startedAt: text("started_at").notNull(),
  finishedAt: text("finished_at"),
  outcome: text("outcome", { enum: ["published", "unchanged", "kept", "failed", "skipped"] }),
  version: integer("version"),
  propertyCount: integer("property_count"),
  projectCount: integer("project_count"),
  rejectedCount: integer("rejected_count"),
  removedCount: integer("removed_count"),
  removalFingerprint: text("removal_fingerprint"),
  message: text("message"),
  gaps: text("gaps"),
  refusal: text("refusal"),
  removalConfirmed: integer("removal_confirmed", { mode: "boolean" }).notNull().default(false),
});

/** The lease of the running listing sync (migrations/0005): one row per lease name. */
export const syncLease = sqliteTable("sync_lease", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: integer("expires_at").notNull(),
});

/** Every snapshot version allocated, and when it stopped being current (its keys go some minutes later). */
export const snapshotVersions = sqliteTable("snapshot_versions", {
  version: integer("version").primaryKey(),
  runId: integer("run_id"),
  state: text("state", { enum: ["writing", "published", "abandoned", "deleted"] }).notNull(),
  createdAt: text("created_at").notNull(),
  replacedAt: text("replaced_at"),
});

/** Snapshot keys a reader found missing or corrupt. */
export const snapshotFaults = sqliteTable("snapshot_faults", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  version: integer("version").notNull(),
  key: text("key").notNull(),
  problem: text("problem").notNull(),
  seenAt: text("seen_at").notNull(),
});

/** Human views of a property's detail page per agency day (YYYY-MM-DD, Europe/Brussels) and source. */
export const propertyViews = sqliteTable(
  "property_views",
  {
    propertyId: integer("property_id").notNull(),
    day: text("day").notNull(),
    source: text("source", { enum: VIEW_SOURCES }).notNull(),
    views: integer("views").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.propertyId, table.day, table.source] })],
);

/** Visitors already counted per agency day and property (migrations/0006): a keyed hash, never an address. */
export const propertyViewVisitors = sqliteTable(
  "property_view_visitors",
  {
    day: text("day").notNull(),
    propertyId: integer("property_id").notNull(),
    visitor: text("visitor").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.propertyId, table.visitor] })],
);

/** Every message a visitor sends (migrations/0003_leads.sql). */
export const leads = sqliteTable("leads", {
  id: text("id").primaryKey(),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  form: text("form").notNull(),
  lang: text("lang", { enum: ["nl", "fr", "en", "de"] }).notNull(),
  page: text("page").notNull(),
  propertyId: integer("property_id"),
  projectId: integer("project_id"),
  email: text("email").notNull(),
  person: text("person", { mode: "json" }).notNull(),
  payload: text("payload", { mode: "json" }).notNull(),
  privacyAccepted: integer("privacy_accepted", { mode: "boolean" }).notNull(),
  newsletter: integer("newsletter", { mode: "boolean" }).notNull(),
  captcha: text("captcha", { enum: ["solved", "not-solved", "spam"] }).notNull(),
  visitDay: text("visit_day"),
  visitSlot: text("visit_slot"),
  createdAt: integer("created_at").notNull(),
  deliveryState: text("delivery_state", { enum: ["pending", "delivered", "failed", "suppressed"] }).notNull(),
  /** Marked handled in the staff inbox (migrations/0007): when, and by whom (the Access identity). */
  handledAt: integer("handled_at"),
  handledBy: text("handled_by"),
  /** The channel the visitor arrived by, when they consented to it being remembered (migrations/0018); null: not known. */
  source: text("source", { enum: ["direct", "search", "social", "portal", "email", "referral"] }),
  /** Where the staff's work on it stands (migrations/0016): closing also sets handledAt/handledBy. */
  status: text("status", { enum: ["new", "in-progress", "answered", "closed"] }).notNull(),
  /** The colleague working it (an Access identity's email), null for nobody. */
  assignee: text("assignee"),
  /** The visit cancelled by a colleague (migrations/0026): when, and by whom; null: it stands and holds its slot. */
  visitCancelledAt: integer("visit_cancelled_at"),
  visitCancelledBy: text("visit_cancelled_by"),
});

/** What one lead sets in motion, one row per kind (agency mail, visitor mail, CRM push...). */
export const leadDeliveries = sqliteTable(
  "lead_deliveries",
  {
    leadId: text("lead_id").notNull(),
    kind: text("kind").notNull(),
    state: text("state", { enum: ["pending", "delivered", "dead"] }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    receipt: text("receipt"),
    updatedAt: integer("updated_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.leadId, table.kind] })],
);

export const captchaReplay = sqliteTable("captcha_replay", {
  signature: text("signature").primaryKey(),
  expiresAt: integer("expires_at").notNull(),
});

export const devMailbox = sqliteTable("dev_mailbox", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  messageId: text("message_id").notNull(),
  sentAt: integer("sent_at").notNull(),
  mail: text("mail", { mode: "json" }).notNull(),
});

export const demoCrmCalls = sqliteTable("demo_crm_calls", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  leadId: text("lead_id").notNull(),
  endpoint: text("endpoint").notNull(),
  body: text("body").notNull(),
  createdAt: integer("created_at").notNull(),
});

/** Search alerts (migrations/0007): criteria as JSON (worker/alerts/criteria.ts), double opt-in state. */
export const searchAlerts = sqliteTable("search_alerts", {
  id: text("id").primaryKey(),
  leadId: text("lead_id"),
  lang: text("lang", { enum: ["nl", "fr", "en", "de"] }).notNull(),
  email: text("email").notNull(),
  person: text("person", { mode: "json" }).notNull(),
  criteria: text("criteria", { mode: "json" }).notNull(),
  frequency: text("frequency", { enum: ["instant", "daily", "weekly"] }).notNull(),
  state: text("state", { enum: ["unconfirmed", "active", "stopped"] }).notNull(),
  createdAt: integer("created_at").notNull(),
  updatedAt: integer("updated_at").notNull(),
  confirmedAt: integer("confirmed_at"),
  stoppedAt: integer("stopped_at"),
  lastDigestAt: integer("last_digest_at"),
});

/** One published snapshot's alert-relevant changes (migrations/0007); matched once. */
export const changeBatches = sqliteTable("change_batches", {
  version: integer("version").primaryKey(),
  createdAt: integer("created_at").notNull(),
  changeCount: integer("change_count").notNull(),
  matchedAt: integer("matched_at"),
  attempts: integer("attempts").notNull().default(0),
  lastError: text("last_error"),
});

export const listingChanges = sqliteTable(
  "listing_changes",
  {
    version: integer("version").notNull(),
    propertyId: integer("property_id").notNull(),
    listing: text("listing", { mode: "json" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.version, table.propertyId] })],
);

export const alertDigests = sqliteTable("alert_digests", {
  id: text("id").primaryKey(),
  alertId: text("alert_id").notNull(),
  createdAt: integer("created_at").notNull(),
  state: text("state", { enum: ["pending", "sending", "sent", "dead"] }).notNull(),
  attempts: integer("attempts").notNull().default(0),
  lastError: text("last_error"),
  receipt: text("receipt"),
  sentAt: integer("sent_at"),
  claimedAt: integer("claimed_at"),
  queuedAt: integer("queued_at"),
});

export const alertMatches = sqliteTable(
  "alert_matches",
  {
    alertId: text("alert_id").notNull(),
    propertyId: integer("property_id").notNull(),
    reason: text("reason", { enum: ["new", "price"] }).notNull(),
    price: integer("price"),
    previousPrice: integer("previous_price"),
    version: integer("version").notNull(),
    matchedAt: integer("matched_at").notNull(),
    digestId: text("digest_id"),
  },
  (table) => [primaryKey({ columns: [table.alertId, table.propertyId] })],
);

export const newsletterSubscribers = sqliteTable("newsletter_subscribers", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  lang: text("lang", { enum: ["nl", "fr", "en", "de"] }).notNull(),
  state: text("state", { enum: ["unconfirmed", "active", "unsubscribed"] }).notNull(),
  source: text("source").notNull(),
  leadId: text("lead_id"),
  createdAt: integer("created_at").notNull(),
  confirmedAt: integer("confirmed_at"),
  unsubscribedAt: integer("unsubscribed_at"),
});

export const testimonialReviews = sqliteTable("testimonial_reviews", {
  leadId: text("lead_id").primaryKey(),
  state: text("state", { enum: ["approved", "rejected"] }).notNull(),
  decidedAt: integer("decided_at").notNull(),
  decidedBy: text("decided_by").notNull(),
});

/** Owner accounts (migrations/0008): made from the provider's owner contacts or by an invitation. */
export const owners = sqliteTable("owners", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  firstName: text("first_name").notNull().default(""),
  lastName: text("last_name").notNull().default(""),
  lang: text("lang", { enum: ["nl", "fr", "en", "de"] }).notNull(),
  providerPersonId: text("provider_person_id").unique(),
  passwordHash: text("password_hash"),
  passwordChangedAt: integer("password_changed_at"),
  createdAt: integer("created_at").notNull(),
  updatedAt: integer("updated_at").notNull(),
  lastLoginAt: integer("last_login_at"),
  /** Whether the owner gets the monthly report (migrations/0017). */
  monthlyReport: integer("monthly_report", { mode: "boolean" }).notNull().default(true),
});

/** The properties and projects an owner may see. */
export const ownerListings = sqliteTable(
  "owner_listings",
  {
    ownerId: text("owner_id").notNull(),
    kind: text("kind", { enum: ["property", "project"] }).notNull(),
    listingId: integer("listing_id").notNull(),
    origin: text("origin", { enum: ["provider", "invite"] }).notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.kind, table.listingId] })],
);

/** Logged-in browsers: the SHA-256 of the cookie's token, never the token. */
export const ownerSessions = sqliteTable("owner_sessions", {
  tokenHash: text("token_hash").primaryKey(),
  ownerId: text("owner_id").notNull(),
  createdAt: integer("created_at").notNull(),
  lastSeenAt: integer("last_seen_at").notNull(),
  expiresAt: integer("expires_at").notNull(),
  method: text("method", { enum: ["password", "passkey"] }).notNull(),
  userAgent: text("user_agent"),
});

/**
 * The 15-minute locks of the code before migrations/0021 (migrations/0008): no longer read or written,
 * kept so that a deployment or rollback in progress goes on working; a later migration drops it.
 */
export const loginThrottles = sqliteTable("login_throttles", {
  emailHash: text("email_hash").primaryKey(),
  failures: integer("failures").notNull(),
  firstFailureAt: integer("first_failure_at").notNull(),
  lockedUntil: integer("locked_until"),
});

/** Failed logins per (hashed) address, known or not, and per remembered browser (migrations/0021). */
export const loginDelays = sqliteTable("login_delays", {
  keyHash: text("key_hash").primaryKey(),
  failures: integer("failures").notNull(),
  lastFailureAt: integer("last_failure_at").notNull(),
  retryAt: integer("retry_at").notNull(),
  notifiedAt: integer("notified_at"),
});

/** One-time links to choose a password (invitation or reset). */
export const ownerPasswordLinks = sqliteTable("owner_password_links", {
  id: text("id").primaryKey(),
  ownerId: text("owner_id").notNull(),
  purpose: text("purpose", { enum: ["invite", "reset"] }).notNull(),
  lang: text("lang", { enum: ["nl", "fr", "en", "de"] }).notNull(),
  createdAt: integer("created_at").notNull(),
  expiresAt: integer("expires_at").notNull(),
  usedAt: integer("used_at"),
  mailedAt: integer("mailed_at"),
});

/** WebAuthn credentials of owners. */
export const ownerPasskeys = sqliteTable("owner_passkeys", {
  id: text("id").primaryKey(),
  ownerId: text("owner_id").notNull(),
  publicKey: text("public_key").notNull(),
  counter: integer("counter").notNull(),
  transports: text("transports", { mode: "json" }).$type<string[]>(),
  name: text("name").notNull(),
  createdAt: integer("created_at").notNull(),
  lastUsedAt: integer("last_used_at"),
});

/** Single-use challenges of WebAuthn ceremonies. */
export const webauthnChallenges = sqliteTable("webauthn_challenges", {
  id: text("id").primaryKey(),
  challenge: text("challenge").notNull(),
  purpose: text("purpose", { enum: ["register", "login"] }).notNull(),
  ownerId: text("owner_id"),
  expiresAt: integer("expires_at").notNull(),
});

/** Price and state of a listing as each published snapshot first showed them. */
export const listingHistory = sqliteTable(
  "listing_history",
  {
    propertyId: integer("property_id").notNull(),
    version: integer("version").notNull(),
    changedAt: integer("changed_at").notNull(),
    goal: integer("goal").notNull(),
    status: text("status", { enum: ["available", "sold", "rented"] }).notNull(),
    price: real("price"),
    priceUnit: text("price_unit"),
  },
  (table) => [primaryKey({ columns: [table.propertyId, table.version] })],
);

/** The working copy of the agency's content: the head revision of each document (migrations/0010_content.sql). */
export const contentDocuments = sqliteTable(
  "content_documents",
  {
    kind: text("kind", { enum: ["site", "page", "article", "team", "testimonial"] }).notNull(),
    id: text("id").notNull(),
    revision: integer("revision").notNull(),
    body: text("body").notNull(),
    modifiedAt: text("modified_at").notNull(),
    modifiedBy: text("modified_by").notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.id] })],
);

/** Every save of a content document; a save that lost a conflict is kept with revision null. */
export const contentRevisions = sqliteTable("content_revisions", {
  seq: integer("seq").primaryKey({ autoIncrement: true }),
  kind: text("kind").notNull(),
  docId: text("doc_id").notNull(),
  revision: integer("revision"),
  body: text("body").notNull(),
  author: text("author").notNull(),
  savedAt: text("saved_at").notNull(),
  changed: text("changed").notNull(),
  restoredFrom: integer("restored_from"),
});

/** Whole content versions, gzip-compressed, published by a compare-and-set (worker/content/content-versions.ts). */
export const contentVersions = sqliteTable("content_versions", {
  version: integer("version").primaryKey(),
  state: text("state", { enum: ["writing", "published", "abandoned"] }).notNull(),
  format: integer("format").notNull(),
  body: blob("body").notNull(),
  sha256: text("sha256").notNull(),
  bytes: integer("bytes").notNull(),
  documents: text("documents").notNull(),
  createdAt: text("created_at").notNull(),
  createdBy: text("created_by").notNull(),
});

/** Public addresses a publish moved content away from, each answered with a 301 to its newest place (migrations/0011_content_redirects.sql; 0012 adds pages, by the route they serve). */
export const contentRedirects = sqliteTable("content_redirects", {
  path: text("path").primaryKey(),
  lang: text("lang").notNull(),
  targetKind: text("target_kind", { enum: ["article", "page"] }).notNull(),
  targetId: text("target_id").notNull(),
  version: integer("version").notNull(),
  createdAt: text("created_at").notNull(),
});
