import { describe, expect, it } from "vitest";
import type { Region } from "../../../client/domain/region";
import { distanceKm, similarProjects } from "../../../worker/feed/similar-projects";

interface Candidate {
  id: number;
  region: Region | null;
  geo: { lat: number; lng: number } | null;
  availableCount: number;
}

const GHENT = { lat: 51.054, lng: 3.717 };
const BRUGES = { lat: 51.209, lng: 3.224 };
const ANTWERP = { lat: 51.219, lng: 4.402 };
const NAMUR = { lat: 50.467, lng: 4.867 };
const LUXEMBOURG = { lat: 49.611, lng: 6.13 };

const project = (id: number, region: Region | null, geo: Candidate["geo"], availableCount = 3): Candidate => ({ id, region, geo, availableCount });
const ids = (items: Candidate[]) => items.map((item) => item.id);

describe("distanceKm", () => {
  it("measures Ghent to Antwerp at about 50 km and a point to itself at 0", () => {
    expect(distanceKm(GHENT, ANTWERP)).toBeGreaterThan(45);
    expect(distanceKm(GHENT, ANTWERP)).toBeLessThan(55);
    expect(distanceKm(NAMUR, NAMUR)).toBe(0);
  });
});

describe("similarProjects", () => {
  const target = project(1, "flanders", GHENT);

  it("prefers the same region, nearest first, then other regions by distance", () => {
    const candidates = [project(2, "wallonia", NAMUR), project(3, "flanders", ANTWERP), project(4, "luxembourg", LUXEMBOURG), project(5, "flanders", BRUGES)];
    expect(ids(similarProjects(target, candidates, 4))).toEqual([5, 3, 2, 4]);
  });

  it("never suggests the project itself and keeps to the maximum", () => {
    const candidates = [target, project(2, "flanders", BRUGES), project(3, "flanders", ANTWERP), project(4, "wallonia", NAMUR)];
    const result = similarProjects(target, candidates, 2);
    expect(ids(result)).toEqual([2, 3]);
  });

  it("puts sold-out projects after those with units available, even in the same region", () => {
    const candidates = [project(2, "flanders", BRUGES, 0), project(3, "wallonia", NAMUR)];
    expect(ids(similarProjects(target, candidates))).toEqual([3, 2]);
  });

  it("ranks projects without a known place after located ones of the same region", () => {
    const candidates = [project(2, "flanders", null), project(3, "flanders", ANTWERP), project(4, null, null)];
    expect(ids(similarProjects(target, candidates))).toEqual([3, 2, 4]);
  });

  it("without a target (an unknown id) lists the projects with most units available", () => {
    const candidates = [project(2, "flanders", BRUGES, 1), project(3, "wallonia", NAMUR, 9), project(4, "flanders", ANTWERP, 0)];
    expect(ids(similarProjects(null, candidates))).toEqual([3, 2, 4]);
  });

  it("returns nothing for no candidates or a zero maximum", () => {
    expect(similarProjects(target, [])).toEqual([]);
    expect(similarProjects(target, [project(2, "flanders", BRUGES)], 0)).toEqual([]);
  });
});
