import type { JSONContent } from "@tiptap/core";
import type { Block } from "./block-text";

/**
 * The editor's document (ProseMirror JSON of rich-text-schema.ts) and the content's blocks, both
 * ways. What toBlocks gives always reads back the same through the posted text (block-text.ts):
 * whatever that text cannot hold (a blank line inside a paragraph, a line break in a list item or a
 * link, an empty block) is settled here, so what staff see after a save is what they typed.
 */

const inlineText = (node: JSONContent): string =>
  (node.content ?? [])
    .map((child) => (child.type === "hardBreak" ? "\n" : child.type === "text" ? (child.text ?? "") : ""))
    .join("")
    .replace(/\r\n?/g, "\n");

/** Lines end trimmed and never blank (a blank line would part the paragraph), no space around. */
const tidy = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "")
    .join("\n")
    .trim();

/** A list item or a link is one line of the posted text. */
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, " ").trim();

const stringAttr = (node: JSONContent, name: string): string | null => {
  const value: unknown = node.attrs?.[name];
  return typeof value === "string" && value !== "" ? value : null;
};

function toBlock(node: JSONContent): Block | null {
  switch (node.type) {
    case "paragraph": {
      const text = tidy(inlineText(node));
      return text ? { type: "p", text } : null;
    }
    case "heading": {
      const text = tidy(inlineText(node));
      return text ? { type: node.attrs?.level === 3 ? "h3" : "h2", text } : null;
    }
    case "bulletList": {
      const items = (node.content ?? []).map((item) => oneLine((item.content ?? []).map(inlineText).join(" "))).filter(Boolean);
      return items.length > 0 ? { type: "ul", items } : null;
    }
    case "linkBlock": {
      const text = oneLine(inlineText(node));
      if (!text) return null;
      // The editor offers only the site's pages (route keys, `page-{id}`); the content schema checks the key on save.
      const route = stringAttr(node, "route");
      const href = stringAttr(node, "href");
      if (route) return { type: "link", text, link: { route } };
      return href ? { type: "link", text, link: { href } } : { type: "p", text };
    }
    default:
      return null;
  }
}

/** The blocks of an editor document; empty blocks are left out. */
export function toBlocks(doc: JSONContent): Block[] {
  return (doc.content ?? []).flatMap((node) => toBlock(node) ?? []);
}

const textNodes = (text: string): JSONContent[] =>
  text.split("\n").flatMap((line, index) => [...(index > 0 ? [{ type: "hardBreak" }] : []), ...(line ? [{ type: "text", text: line }] : [])]);

const plainText = (text: string): JSONContent[] => (text ? [{ type: "text", text }] : []);

function fromBlock(block: Block): JSONContent {
  switch (block.type) {
    case "p":
      return { type: "paragraph", content: textNodes(block.text) };
    case "h2":
    case "h3":
      return { type: "heading", attrs: { level: block.type === "h2" ? 2 : 3 }, content: textNodes(block.text) };
    case "ul":
      return {
        type: "bulletList",
        content: block.items.map((item) => ({ type: "listItem", content: [{ type: "paragraph", content: plainText(item) }] })),
      };
    case "link":
      return {
        type: "linkBlock",
        attrs: "route" in block.link ? { route: block.link.route, href: null } : { route: null, href: block.link.href },
        content: plainText(block.text),
      };
  }
}

/** The editor document of some blocks; no blocks is one empty paragraph (a document holds one block at least). */
export function fromBlocks(blocks: readonly Block[]): JSONContent {
  return { type: "doc", content: blocks.length > 0 ? blocks.map(fromBlock) : [{ type: "paragraph" }] };
}
