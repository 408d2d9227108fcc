import { addressFor } from "../domain/web-address";

/**
 * A link's address as the content keeps it, or null when the content's rule (client/domain/web-address.ts,
 * the one worker/content/schema.ts checks with) refuses it: https, mailto or tel, normalised (no spaces,
 * since the posted text ends it at the first one).
 */
export const linkAddress = (typed: string): string | null => addressFor("link", typed);

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
