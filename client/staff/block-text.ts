/**
 * One block of rich text: the content's own model (worker/content/schema.ts BlockSchema), spelled
 * out here because the browser never imports the worker. worker/staff/content/FieldView.tsx hands
 * the schema's blocks over as this type, so the compiler notices when the schema grows a block this lacks.
 */
export type Block =
  | { type: "p"; text: string }
  | { type: "h2" | "h3"; text: string }
  | { type: "ul"; items: string[] }
  /** A page of the site by its route key or, made by the agency, `page-{id}`; or an address. */
  | { type: "link"; text: string; link: { route: string } | { href: string } };

/**
 * Rich text as staff type it without an editor script: one block per paragraph, blank lines between.
 *
 *     ## A heading            ### A smaller heading
 *     - an item               (a run of "- " lines is one list)
 *     [Contact us](page:contact)   or   [Our brochure](https://...)   (a paragraph that is a link)
 *
 * A paragraph that would read as one of these starts with a backslash. The blocks are the content's
 * own model, never HTML: the schema checks what this reads. The editor island (islands/RichText.tsx)
 * posts its blocks in this same text, so the worker reads one format whichever way staff typed.
 */

const LINK_LINE = /^\[(.+)\]\((\S+)\)$/;
const MARKUP_START = /^(#{2,3} |- |\[|\\)/;

/**
 * How the text names a page: "page:" and the route key in words joined by hyphens ("free-valuation"
 * for freeValuation), or the number of a page the agency made ("page:12" for page-12), so staff
 * read words and no code spelling. "route:" and the key itself, as texts were once written, still read.
 */
export function pageWord(route: string): string {
  const made = /^page-(\d+)$/.exec(route);
  return `page:${made ? made[1] : route.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

function routeOf(word: string): string {
  return /^\d+$/.test(word) ? `page-${word}` : word.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

function linkBlock(text: string, target: string): Record<string, unknown> {
  if (target.startsWith("page:")) return { type: "link", text, link: { route: routeOf(target.slice("page:".length)) } };
  if (target.startsWith("route:")) return { type: "link", text, link: { route: target.slice("route:".length) } };
  return { type: "link", text, link: { href: target } };
}

function paragraphBlock(lines: readonly string[]): Record<string, unknown> {
  const first = lines[0] ?? "";
  if (first.startsWith("### ")) return { type: "h3", text: lines.join("\n").slice(4).trim() };
  if (first.startsWith("## ")) return { type: "h2", text: lines.join("\n").slice(3).trim() };
  if (lines.every((line) => line.startsWith("- "))) return { type: "ul", items: lines.map((line) => line.slice(2).trim()) };
  const link = lines.length === 1 ? LINK_LINE.exec(first) : null;
  if (link) return linkBlock(link[1]!, link[2]!);
  const text = lines.join("\n");
  return { type: "p", text: text.startsWith("\\") ? text.slice(1) : text };
}

/** The blocks staff typed (unchecked: the schema says what is wrong with them). */
export function blocksFromText(text: string): unknown[] {
  const paragraphs: string[][] = [];
  let current: string[] = [];
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trimEnd();
    if (line.trim() === "") {
      if (current.length > 0) paragraphs.push(current);
      current = [];
    } else current.push(line);
  }
  if (current.length > 0) paragraphs.push(current);
  return paragraphs.map(paragraphBlock);
}

const escaped = (text: string) => (MARKUP_START.test(text) ? `\\${text}` : text);

/** The text staff edit for `blocks`; blocksFromText reads it back to the same blocks. */
export function textFromBlocks(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case "p":
          return escaped(block.text);
        case "h2":
          return `## ${block.text}`;
        case "h3":
          return `### ${block.text}`;
        case "ul":
          return block.items.map((item) => `- ${item}`).join("\n");
        case "link":
          return `[${block.text}](${"route" in block.link ? pageWord(block.link.route) : block.link.href})`;
      }
    })
    .join("\n\n");
}
