/** lineclip ships no types: the two functions the base map generator uses. */
declare module "lineclip" {
  type Point = [number, number];
  type Box = [number, number, number, number];
  /** Cohen-Sutherland: the parts of a polyline inside the box. */
  export function clipPolyline(points: Point[], bbox: Box, result?: Point[][]): Point[][];
  /** Sutherland-Hodgman: a polygon ring cut to the box. */
  export function clipPolygon(points: Point[], bbox: Box): Point[];
}
