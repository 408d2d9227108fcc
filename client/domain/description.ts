/**
 * Short plain-text descriptions for cards and meta tags (SPEC 9): HTML removed, entities decoded,
 * whitespace collapsed, then cut at a word boundary when that keeps most of the text.
 */

/** Default length of a cleaned description, in characters (before the ellipsis). */
export const DESCRIPTION_LIMIT_CHARS = 250;

/** A word-boundary cut is used only when it keeps more than this share of the limit. */
export const WORD_BOUNDARY_SHARE = 0.8;

const ELLIPSIS = "…";

/** HTML's Latin-1 entities, U+00A0 to U+00FF in order ("&eacute;", "&sup2;"…): providers' editors write French and Dutch with them. */
const LATIN1_ENTITY_NAMES =
  "nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml";

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(LATIN1_ENTITY_NAMES.split(" ").map((name, index) => [name, String.fromCodePoint(0xa0 + index)])),
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  euro: "€",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  bdquo: "„",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  bull: "•",
  oelig: "œ",
  OElig: "Œ",
  trade: "™",
};

/**
 * Cleans `text` and shortens it to `limit` characters plus "…". The cut goes back to the last space
 * when that space lies past 80 % of the limit, otherwise it is hard at `limit`.
 * A limit that is not a positive number falls back to DESCRIPTION_LIMIT_CHARS.
 */
export function cleanDescription(text: string | null | undefined, limit: number = DESCRIPTION_LIMIT_CHARS): string {
  if (typeof text !== "string") return "";
  const max = Number.isFinite(limit) && limit >= 1 ? Math.floor(limit) : DESCRIPTION_LIMIT_CHARS;
  const plain = collapseWhitespace(decodeEntities(stripTags(text)));
  if (plain.length <= max) return plain;

  let cut = plain.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  if (lastSpace > max * WORD_BOUNDARY_SHARE) cut = cut.slice(0, lastSpace);
  // A hard cut must not split an emoji or other astral character in half.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return cut.trimEnd() + ELLIPSIS;
}

/** Removes comments, script/style blocks with their content, and every tag (a tag reads as a space). */
export function stripTags(html: string): string {
  return html
    .replace(/<!--[\s\S]*?(-->|$)/g, " ")
    .replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, " ")
    .replace(/<\/?[a-z!][^>]*>/gi, " ");
}

/** Decodes the common named entities and numeric ones in one pass, so "&amp;lt;" stays "&lt;". */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (entity, body: string) => {
    if (body.startsWith("#")) {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return isPrintableCodePoint(code) ? String.fromCodePoint(code) : entity;
    }
    const name = Object.hasOwn(NAMED_ENTITIES, body) ? body : body.toLowerCase();
    return Object.hasOwn(NAMED_ENTITIES, name) ? (NAMED_ENTITIES[name] ?? entity) : entity;
  });
}

function isPrintableCodePoint(code: number): boolean {
  return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
}

function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * A listing's whole description as safe plain text that keeps its shape: paragraphs (`<p>`, `<div>`,
 * headings, blank lines) are separated by a blank line, line breaks (`<br>`) stay single line breaks,
 * and list items become lines starting with "• ". Every other tag is removed and entities decoded,
 * so the page can print the text as it is. The parts (Omnicasa's DescriptionA, DescriptionB, …) follow
 * each other as paragraphs; `limit` only guards against a runaway field.
 */
export function descriptionText(parts: readonly (string | null | undefined)[], limit: number): string {
  const text = parts
    .map((part) => (typeof part === "string" ? shapedText(part) : ""))
    .filter((part) => part !== "")
    .join("\n\n");
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  return (/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut).trimEnd() + ELLIPSIS;
}

function shapedText(html: string): string {
  // stripTags removes comments and script blocks whole afterwards, whatever these marks put inside them.
  const marked = html
    .replace(/\r\n?/g, "\n")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<li\b[^>]*>/gi, "\n• ")
    .replace(/<\/?(p|div|h[1-6]|ul|ol|table|tr|blockquote|section|article)\b[^>]*>/gi, "\n\n")
    .replace(/<\/li\s*>/gi, "");
  const lines = decodeEntities(stripTags(marked))
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0\f\v]+/g, " ").trim())
    .filter((line) => line !== "•");
  return lines
    .join("\n")
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "")
    .join("\n\n");
}
