import { MapFrame } from "../../../client/components/map/MapFrame";
import { Island } from "../../../client/components/Island";
import { listingRow } from "../../../client/domain/map";
import type { ApproximateArea } from "../../../client/domain/map-area";
import { mapStyleHref } from "../../../client/domain/map-style";
import type { ListingMapProps } from "../../../client/islands/ListingMap";
import { useT } from "../../../client/i18n/catalog";
import type { PropertySummary } from "../../feed/model";
import type { ListView } from "../../feed/list-params";
import { usePage } from "../context";

/**
 * The server's rendering of the ListingMap island: its first frame only. The island itself imports
 * its stylesheet and (lazily) maplibre, which the worker must not bundle, so the server renders the
 * shared frame the island starts from.
 */
function MapShell({ variant }: ListingMapProps) {
  return <MapFrame variant={variant} status="" busy={false} />;
}

/** A list's map: every property matching the filters, loaded by the island from the list's map payload address. */
export function ListMap({ markersUrl, area }: { markersUrl: string; area?: string | undefined }) {
  const { mapStyleUrl: styleUrl, lang } = usePage();
  return <Island name="ListingMap" component={MapShell} props={{ variant: "list", markersUrl, outline: area, styleUrl, baseStyleUrl: mapStyleHref(lang) }} />;
}

/**
 * A detail page's small map: the property's marker (its one marker travels in the props), or for a
 * hidden address the approximate area around its city, never its own spot; nothing when neither is known.
 */
export function PropertyMap({ item, area = null }: { item: PropertySummary; area?: ApproximateArea | null }) {
  const { mapStyleUrl: styleUrl, lang } = usePage();
  const baseStyleUrl = mapStyleHref(lang);
  if (item.geo) {
    const marker = listingRow(item, item.geo, null);
    return <Island name="ListingMap" component={MapShell} props={{ variant: "detail", markers: [marker], styleUrl, baseStyleUrl }} />;
  }
  if (!area) return null;
  return <Island name="ListingMap" component={MapShell} props={{ variant: "detail", markers: [], area, styleUrl, baseStyleUrl }} />;
}

/** The list/map switch (SPEC 2 "change of view"): two links that keep the filters, the current one marked. */
export function ViewToggle({ view, hrefOf }: { view: ListView; hrefOf: (view: ListView) => string }) {
  const t = useT();
  return (
    <nav className="view-toggle" aria-label={t("list.view")}>
      <ul>
        {(["list", "map"] as const).map((option) => (
          <li key={option}>
            <a href={hrefOf(option)} aria-current={option === view ? "page" : undefined}>
              {option === "list" ? t("list.view.list") : t("list.view.map")}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
