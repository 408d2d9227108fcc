import { ABOUT_PARAM, FORM_CONTEXT } from "../../client/forms/guards";
import type { LeadForm } from "../../client/forms/lead-forms";
import type { Lang } from "../../client/i18n/languages";
import { fixedPath, LISTING_ID } from "../../client/i18n/routes";
import type { PropertyDetail } from "../feed/model";
import type { LeadSubject } from "../leads/lead-view";
import type { Services } from "../services";
import { availableUnits } from "./lead-form-props";
import { depositTerms, type DepositTerms } from "./rental-deposit";

/** Forms about one property, and about one project; the others are about the agency. */
const ABOUT_PROPERTY = new Set<LeadForm>(["contact-me", "contact-appointment", "send-to-friend", "document-request", "offer-to-buy"]);
const ABOUT_PROJECT = new Set<LeadForm>(["contact-construction"]);

export interface LeadContext {
  page: string;
  about?: LeadSubject | undefined;
  /** A property that is no longer available takes no visits or offers. */
  available: boolean;
  /** The property's goal (0 sale, 1 rent): offers are for sale, rental conditions for rent. */
  goal?: 0 | 1 | undefined;
  /** The documents the property has (a document request sends them). */
  documents?: { name: string; url: string }[] | undefined;
  units?: { id: number; name: string }[] | undefined;
  /** A rental's deposit as its conditions state it (depositTerms). */
  deposit?: DepositTerms | undefined;
}

/** The page a form says it was sent from, if it is one of this language's site paths; else the language's home. */
export function pageOf(value: string | undefined, lang: Lang): string {
  const page = value?.trim() ?? "";
  return page.startsWith(`/${lang}/`) && page.length <= 300 && !page.includes("//") && !/[\s<>"'\\]/.test(page) ? page : fixedPath("home", lang);
}

/**
 * What a form is about, read from its context fields and the listing snapshot. Undefined when the form
 * needs a property or project that is not (or no longer) there: SPEC 8 "property not found or sold".
 */
export async function leadContext(
  services: Services,
  form: LeadForm,
  lang: Lang,
  values: Record<string, string | undefined>,
): Promise<LeadContext | undefined> {
  const page = pageOf(values[FORM_CONTEXT.page], lang);
  if (!ABOUT_PROPERTY.has(form) && !ABOUT_PROJECT.has(form)) return { page, available: true };
  const idText = values[ABOUT_PROJECT.has(form) ? FORM_CONTEXT.project : FORM_CONTEXT.property] ?? "";
  if (!LISTING_ID.test(idText)) return undefined;
  const index = await services.listings.index(lang);
  if (!index) return undefined;
  if (ABOUT_PROJECT.has(form)) {
    const project = await services.listings.project(index, Number(idText));
    if (!project) return undefined;
    return {
      page,
      about: { kind: "project", id: project.id, title: project.name, path: project.path },
      available: true,
      units: availableUnits(project),
    };
  }
  const property = await services.listings.property(index, Number(idText));
  if (!property) return undefined;
  return {
    page,
    about: {
      kind: "property",
      id: property.id,
      title: property.title,
      reference: property.reference,
      path: property.path,
      ...whereIs(property),
      ...(property.contact?.email ? { contact: { name: property.contact.name, email: property.contact.email } } : {}),
    },
    available: property.status === "available",
    goal: property.goal === 0 ? 0 : 1,
    documents: property.documents,
    deposit: depositTerms(property, services.content.site.leads.rental.depositMonths, lang),
  };
}

/** The thank-you address after a lead, with the listing it was about (its id, checked again when the page is shown). */
export function thankYouAddress(thankYou: string, about: LeadSubject | undefined, extra?: string): string {
  const query = [...(about ? [`${ABOUT_PARAM}=${about.id}`] : []), ...(extra ? [extra] : [])].join("&");
  return query ? `${thankYou}?${query}` : thankYou;
}

/**
 * The listing a thank-you page links back to: the `about` id of its address, only for a form about a
 * listing and only while the listing is in this language's snapshot (anything else: no link).
 */
export async function thankYouSubject(
  services: Services,
  form: string,
  lang: Lang,
  about: string | undefined,
): Promise<{ title: string; path: string } | undefined> {
  const property = ABOUT_PROPERTY.has(form as LeadForm);
  if ((!property && !ABOUT_PROJECT.has(form as LeadForm)) || !about || !LISTING_ID.test(about)) return undefined;
  const index = await services.listings.index(lang);
  if (!index) return undefined;
  const listing = property ? await services.listings.property(index, Number(about)) : await services.listings.project(index, Number(about));
  if (!listing) return undefined;
  return { title: "title" in listing ? listing.title : listing.name, path: listing.path };
}

/** A property's address and map link for a visit's mail and invitation: only what its page publishes. */
function whereIs(property: Pick<PropertyDetail, "address" | "zip" | "city" | "geo">): { address: string; mapUrl: string } {
  const address = property.address ?? `${property.zip} ${property.city}`;
  const query = property.geo ? `${property.geo.lat},${property.geo.lng}` : address;
  return { address, mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` };
}
