import { listingRow, type MapPayload } from "../../client/domain/map";
import type { Picture, PropertySummary } from "./model";

/** Width of the picture in a marker's popup card (the card is at most 260 px wide; 2x screens included). */
export const MAP_CARD_PICTURE_WIDTH_PX = 400;

/**
 * The map payload of a filtered list: a compact row per property with a published address, and the
 * number of matching properties left off the map because their address is not published (geo null).
 * `pictureUrl` gives the address the card shows (the CDN rewrite, or the picture's own address).
 */
export function mapPayload(items: readonly PropertySummary[], pictureUrl: (picture: Picture) => string): MapPayload {
  const markers: MapPayload["markers"] = [];
  let hidden = 0;
  for (const item of items) {
    if (!item.geo) {
      hidden += 1;
      continue;
    }
    markers.push(listingRow(item, item.geo, item.picture ? pictureUrl(item.picture) : null));
  }
  return { markers, hidden };
}
