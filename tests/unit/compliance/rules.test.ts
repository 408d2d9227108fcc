/**
 * Each region's required facts, read from Omnicasa-shaped raw items through the real normaliser, so
 * the mapping provider field → listing → required fact is tested end to end (Omnicasa's
 * EPCCertificateNumber and ThermalInsulationClass included; the Whise adapter's mapping of the same
 * facts is held by tests/unit/feed/legal-energy-facts.test.ts).
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { missingFacts } from "../../../worker/compliance/rules";
import type { PropertyDetail } from "../../../worker/feed/model";
import { normaliseProperty } from "../../../worker/feed/provider/normalise";
import { propertySchema, type RawPropertyInput } from "../../../worker/feed/provider/schemas/property";
import { TEST_WORDS } from "../feed/helpers";

type Raw = Partial<Record<keyof RawPropertyInput, unknown>>;

const base: Raw = {
  ID: 40,
  RecordFile: "C-40",
  TypeDescription: "Woning",
  WebID: 1,
  Goal: 0,
  Price: 350000,
  PublishPrice: true,
  PriceUnit: 1,
  PublishAddress: true,
  ModifiedDate: "2026-02-01T10:00:00Z",
};

const FLEMISH_LEGAL: Raw = {
  UrbanismPermit: true,
  Summons: false,
  AllotmentPermit: false,
  PreemptionRight: false,
  JudicialDecision: 0,
  AreaApplication: "Woongebied",
  FloodZone: "Niet overstromingsgevoelig",
  RiparianZone: "0",
  PScore: "A",
  GScore: "A",
};

const place = {
  flanders: { Zip: "9000", City: "Gent", CountryID: 10 },
  brussels: { Zip: "1050", City: "Elsene", CountryID: 10 },
  wallonia: { Zip: "4000", City: "Liège", CountryID: 10 },
  luxembourg: { Zip: "9051", City: "Ettelbruck", CountryID: 50 },
};

function listing(raw: Raw): PropertyDetail {
  const detail = normaliseProperty(v.parse(propertySchema, { ...base, ...raw }), { lang: "nl", words: TEST_WORDS, pictures: [], documents: [] });
  if (!detail) throw new Error("the listing is not published");
  return detail;
}

const factsOf = (item: PropertyDetail) => missingFacts(item).map((missing) => missing.fact);

describe("Flanders", () => {
  const complete = { ...place.flanders, EnergyPerformance: 180, ...FLEMISH_LEGAL };

  it("finds nothing missing on a sale with its score, label, code, planning items and P- and G-scores", () => {
    expect(missingFacts(listing({ ...complete, EPCCertificateNumber: "20260101-0001234-RES-1" }))).toEqual([]);
  });

  it("asks the P- and G-scores, not the former flood-prone area designation they replace", () => {
    expect(missingFacts(listing({ ...complete, FloodZone: null, EPCCertificateNumber: "20260101-0001234-RES-1" }))).toEqual([]);
  });

  it("asks the EPC code of a listing that gives the score only, under the Flemish EPC rule", () => {
    expect(missingFacts(listing(complete))).toEqual([{ fact: "epcCode", rule: "flandersEpc" }]);
  });

  it("asks score, label and code when the provider sends no energy figure (Omnicasa's 0 is unknown)", () => {
    expect(factsOf(listing({ ...complete, EnergyPerformance: 0 }))).toEqual(["epcScore", "epcLabel", "epcCode"]);
  });

  it("names each planning and water item the provider leaves out, each under its own law", () => {
    const missing = missingFacts(listing({ ...complete, UrbanismPermit: null, FloodZone: "", PScore: "", GScore: null, EPCCertificateNumber: "X-1" }));
    expect(missing).toEqual([
      { fact: "permit", rule: "flandersPlanning" },
      { fact: "pScore", rule: "flandersWater" },
      { fact: "gScore", rule: "flandersWater" },
    ]);
  });

  it("says an EPC still requested is not yet there, once, instead of score, label and code", () => {
    expect(factsOf(listing({ ...complete, EnergyPerformance: 0, EPCLabelText: "In aanvraag" }))).toEqual(["epcRequested"]);
  });

  it("takes an EPC 'not applicable' as complete, and land without one as needing none", () => {
    expect(factsOf(listing({ ...complete, EnergyPerformance: 0, EPCLabelText: "Niet van toepassing" }))).toEqual([]);
    expect(factsOf(listing({ ...complete, EnergyPerformance: 0, WebID: 4, TypeDescription: "Bouwgrond" }))).toEqual([]);
  });

  it("asks a rental its EPC, its rent and its charges, but not the planning items of a sale", () => {
    const rental = listing({ ...place.flanders, Goal: 1, Price: 950, EnergyPerformance: 150, EPCCertificateNumber: "X-2" });
    expect(factsOf(rental)).toEqual(["charges"]);
    expect(missingFacts(listing({ ...place.flanders, Goal: 1, Price: 950, EnergyPerformance: 150, ChargesRenter: 75, EPCCertificateNumber: "X-2" }))).toEqual(
      [],
    );
  });
});

describe("the rent-advert rule", () => {
  it("asks a Belgian dwelling's rent when the price is not published, and its charges", () => {
    const rental = listing({ ...place.brussels, Goal: 1, Price: 1200, PublishPrice: false, EnergyPerformance: 140, CO2Emission: 28 });
    expect(missingFacts(rental)).toEqual([
      { fact: "rent", rule: "rentAdvert" },
      { fact: "charges", rule: "rentAdvert" },
    ]);
    expect(
      factsOf(listing({ ...place.wallonia, WebID: 2, TypeDescription: "Appartement", Goal: 1, Price: 800, EnergyPerformance: 210, EnergyTotal: 9000 })),
    ).toEqual(["charges"]);
  });

  it("asks no rent or charges of a parking space, a yield property or a shop let in Belgium", () => {
    for (const [WebID, TypeDescription] of [
      [7, "Parking"],
      [5, "Opbrengsteigendom"],
      [6, "Handelspand"],
    ] as const)
      expect(
        factsOf(listing({ ...place.flanders, WebID, TypeDescription, Goal: 1, Price: 90, EnergyPerformance: 150, EPCCertificateNumber: "X-3" })),
      ).not.toContain("charges");
  });
});

describe("Brussels", () => {
  it("asks the class, the consumption and the CO₂ emission", () => {
    expect(missingFacts(listing({ ...place.brussels, EnergyPerformance: 140, CO2Emission: 28 }))).toEqual([]);
    expect(missingFacts(listing({ ...place.brussels, EnergyPerformance: 140 }))).toEqual([{ fact: "co2", rule: "brusselsEpb" }]);
    expect(factsOf(listing({ ...place.brussels, EnergyPerformance: 0 }))).toEqual(["energyClass", "specificConsumption", "co2"]);
  });

  it("asks no Flemish planning item of a Brussels sale", () => {
    expect(factsOf(listing({ ...place.brussels, EnergyPerformance: 140, CO2Emission: 28 }))).not.toContain("permit");
  });
});

describe("Wallonia", () => {
  it("asks the class and both consumptions, specific and total", () => {
    expect(missingFacts(listing({ ...place.wallonia, EnergyPerformance: 210, EnergyTotal: 31000 }))).toEqual([]);
    expect(missingFacts(listing({ ...place.wallonia, EnergyPerformance: 210 }))).toEqual([{ fact: "totalConsumption", rule: "walloniaPeb" }]);
  });
});

describe("Luxembourg", () => {
  it("asks both classes of the energy passport", () => {
    expect(missingFacts(listing({ ...place.luxembourg, EPCLabelText: "B", ThermalInsulationClass: "C" }))).toEqual([]);
    expect(missingFacts(listing({ ...place.luxembourg, EPCLabelText: "B" }))).toEqual([{ fact: "insulationClass", rule: "luxembourgPassport" }]);
    expect(factsOf(listing({ ...place.luxembourg }))).toEqual(["energyClass", "insulationClass"]);
  });

  it("asks no rent or charges of a rental: the Belgian rent-advert rule does not apply there", () => {
    const rental = listing({ ...place.luxembourg, Goal: 1, Price: 1800, PublishPrice: false, EPCLabelText: "C", ThermalInsulationClass: "D" });
    expect(missingFacts(rental)).toEqual([]);
  });
});

describe("what is checked at all", () => {
  it("checks no sold listing and none outside Belgium and Luxembourg", () => {
    expect(missingFacts(listing({ ...place.flanders, EnergyPerformance: 0, IsSold: true, Status: 2 }))).toEqual([]);
    expect(missingFacts(listing({ Zip: "59000", City: "Lille", CountryID: 2 }))).toEqual([]);
  });
});
