import { useEffect, useRef, useState } from "react";
import "../styles/map.css";
import "../styles/map-markers.css";
import "../styles/map-cards.css";
import { MapFrame, type MapVariant } from "../components/map/MapFrame";
import { decodeArea } from "../domain/area";
import { fromRow, parseMapPayload, type MapMarker, type MarkerRow } from "../domain/map";
import type { ApproximateArea } from "../domain/map-area";
import type { MarkerGroup } from "../domain/map-groups";
import { fallbackStyle, isStyleDocument, MAP_STYLE_TIMEOUT_MS, type StyleDocument } from "../domain/map-style";
import { useT, type Translate } from "../i18n/catalog";

export interface ListingMapProps {
  variant: MapVariant;
  /** A list's map payload address (worker/routes/map-api.ts): every property matching its filters. */
  markersUrl?: string | undefined;
  /** Or the markers themselves, when there are only a few (a detail page's one property). */
  markers?: MarkerRow[] | undefined;
  /** A detail page of a property whose address is hidden: the area to show instead of a marker. */
  area?: ApproximateArea | undefined;
  /** A list's drawn search area (`?area=` text), outlined on the map. */
  outline?: string | undefined;
  /** The configured tile style (MAP_STYLE_URL), or null. */
  styleUrl: string | null;
  /** Our own style (worker/routes/map-style.ts): the base when nothing is configured, or the configured style fails. */
  baseStyleUrl: string;
}

/** Starts loading a little before the map scrolls into view (a detail page's map sits further down). */
const VISIBILITY_MARGIN = "300px";

async function loadMarkers({ markersUrl, markers }: ListingMapProps): Promise<{ markers: MapMarker[]; hidden: number }> {
  if (!markersUrl) return { markers: (markers ?? []).map(fromRow), hidden: 0 };
  const response = await fetch(markersUrl, { headers: { Accept: "application/json" } });
  const payload = response.ok ? parseMapPayload(await response.json()) : null;
  if (!payload) throw new Error(`map payload unavailable (${response.status})`);
  return payload;
}

/** Whether a style credits someone's data itself (ours does for OpenStreetMap; the offline base needs none). */
function creditsData(style: StyleDocument): boolean {
  return Object.values(style.sources).some((source) => typeof (source as { attribution?: unknown }).attribution === "string");
}

/**
 * The first style that answers in time with a style document: the configured one, then ours; when
 * neither does, the plain one built in code, so markers always show.
 */
async function loadStyle({ styleUrl, baseStyleUrl }: ListingMapProps): Promise<{ style: StyleDocument; attributed: boolean }> {
  for (const url of new Set([styleUrl, baseStyleUrl].filter((url): url is string => Boolean(url)))) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(MAP_STYLE_TIMEOUT_MS), credentials: "omit" });
      const json: unknown = response.ok ? await response.json() : null;
      if (isStyleDocument(json)) return { style: json, attributed: url === styleUrl || creditsData(json) };
    } catch (error) {
      console.warn("map style unavailable", url, error);
    }
  }
  return { style: fallbackStyle(), attributed: false };
}

/** maplibre's UI strings (its `locale` option) from our catalogue. */
function mapLocale(t: Translate, variant: MapVariant): Record<string, string> {
  return {
    "Map.Title": variant === "list" ? t("map.listLabel") : t("map.detailLabel"),
    "NavigationControl.ZoomIn": t("map.ui.zoomIn"),
    "NavigationControl.ZoomOut": t("map.ui.zoomOut"),
    "Popup.Close": t("map.ui.close"),
    "AttributionControl.ToggleAttribution": t("map.ui.toggleAttribution"),
    "CooperativeGesturesHandler.WindowsHelpText": t("map.ui.ctrlScroll"),
    "CooperativeGesturesHandler.MacHelpText": t("map.ui.cmdScroll"),
    "CooperativeGesturesHandler.MobileHelpText": t("map.ui.twoFingers"),
  };
}

function summary(t: Translate, shown: number, hidden: number): string {
  const parts = [t("map.count", { count: shown })];
  if (hidden > 0) parts.push(t("map.notShown", { count: hidden }));
  return parts.join(" ");
}

/** The name of a spot with several properties (flats in one building): their number and the city. */
function groupName(t: Translate, group: MarkerGroup): string {
  return t("map.group", { count: group.markers.length, city: group.markers[0]?.city ?? "" });
}

/**
 * A map of listings on the site's base (or a configured style). A list's map shows a marker for every
 * property matching its filters that has a published address, clustered where they crowd; each marker
 * is a button whose card links to the property (or lists the properties at one spot). A detail
 * page's map shows the property's place, or the approximate area of a hidden address, and prints as
 * a still picture copied as the page prints. maplibre-gl is fetched only when the map comes into view.
 */
export default function ListingMap(props: ListingMapProps) {
  const t = useT();
  const canvas = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const printCanvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const container = canvas.current;
    if (!container) return;
    let disposed = false;
    let map: { destroy(): void } | undefined;
    const start = async () => {
      setBusy(true);
      if (props.variant === "list") setStatus(t("map.loading"));
      try {
        const [data, style, maplibre] = await Promise.all([loadMarkers(props), loadStyle(props), import("../components/map/maplibre-map")]);
        if (disposed) return;
        const statusOf = (marker: MapMarker) =>
          marker.status === "available" ? marker.price : t(marker.status === "sold" ? "listing.sold" : "listing.rented");
        map = maplibre.showMap(container, {
          ...style,
          markers: data.markers,
          area: props.area,
          outline: decodeArea(props.outline),
          locale: mapLocale(t, props.variant),
          clusterName: (count) => t("map.cluster", { count }),
          markerName: (marker) =>
            props.variant === "list"
              ? t("map.markerName", { type: marker.type, city: marker.city, price: statusOf(marker) })
              : t("map.markerPlace", { type: marker.type, city: marker.city }),
          card: props.variant === "list" ? { priceOf: statusOf, groupName: (group: MarkerGroup) => groupName(t, group) } : undefined,
          // What a printed detail page shows instead of the live map (drawn only when it prints).
          printCanvas: printCanvas.current,
        });
        setStatus(props.variant === "list" ? summary(t, data.markers.length, data.hidden) : "");
      } catch (error) {
        console.error("map failed", error);
        if (!disposed) setStatus(t("map.unavailable"));
      } finally {
        if (!disposed) setBusy(false);
      }
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void start();
      },
      { rootMargin: VISIBILITY_MARGIN },
    );
    observer.observe(container);
    return () => {
      disposed = true;
      observer.disconnect();
      map?.destroy();
    };
    // The props of an island never change after hydration: the map is set up once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <MapFrame variant={props.variant} canvasRef={canvas} printRef={printCanvas} status={status} busy={busy} />;
}
