import * as v from "valibot";
import { confirmMail, type ConfirmMailDeps } from "../alerts/confirm-mails";
import { deliverDigest, type DigestDeliveryDeps } from "../alerts/deliver-digest";
import type { AlertDigestRepository } from "../alerts/alert-digests";
import type { LeadRepository } from "../db/leads";
import { leadMail, typedRecipient } from "../mail/lead-mails";
import { mailStopHref } from "../mail/recipient-stop";
import { deliverOwnerReport, type OwnerReportDeps } from "./owner-reports";
import { DeliveryMessageSchema, type DeliveryMessage, type LeadDeliveryMessage } from "../leads/delivery-messages";
import { deliverLoginAttackMail } from "../owner/login-attack-mail";
import { deliverPasskeyMail, type PasskeyMailDeps } from "../owner/passkey-mail";
import { deliverPasswordChangedMail, type PasswordChangedMailDeps } from "../owner/password-changed-mail";
import { deliverPasswordMail, type PasswordMailDeps } from "../owner/password-mail";
import type { LeadCrm } from "./crm";
import { leadView } from "../leads/lead-view";
import type { FavouriteWatchRepository } from "../favourites/watches";
import { deliverWatchConfirm, deliverWatchMail, type WatchDeliveryDeps } from "../favourites/deliver-watch";
import { deliverComplianceMail } from "./compliance";
import type { ComplianceMailRepository } from "../compliance/mails";

/** First retry after this many seconds, doubling per attempt up to MAX_RETRY_DELAY_S. */
export const FIRST_RETRY_DELAY_S = 30;
export const MAX_RETRY_DELAY_S = 3_600;

export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_DELAY_S * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_S);
}

export interface DeliveryDeps
  extends ConfirmMailDeps, DigestDeliveryDeps, PasswordMailDeps, PasskeyMailDeps, PasswordChangedMailDeps, OwnerReportDeps, WatchDeliveryDeps {
  leads: LeadRepository;
  crm: LeadCrm;
  /** Where a testimonial's photo is (the agency's mail carries it). */
  uploads: R2Bucket;
  /** Search alerts and their digests (the confirmation mails, the CRM push and the digests read them). */
  alerts: AlertDigestRepository;
}

type Outcome = "delivered" | "already" | "gone";

/** Delivers one kind of one lead: a mail or the CRM push. */
async function deliverLead(message: LeadDeliveryMessage, deps: DeliveryDeps): Promise<Outcome> {
  const [row, delivery] = await Promise.all([deps.leads.byId(message.leadId), deps.leads.delivery(message.leadId, message.kind)]);
  if (!row || !delivery) return "gone";
  if (delivery.state === "delivered") return "already";
  const lead = leadView(row);
  try {
    let receipt: string;
    if (message.kind === "crm") {
      const demand = lead.form === "demand-register" ? await deps.alerts.alertOfLead(lead.id) : undefined;
      receipt = await deps.crm.push(lead, demand?.criteria);
    } else if (message.kind === "alert-confirm-mail" || message.kind === "newsletter-confirm-mail") {
      const mail = await confirmMail(message.kind, lead, deps);
      receipt = typeof mail === "string" ? mail : (await deps.transport.send(mail)).messageId;
    } else {
      const context = deps.mail(lead.payload.origin);
      const recipient = typedRecipient(message.kind, lead);
      const stop = recipient ? await mailStopHref(deps.formSecret, recipient, lead.lang, context.origin) : undefined;
      const mail = leadMail(message.kind, lead, context, stop);
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

/**
 * Delivers one message; resolves when it is done (or was done before, or its lead or digest is
 * gone), rejects when it should be tried again. A delivered kind or a sent digest is never sent
 * twice, whatever the queue replays.
 */
export async function deliver(message: DeliveryMessage, deps: DeliveryDeps): Promise<Outcome> {
  if (message.kind === "owner-report") return deliverOwnerReport(message, deps);
  if (message.kind === "owner-login-attack-mail") return deliverLoginAttackMail(message, deps);
  if (message.kind === "favourites-confirm-mail") return deliverWatchConfirm(message.watchId, deps);
  if (message.kind === "favourites-change-mail") return deliverWatchMail(message.watchMailId, deps);
  if (message.kind === "compliance-mail") return deliverComplianceMail(message.day, deps);
  if ("digestId" in message) return deliverDigest(message.digestId, deps);
  if ("linkId" in message) return deliverPasswordMail(message.linkId, deps);
  if ("passkeyId" in message) return deliverPasskeyMail(message, deps);
  if ("ownerId" in message) return deliverPasswordChangedMail(message, deps);
  return deliverLead(message, deps);
}

function describe(message: DeliveryMessage): string {
  if (message.kind === "owner-report") return `${message.kind} ${message.ownerId} ${message.month}`;
  if (message.kind === "favourites-confirm-mail") return `${message.kind} ${message.watchId}`;
  if (message.kind === "favourites-change-mail") return `${message.kind} ${message.watchMailId}`;
  if (message.kind === "compliance-mail") return `${message.kind} ${message.day}`;
  if ("digestId" in message) return `${message.kind} ${message.digestId}`;
  if ("linkId" in message) return `${message.kind} ${message.linkId}`;
  if ("passkeyId" in message) return `${message.kind} ${message.passkeyId.slice(0, 16)}`;
  if ("ownerId" in message) return `${message.kind} ${message.ownerId}`;
  return `${message.kind} ${message.leadId}`;
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
      console.warn("delivery failed, retrying", describe(parsed.output), error instanceof Error ? error.message : error);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

/**
 * The dead-letter queue's consumer: a delivery that kept failing is marked dead; the lead stays in D1,
 * marked failed. A digest that kept failing is marked dead (its matches stay with it: never re-sent
 * in another digest). A password link's mail that kept failing is only logged: the link stays unmailed
 * and expires on its own; the owner asks for another ("forgot password") or the staff resend one. A
 * passkey's notice that kept failing is only logged too: the account page lists every passkey; so is
 * a password change's notice, and a notice of guessing (the next one comes a day later if it goes on). So is an owner's monthly report: its claim was given back, so a message
 * queued again for that month would still send it; the next month's report comes as ever. A compliance
 * mail that kept failing is marked dead: the next day's run names its listings again in that day's mail.
 */
export async function consumeDeadDeliveries(
  batch: MessageBatch<unknown>,
  leads: LeadRepository,
  alerts?: Pick<AlertDigestRepository, "markDead">,
  watches?: Pick<FavouriteWatchRepository, "settleMail">,
  complianceMails?: Pick<ComplianceMailRepository, "settle">,
): Promise<void> {
  for (const message of batch.messages) {
    const parsed = v.safeParse(DeliveryMessageSchema, message.body);
    if (parsed.success) {
      const body = parsed.output;
      if (body.kind === "owner-report") {
        console.error("owner report gave up", body.ownerId, body.month);
      } else if (body.kind === "owner-login-attack-mail") {
        console.error("owner login attack notice gave up", body.ownerId);
      } else if (body.kind === "favourites-confirm-mail") {
        console.error("favourites watch confirmation gave up", body.watchId);
      } else if (body.kind === "favourites-change-mail") {
        if (watches) await watches.settleMail(body.watchMailId, { state: "dead", error: "retries exhausted" });
        console.error("favourites change mail gave up", body.watchMailId);
      } else if (body.kind === "compliance-mail") {
        // Settled dead (never once sent): the next day's run makes its listings unnamed again and names them in that day's one mail.
        if (complianceMails) await complianceMails.settle(body.day, { state: "dead", error: "retries exhausted" });
        console.error("compliance mail gave up; its listings go in the next day's mail", body.day);
      } else if ("digestId" in body) {
        if (alerts && (await alerts.markDead(body.digestId))) console.error("digest delivery gave up", body.digestId);
      } else if ("linkId" in body) {
        console.error("owner password mail gave up", body.linkId);
      } else if ("passkeyId" in body) {
        console.error("owner passkey mail gave up", body.passkeyId.slice(0, 16));
      } else if ("ownerId" in body) {
        console.error("owner password change notice gave up", body.ownerId);
      } else {
        const delivery = await leads.delivery(body.leadId, body.kind);
        if (delivery && delivery.state !== "delivered") {
          await leads.settle(body.leadId, body.kind, { state: "dead", error: delivery.lastError ?? "retries exhausted" });
          console.error("delivery gave up", body.kind, body.leadId);
        }
      }
    }
    message.ack();
  }
}
