import { boxOf, inRing, type AreaBox, type AreaRing } from "../../client/domain/area";
import type { AlertCriteria } from "./types";
import type { ChangedListing } from "../feed/listing-changes";

/** An alert as the matcher needs it: its id and what it asks for. */
export interface MatchableAlert {
  id: string;
  criteria: AlertCriteria;
}

/** One listing an alert asked for. */
export interface AlertMatch {
  alertId: string;
  change: ChangedListing;
}

/**
 * The changes of one goal and type group, indexed twice: by zone, so an alert looks only at the few
 * changes in its postcodes; and the located ones by longitude, so a drawn area looks only at the
 * changes between its west and east edges.
 */
interface Bucket {
  byZone: Map<string, ChangedListing[]>;
  located: ChangedListing[];
  /** located[i].point[0], ascending. */
  longitudes: Float64Array;
}

/** Goals are 0 and 1; type groups are small whole numbers. */
const bucketKey = (goal: number, typeGroup: number) => typeGroup * 2 + goal;

function bucketsOf(changes: readonly ChangedListing[]): Map<number, Bucket> {
  const buckets = new Map<number, Bucket>();
  for (const change of changes) {
    const key = bucketKey(change.goal, change.typeGroup);
    let bucket = buckets.get(key);
    if (!bucket) buckets.set(key, (bucket = { byZone: new Map(), located: [], longitudes: new Float64Array(0) }));
    const inZone = bucket.byZone.get(change.zone);
    if (inZone) inZone.push(change);
    else bucket.byZone.set(change.zone, [change]);
    if (change.point) bucket.located.push(change);
  }
  for (const bucket of buckets.values()) {
    bucket.located.sort((a, b) => a.point![0] - b.point![0]);
    bucket.longitudes = Float64Array.from(bucket.located, (change) => change.point![0]);
  }
  return buckets;
}

/** The first index whose value is at least `low` (values sorted ascending). */
function firstAtLeast(values: Float64Array, low: number): number {
  let from = 0;
  let to = values.length;
  while (from < to) {
    const middle = (from + to) >>> 1;
    if (values[middle]! < low) from = middle + 1;
    else to = middle;
  }
  return from;
}

/** An alert's criteria worked out once, so each change it is compared with costs a few comparisons. */
interface PreparedAlert {
  id: string;
  priceBound: boolean;
  priceLow: number;
  priceHigh: number;
  bedroomsMin: number | null;
  bedroomsMax: number | null;
  zones: readonly string[];
  area: { ring: AreaRing; box: AreaBox } | null;
}

function prepare({ id, criteria }: MatchableAlert): PreparedAlert {
  const high = criteria.priceMax ?? criteria.budget;
  return {
    id,
    priceBound: criteria.priceMin !== null || high !== null,
    priceLow: criteria.priceMin ?? -Infinity,
    priceHigh: high ?? Infinity,
    bedroomsMin: criteria.bedroomsMin,
    bedroomsMax: criteria.bedroomsMax,
    zones: criteria.zones,
    area: criteria.area ? { ring: criteria.area, box: boxOf(criteria.area) } : null,
  };
}

function priceAndBedroomsFit(alert: PreparedAlert, change: ChangedListing): boolean {
  if (change.price === null ? alert.priceBound : change.price < alert.priceLow || change.price > alert.priceHigh) return false;
  if (alert.bedroomsMin !== null && (change.bedrooms === null || change.bedrooms < alert.bedroomsMin)) return false;
  return alert.bedroomsMax === null || (change.bedrooms !== null && change.bedrooms <= alert.bedroomsMax);
}

/** Whether a change lies in the alert's drawn area (the box first: most changes are far away). */
function inArea(area: PreparedAlert["area"], change: ChangedListing): boolean {
  if (!area || !change.point) return false;
  const [lng, lat] = change.point;
  const { box } = area;
  return lng >= box.west && lng <= box.east && lat >= box.south && lat <= box.north && inRing(area.ring, change.point);
}

function matchBucket(alert: PreparedAlert, bucket: Bucket, matches: AlertMatch[]): void {
  const { zones } = alert;
  for (let index = 0; index < zones.length; index++) {
    const inZone = bucket.byZone.get(zones[index]!);
    // A zone named twice would match its listings twice (a form allows a handful: no Set needed).
    if (!inZone || zones.indexOf(zones[index]!) !== index) continue;
    // A change in the area too is left to the area's pass below, so it is matched once.
    for (const change of inZone) if (priceAndBedroomsFit(alert, change) && !inArea(alert.area, change)) matches.push({ alertId: alert.id, change });
  }
  if (!alert.area) return;
  const { located, longitudes } = bucket;
  const { east } = alert.area.box;
  for (let index = firstAtLeast(longitudes, alert.area.box.west); index < located.length && longitudes[index]! <= east; index++) {
    const change = located[index]!;
    if (inArea(alert.area, change) && priceAndBedroomsFit(alert, change)) matches.push({ alertId: alert.id, change });
  }
}

/**
 * Which alerts ask for which changed listings: the same goal, one of the alert's type groups, the price
 * within [priceMin, priceMax, or the budget when no maximum is given] (a listing without a price only
 * for an alert with no price bound), the bedrooms within their bounds (unknown bedrooms fail a set
 * bound), and the listing in one of the alert's postcode zones or, with a drawn area, its point inside
 * it. Garages and parkings are not matched: the feed's summaries carry no counts of them.
 *
 * Sized for a cron run (`npm run bench:alerts`: 10 000 alerts against 500 changes): the changes are
 * grouped by goal and type group, then indexed by zone and by longitude, once; each alert is prepared
 * once and looks only at the changes in its zones and between its area's edges. Nothing is allocated
 * for an alert-and-change pair that does not match.
 */
export function matchAlerts(alerts: readonly MatchableAlert[], changes: readonly ChangedListing[]): AlertMatch[] {
  const matches: AlertMatch[] = [];
  if (alerts.length === 0 || changes.length === 0) return matches;
  const buckets = bucketsOf(changes);
  for (const alert of alerts) {
    const { goal, types } = alert.criteria;
    let prepared: PreparedAlert | undefined;
    for (let index = 0; index < types.length; index++) {
      const type = types[index]!;
      // A type named twice would match its listings twice.
      if (types.indexOf(type) !== index) continue;
      const bucket = buckets.get(bucketKey(goal, type));
      if (bucket) matchBucket((prepared ??= prepare(alert)), bucket, matches);
    }
  }
  return matches;
}
