/** What a link's address may be (worker/content/schema.ts): no spaces, since the posted text ends it at the first one. */
export const LINK_ADDRESS = /^(https:|mailto:|tel:)\S+$/;

/** Where a link block goes: a page of the site by its route key, or an address. */
export interface LinkTarget {
  route: string | null;
  href: string | null;
}

export interface RouteChoice {
  key: string;
  name: string;
}

/** What staff read of a target: the page's name, or the address. */
export function targetName({ route, href }: LinkTarget, routes: readonly RouteChoice[]): string {
  if (href) return href;
  return route ? (routes.find((choice) => choice.key === route)?.name ?? route) : "";
}
