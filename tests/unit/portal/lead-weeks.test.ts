import { describe, expect, it } from "vitest";
import { isoWeekOf, LEAD_WEEKS, leadKindOf, leadWeekMondays } from "../../../worker/db/owner-leads";

describe("ISO weeks of the lead table", () => {
  it.each([
    ["2026-01-01", 1],
    ["2025-12-29", 1],
    ["2027-01-01", 53],
    ["2021-01-03", 53],
    ["2026-11-24", 48],
    ["2026-12-28", 53],
  ])("%s is in week %i", (day, week) => {
    expect(isoWeekOf(day)).toBe(week);
  });

  it("are the LEAD_WEEKS Mondays up to today's week, oldest first", () => {
    const mondays = leadWeekMondays("2026-11-26");
    expect(mondays).toHaveLength(LEAD_WEEKS);
    expect(mondays.at(-1)).toBe("2026-11-23");
    expect(mondays[0]).toBe("2026-09-07");
  });
});

describe("what kind of lead a form is", () => {
  it("counts visit requests, document requests and every other property form as a question, but not a page sent to a friend", () => {
    expect(leadKindOf("contact-appointment")).toBe("visit");
    expect(leadKindOf("document-request")).toBe("documents");
    expect(leadKindOf("contact-me")).toBe("question");
    expect(leadKindOf("offer-to-buy")).toBe("question");
    expect(leadKindOf("send-to-friend")).toBeNull();
  });
});
