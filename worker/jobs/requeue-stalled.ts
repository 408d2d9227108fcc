import type { DeliveryKind, LeadRepository } from "../db/leads";
import type { DeliveryMessage } from "../leads/delivery-messages";

/** A delivery still pending this long after it was queued is queued again by the cron (its message may be lost). */
export const STALLED_DELIVERY_MS = 5 * 60_000;
/** Deliveries re-queued per cron run, at most. */
export const MAX_REQUEUE = 100;

/** Queues again every delivery left pending too long: a lost enqueue delays a lead, it never loses it. */
export async function requeueStalled(leads: LeadRepository, queue: Queue<DeliveryMessage>, now: number): Promise<number> {
  const stalled = await leads.stalled(now - STALLED_DELIVERY_MS, MAX_REQUEUE);
  if (stalled.length === 0) return 0;
  await queue.sendBatch(stalled.map((item) => ({ body: { leadId: item.leadId, kind: item.kind as DeliveryKind }, contentType: "json" as const })));
  await leads.touch(stalled, now);
  return stalled.length;
}
