import { describe, expect, it } from "vitest";
import { get } from "./worker";

/** The list's filter form, as served (demo feed). */
const formOf = async (path: string) => {
  const html = (await (await get(path)).text()).replace(/<!-- -->/g, "");
  return /<form class="list-filters"[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
};
/** The options of the select `list-{name}`. */
const optionsOf = (form: string, name: string) =>
  [...form.matchAll(/<select[^>]*id="list-(\w+)"[^>]*>([\s\S]*?)<\/select>/g)].find(([, id]) => id === name)?.[2] ?? "";
const optionTags = (options: string) => [...options.matchAll(/<option [^>]*>[^<]*<\/option>/g)].map(([tag]) => tag);

describe("the list's filters keep what was chosen", () => {
  it("never disables the chosen type, even with no listing on offer: a disabled option is not submitted", async () => {
    const options = optionTags(optionsOf(await formOf("/nl/te-huur/"), "type"));
    const empty = options.find((tag) => tag.includes("disabled"));
    expect(empty, "a type with no rental on offer").toBeDefined();
    const webId = /value="(\d+)"/.exec(empty!)![1]!;
    const chosen = optionTags(optionsOf(await formOf(`/nl/te-huur/?type=${webId}&sort=price-asc`), "type")).find((tag) => tag.includes(`value="${webId}"`));
    expect(chosen).toMatch(/selected=""/);
    expect(chosen).not.toMatch(/disabled/);
  });

  it("offers the chosen city even when the list has none of its listings", async () => {
    // A municipality with listings for sale only: on the rent list it is not offered, unless chosen.
    const sale = optionTags(optionsOf(await formOf("/nl/te-koop/"), "city")).map((tag) => /value="([^"]*)"/.exec(tag)![1]!);
    const rent = new Set(optionTags(optionsOf(await formOf("/nl/te-huur/"), "city")).map((tag) => /value="([^"]*)"/.exec(tag)![1]!));
    const saleOnly = sale.find((value) => value && !rent.has(value));
    expect(saleOnly, "a city with listings for sale only").toBeDefined();
    const city = saleOnly!.replace(/&amp;/g, "&");
    const chosen = optionTags(optionsOf(await formOf(`/nl/te-huur/?${new URLSearchParams({ city }).toString()}`), "city")).filter((tag) =>
      tag.includes("selected"),
    );
    expect(chosen).toHaveLength(1);
    expect(chosen[0]).toContain(`value="${saleOnly}"`);
    expect(chosen[0]).toMatch(/– 0<\/option>$/);
  });

  it("says how many the list shows now beside a button that claims no count", async () => {
    const form = await formOf("/en/for-sale/?type=2");
    const total = /<p class="list-filters-count">(\d+) propert/.exec(form)?.[1];
    expect(Number(total)).toBeGreaterThan(0);
    expect(form).toMatch(/<button type="submit" class="button button-primary list-filters-submit">Show results<\/button>/);
  });
});
