import type { Lang } from "../i18n/languages";

/**
 * Article slugs (SPEC 2, public path rules): every segment is lower-cased, stripped of accents and
 * punctuation, whitespace becomes hyphens, and the path ends with a slash. Accents are stripped by
 * decomposing (NFKD, a superset of NFD that also unfolds ligatures and styled letters) and
 * dropping the combining marks.
 *
 * Punctuation is removed, not replaced, so "L'équipe" becomes "lequipe" (as the rule reads);
 * only dashes (-, –, —) and whitespace separate words.
 */

/** Letters that NFD does not decompose, spelled the way nl/fr/de readers expect in an address. */
const LIGATURES: Readonly<Record<string, string>> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ł: "l",
};

/** German writes an umlaut out when it cannot be written (ä → ae: "Büro" is "buero", never "buro"). */
const UMLAUTS: Readonly<Record<string, string>> = { ä: "ae", ö: "oe", ü: "ue", Ä: "Ae", Ö: "Oe", Ü: "Ue" };

/**
 * Turns one path segment into its slug; returns "" when nothing sluggable is left. In German (`lang`
 * "de") umlauts are written out first; elsewhere they lose their dots like any accent ("Lüttich",
 * a German name, is "luettich" in a German address).
 */
export function slugify(segment: string | null | undefined, lang?: Lang): string {
  if (typeof segment !== "string") return "";
  return (lang === "de" ? segment.normalize("NFC").replace(/[äöüÄÖÜ]/g, (letter) => UMLAUTS[letter] ?? letter) : segment)
    .normalize("NFKD") // compatibility forms too: "ﬁ" → "fi", "²" → "2", "𝐀" → "A"
    .toLowerCase()
    .normalize("NFKD") // again, as lower-casing can add combining marks ("İ" → "i̇")
    .replace(/\p{M}+/gu, "") // the accents NFKD split off
    .replace(/[ßæœøđł]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(/\p{Pd}+/gu, "-") // all dashes separate words
    .replace(/[^\p{L}\p{N}\s-]+/gu, "") // other punctuation and symbols disappear
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The optional category, optional sub-category and required name of an article. */
export interface ArticlePathParts {
  category?: string | null;
  subCategory?: string | null;
  name: string;
}

/**
 * Builds an article's path without a language prefix (the caller adds "/nl" etc.):
 * `{category: "Onze diensten", name: "Getuigenis"}` → "/onze-diensten/getuigenis/".
 * Segments that slug to nothing are skipped; with no segment at all the result is "/".
 */
export function articlePath(parts: ArticlePathParts, lang?: Lang): string {
  const segments = [parts.category, parts.subCategory, parts.name].map((part) => slugify(part, lang)).filter((segment) => segment !== "");
  return segments.length === 0 ? "/" : `/${segments.join("/")}/`;
}

/** The longest address segment of a page (worker/content/schema.ts pageSlug). */
export const MAX_SLUG_LENGTH = 80;

/**
 * A page's address segment proposed from its title by the slug rule above (German umlauts written
 * out in `lang` "de"), at most MAX_SLUG_LENGTH characters, cut between words.
 */
export function proposeSlug(title: string, lang?: Lang): string {
  const slug = slugify(title, lang);
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SLUG_LENGTH + 1);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, MAX_SLUG_LENGTH)).replace(/-+$/, "");
}
