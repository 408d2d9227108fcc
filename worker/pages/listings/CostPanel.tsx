import { Island } from "../../../client/components/Island";
import { readCostValues, type CostValues } from "../../../client/domain/costs/query";
import { formatEuros } from "../../../client/domain/format";
import { RENOVATION_WEB_IDS, RENOVATION_YEARS } from "../../../client/domain/renovation";
import { useT } from "../../../client/i18n/catalog";
import { fixedPath } from "../../../client/i18n/routes";
import CostCalculator from "../../../client/islands/CostCalculator";
import type { ProjectDetail, PropertyDetail } from "../../feed/model";
import { usePage } from "../context";
import { costWords } from "../costs/cost-words";
import { useLingui } from "@lingui/react";

/** Prices that are not a sale price (a rent, a price per m²) have no cost to buy. */
const NOT_A_SALE_PRICE = new Set(["month", "year", "squareMetre"]);

/** Type groups (WebID) a buyer may live in: a house or an apartment starts as their own home. */
const HOME_TYPE_GROUPS: ReadonlySet<number> = new Set(RENOVATION_WEB_IDS);

/** The calculator's fields as the listing fills them in: its price and region, an own home for a house or apartment, the stated defaults. */
export function listingCostValues(item: Pick<PropertyDetail, "goal" | "price" | "priceUnit" | "region" | "typeGroup">): CostValues | undefined {
  if (item.goal !== 0 || item.price === null || !item.region || NOT_A_SALE_PRICE.has(item.priceUnit ?? "")) return undefined;
  const own = HOME_TYPE_GROUPS.has(item.typeGroup) ? "on" : "";
  const values: CostValues = { price: String(Math.round(item.price)), region: item.region, own, vat: "none" };
  return readCostValues(values).ok ? values : undefined;
}

/**
 * The calculator's fields for a new-build project: its cheapest unit still available, bought as an own
 * home, with 21 % VAT instead of the registration duty (a Belgian new build is sold with VAT; Luxembourg
 * has no such choice, so its duty stays). None when no available unit has a price or the project lies
 * outside Belgium and Luxembourg.
 */
export function projectCostValues(project: Pick<ProjectDetail, "region" | "units">): { values: CostValues; price: number } | undefined {
  const prices = project.units.flatMap((unit) => (unit.status === "available" && unit.price !== null && unit.price > 0 ? [unit.price] : []));
  if (!project.region || prices.length === 0) return undefined;
  const price = Math.min(...prices);
  const values: CostValues = {
    price: String(Math.round(price)),
    region: project.region,
    own: "on",
    vat: project.region === "luxembourg" ? "none" : "standard",
  };
  return readCostValues(values).ok ? { values, price } : undefined;
}

/** A new-build project's cost to buy (issue 41, section 1): its cheapest available unit, with VAT. */
export function ProjectCostPanel({ project }: { project: ProjectDetail }) {
  const t = useT();
  const { lang } = usePage();
  const { i18n } = useLingui();
  const prefill = projectCostValues(project);
  if (!prefill) return null;
  return (
    <section className="cost-panel" id="costs" aria-labelledby="costs-panel-title">
      <h2 id="costs-panel-title">{t("costs.panel.title")}</h2>
      <p>{t("costs.panel.project", { price: formatEuros(prefill.price, lang) })}</p>
      <Island
        name="CostCalculator"
        component={CostCalculator}
        props={{
          lang,
          action: fixedPath("buyingCosts", lang),
          values: prefill.values,
          variant: "panel",
          words: costWords(i18n, lang, false),
          submit: t("costs.panel.submit"),
        }}
      />
    </section>
  );
}

/**
 * "What will it cost me?" on a for-sale listing (issue 41, section 1): the calculator prefilled from
 * the listing, computed on the server (the same page for every visitor, so the edge keeps it), its
 * form sending to the calculator page; the island recomputes live once near the viewport. A label E
 * or F in Flanders brings the renovation obligation (SPEC 9) with its deadline for a deed this year.
 */
export function CostPanel({ item, year = new Date().getUTCFullYear() }: { item: PropertyDetail; year?: number }) {
  const t = useT();
  const { lang } = usePage();
  const { i18n } = useLingui();
  const values = listingCostValues(item);
  if (!values) return null;
  const label = item.renovationNotice ? item.epc?.label?.toUpperCase() : undefined;
  return (
    <section className="cost-panel" id="costs" aria-labelledby="costs-panel-title">
      <h2 id="costs-panel-title">{t("costs.panel.title")}</h2>
      {label && (
        <p className="notice" role="note">
          {t("costs.panel.renovation", { label, years: RENOVATION_YEARS, year: year + RENOVATION_YEARS })}
        </p>
      )}
      <Island
        name="CostCalculator"
        component={CostCalculator}
        props={{ lang, action: fixedPath("buyingCosts", lang), values, variant: "panel", words: costWords(i18n, lang, false), submit: t("costs.panel.submit") }}
      />
    </section>
  );
}
