import { drizzle } from "drizzle-orm/d1";
import { demoCrmCalls } from "../db/schema";
import { ENDPOINTS, type Endpoint } from "../feed/provider/endpoints";
import { DEFAULT_LANGUAGE_IDS, type ProviderConfig, type WhiseConfig } from "../feed/provider/config";
import { createWhiseClient } from "../feed/whise/client";
import { createTransport, defaultSleep, type FetchLike } from "../feed/provider/http";
import { PROVIDER_TIMEOUT_MS } from "../feed/provider/endpoints";
import { VISIT_SLOTS } from "../../client/forms/lead-forms";
import { readMoment } from "./visit-slots";
import type { LeadView } from "./lead-view";

/** The provider's CRM, where the agency works its leads. `push` resolves to a receipt, or rejects to be retried. */
export interface LeadCrm {
  readonly name: string;
  push(lead: LeadView): Promise<string>;
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
): { endpoint: Endpoint; languageId: number; params: Record<string, unknown> } {
  const about = lead.payload.about;
  const { content, agenda } = leadText(lead);
  const params: Record<string, unknown> = {
    FirstName: lead.person.firstName,
    Name: lead.person.lastName ?? "",
    Email: lead.person.email,
    PhoneNumber: lead.person.phone ?? "",
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
    content: [fields.remark ?? "", fields.unit ? `Unit ${fields.unit}` : ""].filter(Boolean).join("\n"),
    agenda: moment ? `${moment.day} ${VISIT_SLOTS[moment.slot]}` : undefined,
  };
}

/** The demo provider's CRM: records the call it would have received (demo_crm_calls), once per lead. */
export function demoCrm(db: D1Database, now: () => number = Date.now): LeadCrm {
  const orm = drizzle(db);
  return {
    name: "demo",
    async push(lead) {
      const call = crmCall(lead);
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
    async push(lead) {
      const call = crmCall(lead, config.languageIds);
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
    async push(lead) {
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
        Message: [content, agenda, `Ref. ${lead.id}`].filter(Boolean).join("\n"),
      };
      const answer = await client.createContact(contact);
      return `whise:contacts/create:${JSON.stringify(answer ?? null).slice(0, 200)}`;
    },
  };
}
