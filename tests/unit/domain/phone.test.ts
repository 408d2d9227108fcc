import { describe, expect, it } from "vitest";
import { formatPhone, normalisePhone } from "../../../client/domain/phone";

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

describe("normalisePhone (what a visitor typed, as the agency reads it)", () => {
  it.each([
    ["0475123456", "0475 12 34 56"],
    ["0475/12.34.56", "0475 12 34 56"],
    ["+32 475 12 34 56", "0475 12 34 56"],
    ["0032 9 123 45 67", "091 23 45 67"],
    ["+352 621 123 456", "+352 621 123 456"],
    ["00352 27123456", "+352 271 234 56"],
  ])("reads %s as %s", (raw, expected) => {
    expect(normalisePhone(raw)).toBe(expected);
  });

  it.each(["12", "+44 20 7946 0958", "0475 12 34 56 78 90", "call me", "+32", "475123456"])("refuses %s", (raw) => {
    expect(normalisePhone(raw)).toBeNull();
  });
});
