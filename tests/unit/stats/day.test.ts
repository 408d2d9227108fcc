import { describe, expect, it } from "vitest";
import { addDays, dayOf, isDay, startOfMonth, startOfWeek } from "../../../worker/stats/day";

describe("agency days (Europe/Brussels)", () => {
  it("starts a day at Brussels midnight, in winter and in summer time", () => {
    expect(dayOf(new Date("2026-01-14T22:59:59Z"))).toBe("2026-01-14");
    expect(dayOf(new Date("2026-01-14T23:00:00Z"))).toBe("2026-01-15");
    expect(dayOf(new Date("2026-07-14T21:59:59Z"))).toBe("2026-07-14");
    expect(dayOf(new Date("2026-07-14T22:00:00Z"))).toBe("2026-07-15");
  });

  it("adds days across months, years and leap days", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-29", -29)).toBe("2026-02-28");
  });

  it("starts weeks on Monday and months on the first", () => {
    expect(startOfWeek("2026-11-16")).toBe("2026-11-16"); // Monday
    expect(startOfWeek("2026-11-22")).toBe("2026-11-16"); // Sunday
    expect(startOfWeek("2026-11-01")).toBe("2026-10-26");
    expect(startOfMonth("2026-11-22")).toBe("2026-11-01");
  });

  it("rejects what is not a calendar day", () => {
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("2026-13-01")).toBe(false);
    expect(isDay("26-1-1")).toBe(false);
    expect(isDay("2028-02-29")).toBe(true);
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
  });
});
