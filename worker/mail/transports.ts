import type { DevMailbox } from "./dev-mailbox";
import type { MailTransport } from "./mail";

/**
 * The headers of ours Email Service takes as they are: the unsubscribe pair (RFC 2369, RFC 8058).
 * Its allowlist (developers.cloudflare.com/email-service/reference/headers/) refuses Date and
 * Message-ID, and a List-Unsubscribe without an https address (and then its -Post companion).
 */
export function passedHeaders(headers: Record<string, string>): Record<string, string> {
  const passed: Record<string, string> = { "X-Vitrine-Reference": headers["Message-ID"] ?? "" };
  const unsubscribe = headers["List-Unsubscribe"];
  if (unsubscribe && /<https:\/\/[^>]+>/.test(unsubscribe)) {
    passed["List-Unsubscribe"] = unsubscribe;
    if (headers["List-Unsubscribe-Post"] === "List-Unsubscribe=One-Click") passed["List-Unsubscribe-Post"] = headers["List-Unsubscribe-Post"];
  }
  return passed;
}

/**
 * Cloudflare Email Service (`[[send_email]]` binding EMAIL). The service builds the MIME message and
 * sets Date and Message-ID itself (it refuses both as custom headers); our own id of the mail travels
 * as X-Vitrine-Reference, so a retried delivery is recognisably the same mail.
 */
export function emailServiceTransport(binding: SendEmail): MailTransport {
  return {
    async send(mail) {
      const result = await binding.send({
        from: mail.from.name ? { name: mail.from.name, email: mail.from.email } : mail.from.email,
        to: mail.to.map((to) => (to.name ? { name: to.name, email: to.email } : to.email)),
        ...(mail.replyTo ? { replyTo: mail.replyTo.name ? { name: mail.replyTo.name, email: mail.replyTo.email } : mail.replyTo.email } : {}),
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: passedHeaders(mail.headers),
        attachments: mail.attachments.map((file) => ({ disposition: "attachment" as const, filename: file.filename, type: file.type, content: file.content })),
      });
      return { messageId: result.messageId || mail.headers["Message-ID"] };
    },
  };
}

/**
 * On a developer's machine (and in the tests) every mail is also kept in the local mailbox shown at
 * /dev/mailbox/, after the real transport accepted it.
 */
export function recordingTransport(inner: MailTransport, mailbox: DevMailbox): MailTransport {
  return {
    async send(mail) {
      const result = await inner.send(mail);
      // A D1 row holds text: bytes are kept as base64, and a large file only by its name.
      const attachments = mail.attachments.map((file) =>
        typeof file.content === "string"
          ? file
          : { ...file, content: file.content.byteLength <= KEPT_ATTACHMENT_BYTES ? base64Of(file.content) : "", encoding: "base64" as const },
      );
      await mailbox.keep({ ...mail, attachments }, mail.headers["Message-ID"]);
      return result;
    },
  };
}

/** Largest attachment the local mailbox keeps whole. */
const KEPT_ATTACHMENT_BYTES = 512 * 1024;

function base64Of(bytes: ArrayBuffer): string {
  let binary = "";
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
