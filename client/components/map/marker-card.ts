import type { MapMarker } from "../../domain/map";
import type { MarkerGroup } from "../../domain/map-groups";

/** Texts of a card that depend on the language, given by the island (which has the catalogue). */
export interface CardTexts {
  /** The price text, or the sold/rented label when the property is no longer available. */
  priceOf: (marker: MapMarker) => string;
  /** The name of a spot with several properties: the heading of its card, and its pin's accessible name. */
  groupName: (group: MarkerGroup) => string;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** One property's link: type, city and price, the way the list's cards name it. */
function propertyLink(marker: MapMarker, texts: CardTexts, picture: boolean): HTMLAnchorElement {
  const link = element("a", "map-card-link");
  link.href = marker.path;
  if (picture && marker.picture) {
    const image = element("img", "map-card-picture");
    image.src = marker.picture;
    // The link's text names the property; the picture adds nothing for a screen reader.
    image.alt = "";
    image.width = 240;
    image.height = 160;
    image.decoding = "async";
    link.appendChild(image);
  }
  const title = element("span", "map-card-title");
  title.appendChild(element("strong", "map-card-type", marker.type));
  title.appendChild(document.createTextNode(" "));
  title.appendChild(element("span", "map-card-city", marker.city));
  link.appendChild(title);
  link.appendChild(element("span", "map-card-price", texts.priceOf(marker)));
  return link;
}

/**
 * A marker's popup card, built as DOM nodes with textContent (never HTML strings): picture, type,
 * city and price, the whole card one link to the detail page, like the cards of the list.
 */
export function markerCard(marker: MapMarker, texts: CardTexts): HTMLElement {
  const card = element("article", `map-card status-${marker.status}`);
  card.appendChild(propertyLink(marker, texts, true));
  return card;
}

/**
 * The card of a spot with several properties (flats in one building): its name, then one link per
 * property, without pictures so that a whole building fits in the card.
 */
export function groupCard(group: MarkerGroup, texts: CardTexts): HTMLElement {
  const card = element("article", "map-card map-card-group");
  card.appendChild(element("p", "map-card-heading", texts.groupName(group)));
  const list = element("ul", "map-card-items");
  for (const marker of group.markers) {
    const item = element("li", `status-${marker.status}`);
    item.appendChild(propertyLink(marker, texts, false));
    list.appendChild(item);
  }
  card.appendChild(list);
  return card;
}
