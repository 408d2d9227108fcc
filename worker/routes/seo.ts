import { Hono, type Context } from "hono";
import { isLang, type Lang } from "../../client/i18n/languages";
import { content } from "../content";
import type { AppEnv } from "../env";
import { currentPointer } from "../feed/reader";
import type { LanguageIndex } from "../feed/snapshot-store";
import { siteOrigin } from "../seo/page-meta";
import { robotsTxt } from "../seo/robots";
import { sitemapEntries } from "../seo/sitemap";
import { sitemapIndexXml, urlsetXml } from "../seo/sitemap-xml";
import { withEtag } from "./conditional";
import { listingIndex } from "./listing-index";
import { renderNotFound } from "./not-found";

/** Sitemaps change with the listing snapshot (a sync at most every 15 minutes). */
const SITEMAP_MAX_AGE_S = 900;
/** robots.txt changes only with a deploy of the site configuration. */
const ROBOTS_MAX_AGE_S = 86_400;

const XML = "application/xml; charset=utf-8";

// Isolate-lifetime cache of built sitemaps, keyed by snapshot version, language, enabled languages
// and origin. A new snapshot version is a new key; entries of older versions are dropped when the
// first sitemap of the new version is built. Content changes only with a deploy (a new isolate).
const built = new Map<string, string>();

interface Snapshot {
  version: number;
  time: string | undefined;
  indexes: Partial<Record<Lang, LanguageIndex>>;
}

/** The current snapshot's indexes in every enabled language (seeding the very first one if needed). */
async function snapshotOf(c: Context<AppEnv>): Promise<Snapshot> {
  const indexes: Partial<Record<Lang, LanguageIndex>> = {};
  for (const lang of c.var.enabledLanguages) {
    const index = await listingIndex(c, lang);
    if (index) indexes[lang] = index;
  }
  const pointer = await currentPointer(c.env.FEED);
  const version = Object.values(indexes)[0]?.version ?? 0;
  return { version, time: pointer?.version === version ? pointer.publishedAt : undefined, indexes };
}

/** Answers `body` with an ETag of the snapshot version, or 304 when the client already has it. */
function cached(c: Context<AppEnv>, body: string, etag: string): Response {
  return withEtag(c, etag, { "Content-Type": XML, "Cache-Control": `public, max-age=${SITEMAP_MAX_AGE_S}` }, () => body);
}

function memo(key: string, version: number, build: () => string): string {
  let xml = built.get(key);
  if (xml === undefined) {
    for (const old of built.keys()) if (!old.startsWith(`${version}|`)) built.delete(old);
    xml = build();
    built.set(key, xml);
  }
  return xml;
}

/** robots.txt, the sitemap index and one sitemap per enabled language (/sitemap-nl.xml, ...). */
export const seo = new Hono<AppEnv>()
  .get("/robots.txt", (c) =>
    c.body(robotsTxt(content.site.settings, siteOrigin(c)), 200, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": `public, max-age=${ROBOTS_MAX_AGE_S}`,
    }),
  )
  .get("/sitemap.xml", async (c) => {
    const origin = siteOrigin(c);
    const snapshot = await snapshotOf(c);
    const key = `${snapshot.version}|index|${c.var.enabledLanguages.join(",")}|${origin}`;
    const xml = memo(key, snapshot.version, () =>
      sitemapIndexXml(c.var.enabledLanguages.map((lang) => ({ loc: new URL(`/sitemap-${lang}.xml`, origin).toString(), lastmod: snapshot.time }))),
    );
    return cached(c, xml, `"sitemap-${snapshot.version}"`);
  })
  .get("/:file{sitemap-[a-z]{2}\\.xml}", async (c) => {
    const lang = c.req.param("file").slice("sitemap-".length, -".xml".length);
    if (!isLang(lang) || !c.var.enabledLanguages.includes(lang)) return renderNotFound(c);
    const origin = siteOrigin(c);
    const snapshot = await snapshotOf(c);
    const { enabledLanguages: enabled, defaultLanguage } = c.var;
    const key = `${snapshot.version}|${lang}|${enabled.join(",")}|${origin}`;
    const xml = memo(key, snapshot.version, () =>
      urlsetXml(sitemapEntries({ lang, enabled, defaultLanguage, origin, indexes: snapshot.indexes, snapshotTime: snapshot.time })),
    );
    return cached(c, xml, `"sitemap-${lang}-${snapshot.version}"`);
  });
