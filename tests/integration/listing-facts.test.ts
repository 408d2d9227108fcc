/**
 * Issue 41 on the served pages, over the seeded demo (its first snapshot reads the local demo's seeded
 * history: tests/integration/seeded-start.ts, worker/jobs/demo-history.ts): the list filters on a
 * listing's facts and the new sorts in the four languages, the "new" and "price lowered" badges, price
 * per m², and the history section of a property page.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "../../client/i18n/languages";
import { fixedPath } from "../../client/i18n/routes";
import type { PropertyDetail } from "../../worker/feed/model";
import { gradeRank } from "../../client/domain/epc-filter";
import { dayNumber, isNewListing, recentDrop } from "../../client/domain/listing-recency";
import { snapshotStore } from "../../worker/feed/snapshot-store";
import { get } from "./worker";

const idsOn = (html: string) => [...html.matchAll(/<a href="[^"]+\/(\d+)\/" class="property-card-link"/g)].map((match) => Number(match[1]));
/** The count beside the filter's button ("Nu 16 objecten in de lijst", "16 properties in the list now"). */
const totalOn = (html: string) => Number(/<p class="list-filters-count">\D*(\d[\d.,\s\u202f\u00a0]*)/.exec(html)?.[1]?.replace(/\D/g, ""));
const page = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return (await response.text()).replace(/<!-- -->/g, "");
};

async function listings(lang: Lang): Promise<PropertyDetail[]> {
  const store = snapshotStore(env.FEED);
  const pointer = await store.readPointer();
  return (await store.readLanguage(pointer!.version, lang))!.properties;
}

const onSale = (items: PropertyDetail[]) => items.filter((item) => item.goal === 0 && item.status === "available");
const day = () => dayNumber(Date.now());

/** Each filter, and the listings on sale it must find. */
const FILTERS: readonly [string, (item: PropertyDetail) => boolean][] = [
  ["lowered=1", (item) => recentDrop(item, day()) !== null],
  ["living=150", (item) => (item.livingSurface ?? 0) >= 150],
  ["plot=500", (item) => (item.plotSurface ?? 0) >= 500],
  ["epc=b", (item) => gradeRank(item.epcLabel) <= gradeRank("b")],
  ["garden=1", (item) => item.garden === true],
  ["terrace=1", (item) => item.terrace === true],
];

describe("the list filters on a listing's facts", () => {
  for (const lang of LANGUAGES) {
    it(`find exactly the listings that have them, in ${lang}, and keep them chosen in the form and the paging`, async () => {
      const all = onSale(await listings(lang));
      for (const [param, has] of FILTERS) {
        const expected = all.filter(has);
        expect(expected.length, `${param} finds some demo listings`).toBeGreaterThan(0);
        const html = await page(`${fixedPath("forSale", lang)}?${param}&sort=price-asc`);
        expect(totalOn(html), param).toBe(expected.length);
        const shown = idsOn(html);
        expect(shown.length).toBeGreaterThan(0);
        for (const id of shown)
          expect(
            expected.map((item) => item.id),
            `${param} shows ${id}`,
          ).toContain(id);
        // The form shows the filter chosen (a GET form: it works without JavaScript).
        const [name, value] = param.split("=") as [string, string];
        const field = new RegExp(`<(?:input|select)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";
        if (field.startsWith("<input") && field.includes('type="checkbox"')) expect(field).toContain("checked");
        else if (field.startsWith("<input")) expect(field).toContain(`value="${value}"`);
        else expect(html).toMatch(new RegExp(`<option selected="" value="${value}">|<option value="${value}" selected="">`));
      }
    });
  }

  it("ignores a value it cannot read, and combines the others", async () => {
    const plain = await page("/nl/te-koop/?sort=price-asc");
    expect(totalOn(await page("/nl/te-koop/?living=lots&epc=z&garden=yes&lowered=2&plot=-5&sort=price-asc"))).toBe(totalOn(plain));
    const all = onSale(await listings("nl"));
    const both = all.filter((item) => item.garden === true && (item.livingSurface ?? 0) >= 150);
    expect(totalOn(await page("/nl/te-koop/?garden=1&living=150"))).toBe(both.length);
  });

  it("sorts newest first by the date published, and by surface both ways, the listings without one last", async () => {
    const all = onSale(await listings("en"));
    const newest = [...all].sort((a, b) => (b.publishedAt ?? "").localeCompare(a.publishedAt ?? "") || a.id - b.id);
    expect(idsOn(await page("/en/for-sale/")).slice(0, 6)).toEqual(newest.slice(0, 6).map((item) => item.id));
    const largest = [...all].sort((a, b) => (b.surface ?? -1) - (a.surface ?? -1) || a.id - b.id);
    expect(idsOn(await page("/en/for-sale/?sort=surface-desc")).slice(0, 6)).toEqual(largest.slice(0, 6).map((item) => item.id));
    const smallest = await page("/en/for-sale/?sort=surface-asc");
    const surfaces = idsOn(smallest).map((id) => all.find((item) => item.id === id)!.surface);
    expect(surfaces.every((surface) => surface !== null)).toBe(true);
    expect([...surfaces].sort((a, b) => a! - b!)).toEqual(surfaces);
    expect(smallest).toMatch(/<option value="surface-asc" selected="">Smallest area first<\/option>|<option selected="" value="surface-asc">/);
  });
});

const WORDS: Record<Lang, { new: string; lowered: string }> = {
  nl: { new: "Nieuw", lowered: "Prijs verlaagd" },
  fr: { new: "Nouveau", lowered: "Prix baissé" },
  en: { new: "New", lowered: "Price lowered" },
  de: { new: "Neu", lowered: "Preis gesenkt" },
};

describe("the cards' badges and price per m²", () => {
  it("say new and price lowered on exactly the listings that are, in every language", async () => {
    for (const lang of LANGUAGES) {
      const all = onSale(await listings(lang));
      const html = await page(`${fixedPath("forSale", lang)}?lowered=1`);
      const cards = html.split('<article class="property-card').slice(1);
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        const id = Number(/\/(\d+)\/" class="property-card-link"/.exec(card)![1]);
        const item = all.find((candidate) => candidate.id === id)!;
        // The badge, or the agency's own marquee saying the same (the card does not say it twice).
        expect(card, `${lang} ${id}`).toContain(`>${WORDS[lang].lowered}</span>`);
        expect(card.includes(`>${WORDS[lang].new}</span>`), `${lang} ${id} new`).toBe(isNewListing(item, day()) || item.marquee === WORDS[lang].new);
        expect(card.split(`>${WORDS[lang].lowered}</span>`)).toHaveLength(2);
      }
    }
    const newest = await page("/nl/te-koop/");
    expect(newest).toContain('<span class="badge badge-new">Nieuw</span>');
    expect(await page("/fr/a-vendre/?lowered=1")).toContain('<span class="badge badge-lowered">Prix baissé</span>');
  });

  it("shows a sale's price per living m², never a rent's", async () => {
    const item = onSale(await listings("nl")).find((candidate) => candidate.livingSurface && candidate.price && !candidate.priceUnit)!;
    const html = await page(item.path);
    expect(html).toContain("Prijs per m²");
    expect(html).toMatch(/€\s?[\d.]+\/m²/);
    const rent = (await listings("nl")).find((candidate) => candidate.goal === 1 && candidate.status === "available" && candidate.livingSurface)!;
    expect(await page(rent.path)).not.toContain("Prijs per m²");
  });
});

describe("a property page's history", () => {
  it("says when it was first published and each price change, old and new, in the page's words and formats", async () => {
    const all = onSale(await listings("nl"));
    const lowered = all.find((item) => recentDrop(item, day()) !== null)!;
    const nl = await page(lowered.path);
    const section = /<section class="price-history"[\s\S]*?<\/section>/.exec(nl)?.[0] ?? "";
    expect(section).toContain("Prijsgeschiedenis");
    expect(section).toContain("Voor het eerst gepubliceerd");
    expect(section).toMatch(/Prijs verlaagd van €\s[\d.]+ naar €\s[\d.]+/);
    expect(section).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}T[^"]+">\d{1,2} \w+ \d{4}<\/time>/);
    const fr = await page((await listings("fr")).find((item) => item.id === lowered.id)!.path);
    expect(fr).toMatch(/Prix baissé de [\d\s\u202f\u00a0]+€ à [\d\s\u202f\u00a0]+€/);
  });

  it("says sold on a sold listing's page", async () => {
    const sold = (await listings("en")).find((item) => item.status === "sold")!;
    const html = await page(sold.path);
    expect(/<section class="price-history"[\s\S]*?<\/section>/.exec(html)?.[0]).toMatch(/First published[\s\S]*Sold/);
  });
});
