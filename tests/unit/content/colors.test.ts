import { describe, expect, it } from "vitest";
import { seedContent as content } from "../../../worker/content";

/** WCAG 2 relative luminance of a #rgb or #rrggbb colour. */
function luminance(hex: string): number {
  const digits = hex.replace("#", "");
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits.slice(0, 6);
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe("site colours", () => {
  const { header, footer } = content.site;
  it.each([
    ["header text on the app bar", header.appBar.textColor, header.appBar.bgColor],
    ["button text on the brand colour", header.appBar.btnTextColor, header.appBar.btnColor],
    ["brand colour links on the app bar", header.appBar.btnColor, header.appBar.bgColor],
    ["top bar links", header.headerLinks.color, header.headerLinks.bgColor],
    ["mobile menu", header.menuMobile.color, header.menuMobile.backgroundColor],
    ["footer text", footer.textColor, footer.bgColor],
  ])("%s reach WCAG AA (4.5:1)", (_, text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it("computes contrast like WCAG does", () => {
    expect(contrast("#000000", "#FFFFFF")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#FFFFFF")).toBeCloseTo(4.48, 2);
  });
});
