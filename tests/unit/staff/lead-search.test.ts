import { describe, expect, it } from "vitest";
import { leadSearchOf, phoneDigitsOf } from "../../../worker/db/lead-search";

describe("the inbox's search words", () => {
  it("reads a phone in any spelling as the digits stored numbers are compared by", () => {
    for (const typed of ["0475 12.34.56", "+32 475 12 34 56", "0032475123456", "+32 (0)475 12 34 56".replace("(0)", "")])
      expect(phoneDigitsOf(typed)).toBe("32475123456");
    expect(phoneDigitsOf("+352 621 123 456")).toBe("352621123456");
    expect(phoneDigitsOf("475 12 34")).toBe("4751234");
  });

  it("looks for a phone only when the words are a phone, and lower-cases the text", () => {
    expect(leadSearchOf("  Marie DUBOIS ")).toEqual({ text: "marie dubois", phoneDigits: undefined });
    expect(leadSearchOf("VIT-0815")).toEqual({ text: "vit-0815", phoneDigits: undefined });
    expect(leadSearchOf("12")).toEqual({ text: "12", phoneDigits: undefined });
    expect(leadSearchOf("0475/12.34.56")).toEqual({ text: "0475/12.34.56", phoneDigits: "32475123456" });
  });
});
