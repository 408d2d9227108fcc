import { municipalityOf } from "../../../../client/domain/municipalities";
import { nameKey } from "../../../../client/domain/text";
import type { Lang } from "../../../../client/i18n/languages";

interface Located {
  City: string;
  Zip: string;
  CountryID?: number | null | undefined;
}

/**
 * A listing with its city named as the site names that municipality in `lang` (the municipality
 * table, as the city filter and the search box name it), so cards, titles, addresses, breadcrumbs
 * and the filter say the same: the provider writes "Mons" in German where the table says "Bergen".
 * Only a name of the municipality itself in some language is replaced: a locality inside it
 * ("Louvain-la-Neuve", "Sint-Amandsberg") says more than the municipality and stays, as does a
 * place the table does not know.
 */
export function withShownCity<T extends Located>(raw: T, lang: Lang): T {
  const name = shownCityName({ name: raw.City, zip: raw.Zip, countryId: raw.CountryID }, lang);
  return name === raw.City ? raw : { ...raw, City: name };
}

/** The name withShownCity gives a place in `lang`. */
export function shownCityName(place: { name: string; zip: string; countryId?: number | null | undefined }, lang: Lang): string {
  const municipality = municipalityOf({ countryId: place.countryId ?? 10, zip: place.zip, city: place.name });
  if (!municipality) return place.name;
  const key = nameKey(place.name);
  return Object.values(municipality.names).some((known) => nameKey(known) === key) ? municipality.names[lang] : place.name;
}
