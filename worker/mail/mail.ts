/** A mail as the site composes it: both parts, in one language, with its hygiene headers set. */
export interface MailAddress {
  name?: string;
  email: string;
}

export interface MailAttachment {
  filename: string;
  /** MIME type, e.g. "text/calendar; method=REQUEST". */
  type: string;
  /** Text, or bytes (a photo); the local mailbox keeps bytes as base64 (`encoding`). */
  content: string | ArrayBuffer;
  encoding?: "base64";
}

export interface Mail {
  from: MailAddress;
  to: MailAddress[];
  replyTo?: MailAddress;
  subject: string;
  html: string;
  text: string;
  /**
   * Our Message-ID and Date, set by the composer so a retry is the same message: the local mailbox
   * shows them; Email Service sets its own and carries ours as X-Vitrine-Reference.
   */
  headers: { "Message-ID": string; Date: string } & Record<string, string>;
  attachments: MailAttachment[];
  /** To the agency itself (its inbox, a listing's person in charge): never held back by a visitor's stop (worker/mail/suppression.ts). */
  toAgency?: boolean;
  /**
   * What an owner's account needs (a password link they asked for, a notice about their sign-in):
   * never held back by a stop either, or a stop would lock them out of their own account.
   */
  forAccount?: boolean;
}

/** Where mail goes: Cloudflare Email Service in production; tests pass failing or recording transports. */
export interface MailTransport {
  send(mail: Mail): Promise<{ messageId: string }>;
}

/** A Message-ID on the sender's domain that is the same for every retry of one delivery. */
export function messageIdFor(deliveryId: string, from: MailAddress): string {
  const domain = from.email.split("@")[1] ?? "localhost";
  return `<${deliveryId}@${domain}>`;
}

/** "Name <address>", for display. */
export function formatAddress(address: MailAddress): string {
  return address.name ? `${address.name} <${address.email}>` : address.email;
}
