import * as v from "valibot";
import { LANGUAGES, type Lang } from "../../client/i18n/languages";
import { articleUrl, umlautlessArticleUrl, type RouteKey } from "../../client/i18n/routes";
import { articles } from "./data/articles";
import { pages } from "./data/pages";
import { site } from "./data/site";
import { team } from "./data/team";
import { withBrandPerLanguage } from "./brand-per-language";
import { isScriptAddress } from "../../client/domain/web-address";
import { isAddressIssue } from "./web-address";
import { type Article, type Content, ContentSchema, type Module, type Page, type SiteConfig, type TeamMember, type VisitorTestimonial } from "./schema";

/**
 * Validates content against the schema; every problem is named in the error. `published`: content
 * published before the address rule of issue 37 (client/domain/web-address.ts) is still served with
 * the addresses the rule now refuses (http, ftp:, an address with a space the old check let through):
 * the rule is the editor's and the publisher's, and a site that went live with one must not fall back
 * to the seed. Only an address that would run a script when followed (javascript:, data:, vbscript:)
 * still refuses the version.
 */
export function parseContent(input: unknown, { published = false }: { published?: boolean } = {}): Content {
  const result = v.safeParse(ContentSchema, withBrandPerLanguage(input));
  if (result.success) return result.output;
  if (published && result.typed && result.issues.every(servedWhenPublished)) return result.output;
  const lines = result.issues.map((issue) => `  - ${v.getDotPath(issue) ?? "(root)"}: ${issue.message}`);
  throw new Error(`Invalid site content (${result.issues.length} issue(s)):\n${lines.join("\n")}`);
}

/** An issue a published version is served with: an address the rule refuses that runs no script. */
function servedWhenPublished(issue: v.BaseIssue<unknown>): boolean {
  return isAddressIssue(issue.type) && typeof issue.input === "string" && !isScriptAddress(issue.input);
}

/**
 * The agency's content as the repository holds it, parsed once at module load: a content mistake fails
 * the build and the tests, never a visitor's request. Requests read content from their services
 * (worker/services: `services.content`), never from here, so that a published version can replace it.
 */
export const seedContent: Content = parseContent({ site, pages, articles, team });

const bySort = <T extends { sort: number }>(a: T, b: T) => a.sort - b.sort;

/** Pages with status Published (SPEC 4: only Published is seen). */
export function publishedPages(source: Content): Page[] {
  return source.pages.filter((page) => page.status === "Published");
}

/** The top-level menu: Published pages marked inMenu, in their configured sort order. */
export function menuEntries(source: Content): Page[] {
  return publishedPages(source)
    .filter((page) => page.inMenu)
    .sort(bySort);
}

/** The Published page bound to a route, if any. */
export function pageByRoute(route: RouteKey, source: Content): Page | undefined {
  return publishedPages(source).find((page) => page.route === route);
}

/** A page's modules that are Published, in sort order. */
export function publishedModules(page: Page): Module[] {
  return page.params.modules.filter((module) => module.status === "Published").sort(bySort);
}

/** A Published article by id. */
export function articleById(id: number, source: Content): Article | undefined {
  return source.articles.find((article) => article.id === id && article.status === "Published");
}

/** The Published members of a team category, in sort order, at most `maxItems` of them. */
export function teamByCategory(categoryId: number, maxItems: number, source: Content): TeamMember[] {
  return source.team
    .filter((member) => member.categoryId === categoryId && member.status === "Published")
    .sort(bySort)
    .slice(0, Math.max(0, maxItems));
}

/** Approved testimonials one article shows, newest first. */
export const MAX_SHOWN_TESTIMONIALS = 50;

/** The Published testimonials visitors wrote in `lang`, newest first: an article shows each in its own language only. */
export function visitorTestimonials(lang: Lang, source: Content): VisitorTestimonial[] {
  return source.testimonials
    .filter((testimonial) => testimonial.status === "Published" && testimonial.lang === lang)
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, MAX_SHOWN_TESTIMONIALS);
}

/** The Published links of one side of the top bar. */
export function headerLinks(side: "left" | "right", site: SiteConfig): SiteConfig["header"]["headerLinks"]["left"] {
  return site.header.headerLinks[side].filter((link) => link.status === "Published");
}

/**
 * The languages this deployment serves, in the order of LANGUAGES. `override` is a comma list (the
 * LANGUAGES variable of the Worker); when it names at least one known code it replaces languageUse,
 * unknown codes are ignored. Never empty: with nothing enabled, the configured default is served.
 */
export function enabledLanguages(site: Pick<SiteConfig, "language">, override?: string): Lang[] {
  const requested = new Set(
    (override ?? "")
      .split(",")
      .map((code) => code.trim().toLowerCase())
      .filter(Boolean),
  );
  const fromOverride = LANGUAGES.filter((lang) => requested.has(lang));
  if (fromOverride.length > 0) return fromOverride;
  const used = new Set(site.language.languageUse.filter((entry) => entry.use).map((entry) => entry.code));
  const fromConfig = LANGUAGES.filter((lang) => used.has(lang));
  return fromConfig.length > 0 ? fromConfig : [site.language.languageDefault];
}

/** The configured default language when it is enabled, otherwise the first enabled language. */
export function defaultLanguage(site: Pick<SiteConfig, "language">, enabled: readonly Lang[]): Lang {
  const configured = site.language.languageDefault;
  if (enabled.includes(configured)) return configured;
  return enabled[0] ?? configured;
}

/** A loosely typed CMS text: a plain string or an object keyed by language code in either case. */
export type LooseText = string | Readonly<Record<string, string | null | undefined>> | null | undefined;

/**
 * SPEC 3 "Language-keyed content": the entry for `lang`, tried lower case then upper case; when it is
 * missing or empty, the same for `fallback` (the default language). A plain string is not translated
 * and is returned as is. Returns "" when nothing matches.
 */
export function localizedText(value: LooseText, lang: Lang, fallback: Lang): string {
  if (value == null) return "";
  if (typeof value === "string") return value;
  for (const code of [lang, fallback]) {
    const text = value[code] || value[code.toUpperCase()];
    if (text) return text;
  }
  return "";
}

/** Where a published article without a route lived in German before umlauts were written out (/de/was-wir-fur-sie-tun/), when that differs from where it is now. */
export function articleByUmlautlessPath(path: string, source: Content): Article | undefined {
  return source.articles.find((article) => {
    if (article.route || article.status !== "Published") return false;
    const parts = { category: article.category?.de, subCategory: article.subCategory?.de, name: article.title.de };
    const old = umlautlessArticleUrl("de", parts);
    return old === path && old !== articleUrl("de", parts);
  });
}

/** Where an article without a route lives in `lang` (SPEC 2's slug rule), e.g. /nl/onze-diensten/. */
export function articlePathOf(article: Article, lang: Lang): string {
  return articleUrl(lang, { category: article.category?.[lang], subCategory: article.subCategory?.[lang], name: article.title[lang] });
}
