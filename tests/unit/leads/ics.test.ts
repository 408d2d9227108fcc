import { describe, expect, it } from "vitest";
import { calendarInvite, escapeText, foldLine } from "../../../worker/mail/ics";

describe("the visit invitation (iCalendar)", () => {
  it("escapes text values", () => {
    expect(escapeText("a;b,c\\d\ne")).toBe("a\\;b\\,c\\\\d\\ne");
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const folded = foldLine(`SUMMARY:${"é".repeat(100)}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join("")).toBe(`SUMMARY:${"é".repeat(100)}`);
  });

  it("holds one tentative event in Brussels time with CRLF line ends", () => {
    const ics = calendarInvite({
      uid: "lead-1@example.be",
      day: "2026-12-02",
      start: "10:00",
      end: "13:00",
      summary: "Visit: House, Ghent",
      description: "To be confirmed",
      location: "House, Ghent",
      url: "https://www.example.be/en/for-sale/ghent/house/1/",
      organizer: { name: "Vitrine", email: "info@example.be" },
      stamp: new Date("2026-11-24T10:00:00Z"),
    });
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics).toContain("DTSTART;TZID=Europe/Brussels:20261202T100000\r\n");
    expect(ics).toContain("DTSTAMP:20261124T100000Z\r\n");
    expect(ics).toContain("SUMMARY:Visit: House\\, Ghent\r\n");
    expect(ics).toContain("STATUS:TENTATIVE");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });
});
