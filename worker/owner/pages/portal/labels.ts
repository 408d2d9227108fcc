/** Catalogue ids of what the portal names: a listing's state, a view source (a price's unit: client/domain/price-unit.ts). */
import type { Goal, PropertyStatus } from "../../../feed/model";

/**
 * A listing's state in words: on offer it says its goal ("for sale"), otherwise sold or rented. A
 * project's unit the feed lists only in its price list has no goal: it is "available".
 */
export function stateLabel(status: PropertyStatus, goal: Goal | null): string {
  if (status === "sold") return "feed.sold";
  if (status === "rented") return "feed.rented";
  return goal === null ? "project.unitStatus.available" : goal === 0 ? "feed.forSale" : "feed.forRent";
}

/** A view source's name (worker/stats/source-hosts.ts VIEW_SOURCES). */
export const sourceLabel = (source: string) => `portal.source.${source}`;
