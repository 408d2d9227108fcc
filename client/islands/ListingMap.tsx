import { useEffect, useRef, useState } from "react";
import "../styles/map.css";
import { MapFrame, type MapVariant } from "../components/map/MapFrame";
import {
  fallbackStyle,
  fromRow,
  isStyleDocument,
  MAP_STYLE_TIMEOUT_MS,
  parseMapPayload,
  type MapMarker,
  type MarkerRow,
  type StyleDocument,
} from "../domain/map";
import { useT, type Translate } from "../i18n/catalog";

export interface ListingMapProps {
  variant: MapVariant;
  /** A list's map payload address (worker/routes/map-api.ts): every property matching its filters. */
  markersUrl?: string | undefined;
  /** Or the markers themselves, when there are only a few (a detail page's one property). */
  markers?: MarkerRow[] | undefined;
  /** The configured tile style (MAP_STYLE_URL), or null for the plain style built in code. */
  styleUrl: string | null;
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

/** The configured style when it answers in time with a style document; otherwise the plain one, so markers always show. */
async function loadStyle(styleUrl: string | null): Promise<{ style: StyleDocument; tiled: boolean }> {
  if (styleUrl) {
    try {
      const response = await fetch(styleUrl, { signal: AbortSignal.timeout(MAP_STYLE_TIMEOUT_MS), credentials: "omit" });
      const json: unknown = response.ok ? await response.json() : null;
      if (isStyleDocument(json)) return { style: json, tiled: true };
    } catch (error) {
      console.warn("map style unavailable, using the plain one", error);
    }
  }
  return { style: fallbackStyle(), tiled: false };
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

/**
 * A map of listings. A list's map shows a marker for every property matching its filters that has
 * a published address; each marker is a button whose card links to the property. A detail page's map
 * shows the property's place. maplibre-gl is fetched only when the map comes into view.
 */
export default function ListingMap(props: ListingMapProps) {
  const t = useT();
  const canvas = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const container = canvas.current;
    if (!container) return;
    let disposed = false;
    let map: { destroy(): void } | undefined;
    const start = async () => {
      setBusy(true);
      if (props.variant === "list") setStatus(t("map.loading"));
      try {
        const [data, style, maplibre] = await Promise.all([loadMarkers(props), loadStyle(props.styleUrl), import("../components/map/maplibre-map")]);
        if (disposed) return;
        const statusOf = (marker: MapMarker) =>
          marker.status === "available" ? marker.price : t(marker.status === "sold" ? "listing.sold" : "listing.rented");
        map = maplibre.showMap(container, {
          ...style,
          markers: data.markers,
          locale: mapLocale(t, props.variant),
          markerName: (marker) =>
            props.variant === "list"
              ? t("map.markerName", { type: marker.type, city: marker.city, price: statusOf(marker) })
              : t("map.markerPlace", { type: marker.type, city: marker.city }),
          card: props.variant === "list" ? { priceOf: statusOf } : undefined,
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

  return <MapFrame variant={props.variant} canvasRef={canvas} status={status} busy={busy} />;
}
