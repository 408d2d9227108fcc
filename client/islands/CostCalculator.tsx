import { useState } from "react";
import { CostFields } from "../components/costs/CostFields";
import { CostFigures } from "../components/costs/CostFigures";
import { CostSources } from "../components/costs/CostSources";
import { buyingCosts } from "../domain/costs";
import { asksForCosts, readCostValues, type CostField, type CostValues } from "../domain/costs/query";
import { useT } from "../i18n/catalog";
import type { Lang } from "../i18n/languages";

export interface CostCalculatorProps {
  lang: Lang;
  /** The calculator page: where the form sends the figures (GET), also without JavaScript. */
  action: string;
  /** The fields as typed, or as the listing fills them in. */
  values: CostValues;
  /** "page": the calculator page, with the Brussels EPC field and the footnotes; "panel": a listing's. */
  variant: "page" | "panel";
}

/**
 * The cost-to-buy calculator (issue 41, section 1): the fields and the figures computed from them.
 * The server renders it with the figures of the address (or of the listing); once hydrated it
 * computes again at every change, in the browser, with the same pure rules (client/domain/costs).
 */
export default function CostCalculator({ lang, action, values: initial, variant }: CostCalculatorProps) {
  const t = useT();
  const [values, setValues] = useState<CostValues>(initial);
  const [live, setLive] = useState(false);
  const reading = asksForCosts(values) ? readCostValues(values) : undefined;
  const errors = reading && !reading.ok ? reading.errors : {};
  const result = reading?.ok ? buyingCosts(reading.input) : undefined;
  const change = (field: CostField, value: string) => {
    setLive(true);
    setValues((before) => ({ ...before, [field]: value }));
  };
  const idPrefix = `costs-${variant}`;
  return (
    <form className={`cost-calculator cost-${variant}`} method="get" action={action} aria-label={t("costs.formLabel")}>
      <CostFields idPrefix={idPrefix} values={values} errors={errors} withEpc={variant === "page"} onChange={change} />
      <p className="cost-submit">
        <button type="submit" className="button">
          {t(variant === "panel" ? "costs.panel.submit" : "costs.submit")}
        </button>
      </p>
      <div className="cost-result" aria-live={live ? "polite" : undefined} data-cost-result="">
        {reading?.ok && result && <CostFigures input={reading.input} result={result} lang={lang} />}
        {reading && !reading.ok && <p className="notice">{t("costs.fixErrors")}</p>}
        {variant === "page" && result && <CostSources duty={result.duty} lang={lang} />}
      </div>
      <p className="cost-disclaimer">{t("costs.disclaimer")}</p>
    </form>
  );
}
