/**
 * Pure geometry for the offline base map (worker/dev/basemap/build.ts): clipping to the area the maps
 * show, Douglas-Peucker simplification and rounding, so the generated file stays small and is the
 * same byte for byte from one build to the next.
 */
// lineclip ships no types: the declaration comes along with this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./lineclip.d.ts" />
import { clipPolygon, clipPolyline } from "lineclip";

export type Position = [number, number];
export type Ring = Position[];
export type Polygon = Ring[];
/** [west, south, east, north] in degrees. */
export type Box = [number, number, number, number];

/**
 * What the base covers: Belgium and Luxembourg with enough of their neighbours and the North Sea
 * around them that a list map framing every Benelux property never looks past its edge (at the
 * zoom such a map settles on, a 1280 px wide view spans about 7 degrees of longitude).
 */
export const BASE_BOX: Box = [-1, 47.5, 10, 53.7];
/** Points closer than this to the simplified line are dropped: about 60 m, under a pixel up to zoom 11. */
export const SIMPLIFY_TOLERANCE_DEG = 0.0006;
/** Decimals kept: 4 is about 10 m, finer than the source data (Natural Earth 1:10m, quantised to ~200 m). */
export const COORDINATE_DECIMALS = 4;

const factor = 10 ** COORDINATE_DECIMALS;
const round = (value: number) => Math.round(value * factor) / factor;

function sameAs(a: Position, b: Position): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

/** Twice the signed area of a ring (shoelace): zero for the slivers clipping leaves along the box edge. */
export function ringArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x1, y1] = ring[j]!;
    const [x2, y2] = ring[i]!;
    sum += x1 * y2 - x2 * y1;
  }
  return sum / 2;
}

function perpendicularDistance(point: Position, start: Position, end: Position): number {
  const [x, y] = point;
  const [x1, y1] = start;
  const [x2, y2] = end;
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length = Math.hypot(dx, dy);
  if (length === 0) return Math.hypot(x - x1, y - y1);
  return Math.abs(dy * x - dx * y + x2 * y1 - y2 * x1) / length;
}

/** Douglas-Peucker, iterative (a coastline has thousands of points): keeps the first and last point. */
export function simplifyLine(points: readonly Position[], tolerance: number): Position[] {
  if (points.length <= 2) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let farthest = -1;
    let distance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const d = perpendicularDistance(points[i]!, points[first]!, points[last]!);
      if (d > distance) {
        distance = d;
        farthest = i;
      }
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    stack.push([first, farthest], [farthest, last]);
  }
  return points.filter((_, index) => keep[index] === 1);
}

/** Rounds each point and drops the repeats rounding makes. */
export function roundLine(points: readonly Position[]): Position[] {
  const out: Position[] = [];
  for (const [x, y] of points) {
    const point: Position = [round(x), round(y)];
    if (out.length === 0 || !sameAs(out[out.length - 1]!, point)) out.push(point);
  }
  return out;
}

/** A ring simplified, rounded and closed again; null when nothing with an area is left. */
function tidyRing(ring: Ring, tolerance: number): Ring | null {
  if (ring.length < 3) return null;
  const open = sameAs(ring[0]!, ring[ring.length - 1]!) ? ring.slice(0, -1) : ring;
  if (open.length < 3) return null;
  // Split the ring at its farthest point from the start, so Douglas-Peucker has two real ends to keep.
  let split = 1;
  let far = 0;
  for (let i = 1; i < open.length; i++) {
    const d = Math.hypot(open[i]![0] - open[0]![0], open[i]![1] - open[0]![1]);
    if (d > far) {
      far = d;
      split = i;
    }
  }
  const halves = [simplifyLine(open.slice(0, split + 1), tolerance), simplifyLine([...open.slice(split), open[0]!], tolerance)];
  const joined = roundLine([...halves[0]!, ...halves[1]!.slice(1)]);
  if (joined.length < 4) return null;
  if (!sameAs(joined[0]!, joined[joined.length - 1]!)) joined.push(joined[0]!);
  return ringArea(joined) === 0 ? null : joined;
}

/**
 * Polygons cut to `box` (Sutherland-Hodgman per ring), simplified and rounded. A polygon whose outer
 * ring is gone is dropped with its holes; so is a hole with nothing left.
 */
export function clipPolygons(polygons: readonly Polygon[], box: Box, tolerance = SIMPLIFY_TOLERANCE_DEG): Polygon[] {
  const out: Polygon[] = [];
  for (const [outer, ...holes] of polygons) {
    if (!outer) continue;
    const clipped = tidyRing(clipPolygon(outer, box), tolerance);
    if (!clipped) continue;
    const kept = holes.map((hole) => tidyRing(clipPolygon(hole, box), tolerance)).filter((hole): hole is Ring => hole !== null);
    out.push([clipped, ...kept]);
  }
  return out;
}

/** Lines cut to `box` (a line leaving and entering again becomes several), simplified and rounded. */
export function clipLines(lines: readonly Position[][], box: Box, tolerance = SIMPLIFY_TOLERANCE_DEG): Position[][] {
  const out: Position[][] = [];
  for (const line of lines) {
    for (const part of clipPolyline(line, box)) {
      const tidy = roundLine(simplifyLine(part, tolerance));
      if (tidy.length >= 2) out.push(tidy);
    }
  }
  return out;
}
