import { describe, expect, it } from "vitest";
import metadata from "libphonenumber-js/min/metadata";
import examples from "libphonenumber-js/examples.mobile.json";
import type { CountryCode } from "libphonenumber-js/core";
import { getExampleNumber } from "libphonenumber-js/core";
import { formatPhone, plausiblePhone } from "../../../client/domain/phone";
import { displayPhone, phoneReader, withoutFormats } from "../../../client/domain/phone-rules";

describe("formatPhone", () => {
  it.each([
    ["groups 10 digits 4-2-2-2", "0475123456", "0475 12 34 56"],
    ["groups 9 digits 3-2-2-2", "023456789", "023 45 67 89"],
    ["regroups 10 digits written with spaces", "04 75 12 34 56", "0475 12 34 56"],
    ["regroups digits written with dots", "0475.12.34.56", "0475 12 34 56"],
    ["regroups digits written with slashes", "02/345.67.89", "023 45 67 89"],
    ["regroups digits written with hyphens and brackets", "(02) 345-67-89", "023 45 67 89"],
    ["trims surrounding whitespace", "  0475123456 ", "0475 12 34 56"],
    ["leaves 8 digits unchanged", "12345678", "12345678"],
    ["leaves 11 digits unchanged", "32475123456", "32475123456"],
    ["leaves an international number unchanged", "+32 475 12 34 56", "+32 475 12 34 56"],
    ["leaves text with letters unchanged", "tel. 0475123456", "tel. 0475123456"],
    ["trims a number it leaves unchanged", " 123 ", "123"],
    ["gives an empty string for an empty string", "", ""],
  ])("%s", (_behaviour, raw, expected) => {
    expect(formatPhone(raw)).toBe(expected);
  });

  it("gives an empty string for a missing number", () => {
    expect(formatPhone(undefined)).toBe("");
    expect(formatPhone(null)).toBe("");
  });
});

const readPhone = phoneReader(metadata);

describe("phoneReader (what a visitor typed, in E.164)", () => {
  it.each([
    ["a German mobile", "+49 170 1234567", "+491701234567"],
    ["a German mobile with 00", "0049 170 1234567", "+491701234567"],
    ["a French mobile", "+33 6 12 34 56 78", "+33612345678"],
    ["a Dutch mobile", "+31 6 12345678", "+31612345678"],
    ["a British mobile", "+44 7911 123456", "+447911123456"],
    ["a London land line", "+44 20 7946 0958", "+442079460958"],
    ["a Luxembourg mobile", "+352 621 123 456", "+352621123456"],
    ["a Luxembourg mobile with 00", "00352 621 123 456", "+352621123456"],
    ["a Luxembourg mobile typed at home, without its country code", "621 123 456", "+352621123456"],
    ["a Belgian mobile typed at home", "0475 12 34 56", "+32475123456"],
    ["a Belgian mobile with slashes and dots", "0475/12.34.56", "+32475123456"],
    ["a Belgian number with the (0) people add after +32", "+32 (0)475 12 34 56", "+32475123456"],
    ["a Belgian land line", "0032 9 123 45 67", "+3291234567"],
  ])("reads %s", (_what, typed, e164) => {
    expect(readPhone(typed)).toEqual({ ok: true, e164 });
  });

  it.each([
    ["letters", "call me", { problem: "not-a-number" }],
    ["an extension", "0475 12 34 56 ext. 12", { problem: "not-a-number" }],
    ["a country code that does not exist", "+999 123456", { problem: "unknown-country" }],
    ["a lone +4", "+4", { problem: "unknown-country" }],
    ["a German number missing digits", "+49 170", { problem: "too-short", callingCode: "+49" }],
    ["a German number with digits too many", "+49 170 1234567890123", { problem: "too-long", callingCode: "+49" }],
    ["a home number missing digits", "12", { problem: "too-short", callingCode: "+32" }],
    ["a home number with digits too many", "0475 12 34 56 78 90", { problem: "too-long", callingCode: "+32" }],
    ["a British number of a possible length that no range uses", "+44 0000 000000", { problem: "invalid", callingCode: "+44" }],
  ])("says what is wrong with %s", (_what, typed, expected) => {
    expect(readPhone(typed)).toEqual({ ok: false, ...expected });
  });

  it("validates every country's example number the same without the formats the browser leaves out", () => {
    const trimmed = phoneReader(withoutFormats(metadata));
    const countries = Object.keys(examples) as CountryCode[];
    expect(countries.length).toBeGreaterThan(200);
    for (const country of countries) {
      const example = getExampleNumber(country, examples, metadata)!;
      for (const typed of [example.number, example.formatNational(), `${example.number}9`, example.number.slice(0, -3)]) {
        expect(trimmed(typed), `${country} ${typed}`).toEqual(readPhone(typed));
      }
      expect(readPhone(example.number), country).toEqual({ ok: true, e164: example.number });
    }
  });

  it("halves the rules the browser downloads by leaving out the formats", () => {
    expect(JSON.stringify(withoutFormats(metadata)).length).toBeLessThan(JSON.stringify(metadata).length * 0.6);
  });
});

describe("plausiblePhone (the island's check until the rules load)", () => {
  it("takes anything that looks like a number of any country, the server reads it in any case", () => {
    for (const typed of ["+49 170 1234567", "0475 12 34 56", "+999 123456", "0049 170 1234567"]) expect(plausiblePhone(typed).ok, typed).toBe(true);
  });
  it("refuses only what is no number at all, leaving the digits a country wants to its rules", () => {
    expect(plausiblePhone("call me")).toEqual({ ok: false, problem: "not-a-number" });
    expect(plausiblePhone("+")).toEqual({ ok: false, problem: "not-a-number" });
    expect(plausiblePhone("12").ok).toBe(true);
  });
});

describe("displayPhone (a stored number as the agency reads it)", () => {
  it.each([
    ["a Belgian mobile grouped as SPEC 5 shows it", "+32475123456", "0475 12 34 56"],
    ["a Belgian land line grouped 3-2-2-2", "+3291234567", "091 23 45 67"],
    ["a German mobile in its international form", "+491701234567", "+49 170 1234567"],
    ["a Luxembourg mobile in groups of three", "+352621123456", "+352 621 123 456"],
    ["a French mobile", "+33612345678", "+33 6 12 34 56 78"],
    ["a number stored before E.164, as it was", "0475 12 34 56", "0475 12 34 56"],
    ["nothing as nothing", undefined, ""],
  ])("shows %s", (_what, stored, shown) => {
    expect(displayPhone(stored, metadata)).toBe(shown);
  });
});
