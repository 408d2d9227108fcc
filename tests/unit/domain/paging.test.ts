import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pagerEntries } from "../../../client/domain/paging";
import { withCarriedQuery } from "../../../client/domain/carried-query";

describe("pagerEntries", () => {
  it.each([
    [5, 20, [1, "gap", 4, 5, 6, "gap", 20]],
    [1, 20, [1, 2, "gap", 20]],
    [20, 20, [1, "gap", 19, 20]],
    [3, 20, [1, 2, 3, 4, "gap", 20]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 1, [1]],
    [2, 3, [1, 2, 3]],
  ] as const)("page %i of %i", (current, total, expected) => {
    expect(pagerEntries(current, total)).toEqual(expected);
  });

  it("always shows the first, the last and the current page, in order, and a gap only for two pages or more", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (current, total) => {
        const entries = pagerEntries(current, total);
        const pages = entries.filter((entry): entry is number => entry !== "gap");
        expect(pages).toContain(1);
        expect(pages).toContain(total);
        expect(pages).toContain(Math.min(current, total));
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        entries.forEach((entry, n) => {
          if (entry === "gap") expect((entries[n + 1] as number) - (entries[n - 1] as number)).toBeGreaterThan(2);
        });
        expect(entries.length).toBeLessThanOrEqual(7);
      }),
    );
  });
});

describe("withCarriedQuery: the language switch keeps the page's parameters", () => {
  it("carries a list's filters, sort and page to the same list in another language", () => {
    expect(withCarriedQuery("/fr/a-vendre/", "?city=Luik%7C4000&type=2&sort=price-asc&page=3")).toBe(
      "/fr/a-vendre/?city=Luik%7C4000&type=2&sort=price-asc&page=3",
    );
  });

  it("leaves the plain search text and the consent reset behind", () => {
    expect(withCarriedQuery("/de/zu-verkaufen/", "?q=gent&setcookies=1&type=1")).toBe("/de/zu-verkaufen/?type=1");
  });

  it("keeps an address as it is without parameters, and its own parameters first", () => {
    expect(withCarriedQuery("/en/", "")).toBe("/en/");
    expect(withCarriedQuery("/en/project/?id=4", "?id=9&view=map")).toBe("/en/project/?id=4&view=map");
  });
});
