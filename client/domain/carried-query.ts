/** What a language switch leaves behind: the plain search form's one-off text and the consent reset. */
const NOT_CARRIED = ["q", "setcookies"];

/**
 * `href` with the query string `search` carried over (`?a=1`), minus NOT_CARRIED: the same page in
 * another language keeps its parameters, so a list keeps its filters, sort, page and view (its city
 * filter reads a municipality's name in any language). Parameters `href` has itself win.
 */
export function withCarriedQuery(href: string, search: string): string {
  // Most pages have no query on either side: every page's language menu asks, three times.
  if (!search && !href.includes("?")) return href;
  const carried = new URLSearchParams(search);
  for (const name of NOT_CARRIED) carried.delete(name);
  const [path = "", own = ""] = href.split("?", 2);
  const merged = new URLSearchParams(own);
  for (const [name, value] of carried) if (!merged.has(name)) merged.append(name, value);
  const query = merged.toString();
  return query ? `${path}?${query}` : path;
}
