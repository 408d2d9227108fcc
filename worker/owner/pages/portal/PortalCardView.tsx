import { useT } from "../../../../client/i18n/catalog";
import { ListingImage } from "../../../pages/listings/ListingImage";
import { stateLabel } from "./labels";
import type { PortalCard } from "./model";
import { ViewFigureList } from "./ViewFigureList";

/** One property in the portal's list: picture, title (the link to its page), address, state, its views. */
export function PortalCardView({ card, heading: Heading }: { card: PortalCard; heading: "h2" | "h3" }) {
  const t = useT();
  return (
    <article className={card.kind === "listing" ? "portal-card" : "portal-card portal-card-plain"}>
      {/* The units of a project share its picture, which their group shows once; a property gone from the site has none. */}
      {card.kind === "listing" && (
        <div className="portal-card-media">
          {card.picture ? (
            <ListingImage picture={{ ...card.picture, alt: "" }} sizes="(min-width: 640px) 12rem, 100vw" eager={false} />
          ) : (
            <div className="picture-missing">{t("listing.noPhotos")}</div>
          )}
        </div>
      )}
      <div className="portal-card-body">
        <Heading className="portal-card-title">
          <a href={card.href}>{card.title}</a>
        </Heading>
        {card.address && <p className="portal-card-address">{card.address}</p>}
        <p className="portal-card-state">
          {card.status ? (
            <span className={`portal-state portal-state-${card.status}`}>{t(stateLabel(card.status, card.goal))}</span>
          ) : (
            <span className="portal-state portal-state-gone">{t("detail.notFound")}</span>
          )}
          {card.reference && <span className="portal-card-reference">{t("listing.reference", { reference: card.reference })}</span>}
        </p>
        <p className="portal-card-views-label">{t("portal.views.title")}</p>
        <ViewFigureList views={card.views} />
      </div>
    </article>
  );
}
