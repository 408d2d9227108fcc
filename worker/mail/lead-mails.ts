import type { I18n } from "@lingui/core";
import {
  CONDITION_LABELS,
  FREQUENCY_LABELS,
  PROPERTY_TYPE_LABELS,
  SALE_MOMENT_LABELS,
  THANK_YOU_TEXT,
  TITLE_LABELS,
} from "../../client/components/forms/labels";
import type { ThankYouForm } from "../../client/i18n/routes";
import { VISIT_SLOTS } from "../../client/forms/lead-forms";
import { formatPrice } from "../../client/domain/currency";
import { formatDay, formatFileSize, formatMeasure } from "../../client/domain/format";
import type { Lang } from "../../client/i18n/languages";
import type { SiteConfig } from "../content/schema";
import type { DeliveryKind } from "../db/leads";
import { showPhone } from "../leads/phones";
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

/** The fields a mail lists besides the person, in this order, with their labels (a reader's, not a form's wording). */
const MAIL_FIELDS: [field: string, label: string][] = [
  ["moment", "mail.label.moment"],
  ["unit", "form.label.unit"],
  ["street", "form.label.street"],
  ["zip", "form.label.zip"],
  ["city", "form.label.city"],
  ["propertyType", "form.label.propertyType"],
  ["bedrooms", "form.label.bedrooms"],
  ["surface", "form.label.surface"],
  ["condition", "form.label.condition"],
  ["saleMoment", "form.label.saleMoment"],
  ["amount", "form.label.amount"],
  ["friendEmail", "form.label.friendEmail"],
  // The search alert form (demand-register): what the agency's mail shows of the demand.
  ["goal", "form.label.goal"],
  ["types", "alert.label.types"],
  ["zones", "alert.label.zones"],
  ["area", "alert.label.area"],
  ["priceMin", "alert.label.priceMin"],
  ["priceMax", "alert.label.priceMax"],
  ["budget", "alert.label.budget"],
  ["bedroomsMin", "alert.label.bedroomsMin"],
  ["bedroomsMax", "alert.label.bedroomsMax"],
  ["garagesMin", "alert.label.garagesMin"],
  ["garagesMax", "alert.label.garagesMax"],
  ["parkingsMin", "alert.label.parkingsMin"],
  ["parkingsMax", "alert.label.parkingsMax"],
  ["frequency", "alert.label.frequency"],
  ["slots", "alert.label.slots"],
  ["website", "form.label.website"],
  ["comment", "mail.label.remark"],
  ["remark", "mail.label.remark"],
];

/**
 * The agency's own words for fields the form asks in the visitor's ("Uw bod", "Wanneer mogen we u
 * bellen?"): the agency's mail reads about the visitor, not to them.
 */
const AGENCY_LABELS: Record<string, string> = {
  amount: "mail.agency.label.amount",
  saleMoment: "mail.agency.label.saleMoment",
  friendEmail: "mail.agency.label.friendEmail",
  website: "mail.agency.label.website",
  surface: "mail.agency.label.surface",
  frequency: "mail.agency.label.frequency",
  slots: "mail.agency.label.slots",
};

/** Fields whose value is a choice: the mail shows the choice's words. */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  propertyType: PROPERTY_TYPE_LABELS,
  condition: CONDITION_LABELS,
  saleMoment: SALE_MOMENT_LABELS,
  goal: { "0": "alert.goal.0", "1": "alert.goal.1" },
  frequency: FREQUENCY_LABELS,
};

/** Fields that hold several choices joined with commas (the alert form's types and contact slots). */
const LIST_LABELS: Record<string, (value: string, i18n: I18n) => string> = {
  types: (value, i18n) => i18n._(PROPERTY_TYPE_LABELS[value] ?? value),
  slots: (value) => VISIT_SLOTS[value as keyof typeof VISIT_SLOTS] ?? value,
};
const PRICE_FIELDS = new Set(["amount", "priceMin", "priceMax", "budget"]);

/** How the agency's mail names each form. */
const FORM_NAMES: Record<string, string> = {
  "site-contact": "mail.form.site-contact",
  "contact-me": "mail.form.contact-me",
  "contact-construction": "mail.form.contact-construction",
  "contact-appointment": "mail.form.contact-appointment",
  "send-to-friend": "mail.form.send-to-friend",
  "document-request": "mail.form.document-request",
  "contact-demand": "mail.form.contact-demand",
  "demand-register": "mail.form.demand-register",
  "offer-to-buy": "mail.form.offer-to-buy",
  testimonial: "mail.form.testimonial",
};

/** "dinsdag 25 november 2026, 14:00-16:00": a visit moment in the reader's language. */
export function formatMoment(moment: string, lang: Lang): string {
  const read = readMoment(moment);
  if (!read) return moment;
  return `${formatDay(read.day, lang, "full")}, ${VISIT_SLOTS[read.slot]}`;
}

function displayValue(field: string, value: string, lang: Lang, i18n: I18n): string {
  if (field === "moment") return formatMoment(value, lang);
  if (PRICE_FIELDS.has(field)) return formatPrice(Number(value), lang);
  // A drawn area is a list of coordinates: the agency's CRM and the staff area carry it, the mail names it.
  if (field === "area") return i18n._("alert.summary.area");
  const list = LIST_LABELS[field];
  if (list)
    return value
      .split(",")
      .map((item) => list(item.trim(), i18n))
      .join(", ");
  if (field === "surface") return /^\d+$/.test(value) ? formatMeasure(Number(value), i18n._("feed.unit.squareMetres"), lang) : value;
  const choice = VALUE_LABELS[field]?.[value];
  return choice ? i18n._(choice) : value;
}

/** The title's word in the mail's language ("Dhr.", "Frau"), or "" for none, an unknown one or the neutral one. */
function titleWord(title: string | undefined, i18n: I18n): string {
  return title && title !== "none" && TITLE_LABELS[title] ? i18n._(TITLE_LABELS[title]!) : "";
}

/**
 * Whom a visitor's mail greets: a titled person by title and last name ("Beste Dhr. Peeters", "Guten
 * Tag Frau Peeters"), anyone else, the neutral title included, by full name ("Beste Jan Peeters").
 */
export function greetingName(person: LeadView["person"], i18n: I18n): string {
  const title = titleWord(person.title, i18n);
  if (title && person.lastName) return `${title} ${person.lastName}`;
  return [person.firstName, person.lastName ?? ""].filter(Boolean).join(" ");
}

function personRows(lead: LeadView, i18n: I18n): [string, string][] {
  const { person } = lead;
  const name = [titleWord(person.title, i18n), person.firstName, person.lastName ?? ""].filter(Boolean).join(" ");
  return [
    [i18n._("form.label.name"), name],
    [i18n._("form.label.email"), person.email],
    ...(person.phone ? [[i18n._("form.label.phone"), showPhone(person.phone)] as [string, string]] : []),
  ];
}

function fieldRows(lead: LeadView, lang: Lang, i18n: I18n, reader: "agency" | "visitor"): [string, string][] {
  const { fields, about } = lead.payload;
  const rows: [string, string][] = [];
  if (about)
    rows.push([i18n._(about.kind === "property" ? "form.label.property" : "form.label.project"), [about.reference, about.title].filter(Boolean).join(" · ")]);
  for (const [field, label] of MAIL_FIELDS) {
    const value = fields[field];
    if (!value) continue;
    // A unit is stored by its id; the mail names it as the price list does.
    const shown = field === "unit" && lead.payload.unitName ? lead.payload.unitName : displayValue(field, value, lang, i18n);
    rows.push([i18n._((reader === "agency" ? AGENCY_LABELS[field] : undefined) ?? label), shown]);
  }
  return rows;
}

/** The From of a mail in `lang`: the configured sender's name, else the agency's brand in that language. */
export function sender(context: MailContext, lang: Lang): MailAddress {
  return { name: context.from.name ?? context.agency.name[lang], email: context.from.email };
}

function compose(kind: DeliveryKind, lead: LeadView, to: MailAddress[], layout: MailLayout, context: MailContext, extra: Partial<Mail> = {}): Mail {
  return {
    from: sender(context, layout.lang),
    to,
    subject: layout.title,
    html: mailHtml(layout),
    text: mailText(layout),
    headers: { "Message-ID": messageIdFor(`${lead.id}.${kind}`, context.from), Date: context.now.toUTCString() },
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
  const formName = i18n._(FORM_NAMES[lead.form] ?? lead.form);
  const rows: [string, string][] = [
    ...personRows(lead, i18n),
    ...fieldRows(lead, lang, i18n, "agency"),
    ...(lead.payload.photo ? [photoRow(lead.payload.photo, lang, i18n)] : []),
    [i18n._("mail.label.newsletter"), i18n._(lead.newsletter ? "mail.yes" : "mail.no")],
    [i18n._("mail.label.language"), lead.lang.toUpperCase()],
    [i18n._("mail.label.page"), new URL(lead.page, context.origin).toString()],
  ];
  const intro = [i18n._("mail.agency.intro", { form: formName })];
  if (lead.captcha === "not-solved") intro.push(i18n._("mail.agency.captchaNotSolved"));
  const layout: MailLayout = {
    lang,
    title: i18n._("mail.agency.subject", { form: formName, name: `${lead.person.firstName} ${lead.person.lastName ?? ""}`.trim() }),
    brand: brand(context, lang),
    intro,
    rows,
    link: { href: pageUrl(lead, context), text: i18n._("mail.openPage") },
    footer: i18n._("mail.agency.footer", { id: lead.id }),
  };
  return compose(kind, lead, [to], layout, context, {
    replyTo: { name: `${lead.person.firstName} ${lead.person.lastName ?? ""}`.trim(), email: lead.person.email },
  });
}

/** To the visitor, in the language they wrote in: what they sent and what happens next; a visit brings its invitation. */
function visitorMail(lead: LeadView, context: MailContext): Mail {
  const i18n = context.i18n(lead.lang);
  const visit = lead.form === "contact-appointment" ? lead.payload.about : undefined;
  const late = visit ? i18n._("mail.visit.late", { phone: context.agency.phone }) : undefined;
  const layout: MailLayout = {
    lang: lead.lang,
    title: i18n._("mail.visitor.subject", { agency: context.agency.name[lead.lang] }),
    brand: brand(context, lead.lang),
    intro: [
      i18n._("mail.visitor.greeting", { name: greetingName(lead.person, i18n) }),
      i18n._(THANK_YOU_TEXT[lead.form as ThankYouForm] ?? "thanks.title"),
      ...(late ? [late] : []),
    ],
    rows: [
      ...personRows(lead, i18n),
      ...fieldRows(lead, lead.lang, i18n, "visitor"),
      ...(visit?.address ? [[i18n._("mail.label.address"), visit.address] as [string, string]] : []),
      ...(lead.payload.documents ?? []).map((document): [string, string] => [document.name, new URL(document.url, context.origin).toString()]),
    ],
    link: { href: pageUrl(lead, context), text: i18n._("mail.openPage") },
    ...(visit?.mapUrl ? { moreLinks: [{ href: visit.mapUrl, text: i18n._("mail.visit.map") }] } : {}),
    footer: i18n._("mail.visitor.footer"),
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
  return compose("visitor-mail", lead, [{ name: lead.person.firstName, email: lead.person.email }], layout, context, {
    replyTo: { name: context.agency.name[lead.lang], email: context.agency.email },
    attachments,
  });
}

/** To the friend: the page's link, the sender's name and note in the body, nothing the sender typed in the subject. */
function friendMail(lead: LeadView, context: MailContext): Mail {
  const i18n = context.i18n(lead.lang);
  const note = lead.payload.fields.remark;
  const layout: MailLayout = {
    lang: lead.lang,
    title: i18n._("mail.friend.subject", { agency: context.agency.name[lead.lang] }),
    brand: brand(context, lead.lang),
    intro: [i18n._("mail.friend.intro", { name: lead.person.firstName, email: lead.person.email }), ...(note ? [note] : [])],
    rows: lead.payload.about ? [[i18n._("form.label.property"), lead.payload.about.title]] : [],
    link: { href: pageUrl(lead, context), text: i18n._("mail.openPage") },
    footer: i18n._("mail.friend.footer", { agency: context.agency.name[lead.lang] }),
  };
  return compose("friend-mail", lead, [{ email: lead.payload.fields.friendEmail ?? "" }], layout, context);
}

/** The mail a delivery sends, or undefined for a delivery that is not a mail. */
export function leadMail(kind: DeliveryKind, lead: LeadView, context: MailContext): Mail | undefined {
  if (kind === "agency-mail") return agencyMail(lead, context);
  const contact = lead.payload.about?.contact;
  if (kind === "contact-mail") return contact ? agencyMail(lead, context, contact, kind) : undefined;
  if (kind === "visitor-mail") return visitorMail(lead, context);
  if (kind === "friend-mail") return friendMail(lead, context);
  return undefined;
}
