import { Popup, type Map as MapLibre } from "maplibre-gl";
import type { MarkerGroup } from "../../domain/map-groups";
import { groupCard, markerCard, type CardTexts } from "./marker-card";

/** Markers are 30 px pins anchored at their tip: the card opens just clear of the pin. */
const POPUP_OFFSET_PX = 32;

/** The card popup of a list map: `open` shows the card of a spot's pin; closing it gives the focus back to that pin. */
export interface CardPopup {
  open(group: MarkerGroup, from: HTMLElement): void;
  remove(): void;
}

/**
 * One popup for the whole map: opening a pin's card moves it there. A spot with one property shows
 * that property's card, a spot with several the list of them.
 */
export function cardPopup(map: MapLibre, texts: CardTexts): CardPopup {
  const popup = new Popup({ closeButton: true, closeOnClick: true, maxWidth: "260px", offset: POPUP_OFFSET_PX, focusAfterOpen: true, className: "map-popup" });
  let opener: HTMLElement | null = null;
  popup.on("close", () => {
    const container = map.getContainer();
    const focus = document.activeElement;
    // Only when focus was in the card (or fell to the page): a click elsewhere on the map keeps it there.
    if (opener && (focus === document.body || !focus || !container.contains(focus) || popup.getElement()?.contains(focus))) opener.focus();
  });
  return {
    open(group, from) {
      opener = from;
      const only = group.markers.length === 1 ? group.markers[0] : undefined;
      const card = only ? markerCard(only, texts) : groupCard(group, texts);
      card.addEventListener("keydown", (event) => {
        if (event.key === "Escape") popup.remove();
      });
      popup.setLngLat([group.lng, group.lat]).setDOMContent(card).addTo(map);
    },
    remove: () => popup.remove(),
  };
}
