/** The newsletter's confirmation mail (issue 9, double opt-in): the link to the page whose button confirms it. */
import type { Lang } from "../../client/i18n/languages";
import { unsubscribeHeaders } from "./recipient-stop";
import { mailHtml, mailText, type MailLayout } from "./html";
import { brand, sender, type MailContext } from "./lead-mails";
import { messageIdFor, type Mail } from "./mail";

export interface NewsletterLinks {
  confirm: string;
  stop: string;
  /** The stop of all mail from the site to the address (worker/mail/recipient-stop.ts), when it could be signed. */
  stopAll?: string | undefined;
}

export function newsletterConfirmMail(leadId: string, subscriber: { email: string; lang: Lang }, links: NewsletterLinks, context: MailContext): Mail {
  const i18n = context.i18n(subscriber.lang);
  const layout: MailLayout = {
    lang: subscriber.lang,
    title: i18n._("mail.newsletter.subject", { agency: context.agency.name[subscriber.lang] }),
    brand: brand(context, subscriber.lang),
    intro: [i18n._("mail.newsletter.intro", { agency: context.agency.name[subscriber.lang] })],
    rows: [[i18n._("form.label.email"), subscriber.email]],
    link: { href: links.confirm, text: i18n._("mail.newsletter.confirm") },
    moreLinks: [{ href: links.stop, text: i18n._("mail.newsletter.stop") }, ...(links.stopAll ? [{ href: links.stopAll, text: i18n._("mail.stopAll") }] : [])],
    footer: i18n._("mail.newsletter.footer"),
  };
  return {
    from: sender(context, subscriber.lang),
    to: [{ email: subscriber.email }],
    replyTo: { name: context.agency.name[subscriber.lang], email: context.agency.email },
    subject: layout.title,
    html: mailHtml(layout),
    text: mailText(layout),
    headers: {
      "Message-ID": messageIdFor(`${leadId}.newsletter-confirm-mail`, context.from),
      Date: context.now.toUTCString(),
      ...unsubscribeHeaders(links.stop),
    },
    attachments: [],
  };
}
