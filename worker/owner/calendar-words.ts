/**
 * Reading a provider's calendar words as the portal's types and statuses. Agencies name their own
 * calendar actions and statuses (in Dutch, French, English or German), so words are matched;
 * whatever is not recognised is "other", never guessed as done.
 */
import type { CalendarEntry, CalendarStatus, CalendarType } from "./types";

/** The portal's status of a status word or a done flag. */
export function calendarStatusOf(status: string | null | undefined, done?: boolean | null): CalendarStatus {
  const word = (status ?? "").toLowerCase();
  if (/cancel|annul|geannuleerd|abgesagt|storniert/.test(word)) return "cancelled";
  if (/confirm|bevestig|bestätig/.test(word)) return "confirmed";
  if (/plan|prévu|prevu/.test(word)) return "planned";
  if (/done|finish|complete|afgewerkt|uitgevoerd|effectu|termin|erledigt/.test(word)) return "done";
  return done === true ? "done" : "other";
}

/** The portal's type of a calendar action's name ("Bezichtiging", "Appel sortant"...). */
export function calendarTypeOfName(name: string | null | undefined): CalendarType {
  const word = (name ?? "").toLowerCase();
  if (/visit|bezoek|bezichtig|besichtig/.test(word)) return "visit";
  if (/call|phone|telefo|téléph|appel|anruf/.test(word)) return "call";
  if (/mail/.test(word)) return "email";
  if (/letter|brief|courrier|lettre/.test(word)) return "letter";
  if (/offer|\bbod\b|offre|angebot/.test(word)) return "offer";
  return "other";
}

/** Entries newest first (their dates are wall times of one zone, so they sort as text). */
export function newestFirst(entries: CalendarEntry[]): CalendarEntry[] {
  return entries.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
