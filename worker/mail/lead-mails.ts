import type { I18n } from "@lingui/core";
import { THANK_YOU_TEXT } from "../../client/components/forms/labels";
import type { ThankYouForm } from "../../client/i18n/routes";
import { VISIT_SLOTS } from "../../client/forms/lead-forms";
import { formatFileSize } from "../../client/domain/format";
import type { Lang } from "../../client/i18n/languages";
import type { SiteConfig } from "../content/schema";
import type { DeliveryKind } from "../db/leads";
import { fieldRows, formName, personRows, visitorSafeRows } from "../leads/lead-words";
import { costRows } from "../leads/cost-words";
import { stopHeaders } from "./recipient-stop";
import { readMoment } from "../leads/visit-slots";
import type { LeadView } from "../leads/lead-view";
import { mailHtml, mailText, type MailLayout } from "./html";
import { calendarInvite } from "./ics";
import { messageIdFor, type Mail, type MailAddress } from "./mail";

export interface MailContext {
  agency: SiteConfig["agency"];
  /** The language the agency reads its inbox in (the site's default language). */
  agencyLang: Lang;
  /** The sending address; without a configured name, each mail is sent in the name of the brand of its language (sender). */
  from: MailAddress;
  /** The public origin: links in mails are absolute. */
  origin: string;
  brandColor: string;
  i18n: (lang: Lang) => I18n;
  now: Date;
}

/** The From of a mail in `lang`: the configured sender's name, else the agency's brand in that language. */
export function sender(context: MailContext, lang: Lang): MailAddress {
  return { name: context.from.name ?? context.agency.name[lang], email: context.from.email };
}

const mailHeaders = (kind: DeliveryKind, lead: LeadView, context: MailContext): Mail["headers"] => ({
  "Message-ID": messageIdFor(`${lead.id}.${kind}`, context.from),
  Date: context.now.toUTCString(),
});

/** The link that stops all mail from the site to the address, when it could be signed. */
const stopLink = (stop: string | undefined, i18n: I18n) => (stop ? [{ href: stop, text: i18n._("mail.stopAll") }] : []);

function compose(kind: DeliveryKind, lead: LeadView, to: MailAddress[], layout: MailLayout, context: MailContext, extra: Partial<Mail> = {}): Mail {
  return {
    from: sender(context, layout.lang),
    to,
    subject: layout.title,
    html: mailHtml(layout),
    text: mailText(layout),
    headers: mailHeaders(kind, lead, context),
    attachments: [],
    ...extra,
  };
}

/** The agency's name, colour and address line at the head and foot of every mail. */
export function brand(context: MailContext, lang: Lang): MailLayout["brand"] {
  const { agency } = context;
  return {
    name: agency.name[lang],
    color: context.brandColor,
    address: `${agency.address.street}, ${agency.address.zip} ${agency.address.city[lang]} · ${agency.phone} · ${agency.email}`,
  };
}

const pageUrl = (lead: LeadView, context: MailContext) => new URL(lead.payload.about?.path ?? lead.page, context.origin).toString();

/** The visitor's photo as the agency's mail lists it: the file's name and its size, in the mail's language ("820 kB", "820 ko"). */
function photoRow(photo: NonNullable<LeadView["payload"]["photo"]>, lang: Lang, i18n: I18n): [string, string] {
  return [i18n._("mail.label.photo"), `${photo.key.split("/").pop()} (${formatFileSize(photo.size, lang)})`];
}

/** To the agency's inbox (or the listing's person in charge), in its language; a reply goes to the visitor. */
function agencyMail(
  lead: LeadView,
  context: MailContext,
  to: MailAddress = { name: context.agency.name[context.agencyLang], email: context.agency.email },
  kind: DeliveryKind = "agency-mail",
): Mail {
  const lang = context.agencyLang;
  const i18n = context.i18n(lang);
  const form = formName(lead.form, i18n);
  const rows: [string, string][] = [
    ...personRows(lead.person, i18n),
    ...fieldRows(lead.payload, lang, i18n, "agency"),
    ...costRows(lead.payload.fields, lang, i18n),
    ...(lead.payload.photo ? [photoRow(lead.payload.photo, lang, i18n)] : []),
    [i18n._("mail.label.newsletter"), i18n._(lead.newsletter ? "mail.yes" : "mail.no")],
    [i18n._("mail.label.language"), lead.lang.toUpperCase()],
    [i18n._("mail.label.page"), new URL(lead.page, context.origin).toString()],
  ];
  const intro = [i18n._("mail.agency.intro", { form })];
  if (lead.captcha === "not-solved") intro.push(i18n._("mail.agency.captchaNotSolved"));
  const layout: MailLayout = {
    lang,
    title: i18n._("mail.agency.subject", { form, name: `${lead.person.firstName} ${lead.person.lastName ?? ""}`.trim() }),
    brand: brand(context, lang),
    intro,
    rows,
    link: { href: pageUrl(lead, context), text: i18n._("mail.openPage") },
    footer: i18n._("mail.agency.footer", { id: lead.id }),
  };
  return compose(kind, lead, [to], layout, context, {
    replyTo: { name: `${lead.person.firstName} ${lead.person.lastName ?? ""}`.trim(), email: lead.person.email },
    toAgency: true,
  });
}

/**
 * To the visitor, in the language they wrote in: what they asked in the agency's words and what
 * happens next; a visit brings its invitation. Nobody has confirmed the address typed (anyone can type
 * anyone's), so the mail carries nothing typed freely (issue 37): no name, no message, no street, only
 * the form, its subject and the answers chosen from the form's own lists (visitorSafeRows). The
 * agency's mail has everything.
 */
function visitorMail(lead: LeadView, context: MailContext, stop: string | undefined): Mail {
  const i18n = context.i18n(lead.lang);
  const visit = lead.form === "contact-appointment" ? lead.payload.about : undefined;
  const late = visit ? i18n._("mail.visit.late", { phone: context.agency.phone }) : undefined;
  const layout: MailLayout = {
    lang: lead.lang,
    title: i18n._("mail.visitor.subject", { agency: context.agency.name[lead.lang] }),
    brand: brand(context, lead.lang),
    intro: [i18n._("mail.visitor.greetingUnnamed"), i18n._(THANK_YOU_TEXT[lead.form as ThankYouForm] ?? "thanks.title"), ...(late ? [late] : [])],
    rows: [
      [i18n._("mail.label.form"), formName(lead.form, i18n)],
      ...visitorSafeRows(lead.payload, lead.lang, i18n),
      ...costRows(lead.payload.fields, lead.lang, i18n),
      ...(visit?.address ? [[i18n._("mail.label.address"), visit.address] as [string, string]] : []),
      ...(lead.payload.documents ?? []).map((document): [string, string] => [document.name, new URL(document.url, context.origin).toString()]),
    ],
    link: { href: pageUrl(lead, context), text: i18n._("mail.openPage") },
    moreLinks: [...(visit?.mapUrl ? [{ href: visit.mapUrl, text: i18n._("mail.visit.map") }] : []), ...stopLink(stop, i18n)],
    footer: i18n._("mail.visitor.footerUnconfirmed"),
  };
  const moment = readMoment(lead.payload.fields.moment ?? "");
  const attachments =
    lead.form === "contact-appointment" && moment
      ? [
          {
            filename: "visit.ics",
            type: "text/calendar; charset=utf-8; method=PUBLISH",
            content: calendarInvite({
              uid: `${lead.id}@${context.from.email.split("@")[1] ?? "localhost"}`,
              day: moment.day,
              start: VISIT_SLOTS[moment.slot].slice(0, 5),
              end: VISIT_SLOTS[moment.slot].slice(6),
              summary: i18n._("mail.visit.summary", { title: lead.payload.about?.title ?? context.agency.name[lead.lang] }),
              description: [
                i18n._("mail.visit.description", { agency: context.agency.name[lead.lang], phone: context.agency.phone }),
                ...(late ? [late] : []),
                ...(visit?.mapUrl ? [visit.mapUrl] : []),
              ].join("\n"),
              location: visit?.address ? `${visit.title}, ${visit.address}` : (lead.payload.about?.title ?? ""),
              url: pageUrl(lead, context),
              organizer: { name: context.agency.name[lead.lang], email: context.agency.email },
              stamp: new Date(lead.createdAt),
            }),
          },
        ]
      : [];
  // No display name: it would be the typed name, in the header of a mail to an unconfirmed address.
  return compose("visitor-mail", lead, [{ email: lead.person.email }], layout, context, {
    replyTo: { name: context.agency.name[lead.lang], email: context.agency.email },
    attachments,
    headers: { ...mailHeaders("visitor-mail", lead, context), ...(stop ? stopHeaders(stop) : {}) },
  });
}

/**
 * To the friend: the page's link, the sender's name and short note (no links: client/forms/lead-forms.ts)
 * in the body, nothing the sender typed in the subject, and the stop of all mail from the site.
 */
function friendMail(lead: LeadView, context: MailContext, stop: string | undefined): Mail {
  const i18n = context.i18n(lead.lang);
  const note = lead.payload.fields.remark;
  const layout: MailLayout = {
    lang: lead.lang,
    title: i18n._("mail.friend.subject", { agency: context.agency.name[lead.lang] }),
    brand: brand(context, lead.lang),
    intro: [i18n._("mail.friend.intro", { name: lead.person.firstName, email: lead.person.email }), ...(note ? [note] : [])],
    rows: lead.payload.about ? [[i18n._("form.label.property"), lead.payload.about.title]] : [],
    link: { href: pageUrl(lead, context), text: i18n._("mail.openPage") },
    moreLinks: stopLink(stop, i18n),
    footer: i18n._("mail.friend.footer", { agency: context.agency.name[lead.lang] }),
  };
  return compose("friend-mail", lead, [{ email: lead.payload.fields.friendEmail ?? "" }], layout, context, {
    headers: { ...mailHeaders("friend-mail", lead, context), ...(stop ? stopHeaders(stop) : {}) },
  });
}

/** Whom a delivery's mail goes to, when that is an address a visitor typed (the one its stop link is for). */
export function typedRecipient(kind: DeliveryKind, lead: LeadView): string | undefined {
  if (kind === "visitor-mail") return lead.person.email;
  if (kind === "friend-mail") return lead.payload.fields.friendEmail;
  return undefined;
}

/**
 * The mail a delivery sends, or undefined for a delivery that is not a mail. `stop`: the signed stop of
 * all mail to a typed recipient (worker/mail/recipient-stop.ts), carried as a link and List-Unsubscribe.
 */
export function leadMail(kind: DeliveryKind, lead: LeadView, context: MailContext, stop?: string): Mail | undefined {
  if (kind === "agency-mail") return agencyMail(lead, context);
  const contact = lead.payload.about?.contact;
  if (kind === "contact-mail") return contact ? agencyMail(lead, context, contact, kind) : undefined;
  if (kind === "visitor-mail") return visitorMail(lead, context, stop);
  if (kind === "friend-mail") return friendMail(lead, context, stop);
  return undefined;
}
