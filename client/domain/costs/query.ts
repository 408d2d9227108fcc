/**
 * The calculator's fields as an address carries them (`?price=350000&region=flanders&own=on`): the
 * GET form of the calculator page, the detail panel's form and the island all read them here.
 * An error names its field (its words come with the calculator's). Amounts accept the visitor's own grouping ("350.000", "350 000",
 * "350,000"); the rate is in percent with a point or a comma ("3,3").
 *
 * Two forms of the same figures: the fields show them as the page's language writes them (shownCostValues:
 * "240.000" and "3,3" in Dutch, "240 000" in French, "240,000" and "3.3" in English), and the address
 * carries them canonical (canonicalCostValues: plain digits, a point), so the edge keeps one page per result.
 */
import * as v from "valibot";
import type { Lang } from "../../i18n/languages";
import { formatCount, formatNumber } from "../format";
import type { Region } from "../region";
import { BRUSSELS_MAX_EPC_CLASSES_GAINED } from "./brussels";
import type { CostInput } from "./index";
import { DEFAULT_OWN_FUNDS_SHARE, DEFAULT_YEARLY_RATE, DEFAULT_YEARS } from "./mortgage";
import { VAT_CHOICES } from "./new-build";

export const COST_FIELDS = ["price", "region", "own", "vat", "buyers", "funds", "rate", "years", "epc"] as const;
export type CostField = (typeof COST_FIELDS)[number];
export type CostValues = Partial<Record<CostField, string>>;

export const REGIONS: readonly Region[] = ["flanders", "wallonia", "brussels", "luxembourg"];

/** The bounds a figure must keep, with their unit. */
export const COST_LIMITS = {
  minPriceEur: 1_000,
  maxPriceEur: 100_000_000,
  maxBuyers: 4,
  maxRatePercent: 20,
  minYears: 1,
  maxYears: 40,
} as const;

/** Digits, then groups of three behind one mark, then perhaps cents behind a mark: "350.000", "350 000,50". */
const AMOUNT = /^(\d+)((?:[ .,\u00a0\u202f']\d{3})*)(?:([.,])\d{1,2})?$/;

/**
 * Whole euros from a typed amount, or NaN. Grouping must be one mark in threes, and cents (dropped) a
 * different mark: a slip such as "1.240.00" (a digit lost from "1.240.000") or "2400.000" is refused
 * with the field's error rather than read as another price.
 */
export function readEuros(text: string): number {
  const typed = text.trim().replace(/^€\s*|\s*€$/g, "");
  const match = AMOUNT.exec(typed);
  if (!match) return NaN;
  const [, head = "", groups = "", centsMark] = match;
  if (groups !== "") {
    const marks = new Set(groups.replace(/\d/g, ""));
    if (head.length > 3 || marks.size !== 1 || (centsMark !== undefined && marks.has(centsMark))) return NaN;
  }
  return Number(head + groups.replace(/\D/g, ""));
}

/** A percentage from "3.3" or "3,3", or NaN. */
export function readPercent(text: string): number {
  const typed = text.trim().replace(/\s*%$/, "");
  return /^\d{1,2}(?:[.,]\d{1,3})?$/.test(typed) ? Number(typed.replace(",", ".")) : NaN;
}

const euros = (message: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.transform(readEuros),
    v.number(message),
    v.check((n) => Number.isFinite(n) && n >= min && n <= max, message),
  );
const whole = (message: string, min: number, max: number) =>
  v.pipe(v.string(), v.trim(), v.regex(/^\d{1,3}$/, message), v.transform(Number), v.minValue(min, message), v.maxValue(max, message));

const SCHEMA = v.object({
  price: euros("price", COST_LIMITS.minPriceEur, COST_LIMITS.maxPriceEur),
  region: v.picklist(REGIONS, "region"),
  own: v.pipe(
    v.string(),
    v.transform((text) => text === "on"),
  ),
  vat: v.picklist(VAT_CHOICES, "vat"),
  buyers: whole("buyers", 1, COST_LIMITS.maxBuyers),
  funds: v.union([v.literal(""), euros("funds", 0, COST_LIMITS.maxPriceEur)], "funds"),
  rate: v.pipe(
    v.string(),
    v.transform(readPercent),
    v.check((n) => Number.isFinite(n) && n >= 0 && n <= COST_LIMITS.maxRatePercent, "rate"),
  ),
  years: whole("years", COST_LIMITS.minYears, COST_LIMITS.maxYears),
  epc: whole("epc", 0, BRUSSELS_MAX_EPC_CLASSES_GAINED),
});

/** The values a field starts from when the address leaves it out. */
export const COST_DEFAULTS = {
  vat: "none",
  buyers: "1",
  rate: String(Math.round(DEFAULT_YEARLY_RATE * 10_000) / 100),
  years: String(DEFAULT_YEARS),
  epc: "0",
} as const satisfies CostValues;

export type CostErrors = Partial<Record<CostField, string>>;
/** The fields that apply only to some regions: VAT on a new build (Belgium), the EPC classes gained (Brussels). */
export type RegionalField = "vat" | "epc";
export type CostReading =
  | { ok: true; input: CostInput; /** Regional fields filled for a region they do not apply to: not used. */ ignored: RegionalField[] }
  | { ok: false; errors: CostErrors };

/** Whether a field applies to a region: the form hides the others (CSS :has on the region) and the calculation ignores them. */
export function appliesTo(field: RegionalField, region: Region): boolean {
  return field === "vat" ? region !== "luxembourg" : region === "brussels";
}

/** The fields as typed (strings), from a query or a form: unknown names are ignored. */
export function costValuesOf(get: (name: string) => string | null | undefined): CostValues {
  const values: CostValues = {};
  for (const name of COST_FIELDS) {
    const value = get(name);
    if (typeof value === "string") values[name] = value.slice(0, 40);
  }
  return values;
}

/** Whether the address asks for a calculation at all (a price was sent). */
export const asksForCosts = (values: CostValues): boolean => values.price !== undefined;

/** Reads the typed values: the calculation's input, or the fields in error (each names itself). Own funds default to 20 % of the price. */
export function readCostValues(values: CostValues): CostReading {
  const typed = { ...COST_DEFAULTS, own: "", funds: "", region: "", price: "", ...values };
  // A field that does not apply to the region is not used, whatever it holds (the form sends it
  // hidden), and not checked either: an error on a field the visitor cannot see could not be fixed.
  const region = v.is(v.picklist(REGIONS), typed.region) ? typed.region : null;
  const ignored: RegionalField[] = [];
  for (const field of ["vat", "epc"] as const) {
    if (region === null || appliesTo(field, region) || typed[field] === COST_DEFAULTS[field]) continue;
    if (typed[field].trim() !== "") ignored.push(field);
    typed[field] = COST_DEFAULTS[field];
  }
  const result = v.safeParse(SCHEMA, typed, { abortPipeEarly: true });
  if (!result.success) {
    const errors: CostErrors = {};
    for (const issue of result.issues) {
      const name = v.getDotPath(issue) as CostField | null;
      if (name && !errors[name]) errors[name] = issue.message;
    }
    return { ok: false, errors };
  }
  const { price, own, buyers, funds, rate, years, vat, epc } = result.output;
  const ownFunds = funds === "" ? Math.round(price * DEFAULT_OWN_FUNDS_SHARE) : funds;
  return {
    ok: true,
    input: { price, region: result.output.region, ownHome: own, vat, buyers, ownFunds, yearlyRate: rate / 100, years, epcClassesGained: epc },
    ignored,
  };
}

/** The figures a visitor types as numbers: amounts and the rate. */
const AMOUNT_FIELDS = ["price", "funds"] as const satisfies readonly CostField[];

/** The language's decimal mark: "," in nl, fr and de, "." in en. */
const decimalMark = (lang: Lang): string => formatNumber(1.5, lang).charAt(1);

/**
 * The fields as the page's language writes them: a canonical amount grouped ("240.000", "240 000",
 * "240,000"), a canonical rate with the language's decimal mark ("3,3"). What is not canonical (typed,
 * perhaps wrong) is shown as typed.
 */
export function shownCostValues(values: CostValues, lang: Lang): CostValues {
  const shown: CostValues = { ...values };
  for (const field of AMOUNT_FIELDS) {
    const value = values[field];
    if (value !== undefined && /^\d{1,9}$/.test(value)) shown[field] = formatCount(Number(value), lang);
  }
  if (values.rate !== undefined && /^\d{1,2}(?:\.\d{1,3})?$/.test(values.rate)) shown.rate = values.rate.replace(".", decimalMark(lang));
  return shown;
}

/**
 * The fields as an address carries them: an amount in plain whole euros ("240000"), the rate with a
 * point ("3.3"), whatever grouping or mark was typed. A value that does not read stays as typed (its
 * error shows it).
 */
export function canonicalCostValues(values: CostValues): CostValues {
  const canonical: CostValues = { ...values };
  for (const field of AMOUNT_FIELDS) {
    const value = values[field];
    if (value === undefined || value.trim() === "") continue;
    const euros = readEuros(value);
    if (Number.isFinite(euros)) canonical[field] = String(euros);
  }
  if (values.rate !== undefined && values.rate.trim() !== "") {
    const rate = readPercent(values.rate);
    if (Number.isFinite(rate)) canonical.rate = String(rate);
  }
  return canonical;
}

/** The calculator's query, canonical, in field order, empty fields left out: "price=240000&region=flanders&rate=3.3". */
export function costQuery(values: CostValues): string {
  const canonical = canonicalCostValues(values);
  return new URLSearchParams(COST_FIELDS.flatMap((name) => (canonical[name] ? [[name, canonical[name]]] : []))).toString();
}
