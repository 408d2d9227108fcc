/**
 * Everything that touches maplibre-gl. The ListingMap island imports this module dynamically, only
 * once a map is about to be shown, so maplibre's code, its stylesheet and its web worker never load
 * on other pages (Vite puts them in chunks of their own).
 */
import { AttributionControl, Map as MapLibre, Marker, NavigationControl, Popup, setWorkerUrl, type StyleSpecification } from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
// maplibre's worker as a file of our own static assets: it starts from 'self' (CSP worker-src 'self'), never from a blob:.
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { boundsOf, type MapMarker, type StyleDocument } from "../../domain/map";
import { markerCard, type CardTexts } from "./marker-card";

setWorkerUrl(workerUrl);

/** Belgium and Luxembourg as a whole, for a map without markers. */
const HOME_CENTER: [number, number] = [4.9, 50.3];
const HOME_ZOOM = 6.5;
/** Closest a list map frames its markers; a detail map shows the street around the property. */
const LIST_MAX_ZOOM = 15;
const DETAIL_ZOOM = 15;
const FIT_PADDING_PX = 48;
/** Markers are 30 px pins anchored at their tip: the card opens just clear of the pin. */
const POPUP_OFFSET_PX = 32;

export interface ShowMapOptions {
  /** A fetched tile style, or the plain one built in code. */
  style: StyleDocument;
  /** True when the style has tiles from a configured source: their attribution is then shown. */
  tiled: boolean;
  markers: MapMarker[];
  /** maplibre's own UI texts (zoom buttons, close button, map label), translated. */
  locale: Record<string, string>;
  /** The accessible name of a marker. */
  markerName: (marker: MapMarker) => string;
  /** With card texts every marker is a button opening its card; without, markers only show a place. */
  card?: CardTexts | undefined;
}

function markerElement(marker: MapMarker, options: ShowMapOptions): HTMLElement {
  const node = document.createElement(options.card ? "button" : "span");
  node.className = `map-marker status-${marker.status}`;
  node.setAttribute("aria-label", options.markerName(marker));
  if (node instanceof HTMLButtonElement) node.type = "button";
  else node.setAttribute("role", "img");
  return node;
}

/** One popup for the whole map: opening a marker's card moves it; closing it gives focus back to that marker. */
function cardPopup(map: MapLibre, texts: CardTexts) {
  const popup = new Popup({ closeButton: true, closeOnClick: true, maxWidth: "260px", offset: POPUP_OFFSET_PX, focusAfterOpen: true, className: "map-popup" });
  let opener: HTMLElement | null = null;
  popup.on("close", () => {
    const container = map.getContainer();
    const focus = document.activeElement;
    // Only when focus was in the card (or fell to the page): a click elsewhere on the map keeps it there.
    if (opener && (focus === document.body || !focus || !container.contains(focus) || popup.getElement()?.contains(focus))) opener.focus();
  });
  return {
    open(marker: MapMarker, from: HTMLElement) {
      opener = from;
      const card = markerCard(marker, texts);
      card.addEventListener("keydown", (event) => {
        if (event.key === "Escape") popup.remove();
      });
      popup.setLngLat([marker.lng, marker.lat]).setDOMContent(card).addTo(map);
    },
    remove: () => popup.remove(),
  };
}

/**
 * Draws the map into `container`: markers for every property with coordinates, framed to fit them.
 * Throws when the browser cannot draw it (no WebGL); the island then says the map is unavailable.
 */
export function showMap(container: HTMLElement, options: ShowMapOptions): { destroy(): void } {
  const bounds = options.card ? boundsOf(options.markers) : null;
  const only = options.markers[0];
  const map = new MapLibre({
    container,
    // A checked style document (version, sources, layers); maplibre validates the rest itself.
    style: options.style as unknown as StyleSpecification,
    locale: options.locale,
    attributionControl: false,
    cooperativeGestures: true,
    ...(bounds
      ? { bounds, fitBoundsOptions: { padding: FIT_PADDING_PX, maxZoom: LIST_MAX_ZOOM } }
      : only
        ? { center: [only.lng, only.lat], zoom: DETAIL_ZOOM }
        : { center: HOME_CENTER, zoom: HOME_ZOOM }),
  });
  map.addControl(new NavigationControl({ showCompass: false }), "top-right");
  if (options.tiled) map.addControl(new AttributionControl({ compact: true }), "bottom-right");
  // Offline or with a blocked tile host the background still shows with the markers: one warning, not one error per tile.
  let warned = false;
  map.on("error", (event) => {
    if (!warned) console.warn("map:", event.error?.message);
    warned = true;
  });

  const popup = options.card ? cardPopup(map, options.card) : null;
  const markers = options.markers.map((marker) => {
    const node = markerElement(marker, options);
    if (popup) {
      node.addEventListener("click", (event) => {
        // The map would take the click as one on its canvas and close the card it just opened.
        event.stopPropagation();
        popup.open(marker, node);
      });
    }
    return new Marker({ element: node, anchor: "bottom" }).setLngLat([marker.lng, marker.lat]).addTo(map);
  });
  return {
    destroy() {
      popup?.remove();
      for (const marker of markers) marker.remove();
      map.remove();
    },
  };
}
