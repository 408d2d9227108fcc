import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Lang } from "../../../client/i18n/languages";
import { DemoFeedSource, demoOwners, demoRawFeed, DOCUMENT_FILES, generateDemoProperties, LISTING_PICTURES } from "../../../worker/feed/demo";
import type { LanguageSnapshot } from "../../../worker/feed/model";
import { TEST_WORDS } from "./helpers";

const PUBLIC_DIR = join(__dirname, "../../../client/public");
const LISTINGS_DIR = join(PUBLIC_DIR, "images/listings");
const MAX_SVG_BYTES = 12 * 1024;
const LANGS: readonly Lang[] = ["nl", "fr", "en", "de"];

const snapshots = new Map<Lang, LanguageSnapshot>();
async function snapshot(lang: Lang): Promise<LanguageSnapshot> {
  let found = snapshots.get(lang);
  if (!found) {
    const fetched = await new DemoFeedSource({ words: () => TEST_WORDS }).fetchLanguage(lang, {});
    expect(fetched.rejected).toEqual([]);
    expect(fetched.complete).toBe(true);
    snapshots.set(lang, (found = fetched.snapshot));
  }
  return found;
}

describe("demo feed coverage", () => {
  it("has at least 150 properties for sale and for rent in every type group and region", async () => {
    const { properties } = await snapshot("nl");
    expect(properties.length).toBeGreaterThanOrEqual(150);
    expect(new Set(properties.map((item) => item.goal))).toEqual(new Set([0, 1]));
    expect(new Set(properties.map((item) => item.typeGroup))).toEqual(new Set([1, 2, 4, 5, 6, 7]));
    expect(new Set(properties.map((item) => item.region))).toEqual(new Set(["flanders", "brussels", "wallonia", "luxembourg"]));
  });

  it("has sold and rented ones, badges, prices on request, hidden addresses and price unit 7", async () => {
    const { properties } = await snapshot("nl");
    expect(properties.some((item) => item.status === "sold" && item.goal === 0)).toBe(true);
    expect(properties.some((item) => item.status === "rented" && item.goal === 1)).toBe(true);
    expect(new Set(properties.flatMap((item) => (item.marquee ? [item.marquee] : [])))).toEqual(new Set(["Verkocht", "Verhuurd", "Optie", "Onder compromis"]));
    expect(properties.some((item) => item.priceText === TEST_WORDS.priceOnRequest)).toBe(true);
    expect(properties.some((item) => item.address === null && item.geo === null)).toBe(true);
    expect(properties.some((item) => item.priceText.startsWith(`${TEST_WORDS.from} €`))).toBe(true);
    expect(properties.some((item) => item.renovationNotice)).toBe(true);
  });

  it("has energy labels in each region, the Flemish legal block and financial data", async () => {
    const { properties } = await snapshot("fr");
    for (const region of ["flanders", "brussels", "wallonia", "luxembourg"]) {
      expect(
        properties.some((item) => item.epc?.region === region && item.epc.imagePath !== null),
        region,
      ).toBe(true);
    }
    const legal = properties.filter((item) => item.groups.some((group) => group.id === "legal"));
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.every((item) => item.region === "flanders")).toBe(true);
    const labels = new Set(legal.flatMap((item) => item.groups.flatMap((group) => group.fields.map((field) => field.label))));
    for (const label of [
      "detail.permit",
      "detail.summons",
      "detail.preemption",
      "detail.allotmentPermit",
      "detail.floodZone",
      "detail.pScore",
      "detail.gScore",
      "detail.asbestosType",
    ]) {
      expect(labels, label).toContain(label);
    }
    expect(properties.filter((item) => item.groups.some((group) => group.id === "financial")).length).toBeGreaterThan(100);
  });

  it("has at least six projects with units and documents, and no made-up website a visitor could click", async () => {
    const { projects } = await snapshot("de");
    expect(projects.length).toBeGreaterThanOrEqual(6);
    for (const project of projects) {
      expect(project.units.length, project.name).toBeGreaterThan(0);
      expect(project.documents.length, project.name).toBeGreaterThan(0);
      expect(project.externalWebsite, project.name).toBeNull();
      expect(project.priceFromText, project.name).toMatch(/€/);
    }
  });

  it("writes the texts in each language for the same properties", async () => {
    const [nl, fr, en, de] = await Promise.all(LANGS.map(snapshot));
    const ids = (s: LanguageSnapshot | undefined) => s?.properties.map((item) => item.id);
    expect(ids(fr)).toEqual(ids(nl));
    expect(ids(en)).toEqual(ids(nl));
    expect(ids(de)).toEqual(ids(nl));
    const house = (s: LanguageSnapshot | undefined) => s?.properties.find((item) => item.id === 5001);
    expect(new Set([nl, fr, en, de].map((s) => house(s)?.description)).size).toBe(4);
    expect(nl?.typeGroups.map((group) => group.name)).toContain("Appartementen");
    expect(de?.typeGroups.map((group) => group.name)).toContain("Wohnungen");
    expect(fr?.cities.map((city) => city.name)).toContain("Bruxelles");
    expect(nl?.cities.map((city) => city.name)).toContain("Brussel");
  });
});

describe("demo feed determinism", () => {
  it("gives deep-equal snapshots on two runs", async () => {
    const again = await new DemoFeedSource({ words: () => TEST_WORDS }).fetchLanguage("en", {});
    expect(again.snapshot).toEqual(await snapshot("en"));
    expect(demoRawFeed("nl")).toEqual(demoRawFeed("nl"));
  });

  it("generates N properties independently of N, and different ones for another seed", () => {
    const many = generateDemoProperties(400);
    expect(generateDemoProperties(25)).toEqual(many.slice(0, 25));
    expect(generateDemoProperties(180, undefined, "fr")).toEqual(demoRawFeed("fr").properties);
    expect(new Set(many.map((item) => item.ID)).size).toBe(400);
    expect(generateDemoProperties(25, 7)).not.toEqual(many.slice(0, 25));
  });

  it("honours changeSince by the modified date and marks the answer incomplete", async () => {
    const since = new Date("2026-06-01T00:00:00Z");
    const changed = await new DemoFeedSource({ words: () => TEST_WORDS }).fetchLanguage("nl", { changeSince: since });
    expect(changed.complete).toBe(false);
    const all = (await snapshot("nl")).properties;
    expect(changed.snapshot.properties.length).toBeGreaterThan(0);
    expect(changed.snapshot.properties.length).toBeLessThan(all.length);
    expect(changed.snapshot.properties).toEqual(all.filter((item) => Date.parse(item.updatedAt) >= since.getTime()));
  });
});

describe("demo pictures and documents", () => {
  it("points every picture and document at a file under client/public", async () => {
    for (const lang of LANGS) {
      const { properties, projects } = await snapshot(lang);
      const urls = [...properties, ...projects].flatMap((item) => [...item.pictures.map((picture) => picture.url), ...item.documents.map((doc) => doc.url)]);
      for (const url of new Set(urls)) expect(existsSync(join(PUBLIC_DIR, url)), url).toBe(true);
    }
  });

  it("gives every property two to six pictures", async () => {
    for (const item of (await snapshot("nl")).properties) expect(item.pictures.length, String(item.id)).toBeGreaterThanOrEqual(2);
    for (const item of (await snapshot("nl")).properties) expect(item.pictures.length, String(item.id)).toBeLessThanOrEqual(6);
  });

  it("draws each listed picture once, small, sized and self-contained", () => {
    const files = [...LISTING_PICTURES.map((name) => `${name}.svg`), ...DOCUMENT_FILES.map((name) => `documents/${name}.svg`)];
    expect(
      readdirSync(LISTINGS_DIR)
        .filter((name) => name.endsWith(".svg"))
        .sort(),
    ).toEqual(LISTING_PICTURES.map((name) => `${name}.svg`).sort());
    for (const file of files) {
      const path = join(LISTINGS_DIR, file);
      const svg = readFileSync(path, "utf8");
      expect(statSync(path).size, file).toBeLessThan(MAX_SVG_BYTES);
      expect(svg, file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) (\d+)" width="\1" height="\2">/);
      expect(svg, file).toMatch(/<title>[^<]+<\/title>/);
      expect(svg, file).not.toMatch(/<script|\son[a-z]+=|javascript:|<foreignObject|@import|<image|href=/i);
      expect(svg, file).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    }
  });
});

describe("demo owners", () => {
  it("own demo properties and carry visits and history for the owner portal", async () => {
    const ids = new Set((await snapshot("nl")).properties.map((item) => item.id));
    expect(demoOwners.length).toBeGreaterThanOrEqual(4);
    for (const owner of demoOwners) {
      expect(owner.email).toMatch(/@example\.com$/);
      expect(owner.propertyIds.every((id) => ids.has(id))).toBe(true);
      expect(owner.visits.some((visit) => visit.daysAgo === 0)).toBe(true);
      expect(owner.visits.every((visit) => owner.propertyIds.includes(visit.propertyId) && visit.count > 0)).toBe(true);
      expect(owner.history.some((entry) => entry.status === "planned" && entry.daysAgo < 0)).toBe(true);
      expect(owner.history.every((entry) => entry.subject !== "" && entry.contact !== "")).toBe(true);
    }
    expect(new Set(demoOwners.map((owner) => owner.lang))).toEqual(new Set(LANGS));
  });
});
