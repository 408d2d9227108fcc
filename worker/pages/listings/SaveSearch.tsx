import { useT } from "../../../client/i18n/catalog";
import { fixedPath } from "../../../client/i18n/routes";
import type { Lang } from "../../../client/i18n/languages";
import { listHref } from "../../feed/list-params";
import type { ListQuery } from "../../feed/query";
import { usePage } from "../context";

/** The list's search without how it is shown: its sort and page are no part of an alert. */
const searchOf = (query: ListQuery): ListQuery => ({ ...query, sort: "newest", page: 1 });

/**
 * The demand-register address that saves a list's search as an alert: `goal` (0 for sale, 1 for rent)
 * and every filter of the list, written as the list writes them (listHref), so a filter the alert
 * cannot take over still reaches the alert page, which says so (worker/alerts/prefill.ts).
 */
export function alertHref(lang: Lang, query: ListQuery): string {
  const filters = listHref("", searchOf(query), {}).replace(/^\?/, "");
  return `${fixedPath("demandRegister", lang)}?goal=${query.goal}${filters ? `&${filters}` : ""}`;
}

/** Whether the list is narrowed by a filter (references=1 widens it, so it does not count). */
export const isFiltered = (query: ListQuery): boolean => listHref("", { ...searchOf(query), references: undefined }, {}) !== "";

/**
 * "Save this search": the list's filters as a search alert, through the alert form prefilled from a
 * plain link (works without JavaScript). Offered plainly on a filtered list and on an empty one (then
 * `empty`: the first listing that comes is mailed), quietly under an unfiltered list.
 */
export function SaveSearch({ query, empty = false }: { query: ListQuery; empty?: boolean }) {
  const t = useT();
  const { lang } = usePage();
  const href = alertHref(lang, query);
  if (!empty && !isFiltered(query)) {
    return (
      <p className="save-search-quiet">
        <a href={href}>{t(query.goal === 0 ? "list.saveSearch.allForSale" : "list.saveSearch.allForRent")}</a>
      </p>
    );
  }
  const text = empty ? "list.wider.alert" : query.area ? "area.mailMe" : "list.saveSearch.text";
  return (
    <div className={`save-search${empty ? " save-search-empty" : ""}`}>
      <p>{t(text)}</p>
      <a className="button button-primary" href={href}>
        {t("list.saveSearch.button")}
      </a>
    </div>
  );
}
