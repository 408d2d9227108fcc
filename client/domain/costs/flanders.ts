/**
 * Flemish registration duty on a sale ("verkooprecht"), for a deed signed today.
 * Source: vlaanderen.be, "Verlaagd tarief in het verkooprecht voor de aankoop van de enige eigen
 * woning" (COST_SOURCES.flanders): its stored copy (checked 2026-11-29) gives the 2026 conditions
 * but not the rate in its excerpt; 12 % and 2 % are from the stored copies of forumadvocaten.be
 * (30 October 2025) and vgd.eu (18 December 2025). No source found shows an extra reduction for a
 * modest home in 2026: none is applied. See README.md.
 */
import { toCents } from "./sources";
import type { DutyInput, DutyResult } from "./types";

/** The general rate of the verkooprecht (VCF art. 2.9.4.2.1): forumadvocaten.be, vgd.eu. */
export const FLANDERS_STANDARD_RATE = 0.12;

/** The rate for the purchase of the only own home, since 1 January 2025: forumadvocaten.be, vgd.eu. */
export const FLANDERS_OWN_HOME_RATE = 0.02;

/**
 * The conditions for the reduced rate on agreements from 1 January 2026 (vlaanderen.be: natural
 * persons only, full ownership, registered at the address within 3 years and staying at least one
 * year without a break; no other home, judged per buyer), shown to the buyer as a
 * checklist (their words: worker/pages/costs/cost-words.ts); the calculator cannot check them, the
 * buyer ticks "own home".
 */
export const FLANDERS_OWN_HOME_CONDITIONS = ["naturalPersons", "onlyHome", "fullOwnership", "register3Years", "stay1Year"] as const;

export function flandersDuty({ price, ownHome }: DutyInput): DutyResult {
  const rate = ownHome ? FLANDERS_OWN_HOME_RATE : FLANDERS_STANDARD_RATE;
  return { amount: toCents(price * rate), rate, base: price, rule: ownHome ? "flanders-own-home" : "flanders-standard", source: "flanders" };
}
