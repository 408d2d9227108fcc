/**
 * Luxembourg duties on a sale, for a deed signed today.
 * Source: guichet.public.lu, "crédit d'impôt sur les actes notariés (Bëllegen Akt)"
 * (COST_SOURCES.luxembourg); amounts as of RULES_WRITTEN_ON (2026-11-29).
 */
import { toCents } from "./sources";
import type { DutyInput, DutyResult } from "./types";

/** Registration duty ("droit d'enregistrement"). */
export const LUXEMBOURG_REGISTRATION_RATE = 0.06;

/** Transcription duty ("droit de transcription"), charged with the registration. */
export const LUXEMBOURG_TRANSCRIPTION_RATE = 0.01;

/** The Bëllegen Akt credit per buyer for a main residence (deeds from 1 July 2025). */
export const LUXEMBOURG_CREDIT_PER_BUYER_EUR = 40_000;

/** 6 % + 1 %, less the credit of each buyer when it is their main residence; never below zero. */
export function luxembourgDuty({ price, ownHome, buyers }: DutyInput): DutyResult {
  const rate = LUXEMBOURG_REGISTRATION_RATE + LUXEMBOURG_TRANSCRIPTION_RATE;
  const gross = price * rate;
  const credit = ownHome ? Math.max(1, Math.trunc(buyers)) * LUXEMBOURG_CREDIT_PER_BUYER_EUR : 0;
  return {
    amount: toCents(Math.max(0, gross - credit)),
    rate,
    base: price,
    rule: ownHome ? "luxembourg-credit" : "luxembourg-standard",
    source: "luxembourg",
  };
}
