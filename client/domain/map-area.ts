import { boundsOf, roundCoordinate, type Bounds } from "./map";

/**
 * Where a city's name is written on the offline base (worker/feed/map-places.ts): the mean position of
 * its located listings, their number (bigger cities are labelled first) and their spread.
 */
export interface MapPlace {
  name: string;
  lat: number;
  lng: number;
  count: number;
  radiusM: number;
}

/** A hidden address's approximate area: a circle around its city's place, never the property's own spot. */
export interface ApproximateArea {
  lat: number;
  lng: number;
  radiusM: number;
}

/** Points of an approximate area's circle: enough that it reads as round at the zoom it is framed at. */
export const AREA_CIRCLE_POINTS = 64;
const METRES_PER_DEGREE_LAT = 111_320;

/** The area's circle as a closed ring of [lng, lat] points (a small-circle approximation, fine for a few km). */
export function circleRing(area: ApproximateArea, points = AREA_CIRCLE_POINTS): [number, number][] {
  const dLat = area.radiusM / METRES_PER_DEGREE_LAT;
  const dLng = dLat / Math.cos((area.lat * Math.PI) / 180);
  const ring: [number, number][] = [];
  for (let i = 0; i < points; i++) {
    const angle = (2 * Math.PI * i) / points;
    ring.push([roundCoordinate(area.lng + dLng * Math.cos(angle)), roundCoordinate(area.lat + dLat * Math.sin(angle))]);
  }
  ring.push(ring[0]!);
  return ring;
}

/** The box that frames an approximate area's circle. */
export function areaBounds(area: ApproximateArea): Bounds {
  return boundsOf(circleRing(area, 4).map(([lng, lat]) => ({ lat, lng }))) as Bounds;
}
