/**
 * Brussels registration duty on a sale, for a deed signed today.
 * Source: be.brussels / fiscalite.brussels, "réduction des droits d'enregistrement"
 * (COST_SOURCES.brussels); amounts as of RULES_WRITTEN_ON (2026-11-29).
 */
import { toCents } from "./sources";
import type { DutyInput, DutyResult } from "./types";

/** The general rate (Code des droits d'enregistrement, art. 44). */
export const BRUSSELS_RATE = 0.125;

/** The first part of the price free of duty for a buyer's own home ("abattement"). */
export const BRUSSELS_ABATEMENT_EUR = 200_000;

/** The abatement applies only up to this price, included. */
export const BRUSSELS_ABATEMENT_MAX_PRICE_EUR = 600_000;

/**
 * The extra abatement per EPC class the buyer commits to gain by renovating, where it applies (on
 * top of the abatement, same conditions), as the issue states it: check the amount on the source
 * with every change of the Brussels rules.
 */
export const BRUSSELS_EXTRA_ABATEMENT_PER_EPC_CLASS_EUR = 25_000;

/** The most EPC classes the extra abatement counts (from G to A). */
export const BRUSSELS_MAX_EPC_CLASSES_GAINED = 6;

export function brusselsDuty({ price, ownHome, epcClassesGained = 0 }: DutyInput): DutyResult {
  const abated = ownHome && price <= BRUSSELS_ABATEMENT_MAX_PRICE_EUR;
  if (!abated) return { amount: toCents(price * BRUSSELS_RATE), rate: BRUSSELS_RATE, base: price, rule: "brussels-standard", source: "brussels" };
  const classes = Math.min(Math.max(0, Math.trunc(epcClassesGained)), BRUSSELS_MAX_EPC_CLASSES_GAINED);
  const base = Math.max(0, price - BRUSSELS_ABATEMENT_EUR - classes * BRUSSELS_EXTRA_ABATEMENT_PER_EPC_CLASS_EUR);
  return { amount: toCents(base * BRUSSELS_RATE), rate: BRUSSELS_RATE, base, rule: "brussels-abatement", source: "brussels" };
}
