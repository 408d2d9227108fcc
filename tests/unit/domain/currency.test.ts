import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPrice, formatPriceWithUnit, parsePrice } from "../../../client/domain/currency";
import { LANGUAGES, type Lang } from "../../../client/i18n/languages";

describe("parsePrice", () => {
  it.each<[string, unknown, number]>([
    ["reads a number", 350000, 350000],
    ["reads plain digits", "350000", 350000],
    ["reads dot grouping", "350.000", 350000],
    ["reads several dot groups", "1.250.000", 1250000],
    ["reads a decimal point", "350000.00", 350000],
    ["reads a decimal point with one digit", "1.5", 1.5],
    ["reads a decimal comma", "1250,50", 1250.5],
    ["reads a single comma as decimal, the Belgian way", "1,250", 1.25],
    ["reads comma grouping with several groups", "1,250,000", 1250000],
    ["reads Belgian grouping with a decimal comma", "1.250,50", 1250.5],
    ["reads English grouping with a decimal point", "1,250.50", 1250.5],
    ["ignores the euro sign and spaces", " € 350 000 ", 350000],
    ["reads a negative amount", "-1.250", -1250],
    ["reads French grouping with narrow no-break spaces", "1\u202f250\u202f000\u00a0€", 1250000],
  ])("%s", (_behaviour, input, expected) => {
    expect(parsePrice(input)).toBe(expected);
  });

  it.each<[string, unknown]>([
    ["rejects text", "op aanvraag"],
    ["rejects an empty string", ""],
    ["rejects a trailing separator", "350."],
    ["rejects broken grouping", "1.2.3"],
    ["rejects two decimal marks", "1.250,50,10"],
    ["rejects infinity", Infinity],
    ["rejects NaN", NaN],
    ["rejects null", null],
    ["rejects undefined", undefined],
    ["rejects a boolean", true],
  ])("%s", (_behaviour, input) => {
    expect(parsePrice(input)).toBeNaN();
  });
});

// Intl's spaces, spelled out: a no-break space (U+00A0) beside the euro sign, a narrow one (U+202F)
// between French thousands. The page shows exactly these characters.
const NBSP = "\u00a0";
const NNBSP = "\u202f";

describe("formatPrice", () => {
  it.each<[string, unknown, Record<Lang, string>]>([
    ["writes a whole amount as each language does", 350000, { nl: `€${NBSP}350.000`, fr: `350${NNBSP}000${NBSP}€`, en: "€350,000", de: `350.000${NBSP}€` }],
    ["groups a four-digit amount", 1250, { nl: `€${NBSP}1.250`, fr: `1${NNBSP}250${NBSP}€`, en: "€1,250", de: `1.250${NBSP}€` }],
    ["leaves a small amount ungrouped", 950, { nl: `€${NBSP}950`, fr: `950${NBSP}€`, en: "€950", de: `950${NBSP}€` }],
    ["shows cents only when there are some", 1250.5, { nl: `€${NBSP}1.250,50`, fr: `1${NNBSP}250,50${NBSP}€`, en: "€1,250.50", de: `1.250,50${NBSP}€` }],
    ["rounds to cents", 1250.555, { nl: `€${NBSP}1.250,56`, fr: `1${NNBSP}250,56${NBSP}€`, en: "€1,250.56", de: `1.250,56${NBSP}€` }],
    ["drops cents that round to a whole amount", 1250.001, { nl: `€${NBSP}1.250`, fr: `1${NNBSP}250${NBSP}€`, en: "€1,250", de: `1.250${NBSP}€` }],
    ["formats zero", 0, { nl: `€${NBSP}0`, fr: `0${NBSP}€`, en: "€0", de: `0${NBSP}€` }],
    ["does not show minus zero", -0.001, { nl: `€${NBSP}0`, fr: `0${NBSP}€`, en: "€0", de: `0${NBSP}€` }],
    ["formats a negative amount", -1250, { nl: `€${NBSP}-1.250`, fr: `-1${NNBSP}250${NBSP}€`, en: "-€1,250", de: `-1.250${NBSP}€` }],
    ["formats digits given as text", "350000", { nl: `€${NBSP}350.000`, fr: `350${NNBSP}000${NBSP}€`, en: "€350,000", de: `350.000${NBSP}€` }],
    ["formats Belgian grouped text", "350.000", { nl: `€${NBSP}350.000`, fr: `350${NNBSP}000${NBSP}€`, en: "€350,000", de: `350.000${NBSP}€` }],
    ["formats text with a decimal point", "350000.00", { nl: `€${NBSP}350.000`, fr: `350${NNBSP}000${NBSP}€`, en: "€350,000", de: `350.000${NBSP}€` }],
  ])("%s", (_behaviour, input, expected) => {
    for (const lang of LANGUAGES) expect(formatPrice(input, lang), lang).toBe(expected[lang]);
  });

  it.each<[string, unknown]>([
    ["text that is not a number", "prijs op aanvraag"],
    ["a missing price", undefined],
    ["an empty price", ""],
  ])("gives NaN text in every language for %s (SPEC 8)", (_case, input) => {
    for (const lang of LANGUAGES) expect(formatPrice(input, lang)).toBe("NaN");
  });

  it("writes a price that the provider's own reading gives back, in the languages that group like Belgium", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.constantFrom<Lang>("nl", "fr", "de"), (amount, lang) => {
        expect(parsePrice(formatPrice(amount, lang))).toBe(amount);
      }),
    );
  });

  it("keeps the sign and the amount together: no plain space a line could break at", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.constantFrom(...LANGUAGES), (amount, lang) => {
        expect(formatPrice(amount, lang)).not.toMatch(/ /);
      }),
    );
  });
});

describe("formatPriceWithUnit", () => {
  const rent = { price: 950, priceUnit: 2, priceUnitText: "€/maand" };
  it.each<[string, Parameters<typeof formatPriceWithUnit>[0], Lang, string]>([
    ["puts the from word before a price with unit 7", { price: 350000, priceUnit: 7, fromLabel: "vanaf" }, "nl", `vanaf €${NBSP}350.000`],
    ["reads unit 7 given as text", { price: 350000, priceUnit: "7", fromLabel: "à partir de" }, "fr", `à partir de 350${NNBSP}000${NBSP}€`],
    ["writes the from price the English way", { price: 350000, priceUnit: 7, fromLabel: "from" }, "en", "from €350,000"],
    ["ignores the unit text for unit 7", { price: 1, priceUnit: 7, priceUnitText: "€/Monat", fromLabel: "ab" }, "de", `ab 1${NBSP}€`],
    ["shows the bare price for unit 7 without a from word", { price: 350000, priceUnit: 7, fromLabel: " " }, "nl", `€${NBSP}350.000`],
    ["appends the unit text without its euro sign", rent, "nl", `€${NBSP}950 /maand`],
    ["appends the rent's unit after a French price", { ...rent, priceUnitText: "€/mois" }, "fr", `950${NBSP}€ /mois`],
    ["appends the rent's unit after an English price", { ...rent, priceUnitText: "€/month" }, "en", "€950 /month"],
    ["appends the rent's unit after a German price", { ...rent, priceUnitText: "€/Monat" }, "de", `950${NBSP}€ /Monat`],
    ["appends a unit text that has no euro sign", { ...rent, priceUnitText: "per maand" }, "nl", `€${NBSP}950 per maand`],
    ["tidies spaces around the unit text", { ...rent, priceUnitText: " € /  month " }, "en", "€950 / month"],
    ["shows the bare price when the unit text is only a euro sign", { price: 950, priceUnit: 1, priceUnitText: "€" }, "fr", `950${NBSP}€`],
    ["shows the bare price without unit text", { price: 950 }, "de", `950${NBSP}€`],
    ["gives NaN text alone for an unreadable price", { price: "n.o.t.k.", priceUnit: 7, fromLabel: "vanaf" }, "nl", "NaN"],
    ["gives NaN text alone for an unreadable rent", { ...rent, price: "op aanvraag" }, "fr", "NaN"],
  ])("%s", (_behaviour, input, lang, expected) => {
    expect(formatPriceWithUnit(input, lang)).toBe(expected);
  });
});
