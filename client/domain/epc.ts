/**
 * Energy labels (SPEC 9 "Energy label ranges", SPEC 4 "EPC can be requested or not applicable").
 * Belgian regions derive the label from the energy value in kWh/m².year; Luxembourg takes the
 * label text as given. Every range's upper bound is inclusive (Flanders: 100 → a, 100.5 → b);
 * "below 0" is strict (Flanders and Wallonia: 0 → a / a_plus).
 */
import type { Region } from "./region";
import { foldText } from "./text";

export type EpcGrade = "a_plusplus" | "a_plus" | "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" | "i";

/** Text-only outcomes from EPCLabelText: certificate asked for, or not required; no image. */
export type EpcStatus = "requested" | "not-applicable";

export type EpcLabel = EpcGrade | EpcStatus;

/** Keys for the caller's translated unit texts; the numbers themselves are kWh/m².year. */
export const EPC_UNITS = { energy: "kWh/m2.year", co2: "CO2/m2/year" } as const;

/** Upper bound of a range and whether a value equal to it still belongs to the range. */
type Band = readonly [label: EpcGrade, upTo: number, inclusive: boolean];

const FLANDERS: readonly Band[] = [
  ["a_plus", 0, false],
  ["a", 100, true],
  ["b", 200, true],
  ["c", 300, true],
  ["d", 400, true],
  ["e", 500, true],
  ["f", Infinity, true],
];

/**
 * Brussels PEB main classes (kWh/m².year): A+ up to 0, A 1–45, B 46–95, C 96–150, D 151–210,
 * E 211–275, F 276–345, G above 345. The certificate also prints +/- sub-classes inside A–E; only
 * the main class is returned because the images and the renovation rule use main classes.
 */
const BRUSSELS: readonly Band[] = [
  ["a_plus", 0, true],
  ["a", 45, true],
  ["b", 95, true],
  ["c", 150, true],
  ["d", 210, true],
  ["e", 275, true],
  ["f", 345, true],
  ["g", Infinity, true],
];

const WALLONIA: readonly Band[] = [
  ["a_plusplus", 0, false],
  ["a_plus", 45, true],
  ["a", 85, true],
  ["b", 170, true],
  ["c", 255, true],
  ["d", 340, true],
  ["e", 425, true],
  ["f", 510, true],
  ["g", Infinity, true],
];

const BANDS: Readonly<Record<Exclude<Region, "luxembourg">, readonly Band[]>> = {
  flanders: FLANDERS,
  brussels: BRUSSELS,
  wallonia: WALLONIA,
};

/** Every grade a region can show, best first; each has an image (see epcImagePath). */
export const EPC_LABELS: Readonly<Record<Region, readonly EpcGrade[]>> = {
  flanders: FLANDERS.map(([label]) => label),
  brussels: BRUSSELS.map(([label]) => label),
  wallonia: WALLONIA.map(([label]) => label),
  luxembourg: ["a", "b", "c", "d", "e", "f", "g", "h", "i"],
};

/** Phrases in EPCLabelText (nl, fr, en, de), compared after normalising (see normalise). */
const STATUS_PHRASES: ReadonlyArray<readonly [EpcStatus, readonly string[]]> = [
  ["requested", ["in aanvraag", "aangevraagd", "en demande", "demande", "requested", "beantragt"]],
  [
    "not-applicable",
    ["n v t", "nvt", "niet van toepassing", "non applicable", "pas d application", "not applicable", "n a", "nicht anwendbar", "nicht zutreffend"],
  ],
];

export interface EpcInput {
  region: Region | null | undefined;
  /** EnergyPerformance in kWh/m².year; numbers or numeric text ("123,5"). */
  value?: number | string | null;
  /** EPCLabelText as the provider sends it ("B", "A+", "In aanvraag", "n.v.t."). */
  labelText?: string | null;
}

/**
 * The label to show. A status in the label text ("In aanvraag", "n.v.t.") wins; then Belgian regions
 * use the value's range, falling back to a grade named in the label text when there is no value;
 * Luxembourg uses the label text only (a–i). Undefined when nothing applies.
 */
export function epcLabel(input: EpcInput): EpcLabel | undefined {
  const status = statusOf(input.labelText);
  if (status !== undefined) return status;
  const region = input.region;
  if (typeof region !== "string" || !Object.hasOwn(EPC_LABELS, region)) return undefined;
  if (region !== "luxembourg") {
    const value = toNumber(input.value);
    if (value !== undefined) return bandOf(BANDS[region], value);
  }
  const named = gradeOf(input.labelText);
  return named !== undefined && EPC_LABELS[region].includes(named) ? named : undefined;
}

/** `/images/epc/{region}/{label}.png`, or undefined for statuses and grades the region does not have. */
export function epcImagePath(region: Region, label: EpcLabel): string | undefined {
  const grades: readonly string[] = Object.hasOwn(EPC_LABELS, region) ? EPC_LABELS[region] : [];
  return grades.includes(label) ? `/images/epc/${region}/${label}.png` : undefined;
}

/** The grade of a listing's EPC when its label is one its region has; undefined for statuses and unknown labels. */
export function epcGradeOf(epc: { region: Region; label: string | null } | null): EpcGrade | undefined {
  return epc ? EPC_LABELS[epc.region].find((grade) => grade === epc.label) : undefined;
}

/** How a grade is written on the label: "A++", "A+", "B". */
export function epcGradeText(grade: EpcGrade): string {
  if (grade === "a_plusplus") return "A++";
  if (grade === "a_plus") return "A+";
  return grade.toUpperCase();
}

function bandOf(bands: readonly Band[], value: number): EpcGrade | undefined {
  return bands.find(([, upTo, inclusive]) => (inclusive ? value <= upTo : value < upTo))?.[0];
}

function toNumber(value: number | string | null | undefined): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const parsed = Number(value.trim().replace(",", "."));
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Lower case, no accents, every run of other characters one space: "N.V.T." → "n v t". */
function normalise(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9+]+/g, " ")
    .trim();
}

function statusOf(text: string | null | undefined): EpcStatus | undefined {
  if (typeof text !== "string") return undefined;
  const padded = ` ${normalise(text)} `;
  return STATUS_PHRASES.find(([, phrases]) => phrases.some((phrase) => padded.includes(` ${phrase} `)))?.[0];
}

/** "A", "b", "A+", "a++", "a_plus", "A_PLUSPLUS" → the grade; anything else undefined. */
function gradeOf(text: string | null | undefined): EpcGrade | undefined {
  if (typeof text !== "string") return undefined;
  const compact = text.toLowerCase().replace(/\s+/g, "");
  if (compact === "a++" || compact === "a_plusplus") return "a_plusplus";
  if (compact === "a+" || compact === "a_plus") return "a_plus";
  return /^[a-i]$/.test(compact) ? (compact as EpcGrade) : undefined;
}
