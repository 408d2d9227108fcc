// @vitest-environment happy-dom
// A DOM (happy-dom) only for the real editor and its paste; the mapping itself is pure.
import { getSchema, type Editor, type JSONContent } from "@tiptap/core";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../client/i18n/languages";
import { blocksFromText, textFromBlocks, type Block } from "../../../client/staff/block-text";
import { fromBlocks, toBlocks } from "../../../client/staff/blocks-editor";
import { createRichTextEditor } from "../../../client/staff/rich-text-editor";
import { richTextExtensions } from "../../../client/staff/rich-text-schema";
import { seedContent } from "../../../worker/content";

const ROUTES = ["contact", "aboutUs", "freeValuation"];
const CHOICES = ROUTES.map((key) => ({ key, name: `The ${key} page` }));
const schema = getSchema(richTextExtensions({ routes: CHOICES }));

const seedRichTexts: Block[][] = [
  ...seedContent.articles.map((article) => article.body),
  ...seedContent.site.footer.bottom.map((column) => column.fullText.text),
].flatMap((richText) => LANGUAGES.map((lang) => richText[lang]));

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

/** The island's editor, as it mounts in the browser. */
function editorWith(content: JSONContent): Editor {
  const element = document.createElement("div");
  document.body.appendChild(element);
  const editor = createRichTextEditor({ element, content, routes: CHOICES, attributes: { class: "rt-area" } });
  editors.push(editor);
  return editor;
}

/** Every node type and mark anywhere in a document. */
function typesIn(node: JSONContent): string[] {
  return [node.type ?? "", ...(node.marks ?? []).map((mark) => `mark:${mark.type}`), ...(node.content ?? []).flatMap(typesIn)];
}

describe("the rich text editor's document and the content's blocks", () => {
  it("has exactly the content's blocks and no marks", () => {
    expect(Object.keys(schema.marks)).toEqual([]);
    expect(Object.keys(schema.nodes).sort()).toEqual(["bulletList", "doc", "hardBreak", "heading", "linkBlock", "listItem", "paragraph", "text"]);
    expect(schema.nodes.listItem!.spec.content).toBe("paragraph");
    expect(schema.nodes.linkBlock!.spec.content).toBe("text*");
  });

  it("maps every rich text of the repository's content there and back unchanged, through the editor too", () => {
    expect(seedRichTexts.length).toBeGreaterThan(8);
    for (const blocks of seedRichTexts) {
      const doc = fromBlocks(blocks);
      const node = schema.nodeFromJSON(doc);
      node.check();
      expect(toBlocks(node.toJSON() as JSONContent)).toEqual(blocks);
      expect(toBlocks(editorWith(doc).getJSON())).toEqual(blocks);
    }
  });

  it("maps each kind of block, a line break and a link to a page or an address", () => {
    const blocks: Block[] = [
      { type: "h2", text: "Who we are" },
      { type: "p", text: "We sell houses.\nSince 1990." },
      { type: "ul", items: ["Ghent", "Brussels"] },
      { type: "h3", text: "Visit" },
      { type: "link", text: "Contact us", link: { route: "contact" } },
      { type: "link", text: "Mail us", link: { href: "mailto:info@example.com" } },
    ];
    const doc = fromBlocks(blocks);
    expect(doc.content?.[1]).toEqual({
      type: "paragraph",
      content: [{ type: "text", text: "We sell houses." }, { type: "hardBreak" }, { type: "text", text: "Since 1990." }],
    });
    expect(doc.content?.[4]).toEqual({ type: "linkBlock", attrs: { route: "contact", href: null }, content: [{ type: "text", text: "Contact us" }] });
    expect(toBlocks(doc)).toEqual(blocks);
    expect(editorWith(doc).getHTML()).toContain('<p data-route="contact" data-link-block="" data-target="The contact page">Contact us</p>');
  });

  it("gives an empty document for no blocks, and leaves empty blocks out", () => {
    expect(schema.nodeFromJSON(fromBlocks([])).childCount).toBe(1);
    expect(toBlocks(fromBlocks([]))).toEqual([]);
    const doc: JSONContent = {
      type: "doc",
      content: [
        { type: "paragraph" },
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "  " }] },
        { type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph" }] }] },
        { type: "linkBlock", attrs: { route: "contact", href: null } },
        { type: "paragraph", content: [{ type: "text", text: "kept" }] },
      ],
    };
    expect(toBlocks(doc)).toEqual([{ type: "p", text: "kept" }]);
  });

  it("settles what the posted text cannot hold: blank lines in a paragraph, line breaks in an item or a link, a link without a target", () => {
    const text = (value: string) => ({ type: "text", text: value });
    const doc: JSONContent = {
      type: "doc",
      content: [
        { type: "paragraph", content: [text("One  "), { type: "hardBreak" }, { type: "hardBreak" }, text("two")] },
        {
          type: "bulletList",
          content: [{ type: "listItem", content: [{ type: "paragraph", content: [text("first"), { type: "hardBreak" }, text("line")] }] }],
        },
        { type: "linkBlock", attrs: { route: null, href: "https://example.com/" }, content: [text("a\nlink")] },
        { type: "linkBlock", attrs: { route: null, href: null }, content: [text("no target")] },
      ],
    };
    const blocks = toBlocks(doc);
    expect(blocks).toEqual([
      { type: "p", text: "One\ntwo" },
      { type: "ul", items: ["first line"] },
      { type: "link", text: "a link", link: { href: "https://example.com/" } },
      { type: "p", text: "no target" },
    ]);
    expect(blocksFromText(textFromBlocks(blocks))).toEqual(blocks);
  });

  it("posts a text that reads back to the very blocks the editor shows, whatever is typed", () => {
    const typed = fc.string({ unit: fc.constantFrom("a", "Z", " ", "\n", "\r", "\t", "#", "-", "[", "]", "(", ")", "\\", ":", "é") });
    const inline = fc.array(
      fc.oneof(
        typed.map((value) => (value ? { type: "text", text: value } : { type: "hardBreak" })),
        fc.constant({ type: "hardBreak" }),
      ),
      {
        maxLength: 4,
      },
    );
    const target = fc.oneof(
      fc.record({ route: fc.constantFrom(...ROUTES), href: fc.constant(null) }),
      fc.record({ route: fc.constant(null), href: fc.constantFrom("https://example.com/a(b)", "mailto:a@example.com", "tel:+3291234567") }),
    );
    const block: fc.Arbitrary<JSONContent> = fc.oneof(
      inline.map((content) => ({ type: "paragraph", content })),
      fc.tuple(fc.constantFrom(2, 3), inline).map(([level, content]) => ({ type: "heading", attrs: { level }, content })),
      fc
        .array(inline, { minLength: 1, maxLength: 3 })
        .map((items) => ({ type: "bulletList", content: items.map((content) => ({ type: "listItem", content: [{ type: "paragraph", content }] })) })),
      fc.tuple(target, typed).map(([attrs, value]) => ({ type: "linkBlock", attrs, content: value ? [{ type: "text", text: value }] : [] })),
    );
    fc.assert(
      fc.property(fc.array(block, { minLength: 1, maxLength: 6 }), (content) => {
        const blocks = toBlocks({ type: "doc", content });
        expect(blocksFromText(textFromBlocks(blocks))).toEqual(blocks);
        expect(toBlocks(fromBlocks(blocks))).toEqual(blocks);
      }),
    );
  });
});

describe("pasting into the rich text editor", () => {
  it("keeps only plain blocks: no marks, no nested lists, no script address, no unknown link target", () => {
    const editor = editorWith(fromBlocks([]));
    editor.view.pasteHTML(
      [
        '<p><b>bold</b> <a href="javascript:alert(1)">x</a></p>',
        "<ul><li><ul><li>nested</li></ul></li></ul>",
        "<h1>Big</h1>",
        '<p data-link-block data-href="javascript:alert(2)">sneaky</p>',
        '<p data-link-block data-route="nowhere">lost</p>',
        '<p data-link-block data-route="contact">Contact us</p>',
        '<img src="x" onerror="alert(3)"><table><tr><td><i>cell</i></td></tr></table>',
      ].join(""),
    );
    const json = editor.getJSON();
    expect(JSON.stringify(json)).not.toMatch(/javascript|alert|onerror/);
    expect(typesIn(json).filter((type) => type.startsWith("mark:"))).toEqual([]);
    expect(editor.getHTML()).not.toMatch(/<(b|i|a|img|table|h1)\b|<ul><li><ul>/);
    expect(toBlocks(json)).toEqual([
      { type: "p", text: "bold x" },
      { type: "ul", items: ["nested"] },
      { type: "p", text: "Big" },
      { type: "p", text: "sneaky" },
      { type: "p", text: "lost" },
      { type: "link", text: "Contact us", link: { route: "contact" } },
      { type: "p", text: "cell" },
    ]);
  });

  it("turns a pasted ordered list, sub-headings and line breaks into the content's own blocks", () => {
    const editor = editorWith(fromBlocks([]));
    editor.view.pasteHTML("<h2>Title</h2><h4>Small</h4><ol><li>one</li><li>two</li></ol><p>line<br>break</p>");
    expect(toBlocks(editor.getJSON())).toEqual([
      { type: "h2", text: "Title" },
      { type: "p", text: "Small" },
      { type: "ul", items: ["one", "two"] },
      { type: "p", text: "line\nbreak" },
    ]);
  });
});
