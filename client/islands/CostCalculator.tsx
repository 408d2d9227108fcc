import { useEffect, useState } from "react";
import { CostFields } from "../components/costs/CostFields";
import { CostFigures } from "../components/costs/CostFigures";
import { CostSources } from "../components/costs/CostSources";
import type { CostWords } from "../components/costs/words";
import { buyingCosts } from "../domain/costs";
import {
  asksForCosts,
  canonicalCostValues,
  COST_DEFAULTS,
  COST_FIELDS,
  costQuery,
  readCostValues,
  shownCostValues,
  type CostField,
  type CostValues,
} from "../domain/costs/query";
import type { Lang } from "../i18n/languages";

export interface CostCalculatorProps {
  lang: Lang;
  /** The calculator page: where the form sends the figures (GET), also without JavaScript. */
  action: string;
  /** The fields as typed, or as the listing fills them in. */
  values: CostValues;
  /** "page": the calculator page, with the Brussels EPC field and the footnotes; "panel": a listing's. */
  variant: "page" | "panel";
  /** Its words, translated on the server (they stay out of the catalogue every page loads). */
  words: CostWords;
  /** The submit button's words: "Calculate" on the page, "details, sources and by mail" in a panel. */
  submit: string;
}

/**
 * The cost-to-buy calculator (issue 41, section 1): the fields and the figures computed from them.
 * The server renders it with the figures of the address (or of the listing); once hydrated it
 * computes again at every change, in the browser, with the same pure rules (client/domain/costs).
 */
/** The page's "send me this calculation" form (worker/pages/costs/BuyingCostsBody.tsx), which carries the figures as hidden fields. */
export const SEND_SECTION_ID = "send-calculation";

/**
 * On the calculator page, what the visitor changes becomes the page's address (to share or come back
 * to) and the figures the send form carries, so the mail says what the page shows; both canonical
 * (plain digits), whatever grouping the visitor typed.
 */
function keepPageInStep(action: string, typed: CostValues): void {
  const values = canonicalCostValues(typed);
  const address = `${action}?${costQuery(values)}`;
  history.replaceState(history.state, "", address);
  const send = document.getElementById(SEND_SECTION_ID);
  if (!send) return;
  const hidden = (name: string) => send.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`);
  for (const name of COST_FIELDS) {
    const input = hidden(name);
    if (input) input.value = values[name] ?? "";
  }
  const page = hidden("page");
  if (page) page.value = address;
}

export default function CostCalculator({ lang, action, values: initial, variant, words, submit }: CostCalculatorProps) {
  // The fields a calculation leaves out show the values it computes with (rate, term, one buyer), every
  // number as the page's language writes it ("240.000", "3,3").
  const [values, setValues] = useState<CostValues>(() => shownCostValues({ ...COST_DEFAULTS, ...initial }, lang));
  const [live, setLive] = useState(false);
  const reading = asksForCosts(values) ? readCostValues(values) : undefined;
  const errors = reading && !reading.ok ? reading.errors : {};
  const result = reading?.ok ? buyingCosts(reading.input) : undefined;
  const change = (field: CostField, value: string) => {
    setLive(true);
    setValues((before) => ({ ...before, [field]: value }));
  };
  useEffect(() => {
    if (live && variant === "page") keepPageInStep(action, values);
  }, [live, variant, action, values]);
  const idPrefix = `costs-${variant}`;
  return (
    <form className={`cost-calculator cost-calculator-${variant}`} method="get" action={action} aria-label={words.formLabel}>
      <CostFields idPrefix={idPrefix} values={values} errors={errors} withEpc={variant === "page"} words={words} onChange={change} />
      <p className="cost-submit">
        <button type="submit" className="button">
          {submit}
        </button>
      </p>
      <div className="cost-result" aria-live={live ? "polite" : undefined} data-cost-result="">
        {reading?.ok && result && <CostFigures input={reading.input} result={result} lang={lang} words={words} />}
        {reading?.ok &&
          reading.ignored.map((field) => (
            <p key={field} className="cost-not-applied" role="note">
              {words.notApplied[field]}
            </p>
          ))}
        {reading && !reading.ok && <p className="notice">{words.fixErrors}</p>}
        {words.sources && result && <CostSources duty={result.duty} words={words.sources} />}
      </div>
      <p className="cost-disclaimer">{words.disclaimer}</p>
    </form>
  );
}
