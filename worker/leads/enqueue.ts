import type { DeliveryKind } from "../db/leads";
import type { DeliveryMessage } from "./delivery-messages";

/** Hands a lead's deliveries to the queue. */
export async function enqueueDeliveries(queue: Queue<DeliveryMessage>, leadId: string, kinds: readonly DeliveryKind[]): Promise<void> {
  if (kinds.length === 0) return;
  await queue.sendBatch(kinds.map((kind) => ({ body: { leadId, kind }, contentType: "json" as const })));
}

/** Messages per Queue.sendBatch call (the platform's limit). */
const QUEUE_BATCH_MESSAGES = 100;

/** Hands search alert digests to the queue, QUEUE_BATCH_MESSAGES at a time. */
export async function enqueueDigests(queue: Queue<DeliveryMessage>, ids: readonly string[]): Promise<void> {
  for (let from = 0; from < ids.length; from += QUEUE_BATCH_MESSAGES)
    await queue.sendBatch(
      ids.slice(from, from + QUEUE_BATCH_MESSAGES).map((digestId) => ({ body: { digestId, kind: "alert-digest" as const }, contentType: "json" as const })),
    );
}

/** Hands a favourites watch's confirmation mail to the queue. */
export async function enqueueWatchConfirm(queue: Queue<DeliveryMessage>, watchId: string): Promise<void> {
  await queue.send({ watchId, kind: "favourites-confirm-mail" }, { contentType: "json" });
}

/** Hands favourites change mails to the queue, QUEUE_BATCH_MESSAGES at a time, each delivered `delaySeconds` from now (none: at once). */
export async function enqueueWatchMails(queue: Queue<DeliveryMessage>, ids: readonly string[], delaySeconds?: number): Promise<void> {
  const delay = delaySeconds === undefined ? {} : { delaySeconds };
  for (let from = 0; from < ids.length; from += QUEUE_BATCH_MESSAGES)
    await queue.sendBatch(
      ids
        .slice(from, from + QUEUE_BATCH_MESSAGES)
        .map((watchMailId) => ({ body: { watchMailId, kind: "favourites-change-mail" as const }, contentType: "json" as const, ...delay })),
    );
}
