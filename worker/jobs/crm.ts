import { drizzle } from "drizzle-orm/d1";
import { demoCrmCalls } from "../db/schema";
import { ENDPOINTS, type Endpoint } from "../feed/provider/endpoints";
import { DEFAULT_LANGUAGE_IDS, type ProviderConfig, type WhiseConfig } from "../feed/provider/config";
import { createWhiseClient } from "../feed/whise/client";
import { createTransport, defaultSleep, type FetchLike } from "../feed/provider/http";
import { PROVIDER_TIMEOUT_MS } from "../feed/provider/endpoints";
import { VISIT_SLOTS } from "../../client/forms/lead-forms";
import { encodeArea } from "../../client/domain/area";
import type { AlertCriteria } from "../alerts/types";
import { readMoment } from "../leads/visit-slots";
import type { LeadView } from "../leads/lead-view";

/**
 * The provider's CRM, where the agency works its leads. `push` resolves to a receipt, or rejects to be
 * retried. A demand-register lead comes with its search alert's criteria (`demand`).
 */
export interface LeadCrm {
  readonly name: string;
  push(lead: LeadView, demand?: AlertCriteria): Promise<string>;
}

/**
 * DemandRegion.RegionType of a drawn polygon. Unverified: Omnicasa's catalogue (fw4-bvba/omnicasa-api
 * src/Request/Contact/DemandRegion.php) names the field but not its values; RegionData carries the
 * ring as the site's `?area=` text ("lng,lat_lng,lat_...", client/domain/area.ts).
 */
export const DEMAND_REGION_POLYGON = 1;

/** The parameters the CRM's numbers take only when the visitor gave them (Omnicasa reads a missing one as "no bound"). */
function bounds(criteria: AlertCriteria): Record<string, number> {
  const named: [string, number | null][] = [
    ["PriceMin", criteria.priceMin],
    ["PriceMax", criteria.priceMax],
    ["Budget", criteria.budget],
    ["MinRooms", criteria.bedroomsMin],
    ["MaxRooms", criteria.bedroomsMax],
    ["MinGarages", criteria.garagesMin],
    ["MaxGarages", criteria.garagesMax],
    ["MinParkings", criteria.parkingsMin],
    ["MaxParkings", criteria.parkingsMax],
  ];
  return Object.fromEntries(named.filter((entry): entry is [string, number] => entry[1] !== null));
}

/** The alert form's contact time slots ("10,14") as the hours they stand for ("10:00-13:00, 14:00-16:00"). */
function contactSlots(lead: LeadView): string {
  return (lead.payload.fields.slots ?? "")
    .split(",")
    .map((slot) => VISIT_SLOTS[slot.trim() as keyof typeof VISIT_SLOTS])
    .filter(Boolean)
    .join(", ");
}

/** The person of a lead in Omnicasa's parameter names, the same for ContactOnMe and DemandRegister. */
function personParams(lead: LeadView): Record<string, string> {
  return { FirstName: lead.person.firstName, Name: lead.person.lastName ?? "", Email: lead.person.email, PhoneNumber: lead.person.phone ?? "" };
}

/**
 * A search alert as Omnicasa's DemandRegister (fw4-bvba/omnicasa-api src/Request/Contact/
 * DemandRegisterRequest.php), the same for the demo and the provider. The contact time slots, the
 * remark and our lead id (to recognise a retried push) travel as Comment.
 */
export function demandRegisterCall(
  lead: LeadView,
  criteria: AlertCriteria,
  languageId: number,
): { endpoint: Endpoint; languageId: number; params: Record<string, unknown> } {
  const slots = contactSlots(lead);
  const params: Record<string, unknown> = {
    ...personParams(lead),
    Goal: criteria.goal,
    // Our type groups are Omnicasa's WebID groups (SPEC 3: 1 house, 2 apartment, 4 land, 5 yield, 6 commercial, 7 garage).
    TypeOfPropertyIDs: criteria.types,
    // Belgian postcodes, and Luxembourg's as "L-1611" (worker/alerts/types.ts zoneKeyOf).
    Zips: criteria.zones,
    ...bounds(criteria),
    IsReceivedEmail: lead.newsletter,
    Comment: [slots ? `Contact: ${slots}` : "", lead.payload.fields.remark ?? "", `Ref. ${lead.id}`].filter(Boolean).join("\n"),
    LanguageIdFromParameter: languageId,
  };
  if (criteria.area) params.DemandRegion = { RegionType: DEMAND_REGION_POLYGON, RegionDisp: "area", RegionData: encodeArea(criteria.area) };
  return { endpoint: ENDPOINTS.demandRegister, languageId, params };
}

/** The demand in words, for a CRM that takes a message only (Whise). */
function demandText(criteria: AlertCriteria): string {
  const span = (min: number | null, max: number | null) => (min === null && max === null ? "" : `${min ?? ""}-${max ?? ""}`);
  return [
    `Search alert: ${criteria.goal === 0 ? "to buy" : "to rent"}`,
    `Types (WebID): ${criteria.types.join(", ")}`,
    criteria.zones.length ? `Postcodes: ${criteria.zones.join(", ")}` : "",
    criteria.area ? `Drawn area: ${encodeArea(criteria.area)}` : "",
    span(criteria.priceMin, criteria.priceMax) ? `Price: ${span(criteria.priceMin, criteria.priceMax)}` : "",
    criteria.budget !== null ? `Budget: ${criteria.budget}` : "",
    span(criteria.bedroomsMin, criteria.bedroomsMax) ? `Bedrooms: ${span(criteria.bedroomsMin, criteria.bedroomsMax)}` : "",
    span(criteria.garagesMin, criteria.garagesMax) ? `Garages: ${span(criteria.garagesMin, criteria.garagesMax)}` : "",
    span(criteria.parkingsMin, criteria.parkingsMax) ? `Parkings: ${span(criteria.parkingsMin, criteria.parkingsMax)}` : "",
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * The call a lead becomes, with the parameter names of Omnicasa's catalogue (fw4-bvba/omnicasa-api
 * src/Request/Contact/ContactOnMeRequest.php and ContactOnMeProjectRequest.php), the same for the demo
 * and the provider. Our visit slots are not Omnicasa agenda appointments (AppointmentID is one of
 * theirs), so the chosen moment travels as AgendaComment; our lead id travels in CustomStr1 so the
 * agency can recognise a retried push of the same lead.
 */
export function crmCall(
  lead: LeadView,
  languageIds: Record<string, number> = DEFAULT_LANGUAGE_IDS,
  demand?: AlertCriteria,
): { endpoint: Endpoint; languageId: number; params: Record<string, unknown> } {
  if (demand) return demandRegisterCall(lead, demand, languageIds[lead.lang] ?? 1);
  const about = lead.payload.about;
  const { content, agenda } = leadText(lead);
  const params: Record<string, unknown> = {
    ...personParams(lead),
    Subject: lead.form,
    Content: content,
    IsReceivedEmail: lead.newsletter,
    LanguageIdFromParameter: languageIds[lead.lang] ?? 1,
    CustomStr1: lead.id,
  };
  const languageId = languageIds[lead.lang] ?? 1;
  // ContactOnMeProject takes the project as ProjectIDs (a comma list) and has no agenda fields.
  if (about?.kind === "project") return { endpoint: ENDPOINTS.contactOnMeProject, languageId, params: { ...params, ProjectIDs: String(about.id) } };
  if (about?.kind === "property") params.ObjectID = about.id;
  if (agenda) params.AgendaComment = agenda;
  return { endpoint: ENDPOINTS.contactOnMe, languageId, params };
}

/** What a CRM is told in words: the visitor's remark (and the unit asked about), and the visit moment ("2026-12-02 14:00-16:00"). */
function leadText(lead: LeadView): { content: string; agenda: string | undefined } {
  const fields = lead.payload.fields;
  const moment = readMoment(fields.moment ?? "");
  return {
    content: [fields.remark ?? "", fields.unit ? `Unit ${lead.payload.unitName ?? fields.unit}` : ""].filter(Boolean).join("\n"),
    agenda: moment ? `${moment.day} ${VISIT_SLOTS[moment.slot]}` : undefined,
  };
}

/** The demo provider's CRM: records the call it would have received (demo_crm_calls), once per lead. */
export function demoCrm(db: D1Database, now: () => number = Date.now): LeadCrm {
  const orm = drizzle(db);
  return {
    name: "demo",
    async push(lead, demand) {
      const call = crmCall(lead, DEFAULT_LANGUAGE_IDS, demand);
      await orm
        .insert(demoCrmCalls)
        .values({ leadId: lead.id, endpoint: call.endpoint, body: JSON.stringify(call.params), createdAt: now() })
        .onConflictDoNothing();
      return `demo:${call.endpoint}`;
    },
  };
}

/** The agency's provider CRM: Omnicasa's ContactOnMe, or a Whise contact. One call, no retries of its own (the queue retries with backoff). */
export function providerCrm(config: ProviderConfig, fetch: FetchLike = (url, init) => globalThis.fetch(url, init)): LeadCrm {
  if (config.kind === "whise") return whiseCrm(config, fetch);
  const perform = createTransport({ ...config, fetch, sleep: defaultSleep, timeoutMs: PROVIDER_TIMEOUT_MS, retries: 0, backoffMs: 0 });
  return {
    name: "provider",
    async push(lead, demand) {
      const call = crmCall(lead, config.languageIds, demand);
      const value = await perform({ ...call, label: `lead ${lead.id}` });
      return `${call.endpoint}:${JSON.stringify(value ?? null).slice(0, 200)}`;
    },
  };
}

/**
 * Whise: the lead as a contact of the agency's office, about its estate (v1/contacts/create, with the
 * body public integrations send: tombroucke/immo-sync-whise src/Frontend/Contacts.php). A project
 * lead names the project estate, whose units are estates too.
 */
function whiseCrm(config: WhiseConfig, fetch: FetchLike): LeadCrm {
  const client = createWhiseClient({ ...config, fetch, retries: 0 });
  return {
    name: "provider",
    async push(lead, demand) {
      const about = lead.payload.about;
      const estate = lead.payload.fields.unit ? Number(lead.payload.fields.unit) : about?.id;
      const { content, agenda } = leadText(lead);
      const contact = {
        Name: [lead.person.firstName, lead.person.lastName].filter(Boolean).join(" "),
        FirstName: lead.person.firstName,
        LastName: lead.person.lastName ?? "",
        PrivateEmail: lead.person.email,
        PrivateTel: lead.person.phone ?? "",
        LanguageId: config.languages[lead.lang],
        CountryId: 1,
        ...(config.officeId === undefined ? {} : { OfficeIds: [config.officeId] }),
        ...(estate === undefined ? {} : { EstateIds: [estate] }),
        Message: [demand ? demandText(demand) : "", demand && contactSlots(lead) ? `Contact: ${contactSlots(lead)}` : "", content, agenda, `Ref. ${lead.id}`]
          .filter(Boolean)
          .join("\n"),
      };
      const answer = await client.createContact(contact);
      return `whise:contacts/create:${JSON.stringify(answer ?? null).slice(0, 200)}`;
    },
  };
}
