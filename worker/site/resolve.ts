import { articlePath } from "../../client/domain/slug";
import type { Lang } from "../../client/i18n/languages";
import { pathFor, routeBySlug, THANK_YOU_PREFIX, thankYouFormBySlug, thankYouPath, type RouteKey, type ThankYouForm } from "../../client/i18n/routes";
import { content, pageByRoute } from "../content";
import type { Article, Page } from "../content/schema";

/** What a localized path shows. */
export type Resolved =
  | { kind: "page"; route: RouteKey; page: Page }
  | { kind: "article"; article: Article }
  | { kind: "thankYou"; form: ThankYouForm }
  | { kind: "redirect"; location: string }
  | { kind: "notFound" };

/** Where an article without a route lives in `lang` (SPEC 2's slug rule), e.g. /nl/onze-diensten/. */
export function articleUrl(article: Article, lang: Lang): string {
  const path = articlePath({
    category: article.category?.[lang],
    subCategory: article.subCategory?.[lang],
    name: article.title[lang],
  });
  return `/${lang}${path}`;
}

// Built once per isolate: the content is part of the bundle, so it only changes with a deploy.
const articlesByPath = new Map<string, Article>();
for (const article of content.articles) {
  if (article.status !== "Published" || article.route) continue;
  for (const lang of ["nl", "fr", "en", "de"] as const) articlesByPath.set(articleUrl(article, lang), article);
}

/**
 * Resolves the segments after the language prefix (the word "preview" already removed).
 * Only Published pages and articles are seen (SPEC 4).
 */
export function resolvePath(lang: Lang, segments: readonly string[]): Resolved {
  if (segments.length === 0) return pageOrNotFound("home");
  const [first = "", second] = segments;
  if (segments.length === 1) {
    const route = routeBySlug(lang, first);
    if (route && route !== "project") return pageOrNotFound(route);
  }
  if (segments.length === 2 && first === THANK_YOU_PREFIX[lang] && second) {
    const form = thankYouFormBySlug(lang, second);
    if (form) return { kind: "thankYou", form };
  }
  const article = articlesByPath.get(`/${lang}/${segments.join("/")}/`.toLowerCase());
  if (article) return { kind: "article", article };
  return { kind: "notFound" };
}

function pageOrNotFound(route: RouteKey): Resolved {
  const page = pageByRoute(route);
  if (!page || page.status !== "Published") return { kind: "notFound" };
  if (page.params.redirect && page.params.redirectUrl) return { kind: "redirect", location: page.params.redirectUrl };
  return { kind: "page", route, page };
}

/** The same page in every enabled language: the language switcher and hreflang links read this. */
export function alternatesOf(resolved: Resolved, enabled: readonly Lang[]): Partial<Record<Lang, string>> {
  const out: Partial<Record<Lang, string>> = {};
  for (const lang of enabled) {
    if (resolved.kind === "page") out[lang] = pathFor(resolved.route, lang);
    else if (resolved.kind === "article") out[lang] = articleUrl(resolved.article, lang);
    else if (resolved.kind === "thankYou") out[lang] = thankYouPath(resolved.form, lang);
    else out[lang] = pathFor("home", lang);
  }
  return out;
}
