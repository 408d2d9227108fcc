/**
 * Property conditions (SPEC 3 "Condition", SPEC 5 and 8): rules evaluated on an item's fields.
 * A rule that cannot be evaluated (missing field, unknown operator, wrong types, a throwing getter,
 * nesting too deep) counts as false; nothing here throws.
 */

export const CONDITION_OPERATORS = ["==", "!=", ">", ">=", "<", "<=", "contains", "notContains", "empty", "notEmpty", "in"] as const;

export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

/** Deepest advancedCondition nesting evaluated; deeper (or self-referencing) rules are false. */
export const MAX_CONDITION_DEPTH = 8;

/**
 * One rule. The right-hand side is another field of the item (compareWithField, which wins when
 * both are given) or a literal (compareWithValue). With advancedCondition, this rule's own test and
 * each sub-rule are joined with the group's "and" / "or"; a rule with an empty field is the group alone.
 */
export interface Condition {
  field: string;
  logic: ConditionOperator | (string & {});
  compareWithField?: string;
  compareWithValue?: unknown;
  advancedCondition?: AdvancedCondition;
}

export interface AdvancedCondition {
  operator: "and" | "or";
  rules: readonly Condition[];
}

type Item = Record<string, unknown>;

/** All rules must hold; an empty or absent list holds, a list that is not an array does not. */
export function evaluateConditions(item: Item, rules: readonly Condition[] | null | undefined): boolean {
  if (rules === null || rules === undefined) return true;
  if (!Array.isArray(rules)) return false;
  return rules.every((rule) => evaluateCondition(item, rule));
}

export function evaluateCondition(item: Item, rule: Condition): boolean {
  try {
    return evaluate(item, rule, 0);
  } catch {
    return false;
  }
}

function evaluate(item: Item, rule: Condition, depth: number): boolean {
  if (depth > MAX_CONDITION_DEPTH || typeof rule !== "object" || rule === null) return false;
  const group = rule.advancedCondition;
  if (group === undefined || group === null) return test(item, rule);
  if (typeof group !== "object" || !Array.isArray(group.rules) || group.rules.length === 0) return false;
  // A pure group (no field of its own) is just its sub-rules.
  const own = rule.field === "" || rule.field === undefined ? [] : [test(item, rule)];
  const results = [...own, ...group.rules.map((sub) => evaluate(item, sub, depth + 1))];
  if (group.operator === "and") return results.every(Boolean);
  if (group.operator === "or") return results.some(Boolean);
  return false;
}

function test(item: Item, rule: Condition): boolean {
  if (typeof rule.field !== "string" || rule.field === "") return false;
  const left = read(item, rule.field);
  if (rule.logic === "empty") return isEmpty(left.value);
  if (rule.logic === "notEmpty") return !isEmpty(left.value);
  if (!left.found || isNothing(left.value)) return false;

  const right =
    typeof rule.compareWithField === "string" && rule.compareWithField !== ""
      ? read(item, rule.compareWithField)
      : { found: "compareWithValue" in rule, value: rule.compareWithValue };
  if (!right.found || isNothing(right.value)) return false;

  switch (rule.logic) {
    case "==":
      return equals(left.value, right.value);
    case "!=":
      return !equals(left.value, right.value);
    case ">":
    case ">=":
    case "<":
    case "<=":
      return compareNumbers(rule.logic as ">" | ">=" | "<" | "<=", left.value, right.value);
    case "contains":
    case "notContains":
      return containsTest(left.value, right.value, rule.logic === "contains");
    case "in":
      return listOf(right.value).some((entry) => equals(left.value, entry));
    default:
      return false;
  }
}

/** Reads an own property, following dots ("SmallPictureItem.Url"); prototype keys are never read. */
function read(item: unknown, path: unknown): { found: boolean; value: unknown } {
  if (typeof path !== "string" || path === "") return { found: false, value: undefined };
  let current: unknown = item;
  for (const key of path.split(".")) {
    if (typeof current !== "object" || current === null || !Object.hasOwn(current, key)) {
      return { found: false, value: undefined };
    }
    current = (current as Record<string, unknown>)[key];
  }
  return { found: true, value: current };
}

function isNothing(value: unknown): boolean {
  return value === null || value === undefined;
}

function isEmpty(value: unknown): boolean {
  if (isNothing(value)) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.keys(value as object).length === 0;
  return false;
}

/** A finite number from a number or a plain numeric string ("12", " 3.5 "); NaN otherwise. */
function toNumber(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : NaN;
  if (typeof value === "string" && value.trim() !== "") return Number(value);
  return NaN;
}

/** Numbers compare as numbers ("5" == 5); everything else as trimmed text, case-insensitively. */
function equals(left: unknown, right: unknown): boolean {
  const [a, b] = [toNumber(left), toNumber(right)];
  if (!Number.isNaN(a) && !Number.isNaN(b)) return a === b;
  if (!isScalar(left) || !isScalar(right)) return false;
  return text(left) === text(right);
}

function compareNumbers(logic: ">" | ">=" | "<" | "<=", left: unknown, right: unknown): boolean {
  const [a, b] = [toNumber(left), toNumber(right)];
  if (Number.isNaN(a) || Number.isNaN(b)) return false;
  if (logic === ">") return a > b;
  if (logic === ">=") return a >= b;
  if (logic === "<") return a < b;
  return a <= b;
}

/** Text contains text (case-insensitive), or a list contains an equal element. */
function containsTest(haystack: unknown, needle: unknown, wanted: boolean): boolean {
  if (!isScalar(needle)) return false;
  if (Array.isArray(haystack)) return haystack.some((entry) => equals(entry, needle)) === wanted;
  if (!isScalar(haystack)) return false;
  return text(haystack).includes(text(needle)) === wanted;
}

/** "1, 2,3" or ["1", 2] → the list entries, blanks dropped. */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (!isScalar(value)) return [];
  return String(value)
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}

function text(value: string | number | boolean): string {
  return String(value).trim().toLowerCase();
}
