import type { Lang } from "../../client/i18n/languages";
import { targetPath, type Links } from "../../client/i18n/routes";

/** A page of the site (a route key, or `page-{id}` for a page the agency made) or an address. */
export type ContentLink = { route: string } | { href: string };

/** A content link as an address: a page becomes its localized path in the language, among the page addresses `links`. */
export function hrefOf(link: ContentLink, links: Links, lang: Lang): string {
  return "route" in link ? targetPath(links, link.route, lang) : link.href;
}

export function isExternal(link: ContentLink): boolean {
  return "href" in link && link.href.startsWith("https:");
}
