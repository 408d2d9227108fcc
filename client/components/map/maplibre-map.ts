/**
 * Everything that touches maplibre-gl. The ListingMap island imports this module dynamically, only
 * once a map is about to be shown, so maplibre's code, its stylesheet and its web worker never load
 * on other pages (Vite puts them in chunks of their own).
 */
import { AttributionControl, Map as MapLibre, NavigationControl, setWorkerUrl, type Marker, type StyleSpecification } from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
// maplibre's worker as a file of our own static assets: it starts from 'self' (CSP worker-src 'self'), never from a blob:.
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { boundsOf, type MapMarker } from "../../domain/map";
import { areaBounds, type ApproximateArea } from "../../domain/map-area";
import { markerGroups } from "../../domain/map-groups";
import { detailZoomOf, type StyleDocument } from "../../domain/map-style";
import type { AreaRing } from "../../domain/area";
import { showArea } from "./approximate-area";
import { outlineBounds, showOutline } from "./area-outline";
import { cardPopup } from "./card-popup";
import { clusteredMarkers } from "./clustered-markers";
import type { CardTexts } from "./marker-card";
import { pinButton, placePin } from "./pins";
import { drawWhenPrinting } from "./print-picture";

setWorkerUrl(workerUrl);

/** Belgium and Luxembourg as a whole, for a map without markers. */
const HOME_CENTER: [number, number] = [4.9, 50.3];
const HOME_ZOOM = 6.5;
/** Closest a list map frames its markers. */
const LIST_MAX_ZOOM = 15;
/**
 * Room around the framed markers: a pin stands 30 px above its point (and a cluster is up to 48 px
 * wide), so every marker ends up wholly inside the map, clear of the zoom buttons in the corner.
 */
const FIT_PADDING = { top: 56, bottom: 24, left: 32, right: 56 };

export interface ShowMapOptions {
  /** A fetched style (ours or the configured one), or the plain one built in code. */
  style: StyleDocument;
  /** True when the style draws someone's data: their attribution is then shown. */
  attributed: boolean;
  markers: MapMarker[];
  /** A detail map of a property whose address is hidden: this area instead of a marker. */
  area?: ApproximateArea | undefined;
  /** A list map's drawn search area (`?area=`): outlined, and framed instead of the markers (they all lie in it). */
  outline?: AreaRing | undefined;
  /** maplibre's own UI texts (zoom buttons, close button, map label), translated. */
  locale: Record<string, string>;
  /** The accessible name of a marker. */
  markerName: (marker: MapMarker) => string;
  /** The accessible name of a cluster of `count` properties (list maps). */
  clusterName: (count: number) => string;
  /** With card texts every pin is a button opening its card, and markers cluster where they crowd (list maps). */
  card?: CardTexts | undefined;
  /** A detail map's print picture (MapFrame): the map is drawn into it when the page is printed. */
  printCanvas?: HTMLCanvasElement | null | undefined;
}

/** Marks the container while the map is still loading or moving, and once it has settled (tests wait for it). */
function trackState(map: MapLibre, container: HTMLElement) {
  const busy = () => (container.dataset["mapState"] = "busy");
  busy();
  map.on("movestart", busy);
  map.on("dataloading", busy);
  map.on("idle", () => (container.dataset["mapState"] = "idle"));
}

/**
 * Draws the map into `container`. A list map frames every marker (again when its box changes size,
 * until the visitor moves it) and clusters markers that crowd; a detail map centres on the property,
 * or frames the approximate area of a hidden address. Throws when the browser cannot draw it (no
 * WebGL); the island then says the map is unavailable.
 */
export function showMap(container: HTMLElement, options: ShowMapOptions): { destroy(): void } {
  const detailZoom = detailZoomOf(options.style);
  const card = options.card;
  const bounds = options.outline ? outlineBounds(options.outline) : card ? boundsOf(options.markers) : options.area ? areaBounds(options.area) : null;
  const only = options.markers[0];
  const fit = { padding: FIT_PADDING, maxZoom: card ? LIST_MAX_ZOOM : detailZoom, animate: false };
  const map = new MapLibre({
    container,
    // A checked style document (version, sources, layers); maplibre validates the rest itself.
    style: options.style as unknown as StyleSpecification,
    locale: options.locale,
    attributionControl: false,
    cooperativeGestures: true,
    // The print picture is copied from the canvas when the page prints, long after the frame was drawn.
    canvasContextAttributes: { preserveDrawingBuffer: Boolean(options.printCanvas) },
    ...(bounds ? { bounds, fitBoundsOptions: fit } : only ? { center: [only.lng, only.lat], zoom: detailZoom } : { center: HOME_CENTER, zoom: HOME_ZOOM }),
  });
  trackState(map, container);
  map.addControl(new NavigationControl({ showCompass: false }), "top-right");
  if (options.attributed) map.addControl(new AttributionControl({ compact: true }), "bottom-right");
  // Offline or with a blocked tile host the base may be missing: one warning, not one error per tile.
  let warned = false;
  map.on("error", (event) => {
    if (!warned) console.warn("map:", event.error?.message);
    warned = true;
  });

  // Until the visitor moves the map, it keeps framing its markers when its box changes size (the
  // stylesheet arriving, a phone turning): maplibre alone would keep the centre and zoom.
  let framed = true;
  map.on("movestart", (event) => {
    if ("originalEvent" in event && event.originalEvent) framed = false;
  });
  map.on("resize", () => {
    if (framed && bounds) map.fitBounds(bounds, fit);
  });

  const popup = card ? cardPopup(map, card) : null;
  let clusters: { remove(): void } | null = null;
  map.on("load", () => {
    if (options.outline) showOutline(map, options.outline);
    if (card && popup) {
      const markerElement = pinButton({ markerName: options.markerName, groupName: card.groupName, open: popup.open });
      clusters = clusteredMarkers(map, { groups: markerGroups(options.markers), markerElement, clusterName: options.clusterName });
      if (bounds) map.fitBounds(bounds, fit);
    } else if (options.area) {
      showArea(map, options.area);
    }
  });
  const pins: Marker[] = card ? [] : options.markers.map((marker) => placePin(map, marker, options.markerName(marker)));
  const stopPrinting = options.printCanvas ? drawWhenPrinting(map, options.printCanvas, options.area ? null : (only ?? null)) : null;
  return {
    destroy() {
      stopPrinting?.();
      popup?.remove();
      clusters?.remove();
      for (const pin of pins) pin.remove();
      map.remove();
    },
  };
}
