import { formatDay } from "../../../../client/domain/format";
import { priceWithUnit } from "../../../../client/domain/price-unit";
import { useT } from "../../../../client/i18n/catalog";
import { usePage } from "../../../pages/context";
import { ScrollRegion } from "../../../pages/ScrollRegion";
import { stateLabel } from "./labels";
import type { PortalHistoryPoint } from "./model";

/** The price of a history point as the site writes prices (SPEC 9), or the "not published" words. */
function usePriceText(): (point: PortalHistoryPoint) => string {
  const t = useT();
  const { lang } = usePage();
  return (point) => {
    if (point.price === null) return t("portal.history.noPrice");
    return priceWithUnit(point.price, point.priceUnit, lang, t);
  };
}

/** The property's state (for sale or rent, sold, rented) and price since it first appeared, newest first. */
export function HistoryTable({ history }: { history: readonly PortalHistoryPoint[] }) {
  const t = useT();
  const { lang } = usePage();
  const priceText = usePriceText();
  if (history.length === 0) return <p>{t("portal.history.empty")}</p>;
  return (
    <ScrollRegion labelledBy="portal-history-caption">
      <table className="portal-table">
        <caption id="portal-history-caption">{t("portal.history.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("portal.history.date")}</th>
            <th scope="col">{t("portal.history.state")}</th>
            <th scope="col" className="numeric">
              {t("portal.history.price")}
            </th>
          </tr>
        </thead>
        <tbody>
          {[...history].reverse().map((point, index) => (
            <tr key={`${point.day}-${index}`}>
              <th scope="row">{formatDay(point.day, lang, "numeric")}</th>
              <td>{t(stateLabel(point.status, point.goal))}</td>
              <td className="numeric">{priceText(point)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
