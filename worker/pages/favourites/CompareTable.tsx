import { distanceKm } from "../../../client/domain/favourites";
import { epcGradeOf, epcGradeText } from "../../../client/domain/epc";
import { formatEuros, formatNumber } from "../../../client/domain/format";
import { pricePerSquareMetre } from "../../../client/domain/listing-recency";
import { useT } from "../../../client/i18n/catalog";
import type { PropertyDetail } from "../../feed/model";
import { usePage } from "../context";
import { STATUS_LABEL } from "../listings/PropertyCard";
import { ScrollRegion } from "../ScrollRegion";
import { CompareCostsRow } from "./CompareCostsRow";
import { CompareMap } from "./CompareMap";
import type { ComparedListing } from "./model";

/** The detail fields compared, by their catalogue id in the detail groups (the texts the detail page shows). */
const FIELD_ROWS = ["detail.surfaceLiving", "detail.surfaceGround", "detail.bedrooms", "detail.bathrooms", "detail.constructionYear"] as const;

const fieldOf = (item: PropertyDetail, label: string) => item.groups.flatMap((group) => group.fields).find((field) => field.label === label)?.value;

/** Two to four listings side by side (issue 41): price, price per m², surfaces, rooms, EPC, year, the costs to buy, and how far apart they are. */
export function CompareTable({ listings }: { listings: readonly ComparedListing[] }) {
  const t = useT();
  const { lang } = usePage();
  const items = listings.map((listing) => listing.item);
  const dash = "–";
  const pairs = listings.flatMap((a, index) => listings.slice(index + 1).map((b) => [a, b] as const));
  return (
    <section className="container compare" aria-labelledby="compare-title">
      <h2 id="compare-title">{t("favourites.compare.title")}</h2>
      <ScrollRegion labelledBy="compare-caption">
        <table className="compare-table">
          <caption id="compare-caption">{t("favourites.compare.caption", { count: listings.length })}</caption>
          <thead>
            <tr>
              <td />
              {listings.map(({ number, item }) => (
                <th key={item.id} scope="col">
                  <span className="compare-number">{number}</span> <a href={item.path}>{`${item.typeName} ${item.city}`}</a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t("detail.price")}</th>
              {items.map((item) => (
                <td key={item.id}>{item.status === "available" ? item.priceText : t(STATUS_LABEL[item.status])}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t("favourites.compare.pricePerM2")}</th>
              {items.map((item) => {
                const perM2 = item.status === "available" ? pricePerSquareMetre(item) : null;
                return <td key={item.id}>{perM2 === null ? dash : t("listing.pricePerSquareMetre", { price: formatEuros(perM2, lang) })}</td>;
              })}
            </tr>
            {FIELD_ROWS.map((label) => (
              <tr key={label}>
                <th scope="row">{t(label)}</th>
                {items.map((item) => (
                  <td key={item.id}>{fieldOf(item, label) ?? dash}</td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">{t("detail.keyFacts.epc")}</th>
              {items.map((item) => {
                const grade = epcGradeOf(item.epc);
                return <td key={item.id}>{grade ? <span className={`epc-grade epc-grade-${grade}`}>{epcGradeText(grade)}</span> : dash}</td>;
              })}
            </tr>
            <CompareCostsRow listings={items} />
          </tbody>
        </table>
      </ScrollRegion>
      <div className="compare-distances">
        <CompareMap listings={listings} />
        <ul className="compare-distance-list">
          {pairs.map(([a, b]) => (
            <li key={`${a.item.id}-${b.item.id}`}>
              {a.item.geo && b.item.geo
                ? t("favourites.compare.distance", {
                    a: a.number,
                    b: b.number,
                    km: formatNumber(Math.round(distanceKm(a.item.geo, b.item.geo) * 10) / 10, lang),
                  })
                : t("favourites.compare.distanceUnknown", { a: a.number, b: b.number })}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
