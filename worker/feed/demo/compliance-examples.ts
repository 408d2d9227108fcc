/**
 * The demo feed's listings for the legal facts of issue 39, named here so tests (and the staff's
 * compliance list) can point at them. Every other demo listing in Flanders, Brussels, Wallonia and
 * Luxembourg carries its region's facts (render-details.ts); the listings below are left incomplete
 * on purpose, each missing one fact, the way a real feed sometimes is. Ids are fixed: the demo draws
 * the same listing for the same id on every run.
 */
import type { Region } from "../../../client/domain/region";

/** A fact a deliberately incomplete demo listing leaves out (as "", the provider's habit). */
export type DemoGap = "epcCode" | "floodScores" | "co2" | "energyTotal" | "insulationClass" | "rentCharges";

export interface DemoExample {
  id: number;
  region: Region;
  goal: "sale" | "rent";
}

export interface DemoIncompleteExample extends DemoExample {
  /** What the listing misses; undefined for one the provider itself leaves open ("EPC requested"). */
  gap: DemoGap | undefined;
  /** In words, for the reader of a test or the README. */
  missing: string;
}

/** Listings that carry every fact their region asks for, one sale (and rental where useful) per region. */
export const DEMO_COMPLETE_EXAMPLES: readonly DemoExample[] = [
  { id: 5010, region: "flanders", goal: "sale" },
  { id: 5110, region: "flanders", goal: "rent" },
  { id: 5123, region: "brussels", goal: "sale" },
  { id: 5013, region: "wallonia", goal: "sale" },
  // A flat in Ettelbruck: both classes, and 6 % + 1 % in its costs.
  { id: 5062, region: "luxembourg", goal: "sale" },
  { id: 5072, region: "luxembourg", goal: "rent" },
];

/** Listings that lack one fact on purpose (or, for "EPC requested", because the certificate is not there yet). */
export const DEMO_INCOMPLETE_EXAMPLES: readonly DemoIncompleteExample[] = [
  { id: 5063, region: "flanders", goal: "sale", gap: "epcCode", missing: "the EPC certificate's unique code" },
  { id: 5085, region: "flanders", goal: "sale", gap: "floodScores", missing: "the flood P-score and G-score" },
  { id: 5016, region: "flanders", goal: "rent", gap: undefined, missing: "an EPC: the provider says it is requested" },
  { id: 5051, region: "brussels", goal: "sale", gap: "co2", missing: "the CO₂ emission" },
  { id: 5028, region: "wallonia", goal: "sale", gap: "energyTotal", missing: "the total energy consumption" },
  { id: 5120, region: "luxembourg", goal: "sale", gap: "insulationClass", missing: "the thermal insulation class" },
  { id: 5014, region: "wallonia", goal: "rent", gap: "rentCharges", missing: "the rental charges" },
];

const GAPS: ReadonlyMap<number, DemoGap> = new Map(DEMO_INCOMPLETE_EXAMPLES.flatMap((example) => (example.gap ? [[example.id, example.gap] as const] : [])));

/** The fact demo listing `id` leaves out on purpose, if any. */
export function demoGapOf(id: number): DemoGap | undefined {
  return GAPS.get(id);
}
