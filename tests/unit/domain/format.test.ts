import { describe, expect, it } from "vitest";
import { formatCount, formatDay, formatEuros, formatInstant, formatMeasure, formatNumber } from "../../../client/domain/format";
import { LANGUAGES, type Lang } from "../../../client/i18n/languages";

const NBSP = "\u00a0";
const NNBSP = "\u202f";

/** Runs `format` in every language and compares with the expected text of each. */
function expectEach(format: (lang: Lang) => string, expected: Record<Lang, string>): void {
  for (const lang of LANGUAGES) expect(format(lang), lang).toBe(expected[lang]);
}

describe("formatNumber", () => {
  it("groups thousands and writes decimals as each language does", () => {
    expectEach((lang) => formatNumber(1250.5, lang), { nl: "1.250,5", fr: `1${NNBSP}250,5`, en: "1,250.5", de: "1.250,5" });
  });

  it("keeps at most two decimals", () => {
    expectEach((lang) => formatNumber(12.345, lang), { nl: "12,35", fr: "12,35", en: "12.35", de: "12,35" });
  });

  it("writes a small whole number as it is", () => {
    expectEach((lang) => formatNumber(85, lang), { nl: "85", fr: "85", en: "85", de: "85" });
  });
});

describe("formatCount", () => {
  it("groups a count of thousands", () => {
    expectEach((lang) => formatCount(1234567, lang), { nl: "1.234.567", fr: `1${NNBSP}234${NNBSP}567`, en: "1,234,567", de: "1.234.567" });
  });

  it("leaves four-digit counts grouped too, as Intl does for these locales", () => {
    expectEach((lang) => formatCount(1250, lang), { nl: "1.250", fr: `1${NNBSP}250`, en: "1,250", de: "1.250" });
  });
});

describe("formatMeasure", () => {
  it("writes a surface with its unit after a no-break space", () => {
    expectEach((lang) => formatMeasure(1250, "m²", lang), { nl: `1.250${NBSP}m²`, fr: `1${NNBSP}250${NBSP}m²`, en: `1,250${NBSP}m²`, de: `1.250${NBSP}m²` });
  });

  it("writes a width with decimals", () => {
    expectEach((lang) => formatMeasure(7.5, "m", lang), { nl: `7,5${NBSP}m`, fr: `7,5${NBSP}m`, en: `7.5${NBSP}m`, de: `7,5${NBSP}m` });
  });
});

describe("formatEuros", () => {
  it("puts the sign where each language puts it", () => {
    expectEach((lang) => formatEuros(400000, lang), { nl: `€${NBSP}400.000`, fr: `400${NNBSP}000${NBSP}€`, en: "€400,000", de: `400.000${NBSP}€` });
  });
});

describe("formatInstant", () => {
  const brussels = "Europe/Brussels";

  it("writes a date as day, month and year in each language's order", () => {
    expectEach((lang) => formatInstant("2026-11-24T10:00:00Z", lang, "numeric", brussels), {
      nl: "24/11/2026",
      fr: "24/11/2026",
      en: "24/11/2026",
      de: "24.11.2026",
    });
  });

  it("reads the date on the given clock: Brussels midnight is the new day", () => {
    expectEach((lang) => formatInstant("2026-08-31T22:00:00Z", lang, "numeric", brussels), {
      nl: "01/09/2026",
      fr: "01/09/2026",
      en: "01/09/2026",
      de: "01.09.2026",
    });
  });

  it("returns text that is not a date as it is", () => {
    expect(formatInstant("binnenkort", "nl", "numeric", brussels)).toBe("binnenkort");
  });
});

describe("formatDay", () => {
  it("writes a calendar day in words in each language", () => {
    expectEach((lang) => formatDay("2026-11-24", lang, "long"), {
      nl: "24 november 2026",
      fr: "24 novembre 2026",
      en: "24 November 2026",
      de: "24. November 2026",
    });
  });

  it("names the weekday for a visit", () => {
    expectEach((lang) => formatDay("2026-11-24", lang, "full"), {
      nl: "dinsdag 24 november 2026",
      fr: "mardi 24 novembre 2026",
      en: "Tuesday, 24 November 2026",
      de: "Dienstag, 24. November 2026",
    });
    expectEach((lang) => formatDay("2026-11-24", lang, "weekday"), {
      nl: "dinsdag 24 november",
      fr: "mardi 24 novembre",
      en: "Tuesday 24 November",
      de: "Dienstag, 24. November",
    });
  });

  it("keeps the day whatever the time zone of the machine", () => {
    // Noon UTC is the same calendar day from UTC-11 to UTC+12, so the browser's zone cannot move it.
    expect(formatDay("2026-01-01", "en", "long")).toBe("1 January 2026");
    expect(formatDay("2026-12-31", "en", "long")).toBe("31 December 2026");
  });
});
