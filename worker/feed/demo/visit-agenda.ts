import type { VisitSlot } from "../../../client/forms/lead-forms";
import { mix } from "./random";

const AGENDA_SEED = 0x5157;

/**
 * The demo provider's agenda: visits it already has planned, the same on every run (a seeded hash of
 * property, day and slot), so the demo shows some slots full. A real provider's agenda replaces it.
 */
export function demoPlannedVisits(propertyId: number, day: string, slot: VisitSlot, capacity: number): number {
  const dayNumber = Number(day.replace(/-/g, ""));
  const roll = mix(mix(AGENDA_SEED, propertyId), dayNumber * 100 + Number(slot)) % 10;
  // About one slot in five is full, one in five half taken.
  if (roll < 2) return capacity;
  return roll < 4 ? Math.floor(capacity / 2) : 0;
}
