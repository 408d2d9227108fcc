/**
 * An iCalendar (RFC 5545) invitation for a visit request: a tentative event in the agency's time zone,
 * to be confirmed by the agency. Times are local Brussels times with the zone's rules included, so
 * every calendar shows the slot as the visitor chose it.
 */
import { AGENCY_TIME_ZONE } from "../stats/day";

export interface CalendarEvent {
  uid: string;
  /** YYYY-MM-DD, the agency's calendar day. */
  day: string;
  /** Local start and end, "10:00" and "13:00". */
  start: string;
  end: string;
  summary: string;
  description: string;
  location: string;
  url: string;
  organizer: { name: string; email: string };
  /** When the request was made. */
  stamp: Date;
}

const ZONE = AGENCY_TIME_ZONE;

// Central European time with its daylight-saving rules (last Sunday of March and October).
const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** Escapes a TEXT value (RFC 5545 3.3.11). */
export function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line at 75 octets, never inside a UTF-8 sequence (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const local = (day: string, time: string) => `${day.replace(/-/g, "")}T${time.replace(":", "")}00`;
const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export function calendarInvite(event: CalendarEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Vitrine//Visit requests//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...VTIMEZONE,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART;TZID=${ZONE}:${local(event.day, event.start)}`,
    `DTEND;TZID=${ZONE}:${local(event.day, event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `URL:${event.url}`,
    `ORGANIZER;CN=${escapeText(event.organizer.name).replace(/"/g, "")}:mailto:${event.organizer.email}`,
    "STATUS:TENTATIVE",
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
