import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { SearchIndexSchema } from "../../client/domain/search-index";
import { get } from "./worker";

const index = async (lang: string) => v.parse(SearchIndexSchema, await (await get(`/api/search/${lang}.json`)).json());

/** The search form without JavaScript sends `q` to the for-sale list (demo feed). */
describe("the plain search form", () => {
  it("leads a typed reference straight to its property", async () => {
    const [, reference, , , , , , path] = (await index("nl")).properties[0]!;
    const response = await get(`/nl/te-koop/?q=${encodeURIComponent(` ${reference} `)}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(path);
  });

  it("filters the list by a city typed without its accents", async () => {
    const { cities } = await index("fr");
    const [name, zip] = cities.find(([cityName, , sale]) => /[éèàç]/i.test(cityName) && sale > 0) ?? cities.find(([, , sale]) => sale > 0)!;
    const typed = name
      .normalize("NFD")
      .replace(/\p{M}+/gu, "")
      .toUpperCase();
    const response = await get(`/fr/a-vendre/?q=${encodeURIComponent(typed)}`);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location")!, "http://localhost");
    expect(location.pathname).toBe("/fr/a-vendre/");
    expect(location.searchParams.get("city")).toBe(`${name}|${zip}`);
  });

  it("filters the list by a city typed in another language, under the page's name for it", async () => {
    for (const [path, typed, city] of [
      ["/nl/te-koop/", "Liège", "Luik|4000"],
      ["/fr/a-vendre/", "Luik", "Liège|4000"],
      ["/de/zu-verkaufen/", "Brussels", "Brüssel|1000"],
    ] as const) {
      const response = await get(`${path}?q=${encodeURIComponent(typed)}`);
      expect(response.status).toBe(302);
      expect(new URL(response.headers.get("Location")!, "http://localhost").searchParams.get("city")).toBe(city);
    }
  });

  it("filters the list by a type synonym in another language", async () => {
    const response = await get(`/nl/te-huur/?q=Wohnung`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/nl/te-huur/?type=2");
  });

  it("filters the list by a type name", async () => {
    const response = await get(`/en/for-rent/?q=apartment`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/en/for-rent/?type=2");
  });

  it("says no properties were found for text that matches nothing", async () => {
    const response = await get(`/de/zu-verkaufen/?q=xyzzy`);
    expect(response.status).toBe(302);
    const list = await get(response.headers.get("Location")!);
    const html = await list.text();
    expect(list.status).toBe(200);
    expect(html).toContain("Für diese Suche gibt es keine Immobilien.");
  });
});

describe("the plain search form, where the visitor is and for what they type", () => {
  const locationOf = async (path: string) => {
    const response = await get(path);
    expect(response.status).toBe(302);
    return new URL(response.headers.get("Location")!, "http://localhost");
  };

  it("submits to the list the visitor is in: rentals stay rentals, new builds stay new builds", async () => {
    for (const [path, action] of [
      ["/nl/te-huur/", "/nl/te-huur/"],
      ["/de/zu-vermieten/", "/de/zu-vermieten/"],
      ["/nl/te-koop/", "/nl/te-koop/"],
      ["/nl/", "/nl/te-koop/"],
    ] as const) {
      const html = await (await get(path)).text();
      expect(html, path).toContain(`action="${action}"`);
      expect(html, path).not.toMatch(new RegExp(`role="search" action="(?!${action})`));
    }
  });

  it("finds a reference typed without its hyphen, in any case", async () => {
    const [id, reference, , , , , goal, path] = (await index("nl")).properties.find(([, ref]) => ref.includes("-"))!;
    const list = goal === 0 ? "/nl/te-koop/" : "/nl/te-huur/";
    expect(reference).toBe(`VT-${id}`);
    expect((await locationOf(`${list}?q=vt${id}`)).pathname).toBe(path);
    expect((await locationOf(`${list}?q=${encodeURIComponent(`VT ${id}`)}`)).pathname).toBe(path);
  });

  it("finds a town by its postcode written with the country prefix", async () => {
    expect((await locationOf(`/fr/a-vendre/?q=L-1611`)).searchParams.get("city")).toBe("Luxembourg|1611");
  });

  it("opens a project typed by its name, from the new-builds list and from a property list", async () => {
    const { projects } = await index("nl");
    const [, name, , , path] = projects.find(([, projectName]) => projectName === "Residentie Leiezicht")!;
    expect((await locationOf(`/nl/nieuwbouw/?q=leiezicht`)).pathname).toBe(path);
    expect((await locationOf(`/nl/te-koop/?q=${encodeURIComponent(name)}`)).pathname).toBe(path);
  });

  it("filters by type and town typed together, in any language, even where that list is empty", async () => {
    for (const [path, typed, type, city, empty] of [
      ["/nl/te-koop/", "huis gent", "1", "Gent|9000", false],
      ["/en/for-sale/", "house Ghent", "1", "Ghent|9000", false],
      ["/de/zu-verkaufen/", "Haus Gand", "1", "Gent|9000", false],
      // The demo has no flat for sale in the City of Brussels: the list says so and offers the wider ones.
      ["/fr/a-vendre/", "appartement Bruxelles", "2", "Bruxelles|1000", true],
    ] as const) {
      const location = await locationOf(`${path}?q=${encodeURIComponent(typed)}`);
      expect(location.pathname, typed).toBe(path);
      expect(location.searchParams.get("type"), typed).toBe(type);
      expect(location.searchParams.get("city"), typed).toBe(city);
      const html = await (await get(location.pathname + location.search)).text();
      expect(html.includes('class="empty-state'), typed).toBe(empty);
      if (empty) expect(html).toContain(`href="/fr/a-vendre/?city=Bruxelles%7C1000">Tous les biens à Bruxelles</a>`);
    }
  });

  it("offers the wider lists and a search alert when nothing matches", async () => {
    const typeInTown = await (await get(`/en/for-sale/?type=7&city=${encodeURIComponent("Ghent|9000")}`)).text();
    expect(typeInTown).toContain("There are no properties for this search.");
    expect(typeInTown).toContain(`href="/en/for-sale/?city=Ghent%7C9000">All properties in Ghent</a>`);
    expect(typeInTown).toMatch(/href="\/en\/for-sale\/\?type=7">[^<]+ in every town<\/a>/);
    expect(typeInTown).toContain("<p>Email me as soon as a property matches this search</p>");
    expect(typeInTown).toMatch(/href="\/en\/search-alert\/[^"]*goal=0[^"]*type=7[^"]*">Save this search<\/a>/);
    // No land is let anywhere: that wider list would be as empty, and is not offered.
    const noLandToLet = await (await get(`/en/for-rent/?type=4&city=${encodeURIComponent("Ghent|9000")}`)).text();
    expect(noLandToLet).toContain(`href="/en/for-rent/?city=Ghent%7C9000">All properties in Ghent</a>`);
    expect(noLandToLet).not.toContain("in every town</a>");

    const unknown = await (await get((await locationOf(`/de/zu-verkaufen/?q=xyzzy`)).pathname + "?city=xyzzy")).text();
    expect(unknown).toContain(`href="/de/zu-verkaufen/">Alle Immobilien zum Kauf</a>`);
    expect(unknown).toContain(`href="/de/suchauftrag/?goal=0">`);
  });
});
