import {
  APP_SOURCES,
  CAMPAIGN_MAIL_SOURCES,
  CAMPAIGN_MEDIUMS,
  PORTAL_HOSTS,
  SEARCH_HOSTS,
  SOCIAL_HOSTS,
  WEBMAIL_HOST_PREFIXES,
  WEBMAIL_HOSTS,
  type HostRules,
  type ViewSource,
} from "./source-hosts";

export { VIEW_SOURCES, type ViewSource } from "./source-hosts";

/** A suffix label this short is a country or generic suffix (be, com, co, uk), not a site's name. */
const MAX_SUFFIX_LABEL_CHARS = 3;

const ANDROID_APP_PROTOCOL = "android-app:";

/** Hosts checked in this order: a webmail host is mail even when its brand is a search engine. */
const HOST_CATEGORIES: readonly (readonly [ViewSource, HostRules])[] = [
  ["email", WEBMAIL_HOSTS],
  ["portal", PORTAL_HOSTS],
  ["social", SOCIAL_HOSTS],
  ["search", SEARCH_HOSTS],
];

export interface ViewRequest {
  /** The detail page's address, with its query string (utm_* parameters). */
  url: URL;
  /** The Referer header, if the browser sent one. */
  referer: string | null | undefined;
  /** Hosts of the site itself (request host, SITE_ORIGIN): moving within the site is direct. */
  ownHosts: readonly string[];
}

function normaliseHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\d*\./, "");
}

function matchesDomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/** `brand` is a label followed only by short suffix labels: google.co.uk yes, google.example.org no. */
function matchesBrand(host: string, brand: string): boolean {
  const labels = host.split(".");
  const at = labels.lastIndexOf(brand);
  return at >= 0 && at < labels.length - 1 && labels.slice(at + 1).every((label) => label.length <= MAX_SUFFIX_LABEL_CHARS);
}

function matchesRules(host: string, rules: HostRules): boolean {
  return rules.domains.some((domain) => matchesDomain(host, domain)) || rules.brands.some((brand) => matchesBrand(host, brand));
}

function isWebmailHost(host: string): boolean {
  const first = host.split(".")[0] ?? "";
  return host.includes(".") && (WEBMAIL_HOST_PREFIXES as readonly string[]).includes(first);
}

/** The source a referring host means; an unknown outside site is a referral. */
export function sourceOfHost(rawHost: string): ViewSource {
  const host = normaliseHost(rawHost);
  if (isWebmailHost(host)) return "email";
  for (const [source, rules] of HOST_CATEGORIES) if (matchesRules(host, rules)) return source;
  return "referral";
}

/** utm_medium decides; else utm_source named like a known site or mail tool; else nothing. */
function sourceOfCampaign(params: URLSearchParams): ViewSource | undefined {
  const medium = params.get("utm_medium")?.trim().toLowerCase();
  if (medium && CAMPAIGN_MEDIUMS[medium]) return CAMPAIGN_MEDIUMS[medium];
  const name = params.get("utm_source")?.trim().toLowerCase();
  if (!name) return undefined;
  if ((CAMPAIGN_MAIL_SOURCES as readonly string[]).includes(name)) return "email";
  // "google", "immoweb.be", "facebook": read as a host, with a suffix added when it has none.
  const source = sourceOfHost(name.includes(".") ? name : `${name}.com`);
  return source === "referral" ? undefined : source;
}

function parseReferer(referer: string): URL | undefined {
  try {
    return new URL(referer);
  } catch {
    return undefined;
  }
}

/**
 * Where a detail-page view came from: campaign parameters first (a newsletter link says so even
 * when the mail client hides the referrer), then the referring host. No referrer, an unreadable
 * one, or the site's own pages: direct.
 */
export function classifyViewSource({ url, referer, ownHosts }: ViewRequest): ViewSource {
  const campaign = sourceOfCampaign(url.searchParams);
  if (campaign) return campaign;
  const from = referer ? parseReferer(referer) : undefined;
  if (!from) return "direct";
  if (from.protocol === ANDROID_APP_PROTOCOL) return APP_SOURCES[from.hostname.toLowerCase()] ?? "referral";
  if (from.protocol !== "http:" && from.protocol !== "https:") return "direct";
  const host = normaliseHost(from.hostname);
  if (ownHosts.some((own) => normaliseHost(own) === host)) return "direct";
  return sourceOfHost(host);
}
