/**
 * The EPC filter: "this label or better". Every region's scale (client/domain/epc.ts EPC_LABELS) is a
 * run of one order from A++ down to I, so "better" is a lower place in that order whatever the
 * region: an A+ in Flanders and an A++ in Wallonia both pass "A or better"; a status ("requested",
 * "not applicable") or no label passes none.
 */
import type { EpcGrade } from "./epc";

/** Every grade, best first. */
const GRADE_ORDER: readonly EpcGrade[] = ["a_plusplus", "a_plus", "a", "b", "c", "d", "e", "f", "g", "h", "i"];

/** The grades the list filter offers (the labels Belgian and Luxembourg listings have most): A or better down to F or better. */
export const EPC_FILTER_GRADES = ["a", "b", "c", "d", "e", "f"] as const satisfies readonly EpcGrade[];
export type EpcFilterGrade = (typeof EPC_FILTER_GRADES)[number];

/** A label's place in GRADE_ORDER (0 best); NO_GRADE for a status, an unknown label or none. */
export const NO_GRADE = 255;
export function gradeRank(label: string | null | undefined): number {
  const rank = label ? GRADE_ORDER.indexOf(label as EpcGrade) : -1;
  return rank < 0 ? NO_GRADE : rank;
}
