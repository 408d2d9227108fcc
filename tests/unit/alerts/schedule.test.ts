import { describe, expect, it } from "vitest";
import { isDigestDue, periodStart } from "../../../worker/alerts/schedule";

const at = (iso: string) => Date.parse(iso);

describe("digest periods on the agency's clock", () => {
  it("starts a daily period at 07:00 Brussels time, in winter (UTC+1) and in summer (UTC+2)", () => {
    expect(periodStart("daily", at("2026-01-14T06:00:00Z"))).toBe(at("2026-01-14T06:00:00Z"));
    expect(periodStart("daily", at("2026-01-14T05:59:59Z"))).toBe(at("2026-01-13T06:00:00Z"));
    expect(periodStart("daily", at("2026-07-14T05:00:00Z"))).toBe(at("2026-07-14T05:00:00Z"));
    expect(periodStart("daily", at("2026-07-14T04:59:00Z"))).toBe(at("2026-07-13T05:00:00Z"));
  });

  it("keeps 07:00 local across the daylight-saving changes", () => {
    // Summer time starts on Sunday 29 March 2026 at 02:00 local.
    expect(periodStart("daily", at("2026-03-29T05:30:00Z"))).toBe(at("2026-03-29T05:00:00Z"));
    expect(periodStart("daily", at("2026-03-29T04:30:00Z"))).toBe(at("2026-03-28T06:00:00Z"));
    // Winter time starts on Sunday 25 October 2026 at 03:00 local.
    expect(periodStart("daily", at("2026-10-25T06:30:00Z"))).toBe(at("2026-10-25T06:00:00Z"));
    expect(periodStart("daily", at("2026-10-25T05:30:00Z"))).toBe(at("2026-10-24T05:00:00Z"));
  });

  it("starts a weekly period on Monday at 07:00", () => {
    // Monday 12 January 2026.
    expect(periodStart("weekly", at("2026-01-12T06:00:00Z"))).toBe(at("2026-01-12T06:00:00Z"));
    expect(periodStart("weekly", at("2026-01-18T22:00:00Z"))).toBe(at("2026-01-12T06:00:00Z"));
    // Monday before 07:00: still last week's period.
    expect(periodStart("weekly", at("2026-01-19T05:59:00Z"))).toBe(at("2026-01-12T06:00:00Z"));
    // Monday 30 March 2026, the first summer-time Monday; the Sunday before was still last week's.
    expect(periodStart("weekly", at("2026-03-30T05:00:00Z"))).toBe(at("2026-03-30T05:00:00Z"));
    expect(periodStart("weekly", at("2026-03-29T20:00:00Z"))).toBe(at("2026-03-23T06:00:00Z"));
  });
});

describe("whether a digest is due", () => {
  it("is always due for an instant alert", () => {
    expect(isDigestDue("instant", at("2026-01-14T09:00:00Z"), at("2026-01-14T09:00:01Z"))).toBe(true);
  });

  it("is due once a day from 07:00 for a daily alert", () => {
    const morning = at("2026-01-14T06:15:00Z");
    expect(isDigestDue("daily", null, morning)).toBe(true);
    expect(isDigestDue("daily", at("2026-01-13T06:15:00Z"), morning)).toBe(true);
    // Sent this morning: not again today, not before 07:00 tomorrow.
    expect(isDigestDue("daily", morning, at("2026-01-14T18:00:00Z"))).toBe(false);
    expect(isDigestDue("daily", morning, at("2026-01-15T05:59:00Z"))).toBe(false);
    expect(isDigestDue("daily", morning, at("2026-01-15T06:00:00Z"))).toBe(true);
  });

  it("is due once a week from Monday 07:00 for a weekly alert", () => {
    const monday = at("2026-01-12T06:15:00Z");
    expect(isDigestDue("weekly", monday, at("2026-01-16T12:00:00Z"))).toBe(false);
    expect(isDigestDue("weekly", monday, at("2026-01-19T05:59:00Z"))).toBe(false);
    expect(isDigestDue("weekly", monday, at("2026-01-19T06:00:00Z"))).toBe(true);
    // Confirmed on a Wednesday: the first digest waits for Monday.
    expect(isDigestDue("weekly", at("2026-01-14T10:00:00Z"), at("2026-01-18T10:00:00Z"))).toBe(false);
  });
});
