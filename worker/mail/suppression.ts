import type { MailStopRepository } from "../db/mail-stops";
import type { MailTransport } from "./mail";
import { addressKey } from "./recipient-stop";

/** The receipt of a mail whose every recipient asked for no more mail: nothing was sent, and that is the delivery's end. */
export const SUPPRESSED_RECEIPT = "not sent: the address asked for no more mail from the site";

/**
 * The mail layer's stop list (issue 37): a recipient whose address asked for no more mail
 * (worker/mail/recipient-stop.ts) is left out of every mail, whatever composed it; a mail left with
 * no recipient is not sent at all. The agency's own mails (`toAgency`: its inbox, a listing's person
 * in charge) always go: a stop is a visitor's, and the agency must still hear of every lead; and so do
 * an owner's account mails (Mail.forAccount), which the owner asked for or must know of.
 */
export function suppressingTransport(inner: MailTransport, stops: Pick<MailStopRepository, "stopped">): MailTransport {
  return {
    async send(mail) {
      if (mail.toAgency || mail.forAccount) return inner.send(mail);
      const keys = await Promise.all(mail.to.map((to) => addressKey(to.email)));
      const stopped = await stops.stopped(keys);
      const to = mail.to.filter((_to, index) => !stopped.has(keys[index]!));
      if (to.length === 0) return { messageId: SUPPRESSED_RECEIPT };
      return inner.send(to.length === mail.to.length ? mail : { ...mail, to });
    },
  };
}
