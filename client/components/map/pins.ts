/**
 * The markers of a map: a list map's pins are buttons that open their card (a spot with several
 * properties shows how many) and its clusters buttons that zoom in; a detail map's one pin is a
 * picture with a name.
 */
import { Marker, type Map as MapLibre } from "maplibre-gl";
import type { MapMarker } from "../../domain/map";
import type { MarkerGroup } from "../../domain/map-groups";

export interface PinTexts {
  /** The accessible name of a spot's only property. */
  markerName: (marker: MapMarker) => string;
  /** The accessible name of a spot with several properties. */
  groupName: (group: MarkerGroup) => string;
  /** Opens the spot's card, giving the focus back to `from` when it closes. */
  open: (group: MarkerGroup, from: HTMLElement) => void;
}

/** A list map's pin of `group`: a button, with the number of properties there when there are several. */
export function pinButton(texts: PinTexts): (group: MarkerGroup) => HTMLButtonElement {
  return (group) => {
    const button = document.createElement("button");
    button.type = "button";
    const only = group.markers.length === 1 ? group.markers[0] : undefined;
    button.className = `map-marker status-${group.status}${only ? "" : " map-group"}`;
    button.setAttribute("aria-label", only ? texts.markerName(only) : texts.groupName(group));
    if (!only) {
      const count = document.createElement("span");
      count.className = "map-group-count";
      count.textContent = String(group.markers.length);
      button.appendChild(count);
    }
    button.addEventListener("click", (event) => {
      // The map would take the click as one on its canvas and close the card it just opened.
      event.stopPropagation();
      texts.open(group, button);
    });
    return button;
  };
}

/** A detail map's pin at `marker`, named `name`: nothing to press, so a picture rather than a button. */
export function placePin(map: MapLibre, marker: MapMarker, name: string): Marker {
  const pin = document.createElement("span");
  pin.className = `map-marker status-${marker.status}`;
  pin.setAttribute("role", "img");
  pin.setAttribute("aria-label", name);
  return new Marker({ element: pin, anchor: "bottom" }).setLngLat([marker.lng, marker.lat]).addTo(map);
}

/** A cluster of `count` properties: a round button with its number. */
export function clusterButton(count: number, name: string): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "map-cluster";
  button.setAttribute("aria-label", name);
  button.textContent = String(count);
  // Bigger clusters read bigger: 32 px for a pair, up to 48 px.
  button.style.setProperty("--size", `${Math.min(48, 30 + Math.round(Math.log2(count) * 4))}px`);
  return button;
}
