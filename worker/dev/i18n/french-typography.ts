/**
 * French typography (issue 36): a narrow no-break space (U+202F) before `?`, `!` and `;`, a no-break
 * space (U+00A0) before `:` and inside « » guillemets, so a line never breaks before them and the
 * space has the width French readers expect. Only prose is touched: not a URL (`https://`, `?city=`),
 * a time (16:00), an entity (`&amp;`), an ICU argument or placeholder (`{count, plural, …}`, `{email}`),
 * or code-like text (`a:b`). Plain data only: Node runs this file as it is (fix-french-typography.ts).
 */

export const NARROW_NBSP = "\u202F";
export const NBSP = "\u00A0";

/** The space a French text wants before this mark. */
const spaceBefore = (mark: string) => (mark === ":" ? NBSP : NARROW_NBSP);

/**
 * A mark of prose: after a word, a closing bracket or quote, an ellipsis, a placeholder's `}` (or
 * after a space), and followed by a space, the end, or what ends a message part (`}`, `<`, a quote).
 */
const PROSE_MARK = /([^\s\u00A0\u202F]|^)([ \t]*)([:?!;])(?=$|[\s\u00A0\u202F}<"»)]|\.\.\.|…)/gu;

/**
 * The stretches of the ICU message `text` that readers see: outside `{…}` arguments, and inside the
 * branches of a plural or select (`{count, plural, one {…} other {…}}`). In ICU a `{` inside an
 * argument opens a branch (prose), and a `{` inside prose opens an argument.
 */
function proseParts(text: string): { start: number; end: number }[] {
  const parts: { start: number; end: number }[] = [];
  const stack: ("argument" | "branch")[] = [];
  const inProse = () => stack.length === 0 || stack.at(-1) === "branch";
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char !== "{" && char !== "}") continue;
    if (inProse()) parts.push({ start, end: index });
    if (char === "{") stack.push(inProse() ? "argument" : "branch");
    else stack.pop();
    start = index + 1;
  }
  if (inProse()) parts.push({ start, end: text.length });
  return parts.filter((part) => part.end > part.start);
}

/** Whether the mark at `index` of `text` belongs to a URL, a time, an entity or code rather than prose. */
function codeLike(text: string, index: number): boolean {
  const mark = text[index];
  const before = text.slice(0, index);
  const after = text.slice(index + 1);
  if (mark === ":" && (after.startsWith("//") || (/\d$/.test(before) && /^\d/.test(after)))) return true;
  if (mark === ";" && /&#?\w+$/.test(before)) return true;
  // An address's scheme, named as such ("https:, mailto: or tel:").
  if (mark === ":" && /(?:^|[^\p{L}])(?:https?|mailto|tel)$/u.test(before)) return true;
  // A word glued to the mark and to what follows (`a:b`, `?city=`) is not a sentence.
  return /\S$/.test(before) && /^[^\s\u00A0\u202F}<"»)….]/.test(after);
}

/** The French text with the typography's spaces; everything that is not prose is left as it is. */
export function frenchTypography(text: string): string {
  let result = "";
  let last = 0;
  for (const { start, end } of proseParts(text)) {
    const part = text.slice(start, end);
    const fixed = part.replace(PROSE_MARK, (match, before: string, _spaces: string, mark: string, offset: number) => {
      const at = start + offset + match.length - 1;
      if (codeLike(text, at)) return match;
      // A mark after an argument (`{agency} :`) or at the part's start still takes its space.
      return `${before}${spaceBefore(mark)}${mark}`;
    });
    result += text.slice(last, start) + fixed.replace(/«[ \t\u00A0\u202F]*/g, `«${NBSP}`).replace(/[ \t\u00A0\u202F]*»/g, `${NBSP}»`);
    last = end;
  }
  return result + text.slice(last);
}

/** The marks of `text` that lack their space (or have a plain one): empty when the text is right. */
export function typographyProblems(text: string): string[] {
  const fixed = frenchTypography(text);
  return fixed === text ? [] : [fixed];
}
