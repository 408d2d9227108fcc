import type { Page } from "@playwright/test";

/** What the layout test looks at on a page; each check can be left out where it does not apply. */
export interface LayoutCheckOptions {
  /** The smallest width and height of a target that is not part of a sentence (WCAG 2.2 SC 2.5.8). */
  minTargetPx: number;
}

/**
 * Runs in the page: every way the page's layout fails a visitor, one line each, empty when none.
 * - the page scrolls sideways;
 * - a card (`.cards > li`, `.team > li`) shows text outside its own box (cut off or spilling over);
 * - in the detail page's fact grid and key facts, two boxes or a label and its value overlap, or a
 *   word of a label or value is cut over two lines (this Chromium has no hyphenation dictionaries, so
 *   any such cut is one without a hyphen: "Buitenparkeerplaatse|n");
 * - a word of a card's badge is cut over two lines;
 * - a project's price list does not show every unit's price and surface inside the screen's width;
 * - the top bar above the header takes more than one line;
 * - the header's logo is not drawn, or the header covers the home banner's content;
 * - a link, button or field standing on its own is smaller than the target size;
 * - the page's content blocks start at different left edges or have different widths.
 * Self-contained: Playwright sends the function's source to the browser.
 */
function inspect({ minTargetPx }: LayoutCheckOptions): string[] {
  const problems: string[] = [];
  const tolerance = 1;
  const viewportWidth = document.documentElement.clientWidth;
  const describe = (element: Element) => {
    const classes = typeof element.className === "string" && element.className ? `.${element.className.trim().split(/\s+/).join(".")}` : "";
    return `${element.tagName.toLowerCase()}${classes}`;
  };
  const shown = (element: Element) => {
    const rect = element.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) return false;
    if (element.closest(".sr-only, dialog:not([open]), [hidden], noscript")) return false;
    const style = getComputedStyle(element);
    return style.visibility !== "hidden" && style.display !== "none" && Number(style.opacity) > 0;
  };
  const overlap = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > tolerance && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > tolerance;
  const textRects = (root: Element): { text: string; rect: DOMRect }[] => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const found: { text: string; rect: DOMRect }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      const parent = node.parentElement;
      if (!text || !parent || !shown(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) found.push({ text, rect });
    }
    return found;
  };
  /** The first word in `root` whose letters lie on more than one line. */
  const splitWord = (root: Element): string | undefined => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // A hyphen's own break ("semi-|ouverte") is a break between words.
      for (const word of (node.textContent ?? "").matchAll(/[^\s\u002d\u2010]+[\u002d\u2010]?/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)));
        if (lines.size > 1) return word[0];
      }
    }
    return undefined;
  };

  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > viewportWidth + tolerance) {
    const wide = [...document.body.querySelectorAll("*")]
      .filter((element) => shown(element) && element.getBoundingClientRect().right > viewportWidth + tolerance)
      .slice(-3)
      .map(describe);
    // A word too long for its line widens the page without any box doing so: name the text then.
    if (wide.length === 0)
      wide.push(
        ...textRects(document.body)
          .filter(({ rect }) => rect.right > viewportWidth + tolerance)
          .map(({ text }) => `"${text.slice(0, 40)}"`),
      );
    problems.push(`scrolls sideways: ${scrollWidth} px wide in ${viewportWidth} px (${wide.join(", ")})`);
  }

  for (const card of document.querySelectorAll(".cards > li, .team > li")) {
    if (!shown(card)) continue;
    const box = card.getBoundingClientRect();
    // Cards in a sideways-scrolling strip may sit past the viewport: only what is inside the card counts.
    const outside = textRects(card).find(
      ({ rect }) =>
        rect.left < box.left - tolerance || rect.right > box.right + tolerance || rect.bottom > box.bottom + tolerance || rect.top < box.top - tolerance,
    );
    if (outside) problems.push(`text outside its card ${describe(card)}: "${outside.text.slice(0, 40)}"`);
  }

  // A badge ("Nieuw", "Prijs verlaagd") is one short word or two: a word of it cut over lines is a squeezed box.
  for (const badge of document.querySelectorAll(".badge")) {
    if (!shown(badge)) continue;
    const cut = splitWord(badge);
    if (cut) problems.push(`badge "${badge.textContent?.slice(0, 30)}": "${cut}" is cut over two lines`);
  }

  for (const selector of [".detail-field", ".key-fact"]) {
    const boxes = [...document.querySelectorAll(selector)].filter(shown);
    boxes.forEach((field, index) => {
      const rect = field.getBoundingClientRect();
      const other = boxes.slice(index + 1).find((next) => overlap(rect, next.getBoundingClientRect()));
      if (other) problems.push(`${selector} "${field.textContent?.slice(0, 30)}" overlaps "${other.textContent?.slice(0, 30)}"`);
      const label = field.querySelector("dt");
      const value = field.querySelector("dd");
      if (!label || !value) return;
      const labelRects = textRects(label);
      const clash = textRects(value).find(({ rect: valueRect }) => labelRects.some(({ rect: labelRect }) => overlap(valueRect, labelRect)));
      if (clash) problems.push(`${selector}: label and value overlap in "${field.textContent?.slice(0, 40)}"`);
      const cut = [label, value].map(splitWord).find(Boolean);
      if (cut) problems.push(`${selector}: "${cut}" is cut over two lines`);
      const spill = [...labelRects, ...textRects(value)].find(({ rect: text }) => text.right > rect.right + tolerance || text.left < rect.left - tolerance);
      if (spill) problems.push(`${selector}: "${spill.text.slice(0, 30)}" runs out of its field`);
    });
  }

  const units = document.querySelectorAll(".units-table tbody tr").length;
  const figures = [...new Set(document.querySelectorAll(".project-units :is(td.numeric, .unit-price, .unit-surface)"))].filter(shown);
  if (figures.length !== 2 * units) problems.push(`the price list shows ${figures.length} prices and surfaces for ${units} units`);
  for (const figure of figures) {
    const rect = figure.getBoundingClientRect();
    if (rect.left < -tolerance || rect.right > viewportWidth + tolerance)
      problems.push(`the price list's "${figure.textContent?.trim()}" lies at ${Math.round(rect.left)}–${Math.round(rect.right)} px of ${viewportWidth} px`);
  }

  const topLines = new Set([...document.querySelectorAll(".top-bar a")].filter(shown).map((link) => Math.round(link.getBoundingClientRect().top)));
  if (topLines.size > 1) problems.push(`the top bar takes ${topLines.size} lines`);

  const logos = [...document.querySelectorAll<HTMLImageElement>(".site-header .logo img")].filter(
    (image) => shown(image) && image.complete && image.naturalWidth > 0 && !image.closest(".logo-hidden"),
  );
  if (logos.length !== 1) problems.push(`the header shows ${logos.length} logos`);

  // The home header lies over the banner: it must leave what the banner says (its logo, title, search) in sight.
  const header = document.querySelector(".site-header");
  if (header && shown(header)) {
    const headerRect = header.getBoundingClientRect();
    for (const content of document.querySelectorAll(".banner .search-block > *"))
      if (shown(content) && overlap(headerRect, content.getBoundingClientRect())) problems.push(`the header covers the banner's ${describe(content)}`);
  }

  for (const target of document.querySelectorAll<HTMLElement>(
    "a[href], button, summary, select, input:not([type=hidden], [type=radio], [type=checkbox]), textarea",
  )) {
    if (!shown(target) || target.closest(".maplibregl-ctrl-attrib-inner")) continue;
    const rect = target.getBoundingClientRect();
    if (rect.right < 0 || rect.left > viewportWidth || rect.bottom < -window.scrollY) continue;
    // A link inside a sentence is exempt from the target size; one that is all of its line is not.
    const parentText = target.parentElement?.textContent?.replace(/\s+/g, " ").trim() ?? "";
    const ownText = target.textContent?.replace(/\s+/g, " ").trim() ?? "";
    if (target.tagName === "A" && getComputedStyle(target).display === "inline" && parentText !== ownText) continue;
    if (rect.width < minTargetPx - 0.5 || rect.height < minTargetPx - 0.5)
      problems.push(`target ${describe(target)} "${ownText.slice(0, 30)}" is ${Math.round(rect.width)}×${Math.round(rect.height)} px`);
  }

  const edges = [...document.querySelectorAll(".header-bar, main .container, .footer-inner")].filter((block) => shown(block) && !block.closest("dialog"));
  const lefts = new Set(edges.map((block) => Math.round(block.getBoundingClientRect().left)));
  const widths = new Set(edges.map((block) => Math.round(block.getBoundingClientRect().width)));
  if (lefts.size > 1 || widths.size > 1)
    problems.push(`content blocks start at ${[...lefts].join(", ")} px and are ${[...widths].join(", ")} px wide (${edges.map(describe).join(", ")})`);
  return problems;
}

/** The layout problems of the page as it is now (see `inspect`). */
export function layoutProblems(page: Page, options: LayoutCheckOptions = { minTargetPx: 24 }): Promise<string[]> {
  return page.evaluate(inspect, options);
}

/** Where the open modal dialog (if any) sits past the viewport's edges; empty when it fits or none is open. */
export function dialogOutsideViewport(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dialog = document.querySelector("dialog[open]");
    if (!dialog) return [];
    const rect = dialog.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    return rect.left < 0 || rect.right > width + 1 ? [`${dialog.className} spans ${Math.round(rect.left)}–${Math.round(rect.right)} px of ${width} px`] : [];
  });
}
