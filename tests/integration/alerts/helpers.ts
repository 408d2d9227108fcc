import { env } from "cloudflare:workers";
import { vi } from "vitest";
import type { AlertCriteria, AlertFrequency, AlertState } from "../../../worker/alerts/types";
import type { ChangedListing } from "../../../worker/feed/listing-changes";
import { zoneKeyOf } from "../../../worker/feed/listing-changes";
import type { PipelineDeps } from "../../../worker/jobs/alert-pipeline";
import { alertChangesRepository } from "../../../worker/alerts/alert-changes";
import { alertDigestRepository } from "../../../worker/alerts/alert-digests";
import type { PropertySummary } from "../../../worker/feed/model";
import { isOnOffer } from "../../../worker/feed/offer";
import type { DeliveryMessage } from "../../../worker/leads/delivery-messages";
import { deliveryDeps } from "../../../worker/jobs/delivery-deps";
import { alertCriteria } from "../../fixtures/alerts";
import { get } from "../worker";

export async function clearAlerts(): Promise<void> {
  await env.DB.exec(
    "DELETE FROM alert_matches; DELETE FROM alert_digests; DELETE FROM listing_changes; DELETE FROM change_batches; DELETE FROM search_alerts; DELETE FROM newsletter_subscribers; DELETE FROM dev_mailbox; DELETE FROM demo_crm_calls; DELETE FROM lead_deliveries; DELETE FROM leads;",
  );
}

/** The Dutch for-sale listings on offer in the current snapshot (the first request seeds one). */
export async function saleListings(): Promise<PropertySummary[]> {
  await get("/nl/te-koop/");
  const listings = await deliveryDeps(env).listings("nl");
  if (!listings) throw new Error("no snapshot");
  return listings.filter((listing) => listing.goal === 0 && isOnOffer(listing) && listing.price !== null);
}

export function criteriaFor(listings: readonly PropertySummary[], overrides: Partial<AlertCriteria> = {}): AlertCriteria {
  return alertCriteria({
    types: [...new Set(listings.map((listing) => listing.typeGroup))],
    zones: [...new Set(listings.map((listing) => zoneKeyOf(listing.zip, listing.countryId)))],
    ...overrides,
  });
}

/** A listing of the snapshot as a sync would report it: new, or cheaper than before. */
export function changeOf(listing: PropertySummary, reason: "new" | "price" = "new"): ChangedListing {
  return {
    id: listing.id,
    reason,
    goal: listing.goal,
    typeGroup: listing.typeGroup,
    price: listing.price,
    previousPrice: reason === "price" ? listing.price! + 25_000 : null,
    bedrooms: listing.bedrooms,
    zone: zoneKeyOf(listing.zip, listing.countryId),
    point: listing.geo ? [listing.geo.lng, listing.geo.lat] : null,
  };
}

export interface AlertRow {
  id?: string;
  leadId?: string | null;
  lang?: "nl" | "fr" | "en" | "de";
  email?: string;
  criteria: AlertCriteria;
  frequency?: AlertFrequency;
  state?: AlertState;
  confirmedAt?: number | null;
}

/** Writes a search alert as the alert form does. */
export async function insertAlert(row: AlertRow): Promise<string> {
  const id = row.id ?? crypto.randomUUID();
  const at = Date.now();
  await env.DB.prepare(
    `INSERT INTO search_alerts (id, lead_id, lang, email, person, criteria, frequency, state, created_at, updated_at, confirmed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      id,
      row.leadId ?? null,
      row.lang ?? "nl",
      row.email ?? "zoe.peeters@example.be",
      JSON.stringify({ title: "ms", firstName: "Zoë", lastName: "Peeters", email: row.email ?? "zoe.peeters@example.be", phone: "0475 12 34 56" }),
      JSON.stringify(row.criteria),
      row.frequency ?? "instant",
      row.state ?? "active",
      at,
      at,
      row.confirmedAt === undefined ? at : row.confirmedAt,
    )
    .run();
  return id;
}

/** Pipeline deps whose queue keeps what it is given (the test delivers it itself). */
export function recordingPipeline(): { deps: PipelineDeps; sent: DeliveryMessage[] } {
  const sent: DeliveryMessage[] = [];
  const queue = {
    send: vi.fn(async (body: DeliveryMessage) => void sent.push(body)),
    sendBatch: vi.fn(async (messages: { body: DeliveryMessage }[]) => void sent.push(...messages.map((message) => message.body))),
  } as unknown as Queue<DeliveryMessage>;
  return { deps: { changes: alertChangesRepository(env.DB), digests: alertDigestRepository(env.DB), queue }, sent };
}
