import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../client/i18n/languages";
import { demoProjects } from "../../../worker/feed/demo";
import { renderListing } from "../../../worker/feed/demo/render";
import { shapeOf } from "../../../worker/feed/demo/shape";
import { documentSchema, pictureSchema } from "../../../worker/feed/provider/schemas/media";
import { projectSchema, unitSchema } from "../../../worker/feed/provider/schemas/project";
import { propertySchema } from "../../../worker/feed/provider/schemas/property";
import { normaliseProperty } from "../../../worker/feed/provider/normalise";
import { TEST_WORDS } from "./helpers";

const issues = (schema: v.GenericSchema, item: unknown) => {
  const result = v.safeParse(schema, item);
  return result.success ? [] : v.summarize(result.issues);
};

describe("every generated demo item passes the provider's schemas", () => {
  it("holds for any index (up to the 50 000 of a benchmark), seed and language", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 49_999 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.constantFrom(...LANGUAGES), (index, seed, lang) => {
        const listing = renderListing(shapeOf(index, seed), lang);
        expect(issues(propertySchema, listing.property)).toEqual([]);
        for (const picture of listing.pictures) expect(issues(pictureSchema, picture)).toEqual([]);
        for (const document of listing.documents) expect(issues(documentSchema, document)).toEqual([]);
        const raw = v.parse(propertySchema, listing.property);
        const detail = normaliseProperty(raw, { lang, words: TEST_WORDS, pictures: [], documents: [] });
        if (!detail) throw new Error(`demo listing ${raw.ID} is not published`);
        expect(detail.path.startsWith(`/${lang}/`)).toBe(true);
        expect(detail.geo === null || (detail.geo.lat > 49 && detail.geo.lat < 52 && detail.geo.lng > 2.5 && detail.geo.lng < 6.6)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("holds for the projects and units of any seed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.constantFrom(...LANGUAGES), (seed, lang) => {
        const feed = demoProjects(lang, seed);
        for (const project of feed.projects) expect(issues(projectSchema, project)).toEqual([]);
        for (const unit of feed.units) expect(issues(unitSchema, unit)).toEqual([]);
        for (const picture of feed.pictures) expect(issues(pictureSchema, picture)).toEqual([]);
        for (const document of feed.documents) expect(issues(documentSchema, document)).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
