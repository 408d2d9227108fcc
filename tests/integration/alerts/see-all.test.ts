import { describe, expect, it } from "vitest";
import { municipalityOf } from "../../../client/domain/municipalities";
import { keysOf } from "../../../worker/alerts/zone-entries";
import { readListQuery } from "../../../worker/feed/list-params";
import type { PropertySummary } from "../../../worker/feed/model";
import { readCityFilter } from "../../../worker/feed/place";
import { alertCityParam, alertListPath } from "../../../worker/mail/alert-mails";
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
    expect(query).toMatchObject({ goal: 0, type, priceMin: 1, priceMax, bedroomsMin: 1, city: `${town.names.nl}|${town.postcodes[0]}` });
    // The city parameter means exactly the alert's zones: the whole town, every postcode of it.
    const filter = readCityFilter(query.city!);
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

  it("names a single postcode as itself, a town by its name in the alert's language, and leaves zones of several towns or a drawn area to the mail", () => {
    expect(alertCityParam(alertCriteria({ zones: ["9000"] }), "fr")).toBe("9000");
    const ghent = ["9000", "9030", "9031", "9032", "9040", "9041", "9042", "9050", "9051", "9052"];
    const fr = alertCityParam(alertCriteria({ zones: ghent }), "fr");
    expect(fr).toBe("Gand|9000");
    expect(alertListPath(alertCriteria({ zones: ghent, types: [1, 2] }), "fr")).toBe("/fr/a-vendre/?city=Gand%7C9000");
    expect(alertCityParam(alertCriteria({ zones: [...ghent, "1000"] }), "nl")).toBeUndefined();
    expect(alertCityParam(alertCriteria({ zones: ghent.slice(0, 3) }), "nl")).toBeUndefined();
  });
});
