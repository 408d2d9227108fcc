import { APP_SOURCES, PORTAL_HOSTS, SEARCH_HOSTS, SOCIAL_HOSTS, WEBMAIL_HOST_PREFIXES, WEBMAIL_HOSTS, type HostRules, type ViewSource } from "./source-hosts";

/**
 * Where a visitor came from by the page that sent them (document.referrer or the Referer header):
 * one rule for the detail-page counter (worker/stats/view-source.ts) and the page script that
 * remembers a visit's channel for its lead (client/visit-source.ts), so both name it alike.
 */

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

export function normaliseHost(host: string): string {
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

function parseReferrer(referrer: string): URL | undefined {
  try {
    return new URL(referrer);
  } catch {
    return undefined;
  }
}

/**
 * The channel a referring address means: none, an unreadable one or another scheme is direct (typed,
 * bookmarked, an app that hides it); an Android app by its package; a page of the site itself
 * (`ownHosts`) is `undefined`: moving within the site says nothing of how the visit began.
 */
export function sourceOfReferrer(referrer: string | null | undefined, ownHosts: readonly string[]): ViewSource | undefined {
  const from = referrer ? parseReferrer(referrer) : undefined;
  if (!from) return "direct";
  if (from.protocol === ANDROID_APP_PROTOCOL) return APP_SOURCES[from.hostname.toLowerCase()] ?? "referral";
  if (from.protocol !== "http:" && from.protocol !== "https:") return "direct";
  const host = normaliseHost(from.hostname);
  if (ownHosts.some((own) => normaliseHost(own) === host)) return undefined;
  return sourceOfHost(host);
}
