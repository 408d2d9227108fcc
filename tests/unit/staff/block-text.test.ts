import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../client/i18n/languages";
import { seedContent } from "../../../worker/content";
import { blocksFromText, pageWord, textFromBlocks } from "../../../client/staff/block-text";

describe("rich text as staff type it without a script", () => {
  it("reads headings, lists, link paragraphs and paragraphs", () => {
    const text =
      "## Who we are\n\nWe sell houses.\nSince 1990.\n\n- Ghent\n- Brussels\n\n### Visit\n\n[Contact us](page:contact)\n\n[Brochure](https://example.com/b.pdf)";
    expect(blocksFromText(text)).toEqual([
      { type: "h2", text: "Who we are" },
      { type: "p", text: "We sell houses.\nSince 1990." },
      { type: "ul", items: ["Ghent", "Brussels"] },
      { type: "h3", text: "Visit" },
      { type: "link", text: "Contact us", link: { route: "contact" } },
      { type: "link", text: "Brochure", link: { href: "https://example.com/b.pdf" } },
    ]);
  });

  it("keeps a paragraph that only looks like markup when it starts with a backslash", () => {
    const blocks = [
      { type: "p" as const, text: "- not a list" },
      { type: "p" as const, text: "## not a heading" },
    ];
    expect(textFromBlocks(blocks)).toBe("\\- not a list\n\n\\## not a heading");
    expect(blocksFromText(textFromBlocks(blocks))).toEqual(blocks);
  });

  it("ignores Windows line ends and runs of blank lines", () => {
    expect(blocksFromText("One\r\n\r\n\r\nTwo\r\n")).toEqual([
      { type: "p", text: "One" },
      { type: "p", text: "Two" },
    ]);
  });

  it("reads back every rich text of the repository's content unchanged", () => {
    const richTexts = [...seedContent.articles.map((article) => article.body), ...seedContent.site.footer.bottom.map((column) => column.fullText.text)];
    for (const richText of richTexts) for (const lang of LANGUAGES) expect(blocksFromText(textFromBlocks(richText[lang]))).toEqual(richText[lang]);
  });

  it("names a page in words, never a key in code spelling, and still reads texts written with route keys", () => {
    expect(pageWord("freeValuation")).toBe("page:free-valuation");
    expect(pageWord("page-12")).toBe("page:12");
    const links = [
      { type: "link" as const, text: "Free valuation", link: { route: "freeValuation" } },
      { type: "link" as const, text: "Our offices", link: { route: "page-12" } },
    ];
    expect(textFromBlocks(links)).toBe("[Free valuation](page:free-valuation)\n\n[Our offices](page:12)");
    expect(blocksFromText(textFromBlocks(links))).toEqual(links);
    expect(blocksFromText("[Free valuation](route:freeValuation)")).toEqual([links[0]]);
  });
});
