import { formatEuros } from "../../../client/domain/format";
import { useT } from "../../../client/i18n/catalog";
import type { PropertySummary } from "../../feed/model";
import { isNewListing, pricePerSquareMetre, recentDrop } from "../../../client/domain/listing-recency";

/** A card's day-bound badges: new, price lowered. */
export interface CardBadgeState {
  isNew: boolean;
  lowered: boolean;
}

/**
 * The badges a card shows on `day` (worker/feed/recency.ts). The card's memoized markup names them
 * in its variant, so markup kept from yesterday is never shown once a badge has run out.
 */
export function cardBadgeState(item: PropertySummary, day: number): CardBadgeState {
  return { isNew: isNewListing(item, day), lowered: recentDrop(item, day) !== null };
}

/**
 * "New" and "price lowered" over the card's picture; nothing when neither applies. A badge that says
 * what the agency's own marquee already says ("Nieuw", "Prijs verlaagd") is not said twice.
 */
export function CardBadges({ state, marquee }: { state: CardBadgeState; marquee: string | null }) {
  const t = useT();
  const said = (text: string) => marquee !== null && marquee.trim().toLocaleLowerCase() === text.toLocaleLowerCase();
  const badges = [
    [state.isNew, "badge-new", t("listing.badge.new")] as const,
    [state.lowered, "badge-lowered", t("listing.badge.priceLowered")] as const,
  ].flatMap(([shown, className, text]) => (shown && !said(text) ? [{ className, text }] : []));
  if (badges.length === 0) return null;
  return (
    <span className="card-badges">
      {badges.map((badge) => (
        <span key={badge.className} className={`badge ${badge.className}`}>
          {badge.text}
        </span>
      ))}
    </span>
  );
}

/** "€ 2.350/m²" on a sale card with a living surface (worker/feed/recency.ts pricePerSquareMetre); nothing otherwise. */
export function CardPricePerSquareMetre({ item }: { item: PropertySummary }) {
  const t = useT();
  const perM2 = pricePerSquareMetre(item);
  return perM2 === null ? null : <li className="property-card-per-m2">{t("listing.pricePerSquareMetre", { price: formatEuros(perM2, item.lang) })}</li>;
}
