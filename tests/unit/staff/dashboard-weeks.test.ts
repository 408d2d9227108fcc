import { describe, expect, it } from "vitest";
import { agencyWeeks, monthSoFar, weekIndexOf } from "../../../worker/staff/dashboard-weeks";

const HOUR = 3_600_000;

describe("the dashboard's weeks on the agency's clock", () => {
  it("are the last eight Monday-to-Sunday weeks, the current one last", () => {
    // Sunday 29 November 2026, 23:30 in Brussels (22:30 UTC): still the week of Monday the 23rd.
    const weeks = agencyWeeks(new Date(Date.UTC(2026, 10, 29, 22, 30)));
    expect(weeks).toHaveLength(8);
    expect(weeks.at(-1)).toMatchObject({ start: "2026-11-23", end: "2026-11-29" });
    expect(weeks[0]).toMatchObject({ start: "2026-10-05", end: "2026-10-11" });
    // Brussels midnight is 23:00 UTC the day before in winter.
    expect(weeks.at(-1)!.from).toBe(Date.UTC(2026, 10, 22, 23));
    for (const [index, week] of weeks.entries()) if (index > 0) expect(week.from).toBe(weeks[index - 1]!.to);
  });

  it("start a new week at the agency's Monday midnight, not UTC's", () => {
    // Monday 30 November 00:30 in Brussels is Sunday 23:30 UTC: already the new week.
    expect(agencyWeeks(new Date(Date.UTC(2026, 10, 29, 23, 30))).at(-1)!.start).toBe("2026-11-30");
  });

  it("give the week of the autumn clock change its 169 hours and the spring one its 167, each lead in the right one", () => {
    // 25 October 2026: clocks go back at 03:00 CEST. Its week runs Monday 19 to Sunday 25 October.
    const autumn = agencyWeeks(new Date(Date.UTC(2026, 9, 28, 12)));
    const changed = autumn.find((week) => week.start === "2026-10-19")!;
    expect(changed.to - changed.from).toBe(169 * HOUR);
    // Sunday 25 October 23:30 in Brussels (CET, 22:30 UTC) is still that week; 23:30 UTC is Monday's.
    expect(weekIndexOf(autumn, Date.UTC(2026, 9, 25, 22, 30))).toBe(autumn.indexOf(changed));
    expect(weekIndexOf(autumn, Date.UTC(2026, 9, 25, 23, 30))).toBe(autumn.indexOf(changed) + 1);
    // 29 March 2026: clocks go forward. Monday 30 March 00:15 in Brussels is 22:15 UTC on Sunday.
    const spring = agencyWeeks(new Date(Date.UTC(2026, 3, 2, 12)));
    const short = spring.find((week) => week.start === "2026-03-23")!;
    expect(short.to - short.from).toBe(167 * HOUR);
    expect(weekIndexOf(spring, Date.UTC(2026, 2, 29, 22, 15))).toBe(spring.indexOf(short) + 1);
    expect(weekIndexOf(spring, Date.UTC(2026, 2, 29, 21, 45))).toBe(spring.indexOf(short));
  });

  it("leave out what happened before the first week or after now's", () => {
    const weeks = agencyWeeks(new Date(Date.UTC(2026, 10, 25, 12)));
    expect(weekIndexOf(weeks, weeks[0]!.from - 1)).toBe(-1);
    expect(weekIndexOf(weeks, weeks.at(-1)!.to)).toBe(-1);
  });

  it("count the month's views from the first of the agency's month", () => {
    // 1 December 2026, 00:30 in Brussels is still 30 November in UTC.
    expect(monthSoFar(new Date(Date.UTC(2026, 10, 30, 23, 30)))).toEqual({ from: "2026-12-01", to: "2026-12-01" });
  });
});
