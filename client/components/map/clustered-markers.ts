/**
 * A list map's markers, clustered where they crowd. MapLibre's GeoJSON source does the clustering
 * (supercluster) over spots, not properties: properties at one spot (flats in one building) are one
 * pin whose card lists them all, since no zoom could pull them apart. Every cluster and every pin on
 * screen is an HTML button, kept in the page in map order (west to east, client/domain/map-groups.ts)
 * so Tab follows the map: a pin opens its card, a cluster zooms in on its properties and hands the
 * focus to the marker nearest to where it was.
 */
import { Marker, type AddLayerObject, type ExpressionSpecification, type GeoJSONSource, type Map as MapLibre, type MapSourceDataEvent } from "maplibre-gl";
import { compareSpots, type MarkerGroup, type Spot } from "../../domain/map-groups";
import { LABEL_PLACES_NEAR_MARKERS, PLACE_LABELS_LAYER } from "../../domain/map-style";
import { clusterButton } from "./pins";

const SOURCE = "listings";
type Feature = ReturnType<MapLibre["querySourceFeatures"]>[number];

function spotOf(feature: Feature): Spot | null {
  return feature.geometry.type === "Point" ? { lng: feature.geometry.coordinates[0]!, lat: feature.geometry.coordinates[1]! } : null;
}
/** Markers closer than this (px) are drawn as one cluster... */
export const CLUSTER_RADIUS_PX = 44;
/** ...up to this zoom; closer in, every spot has its own pin (even on one street). */
export const CLUSTER_MAX_ZOOM = 14;

/**
 * The room each marker takes on the map, as an invisible symbol above the base's labels. The markers
 * are HTML drawn over the map, out of reach of its label placement: without this a cluster, which
 * stands where a city's listings are and so on its name, hid the name ("Antwerpen", "Hasselt").
 * Symbols of a higher layer are placed first and the labels below then avoid them, taking another
 * side of their dot or, where none is free, giving way. Each symbol is one glyph as tall as its
 * marker: a cluster's disc (pins.ts sizes it by its count), a pin standing above its point.
 */
function markerRoom(): AddLayerObject {
  const clusterSize: ExpressionSpecification = ["min", 48, ["+", 30, ["*", 4, ["log2", ["get", "listings"]]]]];
  return {
    id: `${SOURCE}-room`,
    type: "symbol",
    source: SOURCE,
    layout: {
      "text-field": "\u25a0",
      "text-font": ["sans-serif"],
      "text-size": ["case", ["has", "cluster_id"], clusterSize, 30],
      "text-anchor": ["case", ["has", "cluster_id"], "center", "bottom"],
      "text-line-height": 1,
      "text-allow-overlap": true,
      "text-padding": 2,
    },
    paint: { "text-opacity": 0 },
  };
}

export interface ClusterOptions {
  /** The spots to mark, in page order (markerGroups). */
  groups: readonly MarkerGroup[];
  /** The element of one spot's pin (a button that opens its card). */
  markerElement: (group: MarkerGroup) => HTMLElement;
  /** The accessible name of a cluster of `count` properties. */
  clusterName: (count: number) => string;
}

interface Shown {
  marker: Marker;
  spot: Spot;
}

/** Adds the clustered source to `map` (after its style loaded) and keeps one HTML marker per cluster or spot on screen. */
export function clusteredMarkers(map: MapLibre, options: ClusterOptions): { remove(): void } {
  map.addSource(SOURCE, {
    type: "geojson",
    data: {
      type: "FeatureCollection",
      features: options.groups.map((group, index) => ({
        type: "Feature",
        properties: { index, listings: group.markers.length },
        geometry: { type: "Point", coordinates: [group.lng, group.lat] },
      })),
    },
    cluster: true,
    clusterRadius: CLUSTER_RADIUS_PX,
    clusterMaxZoom: CLUSTER_MAX_ZOOM,
    // A cluster counts properties, not spots: a building of six flats is six.
    clusterProperties: { listings: ["+", ["get", "listings"]] },
  });
  // MapLibre only tiles a source that a layer draws: an invisible one, the buttons are the markers.
  map.addLayer({ id: `${SOURCE}-tiles`, type: "circle", source: SOURCE, paint: { "circle-radius": 1, "circle-opacity": 0 } });
  map.addLayer(markerRoom());
  // The offline base's names then take the far side of a marker rather than give way to it.
  if (map.getLayer(PLACE_LABELS_LAYER)) map.setLayoutProperty(PLACE_LABELS_LAYER, "text-variable-anchor-offset", LABEL_PLACES_NEAR_MARKERS);
  const source = map.getSource<GeoJSONSource>(SOURCE)!;
  const shown = new Map<string, Shown>();
  /** Where a cluster that was just expanded stood: the marker nearest to it (one of its parts) takes the focus. */
  let focusNear: Spot | null = null;

  const expand = async (feature: Feature, spot: Spot, button: HTMLElement) => {
    const id = Number(feature.properties["cluster_id"]);
    const zoom = await source.getClusterExpansionZoom(id);
    focusNear = button === document.activeElement ? spot : null;
    // Once the zoom has ended and the new zoom's clusters are drawn, not at the first frame of it.
    if (focusNear) map.once("idle", focusNearest);
    map.easeTo({ center: spot, zoom });
  };

  const markerOf = (feature: Feature): [string, Spot, () => Marker] | null => {
    const spot = spotOf(feature);
    if (!spot) return null;
    if (feature.properties["cluster"]) {
      const count = Number(feature.properties["listings"]);
      const create = () => {
        const button = clusterButton(count, options.clusterName(count));
        button.addEventListener("click", (event) => {
          event.stopPropagation();
          void expand(feature, spot, button);
        });
        return new Marker({ element: button, anchor: "center" }).setLngLat(spot);
      };
      return [`c${feature.properties["cluster_id"]}`, spot, create];
    }
    const group = options.groups[Number(feature.properties["index"])];
    if (!group) return null;
    return [`p${feature.properties["index"]}`, group, () => new Marker({ element: options.markerElement(group), anchor: "bottom" }).setLngLat(group)];
  };

  /**
   * Puts a new marker's element among the others in page order. Markers already shown are never
   * moved: moving an element in the page takes the focus away from it.
   */
  const placeInOrder = (added: Shown) => {
    let next: Shown | null = null;
    let last: Shown | null = null;
    for (const other of shown.values()) {
      if (other === added) continue;
      if (compareSpots(other.spot, added.spot) > 0) {
        if (!next || compareSpots(other.spot, next.spot) < 0) next = other;
      } else if (!last || compareSpots(other.spot, last.spot) >= 0) last = other;
    }
    const element = added.marker.getElement();
    const after = next ? next.marker.getElement() : last ? last.marker.getElement().nextSibling : undefined;
    if (after !== undefined) element.parentNode?.insertBefore(element, after);
  };

  const update = () => {
    const wanted = new Map<string, [Spot, () => Marker]>();
    for (const feature of map.querySourceFeatures(SOURCE)) {
      const entry = markerOf(feature);
      if (entry && !wanted.has(entry[0])) wanted.set(entry[0], [entry[1], entry[2]]);
    }
    for (const [key, { marker }] of shown) {
      if (wanted.has(key)) continue;
      marker.remove();
      shown.delete(key);
    }
    for (const [key, [spot, create]] of wanted) {
      if (shown.has(key)) continue;
      const added = { marker: create().addTo(map), spot };
      shown.set(key, added);
      placeInOrder(added);
    }
  };

  const focusNearest = () => {
    if (!focusNear) return;
    const from = map.project(focusNear);
    focusNear = null;
    update();
    let nearest: HTMLElement | null = null;
    let best = Infinity;
    for (const { marker } of shown.values()) {
      const point = map.project(marker.getLngLat());
      const distance = Math.hypot(point.x - from.x, point.y - from.y);
      if (distance < best) [best, nearest] = [distance, marker.getElement()];
    }
    nearest?.focus();
  };

  const onData = (event: MapSourceDataEvent) => {
    if (event.sourceId === SOURCE && event.isSourceLoaded) update();
  };
  map.on("sourcedata", onData);
  map.on("moveend", update);
  // While a zoom's tiles load, the previous zoom's stand in for them and their clusters are among the
  // features; once the map is idle only the current zoom's are left.
  map.on("idle", update);
  return {
    remove() {
      map.off("sourcedata", onData);
      map.off("moveend", update);
      map.off("idle", update);
      for (const { marker } of shown.values()) marker.remove();
      shown.clear();
    },
  };
}
