import { describe, expect, it } from "vitest";
import { seedContent as content } from "../../../worker/content";
import { serializeJsonLd, type JsonLdNode } from "../../../worker/seo/json-ld";
import {
  agencyId,
  agencyNode,
  breadcrumbNode,
  knownDate,
  LISTING_MAX_IMAGES,
  projectListingNode,
  propertyListingNode,
} from "../../../worker/seo/structured-data";
import type { ProjectDetail, ProjectUnit } from "../../../worker/feed/model";
import { property } from "../../fixtures/listings";

const ORIGIN = "https://www.example.be";
type Json = Record<string, unknown>;
/** What a crawler reads: the node after serialisation (undefined fields are gone). */
const ld = (node: JsonLdNode) => JSON.parse(serializeJsonLd([node])) as Json;
const picture = (n: number) => ({ url: `https://storage.example.com/p/${n}.jpg`, width: 1600, height: 1067, alt: `Foto ${n}` });

describe("serializeJsonLd", () => {
  it("cannot end its script element or break a JavaScript string, and parses back to the same data", () => {
    const nasty = "</script><script>alert(1)</script> & <!-- \u2028\u2029 >";
    const text = serializeJsonLd([{ "@type": "Thing", name: nasty }]);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ "@context": "https://schema.org", "@type": "Thing", name: nasty });
  });

  it("puts several nodes in an @graph and leaves undefined fields out", () => {
    const parsed = JSON.parse(serializeJsonLd([{ "@type": "A", gone: undefined }, { "@type": "B" }])) as Json;
    expect(parsed).toEqual({ "@context": "https://schema.org", "@graph": [{ "@type": "A" }, { "@type": "B" }] });
  });
});

describe("agencyNode", () => {
  it("describes the agency from the site configuration with absolute logo and url", () => {
    const node = agencyNode(content.site, "fr", ORIGIN) as Json;
    expect(node["@type"]).toBe("RealEstateAgent");
    expect(node["@id"]).toBe(agencyId(ORIGIN));
    expect(node.name).toBe(content.site.agency.name.fr);
    expect(node.url).toBe(`${ORIGIN}/fr/`);
    expect(node.logo).toBe(`${ORIGIN}${content.site.header.logo.image.url}`);
    expect(node.telephone).toBe(content.site.agency.phone);
    expect(node.email).toBe(content.site.agency.email);
    expect(node.address).toMatchObject({ "@type": "PostalAddress", postalCode: content.site.agency.address.zip, addressLocality: "Gand" });
  });

  it("lists only published social links with an https address as sameAs", () => {
    const sameAs = (agencyNode(content.site, "nl", ORIGIN) as Json).sameAs as string[];
    expect(sameAs).toContain("https://www.facebook.com/vitrinevastgoed");
    expect(sameAs.some((url) => url.includes("instagram"))).toBe(false); // Draft in the demo content
    expect(sameAs.every((url) => url.startsWith("https://"))).toBe(true);
  });
});

describe("propertyListingNode", () => {
  it("offers a published sale price in EUR with availability and the agency as seller", () => {
    const item = property(4, "nl", { goal: 0, price: 345_000, pictures: [picture(1), picture(2)] });
    const node = propertyListingNode(item, ORIGIN, "Vitrine") as Json;
    expect(node).toMatchObject({ "@type": "RealEstateListing", name: item.title, url: `${ORIGIN}${item.path}`, dateModified: item.updatedAt });
    expect(node.image).toEqual([picture(1).url, picture(2).url]);
    expect(node.offers).toMatchObject({
      "@type": "Offer",
      price: 345_000,
      priceCurrency: "EUR",
      availability: "https://schema.org/InStock",
      businessFunction: "http://purl.org/goodrelations/v1#Sell",
      offeredBy: { "@id": agencyId(ORIGIN) },
    });
  });

  it("leaves price and currency out when the price is not published", () => {
    const offers = ld(propertyListingNode(property(5, "nl", { price: null }), ORIGIN, "Vitrine")).offers as Json;
    expect(offers).not.toHaveProperty("price");
    expect(offers).not.toHaveProperty("priceCurrency");
  });

  it("marks sold and rented listings as no longer available, rentals as lease", () => {
    const sold = (propertyListingNode(property(1, "nl", { status: "sold", goal: 0 }), ORIGIN, "V") as Json).offers as Json;
    const rented = (propertyListingNode(property(3, "nl", { status: "rented", goal: 1 }), ORIGIN, "V") as Json).offers as Json;
    expect(sold.availability).toBe("https://schema.org/SoldOut");
    expect(rented.availability).toBe("https://schema.org/OutOfStock");
    expect(rented.businessFunction).toBe("http://purl.org/goodrelations/v1#LeaseOut");
  });

  it("gives address and geo only when they are published", () => {
    const hidden = ld(propertyListingNode(property(6, "nl", { address: null, geo: null }), ORIGIN, "V")).about as Json;
    expect(hidden).not.toHaveProperty("address");
    expect(hidden).not.toHaveProperty("geo");
    const shown = property(8, "nl", { address: "Veldstraat 12 bus 3, 9000 Gent", zip: "9000", city: "Gent", countryId: 10, geo: { lat: 51.05, lng: 3.72 } });
    const about = (propertyListingNode(shown, ORIGIN, "V") as Json).about as Json;
    expect(about.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Veldstraat 12 bus 3",
      postalCode: "9000",
      addressLocality: "Gent",
      addressCountry: "BE",
    });
    expect(about.geo).toEqual({ "@type": "GeoCoordinates", latitude: 51.05, longitude: 3.72 });
  });

  it("keeps at most LISTING_MAX_IMAGES pictures and no dateModified for the feed's unknown date", () => {
    const pictures = Array.from({ length: LISTING_MAX_IMAGES + 4 }, (_, n) => picture(n));
    const node = ld(propertyListingNode(property(9, "nl", { pictures, updatedAt: new Date(0).toISOString() }), ORIGIN, "V"));
    expect(node.image).toHaveLength(LISTING_MAX_IMAGES);
    expect(node).not.toHaveProperty("dateModified");
  });
});

describe("breadcrumbNode and knownDate", () => {
  it("numbers the crumbs from 1 with absolute addresses", () => {
    const node = breadcrumbNode(
      [
        { name: "Te koop", path: "/nl/te-koop/" },
        { name: "Villa", path: "/nl/te-koop/gent/villa/1/" },
      ],
      ORIGIN,
    ) as Json;
    expect(node.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Te koop", item: `${ORIGIN}/nl/te-koop/` },
      { "@type": "ListItem", position: 2, name: "Villa", item: `${ORIGIN}/nl/te-koop/gent/villa/1/` },
    ]);
  });

  it("treats the epoch and garbage as unknown dates", () => {
    expect(knownDate("1970-01-01T00:00:00.000Z")).toBeUndefined();
    expect(knownDate("not a date")).toBeUndefined();
    expect(knownDate("2026-02-03T04:05:06.000Z")).toBe("2026-02-03T04:05:06.000Z");
  });
});

describe("projectListingNode", () => {
  const unit = (id: number, price: number | null, status: ProjectUnit["status"] = "available"): ProjectUnit => ({
    id,
    name: `Unit ${id}`,
    floor: null,
    status,
    price,
    priceText: "",
    surface: null,
  });
  // Only the fields the builder reads; the rest of ProjectDetail changes with the project pages.
  const project = (units: ProjectUnit[], published: boolean) =>
    ({
      id: 801,
      lang: "nl",
      name: "Residentie Leiezicht",
      city: "Gent",
      zip: "9000",
      picture: null,
      path: "/nl/project/residentie-leiezicht/801/",
      updatedAt: "2026-03-01T00:00:00.000Z",
      description: "Nieuwbouw aan de Leie.",
      pictures: [picture(1)],
      units,
      address: published ? "Leiekaai 4, 9000 Gent" : null,
      geo: published ? { lat: 51.06, lng: 3.71 } : null,
    }) as unknown as ProjectDetail;

  it("offers the lowest available published unit price and counts the available units", () => {
    const node = ld(projectListingNode(project([unit(1, 300_000), unit(2, 250_000, "sold"), unit(3, 280_000), unit(4, null)], true), ORIGIN, "V"));
    expect(node.offers).toMatchObject({
      "@type": "AggregateOffer",
      lowPrice: 280_000,
      priceCurrency: "EUR",
      offerCount: 3,
      availability: "https://schema.org/InStock",
    });
    expect(node.about).toMatchObject({ address: { streetAddress: "Leiekaai 4", postalCode: "9000" }, geo: { latitude: 51.06 } });
  });

  it("gives no price without a published unit price, and no address or geo when not published", () => {
    const node = ld(projectListingNode(project([unit(1, null), unit(2, 200_000, "sold")], false), ORIGIN, "V"));
    expect(node.offers).not.toHaveProperty("lowPrice");
    expect(node.offers).not.toHaveProperty("priceCurrency");
    expect(node.about).not.toHaveProperty("address");
    expect(node.about).not.toHaveProperty("geo");
  });
});
