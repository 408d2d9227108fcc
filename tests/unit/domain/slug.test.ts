import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { articlePath, slugify } from "../../../client/domain/slug";

describe("slugify", () => {
  it.each([
    ["lower-cases a plain word", "Contact", "contact"],
    ["turns spaces into hyphens", "Onze diensten", "onze-diensten"],
    ["drops the question mark and its space", "Qui sommes-nous ?", "qui-sommes-nous"],
    ["drops the question mark and its narrow no-break space (French typography)", "Qui sommes-nous\u202f?", "qui-sommes-nous"],
    ["strips the umlaut", "Über uns", "uber-uns"],
    ["removes the apostrophe without a hyphen", "L'équipe", "lequipe"],
    ["removes a typographic apostrophe too", "L’équipe", "lequipe"],
    ["strips French accents", "Estimation gratuite à Liège", "estimation-gratuite-a-liege"],
    ["spells ß as ss", "Straße", "strasse"],
    ["spells œ as oe", "Œuvre d'art", "oeuvre-dart"],
    ["collapses runs of whitespace", "  Te \t koop \n nu  ", "te-koop-nu"],
    ["collapses repeated hyphens", "a -- b", "a-b"],
    ["treats an en dash as a hyphen", "Verkoop–Huur", "verkoop-huur"],
    ["trims hyphens at both ends", "-nieuwbouw-", "nieuwbouw"],
    ["keeps digits", "Top 10 tips", "top-10-tips"],
    ["removes symbols", "Huur & Verkoop: 100% €", "huur-verkoop-100"],
    ["gives nothing for punctuation only", "?!…", ""],
    ["gives nothing for an empty string", "", ""],
    ["lower-cases a dotted capital I to a plain i", "İstanbul", "istanbul"],
    ["unfolds a ligature and a superscript", "Surface 100 m² ﬁnale", "surface-100-m2-finale"],
  ])("%s", (_behaviour, input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it("gives nothing for a missing segment", () => {
    expect(slugify(undefined)).toBe("");
    expect(slugify(null)).toBe("");
  });

  it("never yields capitals, whitespace, punctuation or stray hyphens, and is stable", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), (input) => {
        const slug = slugify(input);
        expect(slug).toMatch(/^([^\p{Lu}\p{M}\s\p{P}\p{S}]+(-[^\p{Lu}\p{M}\s\p{P}\p{S}]+)*)?$/u);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});

describe("articlePath", () => {
  it.each([
    ["builds a path from the name alone", { name: "Onze diensten" }, "/onze-diensten/"],
    ["puts the category first", { category: "Onze diensten", name: "Getuigenis" }, "/onze-diensten/getuigenis/"],
    [
      "puts category, sub-category and name in order",
      { category: "Nos services", subCategory: "Vente", name: "Qui sommes-nous ?" },
      "/nos-services/vente/qui-sommes-nous/",
    ],
    ["skips an empty sub-category", { category: "Blog", subCategory: "", name: "Über uns" }, "/blog/uber-uns/"],
    ["skips a category that slugs to nothing", { category: "???", name: "Nieuws" }, "/nieuws/"],
    ["skips null parts", { category: null, subCategory: null, name: "Team" }, "/team/"],
    ["gives the root when nothing is left", { name: "!!!" }, "/"],
  ])("%s", (_behaviour, parts, expected) => {
    expect(articlePath(parts)).toBe(expected);
  });
});
