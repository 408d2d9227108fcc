import type { AreaRing } from "../../client/domain/area";
import type { Goal } from "../feed/model";

/**
 * What a search alert asks for (SPEC 3 "Contact / demand person"), as stored in search_alerts.criteria
 * and matched after every published sync. Bounds are inclusive; null means "no bound".
 */
export interface AlertCriteria {
  goal: Goal;
  /** Property type groups (SPEC 3 WebID: 1 house, 2 apartment, 4 land, 5 yield, 6 commercial, 7 garage); at least one. */
  types: number[];
  /** Zones by postcode: Belgian "9000", Luxembourg "L-1611" (zoneKeyOf); with `area`, at least one zone in all. */
  zones: string[];
  /**
   * The zones as the visitor gave them ("Luxembourg, 9000"), which `zones` was read from: the manage
   * page's edit form starts from it. Absent on alerts stored before it was kept; nothing else reads it.
   */
  zonesText?: string;
  /** A drawn area (client/domain/area.ts), or null. */
  area: AreaRing | null;
  priceMin: number | null;
  priceMax: number | null;
  /** The visitor's budget: the price ceiling when no maximum price is given. */
  budget: number | null;
  bedroomsMin: number | null;
  bedroomsMax: number | null;
  /** Told to the agency's CRM; the feed's summaries carry no garage or parking counts to match on. */
  garagesMin: number | null;
  garagesMax: number | null;
  parkingsMin: number | null;
  parkingsMax: number | null;
}

export type AlertFrequency = "instant" | "daily" | "weekly";
export const ALERT_FREQUENCIES: readonly AlertFrequency[] = ["instant", "daily", "weekly"];
export type AlertState = "unconfirmed" | "active" | "stopped";

/** The largest number of listings one digest mail shows; the rest are behind its link to the full list. */
export const DIGEST_MAX_LISTINGS = 10;
