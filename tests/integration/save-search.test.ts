import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../client/i18n/languages";
import { fixedPath } from "../../client/i18n/routes";
import { i18nFor } from "../../worker/i18n";
import { escapeHtml, get, unescapeHtml } from "./worker";

const html = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return (await response.text()).replace(/<!-- -->/g, "");
};

/** The "Save this search" button's address on a list page (filtered or empty), or undefined. */
const saveHref = (page: string) => {
  const href = /<div class="save-search[^"]*"><p>[^<]*<\/p><a class="button button-primary" href="([^"]+)">/.exec(page)?.[1];
  return href ? unescapeHtml(href) : undefined;
};
/** The quiet link under an unfiltered list, or undefined. */
const quietHref = (page: string) => {
  const href = /<p class="save-search-quiet"><a href="([^"]+)">/.exec(page)?.[1];
  return href ? unescapeHtml(href) : undefined;
};

/** The input named `name` (with `value`, when given). */
const input = (page: string, name: string, value?: string) =>
  [...page.matchAll(/<input [^>]*>/g)]
    .map(([tag]) => tag)
    .find((tag) => tag.includes(`name="${name}"`) && (value === undefined || tag.includes(`value="${value}"`)));
const valueOf = (page: string, name: string) => unescapeHtml(/value="([^"]*)"/.exec(input(page, name) ?? "")?.[1] ?? "");
const checked = (page: string, name: string, value: string) => input(page, name, value)?.includes('checked=""') ?? false;
/** The alert page's note of what it left out: its list items' texts, or undefined without a note. */
const leftOut = (page: string) => {
  const note = /<div class="notice search-left-out" role="note">([\s\S]*?)<\/div>/.exec(page)?.[1];
  return note ? [...note.matchAll(/<li>([^<]*)<\/li>/g)].map(([, text]) => unescapeHtml(text!)) : undefined;
};

/** A town the for-sale list's filter offers ("Gent|9000"), read from the list itself. */
async function someTown(path: string): Promise<string> {
  const select = /<select id="list-city"[\s\S]*?<\/select>/.exec(await html(path))![0];
  return unescapeHtml([...select.matchAll(/<option value="([^"]+)"/g)][0]![1]!);
}

describe.each(LANGUAGES)("save this search, in %s", (lang) => {
  const i18n = i18nFor(lang);
  const forSale = fixedPath("forSale", lang);
  const forRent = fixedPath("forRent", lang);
  const alertPage = fixedPath("demandRegister", lang);

  it("a filtered list links to the alert form with each of its filters filled in, and nothing said left out", async () => {
    const town = await someTown(forSale);
    const zip = town.split("|")[1]!;
    const list = await html(`${forSale}?city=${encodeURIComponent(town)}&type=1,2&priceMin=1&priceMax=90000000&bedrooms=1&sort=price-desc&page=1`);
    expect(list).toContain(escapeHtml(i18n._("list.saveSearch.button")));
    const href = saveHref(list)!;
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe(alertPage);
    // The search, not how it was shown: no sort nor page.
    expect(Object.fromEntries(url.searchParams)).toEqual({ goal: "0", city: town, type: "1,2", priceMin: "1", priceMax: "90000000", bedrooms: "1" });
    const form = await html(href);
    expect(checked(form, "goal", "0")).toBe(true);
    expect(checked(form, "types", "1") && checked(form, "types", "2")).toBe(true);
    expect(checked(form, "types", "4")).toBe(false);
    expect(valueOf(form, "zones")).toContain(zip);
    expect(valueOf(form, "priceMin")).toBe("1");
    expect(valueOf(form, "priceMax")).toBe("90000000");
    expect(valueOf(form, "bedroomsMin")).toBe("1");
    expect(leftOut(form)).toBeUndefined();
  });

  it("a rental list's search becomes a rental alert; one filter is enough to be offered it", async () => {
    const href = saveHref(await html(`${forRent}?bedrooms=1`))!;
    expect(Object.fromEntries(new URL(href, "http://x").searchParams)).toEqual({ goal: "1", bedrooms: "1" });
    const form = await html(href);
    expect(checked(form, "goal", "1")).toBe(true);
    expect(valueOf(form, "bedroomsMin")).toBe("1");
  });

  it("an unfiltered list offers it quietly under the cards; a sort or a page is no filter", async () => {
    for (const path of [forSale, `${forSale}?sort=price-asc&page=2`]) {
      const list = await html(path);
      expect(saveHref(list), path).toBeUndefined();
      expect(quietHref(list), path).toBe(`${alertPage}?goal=0`);
      expect(list).toContain(escapeHtml(i18n._("list.saveSearch.allForSale")));
    }
    expect(quietHref(await html(forRent))).toBe(`${alertPage}?goal=1`);
  });

  it("an empty list offers it in its box, to mail the first listing that comes", async () => {
    const list = await html(`${forSale}?priceMin=99000000&type=1`);
    expect(list).toContain(escapeHtml(i18n._("listing.noProperties")));
    expect(list).toContain(`<p>${escapeHtml(i18n._("list.wider.alert"))}</p>`);
    const href = saveHref(list)!;
    expect(Object.fromEntries(new URL(href, "http://x").searchParams)).toEqual({ goal: "0", type: "1", priceMin: "99000000" });
    expect(valueOf(await html(href), "priceMin")).toBe("99000000");
  });

  it("the alert page says in words which of the list's filters an alert cannot take over", async () => {
    const form = await html(`${alertPage}?goal=0&references=1&city=Atlantis,9000&type=3,1&priceMax=300000`);
    expect(leftOut(form)).toEqual([
      i18n._("alert.prefill.leftOut.types"),
      i18n._("alert.prefill.leftOut.place", { place: "Atlantis" }),
      i18n._("alert.prefill.leftOut.references"),
    ]);
    expect(form).toContain(escapeHtml(i18n._("alert.prefill.leftOut")));
    // The rest is taken over.
    expect(checked(form, "types", "1")).toBe(true);
    expect(valueOf(form, "zones")).toBe("9000");
    expect(valueOf(form, "priceMax")).toBe("300000");
  });

  it("ignores bad values as the list does: nothing filled from them, nothing said about them", async () => {
    const form = await html(
      `${alertPage}?goal=7&priceMin=abc&priceMax=-5&bedrooms=999&city=%3Cscript%3E&type=1,x&area=nonsense&references=yes&sort=zzz&page=-1`,
    );
    expect(checked(form, "goal", "0")).toBe(true);
    for (const name of ["priceMin", "priceMax", "bedroomsMin", "zones"]) expect(valueOf(form, name), name).toBe("");
    for (const type of ["1", "2"]) expect(checked(form, "types", type)).toBe(false);
    expect(form).not.toContain("<script>");
    expect(leftOut(form)).toBeUndefined();
  });
});
