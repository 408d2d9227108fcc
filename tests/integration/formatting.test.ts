import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { formatCount, formatEuros, formatFileSize, formatInstant, formatNumber, type NumberStyle } from "../../client/domain/format";
import { LANGUAGES, type Lang } from "../../client/i18n/languages";
import { CODE_SLUGS, fixedPath, pathFor } from "../../client/i18n/routes";
import { articlePathOf, seedContent as content } from "../../worker/content";
import type { PropertyDetail } from "../../worker/feed/model";
import { snapshotStore } from "../../worker/feed/snapshot-store";
import { INTL_SAMPLES } from "../fixtures/intl-samples";
import { get } from "./worker";

/**
 * Numbers and dates as the visitor's language writes them, rendered by the worker in workerd. The
 * patterns spell out Intl's characters: U+00A0 beside the euro sign and before a unit, U+202F
 * between French thousands.
 */
const PRICE: Record<Lang, RegExp> = {
  nl: /^(vanaf )?€\u00a0\d{1,3}(\.\d{3})*( \S.*)?$/,
  fr: /^(à partir de )?\d{1,3}(\u202f\d{3})*\u00a0€( \S.*)?$/,
  en: /^(from )?€\d{1,3}(,\d{3})*( \S.*)?$/,
  de: /^(ab )?\d{1,3}(\.\d{3})*\u00a0€( \S.*)?$/,
};
const SURFACE: Record<Lang, RegExp> = {
  nl: /^\d{1,3}(\.\d{3})*(,\d{1,2})?\u00a0m²$/,
  fr: /^\d{1,3}(\u202f\d{3})*(,\d{1,2})?\u00a0m²$/,
  en: /^\d{1,3}(,\d{3})*(\.\d{1,2})?\u00a0m²$/,
  de: /^\d{1,3}(\.\d{3})*(,\d{1,2})?\u00a0m²$/,
};
const NUMERIC_DATE: Record<Lang, RegExp> = {
  nl: /^\d{2}\/\d{2}\/\d{4}$/,
  fr: /^\d{2}\/\d{2}\/\d{4}$/,
  en: /^\d{2}\/\d{2}\/\d{4}$/,
  de: /^\d{2}\.\d{2}\.\d{4}$/,
};
const LONG_DATE: Record<Lang, RegExp> = {
  nl: /^\d{1,2} [a-z]+ \d{4}$/,
  fr: /^(1er|\d{1,2}) [a-zéû]+ \d{4}$/,
  en: /^\d{1,2} [A-Z][a-z]+ \d{4}$/,
  de: /^\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}$/,
};
/** The month word a rent's price ends with in the demo ("€/maand" without its euro sign). */
const PER_MONTH: Record<Lang, string> = { nl: "/maand", fr: "/mois", en: "/month", de: "/Monat" };

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
const texts = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => decode(match[1]!));

async function html(path: string): Promise<string> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The current demo snapshot's properties in `lang` (the first page request publishes it). */
async function details(lang: Lang): Promise<PropertyDetail[]> {
  await get(`/${lang}/`);
  const store = snapshotStore(env.FEED);
  const pointer = await store.readPointer();
  const snapshot = pointer && (await store.readLanguage(pointer.version, lang));
  if (!snapshot) throw new Error("no snapshot");
  return snapshot.properties;
}

const fieldOf = (item: PropertyDetail, label: string) => item.groups.flatMap((group) => group.fields).find((field) => field.label === label)?.value;

describe.each(LANGUAGES)("numbers and dates in %s", (lang) => {
  it("a list writes every card's price and surface the language's way", async () => {
    for (const route of ["forSale", "forRent"] as const) {
      const page = await html(pathFor(CODE_SLUGS, route, lang));
      const prices = texts(page, /<p class="property-card-price">([^<]*)<\/p>/g).filter((text) => text.includes("€"));
      expect(prices.length, route).toBeGreaterThan(0);
      for (const price of prices) expect(price).toMatch(PRICE[lang]);
      if (route === "forRent") expect(prices.some((price) => price.endsWith(` ${PER_MONTH[lang]}`))).toBe(true);
      const surfaces = texts(page, /<li>([^<]*m²)<\/li>/g);
      expect(surfaces.length, route).toBeGreaterThan(0);
      for (const surface of surfaces) expect(surface).toMatch(SURFACE[lang]);
    }
  });

  it("a detail page shows its price, surfaces and dates the language's way", async () => {
    const items = await details(lang);
    const item = items.find((candidate) => candidate.status === "available" && candidate.price !== null && fieldOf(candidate, "detail.surfaceLiving"))!;
    expect(item.priceText).toMatch(PRICE[lang]);
    const surface = fieldOf(item, "detail.surfaceLiving")!;
    expect(surface).toMatch(SURFACE[lang]);
    const page = decode(await html(item.path));
    expect(page).toContain(item.priceText);
    expect(page).toContain(surface);
    const dated = items.find((candidate) => fieldOf(candidate, "detail.epcExpiry"))!;
    const date = fieldOf(dated, "detail.epcExpiry")!;
    expect(date).toMatch(NUMERIC_DATE[lang]);
    expect(decode(await html(dated.path))).toContain(date);
  });

  it("a rent's price says it is per month", async () => {
    const rent = (await details(lang)).find((item) => item.goal === 1 && item.status === "available" && item.price !== null)!;
    expect(rent.priceText).toMatch(PRICE[lang]);
    expect(rent.priceText.endsWith(` ${PER_MONTH[lang]}`)).toBe(true);
  });

  it("the map's markers carry the page language's prices", async () => {
    const page = decode(await html(`${fixedPath("forSale", lang)}?view=map`));
    const url = /(\/api\/map\/[a-z]{2}\/sale\.json\?v=\d+)/.exec(page)?.[1];
    expect(url).toContain(`/api/map/${lang}/`);
    const payload = (await (await get(url!)).json()) as { markers: unknown[][] };
    const prices = payload.markers.map((row) => String(row[6])).filter((text) => text.includes("€"));
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toMatch(PRICE[lang]);
  });

  it("an article writes its testimonials' dates in words", async () => {
    const article = content.articles.find((candidate) => candidate.status === "Published" && (candidate.testimonials?.length ?? 0) > 0)!;
    const dates = texts(await html(articlePathOf(article, lang)), /<time dateTime="\d{4}-\d{2}-\d{2}">([^<]+)<\/time>/g);
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(date).toMatch(LONG_DATE[lang]);
  });
});

describe("workerd's Intl", () => {
  it("writes the characters the browser writes, for every style and language (U+00A0, U+202F)", () => {
    // tests/e2e/formatting.spec.ts holds Chromium to the same strings: a difference would break hydration.
    const formatted = INTL_SAMPLES.map((sample) =>
      sample.kind === "number" ? numberWith(sample.style, sample.value, sample.lang) : formatInstant(sample.iso, sample.lang, sample.style, sample.timeZone),
    );
    expect(formatted).toEqual(INTL_SAMPLES.map((sample) => sample.text));
  });

  it("writes a file's size with the language's kilobyte unit (the agency mail's photo row)", () => {
    // Server-only (mail), so not among INTL_SAMPLES: the browser never formats it.
    expect(LANGUAGES.map((lang) => formatFileSize(1_233_100, lang))).toEqual(["1.234 kB", "1\u202f234\u202fko", "1,234 kB", "1.234 kB"]);
  });
});

/** A number in one of format.ts's styles, through the function a page uses for it. */
function numberWith(style: NumberStyle, value: number, lang: Lang): string {
  if (style === "euro" || style === "euroCents") return formatEuros(value, lang);
  return style === "count" ? formatCount(value, lang) : formatNumber(value, lang);
}
