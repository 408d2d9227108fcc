/**
 * The demo feed's listings for issue 39's legal facts (worker/feed/demo/compliance-examples.ts):
 * complete ones in every region, and the named incomplete ones missing exactly what they say, as the
 * staff's compliance rules (worker/compliance/rules.ts) read them.
 */
import { describe, expect, it } from "vitest";
import { DemoFeedSource, demoRawFeed } from "../../../worker/feed/demo";
import { DEMO_COMPLETE_EXAMPLES, DEMO_INCOMPLETE_EXAMPLES } from "../../../worker/feed/demo/compliance-examples";
import type { LanguageSnapshot, PropertyDetail } from "../../../worker/feed/model";
import { missingFacts as rulesMissing } from "../../../worker/compliance/rules";
import { TEST_WORDS } from "./helpers";

let cached: LanguageSnapshot | undefined;
async function snapshot(): Promise<LanguageSnapshot> {
  cached ??= (await new DemoFeedSource({ words: () => TEST_WORDS }).fetchLanguage("nl", {})).snapshot;
  return cached;
}

const GRADE = /^[a-i]$|^a_plus/;

/** The facts the staff's compliance list finds missing (worker/compliance/rules.ts), by name. */
const missingFacts = (item: PropertyDetail) => rulesMissing(item).map((missing) => missing.fact);

const byId = async (id: number) => {
  const found = (await snapshot()).properties.find((item) => item.id === id);
  if (!found) throw new Error(`demo listing ${id} is missing`);
  return found;
};

describe("the demo feed's complete and incomplete listings (issue 39)", () => {
  it("has a complete listing, sale and rental alike, in every region", async () => {
    for (const example of DEMO_COMPLETE_EXAMPLES) {
      const item = await byId(example.id);
      expect({ id: item.id, region: item.region, goal: item.goal }).toEqual({ id: example.id, region: example.region, goal: example.goal === "rent" ? 1 : 0 });
      expect(missingFacts(item), String(example.id)).toEqual([]);
    }
    expect(new Set(DEMO_COMPLETE_EXAMPLES.map((example) => example.region))).toEqual(new Set(["flanders", "brussels", "wallonia", "luxembourg"]));
  });

  it("has each named incomplete listing missing exactly its one fact", async () => {
    const expected: Record<string, string[]> = {
      epcCode: ["epcCode"],
      floodScores: ["pScore", "gScore"],
      co2: ["co2"],
      energyTotal: ["totalConsumption"],
      insulationClass: ["insulationClass"],
      rentCharges: ["charges"],
    };
    for (const example of DEMO_INCOMPLETE_EXAMPLES) {
      const item = await byId(example.id);
      expect({ region: item.region, goal: item.goal, status: item.status }).toEqual({
        region: example.region,
        goal: example.goal === "rent" ? 1 : 0,
        status: "available",
      });
      if (example.gap === undefined) {
        expect(item.epc?.label, String(example.id)).toBe("requested");
        expect(item.epcCode).toBeNull();
        expect(item.groups.find((group) => group.id === "energy")?.fields[0]).toEqual({ label: "detail.energyLabel", value: TEST_WORDS.epcRequested });
        expect(missingFacts(item), String(example.id)).toContain("epcRequested");
      } else {
        expect(missingFacts(item), String(example.id)).toEqual(expected[example.gap]);
      }
    }
    expect(new Set(DEMO_INCOMPLETE_EXAMPLES.map((example) => example.region))).toEqual(new Set(["flanders", "brussels", "wallonia", "luxembourg"]));
  });

  it("gives every Flemish listing with an EPC score its code, and every graded Luxembourg listing its insulation class, but the named ones", async () => {
    const { properties } = await snapshot();
    const gaps = new Set(DEMO_INCOMPLETE_EXAMPLES.map((example) => example.id));
    const flemish = properties.filter((item) => item.region === "flanders" && item.epc?.value != null && !gaps.has(item.id));
    expect(flemish.length).toBeGreaterThan(20);
    for (const item of flemish) expect(item.epcCode, String(item.id)).toMatch(/^\d{8}-\d{10}-N?RES-1$/);
    const luxembourg = properties.filter((item) => item.region === "luxembourg" && item.epc?.label && GRADE.test(item.epc.label) && !gaps.has(item.id));
    expect(luxembourg.length).toBeGreaterThan(10);
    for (const item of luxembourg) expect(item.insulationClass, String(item.id)).toMatch(/^[a-i]$/);
    expect(properties.filter((item) => item.region !== "flanders").every((item) => item.epcCode === null)).toBe(true);
  });

  it("charges a Luxembourg sale 6 % + 1 % and counts it in the total cost", () => {
    const raw = demoRawFeed("nl").properties.find((item) => item.ID === 5062);
    expect(raw).toMatchObject({ CountryID: 50, Goal: 0 });
    const price = Number(raw?.Price);
    expect(raw?.RegistrationRights).toBe(Math.round(price * 0.07));
    expect(raw?.TotalCost).toBe(price + Number(raw?.RegistrationRights) + Number(raw?.NotaryFeeInclVat));
  });

  it("is the same on every run", () => {
    const pick = () => demoRawFeed("fr").properties.map((item) => [item.ID, item.EPCCertificateNumber, item.ThermalInsulationClass, item.RegistrationRights]);
    expect(pick()).toEqual(pick());
  });
});
