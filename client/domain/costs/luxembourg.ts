/**
 * Luxembourg duties on a sale, for a deed signed today.
 * Source: guichet.public.lu, "Demander le crédit d'impôt sur les actes notariés (Bëllegen Akt)"
 * (COST_SOURCES.luxembourg): 6 % + 1 %, the credit per buyer for a personal home, and the minimum of
 * €100 the administration always collects. Its stored copy (checked 2026-11-29, undated) still says
 * €30 000 (€40 000 for 2024 deeds); the €40 000 for deeds from 1 July 2025 is the law of 3 July 2025
 * amending the law of 30 July 2002 (stored copy of linari-law.lu). See README.md.
 */
import { toCents } from "./sources";
import type { DutyInput, DutyResult } from "./types";

/** Registration duty ("droit d'enregistrement"), guichet.public.lu. */
export const LUXEMBOURG_REGISTRATION_RATE = 0.06;

/** Transcription duty ("droit de transcription"), charged with the registration, guichet.public.lu. */
export const LUXEMBOURG_TRANSCRIPTION_RATE = 0.01;

/** The Bëllegen Akt credit per buyer for a main residence (deeds from 1 July 2025; law of 3 July 2025). */
export const LUXEMBOURG_CREDIT_PER_BUYER_EUR = 40_000;

/**
 * "L'AED percevra dans tous les cas un montant minimal de 100 euros à titre de droit d'enregistrement
 * et de transcription" (guichet.public.lu): a credit exceeding the duty leaves €100, not nothing.
 */
export const LUXEMBOURG_MINIMUM_DUTY_EUR = 100;

/** 6 % + 1 %, less the credit of each buyer when it is their main residence; never below the €100 minimum. */
export function luxembourgDuty({ price, ownHome, buyers }: DutyInput): DutyResult {
  const rate = LUXEMBOURG_REGISTRATION_RATE + LUXEMBOURG_TRANSCRIPTION_RATE;
  const gross = price * rate;
  const credit = ownHome ? Math.max(1, Math.trunc(buyers)) * LUXEMBOURG_CREDIT_PER_BUYER_EUR : 0;
  return {
    amount: price > 0 ? toCents(Math.max(LUXEMBOURG_MINIMUM_DUTY_EUR, gross - credit)) : 0,
    rate,
    base: price,
    rule: ownHome ? "luxembourg-credit" : "luxembourg-standard",
    source: "luxembourg",
  };
}
