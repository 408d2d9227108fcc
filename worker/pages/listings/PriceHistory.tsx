import { AGENCY_TIME_ZONE, formatEuros, formatInstant } from "../../../client/domain/format";
import { useT } from "../../../client/i18n/catalog";
import type { HistoryEntry } from "../../../client/domain/price-history";
import { priceWithUnit } from "../../../client/domain/price-unit";
import type { PropertySummary } from "../../feed/model";
import { pricePerSquareMetre } from "../../../client/domain/listing-recency";
import { usePage } from "../context";

/**
 * The listing's history on its page (issue 41): first published, each price change with its date
 * and the old and new price, a sale or a letting, in words and the page's date and number format.
 * Nothing when the site has recorded nothing of it.
 */
export function PriceHistory({ entries }: { entries: readonly HistoryEntry[] }) {
  const t = useT();
  const { lang } = usePage();
  if (entries.length === 0) return null;
  const date = (at: string) => formatInstant(at, lang, "long", AGENCY_TIME_ZONE);
  const text = (entry: HistoryEntry) => {
    if (entry.kind === "published") return t("history.published");
    if (entry.kind === "price") {
      // A rent says what it is for: "€ 950 /maand".
      return t(entry.to < entry.from ? "history.priceLowered" : "history.priceRaised", {
        from: priceWithUnit(entry.from, entry.unit, lang, t),
        to: priceWithUnit(entry.to, entry.unit, lang, t),
      });
    }
    return t(entry.kind === "sold" ? "history.sold" : "history.rented");
  };
  return (
    <section className="price-history" aria-labelledby="price-history-title">
      <h2 id="price-history-title">{t("history.title")}</h2>
      <ol className="price-history-list">
        {entries.map((entry, index) => (
          <li key={index} className={`price-history-${entry.kind}`}>
            <time dateTime={entry.at}>{date(entry.at)}</time> <span>{text(entry)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The key facts' "price per m²" of a sale with a living surface (worker/feed/recency.ts); nothing otherwise. */
export function KeyFactPricePerSquareMetre({ item }: { item: PropertySummary }) {
  const t = useT();
  const perM2 = item.status === "available" ? pricePerSquareMetre(item) : null;
  if (perM2 === null) return null;
  return (
    <div className="key-fact key-fact-per-m2">
      <dt>{t("detail.pricePerSquareMetre")}</dt>
      <dd>{t("listing.pricePerSquareMetre", { price: formatEuros(perM2, item.lang) })}</dd>
    </div>
  );
}
