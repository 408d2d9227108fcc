/**
 * The active search alerts that could match one listing: the same goal and the listing's type group
 * among the alert's types, picked out in SQL so a property page never reads every alert of the site.
 * worker/owner/alert-count.ts runs the alert matcher over them.
 */
import * as v from "valibot";
import type { MatchableAlert } from "./match";
import type { AlertCriteria } from "./types";

const bound = v.nullish(v.number(), null);
const lngLat = v.pipe(v.tuple([v.number(), v.number()]), v.readonly());

/** A stored alert's criteria (search_alerts.criteria, JSON), as client/forms/alert-form.ts wrote them. */
const criteriaSchema = v.object({
  goal: v.picklist([0, 1]),
  types: v.array(v.number()),
  zones: v.array(v.string()),
  area: v.nullish(v.array(lngLat), null),
  priceMin: bound,
  priceMax: bound,
  budget: bound,
  bedroomsMin: bound,
  bedroomsMax: bound,
  garagesMin: bound,
  garagesMax: bound,
  parkingsMin: bound,
  parkingsMax: bound,
  zonesText: v.optional(v.string()),
}) satisfies v.GenericSchema<unknown, AlertCriteria>;

export function matchingAlertRepository(db: D1Database) {
  return {
    /** Active alerts asking for `goal` and `typeGroup`; one whose stored criteria cannot be read is left out (and logged). */
    async candidates(goal: 0 | 1, typeGroup: number): Promise<MatchableAlert[]> {
      const { results } = await db
        .prepare(
          `SELECT id, criteria FROM search_alerts
           WHERE state = 'active' AND json_extract(criteria, '$.goal') = ?1
             AND EXISTS (SELECT 1 FROM json_each(criteria, '$.types') WHERE value = ?2)`,
        )
        .bind(goal, typeGroup)
        .all<{ id: string; criteria: string }>();
      const alerts: MatchableAlert[] = [];
      for (const row of results) {
        const parsed = v.safeParse(criteriaSchema, safeJson(row.criteria));
        if (parsed.success) alerts.push({ id: row.id, criteria: parsed.output });
        else console.error("search alert criteria unreadable", row.id, v.summarize(parsed.issues));
      }
      return alerts;
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
