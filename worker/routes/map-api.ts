import { Hono } from "hono";
import { isLang, type Lang } from "../../client/i18n/languages";
import type { AppEnv } from "../env";
import { queryIndexOf } from "../feed/query-index-of";
import { mapPayload, MAP_CARD_PICTURE_WIDTH_PX } from "../feed/map-markers";
import type { Goal } from "../feed/model";
import { listProperties, type ListQuery } from "../feed/query";
import type { LanguageIndex } from "../feed/snapshot-store";
import { VersionMemo } from "../memory/version-memo";
import { listHref } from "../feed/list-params";
import { IMMUTABLE, SHORT_LIVED, withEtag } from "../middleware/conditional";
import { buildVersion } from "../render/build-version";
import { readListQuery } from "../feed/list-params";
import { sha256Hex } from "../../client/domain/digest";
import { dayNumber } from "../../client/domain/listing-recency";

/** Filter combinations whose payload an isolate keeps per snapshot (each is a few kB to a few dozen kB). */
const MAX_CACHED_MAP_QUERIES = 64;
const LIST_FILE = { 0: "sale", 1: "rent" } as const;

/** The same filters as the list, all of them at once: the map shows every match, not one page. */
function filtersOnly(query: ListQuery): ListQuery {
  return { ...query, sort: "newest", page: 1, pageSize: Number.MAX_SAFE_INTEGER };
}

/**
 * The address of a list's map payload: /api/map/{lang}/{sale|rent}.json?{filters}&v={snapshot version}.
 * The page passes the version it was rendered with, so each snapshot gets its own cacheable address.
 */
export function mapDataHref(lang: Lang, query: ListQuery, version: number): string {
  const filters = listHref("", filtersOnly(query), {});
  return `/api/map/${lang}/${LIST_FILE[query.goal]}.json${filters ? `${filters}&` : "?"}v=${version}`;
}

// Isolate-lifetime, per snapshot version (VersionMemo): at most MAX_CACHED_MAP_QUERIES filter
// combinations per version (oldest dropped first), each a few kB to a few dozen kB.
const payloads = new VersionMemo<string>(MAX_CACHED_MAP_QUERIES);

/**
 * What one payload is made of besides the snapshot version: its language, its goal (the address, not
 * a list parameter), its normalised filters, and the build (the code that shapes the rows and the
 * picture rewrite configuration, IMAGE_CDN_HOST over PROVIDER_STORAGE_HOSTS, at the card's width).
 */
function payloadIdentity(index: LanguageIndex, query: ListQuery, build: string, nowMs: number): string {
  // "Price lowered" counts from the day (worker/feed/recency.ts): its payload is the day's.
  const day = query.priceLowered ? `:day${dayNumber(nowMs)}` : "";
  return `${index.lang}:${LIST_FILE[query.goal]}:${build}:${MAP_CARD_PICTURE_WIDTH_PX}${day}${listHref("", query, {})}`;
}

function payloadJson(index: LanguageIndex, query: ListQuery, identity: string, pictureUrl: Parameters<typeof mapPayload>[1], nowMs: number): string {
  return payloads.get(index.version, identity, () => JSON.stringify(mapPayload(listProperties(queryIndexOf(index), query, nowMs).items, pictureUrl)));
}

/**
 * The ETag of exactly this payload: a 304 may only confirm the same language, goal, filters, snapshot
 * and build. The identity is hashed: a city name is not ETag text.
 */
async function payloadEtag(index: LanguageIndex, query: ListQuery, identity: string): Promise<string> {
  const digest = (await sha256Hex(identity)).slice(0, 24);
  return `"map-${index.lang}-${LIST_FILE[query.goal]}-${index.version}-${digest}"`;
}

/**
 * GET /api/map/{lang}/{sale|rent}.json: the ListingMap island's markers for a list's filters (the
 * list's own query parameters, read the same way), as compact rows (client/domain/map.ts).
 */
export const mapApi = new Hono<AppEnv>();

mapApi.get("/api/map/:lang{[a-z]{2}}/:file{(?:sale|rent)\\.json}", async (c) => {
  const lang = c.req.param("lang");
  if (!isLang(lang) || !c.var.enabledLanguages.includes(lang)) {
    return c.json({ error: "unknown language" }, 404, { "Cache-Control": "no-store" });
  }
  const index = await c.var.services.listings.index(lang);
  if (!index) return c.json({ error: "no listings yet" }, 503, { "Cache-Control": "no-store", "Retry-After": "30" });
  const goal: Goal = c.req.param("file").startsWith("sale") ? 0 : 1;
  const query = filtersOnly(readListQuery(new URL(c.req.url).searchParams, goal));
  const current = c.req.query("v") === String(index.version);
  // "Price lowered" changes with the day, not only with the snapshot: such a payload is never immutable.
  const headers = { "Cache-Control": current && !query.priceLowered ? IMMUTABLE : SHORT_LIVED, "Content-Type": "application/json; charset=utf-8" };
  const { config } = c.var.services;
  const now = Date.now();
  const identity = payloadIdentity(index, query, await buildVersion(config), now);
  return withEtag(c, await payloadEtag(index, query, identity), headers, () => {
    const rewrite = config.imageRewrite;
    return payloadJson(index, query, identity, (picture) => rewrite?.(picture.url, MAP_CARD_PICTURE_WIDTH_PX) ?? picture.url, now);
  });
});
