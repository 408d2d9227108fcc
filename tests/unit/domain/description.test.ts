import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DESCRIPTION_LIMIT_CHARS, WORD_BOUNDARY_SHARE, cleanDescription, decodeEntities } from "../../../client/domain/description";

const words = (count: number, word = "abcd") => Array.from({ length: count }, () => word).join(" ");

describe("cleanDescription", () => {
  it.each([
    ["strips tags and keeps the words apart", "<p>Ruime</p><p>woning</p>", "Ruime woning"],
    ["turns a line break tag into a space", "Tuin<br/>Garage", "Tuin Garage"],
    ["drops script content", "Mooi<script>alert(1)</script> huis", "Mooi huis"],
    ["drops style content", "<style>p{color:red}</style>Huis", "Huis"],
    ["drops comments", "Huis<!-- intern -->te koop", "Huis te koop"],
    ["keeps a lone less-than sign", "prijs <200.000 euro", "prijs <200.000 euro"],
    ["decodes &amp;", "Huis &amp; tuin", "Huis & tuin"],
    ["decodes &nbsp; into a plain space", "3&nbsp;slaapkamers", "3 slaapkamers"],
    ["decodes &lt; and &gt; as text, not tags", "&lt;b&gt;vet&lt;/b&gt;", "<b>vet</b>"],
    ["decodes &quot; and &#39;", "&quot;L&#39;atelier&quot;", '"L\'atelier"'],
    ["decodes decimal and hex numbers", "&#233;t&#xE9;", "été"],
    ["decodes only once", "&amp;lt;", "&lt;"],
    ["decodes HTML's Latin-1 and typographic entities", "entr&eacute;e &Eacute;t&eacute; 120 m&sup2; &copy; &euro; &rsquo;", "entrée Été 120 m² © € ’"],
    ["leaves an unknown entity alone", "&madeup; 2024", "&madeup; 2024"],
    ["leaves a name of Object's prototype alone", "&constructor; &toString;", "&constructor; &toString;"],
    ["leaves an impossible code point alone", "&#0;&#x110000;", "&#0;&#x110000;"],
    ["collapses whitespace and trims", "  a \n\t b  ", "a b"],
    ["keeps text at the limit whole", "x".repeat(250), "x".repeat(250)],
    ["gives an empty string for empty input", "", ""],
  ])("%s", (_behaviour, input, expected) => {
    expect(cleanDescription(input)).toBe(expected);
  });

  it("gives an empty string for missing input", () => {
    expect(cleanDescription(undefined)).toBe("");
    expect(cleanDescription(null)).toBe("");
  });

  it.each([
    // limit 10, 80 % = 8: the last space must sit after index 8
    ["cuts past 80 percent at a word boundary", "abcdefghi jklmno", 10, "abcdefghi…"],
    ["cuts hard when the last space is at 80 percent exactly", "abcdefgh ijklmno", 10, "abcdefgh i…"],
    ["cuts hard when the last space is before 80 percent", "abc defghijklmno", 10, "abc defghi…"],
    ["cuts hard without any space", "abcdefghijklmno", 10, "abcdefghij…"],
    ["does not end on a space before the ellipsis", "abcdefghij klmno", 10, "abcdefghij…"],
    ["does not split an emoji on a hard cut", "abcdefghi😀xyz", 10, "abcdefghi…"],
    ["counts the limit after cleaning", "<b>abc</b> def", 7, "abc def"],
    ["falls back to the default limit for a zero limit", "x".repeat(300), 0, `${"x".repeat(250)}…`],
  ])("%s", (_behaviour, input, limit, expected) => {
    expect(cleanDescription(input, limit)).toBe(expected);
  });

  it("cuts a long description at the last word within 250 characters", () => {
    const text = words(100); // 499 characters
    const cleaned = cleanDescription(text);
    expect(cleaned).toBe(`${words(50)}…`); // 249 characters, the space at index 249 is past 200
    expect(DESCRIPTION_LIMIT_CHARS).toBe(250);
    expect(WORD_BOUNDARY_SHARE).toBe(0.8);
  });

  it("never exceeds the limit plus the ellipsis and ends with it only when cut", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.integer({ min: 1, max: 300 }), (text, limit) => {
        const cleaned = cleanDescription(text, limit);
        expect(cleaned.length).toBeLessThanOrEqual(limit + 1);
        if (cleaned.length > limit) expect(cleaned.endsWith("…")).toBe(true);
      }),
    );
  });
});

describe("decodeEntities", () => {
  it("decodes named entities in any case", () => {
    expect(decodeEntities("&AMP; &Nbsp;")).toBe("& \u00a0");
  });
});
