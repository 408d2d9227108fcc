import { describe, expect, it } from "vitest";
import { bookableDays, isCalendarFull, momentState, visitCalendar, VISIT_WINDOW_DAYS } from "../../../worker/leads/visit-slots";

describe("visit slots", () => {
  it("offers the days from tomorrow on, Sundays left out", () => {
    const days = bookableDays("2026-11-28"); // a Saturday
    expect(days[0]).toBe("2026-11-30"); // Sunday 29 is skipped
    expect(days).toHaveLength(VISIT_WINDOW_DAYS - 2);
    expect(days.every((day) => new Date(`${day}T12:00:00Z`).getUTCDay() !== 0)).toBe(true);
  });

  it("marks a slot full at its capacity and knows when nothing is left", () => {
    const calendar = visitCalendar("2026-11-24", 2, (day, slot) => (day === "2026-11-25" && slot === "14" ? 2 : 0));
    expect(calendar[0]!.slots.map((slot) => slot.full)).toEqual([false, true, false]);
    expect(momentState(calendar, "2026-11-25T14")).toBe("full");
    expect(momentState(calendar, "2026-11-25T10")).toBe("free");
    expect(momentState(calendar, "2026-11-24T10")).toBe("outside");
    expect(isCalendarFull(calendar)).toBe(false);
    expect(isCalendarFull(visitCalendar("2026-11-24", 2, () => 2))).toBe(true);
  });
});
