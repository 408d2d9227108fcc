/**
 * How the portal names and pictures an owner's property, from what the snapshot has of it: the
 * listing itself, or the unit in its project's price list, or nothing any more (a property gone from
 * the site still has its statistics and history).
 */
import type { I18n } from "@lingui/core";
import type { Lang } from "../../../client/i18n/languages";
import { portalPropertyPath } from "../../../client/i18n/routes";
import type { PropertyDetail } from "../../feed/model";
import type { PortalListing } from "../access";
import type { PortalCard, ViewFigures } from "../pages/portal/model";

/** The place of a listing whose street address is not published: postcode and city, which the owner knows anyway. */
const placeOf = (item: { zip: string; city: string }) => `${item.zip} ${item.city}`.trim();

/** The portal's card of `item`; `detail` gives the street address when the site publishes it. */
export function portalCard(item: PortalListing, lang: Lang, i18n: I18n, views: ViewFigures, detail: PropertyDetail | null = null): PortalCard {
  const href = portalPropertyPath(lang, item.id);
  const { summary, unit, project } = item;
  if (summary) {
    return {
      id: item.id,
      kind: "listing",
      href,
      title: summary.title,
      address: detail?.address ?? placeOf(summary),
      status: summary.status,
      goal: summary.goal,
      reference: summary.reference,
      priceText: summary.priceText,
      picture: summary.picture ?? project?.picture ?? null,
      views,
    };
  }
  if (unit && project) {
    return {
      id: item.id,
      kind: "unit",
      href,
      title: i18n._("portal.unit.title", { project: project.name, unit: unit.name }),
      address: project.address ?? placeOf(project),
      status: unit.status,
      goal: null,
      reference: null,
      priceText: unit.priceText,
      picture: project.picture,
      views,
    };
  }
  return {
    id: item.id,
    kind: "gone",
    href,
    title: i18n._("portal.property.fallbackTitle", { id: item.id }),
    address: null,
    status: null,
    goal: null,
    reference: null,
    priceText: null,
    picture: null,
    views,
  };
}
