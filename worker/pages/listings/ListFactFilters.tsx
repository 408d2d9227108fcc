import { epcGradeText } from "../../../client/domain/epc";
import { useT } from "../../../client/i18n/catalog";
import type { ListQuery } from "../../feed/query";
import { EPC_FILTER_GRADES } from "../../../client/domain/epc-filter";

/** How many of these filters narrow the list (ListFilters' count of active filters adds them). */
export function activeFactFilters(query: ListQuery): number {
  return [query.livingMin, query.plotMin, query.epc, query.priceLowered, query.garden, query.terrace].filter((value) => value !== undefined && value !== false)
    .length;
}

/**
 * The list filter's fields on a listing's facts (issue 41): living and plot surface at least, the EPC
 * label or better, a garden, a terrace, a price lowered in the last 30 days. Plain fields of the
 * list's GET form: they work without JavaScript and read back through worker/feed/list-params.ts.
 */
export function ListFactFilters({ query }: { query: ListQuery }) {
  const t = useT();
  const checks = [
    ["lowered", "list.priceLowered", query.priceLowered],
    ["garden", "list.garden", query.garden],
    ["terrace", "list.terrace", query.terrace],
  ] as const;
  return (
    <>
      <div className="field">
        <label htmlFor="list-living">{t("list.livingMin")}</label>
        <input type="number" id="list-living" name="living" min={0} step={10} inputMode="numeric" defaultValue={query.livingMin} />
      </div>
      <div className="field">
        <label htmlFor="list-plot">{t("list.plotMin")}</label>
        <input type="number" id="list-plot" name="plot" min={0} step={50} inputMode="numeric" defaultValue={query.plotMin} />
      </div>
      <div className="field">
        <label htmlFor="list-epc">{t("list.epc")}</label>
        <select id="list-epc" name="epc" defaultValue={query.epc ?? ""}>
          <option value="">{t("list.any")}</option>
          {EPC_FILTER_GRADES.map((grade) => (
            <option key={grade} value={grade}>
              {t("list.epcOrBetter", { label: epcGradeText(grade) })}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="list-filters-facts">
        <legend>{t("list.features")}</legend>
        {checks.map(([name, label, checked]) => (
          <div className="field-check" key={name}>
            <input type="checkbox" id={`list-${name}`} name={name} value="1" defaultChecked={checked === true} />
            <label htmlFor={`list-${name}`}>{t(label)}</label>
          </div>
        ))}
      </fieldset>
    </>
  );
}
