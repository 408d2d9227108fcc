import { describe, expect, it } from "vitest";
import { slugify } from "../../../client/domain/slug";
import { propertyPath } from "../../../client/i18n/routes";
import { articleByUmlautlessPath, articlePathOf, seedContent } from "../../../worker/content";

describe("German addresses", () => {
  it("write umlauts out (ä ae, ö oe, ü ue, ß ss) where other languages drop the dots", () => {
    expect(slugify("Büro Gebäude Größe", "de")).toBe("buero-gebaeude-groesse");
    expect(slugify("Lüttich", "nl")).toBe("luttich");
    expect(propertyPath("de", { goal: 1, city: "Lüttich", zip: "4000", typeName: "Einfamilienhaus", typeGroup: 1, id: 12 })).toBe(
      "/de/zu-vermieten/luettich/einfamilienhaus/12/",
    );
  });

  it("find an article by its German address from before, to move it with a 301 (worker/routes/moved.ts)", () => {
    const base = seedContent.articles.find((article) => !article.route && article.status === "Published")!;
    const article = { ...base, title: { ...base.title, de: "Unser Büro für Sie" } };
    const content = { ...seedContent, articles: [...seedContent.articles, article] };
    expect(articlePathOf(article, "de")).toMatch(/\/unser-buero-fuer-sie\/$/);
    expect(articleByUmlautlessPath(articlePathOf(article, "de").replace("buero-fuer", "buro-fur"), content)).toBe(article);
    expect(articleByUmlautlessPath(articlePathOf(article, "de"), content)).toBeUndefined();
  });
});
