import { FORM_CONTEXT } from "../../client/forms/guards";
import { LISTING_ID } from "../../client/i18n/routes";
import { ALERT_PREFILL_PARAMETERS } from "../../client/forms/alert-form";
import type { ListQuery } from "../feed/query";
import { STAMP_IN_PAGE } from "../leads/form-stamp";
import { listHref } from "../feed/list-params";
import { clientAssets } from "../render/assets";
import { ALREADY_REQUESTED } from "../leads/already-requested";
import { ABOUT_PARAM } from "../routes/lead-context";
import type { Config } from "../services/config";
import { sha256 } from "../../client/domain/digest";

/**
 * Path prefix of the synthetic cache-key URLs. Keys stay on the request's own origin (the Cache API
 * is per zone); the prefix means a key can never be the address of a real page.
 */
const KEY_PREFIX = "/__edge-cache";

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/**
 * What the HTML of this deployment is built from besides the URL and the listings: the client
 * bundle (content-hashed file names), the deployed worker version (when the version-metadata binding
 * is there) and the rendering variables. A deploy or a configuration change is therefore a new key.
 */
export async function buildVersion(config: Pick<Config, "versionId" | "renderingFingerprint">): Promise<string> {
  const parts = [clientAssets.script, clientAssets.stylesheet, config.versionId, config.renderingFingerprint].join("\n");
  // Isolate-lifetime: the inputs only change with a deploy (a new isolate); tests with other vars get their own entry.
  let version = builds.get(parts);
  if (version === undefined) builds.set(parts, (version = base64url((await sha256(parts)).slice(0, 9))));
  builtFor.set(config, version);
  return version;
}
const builds = new Map<string, string>();
const builtFor = new WeakMap<object, string>();

/** The build version of `config` once buildVersion has worked it out, without waiting (a page answered from memory). */
export function knownBuildVersion(config: Pick<Config, "versionId" | "renderingFingerprint">): string | undefined {
  return builtFor.get(config);
}

/** A list query with every filter set, so that listHref writes each parameter readListQuery reads back. */
const EVERY_FILTER = {
  goal: 0,
  cities: ["-"],
  types: [1],
  priceMin: 1,
  priceMax: 1,
  bedroomsMin: 1,
  area: "4,50_5,50_5,51",
  references: true,
  sort: "price-asc",
  page: 2,
  pageSize: 1,
} satisfies Required<ListQuery>;

/** A list's own parameters (filters, sort, paging, view): the language switch carries them to the other languages. */
export const LIST_QUERY_PARAMETERS: readonly string[] = [...new URLSearchParams(listHref("", EVERY_FILTER, {}, "map").slice(1)).keys()];

/** `names` of `url`'s query, the first value of each (the one URLSearchParams.get and Hono's c.req.query read), in `names` order. */
function pickParameters(url: URL, names: readonly string[]): string {
  // Most pages are asked without a query.
  if (!url.search) return "";
  const query = new URLSearchParams();
  for (const name of names) {
    const value = url.searchParams.get(name);
    if (value === null) continue;
    // The listing a thank-you page links back to: kept only as an id, in one spelling ("5", not "05" or "x"),
    // so a made-up value can never make a new entry.
    if (name === ABOUT_PARAM) {
      if (LISTING_ID.test(value)) query.set(name, String(Number(value)));
    } else query.set(name, value);
  }
  return query.toString();
}

/** The list parameters of `requestUrl`, in LIST_QUERY_PARAMETERS order ("" when none). */
export function listQueryOf(requestUrl: string): string {
  return pickParameters(new URL(requestUrl), LIST_QUERY_PARAMETERS);
}

/**
 * Every query parameter a page reads on the server; no other one changes its HTML. Taken from the
 * modules that read them where they are named there: the lists' filters, paging and view
 * (listHref writes what worker/feed/list-params.ts reads), the plain search form's `q` on a list
 * (worker/routes/listings.tsx), SPEC 2's `/{lang}/project/?id=` (worker/routes/projects.tsx), the
 * document request's thank-you note and the listing a thank-you page links back to, what a form's own page is about (worker/routes/lead-context.ts),
 * and what the search alert form is prefilled with (client/forms/alert-form.ts).
 * Parameters read in the browser only (`?setcookies`) or by the view counter (utm_*, which reads
 * the request, not the page) are not among them. Sorted.
 */
export const PAGE_QUERY_PARAMETERS: readonly string[] = [
  ...new Set([
    ...LIST_QUERY_PARAMETERS,
    ...ALERT_PREFILL_PARAMETERS,
    "q",
    "id",
    ALREADY_REQUESTED,
    ABOUT_PARAM,
    FORM_CONTEXT.page,
    FORM_CONTEXT.property,
    FORM_CONTEXT.project,
  ]),
].sort();

/**
 * The cache key of a page: `{origin}/__edge-cache/{build}/v{snapshot}c{content}{path}?{query}`, with
 * the listing snapshot and the content version the page renders from: a sync or a publish starts new
 * entries, so no page of the new content is ever mixed with older ones. The query keeps
 * only PAGE_QUERY_PARAMETERS, sorted, with the first value of each (the one URLSearchParams.get and
 * Hono's c.req.query read): marketing tags (utm_*, gclid, fbclid, ...), cache busters, a repeated
 * parameter and the order of parameters never make a new entry. The fragment never reaches the
 * worker; the host is the request's own.
 */
export function cacheKeyUrl(requestUrl: string | URL, build: string, snapshot: number, content: number): string {
  const url = typeof requestUrl === "string" ? new URL(requestUrl) : requestUrl;
  const search = pickParameters(url, PAGE_QUERY_PARAMETERS);
  return `${url.origin}${KEY_PREFIX}/${build}/v${snapshot}c${content}${url.pathname}${search ? `?${search}` : ""}`;
}

/**
 * A weak ETag of the page body without its CSP nonce and its forms' render stamps: the bytes differ
 * per response, the page does not, so the validator is weak by definition (RFC 9110 8.8.1). Cloudflare
 * would weaken a strong one anyway when it compresses the response.
 */
export async function etagOf(html: string, nonce: string): Promise<string> {
  const digest = await sha256((nonce ? html.replaceAll(nonce, "") : html).replace(STAMP_IN_PAGE, ""));
  return `W/"${base64url(digest.slice(0, 18))}"`;
}

/** If-None-Match with weak comparison (RFC 9110 13.1.2): true when `etag` is listed, or for `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
