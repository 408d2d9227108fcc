/** Validates items one by one: the good ones are kept, each bad one becomes a rejection with a reason. */
import * as v from "valibot";

export interface ItemRejection {
  /** The item's ID when it has a readable one, else "#<position>". */
  id: string;
  reason: string;
}

export interface ParsedItems<T> {
  items: T[];
  rejected: ItemRejection[];
}

/** At most this many issues are named in a rejection reason, so a garbage item cannot flood the run log. */
export const MAX_REASON_ISSUES = 3;

export function parseItems<TSchema extends v.GenericSchema>(schema: TSchema, raw: readonly unknown[], offset = 0): ParsedItems<v.InferOutput<TSchema>> {
  const result: ParsedItems<v.InferOutput<TSchema>> = { items: [], rejected: [] };
  raw.forEach((item, index) => {
    const parsed = v.safeParse(schema, item);
    if (parsed.success) result.items.push(parsed.output);
    else result.rejected.push({ id: idOf(item, offset + index), reason: reasonOf(parsed.issues) });
  });
  return result;
}

/** "GoogleX: GoogleX (latitude) out of range; Goal: Goal must be an integer". */
export function reasonOf(issues: readonly v.BaseIssue<unknown>[]): string {
  const named = issues.slice(0, MAX_REASON_ISSUES).map((issue) => {
    const path = v.getDotPath(issue);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const more = issues.length > MAX_REASON_ISSUES ? `; +${issues.length - MAX_REASON_ISSUES} more` : "";
  return named.join("; ") + more;
}

function idOf(item: unknown, position: number): string {
  if (item !== null && typeof item === "object" && "ID" in item) {
    const id = (item as { ID: unknown }).ID;
    if (typeof id === "number" || (typeof id === "string" && id.trim() !== "")) return String(id).slice(0, 40);
  }
  return `#${position + 1}`;
}
