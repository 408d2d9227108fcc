import { describe, expect, it } from "vitest";
import { forgetCalendar, recentCalendar, rememberCalendar, VISIT_CALENDAR_SHOWN_MS, VISIT_CALENDARS_KEPT } from "../../../worker/leads/visit-calendar-memory";
import type { VisitDay } from "../../../worker/leads/visit-slots";

const calendar = (day: string): VisitDay[] => [{ day, slots: [{ slot: "10", moment: `${day}T10`, full: false }] }];

describe("the memory of visit calendars", () => {
  it("gives a calendar back for its own window until it is VISIT_CALENDAR_SHOWN_MS old", () => {
    const shown = calendar("2026-11-30");
    rememberCalendar(1, "2026-11-29/2", 1_000, shown);
    expect(recentCalendar(1, "2026-11-29/2", 1_000 + VISIT_CALENDAR_SHOWN_MS - 1)).toBe(shown);
    expect(recentCalendar(1, "2026-11-29/2", 1_000 + VISIT_CALENDAR_SHOWN_MS)).toBeUndefined();
  });

  it("reads again on a new day or another capacity, and for another property", () => {
    rememberCalendar(2, "2026-11-29/2", 0, calendar("2026-11-30"));
    expect(recentCalendar(2, "2026-11-30/2", 1)).toBeUndefined();
    expect(recentCalendar(2, "2026-11-29/3", 1)).toBeUndefined();
    expect(recentCalendar(3, "2026-11-29/2", 1)).toBeUndefined();
  });

  it("forgets a property's calendar when a visit request for it is stored", () => {
    rememberCalendar(4, "2026-11-29/2", 0, calendar("2026-11-30"));
    forgetCalendar(4);
    expect(recentCalendar(4, "2026-11-29/2", 1)).toBeUndefined();
  });

  it("keeps at most VISIT_CALENDARS_KEPT properties, dropping the least recently read", () => {
    for (let id = 10; id < 10 + VISIT_CALENDARS_KEPT; id++) rememberCalendar(id, "w", 0, calendar("2026-11-30"));
    // Read the oldest, so the second oldest is the one dropped by the next property.
    expect(recentCalendar(10, "w", 1)).toBeDefined();
    rememberCalendar(1_000_000, "w", 0, calendar("2026-11-30"));
    expect(recentCalendar(10, "w", 1)).toBeDefined();
    expect(recentCalendar(11, "w", 1)).toBeUndefined();
    expect(recentCalendar(1_000_000, "w", 1)).toBeDefined();
  });
});
