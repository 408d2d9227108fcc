/** SPEC 2's "change of view": a property list is shown as cards (the default) or on a map. */
export const LIST_VIEWS = ["list", "map"] as const;
export type ListView = (typeof LIST_VIEWS)[number];

/** The view a list address asks for (`view=map`); anything else is the card list. */
export function readListView(search: URLSearchParams): ListView {
  return search.get("view") === "map" ? "map" : "list";
}
