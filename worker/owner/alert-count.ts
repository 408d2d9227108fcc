/**
 * "N active search alerts match this property" (issue 10): the alerts that would be told about the
 * property if it came on the site now, counted with the alert matcher itself (worker/alerts/match.ts)
 * over a change built from the property's summary exactly as worker/feed/listing-changes.ts builds one.
 */
import { mapPositions } from "../feed/listing-changes";
import { matchAlerts } from "../alerts/match";
import { zoneKeyOf, type ChangedListing } from "../feed/listing-changes";
import type { PropertySummary } from "../feed/model";
import { isOnOffer } from "../feed/offer";
import { matchingAlertRepository } from "../alerts/matching-alerts";

/** The change the matcher would see if `item` were new on the site; `others` places an item whose address is hidden. */
export function changeOf(item: PropertySummary, others: readonly PropertySummary[]): ChangedListing {
  return {
    id: item.id,
    reason: "new",
    goal: item.goal,
    typeGroup: item.typeGroup,
    price: item.price,
    previousPrice: null,
    bedrooms: item.bedrooms,
    zone: zoneKeyOf(item.zip, item.countryId),
    point: mapPositions(others, [item])(item),
  };
}

/**
 * How many active alerts match `item` now; undefined for a listing that is not on offer (sold,
 * rented): no alert is ever told about one, so a count would mean nothing.
 */
export async function activeAlertCount(db: D1Database, item: PropertySummary, others: readonly PropertySummary[]): Promise<number | undefined> {
  if (!isOnOffer(item)) return undefined;
  const alerts = await matchingAlertRepository(db).candidates(item.goal, item.typeGroup);
  const matched = new Set(matchAlerts(alerts, [changeOf(item, others)]).map((match) => match.alertId));
  return matched.size;
}
