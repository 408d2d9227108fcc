/**
 * Region of a property (SPEC 5). Belgian postcodes decide the region; Luxembourg postcodes are also
 * four digits, so the country (CountryID 50) decides first.
 */

export type Region = "flanders" | "brussels" | "wallonia" | "luxembourg";

/** The provider's CountryID values (SPEC 3). */
export const COUNTRY_ID = { belgium: 10, luxembourg: 50 } as const;

/** Inclusive Belgian postcode ranges per region. */
const POSTCODE_RANGES: ReadonlyArray<readonly [from: number, to: number, region: Region]> = [
  [1000, 1299, "brussels"],
  [1300, 1499, "wallonia"],
  [1500, 3999, "flanders"],
  [4000, 7999, "wallonia"],
  [8000, 9999, "flanders"],
];

/** Belgian region of a postcode ("9000" or 9000); undefined when it is not a four-digit postcode. */
export function postcodeRegion(zip: string | number | null | undefined): Region | undefined {
  const code = typeof zip === "number" ? zip : /^\d{4}$/.test(zip?.trim() ?? "") ? Number(zip) : NaN;
  if (!Number.isInteger(code)) return undefined;
  return POSTCODE_RANGES.find(([from, to]) => code >= from && code <= to)?.[2];
}

/**
 * Region of an item: Luxembourg for CountryID 50 whatever its postcode; for Belgium (10), and for
 * items without a country (the feed's default is Belgium), the postcode decides; other countries
 * have no region.
 */
export function regionOf(item: { zip: string | number | null | undefined; countryId?: string | number | null }): Region | undefined {
  const given = item.countryId;
  const country = given === null || given === undefined || given === "" ? undefined : Number(given);
  if (country === COUNTRY_ID.luxembourg) return "luxembourg";
  if (country !== undefined && country !== COUNTRY_ID.belgium) return undefined;
  return postcodeRegion(item.zip);
}
