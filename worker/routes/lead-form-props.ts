import type { LeadFormProps } from "../../client/components/forms/LeadFormFields";
import { FORM_CONTEXT } from "../../client/forms/guards";
import type { FieldErrors, LeadForm } from "../../client/forms/lead-forms";
import type { Lang } from "../../client/i18n/languages";
import { formPath, pathFor } from "../../client/i18n/routes";
import type { ZoneGroup } from "../../client/components/forms/zone-types";
import type { ProjectDetail } from "../feed/model";
import { zoneOptionsOf } from "../feed/zone-options";
import type { LeadSubject } from "../leads/lead-view";
import { renderStamp } from "../render/form-stamp";
import { recentCalendar, rememberCalendar } from "../leads/visit-calendar-memory";
import { bookableDays, visitCalendar, type VisitDay } from "../leads/visit-slots";
import type { Services } from "../services";
import { dayOf } from "../stats/day";
import type { DepositTerms } from "./rental-deposit";
import { costsLeadValues } from "./costs-lead";

/**
 * The bookable visit moments of a property today: the site's own requests and the provider's agenda,
 * against the slot capacity. Pages show one read up to VISIT_CALENDAR_SHOWN_MS old
 * (worker/leads/visit-calendar-memory.ts); a posted visit request asks `fresh`, so it is checked
 * against D1 as it is now.
 */
export async function visitCalendarOf(services: Services, propertyId: number, { now = new Date(), fresh = false } = {}): Promise<VisitDay[]> {
  const today = dayOf(now);
  const capacity = services.config.visitSlotCapacity;
  const window = `${today}/${capacity}`;
  const remembered = fresh ? undefined : recentCalendar(propertyId, window, now.getTime());
  if (remembered) return remembered;
  const days = bookableDays(today);
  let readable = true;
  // D1 down must not take the property page with it: every slot is offered, and the post checks capacity again.
  const booked = await services.repos.leads.visitBookings(propertyId, days[0]!, days[days.length - 1]!).catch((error: unknown) => {
    console.error("visit bookings not readable; the calendar offers every slot", error);
    readable = false;
    return new Map<string, number>();
  });
  const calendar = visitCalendar(today, capacity, (day, slot) => (booked.get(`${day}T${slot}`) ?? 0) + services.plannedVisits(propertyId, day, slot));
  // A calendar without D1's bookings is never remembered: the next page tries D1 again. Nor is a post's,
  // read just before it may store a request that changes it.
  if (readable && !fresh) rememberCalendar(propertyId, window, now.getTime(), calendar);
  return calendar;
}

/** The units of a project a visitor can still ask about. */
export function availableUnits(project: ProjectDetail): { id: number; name: string }[] {
  return project.units.filter((unit) => unit.status === "available").map((unit) => ({ id: unit.id, name: unit.name }));
}

export interface FormSetup {
  lang: Lang;
  /** The page the form sits on. */
  page: string;
  about?: Pick<LeadSubject, "kind" | "id"> | undefined;
  values?: Record<string, string>;
  errors?: FieldErrors;
  failure?: string | undefined;
  calendar?: VisitDay[] | undefined;
  units?: { id: number; name: string }[] | undefined;
  /** The property's goal: a rental's visit form states the rental conditions. */
  goal?: 0 | 1 | undefined;
  /** A rental's deposit as its conditions state it (depositTerms); the agency's constant when absent. */
  deposit?: DepositTerms | undefined;
  /** Distinguishes two forms of one page; defaults to the form's key. */
  idPrefix?: string;
  /** cost-calculation: the calculator's fields it carries along (hidden); a refused post carries its own again. */
  carried?: Record<string, string> | undefined;
}

/** The feed's municipalities the alert form's zone picker offers; none while no snapshot is readable (the text field still works). */
async function alertZoneOptions(services: Services, lang: Lang): Promise<ZoneGroup[]> {
  const index = await services.listings.index(lang).catch(() => null);
  return index ? zoneOptionsOf(index) : [];
}

/** The rental conditions a visit form states, the deposit the listing's own when it gives one. */
function rentalTerms(rental: Services["content"]["site"]["leads"]["rental"], deposit: DepositTerms | undefined) {
  const { depositMonths, ...others } = rental;
  return { ...others, deposit: deposit ?? { months: depositMonths } };
}

/** Everything a lead form renders with: its address, context fields and signed start time, values and errors. */
export async function leadFormProps(services: Services, form: LeadForm, setup: FormSetup): Promise<LeadFormProps> {
  const hidden: Record<string, string> = { [FORM_CONTEXT.page]: setup.page };
  if (setup.about) hidden[setup.about.kind === "property" ? FORM_CONTEXT.property : FORM_CONTEXT.project] = String(setup.about.id);
  if (form === "cost-calculation") Object.assign(hidden, costsLeadValues(setup.carried ?? setup.values ?? {}));
  const stamp = renderStamp(services);
  if (stamp) hidden[FORM_CONTEXT.stamp] = await stamp;
  return {
    form,
    action: formPath(form, setup.lang),
    idPrefix: setup.idPrefix ?? form,
    values: setup.values ?? {},
    errors: setup.errors ?? {},
    failure: setup.failure,
    hidden,
    calendar: setup.calendar,
    units: setup.units,
    rental: form === "contact-appointment" && setup.goal === 1 ? rentalTerms(services.content.site.leads.rental, setup.deposit) : undefined,
    advancePercent: form === "offer-to-buy" ? services.content.site.leads.offerAdvancePercent : undefined,
    zoneOptions: form === "demand-register" ? await alertZoneOptions(services, setup.lang) : undefined,
    privacyPath: pathFor(services.links.slugs, "privacy", setup.lang),
  };
}
