/**
 * Issue 39: the Flemish EPC certificate's unique code and Luxembourg's two energy classes, from an
 * Omnicasa-shaped item and a Whise estate to the listing's facts and its energy and financial
 * sections, in Luxembourg's own words.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { Lang } from "../../../client/i18n/languages";
import type { PropertyDetail } from "../../../worker/feed/model";
import { normaliseProperty } from "../../../worker/feed/provider/normalise";
import { propertySchema, type RawPropertyInput } from "../../../worker/feed/provider/schemas/property";
import { propertyOf } from "../../../worker/feed/whise/adapt";
import { estateSchema } from "../../../worker/feed/whise/schemas";
import { RECORDED_ESTATES_LIST } from "../../fixtures/whise/estates-list";
import { TEST_WORDS } from "./helpers";

const FLEMISH_SALE: RawPropertyInput = {
  ID: 71,
  TypeDescription: "Woning",
  WebID: 1,
  Goal: 0,
  Price: 395000,
  PublishPrice: true,
  Zip: "9000",
  City: "Gent",
  CountryID: 10,
  EnergyPerformance: 180,
  EPCLabelText: "",
  RegistrationRights: 11850,
  ModifiedDate: "2026-02-01T10:00:00Z",
};

const LUXEMBOURG_SALE: RawPropertyInput = {
  ID: 72,
  TypeDescription: "Appartement",
  WebID: 2,
  Goal: 0,
  Price: 715000,
  PublishPrice: true,
  Zip: "9010",
  City: "Ettelbruck",
  CountryID: 50,
  EPCLabelText: "C",
  RegistrationRights: 50050,
  TotalCost: 780000,
  ModifiedDate: "2026-02-01T10:00:00Z",
};

function normalise(raw: Record<string, unknown>, lang: Lang = "nl"): PropertyDetail {
  const detail = normaliseProperty(v.parse(propertySchema, raw), { lang, words: TEST_WORDS, pictures: [], documents: [] });
  if (!detail) throw new Error("not published");
  return detail;
}

const fieldsOf = (detail: PropertyDetail, group: string) => detail.groups.find((item) => item.id === group)?.fields ?? [];
const labelsOf = (detail: PropertyDetail, group: string) => fieldsOf(detail, group).map((field) => field.label);

describe("Omnicasa: the Flemish EPC certificate's unique code", () => {
  it("fills epcCode and shows it right after the EPC label", () => {
    const detail = normalise({ ...FLEMISH_SALE, EPCCertificateNumber: " 20240115-0002912345-RES-1 " });
    expect(detail.epcCode).toBe("20240115-0002912345-RES-1");
    expect(detail.epc?.label).toBe("b");
    expect(fieldsOf(detail, "energy").slice(0, 2)).toEqual([
      { label: "detail.energyLabel", value: "B" },
      { label: "detail.epcCode", value: "20240115-0002912345-RES-1" },
    ]);
  });

  it("reads the other likely spelling, EPCUniqueCode, when the first is absent", () => {
    expect(normalise({ ...FLEMISH_SALE, EPCUniqueCode: "20230301-0001234567-RES-1" }).epcCode).toBe("20230301-0001234567-RES-1");
  });

  it("leaves epcCode null and the energy section without it when the provider gives none", () => {
    for (const blank of [undefined, "", "   ", null]) {
      const detail = normalise({ ...FLEMISH_SALE, EPCCertificateNumber: blank });
      expect(detail.epcCode).toBeNull();
      expect(labelsOf(detail, "energy")).not.toContain("detail.epcCode");
    }
  });

  it("says 'EPC requested' and 'not applicable' as such, with no code", () => {
    const requested = normalise({ ...FLEMISH_SALE, EnergyPerformance: undefined, EPCLabelText: "In aanvraag" });
    expect(requested.epc?.label).toBe("requested");
    expect(requested.epcCode).toBeNull();
    expect(fieldsOf(requested, "energy")[0]).toEqual({ label: "detail.energyLabel", value: TEST_WORDS.epcRequested });
    const none = normalise({ ...FLEMISH_SALE, EnergyPerformance: undefined, EPCLabelText: "n.v.t." });
    expect(fieldsOf(none, "energy")[0]).toEqual({ label: "detail.energyLabel", value: TEST_WORDS.epcNotApplicable });
  });

  it("keeps Belgium's registration duty on a Flemish sale", () => {
    expect(labelsOf(normalise(FLEMISH_SALE), "financial")).toContain("detail.registrationRights");
  });
});

describe("Omnicasa: Luxembourg's two classes and its duties", () => {
  it("names both classes as Luxembourg does and fills insulationClass", () => {
    const detail = normalise({ ...LUXEMBOURG_SALE, ThermalInsulationClass: "d" });
    expect(detail.epc).toMatchObject({ region: "luxembourg", label: "c", imagePath: "/images/epc/luxembourg/c.png" });
    expect(detail.insulationClass).toBe("d");
    expect(fieldsOf(detail, "energy")).toEqual([
      { label: "detail.energyClassLu", value: "C" },
      { label: "detail.insulationClassLu", value: "D" },
    ]);
  });

  it("reads InsulationLabelText as the other spelling, and refuses a class Luxembourg does not have", () => {
    expect(normalise({ ...LUXEMBOURG_SALE, InsulationLabelText: "B" }).insulationClass).toBe("b");
    const odd = normalise({ ...LUXEMBOURG_SALE, ThermalInsulationClass: "Z" });
    expect(odd.insulationClass).toBeNull();
    expect(labelsOf(odd, "energy")).toEqual(["detail.energyClassLu"]);
  });

  it("labels the provider's one duties amount as registration (6 %) and transcription (1 %) duties", () => {
    const detail = normalise(LUXEMBOURG_SALE);
    const financial = fieldsOf(detail, "financial");
    expect(financial.map((field) => field.label)).toEqual(["detail.registrationRightsLu", "detail.totalCost"]);
    expect(financial[0]?.value).toMatch(/50\.050/);
  });

  it("leaves a Belgian listing's insulation class unshown even when a provider sends one", () => {
    const detail = normalise({ ...FLEMISH_SALE, ThermalInsulationClass: "B" });
    expect(labelsOf(detail, "energy")).not.toContain("detail.insulationClassLu");
  });
});

describe("Whise: the same facts from an estate's sub-details", () => {
  const recorded = RECORDED_ESTATES_LIST.estates[0] as Record<string, unknown>;
  const estate = (changes: Record<string, unknown>) => v.parse(estateSchema, { ...recorded, ...changes });
  const details = (recorded.details as unknown[]) ?? [];
  const fromWhise = (changes: Record<string, unknown>) => normalise(propertyOf(estate(changes), "nl-BE", TEST_WORDS) as Record<string, unknown>);

  it("reads the certificate's unique code from a sub-detail labelled as one, in the office's language", () => {
    for (const label of ["Unieke code EPC", "Numéro de certificat PEB", "EPC certificate number"]) {
      const detail = fromWhise({
        zip: "9000",
        city: "Gent",
        country: { id: 1 },
        details: [...details, { id: 9_999_001, value: "20250101-0001111111-RES-1", type: "text", label }],
      });
      expect(detail.epcCode, label).toBe("20250101-0001111111-RES-1");
      expect(labelsOf(detail, "energy")).toContain("detail.epcCode");
    }
  });

  it("never takes an electrical installation's inspection certificate or an energy meter's number for the EPC's code", () => {
    for (const label of [
      "EAN-code energie",
      "Numéro de compteur énergie",
      "Energie Zählernummer",
      "Certificaatnummer keuring elektrische installatie",
      "Numéro de certificat du contrôle électrique",
      "Code unique du certificat électrique",
      "Certificate number of the electrical inspection",
    ]) {
      const detail = fromWhise({
        zip: "9000",
        city: "Gent",
        country: { id: 1 },
        details: [...details, { id: 9_999_003, value: "AIB-2025-77", type: "text", label }],
      });
      expect(detail.epcCode, label).toBeNull();
    }
  });

  it("has no code when no sub-detail names one", () => {
    expect(fromWhise({ zip: "9000", city: "Gent", country: { id: 1 } }).epcCode).toBeNull();
  });

  it("reads Luxembourg's insulation class beside energyClass", () => {
    const detail = fromWhise({
      zip: "9010",
      city: "Ettelbruck",
      country: { id: 5 },
      energyClass: "B",
      details: [...details, { id: 9_999_002, value: "C", type: "char", label: "Classe d'isolation thermique" }],
    });
    expect(detail.region).toBe("luxembourg");
    expect(detail.epc?.label).toBe("b");
    expect(detail.insulationClass).toBe("c");
    expect(fieldsOf(detail, "energy").slice(0, 2)).toEqual([
      { label: "detail.energyClassLu", value: "B" },
      { label: "detail.insulationClassLu", value: "C" },
    ]);
  });
});
