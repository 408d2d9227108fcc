import { describe, expect, it } from "vitest";
import { parseContent, seedContent } from "../../../worker/content";
import { checkContent } from "../../../worker/content/publish";

describe("the agency's name", () => {
  it("is one brand per language, and a version published with one name reads as that name in every language", () => {
    expect(seedContent.site.agency.name).toEqual({ nl: "Vitrine Vastgoed", fr: "Vitrine Immobilier", en: "Vitrine Vastgoed", de: "Vitrine Immobilier" });
    const older = { ...seedContent, site: { ...seedContent.site, agency: { ...seedContent.site.agency, name: "Vitrine" } } };
    expect(parseContent(older).site.agency.name).toEqual({ nl: "Vitrine", fr: "Vitrine", en: "Vitrine", de: "Vitrine" });
  });

  it("lets a staff draft saved with one name still be published, as that name in every language", () => {
    const draft = { ...seedContent, site: { ...seedContent.site, agency: { ...seedContent.site.agency, name: "Vitrine" } } };
    const checked = checkContent(draft);
    expect("problems" in checked ? checked.problems : []).toEqual([]);
    if ("content" in checked) expect(checked.content.site.agency.name).toEqual({ nl: "Vitrine", fr: "Vitrine", en: "Vitrine", de: "Vitrine" });
  });
});
