import * as v from "valibot";
import type { DeliveryKind, LeadRepository } from "../db/leads";
import { leadMail, type MailContext } from "../mail/lead-mails";
import type { MailTransport } from "../mail/mail";
import type { LeadCrm } from "./crm";
import { leadView } from "./lead-view";

/** One queue message: deliver one kind of one lead. The lead itself is read from D1, never carried in the queue. */
export const DeliveryMessageSchema = v.object({
  leadId: v.pipe(v.string(), v.uuid()),
  kind: v.picklist(["agency-mail", "contact-mail", "visitor-mail", "friend-mail", "crm"] satisfies DeliveryKind[]),
});
export type DeliveryMessage = v.InferOutput<typeof DeliveryMessageSchema>;

/** First retry after this many seconds, doubling per attempt up to MAX_RETRY_DELAY_S. */
export const FIRST_RETRY_DELAY_S = 30;
export const MAX_RETRY_DELAY_S = 3_600;

export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_DELAY_S * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_S);
}

export interface DeliveryDeps {
  leads: LeadRepository;
  transport: MailTransport;
  crm: LeadCrm;
  mail: (origin: string | undefined) => MailContext;
  /** Where a testimonial's photo is (the agency's mail carries it). */
  uploads: R2Bucket;
}

/**
 * Delivers one message; resolves when it is done (or was done before, or its lead is gone), rejects
 * when it should be tried again. A delivered kind is never sent twice, whatever the queue replays.
 */
export async function deliver(message: DeliveryMessage, deps: DeliveryDeps): Promise<"delivered" | "already" | "gone"> {
  const [row, delivery] = await Promise.all([deps.leads.byId(message.leadId), deps.leads.delivery(message.leadId, message.kind)]);
  if (!row || !delivery) return "gone";
  if (delivery.state === "delivered") return "already";
  const lead = leadView(row);
  try {
    let receipt: string;
    if (message.kind === "crm") receipt = await deps.crm.push(lead);
    else {
      const mail = leadMail(message.kind, lead, deps.mail(lead.payload.origin));
      if (!mail) throw new Error(`no mail for ${message.kind}`);
      const photo =
        (message.kind === "agency-mail" || message.kind === "contact-mail") && lead.payload.photo ? await deps.uploads.get(lead.payload.photo.key) : null;
      if (photo)
        mail.attachments.push({ filename: lead.payload.photo!.key.split("/").pop()!, type: lead.payload.photo!.type, content: await photo.arrayBuffer() });
      receipt = (await deps.transport.send(mail)).messageId;
    }
    await deps.leads.settle(message.leadId, message.kind, { state: "delivered", receipt });
    return "delivered";
  } catch (error) {
    await deps.leads.settle(message.leadId, message.kind, { state: "pending", error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

/** The delivery queue's consumer: each message acknowledged when done, retried with backoff when not. */
export async function consumeDeliveries(batch: MessageBatch<unknown>, deps: DeliveryDeps): Promise<void> {
  for (const message of batch.messages) {
    const parsed = v.safeParse(DeliveryMessageSchema, message.body);
    if (!parsed.success) {
      console.error("delivery message is not one", JSON.stringify(message.body).slice(0, 200));
      message.ack();
      continue;
    }
    try {
      await deliver(parsed.output, deps);
      message.ack();
    } catch (error) {
      console.warn("delivery failed, retrying", parsed.output.kind, parsed.output.leadId, error instanceof Error ? error.message : error);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

/** The dead-letter queue's consumer: a delivery that kept failing is marked dead; the lead stays in D1, marked failed. */
export async function consumeDeadDeliveries(batch: MessageBatch<unknown>, leads: LeadRepository): Promise<void> {
  for (const message of batch.messages) {
    const parsed = v.safeParse(DeliveryMessageSchema, message.body);
    if (parsed.success) {
      const delivery = await leads.delivery(parsed.output.leadId, parsed.output.kind);
      if (delivery && delivery.state !== "delivered") {
        await leads.settle(parsed.output.leadId, parsed.output.kind, { state: "dead", error: delivery.lastError ?? "retries exhausted" });
        console.error("delivery gave up", parsed.output.kind, parsed.output.leadId);
      }
    }
    message.ack();
  }
}
