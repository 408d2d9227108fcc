import type { ChangeEvent } from "react";
import { BRUSSELS_MAX_EPC_CLASSES_GAINED, BRUSSELS_MIN_EPC_CLASSES_GAINED } from "../../domain/costs/brussels";
import { VAT_CHOICES } from "../../domain/costs/new-build";
import { COST_LIMITS, REGIONS, type CostErrors, type CostField, type CostValues } from "../../domain/costs/query";
import type { CostWords } from "./words";

const HINTED = new Set<CostField>(["price", "funds", "epc"]);

const counting = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => String(from + index));

/**
 * The calculator's fields, named as the address carries them (client/domain/costs/query.ts), with
 * each field's error under it. `onChange` makes them live (the island); without it they are the
 * plain form a GET sends. A field of some regions only (VAT on a new build: Belgium; EPC classes
 * gained: Brussels) is hidden by CSS for the others, from the region chosen (:has, no script needed).
 */
export function CostFields({
  idPrefix,
  values,
  errors,
  withEpc,
  words,
  onChange,
}: {
  idPrefix: string;
  values: CostValues;
  errors: CostErrors;
  /** The Brussels EPC classes field: on the calculator page, not in a listing's panel. */
  withEpc: boolean;
  words: CostWords;
  onChange?: (field: CostField, value: string) => void;
}) {
  const id = (field: CostField) => `${idPrefix}-${field}`;
  const hint = (field: CostField) => (HINTED.has(field) ? words.hints[field as keyof CostWords["hints"]] : undefined);
  const change = (field: CostField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    onChange?.(field, event.target instanceof HTMLInputElement && event.target.type === "checkbox" ? (event.target.checked ? "on" : "") : event.target.value);
  // Controlled once live; without an onChange the server's HTML carries the typed values as defaults.
  const bind = (field: CostField) => (onChange ? { value: values[field] ?? "", onChange: change(field) } : { defaultValue: values[field] ?? "" });
  const described = (field: CostField) => {
    const ids = [hint(field) ? `${id(field)}-hint` : "", errors[field] ? `${id(field)}-error` : ""].filter(Boolean).join(" ");
    return { ...(ids ? { "aria-describedby": ids } : {}), ...(errors[field] ? { "aria-invalid": true } : {}) };
  };
  const extra = (field: CostField) => (
    <>
      {hint(field) && (
        <p className="field-hint" id={`${id(field)}-hint`}>
          {hint(field)}
        </p>
      )}
      {errors[field] && (
        <p className="field-error" id={`${id(field)}-error`}>
          {words.errors[field]}
        </p>
      )}
    </>
  );
  const wrap = (field: CostField) => (errors[field] ? "field field-invalid" : "field");
  const text = (field: CostField, inputMode: "numeric" | "decimal") => (
    <div className={wrap(field)}>
      <label htmlFor={id(field)}>{words.fields[field]}</label>
      <input id={id(field)} name={field} type="text" inputMode={inputMode} autoComplete="off" maxLength={20} {...bind(field)} {...described(field)} />
      {extra(field)}
    </div>
  );
  const select = (field: CostField, options: readonly (readonly [value: string, label: string])[], only?: string) => (
    <div className={only ? `${wrap(field)} ${only}` : wrap(field)}>
      <label htmlFor={id(field)}>{words.fields[field]}</label>
      <select id={id(field)} name={field} {...bind(field)} {...described(field)}>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      {extra(field)}
    </div>
  );
  const own = onChange ? { checked: values.own === "on", onChange: change("own") } : { defaultChecked: values.own === "on" };
  return (
    <div className="cost-fields">
      {text("price", "numeric")}
      {select(
        "region",
        REGIONS.map((region) => [region, words.regions[region]] as const),
      )}
      <div className="field cost-own">
        <span className="field-checkbox">
          <input id={id("own")} name="own" type="checkbox" value="on" {...own} />
          <label htmlFor={id("own")}>{words.fields.own}</label>
        </span>
        {values.region === "flanders" && (
          <div className="cost-conditions">
            <p>{words.conditionsTitle}</p>
            <ul>
              {words.conditions.map((condition) => (
                <li key={condition}>{condition}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {select(
        "vat",
        VAT_CHOICES.map((choice) => [choice, words.vat[choice]] as const),
        "cost-belgium-only",
      )}
      {select(
        "buyers",
        counting(1, COST_LIMITS.maxBuyers).map((count) => [count, count] as const),
      )}
      {text("funds", "numeric")}
      {text("rate", "decimal")}
      {text("years", "numeric")}
      {withEpc &&
        select(
          "epc",
          // One class gained earns nothing (the abatement starts at two), so it is not offered.
          ["0", ...counting(BRUSSELS_MIN_EPC_CLASSES_GAINED, BRUSSELS_MAX_EPC_CLASSES_GAINED)].map((count) => [count, count] as const),
          "cost-brussels-only",
        )}
    </div>
  );
}
