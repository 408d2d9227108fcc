/**
 * Reading one query parameter (SPEC 2: "a query parameter can be read by name"). Works on full
 * URLs, on paths with a query ("/for-sale/?city=Gent|9000") and on bare query strings ("?a=1").
 */

/**
 * Returns the first value of `name`, decoded ("+" is a space, bad percent escapes stay as written),
 * "" when the parameter is present without a value, and undefined when it is absent.
 * Never throws, whatever the input.
 */
export function readQueryParam(url: string | URL, name: string): string | undefined {
  try {
    const params = new URLSearchParams(queryOf(url));
    return params.get(name) ?? undefined;
  } catch {
    return undefined;
  }
}

function queryOf(url: string | URL): string {
  if (url instanceof URL) return url.search;
  if (typeof url !== "string") return "";
  const withoutHash = url.split("#", 1)[0] ?? "";
  const start = withoutHash.indexOf("?");
  return start === -1 ? "" : withoutHash.slice(start + 1);
}
