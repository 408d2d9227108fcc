import { describe, expect, it } from "vitest";
import { BANNER_MAX_SLIDES, bannerProjects, bannerProperties, orderedProjects } from "../../../worker/feed/project-list";
import { property } from "../../fixtures/listings";
import { picture, project } from "../../fixtures/projects";

describe("orderedProjects", () => {
  it("lists projects with units available first, then by name in the language's order", () => {
    const items = [
      { id: 1, name: "Zonneweide", availableCount: 2 },
      { id: 2, name: "Écluse", availableCount: 1 },
      { id: 3, name: "Abdijhof", availableCount: 0 },
      { id: 4, name: "Residentie 10", availableCount: 3 },
      { id: 5, name: "Residentie 9", availableCount: 3 },
    ];
    expect(orderedProjects(items, "fr-BE").map((item) => item.id)).toEqual([2, 5, 4, 1, 3]);
  });

  it("does not reorder the caller's array", () => {
    const items = [
      { id: 1, name: "B", availableCount: 1 },
      { id: 2, name: "A", availableCount: 1 },
    ];
    orderedProjects(items, "nl-BE");
    expect(items.map((item) => item.id)).toEqual([1, 2]);
  });
});

describe("bannerProperties", () => {
  it("keeps available properties with a picture, in the given (newest-first) order, at most BANNER_MAX_SLIDES", () => {
    const withPicture = (id: number) => property(id, "nl", { picture: picture(`house-${id}`) });
    const newest = [withPicture(1), property(2), property(3, "nl", { status: "sold", picture: picture("x") }), ...[4, 5, 6, 7, 8, 9].map(withPicture)];
    expect(bannerProperties(newest).map((item) => item.id)).toEqual([1, 4, 5, 6, 7].slice(0, BANNER_MAX_SLIDES));
    expect(bannerProperties([property(2)])).toEqual([]);
  });
});

describe("bannerProjects", () => {
  it("shows only projects with a picture and units available, in list order", () => {
    const items = [
      project(3, "nl", { name: "Cederhof" }),
      project(1, "nl", { name: "Beukenhof", picture: null }),
      project(2, "nl", { name: "Abeelhof", availableCount: 0 }),
      project(4, "nl", { name: "Acaciahof" }),
    ];
    expect(bannerProjects(items, "nl-BE").map((item) => item.id)).toEqual([4, 3]);
  });
});
