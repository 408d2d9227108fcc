import { drizzle } from "drizzle-orm/d1";
import { demoCrmCalls } from "../db/schema";
import { ENDPOINTS, type Endpoint } from "../feed/provider/endpoints";
import { DEFAULT_LANGUAGE_IDS, type ProviderConfig } from "../feed/provider/config";
import { createTransport, defaultSleep, type FetchLike } from "../feed/provider/http";
import { PROVIDER_TIMEOUT_MS } from "../feed/provider/endpoints";
import { readMoment } from "./visit-slots";
import type { LeadView } from "./lead-view";

/** The provider's CRM, where the agency works its leads. `push` resolves to a receipt, or rejects to be retried. */
export interface LeadCrm {
  readonly name: string;
  push(lead: LeadView): Promise<string>;
}

/** The call a lead becomes (Omnicasa ContactOnMe / ContactOnMeProject), the same for the demo and the provider. */
export function crmCall(
  lead: LeadView,
  languageIds: Record<string, number> = DEFAULT_LANGUAGE_IDS,
): { endpoint: Endpoint; languageId: number; params: Record<string, unknown> } {
  const about = lead.payload.about;
  const moment = readMoment(lead.payload.fields.moment ?? "");
  const params: Record<string, unknown> = {
    FirstName: lead.person.firstName,
    Name: lead.person.lastName ?? "",
    Email: lead.person.email,
    Phone: lead.person.phone ?? "",
    Title: lead.person.title ?? "",
    Comment: lead.payload.fields.remark ?? "",
    Newsletter: lead.newsletter,
    Source: lead.form,
    // Our lead id: the CRM can recognise a retried push of the same lead.
    ExternalReference: lead.id,
  };
  if (about?.kind === "project")
    return {
      endpoint: ENDPOINTS.contactOnMeProject,
      languageId: languageIds[lead.lang] ?? 1,
      params: { ...params, ProjectID: about.id, PropertyID: lead.payload.fields.unit ? Number(lead.payload.fields.unit) : undefined },
    };
  if (about?.kind === "property") params.PropertyID = about.id;
  if (moment) params.AppointmentID = `${moment.day}T${moment.slot}`;
  return { endpoint: ENDPOINTS.contactOnMe, languageId: languageIds[lead.lang] ?? 1, params };
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

/** Omnicasa: one call, no retries of its own (the queue retries with backoff). */
export function providerCrm(config: ProviderConfig, fetch: FetchLike = (url, init) => globalThis.fetch(url, init)): LeadCrm {
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
