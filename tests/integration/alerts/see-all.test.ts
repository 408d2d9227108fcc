import { describe, expect, it } from "vitest";
import { municipalityOf } from "../../../client/domain/municipalities";
import { keysOf } from "../../../worker/alerts/zone-entries";
import { readListQuery } from "../../../worker/feed/list-params";
import type { PropertySummary } from "../../../worker/feed/model";
import { readCityFilter } from "../../../worker/feed/place";
import { alertCityParams, alertListPath } from "../../../worker/alerts/alert-mails";
import { alertCriteria } from "../../fixtures/alerts";
import { get } from "../worker";
import { saleListings } from "./helpers";

/** The detail paths of the listing cards a list page shows. */
const shownPaths = (html: string, listings: readonly PropertySummary[]) =>
  listings.filter((listing) => html.includes(`href="${listing.path}"`)).map((l) => l.path);

describe('a digest\'s "see all properties of your search"', () => {
  it("opens the list with the alert's type, town, price and bedrooms, read back by the list page's own parser, listing only what the alert matches", async () => {
    const listings = await saleListings();
    // The town with the most houses and apartments for sale, picked by name: every postcode of it.
    const byTown = new Map<string, PropertySummary[]>();
    for (const listing of listings) {
      const town = municipalityOf(listing);
      if (town && town.country === "BE") byTown.set(town.key, [...(byTown.get(town.key) ?? []), listing]);
    }
    const [, inTown] = [...byTown].sort(([, a], [, b]) => b.length - a.length)[0]!;
    const town = municipalityOf(inTown[0]!)!;
    const type = inTown[0]!.typeGroup;
    const prices = inTown.filter((listing) => listing.typeGroup === type).map((listing) => listing.price!);
    const priceMax = Math.max(...prices);
    const criteria = alertCriteria({ types: [type], zones: keysOf(town), priceMin: 1, priceMax, bedroomsMin: 1 });

    const path = alertListPath(criteria, "nl");
    const url = new URL(path, "https://www.vitrine-vastgoed.be");
    expect(url.pathname).toBe("/nl/te-koop/");
    const query = readListQuery(url.searchParams, 0);
    expect(query).toMatchObject({ goal: 0, types: [type], priceMin: 1, priceMax, bedroomsMin: 1, cities: [`${town.names.nl}|${town.postcodes[0]}`] });
    // The city parameter means exactly the alert's zones: the whole town, every postcode of it.
    const filter = readCityFilter(query.cities![0]!);
    expect(filter?.kind).toBe("places");
    expect(filter?.kind === "places" && [...filter.keys].filter((key) => !key.startsWith("?"))).toEqual([town.key]);

    const matching = listings.filter(
      (listing) =>
        listing.typeGroup === type &&
        municipalityOf(listing)?.key === town.key &&
        listing.price! >= 1 &&
        listing.price! <= priceMax &&
        (listing.bedrooms ?? 0) >= 1,
    );
    expect(matching.length).toBeGreaterThan(0);
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    const shown = shownPaths(html, listings);
    expect(shown.length).toBe(Math.min(matching.length, 12));
    for (const shownPath of shown) expect(matching.map((listing) => listing.path)).toContain(shownPath);
  });

  it("opens the list with every type and town of an alert of several, listing only what the alert matches", async () => {
    const listings = await saleListings();
    const towns = new Map<string, PropertySummary[]>();
    for (const listing of listings) {
      const town = municipalityOf(listing);
      if (town?.country === "BE") towns.set(town.key, [...(towns.get(town.key) ?? []), listing]);
    }
    // Two towns and the types of their first listings: "houses and apartments in Ghent and Aalst".
    const picked = [...towns.values()].sort((a, b) => b.length - a.length).slice(0, 2);
    const places = picked.map((inTown) => municipalityOf(inTown[0]!)!);
    const types = [...new Set(picked.map((inTown) => inTown[0]!.typeGroup))];
    if (types.length === 1) types.push(types[0] === 1 ? 2 : 1);
    const criteria = alertCriteria({ types, zones: places.flatMap(keysOf), priceMin: null, priceMax: null, budget: null, bedroomsMin: null });

    const path = alertListPath(criteria, "nl");
    const query = readListQuery(new URL(path, "https://www.vitrine-vastgoed.be").searchParams, 0);
    expect(query.types).toEqual(types);
    expect(query.cities).toEqual(places.map((place) => `${place.names.nl}|${place.postcodes[0]}`));

    const matching = listings.filter((listing) => types.includes(listing.typeGroup) && places.some((place) => municipalityOf(listing)?.key === place.key));
    expect(new Set(matching.map((listing) => municipalityOf(listing)?.key)).size).toBe(2);
    const html = await (await get(path)).text();
    const shown = shownPaths(html, listings);
    expect(shown.length).toBe(Math.min(matching.length, 12));
    for (const shownPath of shown) expect(matching.map((listing) => listing.path)).toContain(shownPath);
    // The filter form keeps both choices as one option each, in words, so a change of sort keeps them.
    const typeOption = /<select id="list-type"[\s\S]*?<\/select>/.exec(html)![0];
    expect(typeOption).toMatch(new RegExp(`<option value="${types.join(",")}" selected="">[^<0-9]+, [^<0-9]+</option>`));
    const cityOption = /<select id="list-city"[\s\S]*?<\/select>/.exec(html)![0];
    expect(cityOption).toContain(`>${places.map((place) => place.names.nl).join(", ")}</option>`);
    // A place no listing is in now (a town named by the alert) reads as a town, not as the address's code.
    const unknown = await (await get("/nl/te-koop/?city=Nergensdorp%7C9999,9000")).text();
    expect(/<select id="list-city"[\s\S]*?<\/select>/.exec(unknown)![0]).toContain(">Nergensdorp (9999), 9000</option>");
  });

  it("names a postcode as itself, a whole town by its name in the alert's language, a Luxembourg postcode by its town, and leaves a drawn area or too many places to the mail", () => {
    expect(alertCityParams(alertCriteria({ zones: ["9000"] }), "fr")).toEqual(["9000"]);
    const ghent = ["9000", "9030", "9031", "9032", "9040", "9041", "9042", "9050", "9051", "9052"];
    expect(alertCityParams(alertCriteria({ zones: ghent }), "fr")).toEqual(["Gand|9000"]);
    expect(alertListPath(alertCriteria({ zones: ghent, types: [1, 2] }), "fr")).toBe("/fr/a-vendre/?city=Gand%7C9000&type=1,2");
    expect(alertCityParams(alertCriteria({ zones: [...ghent, "1000"] }), "nl")).toEqual(["Gent|9000", "1000"]);
    expect(alertCityParams(alertCriteria({ zones: ghent.slice(0, 3) }), "nl")).toEqual(["9000", "9030", "9031"]);
    expect(alertCityParams(alertCriteria({ zones: ["L-1611"] }), "fr")![0]).toMatch(/^Luxembourg\|\d{4}$/);
    expect(
      alertCityParams(
        alertCriteria({
          zones: ["9000"],
          area: [
            [3.7, 51],
            [3.8, 51],
            [3.8, 51.1],
          ],
        }),
        "nl",
      ),
    ).toBeUndefined();
    const thirteenTowns = ["1000", "2000", "3000", "4000", "5000", "6000", "7000", "8000", "9000", "1300", "1400", "2300", "2800"];
    expect(alertCityParams(alertCriteria({ zones: thirteenTowns }), "nl")).toBeUndefined();
  });
});
