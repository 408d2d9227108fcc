/**
 * Walloon registration duty on a sale, for a deed signed today.
 * Source: finances.wallonie.be / wallonie.be, "droits d'enregistrement: taux réduit pour
 * l'habitation propre et unique" (COST_SOURCES.wallonia); rates as of RULES_WRITTEN_ON (2026-11-29).
 */
import { toCents } from "./sources";
import type { DutyInput, DutyResult } from "./types";

/** The general rate (Code des droits d'enregistrement, art. 44, Walloon rate). */
export const WALLONIA_STANDARD_RATE = 0.125;

/** The rate for the own and only home, since 1 January 2025 (it replaced the abatement). */
export const WALLONIA_OWN_HOME_RATE = 0.03;

export function walloniaDuty({ price, ownHome }: DutyInput): DutyResult {
  const rate = ownHome ? WALLONIA_OWN_HOME_RATE : WALLONIA_STANDARD_RATE;
  return { amount: toCents(price * rate), rate, base: price, rule: ownHome ? "wallonia-own-home" : "wallonia-standard", source: "wallonia" };
}
