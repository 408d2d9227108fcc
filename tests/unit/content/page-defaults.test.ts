import { describe, expect, it } from "vitest";
import { DEFAULT_TITLE_CHARS, pageSeo, type SeoFallbacks } from "../../../worker/seo/page-defaults";

const FALLBACKS: SeoFallbacks = { agencyName: "Vitrine Vastgoed", siteDescription: "Uw makelaar in Gent.", articleBody: () => undefined };
const page = (title: string) => ({ params: { title: { nl: { text: title, public: true } }, metadata: { nl: {} }, modules: [] } });

describe("a page's default <title>", () => {
  it("cuts a long page title at a word so that, with the agency's name kept, it stays near 60 characters", () => {
    const long = "Verkopen met een gerust gevoel: zo begeleiden wij u van de eerste schatting tot de akte bij de notaris";
    const { title } = pageSeo(page(long), "nl", FALLBACKS);
    expect(title.length).toBeLessThanOrEqual(DEFAULT_TITLE_CHARS);
    expect(title.length).toBeGreaterThan(DEFAULT_TITLE_CHARS * 0.75);
    expect(title.endsWith("… | Vitrine Vastgoed")).toBe(true);
    const kept = title.slice(0, -"… | Vitrine Vastgoed".length);
    expect(long.startsWith(kept)).toBe(true);
    // Cut at a word: what follows the kept part in the title is a space.
    expect(long[kept.length]).toBe(" ");
  });

  it("leaves a title that fits as it is, and keeps a part of it even when the agency's name is long", () => {
    expect(pageSeo(page("Onze kantoren"), "nl", FALLBACKS).title).toBe("Onze kantoren | Vitrine Vastgoed");
    const longName = { ...FALLBACKS, agencyName: "Vitrine Vastgoed, makelaars en experten in Oost-Vlaanderen" };
    const { title } = pageSeo(page("Verkopen met een gerust gevoel, van schatting tot akte"), "nl", longName);
    expect(title.endsWith(` | ${longName.agencyName}`)).toBe(true);
    expect(title.startsWith("Verkopen met een gerust… | ")).toBe(true);
  });
});
