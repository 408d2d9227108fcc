import { ABOUT_PARAM, FORM_CONTEXT } from "../../client/forms/guards";
import { ALERT_PREFILL_PARAMETERS } from "../../client/forms/alert-form";
import { COST_FIELDS } from "../../client/domain/costs/query";
import { LISTING_ID } from "../../client/i18n/routes";
import { FAVOURITES_QUERY_PARAMETERS } from "../../client/domain/favourites";
import { listHref } from "../feed/list-params";
import type { ListQuery } from "../feed/query";
import { ALREADY_REQUESTED } from "../leads/already-requested";

/*
 * The query parameters a page reads on the server: what the renderer hands a list page, and what the
 * edge cache's key keeps of a query (worker/middleware/cache-key.ts).
 */

/** A list query with every filter set, so that listHref writes each parameter readListQuery reads back. */
const EVERY_FILTER = {
  goal: 0,
  cities: ["-"],
  types: [1],
  priceMin: 1,
  priceMax: 1,
  bedroomsMin: 1,
  area: "4,50_5,50_5,51",
  livingMin: 1,
  plotMin: 1,
  epc: "b",
  priceLowered: true,
  garden: true,
  terrace: true,
  references: true,
  sort: "price-asc",
  page: 2,
  pageSize: 1,
} satisfies Required<ListQuery>;

/** A list's own parameters (filters, sort, paging, view): the language switch carries them to the other languages. */
export const LIST_QUERY_PARAMETERS: readonly string[] = [...new URLSearchParams(listHref("", EVERY_FILTER, {}, "map").slice(1)).keys()];

/** `names` of `url`'s query, the first value of each (the one URLSearchParams.get and Hono's c.req.query read), in `names` order. */
export function pickParameters(url: URL, names: readonly string[]): string {
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
 * what the search alert form is prefilled with (client/forms/alert-form.ts), the favourites page's
 * listed and compared ids (client/domain/favourites.ts), and the cost calculator's figures
 * (client/domain/costs/query.ts).
 * Parameters read in the browser only (`?setcookies`) or by the view counter (utm_*, which reads
 * the request, not the page) are not among them. Sorted.
 */
export const PAGE_QUERY_PARAMETERS: readonly string[] = [
  ...new Set([
    ...LIST_QUERY_PARAMETERS,
    ...ALERT_PREFILL_PARAMETERS,
    ...COST_FIELDS,
    "q",
    "id",
    ALREADY_REQUESTED,
    ABOUT_PARAM,
    FORM_CONTEXT.page,
    FORM_CONTEXT.property,
    FORM_CONTEXT.project,
    // The favourites page's shared list and the listings it compares (worker/routes/favourites.tsx).
    ...FAVOURITES_QUERY_PARAMETERS,
  ]),
].sort();
