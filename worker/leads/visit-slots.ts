import { VISIT_SLOT_KEYS, VISIT_MOMENT, type VisitSlot } from "../../client/forms/lead-forms";
import { addDays, type Day } from "../stats/day";

/** How far ahead a visit can be asked for, in days from tomorrow (the agency needs a day to plan). */
export const VISIT_WINDOW_DAYS = 14;
/** Visits a property can take per slot when VISIT_SLOT_CAPACITY is not set. */
export const DEFAULT_VISIT_SLOT_CAPACITY = 2;

export interface SlotState {
  slot: VisitSlot;
  /** What the form sends: "2026-11-25T14". */
  moment: string;
  full: boolean;
}

export interface VisitDay {
  day: Day;
  slots: SlotState[];
}

/** Visits already planned in a slot: the site's own requests plus what the provider's agenda holds (the demo's invented one; 0 on a real site for now). */
export type BookedCount = (day: Day, slot: VisitSlot) => number;

/** The days a visit can be asked for: from tomorrow on, VISIT_WINDOW_DAYS of them, Sundays left out. */
export function bookableDays(today: Day): Day[] {
  const days: Day[] = [];
  for (let offset = 1; offset <= VISIT_WINDOW_DAYS; offset++) {
    const day = addDays(today, offset);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() !== 0) days.push(day);
  }
  return days;
}

/** Every bookable day with its three slots, each marked full when it holds `capacity` visits. */
export function visitCalendar(today: Day, capacity: number, booked: BookedCount): VisitDay[] {
  return bookableDays(today).map((day) => ({
    day,
    slots: VISIT_SLOT_KEYS.map((slot) => ({ slot, moment: `${day}T${slot}`, full: booked(day, slot) >= capacity })),
  }));
}

/** True when not one slot in the window is free: the form says "appointments are full". */
export function isCalendarFull(calendar: readonly VisitDay[]): boolean {
  return calendar.every((day) => day.slots.every((slot) => slot.full));
}

/** The day and slot of a moment the form sent, or undefined when it is not one. */
export function readMoment(moment: string): { day: Day; slot: VisitSlot } | undefined {
  const match = VISIT_MOMENT.exec(moment);
  return match ? { day: match[1]!, slot: match[2] as VisitSlot } : undefined;
}

/** Whether a moment can still be booked: inside the window and not full. */
export function momentState(calendar: readonly VisitDay[], moment: string): "free" | "full" | "outside" {
  const slot = calendar.flatMap((day) => day.slots).find((item) => item.moment === moment);
  if (!slot) return "outside";
  return slot.full ? "full" : "free";
}
