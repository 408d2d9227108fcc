/**
 * The translated words the normaliser writes into listings. The normaliser never spells
 * user-visible text itself: the caller fills `Words` from the catalogue of the language being
 * normalised, usually with `wordsFrom((id) => i18n._(id))`.
 */
import type { Lang } from "../../../../client/i18n/languages";

/** Catalogue id of each word (the lead adds them to locales/{nl,fr,en,de}/messages.po). */
export const WORD_IDS = {
  /** Price text when PublishPrice is false or the price is unreadable: "Price on request". */
  priceOnRequest: "feed.priceOnRequest",
  /** Prefix for price unit 7 and project price lists: "from". */
  from: "feed.from",
  /** Price text of a sold listing without a marquee badge: "Sold". */
  sold: "feed.sold",
  /** Price text of a rented listing without a marquee badge: "Rented". */
  rented: "feed.rented",
  yes: "feed.yes",
  no: "feed.no",
  /** Judicial decision value 2: "As required". */
  asRequired: "feed.asRequired",
  /** Value of the goal field: "For sale" / "For rent". */
  forSale: "feed.forSale",
  forRent: "feed.forRent",
  /** Value of the goal field for Omnicasa's Goal 2: "Business take-over". */
  takeOver: "feed.takeOver",
  /** Badge of a listing under option when the provider names none (Whise): "Under option". */
  underOption: "feed.underOption",
  /** Between house number and box number in an address: "box" (nl "bus", fr "bte"). */
  box: "feed.box",
  /** Units after numbers: "m²", "m", "kWh/m².year", "kWh/year", "kg CO₂/m².year". */
  squareMetres: "feed.unit.squareMetres",
  metres: "feed.unit.metres",
  energyPerArea: "feed.unit.energyPerArea",
  energyPerYear: "feed.unit.energyPerYear",
  co2PerArea: "feed.unit.co2PerArea",
  /** EPC label field when the certificate is requested / not applicable. */
  epcRequested: "feed.epc.requested",
  epcNotApplicable: "feed.epc.notApplicable",
  /** Facades 4 / 3 / 2: "Open" / "Half open" / "Closed" (detached, semi-detached, terraced). */
  facadesOpen: "feed.facades.open",
  facadesHalfOpen: "feed.facades.halfOpen",
  facadesClosed: "feed.facades.closed",
  /** Type names of providers that send only a category id (Whise): "House", "Apartment", … */
  typeHouse: "feed.type.house",
  typeApartment: "feed.type.apartment",
  typeLand: "feed.type.land",
  typeOffice: "feed.type.office",
  typeCommercial: "feed.type.commercial",
  typeIndustrial: "feed.type.industrial",
  typeGarage: "feed.type.garage",
  /** The type groups of SPEC 3 (WebID 1, 2, 4, 5, 6, 7) for providers that list none (Whise). */
  group1: "feed.group.1",
  group2: "feed.group.2",
  group4: "feed.group.4",
  group5: "feed.group.5",
  group6: "feed.group.6",
  group7: "feed.group.7",
} as const;

export type WordKey = keyof typeof WORD_IDS;

/** One language's words, keyed as WORD_IDS. */
export type Words = Readonly<Record<WordKey, string>>;

/** How a feed source gets the words of a language. */
export type WordsFor = (lang: Lang) => Words;

/** Builds Words by looking every id up, e.g. `wordsFrom((id) => i18n._(id))`. */
export function wordsFrom(translate: (id: string) => string): Words {
  return Object.fromEntries(Object.entries(WORD_IDS).map(([key, id]) => [key, translate(id)])) as Record<WordKey, string>;
}

/**
 * Words equal to their ids: used when no catalogue is wired (tests, a misconfigured caller), so a
 * missing translation shows as "feed.priceOnRequest" instead of silently falling back to English.
 */
export const WORD_IDS_AS_WORDS: Words = wordsFrom((id) => id);
