/**
 * "A new visit slot" on a watched listing (issue 41, section 2). The visit calendar is a rolling
 * window (worker/leads/visit-slots.ts): a day entering it each morning is no news. News is a slot the
 * watcher could have seen full at the previous check that is free now. What frees one: a colleague
 * marks a request's visit cancelled on its staff page (worker/staff/routes/lead-work.tsx; merely
 * closing a request does not, see worker/db/leads.ts visitBookings), the requests holding it are gone
 * (their senders' data erased, worker/privacy/erase.ts), the slot capacity raised
 * (VISIT_SLOT_CAPACITY), or, on the demo site only, its invented agenda; a real provider's agenda is
 * not read yet (worker/services plannedVisitsOf gives 0).
 *
 * A chosen product rule besides: on a listing whose whole window was full at the previous check, its
 * first free slot is news, even on a day that only just entered the window, because "the visits were
 * all taken, now you can book again" is what a watcher of a full listing waits for. A slot mailed once
 * is never mailed again to that watch. Pure.
 */
import { isCalendarFull, type VisitDay } from "../leads/visit-slots";

/** What a watch knew of one listing's calendar at the previous check (D1 favourite_watch_slots, migration 0024). */
export interface SlotMemory {
  /** The moments ("2026-11-25T14") full at the previous check. */
  full: readonly string[];
  /** Not one slot of the window was free at the previous check. */
  allFull: boolean;
  /** The moments already mailed as free again to this watch. */
  mailed: readonly string[];
}

/** At most this many freed slots are named per listing in one mail: the listing's page shows the rest. */
export const MAX_SLOTS_NAMED = 3;

/**
 * The moments to announce now, in calendar order, and what to remember for the next check. `previous`
 * undefined is the first check of this listing for this watch: nothing is news yet.
 */
export function visitNews(previous: SlotMemory | undefined, calendar: readonly VisitDay[]): { news: string[]; memory: SlotMemory } {
  const slots = calendar.flatMap((day) => day.slots);
  const inWindow = new Set(slots.map((slot) => slot.moment));
  const full = slots.filter((slot) => slot.full).map((slot) => slot.moment);
  const free = slots.filter((slot) => !slot.full).map((slot) => slot.moment);
  const mailedBefore = new Set(previous?.mailed ?? []);
  let news: string[] = [];
  if (previous) {
    const wasFull = new Set(previous.full);
    news = free.filter((moment) => wasFull.has(moment) && !mailedBefore.has(moment));
    // A window that was full all through: its first free slot is news, even on a day new to the window.
    if (news.length === 0 && previous.allFull) news = free.filter((moment) => !mailedBefore.has(moment)).slice(0, 1);
  }
  news = news.slice(0, MAX_SLOTS_NAMED);
  // Mailed moments are kept while they are in the window (a past day is forgotten).
  const mailed = [...new Set([...mailedBefore, ...news])].filter((moment) => inWindow.has(moment)).sort();
  return { news, memory: { full, allFull: isCalendarFull(calendar), mailed } };
}
