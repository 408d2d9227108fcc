/**
 * Flemish registration duty on a sale ("verkooprecht"), for a deed signed today.
 * Source: vlaanderen.be, "verlaagd tarief in het verkooprecht voor de aankoop van de enige eigen
 * woning" (COST_SOURCES.flanders); rates as of RULES_WRITTEN_ON (2026-11-29).
 */
import { toCents } from "./sources";
import type { DutyInput, DutyResult } from "./types";

/** The general rate of the verkooprecht (VCF art. 2.9.4.2.1). */
export const FLANDERS_STANDARD_RATE = 0.12;

/** The rate for the purchase of the only own home, since 1 January 2025. */
export const FLANDERS_OWN_HOME_RATE = 0.02;

/**
 * The conditions for the reduced rate on agreements from 1 January 2026, shown to the buyer as a
 * checklist (their words: worker/pages/costs/cost-words.ts); the calculator cannot check them, the
 * buyer ticks "own home".
 */
export const FLANDERS_OWN_HOME_CONDITIONS = ["naturalPersons", "onlyHome", "fullOwnership", "register3Years", "stay1Year"] as const;

export function flandersDuty({ price, ownHome }: DutyInput): DutyResult {
  const rate = ownHome ? FLANDERS_OWN_HOME_RATE : FLANDERS_STANDARD_RATE;
  return { amount: toCents(price * rate), rate, base: price, rule: ownHome ? "flanders-own-home" : "flanders-standard", source: "flanders" };
}
