import { formatNumber } from "../../../client/domain/format";
import { useT } from "../../../client/i18n/catalog";
import type { PropertySummary } from "../../feed/model";
import { Memoized } from "../Memoized";
import { FavouriteButton } from "./FavouriteButton";
import { ListingImage } from "./ListingImage";
import { cardBadgeState, CardBadges, CardPricePerSquareMetre, type CardBadgeState } from "./CardRecency";
import { dayNumber } from "../../../client/domain/listing-recency";

/** The catalogue ids of a listing that is no longer on offer (the card's badge, the key facts' price). */
export const STATUS_LABEL = { sold: "listing.sold", rented: "listing.rented" } as const;

/** A card's title is one level below the heading of the section it is listed in. */
export type CardHeading = "h2" | "h3";

interface CardProps {
  item: PropertySummary;
  eager?: boolean;
  heading?: CardHeading;
}

/**
 * A property in a list: picture, type and city, the price as SPEC 9 formats it, rooms and surface.
 * Its markup is rendered once per isolate and snapshot (worker/pages/Memoized.tsx): the same card
 * appears on the home page, in lists and among similar properties.
 */
export function PropertyCard({ item, eager = false, heading = "h3" }: CardProps) {
  // The badges depend on the day: they are part of the variant, so a kept card never outlives them.
  const badges = cardBadgeState(item, dayNumber(Date.now()));
  return (
    <Memoized
      owner={item}
      variant={`${eager}|${heading}|${badges.isNew}|${badges.lowered}`}
      as="article"
      attributes={{ className: `property-card status-${item.status}` }}
      render={() => (
        <>
          <CardLink item={item} eager={eager} heading={heading} badges={badges} />
          <FavouriteButton id={item.id} compact />
        </>
      )}
    />
  );
}

function CardLink({ item, eager = false, heading: Heading = "h3", badges }: CardProps & { badges: CardBadgeState }) {
  const t = useT();
  return (
    <a href={item.path} className="property-card-link">
      <div className="property-card-media">
        {item.picture ? (
          <ListingImage picture={item.picture} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" eager={eager} />
        ) : (
          <div className="picture-missing">{t("listing.noPhotos")}</div>
        )}
        {item.status !== "available" && <span className="badge badge-status">{t(STATUS_LABEL[item.status])}</span>}
        {item.status === "available" && item.marquee && <span className="badge">{item.marquee}</span>}
        <CardBadges state={badges} marquee={item.status === "available" ? item.marquee : null} />
      </div>
      <div className="property-card-body">
        <Heading className="property-card-title">
          {item.typeName} <span className="property-card-city">{item.city}</span>
        </Heading>
        <p className="property-card-price">{item.priceText}</p>
        <ul className="property-card-facts">
          {/* Null when the count is not a fact (worker/feed/provider/normalise/room-counts.ts): a studio's 0 is shown, as on its page. */}
          {item.bedrooms !== null ? <li>{t("listing.bedrooms", { count: item.bedrooms })}</li> : null}
          {item.surface !== null && <li>{t("listing.surface", { surface: formatNumber(item.surface, item.lang) })}</li>}
          <CardPricePerSquareMetre item={item} />
          <li className="property-card-reference">{t("listing.reference", { reference: item.reference })}</li>
        </ul>
      </div>
    </a>
  );
}
