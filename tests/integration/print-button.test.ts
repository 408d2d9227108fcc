import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../client/i18n/languages";
import { fixedPath } from "../../client/i18n/routes";
import { i18nFor } from "../../worker/i18n";
import { escapeHtml, get } from "./worker";

/** The first link on `path` whose address matches `pattern`: a real property or project page. */
async function firstLink(path: string, pattern: RegExp): Promise<string> {
  const html = await (await get(path)).text();
  return [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!).find((href) => pattern.test(href))!;
}

describe.each(LANGUAGES)("the Print button, in %s", (lang) => {
  const button = `<button type="button" class="button print-button" data-print="" hidden="">`;

  it("is on a property's and a project's page, in the header, sent hidden for the page script to show", async () => {
    const property = await firstLink(fixedPath("forSale", lang), new RegExp(`^${fixedPath("forSale", lang)}[^/?]+/[^/]+/\\d+/$`));
    const project = await firstLink(fixedPath("projects", lang), new RegExp(`^${fixedPath("project", lang)}[^/?]+/\\d+/$`));
    for (const path of [property, project]) {
      const html = await (await get(path)).text();
      const header = /<header class="(property|project)-header">[\s\S]*?<\/header>/.exec(html)?.[0] ?? "";
      expect(header, path).toContain(button);
      expect(header).toContain(`${escapeHtml(i18nFor(lang)._("detail.print"))}</button>`);
    }
  });

  it("is not on a list", async () => {
    expect(await (await get(fixedPath("forSale", lang))).text()).not.toContain("data-print");
  });
});
