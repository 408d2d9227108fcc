import { fieldPath } from "../../content/documents";
import { pathKeys } from "./form-read";

/** A field both people changed, each differently: the merge keeps `yours` there until the person chooses. */
export interface MergeConflict {
  path: string;
  theirs: unknown;
  yours: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

/** Whether two stored values are the same (JSON values: key order does not matter). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return false;
}

/** A rich-text block (worker/content/schema.ts BlockSchema): a list of them is one text, merged as a whole. */
const BLOCK_TYPES = new Set(["p", "h2", "h3", "ul", "link"]);
const isBlock = (item: unknown): boolean => isRecord(item) && !("id" in item) && typeof item.type === "string" && BLOCK_TYPES.has(item.type);

/** An item's identity in its list: its `id`, or none for an item without one. */
const idOf = (item: unknown): unknown => (isRecord(item) && "id" in item ? item.id : undefined);

/**
 * Whether three versions of a list hold the same items in the same places, so that merging them
 * position by position merges each item with itself: the same length, objects only (a list of plain
 * values such as addresses has nothing to tell its items apart by, so it is one unit), no rich-text
 * blocks (a text is one unit), and where items have an `id`, the same ids in the same order.
 */
function sameItems(b: readonly unknown[], t: readonly unknown[], y: readonly unknown[]): boolean {
  if (b.length !== t.length || t.length !== y.length) return false;
  return b.every((item, index) => {
    const sides = [item, t[index], y[index]];
    if (!sides.every(isRecord) || sides.some(isBlock)) return false;
    const id = idOf(item);
    return sides.every((side) => sameValue(idOf(side), id));
  });
}

/**
 * A three-way merge of one document: `base` the revision the editor started from, `theirs` the head
 * a colleague saved meanwhile, `yours` the posted form. A field only one of them changed keeps that
 * change; a field both changed alike is kept; a field both changed differently is a conflict, merged
 * as `yours` for now. Objects merge key by key; a list merges item by item only while all three hold
 * the same items in the same places (sameItems). A list only one side changed is taken whole from
 * that side; a list both changed otherwise (reordered, resized, an item deleted and another added, a
 * rich text edited on both sides) is one conflict, as a whole, so no item ever mixes with another.
 */
export function mergeDocument(base: unknown, theirs: unknown, yours: unknown): { merged: unknown; conflicts: MergeConflict[] } {
  const conflicts: MergeConflict[] = [];
  const merge = (b: unknown, t: unknown, y: unknown, at: string): unknown => {
    if (sameValue(t, y)) return t;
    if (sameValue(b, t)) return y;
    if (sameValue(b, y)) return t;
    if (isRecord(b) && isRecord(t) && isRecord(y)) {
      const out: Record<string, unknown> = {};
      const keys = new Set([...Object.keys(t), ...Object.keys(y)]);
      for (const key of keys) {
        const value = merge(b[key], t[key], y[key], fieldPath(at, key));
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    if (Array.isArray(b) && Array.isArray(t) && Array.isArray(y) && sameItems(b, t, y)) {
      return t.map((item, index) => merge(b[index], item, y[index], fieldPath(at, index)));
    }
    conflicts.push({ path: at, theirs: t, yours: y });
    return y;
  };
  const merged = merge(base, theirs, yours, "");
  return { merged, conflicts };
}

/** `document` with the value at `path` replaced by `value` (a copy; undefined removes the key). */
export function withValueAt(document: unknown, path: string, value: unknown): unknown {
  const keys = pathKeys(path);
  const set = (at: unknown, index: number): unknown => {
    if (index === keys.length) return value;
    const key = keys[index] as string | number;
    if (Array.isArray(at) && typeof key === "number") return at.map((item, position) => (position === key ? set(item, index + 1) : item));
    if (!isRecord(at)) return at;
    const next = set(at[key], index + 1);
    const copy = { ...at };
    if (next === undefined) delete copy[key];
    else copy[key] = next;
    return copy;
  };
  return set(document, 0);
}

/** The form field carrying the choice for the conflict at `path`: "theirs" or "mine". */
export const CHOICE_PREFIX = "_keep:";

/** `yours` with each field the person chose to keep as their colleague saved it set back to `theirs`. */
export function applyChoices(yours: unknown, theirs: unknown, keepTheirs: readonly string[]): unknown {
  return keepTheirs.reduce((document, path) => withValueAt(document, path, pathKeys(path).length === 0 ? theirs : valueOf(theirs, path)), yours);
}

const valueOf = (document: unknown, path: string): unknown =>
  pathKeys(path).reduce<unknown>((at, key) => (at !== null && typeof at === "object" ? (at as Record<string | number, unknown>)[key] : undefined), document);

/** The paths a posted conflict form chose to keep as their colleague saved them. */
export function chosenTheirs(form: { entries(): Iterable<[string, unknown]> }): string[] {
  return [...form.entries()].filter(([name, value]) => name.startsWith(CHOICE_PREFIX) && value === "theirs").map(([name]) => name.slice(CHOICE_PREFIX.length));
}
