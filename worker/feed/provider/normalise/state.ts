/**
 * Whether a listing is shown, and as what: available, under option, sold or rented (SPEC 4).
 *
 * Omnicasa decides with `Status` (0 prospective, 1 active, 2 sold, 3 cancelled, 4 rented, 5 inactive,
 * 6 reference) and with the agency's own sub-statuses and marquees, whose ids differ from one agency
 * to the next: which ids mean sold, rented or under option, which are never published, and which
 * marquee badges are hidden is configuration (FeedRules), not a constant. The spec's shape without a
 * Status says the same with IsSold / IsRented. Sold and rented listings are shown as references,
 * never with a price.
 */
import type { PropertyStatus } from "../../model";
import { OMNICASA_STATUS } from "../schemas/property";

export interface SubStatusRules {
  sold: readonly number[];
  rented: readonly number[];
  option: readonly number[];
  /** Never published, whatever the Status says (in preparation, withdrawn, …). */
  hidden: readonly number[];
}

export interface FeedRules {
  /** Marquee ids whose badge is not shown (SPEC 3: the provider's ordinary states, 1 to 4). */
  hiddenMarquees: readonly number[];
  subStatus: SubStatusRules;
}

export const DEFAULT_FEED_RULES: FeedRules = {
  hiddenMarquees: [1, 2, 3, 4],
  subStatus: { sold: [], rented: [], option: [], hidden: [] },
};

/** Statuses that are published: active listings, and sold, rented and reference ones as references. */
const PUBLISHED_STATUSES: ReadonlySet<number> = new Set([OMNICASA_STATUS.active, OMNICASA_STATUS.sold, OMNICASA_STATUS.rented, OMNICASA_STATUS.reference]);

export interface StateFields {
  Goal: 0 | 1 | 2;
  Status?: number | null | undefined;
  SubStatus?: number | null | undefined;
  SubStatusName?: string | null | undefined;
  IsSold?: boolean | null | undefined;
  IsRented?: boolean | null | undefined;
  Marquee?: number | null | undefined;
  MarqueeName?: string | null | undefined;
}

export interface ListingState {
  status: PropertyStatus;
  /** Shown instead of the price: the marquee's name, or the sub-status's name for option, sold and rented. */
  badge: string | null;
}

/** The listing's state, or null when it is not published (prospective, cancelled, inactive, a hidden sub-status). */
export function listingState(raw: StateFields, rules: FeedRules): ListingState | null {
  const { Status: status, SubStatus: sub } = raw;
  if (typeof status === "number" && !PUBLISHED_STATUSES.has(status)) return null;
  const has = (ids: readonly number[]) => typeof sub === "number" && ids.includes(sub);
  if (has(rules.subStatus.hidden)) return null;

  const soldOrRented = (): PropertyStatus => (raw.Goal === 1 ? "rented" : "sold");
  let state: PropertyStatus;
  if (status === OMNICASA_STATUS.sold || has(rules.subStatus.sold)) state = "sold";
  else if (status === OMNICASA_STATUS.rented || has(rules.subStatus.rented)) state = "rented";
  else if (status === OMNICASA_STATUS.reference) state = soldOrRented();
  else state = flagStatus(raw.IsSold, raw.IsRented, raw.Goal === 1 ? 1 : 0);

  const named = has(rules.subStatus.option) || has(rules.subStatus.sold) || has(rules.subStatus.rented);
  const badge = marqueeBadge(raw.Marquee, raw.MarqueeName, rules.hiddenMarquees) ?? (named ? raw.SubStatusName?.trim() || null : null);
  return { status: state, badge };
}

/** The badge to show for a marquee, or null for none or a hidden id. */
export function marqueeBadge(marquee: number | null | undefined, name: string | null | undefined, hidden: readonly number[]): string | null {
  if (marquee === null || marquee === undefined || hidden.includes(marquee)) return null;
  return name?.trim() || null;
}

/** Sold and rented as the spec's flags say; a flag that contradicts the goal still wins (the provider knows). */
export function flagStatus(sold: boolean | null | undefined, rented: boolean | null | undefined, goal: 0 | 1): PropertyStatus {
  if (sold && rented) return goal === 0 ? "sold" : "rented";
  if (sold) return "sold";
  if (rented) return "rented";
  return "available";
}
