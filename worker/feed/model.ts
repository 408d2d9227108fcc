import type { Region } from "../../client/domain/region";
import type { Lang } from "../../client/i18n/languages";

/**
 * Our listing models, one per language, as the pages read them from a snapshot. The provider's raw
 * items (worker/feed/provider) are validated and normalised into these by the sync.
 */

export type Goal = 0 | 1;

/**
 * What a listing's price is for: an amount per month or per year (a rent), per square metre (a
 * commercial rent), or a "starting from" price (SPEC 9's price unit 7).
 */
export type PriceUnit = "month" | "year" | "squareMetre" | "from";

export type PropertyStatus = "available" | "sold" | "rented";

export interface Picture {
  /** Provider storage address; the page rewrites it to the CDN with width and format. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface EpcInfo {
  region: Region;
  /** Label key of client/domain/epc.ts, e.g. "c", "a_plus", "requested". */
  label: string | null;
  value: number | null;
  imagePath: string | null;
}

/** What a card and a list query need; kept small because every list reads all of them. */
export interface PropertySummary {
  id: number;
  lang: Lang;
  reference: string;
  goal: Goal;
  status: PropertyStatus;
  typeGroup: number;
  typeName: string;
  title: string;
  city: string;
  zip: string;
  countryId: number;
  region: Region | null;
  /** Numeric price for sorting and filtering; null when not published. */
  price: number | null;
  /** The price as the card shows it (SPEC 9), or the marquee badge / "price on request" text. */
  priceText: string;
  /**
   * What `price` is for, read from the provider's price unit (SPEC 9; provider/normalise/price.ts):
   * null when it names none the site knows (a bare "€"). Absent in snapshots normalised before
   * format version 1 (provider/normalise/version.ts).
   */
  priceUnit?: PriceUnit | null;
  marquee: string | null;
  bedrooms: number | null;
  surface: number | null;
  picture: Picture | null;
  /** Localized detail path: /{lang}/{te-koop|a-vendre|...}/{city}/{type}/{id}/ */
  path: string;
  /** Only when the address is published. */
  geo: { lat: number; lng: number } | null;
  updatedAt: string;
  /*
   * The facts below came with format version 2 (provider/normalise/version.ts): absent in older
   * snapshots, where readers take them as unknown (null).
   */
  /** Living surface in m² (Omnicasa SurfaceLiving); `surface` falls back to the plot when there is none. */
  livingSurface?: number | null;
  /** Plot surface in m² (Omnicasa SurfaceGround). */
  plotSurface?: number | null;
  /** Whether it has a garden / a terrace; null when the provider does not say. */
  garden?: boolean | null;
  terrace?: boolean | null;
  /** The EPC label key of client/domain/epc.ts ("b", "a_plus"), as on the detail page; null when none is known. */
  epcLabel?: string | null;
  /**
   * When the site first published it (ISO instant): carried from the previous snapshot by the sync
   * (worker/feed/listing-facts.ts); the normaliser gives the provider's creation date.
   */
  publishedAt?: string | null;
  /** Its last price drop: the price before it and when the site saw it (carried like publishedAt). */
  priceDrop?: PriceDrop | null;
}

/** A lower price than the one before it, as the sync saw it happen. */
export interface PriceDrop {
  previousPrice: number;
  /** ISO instant. */
  at: string;
}

export interface DetailField {
  /** Catalogue id of the label, e.g. "detail.bedrooms". */
  label: string;
  value: string;
}

export interface DetailGroup {
  /** general, surfaces, comfort, energy, legal, financial */
  id: "general" | "surfaces" | "comfort" | "energy" | "legal" | "financial";
  fields: DetailField[];
}

/** The agency's person in charge of a listing (Omnicasa's manager), told of every lead about it. */
export interface ContactPerson {
  name: string;
  email: string | null;
  phone: string | null;
}

export interface PropertyDetail extends PropertySummary {
  description: string;
  address: string | null;
  pictures: Picture[];
  groups: DetailGroup[];
  epc: EpcInfo | null;
  renovationNotice: boolean;
  virtualTour: string | null;
  video: string | null;
  documents: { name: string; url: string }[];
  /** Absent until the provider's answer names one (the feed maps Omnicasa's manager fields). */
  contact?: ContactPerson | null;
  /**
   * The rental deposit the provider gives, in euros, as the financial section shows it; null when it
   * gives none or the price is not published (a deposit is months of rent). Absent in older snapshots.
   */
  depositAmount?: number | null;
  /*
   * The legal energy facts below came with format version 3 (provider/normalise/version.ts): absent
   * in older snapshots, where readers take them as unknown (null). The energy efficiency class is
   * `epc.label` in every region.
   */
  /**
   * The Flemish EPC certificate's unique code (its certificate number), which a Flemish advert must
   * show beside the score and label; null when the provider gives none.
   */
  epcCode?: string | null;
  /**
   * Luxembourg's energy passport gives two classes: `epc.label` is the energy efficiency class, this
   * is the thermal insulation class ("a" to "i", lower case like the labels); null when none is given.
   */
  insulationClass?: string | null;
}

export interface ProjectUnit {
  id: number;
  name: string;
  floor: string | null;
  status: PropertyStatus;
  price: number | null;
  priceText: string;
  surface: number | null;
}

export interface ProjectSummary {
  id: number;
  lang: Lang;
  name: string;
  city: string;
  zip: string;
  /** For "similar projects"; null outside Belgium and Luxembourg. */
  region: Region | null;
  picture: Picture | null;
  path: string;
  priceFromText: string | null;
  unitCount: number;
  availableCount: number;
  updatedAt: string;
}

export interface ProjectDetail extends ProjectSummary {
  description: string;
  address: string | null;
  pictures: Picture[];
  units: ProjectUnit[];
  documents: { name: string; url: string }[];
  /** Normalised to https. */
  externalWebsite: string | null;
  /** The project's labels (SPEC 3): number, delivery, technical data, situation. */
  number: string | null;
  delivery: string | null;
  technicalData: string | null;
  situation: string | null;
  geo: { lat: number; lng: number } | null;
}

export interface TypeGroup {
  webId: number;
  name: string;
  showOrder: number;
  saleCount: number;
  rentCount: number;
}

export interface City {
  name: string;
  zip: string;
  countryId: number;
  saleCount: number;
  rentCount: number;
}

/** One language's view of a snapshot. */
export interface LanguageSnapshot {
  properties: PropertyDetail[];
  projects: ProjectDetail[];
  typeGroups: TypeGroup[];
  cities: City[];
}
