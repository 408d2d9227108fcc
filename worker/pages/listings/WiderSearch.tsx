import { useT } from "../../../client/i18n/catalog";
import { listHref } from "../../feed/list-params";
import type { ListFacets, ListQuery } from "../../feed/query";
import { activeFactFilters } from "./ListFactFilters";
import { SaveSearch } from "./SaveSearch";

/**
 * What an empty list offers instead of a dead end: the town's list without the type, the type's list
 * without the town (for "huis gent" with no house in Ghent), each where it has listings, or else the
 * whole list; and a search alert that mails the first one that comes.
 */
export function WiderSearch({ query, facets, path }: { query: ListQuery; facets: ListFacets; path: string }) {
  const t = useT();
  // Only a wider list with something in it is offered (the counts of this list's goal).
  const offers = (counts: { saleCount: number; rentCount: number }) => (query.goal === 0 ? counts.saleCount : counts.rentCount) > 0;
  // The places and types the list's select knows by name; a zip alone or a typed name is not one.
  const knownCities = (query.cities ?? []).filter((param) => facets.cities.some((place) => `${place.name}|${place.zip}` === param));
  // Wider lists are offered from one town or one type; several are already a wide search.
  const [onlyCity] = query.cities?.length === 1 ? query.cities : [];
  const [onlyType] = query.types?.length === 1 ? query.types : [];
  const city = facets.cities.find((place) => `${place.name}|${place.zip}` === onlyCity);
  const type = facets.types.find((group) => group.webId === onlyType);
  const bare: ListQuery = { goal: query.goal, sort: "newest", page: 1, pageSize: query.pageSize };
  const narrowed =
    query.priceMin !== undefined || query.priceMax !== undefined || query.bedroomsMin !== undefined || !!query.area || activeFactFilters(query) > 0;
  const links: { key: string; href: string; text: string }[] = [];
  if (city && offers(city) && (type || narrowed)) {
    links.push({ key: "city", href: listHref(path, { ...bare, cities: query.cities }, {}), text: t("list.wider.city", { city: city.name }) });
  }
  if (type && offers(type) && (query.cities || narrowed)) {
    links.push({ key: "type", href: listHref(path, { ...bare, types: [type.webId] }, {}), text: t("list.wider.type", { type: type.name }) });
  }
  if (links.length === 0) links.push({ key: "all", href: path, text: query.goal === 0 ? t("list.wider.allForSale") : t("list.wider.allForRent") });
  // An alert on a town nobody knows would never mail anything: the text typed is left out of it.
  const alertQuery = { ...query, cities: knownCities.length > 0 ? knownCities : undefined };
  return (
    <div className="empty-state wider-search">
      <p>{t("listing.noProperties")}</p>
      <ul className="wider-search-links">
        {links.map((link) => (
          <li key={link.key}>
            <a href={link.href}>{link.text}</a>
          </li>
        ))}
      </ul>
      <SaveSearch query={alertQuery} empty />
    </div>
  );
}
