import { renderToString } from "react-dom/server";
import { I18nProvider } from "@lingui/react";
import { describe, expect, it } from "vitest";
import { Island } from "../../../client/components/Island";
import { IslandHtmlContext } from "../../../client/components/island-html";
import { createI18n, useT } from "../../../client/i18n/catalog";
import { islandHtmlOf, islandHtmlStored, ISLAND_HTML_LIMITS } from "../../../worker/render/island-html";

const i18n = createI18n("en", { greeting: "Hello {name}" });
const STAMP = `${"1".repeat(13)}.${"a".repeat(64)}`;
const OTHER_STAMP = `${"2".repeat(13)}.${"b".repeat(64)}`;

/** An island as the real ones are: markup from its props and the catalogue, the stamp in a hidden field. */
function Greeting({ name, stamp }: { name: string; stamp?: string }) {
  const t = useT();
  return (
    <form>
      <p id="greeting">{t("greeting", { name })}</p>
      {stamp ? <input type="hidden" name="stamp" value={stamp} /> : null}
    </form>
  );
}

/** The page's island marker, with the worker's memory (`remembered`) or rendered in place. */
function page(props: { name: string; stamp?: string }, remembered: boolean): string {
  const island = <Island name={"LeadForm"} component={Greeting} props={props} />;
  return renderToString(
    <I18nProvider i18n={i18n}>
      {remembered ? <IslandHtmlContext.Provider value={islandHtmlOf(i18n)}>{island}</IslandHtmlContext.Provider> : island}
    </I18nProvider>,
  );
}

describe("the memory of islands' HTML", () => {
  it("gives the same markup as the island rendered in place, the first time and from memory", () => {
    const props = { name: "Ana <b>", stamp: STAMP };
    const inPlace = page(props, false);
    expect(inPlace).toContain("Hello Ana &lt;b&gt;");
    expect(page(props, true)).toBe(inPlace);
    expect(page(props, true)).toBe(inPlace);
  });

  it("puts each request's own stamp where the remembered markup had another", () => {
    page({ name: "Bo", stamp: STAMP }, true);
    const before = islandHtmlStored().entries;
    const second = page({ name: "Bo", stamp: OTHER_STAMP }, true);
    expect(islandHtmlStored().entries).toBe(before);
    expect(second).toBe(page({ name: "Bo", stamp: OTHER_STAMP }, false));
    expect(second).not.toContain(STAMP);
    expect(second.match(new RegExp(OTHER_STAMP, "g"))).toHaveLength(2);
  });

  it("remembers other props, and another language, apart", () => {
    const before = islandHtmlStored().entries;
    page({ name: "Cy" }, true);
    const dutch = createI18n("nl", { greeting: "Hallo {name}" });
    renderToString(
      <I18nProvider i18n={dutch}>
        <IslandHtmlContext.Provider value={islandHtmlOf(dutch)}>
          <Island name={"LeadForm"} component={Greeting} props={{ name: "Cy" }} />
        </IslandHtmlContext.Provider>
      </I18nProvider>,
    );
    expect(islandHtmlStored().entries).toBe(before + 2);
  });

  it("keeps within its bounds in entries and characters", () => {
    for (let index = 0; index < ISLAND_HTML_LIMITS.entries + 50; index++) page({ name: `visitor ${index}` }, true);
    const stored = islandHtmlStored();
    expect(stored.entries).toBeLessThanOrEqual(ISLAND_HTML_LIMITS.entries);
    expect(stored.chars).toBeLessThanOrEqual(ISLAND_HTML_LIMITS.chars);
  });
});
