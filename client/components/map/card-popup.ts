import { Popup, type Map as MapLibre } from "maplibre-gl";
import type { MarkerGroup } from "../../domain/map-groups";
import { groupCard, markerCard, type CardTexts } from "./marker-card";

/** Markers are 30 px pins anchored at their tip: the card opens just clear of the pin. */
const POPUP_OFFSET_PX = 32;
/** Room kept between an open card and the map's edges. */
const EDGE_PX = 8;

/**
 * How far to move the map's view so that `card` lies inside `box` with EDGE_PX to spare: the card
 * follows its pin, so panning by this brings it wholly into view. A card taller or wider than the box
 * keeps its top or left edge in view.
 */
export function panToFit(card: DOMRectReadOnly, box: DOMRectReadOnly): [number, number] {
  const axis = (start: number, end: number, boxStart: number, boxEnd: number) => {
    if (start < boxStart + EDGE_PX || end - start > boxEnd - boxStart - 2 * EDGE_PX) return start - boxStart - EDGE_PX;
    return end > boxEnd - EDGE_PX ? end - boxEnd + EDGE_PX : 0;
  };
  return [axis(card.left, card.right, box.left, box.right), axis(card.top, card.bottom, box.top, box.bottom)];
}

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
  // maplibre opens a card below or above its pin, whichever has room for it, but a pin in the middle
  // of a map shorter than two cards has room on neither side (and a picture arriving late makes a
  // card taller): the map then moves so the card is wholly in view, again whenever the card's size changes.
  const fit = () => {
    const element = popup.getElement();
    if (!element || !popup.isOpen()) return;
    const [dx, dy] = panToFit(element.getBoundingClientRect(), map.getContainer().getBoundingClientRect());
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return;
    map.panBy([dx, dy], { duration: matchMedia("(prefers-reduced-motion: reduce)").matches ? 0 : 250 });
  };
  const resized = new ResizeObserver(() => requestAnimationFrame(fit));
  popup.on("open", () => {
    const element = popup.getElement();
    if (element) resized.observe(element);
  });
  popup.on("close", () => {
    resized.disconnect();
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
