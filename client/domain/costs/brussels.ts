/**
 * Brussels registration duty on a sale, for a deed signed today.
 * Source: be.brussels, "Réduction des droits d'enregistrement" (COST_SOURCES.brussels), and
 * fiscalite.brussels, "Immobilier : comment fonctionne le nouvel abattement ?" (3 May 2024); both
 * stored copies checked 2026-11-29. See README.md.
 */
import { toCents } from "./sources";
import type { DutyInput, DutyResult } from "./types";

/** The general rate (Code des droits d'enregistrement, art. 44). */
export const BRUSSELS_RATE = 0.125;

/** The first part of the price free of duty for a buyer's own home ("abattement"): be.brussels, fiscalite.brussels. */
export const BRUSSELS_ABATEMENT_EUR = 200_000;

/** The abatement applies only up to this price, included (the ceiling raised from €500 000 on 1 April 2023). */
export const BRUSSELS_ABATEMENT_MAX_PRICE_EUR = 600_000;

/**
 * The extra abatement per EPC class the buyer commits to gain by renovating (on top of the abatement,
 * same conditions): "25 000 € pour chaque saut de classe énergétique, avec un minimum de deux sauts"
 * (be.brussels).
 */
export const BRUSSELS_EXTRA_ABATEMENT_PER_EPC_CLASS_EUR = 25_000;

/** Fewer classes gained than this give no extra abatement at all (be.brussels: "un minimum de deux sauts"). */
export const BRUSSELS_MIN_EPC_CLASSES_GAINED = 2;

/** The most EPC classes the calculator offers (from G to A); the sources state no maximum. */
export const BRUSSELS_MAX_EPC_CLASSES_GAINED = 6;

export function brusselsDuty({ price, ownHome, epcClassesGained = 0 }: DutyInput): DutyResult {
  const abated = ownHome && price <= BRUSSELS_ABATEMENT_MAX_PRICE_EUR;
  if (!abated) return { amount: toCents(price * BRUSSELS_RATE), rate: BRUSSELS_RATE, base: price, rule: "brussels-standard", source: "brussels" };
  const gained = Math.min(Math.max(0, Math.trunc(epcClassesGained)), BRUSSELS_MAX_EPC_CLASSES_GAINED);
  const classes = gained >= BRUSSELS_MIN_EPC_CLASSES_GAINED ? gained : 0;
  const base = Math.max(0, price - BRUSSELS_ABATEMENT_EUR - classes * BRUSSELS_EXTRA_ABATEMENT_PER_EPC_CLASS_EUR);
  return { amount: toCents(base * BRUSSELS_RATE), rate: BRUSSELS_RATE, base, rule: "brussels-abatement", source: "brussels" };
}
