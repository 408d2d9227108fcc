import { describe, expect, it } from "vitest";
import { distanceKm, favouritesHref, MAX_COMPARED, MAX_FAVOURITES, parseFavouritesQuery, parseIdList } from "../../../client/domain/favourites";

describe("a favourites list's ids in an address", () => {
  it("reads digits only, each once, in the given order", () => {
    expect(parseIdList("3,1,3, 2")).toEqual([3, 1, 2]);
    expect(parseIdList(undefined)).toBeUndefined();
    expect(parseIdList(" ")).toBeUndefined();
  });

  it("refuses a list with anything but ids, or too many of them", () => {
    for (const bad of ["1,x", "1,,2", "-1", "0", "1.5", "1234567890123", "1;2"]) expect(parseIdList(bad), bad).toBe("invalid");
    expect(parseIdList(Array.from({ length: MAX_FAVOURITES + 1 }, (_, index) => index + 1).join(","))).toBe("invalid");
    expect(parseIdList(Array.from({ length: MAX_FAVOURITES }, (_, index) => index + 1).join(","))).toHaveLength(MAX_FAVOURITES);
  });

  it("compares two to four listed ids, from one value or from ticked boxes, and nothing with fewer", () => {
    expect(parseFavouritesQuery("1,2,3", ["1,3"])).toEqual({ ids: [1, 2, 3], compare: [1, 3] });
    expect(parseFavouritesQuery("1,2,3", ["1", "3"])).toEqual({ ids: [1, 2, 3], compare: [1, 3] });
    expect(parseFavouritesQuery("1,2,3", ["1", "9"])).toEqual({ ids: [1, 2, 3], compare: [] });
    // Five ticked: the first four are compared, the list kept.
    expect(parseFavouritesQuery("1,2,3,4,5", ["1", "2", "3", "4", "5"])).toEqual({ ids: [1, 2, 3, 4, 5], compare: [1, 2, 3, 4] });
    expect(MAX_COMPARED).toBe(4);
  });

  it("writes the list's address back", () => {
    expect(favouritesHref("/nl/favorieten/", [1, 2], [1, 2])).toBe("/nl/favorieten/?ids=1,2&compare=1,2");
    expect(favouritesHref("/nl/favorieten/", [])).toBe("/nl/favorieten/");
  });

  it("measures the distance between two places in kilometres", () => {
    // Ghent's Korenmarkt to Brussels' Grand-Place: about 50 km as the crow flies.
    const km = distanceKm({ lat: 51.0545, lng: 3.7213 }, { lat: 50.8467, lng: 4.3525 });
    expect(km).toBeGreaterThan(48);
    expect(km).toBeLessThan(52);
    expect(distanceKm({ lat: 50, lng: 4 }, { lat: 50, lng: 4 })).toBe(0);
  });
});
