import { describe, expect, it } from "vitest";
import { priceWithUnit } from "../../../client/domain/price-unit";
import type { Lang } from "../../../client/i18n/languages";
import { i18nFor } from "../../../worker/i18n";

const NBSP = "\u00a0";
const NNBSP = "\u202f";

describe("a price with what it is for", () => {
  it.each<[string, number, string | null, Lang, string]>([
    ["a rent per month in Dutch", 950, "month", "nl", `€${NBSP}950 /maand`],
    ["a rent per month in French, the unit after the euro sign", 950, "month", "fr", `950${NBSP}€ /mois`],
    ["a rent per year in English", 12_000, "year", "en", "€12,000 /year"],
    ["a rent per year in German", 12_000, "year", "de", `12.000${NBSP}€ /Jahr`],
    ["a rent per square metre, never a bare price", 12, "squareMetre", "nl", `€${NBSP}12 /m²`],
    ["a rent per square metre in French", 12, "squareMetre", "fr", `12${NBSP}€ /m²`],
    ["a price from, the word before it", 350_000, "from", "fr", `à partir de 350${NNBSP}000${NBSP}€`],
    ["a sale price, bare", 350_000, null, "nl", `€${NBSP}350.000`],
    ["a unit the site has no words for, bare", 350_000, "fortnight", "en", "€350,000"],
  ])("writes %s", (_case, price, unit, lang, expected) => {
    const i18n = i18nFor(lang);
    expect(priceWithUnit(price, unit, lang, (id) => i18n._(id))).toBe(expected);
  });
});
