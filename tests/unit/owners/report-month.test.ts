import { describe, expect, it } from "vitest";
import { monthOfKey, previousMonth } from "../../../worker/owner/report-figures";

describe("the month an owner's report covers", () => {
  it("is the whole calendar month before the day the cron runs", () => {
    expect(previousMonth("2026-11-01")).toEqual({ key: "2026-10", from: "2026-10-01", to: "2026-10-31" });
    expect(previousMonth("2026-03-15")).toEqual({ key: "2026-02", from: "2026-02-01", to: "2026-02-28" });
  });

  it("crosses the year in January, and counts a leap February whole", () => {
    expect(previousMonth("2027-01-01")).toEqual({ key: "2026-12", from: "2026-12-01", to: "2026-12-31" });
    expect(previousMonth("2028-03-01")).toEqual({ key: "2028-02", from: "2028-02-01", to: "2028-02-29" });
  });

  it("is read back whole from the key a queue message carries", () => {
    for (const day of ["2026-11-01", "2026-03-01", "2027-01-01", "2028-03-01", "2026-08-01"])
      expect(monthOfKey(previousMonth(day).key)).toEqual(previousMonth(day));
  });
});
