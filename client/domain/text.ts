/**
 * Text as searches and filters compare it: accents stripped, lower case, whitespace collapsed and
 * trimmed ("  Liège " → "liege"). One rule for the search box, the list's city filter and the
 * city counts (SPEC 5: "accent- and case-insensitive name").
 */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}
