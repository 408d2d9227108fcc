import * as v from "valibot";
import { parseIdList } from "../domain/favourites";
import { email } from "./fields";
import type { FieldErrors } from "./lead-forms";

/** The favourites page's "tell me when something changes" form: an address, the consent tick, and the listed ids. */
export const WATCH_SCHEMA = v.object({
  email: email(),
  consent: v.literal("yes", "favourites.watch.consent.required"),
});

export type WatchParsed = { ok: true; email: string; ids: number[] } | { ok: false; errors: FieldErrors; ids: number[] | undefined };

/** Reads the form's values: the lower-cased address and the listed ids, or the fields' errors (catalogue ids). */
export function parseWatchForm(values: Record<string, string>): WatchParsed | "invalid-ids" {
  const ids = parseIdList(values.ids);
  if (ids === "invalid" || ids === undefined) return "invalid-ids";
  const result = v.safeParse(WATCH_SCHEMA, { email: values.email ?? "", consent: values.consent ?? "" });
  if (result.success) return { ok: true, email: result.output.email, ids };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key;
    if (typeof field === "string" && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors, ids };
}
