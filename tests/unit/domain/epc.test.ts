import { describe, expect, it } from "vitest";
import { EPC_LABELS, EPC_UNITS, type EpcInput, epcGradeText, epcImagePath, epcLabel } from "../../../client/domain/epc";

describe("epcLabel in Flanders", () => {
  it.each<[string, number | string, string]>([
    ["gives a_plus below 0", -0.5, "a_plus"],
    ["gives a at 0", 0, "a"],
    ["gives a at the inclusive upper bound 100", 100, "a"],
    ["gives b just above 100", 100.5, "b"],
    ["gives b at 200", 200, "b"],
    ["gives c at 300", 300, "c"],
    ["gives d at 400", 400, "d"],
    ["gives e at 500", 500, "e"],
    ["gives f above 500", 500.1, "f"],
    ["gives f far above 500", 1200, "f"],
    ["reads a value given as text with a decimal comma", "100,5", "b"],
  ])("%s", (_behaviour, value, expected) => {
    expect(epcLabel({ region: "flanders", value })).toBe(expected);
  });
});

describe("epcLabel in Brussels", () => {
  it.each<[string, number, string]>([
    ["gives a_plus at 0", 0, "a_plus"],
    ["gives a_plus below 0", -10, "a_plus"],
    ["gives a from 1", 1, "a"],
    ["gives a at 23", 23, "a"],
    ["gives a at 45", 45, "a"],
    ["gives b at 46", 46, "b"],
    ["gives b at 95", 95, "b"],
    ["gives c at 96", 96, "c"],
    ["gives c at 150", 150, "c"],
    ["gives d at 151", 151, "d"],
    ["gives d at 210", 210, "d"],
    ["gives e at 211", 211, "e"],
    ["gives e at 275", 275, "e"],
    ["gives f at 276", 276, "f"],
    ["gives f at 345", 345, "f"],
    ["gives g at 346", 346, "g"],
  ])("%s", (_behaviour, value, expected) => {
    expect(epcLabel({ region: "brussels", value })).toBe(expected);
  });
});

describe("epcLabel in Wallonia", () => {
  it.each<[string, number, string]>([
    ["gives a_plusplus below 0", -1, "a_plusplus"],
    ["gives a_plus at 0", 0, "a_plus"],
    ["gives a_plus at 45", 45, "a_plus"],
    ["gives a just above 45", 45.1, "a"],
    ["gives a at 85", 85, "a"],
    ["gives b at 170", 170, "b"],
    ["gives c at 255", 255, "c"],
    ["gives d at 340", 340, "d"],
    ["gives e at 425", 425, "e"],
    ["gives f at 510", 510, "f"],
    ["gives g above 510", 511, "g"],
  ])("%s", (_behaviour, value, expected) => {
    expect(epcLabel({ region: "wallonia", value })).toBe(expected);
  });
});

describe("epcLabel from the label text", () => {
  it.each<[string, EpcInput, string | undefined]>([
    ["takes Luxembourg's letter as given", { region: "luxembourg", labelText: "C" }, "c"],
    ["takes Luxembourg's worst letter", { region: "luxembourg", labelText: " i " }, "i"],
    ["ignores a value in Luxembourg", { region: "luxembourg", value: 10, labelText: "D" }, "d"],
    ["has no Luxembourg label beyond i", { region: "luxembourg", labelText: "J" }, undefined],
    ["has no Luxembourg a_plus", { region: "luxembourg", labelText: "A+" }, undefined],
    ["has no Luxembourg label without text", { region: "luxembourg", value: 10 }, undefined],
    ["falls back to the text in Flanders without a value", { region: "flanders", labelText: "A+" }, "a_plus"],
    ["falls back to the text in Wallonia for A++", { region: "wallonia", value: "", labelText: "A++" }, "a_plusplus"],
    ["reads the key form of a grade", { region: "wallonia", labelText: "a_plus" }, "a_plus"],
    ["prefers the value over a grade in the text", { region: "flanders", value: 450, labelText: "B" }, "e"],
    ["rejects a grade the region does not have", { region: "flanders", labelText: "G" }, undefined],
    ["gives nothing without value or text", { region: "flanders" }, undefined],
    ["gives nothing for a value that is not a number", { region: "flanders", value: "onbekend" }, undefined],
    ["gives nothing for an infinite value", { region: "flanders", value: Infinity }, undefined],
    ["gives nothing without a region", { region: undefined, value: 100 }, undefined],
    ["gives nothing for an unknown region", { region: "toString" as "flanders", value: 100 }, undefined],
  ])("%s", (_behaviour, input, expected) => {
    expect(epcLabel(input)).toBe(expected);
  });

  it.each<[string, string, string]>([
    ["reads In aanvraag as requested", "In aanvraag", "requested"],
    ["reads aangevraagd as requested", "EPC aangevraagd", "requested"],
    ["reads en demande as requested", "En demande", "requested"],
    ["reads demandé as requested", "Demandé", "requested"],
    ["reads requested", "Requested", "requested"],
    ["reads beantragt as requested", "beantragt", "requested"],
    ["reads n.v.t. as not applicable", "n.v.t.", "not-applicable"],
    ["reads NVT as not applicable", "NVT", "not-applicable"],
    ["reads niet van toepassing", "Niet van toepassing", "not-applicable"],
    ["reads non applicable", "Non applicable", "not-applicable"],
    ["reads pas d'application", "Pas d'application", "not-applicable"],
    ["reads not applicable", "Not applicable", "not-applicable"],
    ["reads N/A", "N/A", "not-applicable"],
    ["reads nicht anwendbar", "Nicht anwendbar", "not-applicable"],
  ])("%s", (_behaviour, labelText, expected) => {
    expect(epcLabel({ region: "flanders", value: 120, labelText })).toBe(expected);
    expect(epcLabel({ region: undefined, labelText })).toBe(expected);
  });

  it("does not read a status inside another word", () => {
    expect(epcLabel({ region: "luxembourg", labelText: "Banana" })).toBeUndefined();
  });
});

describe("epcImagePath", () => {
  it.each<[string, Parameters<typeof epcImagePath>, string | undefined]>([
    ["points at the region's image", ["flanders", "a_plus"], "/images/epc/flanders/a_plus.png"],
    ["points at Wallonia's A++", ["wallonia", "a_plusplus"], "/images/epc/wallonia/a_plusplus.png"],
    ["points at Luxembourg's I", ["luxembourg", "i"], "/images/epc/luxembourg/i.png"],
    ["has no image for a grade the region lacks", ["flanders", "g"], undefined],
    ["has no image for requested", ["brussels", "requested"], undefined],
    ["has no image for not applicable", ["wallonia", "not-applicable"], undefined],
  ])("%s", (_behaviour, args, expected) => {
    expect(epcImagePath(...args)).toBe(expected);
  });
});

describe("EPC constants", () => {
  it("lists each region's grades best first", () => {
    expect(EPC_LABELS).toEqual({
      flanders: ["a_plus", "a", "b", "c", "d", "e", "f"],
      brussels: ["a_plus", "a", "b", "c", "d", "e", "f", "g"],
      wallonia: ["a_plusplus", "a_plus", "a", "b", "c", "d", "e", "f", "g"],
      luxembourg: ["a", "b", "c", "d", "e", "f", "g", "h", "i"],
    });
  });

  it("names the unit keys", () => {
    expect(EPC_UNITS).toEqual({ energy: "kWh/m2.year", co2: "CO2/m2/year" });
  });

  it.each([
    ["a_plusplus", "A++"],
    ["a_plus", "A+"],
    ["b", "B"],
  ] as const)("writes %s as %s", (grade, text) => {
    expect(epcGradeText(grade)).toBe(text);
  });
});
