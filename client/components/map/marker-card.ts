import type { MapMarker } from "../../domain/map";

/** Texts of a card that depend on the language, given by the island (which has the catalogue). */
export interface CardTexts {
  /** The price text, or the sold/rented label when the property is no longer available. */
  priceOf: (marker: MapMarker) => string;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * A marker's popup card, built as DOM nodes with textContent (never HTML strings): picture, type,
 * city and price, the whole card one link to the detail page, like the cards of the list.
 */
export function markerCard(marker: MapMarker, texts: CardTexts): HTMLElement {
  const card = element("article", `map-card status-${marker.status}`);
  const link = element("a", "map-card-link");
  link.href = marker.path;
  if (marker.picture) {
    const picture = element("img", "map-card-picture");
    picture.src = marker.picture;
    // The link's text names the property; the picture adds nothing for a screen reader.
    picture.alt = "";
    picture.width = 240;
    picture.height = 160;
    picture.decoding = "async";
    link.appendChild(picture);
  }
  const title = element("span", "map-card-title");
  title.appendChild(element("strong", "map-card-type", marker.type));
  title.appendChild(document.createTextNode(" "));
  title.appendChild(element("span", "map-card-city", marker.city));
  link.appendChild(title);
  link.appendChild(element("span", "map-card-price", texts.priceOf(marker)));
  card.appendChild(link);
  return card;
}
