/**
 * The Flemish renovation obligation notice (SPEC 9): houses and apartments bought from 2023 with
 * energy label E or F must be renovated to D or better within a few years. Shown on for-sale
 * listings as information for buyers.
 */
import type { EpcLabel } from "./epc";
import type { Region } from "./region";
import { DWELLING_WEB_IDS } from "./type-groups";

/**
 * Years the buyer has to renovate. The German source text says 6; the rule is 5 and we show 5 in
 * every language.
 */
export const RENOVATION_YEARS = 5;

/** Purchases from this year on fall under the obligation. */
export const RENOVATION_FROM_YEAR = 2023;

/** Type groups (WebID) the rule covers: the dwellings (1 house/villa/farm, 2 apartment). */
export const RENOVATION_WEB_IDS: readonly number[] = DWELLING_WEB_IDS;

const LABELS_NEEDING_RENOVATION: readonly EpcLabel[] = ["e", "f"];

/** Goal 0 is for sale; anything else is for rent (SPEC 9). */
const GOAL_FOR_SALE = 0;

export interface RenovationInput {
  /** WebID, or the WebIDs comma list ("1,2"); one covered group is enough. */
  webId: number | string | null | undefined;
  region: Region | null | undefined;
  label: EpcLabel | null | undefined;
  /** Year of the purchase; absent means a sale still to happen, so from today (after 2023). */
  saleYear?: number | null;
  /** The listing's Goal; absent is treated as for sale, a rent goal never shows the notice. */
  goal?: number | string | null;
}

/** True when a Flemish house or apartment for sale with label E or F should show the notice. */
export function needsRenovationNotice(input: RenovationInput): boolean {
  if (input.region !== "flanders") return false;
  if (input.label === null || input.label === undefined) return false;
  if (!LABELS_NEEDING_RENOVATION.includes(input.label)) return false;
  if (input.goal !== null && input.goal !== undefined && Number(input.goal) !== GOAL_FOR_SALE) return false;
  if (typeof input.saleYear === "number" && input.saleYear < RENOVATION_FROM_YEAR) return false;
  return webIdsOf(input.webId).some((id) => RENOVATION_WEB_IDS.includes(id));
}

function webIdsOf(webId: number | string | null | undefined): number[] {
  if (typeof webId === "number") return [webId];
  if (typeof webId !== "string") return [];
  return webId
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map(Number);
}
