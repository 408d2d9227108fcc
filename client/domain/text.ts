const LETTERS: Readonly<Record<string, string>> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l" };

/**
 * Text as searches and filters compare it: accents stripped, lower case, whitespace collapsed and
 * trimmed ("  Liège " → "liege"), and the letters that are not an accent on a base letter spelled
 * out (ß → ss, æ → ae, œ → oe, ø → o, ł → l). One rule for the search box, the list's city filter and
 * the city counts (SPEC 5: "accent- and case-insensitive name").
 */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[ßæœøł]/g, (letter) => LETTERS[letter] ?? letter)
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A whole place name as lookups compare it: folded (foldText), punctuation as spaces, so
 * "St.-Niklaas", "Sint Niklaas" and "sint-niklaas" meet. The municipality table (worker side) and
 * the search box's ranking (browser side) compare names by this one rule.
 */
export function nameKey(name: string): string {
  return foldText(name)
    .replace(/[-‐–'’.,/()]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
