import { roundCoordinate, type MapMarker, type MarkerStatus } from "./map";

/** A place on the map, as [west-east, south-north] degrees are compared. */
export interface Spot {
  lat: number;
  lng: number;
}

/**
 * The properties at one spot of a list map: one pin, whose card lists them all when there are
 * several (flats in one building). No zoom pulls such markers apart, so as separate pins they
 * would sit on top of one another, all but one out of reach of a mouse.
 */
export interface MarkerGroup extends Spot {
  /** Available properties first (what a visitor is looking for), then by id, so the card's order never changes. */
  markers: MapMarker[];
  /** Available when any property there is, else the first one's (sold and rented look alike on the map). */
  status: MarkerStatus;
}

/**
 * The order markers take in the page, and so the order Tab visits them in: west to east, and
 * north to south where two stand on one meridian. It follows the map, not the feed, and does not
 * change when the map moves.
 */
export function compareSpots(a: Spot, b: Spot): number {
  return a.lng - b.lng || b.lat - a.lat;
}

const isAvailable = (marker: MapMarker) => marker.status === "available";

/**
 * The markers grouped by their spot (coordinates rounded as the payload rounds them, about a metre)
 * in page order (compareSpots).
 */
export function markerGroups(markers: readonly MapMarker[]): MarkerGroup[] {
  const bySpot = new Map<string, MapMarker[]>();
  for (const marker of markers) {
    const key = `${roundCoordinate(marker.lat)},${roundCoordinate(marker.lng)}`;
    const group = bySpot.get(key);
    if (group) group.push(marker);
    else bySpot.set(key, [marker]);
  }
  const groups: MarkerGroup[] = [];
  for (const members of bySpot.values()) {
    members.sort((a, b) => Number(isAvailable(b)) - Number(isAvailable(a)) || a.id - b.id);
    const first = members[0]!;
    groups.push({ lat: roundCoordinate(first.lat), lng: roundCoordinate(first.lng), markers: members, status: first.status });
  }
  return groups.sort((a, b) => compareSpots(a, b) || a.markers[0]!.id - b.markers[0]!.id);
}
