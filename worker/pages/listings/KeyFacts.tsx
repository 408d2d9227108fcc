import { epcGradeOf, epcGradeText } from "../../../client/domain/epc";
import { useT } from "../../../client/i18n/catalog";
import type { PropertyDetail } from "../../feed/model";
import { STATUS_LABEL } from "./PropertyCard";
import { KeyFactPricePerSquareMetre } from "./PriceHistory";

/** The facts a visitor compares first, by the catalogue id of their field in the detail groups. */
const KEY_FIELDS = ["detail.bedrooms", "detail.surfaceLiving", "detail.surfaceGround"] as const;

/**
 * The strip under a property's title: price (or its sold/rented state), bedrooms, living area, plot
 * and EPC grade, so they are seen above the fold. The values are the detail groups' own texts, so the
 * strip and the grid below can never disagree; a fact the provider did not give is left out.
 */
export function KeyFacts({ item }: { item: PropertyDetail }) {
  const t = useT();
  const fields = item.groups.flatMap((group) => group.fields);
  const grade = epcGradeOf(item.epc);
  return (
    <dl className="key-facts" aria-label={t("detail.keyFacts")}>
      <div className="key-fact key-fact-price">
        <dt>{t("detail.price")}</dt>
        <dd className="property-price">{item.status === "available" ? item.priceText : t(STATUS_LABEL[item.status])}</dd>
      </div>
      <KeyFactPricePerSquareMetre item={item} />
      {KEY_FIELDS.map((label) => {
        const field = fields.find((candidate) => candidate.label === label);
        return field ? (
          <div key={label} className="key-fact">
            <dt>{t(label)}</dt>
            <dd>{field.value}</dd>
          </div>
        ) : null;
      })}
      {grade && (
        <div className="key-fact">
          <dt>{t("detail.keyFacts.epc")}</dt>
          <dd>
            <span className={`epc-grade epc-grade-${grade}`}>{epcGradeText(grade)}</span>
          </dd>
        </div>
      )}
    </dl>
  );
}
