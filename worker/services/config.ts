import * as v from "valibot";
import { cdnImageUrl } from "../../client/domain/image-url";
import { isSecureOrLocal, urlOf } from "../../client/domain/web-address";
import type { Bindings } from "../bindings";
import { CONTENT_MEDIA_PREFIX } from "../content/media";
import { MAX_REMOVAL_SHARE } from "../feed/sync";
import { LOCAL_FORM_SECRET } from "../leads/form-stamp";
import { DEFAULT_VISIT_SLOT_CAPACITY } from "../leads/visit-slots";
import { STAFF_ROLES, type StaffRole } from "../db/staff-role";
import { ephemeralVisitorKey, visitorKeyFrom } from "../stats/visitor";

/** An origin or address over https (plain http only on this machine), without credentials. */
const webAddress = (name: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(2000, `${name} is too long`),
    v.check((text) => urlOf(text) !== undefined, `${name} must be an absolute address`),
    v.check((text) => {
      const url = urlOf(text);
      return !url || isSecureOrLocal(url);
    }, `${name} must use https (http only for localhost)`),
    v.check((text) => {
      const url = urlOf(text);
      return !url || (!url.username && !url.password);
    }, `${name} must not carry credentials`),
    v.transform((text) => new URL(text)),
  );

/** A comma list, its items trimmed, empty ones dropped. */
const commaList = (text: string) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** The most group names STAFF_ROLE_GROUPS takes, and the longest name (an identity provider's group names are short). */
const MAX_ROLE_GROUPS = 50;
const MAX_GROUP_NAME_CHARS = 200;

const hostName = (name: string) => v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z0-9.-]+(:\d+)?$/, `${name} must be a host name`));

/** A shorter retention would erase leads the agency is still answering: a typo such as "7" must not. */
const MIN_LEAD_RETENTION_DAYS = 30;

/** The variables of wrangler.toml [vars] (and the version binding) the site reads; secrets are checked where they are used. */
const ConfigSchema = v.object({
  SITE_ORIGIN: v.optional(webAddress("SITE_ORIGIN")),
  // A comma list; unknown codes are ignored and an empty list keeps the content's languageUse (worker/content: enabledLanguages).
  LANGUAGES: v.optional(v.string()),
  FEED_MAX_REMOVAL_SHARE: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform(Number),
      v.number("FEED_MAX_REMOVAL_SHARE must be a number"),
      v.gtValue(0, "FEED_MAX_REMOVAL_SHARE must be above 0"),
      v.maxValue(1, "FEED_MAX_REMOVAL_SHARE must be at most 1"),
    ),
  ),
  IMAGE_CDN_HOST: v.optional(hostName("IMAGE_CDN_HOST")),
  PROVIDER_STORAGE_HOSTS: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) =>
        text
          .split(",")
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
    ),
  ),
  MAP_STYLE_URL: v.optional(webAddress("MAP_STYLE_URL")),
  EDGE_CACHE: v.optional(v.picklist(["on", "off"], "EDGE_CACHE must be on or off"), "on"),
  MAIL_FROM: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((text) => /^(?:(.*?)\s*<([^<>]+)>|([^<>]+))$/.exec(text)),
      v.check((match) => match !== null && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(match[2] ?? match[3] ?? ""), "MAIL_FROM must be an address or Name <address>"),
      v.transform((match) => ({ name: match?.[1]?.replace(/^"|"$/g, "") || undefined, email: (match?.[2] ?? match?.[3] ?? "").trim() })),
    ),
  ),
  VISIT_SLOT_CAPACITY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform(Number),
      v.integer("VISIT_SLOT_CAPACITY must be a whole number"),
      v.minValue(1, "VISIT_SLOT_CAPACITY must be at least 1"),
    ),
  ),
  FORM_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, "FORM_SECRET must be at least 32 characters"))),
  // Cloudflare Access in front of /staff/ (worker/staff/access.ts): the team's https origin and the application's audience tag.
  ACCESS_TEAM_DOMAIN: v.optional(
    v.pipe(
      webAddress("ACCESS_TEAM_DOMAIN"),
      v.check((url) => url.protocol === "https:" && (url.pathname === "/" || url.pathname === ""), "ACCESS_TEAM_DOMAIN must be an https origin without a path"),
    ),
  ),
  ACCESS_AUD: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[\w-]{8,200}$/, "ACCESS_AUD must be the application's audience tag"))),
  // The first staff administrators (worker/staff/roles.ts): addresses, so a fresh deployment is not locked out.
  STAFF_ADMINS: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) => commaList(text).map((email) => email.toLowerCase())),
      v.check((emails) => emails.every((email) => /^[^\s@,]+@[^\s@,]+$/.test(email)), "STAFF_ADMINS must be a comma list of addresses"),
    ),
  ),
  // Access groups (the token's "groups" claim) that give a role: "Group name=administrator,Other=editor".
  STAFF_ROLE_GROUPS: v.optional(
    v.pipe(
      v.string(),
      v.transform(commaList),
      v.maxLength(MAX_ROLE_GROUPS, `STAFF_ROLE_GROUPS takes at most ${MAX_ROLE_GROUPS} groups`),
      v.transform((pairs) => pairs.map((pair) => pair.split("=").map((part) => part.trim()))),
      v.check(
        (pairs) =>
          pairs.every(
            (pair) => pair.length === 2 && pair[0] !== "" && pair[0]!.length <= MAX_GROUP_NAME_CHARS && (STAFF_ROLES as readonly string[]).includes(pair[1]!),
          ),
        `STAFF_ROLE_GROUPS must be "group=role" pairs separated by commas, each role one of ${STAFF_ROLES.join(", ")}`,
      ),
      v.transform((pairs) => new Map(pairs.map(([group, role]) => [group!, role as StaffRole]))),
    ),
  ),
  // The agency's daily mail about listings newly lacking what their region requires (worker/jobs/compliance.ts): off unless "on".
  COMPLIANCE_MAIL: v.optional(v.picklist(["on", "off"], "COMPLIANCE_MAIL must be on or off"), "off"),
  LEAD_RETENTION_DAYS: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform(Number),
      v.integer("LEAD_RETENTION_DAYS must be a whole number"),
      v.minValue(MIN_LEAD_RETENTION_DAYS, `LEAD_RETENTION_DAYS must be at least ${MIN_LEAD_RETENTION_DAYS}`),
    ),
  ),
});

/** Leads, stopped alerts and unsubscribed addresses are kept this long (two years) unless LEAD_RETENTION_DAYS says otherwise. */
export const DEFAULT_LEAD_RETENTION_DAYS = 730;

/** An IPv4 address as its 32 bits, or undefined for anything else (URL has already normalised forms such as 127.1). */
function ipv4Bits(host: string): number | undefined {
  const parts = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host)?.slice(1).map(Number);
  return parts?.every((part) => part <= 255) ? parts.reduce((bits, part) => bits * 256 + part, 0) : undefined;
}

/** An IPv4 block: its first address's bits and its prefix length. */
const block = (address: string, prefix: number) => ({ first: ipv4Bits(address) ?? 0, size: 2 ** (32 - prefix) });
const inBlock = (bits: number, { first, size }: ReturnType<typeof block>) => bits >= first && bits < first + size;

const LOOPBACK_IPV4 = block("127.0.0.0", 8);
/** This machine, "this network", private networks (RFC 1918), shared address space (CGNAT) and link-local. */
const NON_PUBLIC_IPV4 = [
  LOOPBACK_IPV4,
  block("0.0.0.0", 8),
  block("10.0.0.0", 8),
  block("172.16.0.0", 12),
  block("192.168.0.0", 16),
  block("100.64.0.0", 10),
  block("169.254.0.0", 16),
];

/** Names that only resolve on this machine or a local network. */
const NON_PUBLIC_SUFFIXES = [".localhost", ".local", ".internal", ".lan", ".home.arpa"];

/** A URL's hostname without the brackets of an IPv6 literal, lower-cased. */
const bareHost = (hostname: string) => hostname.replace(/^\[(.*)\]$/, "$1").toLowerCase();

/** This machine: a site origin here is local development (the local mailbox, the fixed form key). */
export function isLoopbackHost(hostname: string): boolean {
  const host = bareHost(hostname);
  const bits = ipv4Bits(host);
  return host === "localhost" || host.endsWith(".localhost") || host === "::1" || (bits !== undefined && inBlock(bits, LOOPBACK_IPV4));
}

/**
 * A host no visitor on the internet reaches a site by: this machine, a private or link-local
 * address, a name without a dot or under a local-only suffix. Cloudflare only routes a request to a
 * deployed worker for a public host name, so a request for one of these is local development.
 */
function isPrivateHost(hostname: string): boolean {
  const host = bareHost(hostname);
  if (isLoopbackHost(host)) return true;
  const bits = ipv4Bits(host);
  if (bits !== undefined) return NON_PUBLIC_IPV4.some((range) => inBlock(bits, range));
  if (host.includes(":")) {
    // URL writes an IPv4-mapped address in hex (::ffff:7f00:1): judge the IPv4 address it carries.
    const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
    if (mapped) return NON_PUBLIC_IPV4.some((range) => inBlock(parseInt(mapped[1]!, 16) * 0x10000 + parseInt(mapped[2]!, 16), range));
    const first = host.startsWith(":") ? 0 : parseInt(host.split(":")[0]!, 16);
    // ::, unique local (fc00::/7) and link-local (fe80::/10).
    return host === "::" || (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80;
  }
  return !host.includes(".") || NON_PUBLIC_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

const PUBLIC_ORIGIN_NEEDED = 'a deployed site needs its public https origin (README.md, "Step by step")';

/** The site's configuration, validated: what the environment means rather than its strings. */
export interface Config {
  /** SITE_ORIGIN without a trailing slash, or undefined to use each request's own origin. */
  siteOrigin: string | undefined;
  /** LANGUAGES as given: the languages that replace the site configuration's languageUse, when it names any. */
  languages: string | undefined;
  maxRemovalShare: number;
  /** Provider pictures and the content's uploaded images rewritten to the CDN (IMAGE_CDN_HOST over PROVIDER_STORAGE_HOSTS and /media/content/), or undefined. */
  imageRewrite: ((url: string, width: number) => string | null) | undefined;
  /** Origins pictures load from besides the site: the CDN and the provider's storage (addresses the CDN does not take). */
  imageOrigins: string[];
  /** MAP_STYLE_URL and its origin (the CSP allows it), or undefined for the plain style built in code. */
  mapStyle: { url: string; origin: string } | undefined;
  edgeCache: boolean;
  /**
   * True when SITE_ORIGIN is this machine (localhost, 127.x, [::1]): the local mailbox is kept and
   * shown at /dev/mailbox/, and forms use a fixed key without FORM_SECRET. Read without a request too
   * (the queue consumer), so it rests on the variable; a worker deployed with such an origin serves
   * no request at all (siteOrigin).
   */
  local: boolean;
  /**
   * Why SITE_ORIGIN cannot be a deployed site's (unset, or a local or private host), or undefined
   * when it can. Such a configuration serves local development only (siteOrigin).
   */
  localOnlyReason: string | undefined;
  /** The sender of every mail the site sends. */
  mailFrom: { name?: string | undefined; email: string };
  visitSlotCapacity: number;
  /**
   * Signs form timestamps and captcha challenges (FORM_SECRET; a fixed key on localhost). Undefined on a
   * deployed site without the secret: forms still store every lead, flagged as not checked.
   */
  formSecret: string | undefined;
  /**
   * The key of property view visitor ids (worker/stats/visitor.ts), made at first use: derived from
   * formSecret under its own label, or, without one, a random key of this isolate.
   */
  visitorKey: () => Promise<CryptoKey>;
  /**
   * Cloudflare Access in front of the staff area (ACCESS_TEAM_DOMAIN without a trailing slash, and
   * ACCESS_AUD), or undefined unless both are set: then only local development gets in (worker/staff/access.ts).
   */
  access: { teamDomain: string; audience: string } | undefined;
  /** STAFF_ADMINS, lower-cased: always administrators, whatever the roles table says (worker/staff/roles.ts). */
  staffAdmins: readonly string[];
  /** STAFF_ROLE_GROUPS: the role each Access group gives (empty when unset). */
  staffRoleGroups: ReadonlyMap<string, StaffRole>;
  /** Days a lead is kept (LEAD_RETENTION_DAYS, default two years): the cron purges older ones (worker/jobs/retention.ts). */
  leadRetentionDays: number;
  /** COMPLIANCE_MAIL: whether the agency gets one mail a day about listings newly lacking required facts (off by default). */
  complianceMail: boolean;
  /** The deployed worker version ([version_metadata]); "" when the binding is absent. */
  versionId: string;
  /** The variables that change the rendered HTML, as one string: part of the edge cache key. */
  renderingFingerprint: string;
}

/** Thrown at a request when wrangler.toml [vars] hold something the site cannot use (never with a value: they may be secrets). */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration (wrangler.toml [vars]): ${problems.join("; ")}`);
    this.name = "ConfigError";
  }
}

/** The configuration of `env`, validated once with valibot; a mistake throws ConfigError naming every problem. */
export function parseConfig(env: Bindings): Config {
  // An empty variable is an unset one (wrangler.toml keeps them as ""), so each schema sees only real values.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => typeof value !== "string" || value.trim() !== ""));
  const result = v.safeParse(ConfigSchema, set);
  if (!result.success) throw new ConfigError(result.issues.map((issue) => `${v.getDotPath(issue) ?? "(root)"}: ${issue.message}`));
  const vars = result.output;
  const local = vars.SITE_ORIGIN !== undefined && isLoopbackHost(vars.SITE_ORIGIN.hostname);
  const formSecret = vars.FORM_SECRET ?? (local ? LOCAL_FORM_SECRET : undefined);
  let visitorKey: Promise<CryptoKey> | undefined;
  const storageHosts = vars.PROVIDER_STORAGE_HOSTS ?? [];
  const cdn = vars.IMAGE_CDN_HOST ? { cdnHost: vars.IMAGE_CDN_HOST, storageHosts, sitePaths: [CONTENT_MEDIA_PREFIX] } : undefined;
  return {
    siteOrigin: vars.SITE_ORIGIN?.origin,
    languages: vars.LANGUAGES,
    maxRemovalShare: vars.FEED_MAX_REMOVAL_SHARE ?? MAX_REMOVAL_SHARE,
    imageRewrite: cdn ? (url, width) => cdnImageUrl(url, width, cdn) : undefined,
    imageOrigins: [...(cdn ? [cdn.cdnHost] : []), ...storageHosts].map((host) => `https://${host}`),
    mapStyle: vars.MAP_STYLE_URL ? { url: vars.MAP_STYLE_URL.href, origin: vars.MAP_STYLE_URL.origin } : undefined,
    edgeCache: vars.EDGE_CACHE === "on",
    local,
    localOnlyReason:
      vars.SITE_ORIGIN === undefined
        ? `SITE_ORIGIN: not set; ${PUBLIC_ORIGIN_NEEDED}`
        : isPrivateHost(vars.SITE_ORIGIN.hostname)
          ? `SITE_ORIGIN: a local or private host; ${PUBLIC_ORIGIN_NEEDED}`
          : undefined,
    mailFrom: vars.MAIL_FROM ?? { name: undefined, email: "website@localhost.localdomain" },
    visitSlotCapacity: vars.VISIT_SLOT_CAPACITY ?? DEFAULT_VISIT_SLOT_CAPACITY,
    formSecret,
    visitorKey: () => (visitorKey ??= formSecret ? visitorKeyFrom(formSecret) : ephemeralVisitorKey()),
    access: vars.ACCESS_TEAM_DOMAIN && vars.ACCESS_AUD ? { teamDomain: vars.ACCESS_TEAM_DOMAIN.origin, audience: vars.ACCESS_AUD } : undefined,
    staffAdmins: vars.STAFF_ADMINS ?? [],
    staffRoleGroups: vars.STAFF_ROLE_GROUPS ?? new Map(),
    leadRetentionDays: vars.LEAD_RETENTION_DAYS ?? DEFAULT_LEAD_RETENTION_DAYS,
    complianceMail: vars.COMPLIANCE_MAIL === "on",
    versionId: env.CF_VERSION_METADATA?.id ?? "",
    renderingFingerprint: [vars.SITE_ORIGIN?.origin, vars.LANGUAGES, vars.IMAGE_CDN_HOST, storageHosts, vars.MAP_STYLE_URL?.href]
      .map((value) => JSON.stringify(value ?? ""))
      .join("|"),
  };
}

// Isolate-lifetime, keyed by the env object: workerd hands every request of a deployment the same
// env, so the variables are validated once; tests that pass other variables get their own entry.
const configs = new WeakMap<Bindings, Config>();

/** The validated configuration of this deployment (parsed at the first request). */
export function configOf(env: Bindings): Config {
  let config = configs.get(env);
  if (!config) configs.set(env, (config = parseConfig(env)));
  return config;
}

/**
 * The public origin of a request's absolute addresses (canonical, og:url, JSON-LD, sitemaps):
 * SITE_ORIGIN, else the request's own. Every request asks it (worker/services), so this is where a
 * configuration fit for local development only is refused, with ConfigError, to any request that
 * is not local development itself: a deploy that forgot SITE_ORIGIN, or carries a localhost one,
 * answers 500 rather than publishing canonical links to nowhere. Local development (wrangler dev,
 * the tests) needs no flag: its requests are for localhost or a private address, which a deployed
 * worker never receives.
 */
export function siteOrigin(config: Pick<Config, "siteOrigin" | "localOnlyReason">, requestUrl: string | URL): string {
  const url = typeof requestUrl === "string" ? new URL(requestUrl) : requestUrl;
  if (config.localOnlyReason !== undefined && !isPrivateHost(url.hostname)) throw new ConfigError([config.localOnlyReason]);
  return config.siteOrigin ?? url.origin;
}
