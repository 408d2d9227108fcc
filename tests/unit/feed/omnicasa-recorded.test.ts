/**
 * Omnicasa's real answers (tests/fixtures/omnicasa, shapes from public code that reads them) through
 * the real client, schemas and normaliser, as a production run would take them.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createFeedSource } from "../../../worker/feed/provider";
import type { LanguageFetch } from "../../../worker/feed/source";
import type { PropertyDetail } from "../../../worker/feed/model";
import { propertyListingNode } from "../../../worker/seo/structured-data";
import { AGENCY_RULES, PUBLISHED } from "../../fixtures/omnicasa/answers";
import { recordedOmnicasa } from "../../fixtures/omnicasa/recorded-provider";
import { TEST_WORDS } from "./helpers";

const ENV = { PROVIDER_BASE_URL: "https://newapi.omnicasa.com/1.13/OmnicasaService.svc", PROVIDER_USER: "agency-42", PROVIDER_PASSWORD: "pw", ...AGENCY_RULES };

async function sync(options: { missing?: readonly string[]; changeSince?: Date } = {}) {
  const provider = recordedOmnicasa(options);
  const source = createFeedSource(ENV, { fetch: provider.fetch, sleep: async () => undefined, words: () => TEST_WORDS });
  const result = await source.fetchLanguage("nl", { changeSince: options.changeSince });
  return { result, calls: provider.calls };
}

const byId = (result: LanguageFetch, id: number): PropertyDetail => {
  const found = result.snapshot.properties.find((item) => item.id === id);
  if (!found) throw new Error(`listing ${id} is missing`);
  return found;
};

const field = (item: PropertyDetail, label: string) => item.groups.flatMap((group) => group.fields).find((entry) => entry.label === `detail.${label}`)?.value;

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe("Omnicasa's answers, through the client, schemas and normaliser", () => {
  it("keeps every published listing and only those, each in its state, sold and rented ones without a price", async () => {
    const { result } = await sync();
    expect(result.rejected).toEqual([]);
    expect(result.gaps).toEqual([]);
    expect(result.snapshot.properties.map((item) => item.id).sort()).toEqual(Object.keys(PUBLISHED).map(Number).sort());
    for (const [id, expected] of Object.entries(PUBLISHED)) expect(byId(result, Number(id))).toMatchObject(expected);
    expect(byId(result, 4121).priceText).toBe("Verkocht");
    expect(byId(result, 4124).priceText).toBe("Verhuurd");
    expect(byId(result, 4129).priceText).toBe(TEST_WORDS.sold);
    expect(byId(result, 4122).priceText).toBe("Onder optie");
    expect(byId(result, 4130).priceText).toBe(TEST_WORDS.priceOnRequest);
    for (const id of [4121, 4124, 4129]) {
      const item = byId(result, id);
      expect(JSON.stringify(item)).not.toMatch(/€\s495\.000|€\s750|€\s1\.250\.000/);
      const node: unknown = JSON.parse(JSON.stringify(propertyListingNode(item, "https://agency.example", "Agency")));
      expect(node).not.toHaveProperty("offers.price");
    }
  });

  it("counts type groups from the listings, whatever Sale and Rent flags the provider sends", async () => {
    const { result } = await sync();
    expect(result.snapshot.typeGroups.map((group) => [group.webId, group.saleCount, group.rentCount])).toEqual([
      [1, 2, 0], // 4122 under option and 4130; the sold 4121 and 4129 are references
      [2, 1, 0],
      [4, 1, 0],
      [6, 1, 0],
    ]);
  });

  it("shows no fact Omnicasa filled with 0: no EPC label on land, no 0 size, no 0 rooms on land or commerce, none in JSON-LD", async () => {
    const { result } = await sync();
    const land = byId(result, 4123);
    expect(land.epc).toBeNull();
    expect(land.surface).toBe(850);
    expect(land.bedrooms).toBeNull();
    const shop = byId(result, 4125);
    expect(shop.surface).toBeNull();
    expect(field(shop, "surfaceStore")).toBe("120\u00a0m²");
    for (const item of [land, shop]) {
      const values = item.groups.flatMap((group) => group.fields.map((entry) => entry.value));
      expect(values.filter((value) => /^0( |$)/.test(value))).toEqual([]);
      expect(JSON.stringify(propertyListingNode(item, "https://agency.example", "Agency"))).not.toMatch(/"value":0\b|"numberOf\w+":0\b/);
    }
    for (const item of result.snapshot.properties) expect(item.surface === null || item.surface > 0).toBe(true);
    expect(byId(result, 4122).epc?.label).toBe("c");
  });

  it.each(["UTC", "Europe/Brussels", "America/New_York"])("reads dates as Brussels wall time whatever the process's zone (%s)", async (zone) => {
    process.env.TZ = zone;
    const { result } = await sync();
    expect(byId(result, 4120).updatedAt).toBe("2026-07-01T08:15:00.000Z"); // summer: UTC+2
    expect(byId(result, 4121).updatedAt).toBe("2026-01-15T15:45:30.000Z"); // winter: UTC+1
    expect(byId(result, 4124).updatedAt).toBe("2026-06-30T21:30:00.000Z"); // the day before in UTC
    expect(byId(result, 4122).updatedAt).toBe("2026-03-29T01:30:00.000Z"); // just after the spring change
    expect(byId(result, 4130).updatedAt).toBe("2026-10-25T00:30:00.000Z"); // in the repeated autumn hour: its first instant
    expect(field(byId(result, 4120), "availableFrom")).toBe("01/09/2026");
    expect(result.snapshot.projects[0]?.updatedAt).toBe("2026-08-14T10:00:00.000Z");
  });

  it("sends ChangeSince as the agency's wall time, the form Omnicasa reads", async () => {
    process.env.TZ = "UTC";
    const { calls, result } = await sync({ changeSince: new Date("2026-01-31T23:30:00.000Z") });
    expect(result.complete).toBe(false);
    const since = calls.filter((call) => "ChangeSince" in call.params).map((call) => [call.endpoint, call.params.ChangeSince]);
    expect(since).toEqual([
      ["GetPropertyList", "2026-02-01 00:30:00"],
      ["GetProjectList", "2026-02-01 00:30:00"],
    ]);
  });

  it("keeps every picture: the embedded gallery without its doubles, or the picture list when only a cover is embedded", async () => {
    const { result, calls } = await sync();
    expect(byId(result, 4120).pictures.map((picture) => picture.url.split("/").pop())).toEqual(["4120-1.jpg", "4120-2.jpg", "4120-3.jpg"]);
    expect(byId(result, 4130).pictures).toHaveLength(5);
    expect(calls.filter((call) => call.endpoint === "GetPropertyPictureList").map((call) => call.params.ObjectID)).toEqual([4130]);
    expect(result.snapshot.projects[0]?.pictures.map((picture) => picture.url.split("/").pop())).toEqual(["77-1.jpg", "77-2.jpg", "77-3.jpg"]);
    expect(byId(result, 4120).documents.map((document) => document.name)).toEqual(["EPC-certificaat", "Plan"]);
  });

  it("reads units from the project's properties with their building, Omnicasa's statuses, floor, surface and price", async () => {
    const { result } = await sync();
    expect(result.snapshot.projects.map((project) => project.id)).toEqual([77]);
    const [project] = result.snapshot.projects;
    expect(project?.units).toEqual([
      { id: 7701, name: "Blok A – A.0.1", floor: "0", status: "available", price: 265000, priceText: "€\u00a0265.000", surface: 82 },
      { id: 7702, name: "Blok A – A.1.2", floor: "1", status: "sold", price: null, priceText: TEST_WORDS.sold, surface: 91 },
      { id: 7703, name: "Blok B – B.2.1", floor: "2", status: "rented", price: null, priceText: TEST_WORDS.rented, surface: 75 },
    ]);
    expect(project?.description).toBe("Nieuwbouw aan de Kouter.\n\nOplevering voorzien in 2027.");
    expect(result.snapshot.properties.some((item) => item.id === 7701)).toBe(false);
  });

  it("refreshes a project's price list in an incremental run when only one of its units changed", async () => {
    process.env.TZ = "UTC";
    const { calls, result } = await sync({ changeSince: new Date("2026-08-20T00:00:00Z") });
    expect(result.snapshot.properties.map((item) => item.id)).toEqual([4130]);
    expect(calls.filter((call) => call.endpoint === "GetProject").map((call) => call.params.ID)).toEqual([77]);
    expect(result.snapshot.projects.map((project) => [project.id, project.units.length])).toEqual([[77, 3]]);
  });

  it("keeps a description's paragraphs and lists, the take-over as its own kind, and the manager as contact person", async () => {
    const { result } = await sync();
    const apartment = byId(result, 4120);
    expect(apartment.description).toBe(
      "Lichtrijk appartement aan de Kouter.\n\nIndeling:\n\n• inkomhal\n• leefruimte van 38 m²\n• 2 slaapkamers\n\nVrij vanaf 1 september.\n\nGemeenschappelijke kosten: € 90 per maand.",
    );
    expect(apartment.contact).toEqual({ name: "Sofie Claes", email: "sofie.claes@agency-42.be", phone: "09 233 44 55" });
    expect(field(apartment, "condition")).toBe("Gerenoveerd");
    expect(field(apartment, "construction")).toBe("Gesloten bebouwing");
    expect(field(apartment, "surfaceConstructed")).toBe("110\u00a0m²");
    expect(field(apartment, "furnished")).toBe(TEST_WORDS.yes);
    expect(field(apartment, "orientationTerrace")).toBe("Zuid");
    expect(field(apartment, "hasLift")).toBe(TEST_WORDS.yes);
    const takeOver = byId(result, 4125);
    expect(takeOver.goal).toBe(0);
    expect(field(takeOver, "goal")).toBe(TEST_WORDS.takeOver);
    expect(field(takeOver, "price")).toBe("€\u00a085.000");
  });

  it("publishes every listing when the optional endpoints are missing (404), and records each gap", async () => {
    const missing = ["GetBuildingList", "GetDocumentList", "GetProjectPictureList", "GetPropertyPictureList", "GetCityList"];
    const { result } = await sync({ missing });
    expect(result.snapshot.properties.map((item) => item.id).sort()).toEqual(Object.keys(PUBLISHED).map(Number).sort());
    expect(result.gaps?.map((gap) => gap.endpoint).sort()).toEqual([...missing].sort());
    expect(result.gaps?.every((gap) => gap.reason.includes("HTTP 404"))).toBe(true);
    expect(byId(result, 4130).pictures).toHaveLength(1);
    expect(result.snapshot.projects[0]?.units.map((unit) => unit.name)).toEqual(["A.0.1", "A.1.2", "B.2.1"]);
    expect(result.snapshot.cities.map((city) => city.name)).toContain("Gent");
  });
});
