import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readQueryParam } from "../../../client/domain/query";

describe("readQueryParam", () => {
  it.each([
    ["reads a parameter from a full URL", "https://example.be/nl/te-koop/?city=Gent%7C9000", "city", "Gent|9000"],
    ["reads a parameter from a path with a query", "/project/?id=42", "id", "42"],
    ["reads a parameter from a bare query", "?type=2", "type", "2"],
    ["gives the first value when repeated", "/for-sale/?type=1&type=2", "type", "1"],
    ["decodes percent escapes", "/?city=Li%C3%A8ge", "city", "Liège"],
    ["decodes a plus as a space", "/?q=te+koop", "q", "te koop"],
    ["gives an empty string for a parameter without value", "/?setcookies", "setcookies", ""],
    ["is undefined when absent", "/for-sale/?type=1", "city", undefined],
    ["is undefined without a query", "/for-sale/", "type", undefined],
    ["ignores the hash", "/?a=1#b=2", "b", undefined],
    ["does not read a query-like hash", "/#?a=1", "a", undefined],
    ["matches names case-sensitively", "/?City=Gent", "city", undefined],
    ["keeps a malformed escape as written", "/?q=100%", "q", "100%"],
    ["keeps a broken UTF-8 escape readable", "/?q=%E0%A4%A", "q", "\uFFFD%A"],
    ["reads a malformed URL text without throwing", "http://[::1/?a=1", "a", "1"],
  ])("%s", (_behaviour, url, name, expected) => {
    expect(readQueryParam(url, name)).toBe(expected);
  });

  it("reads from a URL object", () => {
    expect(readQueryParam(new URL("https://example.be/?id=7&id=8"), "id")).toBe("7");
  });

  it("never throws on any text", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (url, name) => {
        const value = readQueryParam(url, name);
        expect(value === undefined || typeof value === "string").toBe(true);
      }),
    );
  });
});
