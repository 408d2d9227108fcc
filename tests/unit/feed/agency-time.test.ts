import { describe, expect, it } from "vitest";
import { agencyWallTime, toAgencyWallTime } from "../../../worker/stats/agency-time";

const read = (text: string) => agencyWallTime(text)?.toISOString();

describe("the agency's clock (Europe/Brussels)", () => {
  it.each([
    ["2026-01-15 16:45:30", "2026-01-15T15:45:30.000Z"], // winter, UTC+1
    ["2026-07-01 10:15:00", "2026-07-01T08:15:00.000Z"], // summer, UTC+2
    ["2026-03-29 01:30:00", "2026-03-29T00:30:00.000Z"], // the night of the spring change, before it
    ["2026-03-29 03:30:00", "2026-03-29T01:30:00.000Z"], // just after it
    ["2026-03-29 02:30:00", "2026-03-29T00:30:00.000Z"], // the skipped hour: an hour before the skip ends
    ["2026-10-25 02:30:00", "2026-10-25T00:30:00.000Z"], // the repeated hour: its first (summer) instant
    ["2026-10-25 03:30:00", "2026-10-25T02:30:00.000Z"],
    ["2025-08-19T12:59:12.413", "2025-08-19T10:59:12.413Z"], // Whise's form, with milliseconds
    ["2026-09-01", "2026-08-31T22:00:00.000Z"],
  ])("reads %s as %s", (text, iso) => expect(read(text)).toBe(iso));

  it.each(["2026-02-30 10:00:00", "2026-01-15 24:00:00", "15/01/2026", "", "2026-01-15T10:00:00Z"])("refuses %j", (text) => expect(read(text)).toBeUndefined());

  it("writes an instant back as the same wall time, all year round", () => {
    for (let day = 0; day < 366; day++) {
      const instant = new Date(Date.UTC(2026, 0, 1, 9, 17, 0) + day * 86_400_000);
      expect(agencyWallTime(toAgencyWallTime(instant))?.getTime()).toBe(instant.getTime());
    }
  });
});
