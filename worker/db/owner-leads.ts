/**
 * What the owner portal shows of the leads a property received through the site (issue 10): how
 * many per ISO week and kind, never who sent them. Spam (captcha 'spam') is not a lead anyone
 * should count; every other lead is, delivered or not, since the visitor did ask.
 */
import { addDays, startOfWeek, type Day } from "../stats/day";
import { agencyWallTime } from "../stats/agency-time";

/** The weeks the portal's lead table covers, the current one included. */
export const LEAD_WEEKS = 12;

/** How the portal groups a property's leads. */
export const LEAD_KINDS = ["visit", "question", "documents"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/**
 * The kind of each form that can be about a property (client/forms/lead-forms.ts); a form not named
 * here counts as a question. "send-to-friend" is left out: a visitor passing the page on to a friend
 * asked the agency nothing.
 */
const KIND_OF_FORM: Readonly<Record<string, LeadKind | null>> = {
  "contact-appointment": "visit",
  "document-request": "documents",
  "send-to-friend": null,
};

/** The kind a lead of `form` counts as, or null when it is not counted. */
export function leadKindOf(form: string): LeadKind | null {
  return form in KIND_OF_FORM ? (KIND_OF_FORM[form] ?? null) : "question";
}

/** One ISO week (Monday to Sunday on the agency's clock) and its leads per kind. */
export interface LeadWeek {
  /** The week's Monday. */
  monday: Day;
  /** The week's Sunday. */
  sunday: Day;
  /** The ISO 8601 week number (1 to 53). */
  isoWeek: number;
  counts: Record<LeadKind, number>;
}

/** The ISO week number of `day`: the week holding that year's first Thursday is week 1. */
export function isoWeekOf(day: Day): number {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const at = new Date(Date.UTC(year, month - 1, date));
  // The Thursday of the same week decides the year the week belongs to.
  at.setUTCDate(at.getUTCDate() + 3 - ((at.getUTCDay() + 6) % 7));
  const firstThursday = new Date(Date.UTC(at.getUTCFullYear(), 0, 4));
  firstThursday.setUTCDate(firstThursday.getUTCDate() + 3 - ((firstThursday.getUTCDay() + 6) % 7));
  return 1 + Math.round((at.getTime() - firstThursday.getTime()) / (7 * 86_400_000));
}

/** The agency's midnight starting `day`, as an instant (ms). */
function midnightOf(day: Day): number {
  const instant = agencyWallTime(`${day} 00:00:00`);
  if (!instant) throw new RangeError(`not a calendar day: ${day}`);
  return instant.getTime();
}

/** The Mondays of the LEAD_WEEKS weeks ending with `today`'s, oldest first. */
export function leadWeekMondays(today: Day): Day[] {
  const current = startOfWeek(today);
  return Array.from({ length: LEAD_WEEKS }, (_, index) => addDays(current, -7 * (LEAD_WEEKS - 1 - index)));
}

const emptyCounts = (): Record<LeadKind, number> => ({ visit: 0, question: 0, documents: 0 });

/** Counts of a property's leads (D1 `leads`): numbers only, no column of the visitor is ever read. */
export function ownerLeadRepository(db: D1Database) {
  return {
    /**
     * The leads of `propertyId` from `from` to `to` (agency days, both included) per kind, counted
     * as perWeek counts them (the monthly report's "requests").
     */
    async between(propertyId: number, from: Day, to: Day): Promise<Record<LeadKind, number>> {
      const { results } = await db
        .prepare(
          `SELECT form, count(*) AS leads FROM leads
           WHERE property_id = ?1 AND captcha != 'spam' AND created_at >= ?2 AND created_at < ?3
           GROUP BY form`,
        )
        .bind(propertyId, midnightOf(from), midnightOf(addDays(to, 1)))
        .all<{ form: string; leads: number }>();
      const counts = emptyCounts();
      for (const row of results) {
        const kind = leadKindOf(row.form);
        if (kind) counts[kind] += Number(row.leads);
      }
      return counts;
    },

    /**
     * The property's leads of the last LEAD_WEEKS ISO weeks up to `today` (the agency's day), per week
     * and kind, oldest week first; a week without leads has zeros. Each week runs from its Monday's
     * midnight to the next Monday's on the agency's clock, so a week across a clock change is still
     * seven calendar days.
     */
    async perWeek(propertyId: number, today: Day): Promise<LeadWeek[]> {
      const mondays = leadWeekMondays(today);
      const weeks = mondays.map((monday) => [midnightOf(monday), midnightOf(addDays(monday, 7))]);
      const { results } = await db
        .prepare(
          `SELECT w.key AS week, l.form AS form, count(*) AS leads
           FROM json_each(?1) AS w
           JOIN leads AS l
             ON l.property_id = ?2 AND l.captcha != 'spam'
            AND l.created_at >= json_extract(w.value, '$[0]') AND l.created_at < json_extract(w.value, '$[1]')
           GROUP BY w.key, l.form`,
        )
        .bind(JSON.stringify(weeks), propertyId)
        .all<{ week: number; form: string; leads: number }>();
      const out = mondays.map((monday): LeadWeek => ({ monday, sunday: addDays(monday, 6), isoWeek: isoWeekOf(monday), counts: emptyCounts() }));
      for (const row of results) {
        const kind = leadKindOf(row.form);
        const week = out[row.week];
        if (kind && week) week.counts[kind] += Number(row.leads);
      }
      return out;
    },
  };
}

export type OwnerLeadRepository = ReturnType<typeof ownerLeadRepository>;
