import { useT } from "../../../client/i18n/catalog";
import type { Goal } from "../../feed/model";
import type { ListFacets, ListQuery, ListResult } from "../../feed/query";
import { listHref, type ListView } from "../../feed/list-params";
import { ListAreaDraw } from "./AreaSearch";
import { ListFilters } from "./ListFilters";
import { BuyingCostsLink } from "../costs/BuyingCostsLink";
import { ListMap, ViewToggle } from "./ListMap";
import { Paging } from "./Paging";
import { SaveSearch, isFiltered } from "./SaveSearch";
import { PropertyCard, type CardHeading } from "./PropertyCard";
import { WiderSearch } from "./WiderSearch";

export interface PropertyListProps {
  goal: Goal;
  query: ListQuery;
  result: ListResult;
  /** The filter's choices with their counts (worker/feed/facets.ts). */
  facets: ListFacets;
  /** The list page's own path, which the filter form and the paging links point at. */
  path: string;
  /** Cards only, or the map above the cards (`view=map`). */
  view: ListView;
  /** In the map view: the address of the map's markers for these filters (worker/routes/map-api.ts). */
  markersUrl?: string | undefined;
  /** In the map view: the markers of these filters without the drawn area, to draw a new area around. */
  drawMarkersUrl?: string | undefined;
}

/** The for-sale or for-rent list: filters, the number of objects, "page x of y", cards and paging. */
export function PropertyList(props: PropertyListProps & { cardHeading?: CardHeading }) {
  const t = useT();
  const { goal, result, path, query, view, markersUrl, facets } = props;
  return (
    <div className="property-list">
      <ListFilters
        goal={goal}
        query={query}
        facets={facets}
        total={result.total}
        path={path}
        view={view}
        withoutAreaHref={query.area ? listHref(path, { ...query, area: undefined, page: 1 }, {}, view) : undefined}
      />
      <ViewToggle view={view} hrefOf={(option) => listHref(path, query, {}, option)} />
      {view === "map" && markersUrl && <ListMap markersUrl={markersUrl} area={query.area} />}
      {view === "map" && (
        <ListAreaDraw area={query.area ?? ""} listUrl={listHref(path, { ...query, area: undefined, page: 1 }, {}, "map")} markersUrl={props.drawMarkersUrl} />
      )}
      <p className="list-summary" role="status">
        {t("list.count", { count: result.total })} · {t("list.pageOf", { page: result.page, pages: result.pages })}
      </p>
      {result.items.length > 0 && isFiltered(query) && <SaveSearch query={query} />}
      {result.items.length === 0 ? (
        <WiderSearch query={query} facets={facets} path={path} />
      ) : (
        <ul className="cards per-row-3">
          {result.items.map((item, index) => (
            <li key={item.id}>
              <PropertyCard item={item} eager={index === 0} heading={props.cardHeading} />
            </li>
          ))}
        </ul>
      )}
      <Paging result={result} hrefOf={(page) => listHref(path, query, { page }, view)} />
      {result.items.length > 0 && !isFiltered(query) && <SaveSearch query={query} />}
      {goal === 0 && <BuyingCostsLink />}
    </div>
  );
}
