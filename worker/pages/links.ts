import type { Lang } from "../../client/i18n/languages";
import { pathFor, type RouteKey } from "../../client/i18n/routes";

export type ContentLink = { route: RouteKey } | { href: string };

/** A content link as an address: route keys become the localized path of the language. */
export function hrefOf(link: ContentLink, lang: Lang): string {
  return "route" in link ? pathFor(link.route, lang) : link.href;
}

export function isExternal(link: ContentLink): boolean {
  return "href" in link && link.href.startsWith("https:");
}
