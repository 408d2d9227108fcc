/**
 * Walloon registration duty on a sale, for a deed signed today.
 * Source: notaire.be, "Droits d'enregistrement en Région wallonne" (COST_SOURCES.wallonia; no stored
 * copy of a wallonie.be page was found): 12.5 %, 3 % for the own and only home (natural persons, full
 * ownership, no other home unless sold within 3 years, settled within 3 years, or 5 for land or a
 * home being built, and staying at least 3 years). The abatement ended on 1 January 2025
 * (fin.belgium.be, "réductions d'impôt supprimées"). Stored copies checked 2026-11-29; see README.md.
 */
import { toCents } from "./sources";
import type { DutyInput, DutyResult } from "./types";

/** The general rate (Code des droits d'enregistrement, art. 44, Walloon rate): notaire.be. */
export const WALLONIA_STANDARD_RATE = 0.125;

/** The rate for the own and only home, deeds from 1 January 2025 (it replaced the abatement): notaire.be. */
export const WALLONIA_OWN_HOME_RATE = 0.03;

export function walloniaDuty({ price, ownHome }: DutyInput): DutyResult {
  const rate = ownHome ? WALLONIA_OWN_HOME_RATE : WALLONIA_STANDARD_RATE;
  return { amount: toCents(price * rate), rate, base: price, rule: ownHome ? "wallonia-own-home" : "wallonia-standard", source: "wallonia" };
}
