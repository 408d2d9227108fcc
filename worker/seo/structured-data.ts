/**
 * schema.org builders for the pages' JSON-LD: the agency, a property listing and a breadcrumb.
 * Pure functions of our models, so they are unit tested and any page (projects too) can call them.
 * Nothing unpublished leaves here: no price, address or coordinates the agency chose to hide.
 */
import type { Region } from "../../client/domain/region";
import type { Lang } from "../../client/i18n/languages";
import { fixedPath } from "../../client/i18n/routes";
import type { SiteConfig } from "../content/schema";
import type { PriceUnit, ProjectDetail, PropertyDetail, PropertyStatus } from "../feed/model";
import type { JsonLdNode, JsonValue } from "./json-ld";

/** Pictures listed in a listing's `image`; more add bytes without helping search results. */
export const LISTING_MAX_IMAGES = 6;

/** Social profiles among the top-bar links; their addresses become the agency's sameAs. */
const SOCIAL_ICONS = new Set(["facebook", "instagram", "linkedin"]);

/** CountryID of the feed (SPEC 3) → ISO 3166-1 code, as schema.org's addressCountry prefers. */
const COUNTRY_CODE: Record<number, string> = { 10: "BE", 50: "LU" };

/** A region (derived from the feed's CountryID and postcode) → the ISO code of its country. */
const REGION_COUNTRY: Record<Region, string> = { flanders: "BE", brussels: "BE", wallonia: "BE", luxembourg: "LU" };

/**
 * The UN/CEFACT codes (schema.org unitCode) of the periods a price can be per. A price per m² or a
 * "from" price is not an amount per period, and an unknown unit is not claimed: neither has a code.
 */
const PERIOD_CODE: Partial<Record<PriceUnit, string>> = { month: "MON", year: "ANN" };

const absolute = (path: string, origin: string) => new URL(path, origin).toString();

/** The @id every page uses for the agency, so listings can point at it. */
export const agencyId = (origin: string) => `${absolute("/", origin)}#agency`;

/** An ISO date when it is a real one; the feed uses the epoch for "not given". */
export function knownDate(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  const time = Date.parse(iso);
  return Number.isFinite(time) && time > 0 ? new Date(time).toISOString() : undefined;
}

/** The agency as a RealEstateAgent, from the site configuration (name, address, contact, logo, socials). */
export function agencyNode(site: SiteConfig, lang: Lang, origin: string): JsonLdNode {
  const { agency } = site;
  const sameAs = [...site.header.headerLinks.left, ...site.header.headerLinks.right]
    .filter((link) => link.status === "Published" && link.icon && SOCIAL_ICONS.has(link.icon) && "href" in link.link)
    .flatMap((link) => ("href" in link.link && link.link.href.startsWith("https://") ? [link.link.href] : []));
  return {
    "@type": "RealEstateAgent",
    "@id": agencyId(origin),
    name: agency.name[lang],
    legalName: agency.legalName,
    vatID: agency.vatNumber,
    url: absolute(fixedPath("home", lang), origin),
    logo: absolute(site.header.logo.image.url, origin),
    image: absolute(site.settings.image ?? site.header.logo.image.url, origin),
    telephone: agency.phone,
    email: agency.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: agency.address.street,
      postalCode: agency.address.zip,
      addressLocality: agency.address.city[lang],
      addressCountry: agency.address.countryCode,
    },
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  };
}

/** SPEC 4's property states → schema.org ItemAvailability: a rented home is no longer on offer either. */
const AVAILABILITY: Record<PropertyStatus, string> = {
  available: "https://schema.org/InStock",
  sold: "https://schema.org/SoldOut",
  rented: "https://schema.org/OutOfStock",
};

/** Goal 0 is for sale, 1 for rent (SPEC 9), in GoodRelations' business functions. */
const BUSINESS_FUNCTION = { 0: "http://purl.org/goodrelations/v1#Sell", 1: "http://purl.org/goodrelations/v1#LeaseOut" } as const;

/** Type group (WebID) → the schema.org type of the place itself; land, commercial, garages stay a Place. */
const PLACE_TYPE: Record<number, string> = { 1: "House", 2: "Apartment" };

/** The published address, split as PostalAddress wants it (the detail model formats "street nr, zip city"). */
function postalAddress(item: PropertyDetail): JsonValue | undefined {
  if (item.address === null) return undefined;
  const suffix = `, ${item.zip} ${item.city}`;
  const street = item.address.endsWith(suffix) ? item.address.slice(0, -suffix.length) : item.address;
  return { "@type": "PostalAddress", streetAddress: street, postalCode: item.zip, addressLocality: item.city, addressCountry: COUNTRY_CODE[item.countryId] };
}

/** The part of a RealEstateListing that properties and projects share. */
function listingHead(listing: { path: string; description: string; pictures: readonly { url: string }[]; updatedAt: string }, name: string, origin: string) {
  const url = absolute(listing.path, origin);
  return {
    "@type": "RealEstateListing",
    "@id": `${url}#listing`,
    name,
    description: listing.description || undefined,
    url,
    image: listing.pictures.length > 0 ? listing.pictures.slice(0, LISTING_MAX_IMAGES).map((picture) => absolute(picture.url, origin)) : undefined,
    dateModified: knownDate(listing.updatedAt),
  } as const;
}

/** A property as a RealEstateListing with its Offer; price, address and geo only when published. */
export function propertyListingNode(item: PropertyDetail, origin: string, agencyName: string): JsonLdNode {
  const head = listingHead(item, item.title, origin);
  const url = head.url;
  const placeType = PLACE_TYPE[item.typeGroup] ?? "Place";
  const isHome = placeType !== "Place";
  return {
    ...head,
    identifier: item.reference,
    offers: {
      "@type": "Offer",
      url,
      businessFunction: BUSINESS_FUNCTION[item.goal],
      availability: AVAILABILITY[item.status],
      price: item.price ?? undefined,
      priceCurrency: item.price === null ? undefined : "EUR",
      priceSpecification: periodPrice(item.price, item.priceUnit),
      offeredBy: { "@type": "RealEstateAgent", "@id": agencyId(origin), name: agencyName },
    },
    about: {
      "@type": placeType,
      name: item.typeName,
      address: postalAddress(item),
      geo: item.geo ? { "@type": "GeoCoordinates", latitude: item.geo.lat, longitude: item.geo.lng } : undefined,
      numberOfBedrooms: isHome && item.bedrooms !== null ? item.bedrooms : undefined,
      floorSize: isHome && item.surface !== null ? { "@type": "QuantitativeValue", value: item.surface, unitCode: "MTK" } : undefined,
    },
  };
}

/**
 * A price per period as what it is, an amount per month or per year: without it a search engine
 * reads the "€ 135" of a parking space to let as its price. Nothing when the price is not published
 * or its unit is not a known period (per m², "from", none, or a snapshot from before priceUnit).
 */
function periodPrice(price: number | null, unit: PriceUnit | null | undefined): JsonValue | undefined {
  const unitCode = unit ? PERIOD_CODE[unit] : undefined;
  if (price === null || unitCode === undefined) return undefined;
  return { "@type": "UnitPriceSpecification", price, priceCurrency: "EUR", unitCode };
}

/** The published address of a project (its model formats it like a property's). */
function projectAddress(project: ProjectDetail): JsonValue | undefined {
  if (project.address === null) return undefined;
  const suffix = `, ${project.zip} ${project.city}`;
  const street = project.address.endsWith(suffix) ? project.address.slice(0, -suffix.length) : project.address;
  return {
    "@type": "PostalAddress",
    streetAddress: street,
    postalCode: project.zip,
    addressLocality: project.city,
    addressCountry: project.region === null ? undefined : REGION_COUNTRY[project.region],
  };
}

/**
 * A new-build project as a RealEstateListing whose AggregateOffer spans its available units: the
 * lowest published unit price (none when no available unit shows one) and how many are still for sale.
 */
export function projectListingNode(project: ProjectDetail, origin: string, agencyName: string): JsonLdNode {
  const head = listingHead(project, project.name, origin);
  const url = head.url;
  const available = project.units.filter((unit) => unit.status === "available");
  const prices = available.flatMap((unit) => (unit.price === null ? [] : [unit.price]));
  return {
    ...head,
    offers: {
      "@type": "AggregateOffer",
      url,
      businessFunction: BUSINESS_FUNCTION[0],
      availability: available.length > 0 ? AVAILABILITY.available : AVAILABILITY.sold,
      offerCount: available.length,
      lowPrice: prices.length > 0 ? Math.min(...prices) : undefined,
      priceCurrency: prices.length > 0 ? "EUR" : undefined,
      offeredBy: { "@type": "RealEstateAgent", "@id": agencyId(origin), name: agencyName },
    },
    about: {
      "@type": "Place",
      name: project.name,
      address: projectAddress(project),
      geo: project.geo ? { "@type": "GeoCoordinates", latitude: project.geo.lat, longitude: project.geo.lng } : undefined,
    },
  };
}

export interface Crumb {
  name: string;
  /** Site path (or absolute address) of the crumb. */
  path: string;
}

/** A BreadcrumbList in the order the page's breadcrumb shows, the current page last. */
export function breadcrumbNode(crumbs: readonly Crumb[], origin: string): JsonLdNode {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: absolute(crumb.path, origin) })),
  };
}
