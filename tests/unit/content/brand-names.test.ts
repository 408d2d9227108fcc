import { describe, expect, it } from "vitest";
import { parseContent, seedContent } from "../../../worker/content";

describe("the agency's name", () => {
  it("is one brand per language, and a version published with one name reads as that name in every language", () => {
    expect(seedContent.site.agency.name).toEqual({ nl: "Vitrine Vastgoed", fr: "Vitrine Immobilier", en: "Vitrine Vastgoed", de: "Vitrine Immobilier" });
    const older = { ...seedContent, site: { ...seedContent.site, agency: { ...seedContent.site.agency, name: "Vitrine" } } };
    expect(parseContent(older).site.agency.name).toEqual({ nl: "Vitrine", fr: "Vitrine", en: "Vitrine", de: "Vitrine" });
  });
});
