import { describe, expect, it } from "vitest";
import { AREA_CIRCLE_POINTS, areaBounds, circleRing } from "../../../client/domain/map-area";

const METRES_PER_DEGREE_LAT = 111_320;
const area = { lat: 50.8467, lng: 4.3525, radiusM: 2_000 };

describe("a hidden address's approximate area", () => {
  it("is a closed circle of the given radius around its centre", () => {
    const ring = circleRing(area);
    expect(ring).toHaveLength(AREA_CIRCLE_POINTS + 1);
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    const metresPerDegreeLng = METRES_PER_DEGREE_LAT * Math.cos((area.lat * Math.PI) / 180);
    for (const [lng, lat] of ring) {
      const distance = Math.hypot((lng - area.lng) * metresPerDegreeLng, (lat - area.lat) * METRES_PER_DEGREE_LAT);
      expect(distance).toBeGreaterThan(1_995);
      expect(distance).toBeLessThan(2_005);
    }
  });

  it("is framed by a box just around the circle", () => {
    const [[west, south], [east, north]] = areaBounds(area);
    expect((north - south) * METRES_PER_DEGREE_LAT).toBeCloseTo(4_000, -1);
    expect(west).toBeLessThan(area.lng);
    expect(east).toBeGreaterThan(area.lng);
    expect((west + east) / 2).toBeCloseTo(area.lng, 5);
  });
});
