import * as v from "valibot";
import { LANGUAGES } from "../../client/i18n/languages";
import type { DeliveryKind } from "../db/leads";

/**
 * What the delivery queue carries (wrangler.toml [[queues.consumers]], worker/jobs/deliver.ts consumes
 * it): ids and kinds only, never a lead's or an owner's data, which the consumer reads from D1.
 */

/** The queue message of one owner's report of one month ("2026-10"). */
export const OwnerReportMessageSchema = v.object({
  ownerId: v.pipe(v.string(), v.uuid()),
  month: v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/)),
  kind: v.literal("owner-report"),
});
export type OwnerReportMessage = v.InferOutput<typeof OwnerReportMessageSchema>;

/** Every kind of lead delivery the queue carries (the staff area filters and retries by them). */
export const LEAD_DELIVERY_KINDS = [
  "agency-mail",
  "contact-mail",
  "visitor-mail",
  "friend-mail",
  "crm",
  "alert-confirm-mail",
  "newsletter-confirm-mail",
] as const satisfies readonly DeliveryKind[];

/** Deliver one kind of one lead. The lead itself is read from D1, never carried in the queue. */
export const LeadDeliveryMessageSchema = v.object({
  leadId: v.pipe(v.string(), v.uuid()),
  kind: v.picklist(LEAD_DELIVERY_KINDS),
});
/** Send one search alert digest (its matches and alert are read from D1). */
export const DigestDeliveryMessageSchema = v.object({
  digestId: v.pipe(v.string(), v.uuid()),
  kind: v.literal("alert-digest"),
});
/** Mail an owner's password link (invitation or reset; the link and its account are read from D1). */
export const PasswordMailMessageSchema = v.object({
  linkId: v.pipe(v.string(), v.uuid()),
  kind: v.literal("owner-password-mail"),
});
/** Tell an owner a passkey was added to their account (the passkey and its account are read from D1). */
export const PasskeyMailMessageSchema = v.object({
  // A WebAuthn credential id as base64url: at most 1 023 bytes.
  passkeyId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+$/), v.maxLength(1400)),
  lang: v.picklist(LANGUAGES),
  kind: v.literal("owner-passkey-mail"),
});
/** Tell an owner their password was changed (the account is read from D1). */
export const PasswordChangedMessageSchema = v.object({
  ownerId: v.pipe(v.string(), v.uuid()),
  changedAt: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  kind: v.literal("owner-password-changed-mail"),
});
/** Tell an owner that someone is guessing their password (the account is read from D1). */
export const LoginAttackMessageSchema = v.object({
  ownerId: v.pipe(v.string(), v.uuid()),
  at: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  kind: v.literal("owner-login-attack-mail"),
});
/** Mail a favourites watch its confirmation (the watch is read from D1). */
export const WatchConfirmMessageSchema = v.object({
  watchId: v.pipe(v.string(), v.uuid()),
  kind: v.literal("favourites-confirm-mail"),
});
/** Send one change mail of a favourites watch (the mail and its watch are read from D1). */
export const WatchChangeMessageSchema = v.object({
  watchMailId: v.pipe(v.string(), v.uuid()),
  kind: v.literal("favourites-change-mail"),
});
/** Send the agency's compliance mail of one agency day (its listings are read from D1, worker/compliance/mails.ts). */
export const ComplianceMailMessageSchema = v.object({
  day: v.pipe(v.string(), v.isoDate()),
  kind: v.literal("compliance-mail"),
});
/**
 * One message of the delivery queue: a lead's delivery, a search alert's digest, an owner's password
 * link, passkey, password change or guessing notice, or an owner's monthly report (worker/jobs/owner-reports.ts).
 */
export const DeliveryMessageSchema = v.union([
  LeadDeliveryMessageSchema,
  DigestDeliveryMessageSchema,
  PasswordMailMessageSchema,
  PasskeyMailMessageSchema,
  PasswordChangedMessageSchema,
  LoginAttackMessageSchema,
  OwnerReportMessageSchema,
  WatchConfirmMessageSchema,
  WatchChangeMessageSchema,
  ComplianceMailMessageSchema,
]);
export type LeadDeliveryMessage = v.InferOutput<typeof LeadDeliveryMessageSchema>;
export type DigestDeliveryMessage = v.InferOutput<typeof DigestDeliveryMessageSchema>;
export type DeliveryMessage = v.InferOutput<typeof DeliveryMessageSchema>;
