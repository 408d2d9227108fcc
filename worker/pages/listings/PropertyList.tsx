import { useT } from "../../../client/i18n/catalog";
import type { City, Goal, TypeGroup } from "../../feed/model";
import { SORT_KEYS, type ListQuery, type ListResult } from "../../feed/query";
import type { ListView } from "../../feed/list-params";
import { ListMap, ViewToggle } from "./ListMap";
import { PropertyCard, type CardHeading } from "./PropertyCard";

const SORT_LABEL: Record<(typeof SORT_KEYS)[number], string> = {
  newest: "list.sort.newest",
  "price-asc": "list.sort.priceAsc",
  "price-desc": "list.sort.priceDesc",
  type: "list.sort.type",
  city: "list.sort.city",
};

export interface PropertyListProps {
  goal: Goal;
  query: ListQuery;
  result: ListResult;
  typeGroups: TypeGroup[];
  cities: City[];
  /** The list page's own path, which the filter form and the paging links point at. */
  path: string;
  /** Cards only, or the map above the cards (`view=map`). */
  view: ListView;
  /** In the map view: the address of the map's markers for these filters (worker/routes/map-api.ts). */
  markersUrl?: string | undefined;
}

/** Builds a list address with the current filters and one change (page or sort), in the given view. */
export function listHref(path: string, query: ListQuery, change: Partial<ListQuery>, view: ListView = "list"): string {
  const merged = { ...query, ...change };
  const params = new URLSearchParams();
  if (merged.city) params.set("city", merged.city);
  if (merged.type !== undefined) params.set("type", String(merged.type));
  if (merged.priceMin !== undefined) params.set("priceMin", String(merged.priceMin));
  if (merged.priceMax !== undefined) params.set("priceMax", String(merged.priceMax));
  if (merged.bedroomsMin !== undefined) params.set("bedrooms", String(merged.bedroomsMin));
  if (merged.sort !== "newest") params.set("sort", merged.sort);
  if (merged.page > 1) params.set("page", String(merged.page));
  if (view === "map") params.set("view", "map");
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function Filters({ goal, query, typeGroups, cities, path, view }: Omit<PropertyListProps, "result">) {
  const t = useT();
  const count = (item: { saleCount: number; rentCount: number }) => (goal === 0 ? item.saleCount : item.rentCount);
  return (
    <form className="list-filters" method="get" action={path} aria-label={t("list.filters")}>
      {view === "map" && <input type="hidden" name="view" value="map" />}
      <div className="field">
        <label htmlFor="list-city">{t("list.city")}</label>
        <select id="list-city" name="city" defaultValue={query.city ?? ""}>
          <option value="">{t("list.any")}</option>
          {cities
            .filter((city) => count(city) > 0)
            .map((city) => (
              <option key={`${city.zip}|${city.name}`} value={`${city.name}|${city.zip}`}>
                {city.name} ({city.zip}) – {count(city)}
              </option>
            ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="list-type">{t("list.type")}</label>
        <select id="list-type" name="type" defaultValue={query.type ?? ""}>
          <option value="">{t("list.any")}</option>
          {typeGroups.map((group) => (
            <option key={group.webId} value={group.webId} disabled={count(group) === 0}>
              {group.name} – {count(group)}
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
      <button type="submit" className="button button-primary">
        {t("search.submit")}
      </button>
    </form>
  );
}

function Paging({ query, result, path, view }: Pick<PropertyListProps, "query" | "result" | "path" | "view">) {
  const t = useT();
  if (result.pages <= 1) return null;
  const pages = Array.from({ length: result.pages }, (_, index) => index + 1).filter(
    (page) => Math.abs(page - result.page) <= 2 || page === 1 || page === result.pages,
  );
  return (
    <nav className="paging" aria-label={t("list.paging")}>
      <ul>
        {result.page > 1 && (
          <li>
            <a href={listHref(path, query, { page: result.page - 1 }, view)} rel="prev">
              {t("list.previous")}
            </a>
          </li>
        )}
        {pages.map((page) => (
          <li key={page}>
            <a href={listHref(path, query, { page }, view)} aria-current={page === result.page ? "page" : undefined}>
              {page}
            </a>
          </li>
        ))}
        {result.page < result.pages && (
          <li>
            <a href={listHref(path, query, { page: result.page + 1 }, view)} rel="next">
              {t("list.next")}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** The for-sale or for-rent list: filters, the number of objects, "page x of y", cards and paging. */
export function PropertyList(props: PropertyListProps & { cardHeading?: CardHeading }) {
  const t = useT();
  const { result, path, query, view, markersUrl } = props;
  return (
    <div className="property-list">
      <Filters {...props} />
      <ViewToggle view={view} hrefOf={(option) => listHref(path, query, {}, option)} />
      {view === "map" && markersUrl && <ListMap markersUrl={markersUrl} />}
      <p className="list-summary" role="status">
        {t("list.count", { count: result.total })} · {t("list.pageOf", { page: result.page, pages: result.pages })}
      </p>
      {result.items.length === 0 ? (
        <p className="empty-state">{t("listing.noProperties")}</p>
      ) : (
        <ul className="cards per-row-3">
          {result.items.map((item, index) => (
            <li key={item.id}>
              <PropertyCard item={item} eager={index === 0} heading={props.cardHeading} />
            </li>
          ))}
        </ul>
      )}
      <Paging {...props} />
    </div>
  );
}
