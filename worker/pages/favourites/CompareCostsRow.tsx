import { buyingCosts } from "../../../client/domain/costs";
import { readCostValues } from "../../../client/domain/costs/query";
import { formatEuros } from "../../../client/domain/format";
import { useT } from "../../../client/i18n/catalog";
import { fixedPath } from "../../../client/i18n/routes";
import type { PropertyDetail } from "../../feed/model";
import { usePage } from "../context";
import { listingCostValues } from "../listings/CostPanel";

/**
 * The comparison's cost to buy (issue 41, section 1): each listing's costs and its price with costs,
 * computed as its own page's panel prefills them (region, own home for a house or flat, the stated
 * defaults), each a link to the calculator with those figures to see them in detail or change them.
 * A rent, a hidden price or a listing outside Belgium and Luxembourg has none.
 */
export function CompareCostsRow({ listings }: { listings: readonly PropertyDetail[] }) {
  const t = useT();
  const { lang } = usePage();
  const figures = listings.map((item) => {
    const values = listingCostValues(item);
    const reading = values && readCostValues(values);
    if (!values || !reading?.ok) return null;
    const query = new URLSearchParams(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined));
    return { result: buyingCosts(reading.input), href: `${fixedPath("buyingCosts", lang)}?${query}` };
  });
  if (figures.every((figure) => figure === null)) return null;
  const dash = "–";
  return (
    <>
      <tr>
        <th scope="row">{t("costs.row.costs")}</th>
        {figures.map((figure, index) => (
          <td key={listings[index]!.id}>
            {figure ? (
              <a className="compare-cost-link" href={figure.href}>
                {formatEuros(figure.result.costs, lang)}
              </a>
            ) : (
              dash
            )}
          </td>
        ))}
      </tr>
      <tr>
        <th scope="row">{t("costs.row.total")}</th>
        {figures.map((figure, index) => (
          <td key={listings[index]!.id}>{figure ? formatEuros(figure.result.total, lang) : dash}</td>
        ))}
      </tr>
    </>
  );
}
