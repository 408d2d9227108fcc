/**
 * The agency's daily mail about listings that came to lack what their region requires: each listing
 * as a card linking to its page, its missing facts and their rules in words, in the agency's language,
 * to the agency's address (as every lead's agency mail), with a link to the staff list.
 */
import { mailHtml, mailText, type MailLayout } from "../mail/html";
import { brand, sender, type MailContext } from "../mail/lead-mails";
import { messageIdFor, type Mail } from "../mail/mail";
import type { ComplianceGap } from "./gaps";
import { factWords, ruleWords, rulesOf } from "./words";

/** The staff list the mail links to. */
export const COMPLIANCE_STAFF_PATH = "/staff/compliance/";

export function complianceMail(day: string, items: readonly ComplianceGap[], context: MailContext): Mail {
  const lang = context.agencyLang;
  const i18n = context.i18n(lang);
  const layout: MailLayout = {
    lang,
    title: i18n._("mail.compliance.subject", { count: items.length }),
    brand: brand(context, lang),
    intro: [i18n._("mail.compliance.intro")],
    rows: [],
    cards: items.map((item) => ({
      href: new URL(item.path, context.origin).toString(),
      title: `${item.title} (${item.reference})`,
      lines: [
        `${item.city} · ${i18n._(`zones.region.${item.region}`)} · ${i18n._(item.goal === 1 ? "feed.forRent" : "feed.forSale")}`,
        ...item.missing.map((missing) => `– ${factWords(missing.fact, i18n)}`),
        ...rulesOf(item.missing).map((rule) => ruleWords(rule, i18n)),
      ],
    })),
    link: { href: new URL(COMPLIANCE_STAFF_PATH, context.origin).toString(), text: i18n._("mail.compliance.list") },
    footer: i18n._("mail.compliance.footer"),
  };
  return {
    from: sender(context, lang),
    to: [{ name: context.agency.name[lang], email: context.agency.email }],
    subject: layout.title,
    html: mailHtml(layout),
    text: mailText(layout),
    headers: { "Message-ID": messageIdFor(`${day}.compliance-mail`, context.from), Date: context.now.toUTCString() },
    attachments: [],
    toAgency: true,
  };
}
