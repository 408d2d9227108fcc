/**
 * The agency's daily mail about listings that came to lack what their region requires: each listing
 * as a card linking to its page, its missing facts and their rules in words, in the agency's language,
 * to the agency's address (as every lead's agency mail), with a link to the staff list. At most
 * MAIL_LISTINGS_MAX listings are named (the first mail after COMPLIANCE_MAIL is switched on may hold
 * every gap recorded so far); the rest are counted, "and N more", in the link to the staff list.
 */
import { mailHtml, mailText, type MailLayout } from "../mail/html";
import { brand, sender, type MailContext } from "../mail/lead-mails";
import { messageIdFor, type Mail } from "../mail/mail";
import type { ComplianceGap } from "./gaps";
import { factWords, ruleWords, rulesOf } from "./words";

/** The most listings one mail names. */
export const MAIL_LISTINGS_MAX = 50;

/** A listing as the published listings of the agency's language name it, when they still have it. */
export interface ListedIn {
  title: string;
  /** Its page in that language. */
  path: string;
}

/** The staff list the mail links to. */
export const COMPLIANCE_STAFF_PATH = "/staff/compliance/";

/**
 * The mail of `day`. `listed` gives a listing's title and page in the agency's language (the record
 * keeps the site's first language's, which it falls back to for a listing no longer published).
 */
export function complianceMail(day: string, items: readonly ComplianceGap[], context: MailContext, listed: ReadonlyMap<number, ListedIn> = new Map()): Mail {
  const lang = context.agencyLang;
  const i18n = context.i18n(lang);
  const named = items.slice(0, MAIL_LISTINGS_MAX);
  const more = items.length - named.length;
  const staffList = new URL(COMPLIANCE_STAFF_PATH, context.origin).toString();
  const layout: MailLayout = {
    lang,
    title: i18n._("mail.compliance.subject", { count: items.length }),
    brand: brand(context, lang),
    intro: [i18n._("mail.compliance.intro")],
    rows: [],
    cards: named.map((item) => ({
      href: new URL(listed.get(item.propertyId)?.path ?? item.path, context.origin).toString(),
      title: `${listed.get(item.propertyId)?.title ?? item.title} (${item.reference})`,
      lines: [
        `${item.city} · ${i18n._(`zones.region.${item.region}`)} · ${i18n._(item.goal === 1 ? "feed.forRent" : "feed.forSale")}`,
        ...item.missing.map((missing) => `– ${factWords(missing.fact, i18n)}`),
        ...rulesOf(item.missing).map((rule) => ruleWords(rule, i18n)),
      ],
    })),
    link: { href: staffList, text: more > 0 ? i18n._("mail.compliance.more", { count: more }) : i18n._("mail.compliance.list") },
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
