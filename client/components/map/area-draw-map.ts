/**
 * The map a visitor draws a search area on: maplibre-gl with terra-draw's polygon mode. The AreaDraw
 * island imports this module only when its button is pressed, so neither library loads before.
 */
import { Map as MapLibre, Marker, NavigationControl, setWorkerUrl, type StyleSpecification } from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { TerraDraw, TerraDrawPolygonMode } from "terra-draw";
import { TerraDrawMapLibreGLAdapter } from "terra-draw-maplibre-gl-adapter";
import { AREA_BOUNDS, boxOf, type AreaRing, type LngLat } from "../../domain/area";
import { fallbackStyle, isStyleDocument, MAP_STYLE_TIMEOUT_MS, type StyleDocument } from "../../domain/map-style";

setWorkerUrl(workerUrl);

/** Belgium and Luxembourg as a whole, when there is nothing to frame. */
const HOME_BOUNDS: [[number, number], [number, number]] = [
  [2.5, 49.4],
  [6.5, 51.55],
];
const FIT = { padding: 32, maxZoom: 14, animate: false };
/** The site's blue (client/styles/site.css --button-bg), the drawn area's colour. */
const AREA_COLOUR = "#0b5d63";

export interface AreaDrawMapOptions {
  /** The configured style, then ours; the plain built-in one when neither answers. */
  styleUrls: readonly string[];
  /** The area drawn before, shown on the map until a new one is finished. */
  ring: AreaRing | null;
  /** Listings to draw around (a list's markers), shown as dots. */
  points: readonly LngLat[];
  /** maplibre's own UI texts, translated. */
  locale: Record<string, string>;
  /** A polygon was finished: its ring (closed, as GeoJSON writes it). */
  onFinish: (ring: LngLat[]) => void;
}

async function loadStyle(urls: readonly string[]): Promise<StyleDocument> {
  for (const url of new Set(urls)) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(MAP_STYLE_TIMEOUT_MS), credentials: "omit" });
      const json: unknown = response.ok ? await response.json() : null;
      if (isStyleDocument(json)) return json;
    } catch (error) {
      console.warn("map style unavailable", url, error);
    }
  }
  return fallbackStyle();
}

function frameOf(ring: AreaRing | null, points: readonly LngLat[]): [[number, number], [number, number]] {
  const corners = [...(ring ?? []), ...points];
  if (corners.length === 0) return HOME_BOUNDS;
  const box = boxOf(corners);
  const pad = 0.01;
  return [
    [Math.max(AREA_BOUNDS.west, box.west - pad), Math.max(AREA_BOUNDS.south, box.south - pad)],
    [Math.min(AREA_BOUNDS.east, box.east + pad), Math.min(AREA_BOUNDS.north, box.north + pad)],
  ];
}

/** Draws the map into `container`, in polygon mode; marks the container busy/idle as the list map does (tests wait for it). */
export async function showAreaDrawMap(container: HTMLElement, options: AreaDrawMapOptions): Promise<{ destroy(): void }> {
  const style = await loadStyle(options.styleUrls);
  const map = new MapLibre({
    container,
    style: style as unknown as StyleSpecification,
    locale: options.locale,
    bounds: frameOf(options.ring, options.points),
    fitBoundsOptions: FIT,
    attributionControl: false,
  });
  container.dataset["mapState"] = "busy";
  map.on("movestart", () => (container.dataset["mapState"] = "busy"));
  map.on("idle", () => (container.dataset["mapState"] = "idle"));
  map.addControl(new NavigationControl({ showCompass: false }), "top-right");
  let warned = false;
  map.on("error", (event) => {
    if (!warned) console.warn("map:", event.error?.message);
    warned = true;
  });
  // Guides, not controls: the dots let every click through to the drawing.
  const dots = options.points.map(([lng, lat]) => {
    const dot = document.createElement("span");
    dot.className = "area-draw-dot";
    dot.setAttribute("aria-hidden", "true");
    return new Marker({ element: dot }).setLngLat([lng, lat]).addTo(map);
  });
  let draw: TerraDraw | undefined;
  map.on("load", () => {
    draw = new TerraDraw({
      adapter: new TerraDrawMapLibreGLAdapter({ map, coordinatePrecision: 6 }),
      modes: [
        new TerraDrawPolygonMode({
          styles: { fillColor: AREA_COLOUR, fillOpacity: 0.18, outlineColor: AREA_COLOUR, outlineWidth: 2, closingPointColor: AREA_COLOUR },
        }),
      ],
    });
    draw.start();
    draw.setMode("polygon");
    if (options.ring) {
      const closed = [...options.ring, options.ring[0]!].map(([lng, lat]) => [lng, lat]);
      draw.addFeatures([{ type: "Feature", id: crypto.randomUUID(), geometry: { type: "Polygon", coordinates: [closed] }, properties: { mode: "polygon" } }]);
    }
    draw.on("finish", (id) => {
      const feature = draw?.getSnapshotFeature(id);
      if (feature?.geometry.type !== "Polygon") return;
      // One area at a time: the new one replaces what was there.
      const others = draw!.getSnapshot().filter((other) => other.id !== id && other.geometry.type === "Polygon" && !other.properties["currentlyDrawing"]);
      if (others.length > 0) draw!.removeFeatures(others.map((other) => other.id!));
      const ring = (feature.geometry.coordinates[0] ?? []).map(([lng, lat]) => [lng!, lat!] as LngLat);
      options.onFinish(ring);
    });
  });
  return {
    destroy() {
      draw?.stop();
      for (const dot of dots) dot.remove();
      map.remove();
    },
  };
}
