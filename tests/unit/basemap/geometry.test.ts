import { describe, expect, it } from "vitest";
import { clipLines, clipPolygons, ringArea, roundLine, simplifyLine, type Box, type Position } from "../../../worker/dev/basemap/geometry";

const box: Box = [0, 0, 10, 10];

describe("the offline base's geometry", () => {
  it("cuts a polygon to the box and drops one wholly outside", () => {
    const square: Position[] = [
      [-5, -5],
      [5, -5],
      [5, 5],
      [-5, 5],
      [-5, -5],
    ];
    const outside: Position[] = [
      [20, 20],
      [30, 20],
      [30, 30],
      [20, 20],
    ];
    const [clipped, ...rest] = clipPolygons([[square], [outside]], box, 0);
    expect(rest).toEqual([]);
    expect(Math.abs(ringArea(clipped![0]!))).toBe(25);
    for (const [x, y] of clipped![0]!) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(y).toBeGreaterThanOrEqual(0);
    }
    expect(clipped![0]![0]).toEqual(clipped![0]![clipped![0]!.length - 1]);
  });

  it("splits a line that leaves the box and comes back", () => {
    const line: Position[] = [
      [1, 1],
      [5, 1],
      [15, 1],
      [15, 5],
      [5, 5],
    ];
    expect(clipLines([line], box, 0)).toEqual([
      [
        [1, 1],
        [10, 1],
      ],
      [
        [10, 5],
        [5, 5],
      ],
    ]);
  });

  it("drops points closer to the line than the tolerance, keeping the ends and the corners", () => {
    const wobbly: Position[] = [
      [0, 0],
      [1, 0.001],
      [2, -0.001],
      [3, 0],
      [3, 3],
    ];
    expect(simplifyLine(wobbly, 0.01)).toEqual([
      [0, 0],
      [3, 0],
      [3, 3],
    ]);
  });

  it("rounds to four decimals and drops the repeats that leaves", () => {
    expect(
      roundLine([
        [4.123456, 50.987654],
        [4.12346, 50.98765],
        [4.2, 51],
      ]),
    ).toEqual([
      [4.1235, 50.9877],
      [4.2, 51],
    ]);
  });
});
