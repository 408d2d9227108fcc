/**
 * Whise's fixed ids (fw4-bvba/whise-api src/Enums/, tombroucke/immo-sync-whise src/Lookup/): the
 * answers carry only `{ id }`, never a name, so the meaning lives here.
 */
import type { FeedRules } from "../provider/normalise/state";

/** Whise's API (PROVIDER_BASE_URL may point elsewhere, e.g. a local fake). */
export const WHISE_BASE_URL = "https://api.whise.eu";

/** purpose.id */
export const PURPOSE = { sale: 1, rent: 2, lifeAnnuity: 3 } as const;

/** estate status.id: only active estates are listed (5 archived, 6 deleted). */
export const ACTIVE_STATUS = 1;

/** displayStatusId that a public site shows: 2 online, 3 estate of the month, 4 realisations, 5 online on the website only. */
export const PUBLIC_DISPLAY_STATUSES = [2, 3, 4, 5] as const;

/**
 * purposeStatus.id by meaning. 1 for sale, 2 for rent, 15 life annuity for sale are simply available;
 * the rest are sold, rented, under option, or not for the public (out of sale, suspended, prospection,
 * preparation, estimate).
 */
export const PURPOSE_STATUS = {
  sold: [3, 14, 17],
  rented: [4],
  option: [5, 6, 12, 13, 16, 21, 22],
  hidden: [8, 9, 10, 11, 19, 20, 23, 24, 25, 26, 27, 28],
} as const;

/** Whise's states as FeedRules: sub-statuses are purpose statuses; there are no marquees. FEED_* may still override. */
export const WHISE_RULES: FeedRules = { hiddenMarquees: [], subStatus: PURPOSE_STATUS };

/** category.id → the spec's type group (WebID): 1 house, 2 flat, 3 plot, 4 office, 5 commercial, 6 industrial, 7 garage/parking. */
export const CATEGORY_GROUP: Readonly<Record<number, number>> = { 1: 1, 2: 2, 3: 4, 4: 6, 5: 6, 6: 6, 7: 7 };

/** Whise's investment estates form the spec's yield-property group. */
export const YIELD_GROUP = 5;

/** country.id → the spec's CountryID (10 Belgium, 50 Luxembourg); other countries have no region here. */
export const COUNTRY: Readonly<Record<number, number>> = { 1: 10, 5: 50 };

/** details[].id of the sub-details read (jonathancaron/whise-integration, the recorded answer's labels). */
export const DETAIL = {
  latitude: 1849,
  longitude: 1850,
  adTitle: 1914,
  constructionYear: 14,
  renovationYear: 585,
  floors: 15,
  toilets: 55,
  cadastralIncome: 1733,
  chargesRenter: 301,
  energyLabel: 2056,
  co2: 2090,
  energyTotal: 2390,
  epcValidUntil: 2776,
} as const;

/** Whise's languages as culture codes; PROVIDER_LANGUAGE_IDS may override them ("nl:nl-BE,fr:fr-BE,…"). */
export const DEFAULT_WHISE_LANGUAGES = { nl: "nl-BE", fr: "fr-BE", en: "en-GB", de: "de-DE" } as const;

/**
 * Sub-details whose id could not be confirmed (neither the recorded answer nor the public Whise
 * clients name one for the EPC certificate's unique code or Luxembourg's thermal insulation class):
 * they are found by their label instead, in the office's language, after lower-casing and dropping
 * accents. A sub-detail that also matches a known id above is never read here.
 */
export const DETAIL_LABELS = {
  /**
   * "Unieke code EPC", "EPC-code", "Numéro de certificat PEB", "code unique PEB", "EPC certificate
   * number": a code or number word in a label that names the energy certificate (EPC, PEB, PE or
   * energ…), so an electrical installation's inspection certificate ("Certificaatnummer keuring
   * elektrische installatie", "code unique du contrôle électrique") is never taken for it, nor an
   * energy meter's number ("EAN-code energie", "numéro de compteur énergie").
   */
  epcCode:
    /^(?!.*\b(?:ean|compteur|meter|meternummer|teller|zahler|zahlernummer)\b)(?=.*\b(?:epc|peb|pe|energ\w*)\b).*\b(?:unieke code|code|nummer|number|nr|certificaatnummer|numero|certificate number|certificate code)\b/,
  /** "Classe d'isolation thermique", "Wärmeschutzklasse", "Thermal insulation class", "Isolatieklasse". */
  insulationClass: /\b(?:isolation thermique|warmeschutzklasse|warmeschutz|thermal insulation|insulation class|isolatieklasse|thermische isolatie)\b/,
} as const;
