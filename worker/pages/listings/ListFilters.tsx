import { PROPERTY_TYPE_LABELS } from "../../../client/components/forms/labels";
import { formatCount } from "../../../client/domain/format";
import { useT } from "../../../client/i18n/catalog";
import type { Goal } from "../../feed/model";
import { selectedPlace, SORT_KEYS, type ListFacets, type ListQuery } from "../../feed/query";
import type { ListView } from "../../feed/list-params";
import { usePage } from "../context";
import { activeFactFilters, ListFactFilters } from "./ListFactFilters";

const SORT_LABEL: Record<(typeof SORT_KEYS)[number], string> = {
  newest: "list.sort.newest",
  "price-asc": "list.sort.priceAsc",
  "price-desc": "list.sort.priceDesc",
  "surface-desc": "list.sort.surfaceDesc",
  "surface-asc": "list.sort.surfaceAsc",
  type: "list.sort.type",
  city: "list.sort.city",
};

export interface ListFiltersProps {
  goal: Goal;
  query: ListQuery;
  facets: ListFacets;
  /**
   * How many listings the list shows now, with the filters it was asked for. Said beside the submit
   * button, never on it: the button cannot know what changed filters will find (the form works
   * without JavaScript).
   */
  total: number;
  /** The list page's own path, which the form submits to. */
  path: string;
  view: ListView;
  /** With a drawn area: this list without it (the filters' "remove" link). */
  withoutAreaHref?: string | undefined;
}

/** How many filters narrow the list (the sort and the page do not), for the disclosure's label. */
function activeFilters(query: ListQuery): number {
  return (
    [query.cities?.join(","), query.types?.join(","), query.priceMin, query.priceMax, query.bedroomsMin, query.area, query.references || undefined].filter(
      (value) => value !== undefined && value !== "",
    ).length + activeFactFilters(query)
  );
}

/**
 * The list's filters and sort as a plain GET form inside a disclosure: closed on a phone, where the
 * form would fill the screen before the first listing (its summary says how many filters are on),
 * always open from the tablet width up (client/styles/filters.css). It works without JavaScript.
 */
export function ListFilters({ goal, query, facets, total, path, view, withoutAreaHref }: ListFiltersProps) {
  const t = useT();
  const { lang } = usePage();
  const count = (item: { saleCount: number; rentCount: number }) => (goal === 0 ? item.saleCount : item.rentCount);
  const cities = query.cities ?? [];
  const types = query.types ?? [];
  const selected = cities.length === 1 ? selectedPlace(facets, cities[0]) : undefined;
  // Places the select does not list (a zip alone, a name the table does not know, several places: a
  // search alert's "see all") stay chosen as one option, named as the select would name them.
  const placeName = (param: string) => {
    const known = selectedPlace(facets, param)?.name;
    if (known) return known;
    const [name = "", zip = ""] = param.split("|").map((part) => part.trim());
    return name && zip ? `${name} (${zip})` : name || zip;
  };
  const typedCity = cities.length > 0 && !selected ? cities.join(",") : undefined;
  const severalTypes = types.length > 1 ? types.join(",") : undefined;
  const typeName = (webId: number) => {
    const label = PROPERTY_TYPE_LABELS[String(webId)];
    return facets.types.find((group) => group.webId === webId)?.name ?? (label ? t(label) : undefined);
  };
  // An id no type group has (an address made by hand) finds nothing and is not named.
  const typeNames = types.flatMap((webId) => typeName(webId) ?? []).join(", ");
  // The chosen city and type are always offered and never disabled, whatever their count: the form
  // submits only enabled, listed choices, so another change (the sort) would silently drop them.
  const offered = (item: { saleCount: number; rentCount: number }, chosen: boolean) => chosen || count(item) > 0;
  return (
    <details className="list-filters-panel">
      <summary className="button list-filters-toggle">{t("list.filtersSummary", { count: activeFilters(query) })}</summary>
      <form className="list-filters" method="get" action={path} aria-label={t("list.filters")}>
        {view === "map" && <input type="hidden" name="view" value="map" />}
        {query.area && (
          <p className="list-filters-area">
            <input type="hidden" name="area" value={query.area} />
            <span>{t("area.filterDrawn")}</span> <a href={withoutAreaHref ?? path}>{t("area.filterRemove")}</a>
          </p>
        )}
        <div className="field">
          <label htmlFor="list-city">{t("list.city")}</label>
          <select id="list-city" name="city" defaultValue={selected ? `${selected.name}|${selected.zip}` : (typedCity ?? "")}>
            <option value="">{t("list.anyCity")}</option>
            {typedCity && <option value={typedCity}>{cities.map(placeName).join(", ")}</option>}
            {facets.cities
              .filter((city) => offered(city, city === selected))
              .map((city) => (
                <option key={city.key} value={`${city.name}|${city.zip}`}>
                  {city.name} ({city.zip}) – {formatCount(count(city), lang)}
                </option>
              ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="list-type">{t("list.type")}</label>
          <select id="list-type" name="type" defaultValue={severalTypes ?? types[0] ?? ""}>
            <option value="">{t("list.anyType")}</option>
            {severalTypes && typeNames && <option value={severalTypes}>{typeNames}</option>}
            {facets.types.map((group) => (
              <option key={group.webId} value={group.webId} disabled={!offered(group, types.length === 1 && group.webId === types[0])}>
                {group.name} – {formatCount(count(group), lang)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="list-priceMin">{t("list.priceMin")}</label>
          <input type="number" id="list-priceMin" name="priceMin" min={0} step={1000} inputMode="numeric" defaultValue={query.priceMin} />
        </div>
        <div className="field">
          <label htmlFor="list-priceMax">{t("list.priceMax")}</label>
          <input type="number" id="list-priceMax" name="priceMax" min={0} step={1000} inputMode="numeric" defaultValue={query.priceMax} />
        </div>
        <div className="field">
          <label htmlFor="list-bedrooms">{t("list.bedrooms")}</label>
          <select id="list-bedrooms" name="bedrooms" defaultValue={query.bedroomsMin ?? ""}>
            <option value="">{t("list.any")}</option>
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {n}+
              </option>
            ))}
          </select>
        </div>
        <ListFactFilters query={query} />
        <div className="field">
          <label htmlFor="list-sort">{t("list.sort")}</label>
          <select id="list-sort" name="sort" defaultValue={query.sort}>
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(SORT_LABEL[key])}
              </option>
            ))}
          </select>
        </div>
        <div className="list-filters-actions">
          <div className="field-check">
            <input type="checkbox" id="list-references" name="references" value="1" defaultChecked={query.references === true} />
            <label htmlFor="list-references">{t("list.references")}</label>
          </div>
          <p className="list-filters-count">{t("list.currentCount", { count: total })}</p>
          <button type="submit" className="button button-primary list-filters-submit">
            {t("list.showResults")}
          </button>
        </div>
      </form>
    </details>
  );
}
