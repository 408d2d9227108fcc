/**
 * The owner portal's mail (issue 10): the one-time link to choose a password, sent for an invitation
 * (staff area, `npm run owner:invite`) or a "forgot password" request. Transactional: no
 * List-Unsubscribe, it goes to the account's own address only.
 */
import type { Lang } from "../../client/i18n/languages";
import type { OwnerPasswordLink } from "../db/owner-password-links";
import { INVITE_LINK_TTL_MS, RESET_LINK_TTL_MS } from "../db/owner-password-links";
import type { Owner } from "../db/owners";
import { mailHtml, mailText, type MailLayout } from "./html";
import { brand, type MailContext } from "./lead-mails";
import { messageIdFor, type Mail } from "./mail";

const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 24 * MS_PER_HOUR;

/** The owner's name as a greeting uses it: first and last name, or none. */
export function ownerName(owner: Pick<Owner, "firstName" | "lastName">): string {
  return `${owner.firstName} ${owner.lastName}`.trim();
}

/** How long the link works, in the link's language ("7 days", "1 hour"), from the purpose's TTL. */
function validity(purpose: OwnerPasswordLink["purpose"], i18n: ReturnType<MailContext["i18n"]>): string {
  return purpose === "invite"
    ? i18n._("mail.ownerPassword.validDays", { days: INVITE_LINK_TTL_MS / MS_PER_DAY })
    : i18n._("mail.ownerPassword.validHours", { hours: RESET_LINK_TTL_MS / MS_PER_HOUR });
}

/**
 * The mail of one password link: who it is for, why it comes (an invitation, or a reset the owner
 * asked for, with "ignore it if you did not"), the button to `href` (the absolute choose-password
 * address), and how long it works. In the link's language; its Message-ID is the link's, so a
 * retried delivery is the same mail.
 */
export function ownerPasswordMail(link: Pick<OwnerPasswordLink, "id" | "purpose">, owner: Owner, lang: Lang, href: string, context: MailContext): Mail {
  const i18n = context.i18n(lang);
  const agency = context.agency.name;
  const name = ownerName(owner);
  const invite = link.purpose === "invite";
  const layout: MailLayout = {
    lang,
    title: i18n._(invite ? "mail.ownerPassword.subject.invite" : "mail.ownerPassword.subject.reset", { agency }),
    brand: brand(context, lang),
    intro: [
      name ? i18n._("mail.visitor.greeting", { name }) : i18n._("mail.ownerPassword.greeting"),
      i18n._(invite ? "mail.ownerPassword.intro.invite" : "mail.ownerPassword.intro.reset", { agency }),
      validity(link.purpose, i18n),
      ...(invite ? [] : [i18n._("mail.ownerPassword.notAsked")]),
    ],
    rows: [[i18n._("mail.ownerPassword.account"), owner.email]],
    link: { href, text: i18n._("mail.ownerPassword.button") },
    footer: i18n._(invite ? "mail.ownerPassword.footer.invite" : "mail.ownerPassword.footer.reset"),
  };
  return {
    from: context.from,
    to: [name ? { name, email: owner.email } : { email: owner.email }],
    replyTo: { name: context.agency.name, email: context.agency.email },
    subject: layout.title,
    html: mailHtml(layout),
    text: mailText(layout),
    headers: { "Message-ID": messageIdFor(`${link.id}.owner-password-mail`, context.from), Date: context.now.toUTCString() },
    attachments: [],
  };
}
