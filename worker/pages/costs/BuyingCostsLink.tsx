import { useT } from "../../../client/i18n/catalog";
import { fixedPath } from "../../../client/i18n/routes";
import { usePage } from "../context";

/** The way to the cost calculator from a search page for buyers (the for-sale list). */
export function BuyingCostsLink() {
  const t = useT();
  const { lang } = usePage();
  return (
    <p className="buying-costs-link">
      <a href={fixedPath("buyingCosts", lang)}>{t("costs.forSaleLink")}</a>
    </p>
  );
}
