import { Hono, type Context } from "hono";
import { isLang, type Lang } from "../../client/i18n/languages";
import type { AppEnv } from "../env";
import type { LanguageIndex } from "../feed/snapshot-store";
import { VersionMemo } from "../memory/version-memo";
import { withEtag } from "../middleware/conditional";
import { renderNotFound } from "../render/not-found";
import { robotsTxt } from "../seo/robots";
import { sitemapEntries } from "../seo/sitemap";
import { sitemapIndexXml, urlsetXml } from "../seo/sitemap-xml";

/** Sitemaps change with the listing snapshot (a sync at most every 15 minutes). */
const SITEMAP_MAX_AGE_S = 900;
/** robots.txt follows the site settings, which the agency publishes (worker/content/published.ts). */
const ROBOTS_MAX_AGE_S = 600;

const XML = "application/xml; charset=utf-8";

// Isolate-lifetime, per snapshot version (VersionMemo), keyed by content version, language, enabled
// languages and origin; a few publishes' worth are kept per snapshot.
/** Sitemaps (index and one per language) kept per snapshot version: five publishes of four languages. */
const SITEMAPS_KEPT = 20;
const built = new VersionMemo<string>(SITEMAPS_KEPT);

interface Snapshot {
  version: number;
  time: string | undefined;
  indexes: Partial<Record<Lang, LanguageIndex>>;
}

/** This request's snapshot in every enabled language (seeding the very first one if needed). */
async function snapshotOf(c: Context<AppEnv>): Promise<Snapshot> {
  const { listings } = c.var.services;
  const indexes: Partial<Record<Lang, LanguageIndex>> = {};
  for (const lang of c.var.enabledLanguages) {
    const index = await listings.index(lang);
    if (index) indexes[lang] = index;
  }
  const pointer = await listings.pointer();
  return { version: pointer?.version ?? 0, time: pointer?.publishedAt, indexes };
}

/** Answers `body` with an ETag of the snapshot and content versions, or 304 when the client already has it. */
function cached(c: Context<AppEnv>, body: string, etag: string): Response {
  return withEtag(c, etag, { "Content-Type": XML, "Cache-Control": `public, max-age=${SITEMAP_MAX_AGE_S}` }, () => body);
}

/** robots.txt, the sitemap index and one sitemap per enabled language (/sitemap-nl.xml, ...). */
export const seo = new Hono<AppEnv>()
  // Browsers ask /favicon.ico of a page that links no icon (a JSON answer, a PDF, an old page): the
  // site's one icon is the SVG every page links (public and staff), so this address points there.
  .get("/favicon.ico", (c) => c.redirect("/favicon.svg", 301))
  .get("/robots.txt", (c) =>
    c.body(robotsTxt(c.var.services.content.site.settings, c.var.services.origin), 200, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": `public, max-age=${ROBOTS_MAX_AGE_S}`,
    }),
  )
  .get("/sitemap.xml", async (c) => {
    const { origin, contentVersion } = c.var.services;
    const snapshot = await snapshotOf(c);
    const key = `index|c${contentVersion}|${c.var.enabledLanguages.join(",")}|${origin}`;
    const xml = built.get(snapshot.version, key, () =>
      sitemapIndexXml(c.var.enabledLanguages.map((lang) => ({ loc: new URL(`/sitemap-${lang}.xml`, origin).toString(), lastmod: snapshot.time }))),
    );
    return cached(c, xml, `"sitemap-${snapshot.version}-c${contentVersion}"`);
  })
  .get("/:file{sitemap-[a-z]{2}\\.xml}", async (c) => {
    const lang = c.req.param("file").slice("sitemap-".length, -".xml".length);
    if (!isLang(lang) || !c.var.enabledLanguages.includes(lang)) return renderNotFound(c);
    const { origin, content, contentVersion } = c.var.services;
    const snapshot = await snapshotOf(c);
    const { enabledLanguages: enabled, defaultLanguage } = c.var;
    const key = `${lang}|c${contentVersion}|${enabled.join(",")}|${origin}`;
    const xml = built.get(snapshot.version, key, () =>
      urlsetXml(sitemapEntries({ lang, enabled, defaultLanguage, origin, indexes: snapshot.indexes, snapshotTime: snapshot.time, content })),
    );
    return cached(c, xml, `"sitemap-${lang}-${snapshot.version}-c${contentVersion}"`);
  });
