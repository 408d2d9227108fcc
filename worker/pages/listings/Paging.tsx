import { pagerEntries } from "../../../client/domain/paging";
import { useT } from "../../../client/i18n/catalog";
import type { ListResult } from "../../feed/query";

export interface PagingProps {
  result: ListResult;
  /** The address of a page of this list (listHref in worker/feed/list-params.ts, the filters kept). */
  hrefOf: (page: number) => string;
}

/** The list's pager: previous, the pages around the current one with the first and last (1 … 4 5 6 … 20), next. */
export function Paging({ result, hrefOf }: PagingProps) {
  const t = useT();
  if (result.pages <= 1) return null;
  return (
    <nav className="paging" aria-label={t("list.paging")}>
      <ul>
        {result.page > 1 && (
          <li>
            <a href={hrefOf(result.page - 1)} rel="prev">
              {t("list.previous")}
            </a>
          </li>
        )}
        {pagerEntries(result.page, result.pages).map((entry, index) =>
          entry === "gap" ? (
            // Read as nothing: the page numbers around it already say where the list goes on.
            <li key={`gap-${index}`} className="paging-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <a href={hrefOf(entry)} aria-current={entry === result.page ? "page" : undefined}>
                {entry}
              </a>
            </li>
          ),
        )}
        {result.page < result.pages && (
          <li>
            <a href={hrefOf(result.page + 1)} rel="next">
              {t("list.next")}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
