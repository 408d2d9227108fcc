import type { DeliveryKind } from "../db/leads";
import type { DeliveryMessage } from "./delivery-messages";

/** Hands a lead's deliveries to the queue. */
export async function enqueueDeliveries(queue: Queue<DeliveryMessage>, leadId: string, kinds: readonly DeliveryKind[]): Promise<void> {
  if (kinds.length === 0) return;
  await queue.sendBatch(kinds.map((kind) => ({ body: { leadId, kind }, contentType: "json" as const })));
}
