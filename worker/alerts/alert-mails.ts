/**
 * The search alert's mails (issue 9): the confirmation that activates it (double opt-in) and the
 * digest of new or cheaper listings. Both in the alert's language, both parts, with the manage and
 * stop links and the one-click unsubscribe headers (RFC 8058).
 */
import type { I18n } from "@lingui/core";
import { PROPERTY_TYPE_LABELS, FREQUENCY_LABELS } from "../../client/components/forms/labels";
import { formatPrice } from "../../client/domain/currency";
import { encodeArea } from "../../client/domain/area";
import { LIST_PAGE_SIZE, MAX_LIST_CHOICES, listHref } from "../feed/list-params";
import type { ListQuery } from "../feed/query";
import type { Lang } from "../../client/i18n/languages";
import { fixedPath } from "../../client/i18n/routes";
import type { AlertCriteria, AlertFrequency } from "./types";
import { keysOf, municipalitiesOfKey, zoneNames } from "./zone-entries";
import type { StoredAlert, StoredMatch } from "./alert-digests";
import type { PropertySummary } from "../feed/model";
import { mailHtml, mailText, type MailCard, type MailLayout } from "../mail/html";
import { brand, sender, type MailContext } from "../mail/lead-mails";
import { messageIdFor, type Mail } from "../mail/mail";
import { unsubscribeHeaders } from "../mail/recipient-stop";

/** The absolute addresses an alert's mails link to. */
export interface AlertLinks {
  manage: string;
  stop: string;
  /** The stop of all mail from the site to the address (worker/mail/recipient-stop.ts), when it could be signed. */
  stopAll?: string | undefined;
}

/** The stop of all mail, after the alert's own stop. */
const stopAllLink = (links: AlertLinks, i18n: I18n) => (links.stopAll ? [{ href: links.stopAll, text: i18n._("mail.stopAll") }] : []);

/** Pixels wide a digest asks a listing's picture at (twice the width it is shown, for sharp screens). */
export const DIGEST_PICTURE_PX = 320;

/**
 * The list's places for the alert's zones (worker/feed/place.ts readCityFilter reads each back): a
 * municipality all of whose postcodes are zones as `{name}|{postcode}` (the whole place), any other
 * Belgian postcode alone. A Luxembourg postcode alone would also find a Belgian one of the same
 * digits, so it stands for its municipality (a wider list; the mail's listings are the exact ones).
 * None for a drawn area (the list takes `?area=` instead), or more places than one list filter takes.
 */
export function alertCityParams(criteria: AlertCriteria, lang: Lang): string[] | undefined {
  if (criteria.area) return undefined;
  const zones = new Set(criteria.zones);
  const params = new Set<string>();
  const covered = new Set<string>();
  for (const key of zones) {
    if (covered.has(key)) continue;
    const municipalities = municipalitiesOfKey(key);
    const whole = municipalities.find((municipality) => keysOf(municipality).every((zone) => zones.has(zone)));
    const place = whole ?? (/^\d{4}$/.test(key) ? undefined : municipalities[0]);
    if (place) {
      params.add(`${place.names[lang]}|${place.postcodes[0]}`);
      for (const zone of keysOf(place)) covered.add(zone);
    } else params.add(key);
  }
  return params.size > 0 && params.size <= MAX_LIST_CHOICES ? [...params] : undefined;
}

/**
 * The for-sale or for-rent list filtered as the alert asks (worker/feed/list-params.ts, read back by
 * the list page's readListQuery): its types, its zones as places (alertCityParams), the price range
 * (the budget as the ceiling), bedrooms from, and the drawn area (`?area=`).
 */
export function alertListPath(criteria: AlertCriteria, lang: Lang): string {
  const query: ListQuery = {
    goal: criteria.goal,
    types: criteria.types.length > 0 && criteria.types.length <= MAX_LIST_CHOICES ? criteria.types : undefined,
    cities: alertCityParams(criteria, lang),
    priceMin: criteria.priceMin ?? undefined,
    priceMax: criteria.priceMax ?? criteria.budget ?? undefined,
    bedroomsMin: criteria.bedroomsMin ?? undefined,
    area: criteria.area ? encodeArea(criteria.area) : undefined,
    sort: "newest",
    page: 1,
    pageSize: LIST_PAGE_SIZE,
  };
  return listHref(fixedPath(criteria.goal === 0 ? "forSale" : "forRent", lang), query, {});
}

function range(min: number | null, max: number | null, show: (value: number) => string, i18n: I18n): string {
  if (min !== null && max !== null) return i18n._("alert.summary.between", { min: show(min), max: show(max) });
  if (min !== null) return i18n._("alert.summary.atLeast", { min: show(min) });
  if (max !== null) return i18n._("alert.summary.atMost", { max: show(max) });
  return i18n._("alert.summary.any");
}

/** What an alert asks for, as rows of a mail: goal, types, zones, price, rooms, garages, parkings, how often. */
export function criteriaRows(criteria: AlertCriteria, frequency: AlertFrequency, lang: Lang, i18n: I18n): [string, string][] {
  const count = (value: number) => String(value);
  const money = (value: number) => formatPrice(value, lang);
  const zones = [...zoneNames(criteria.zones, lang), ...(criteria.area ? [i18n._("alert.summary.area")] : [])];
  return [
    [i18n._("form.label.goal"), i18n._(`alert.goal.${criteria.goal}`)],
    [i18n._("alert.label.types"), criteria.types.map((type) => i18n._(PROPERTY_TYPE_LABELS[String(type)] ?? String(type))).join(", ")],
    [i18n._("alert.label.zones"), zones.join(", ") || i18n._("alert.summary.any")],
    [i18n._("alert.summary.price"), range(criteria.priceMin, criteria.priceMax, money, i18n)],
    ...(criteria.budget !== null ? [[i18n._("alert.label.budget"), money(criteria.budget)] as [string, string]] : []),
    [i18n._("alert.summary.bedrooms"), range(criteria.bedroomsMin, criteria.bedroomsMax, count, i18n)],
    [i18n._("alert.summary.garages"), range(criteria.garagesMin, criteria.garagesMax, count, i18n)],
    [i18n._("alert.summary.parkings"), range(criteria.parkingsMin, criteria.parkingsMax, count, i18n)],
    [i18n._("alert.summary.frequency"), i18n._(FREQUENCY_LABELS[frequency] ?? frequency)],
  ];
}

const firstNameOf = (alert: StoredAlert) => (typeof alert.person.firstName === "string" ? alert.person.firstName : "");

/** `named`: the address was confirmed, so the mail may greet by the typed name (a digest); a confirmation may not (issue 37). */
function compose(id: string, alert: StoredAlert, layout: MailLayout, links: AlertLinks, context: MailContext, named = true): Mail {
  const firstName = named ? firstNameOf(alert) : "";
  return {
    from: sender(context, layout.lang),
    to: [firstName ? { name: firstName, email: alert.email } : { email: alert.email }],
    replyTo: { name: context.agency.name[alert.lang], email: context.agency.email },
    subject: layout.title,
    html: mailHtml(layout),
    text: mailText(layout),
    headers: { "Message-ID": messageIdFor(id, context.from), Date: context.now.toUTCString(), ...unsubscribeHeaders(links.stop) },
    attachments: [],
  };
}

/** The first mail of an alert: what it asks for, and the link to the page whose button confirms it. */
export function alertConfirmMail(leadId: string, alert: StoredAlert, links: AlertLinks, context: MailContext): Mail {
  const i18n = context.i18n(alert.lang);
  const layout: MailLayout = {
    lang: alert.lang,
    title: i18n._("mail.alert.subject", { agency: context.agency.name[alert.lang] }),
    brand: brand(context, alert.lang),
    // Nobody has confirmed the address yet: no typed name in the greeting (issue 37).
    intro: [i18n._("mail.visitor.greetingUnnamed"), i18n._("mail.alert.intro")],
    rows: criteriaRows(alert.criteria, alert.frequency, alert.lang, i18n),
    link: { href: links.manage, text: i18n._("mail.alert.confirm") },
    moreLinks: [{ href: links.stop, text: i18n._("mail.alert.stop") }, ...stopAllLink(links, i18n)],
    footer: i18n._("mail.alert.footer"),
  };
  return compose(`${leadId}.alert-confirm-mail`, alert, layout, links, context, false);
}

/** A listing of a digest, from the current snapshot, with why it is there. */
export interface DigestItem {
  listing: PropertySummary;
  match: StoredMatch;
}

export interface DigestMailInput {
  digestId: string;
  alert: StoredAlert;
  /** The listings shown (at most DIGEST_MAX_LISTINGS), newest first. */
  items: DigestItem[];
  /** How many listings the digest had that are still on offer: more than shown means "see them all". */
  total: number;
  links: AlertLinks & { list: string };
  /** A listing picture's absolute address at a width (the image CDN, or the site's own file). */
  pictureUrl: (url: string, width: number) => string;
  context: MailContext;
}

/** A listing's page, absolute, tagged so the view statistics count the visit as coming from a mail. */
export function trackedListingUrl(path: string, origin: string): string {
  const url = new URL(path, origin);
  url.searchParams.set("utm_source", "alert");
  url.searchParams.set("utm_medium", "email");
  return url.toString();
}

function card(item: DigestItem, input: DigestMailInput, i18n: I18n): MailCard {
  const { listing, match } = item;
  const lang = input.alert.lang;
  const reason =
    match.reason === "price" && match.previousPrice !== null
      ? i18n._("mail.digest.priceLowered", { from: formatPrice(match.previousPrice, lang), to: formatPrice(match.price ?? listing.price, lang) })
      : i18n._("mail.digest.new");
  return {
    href: trackedListingUrl(listing.path, input.context.origin),
    title: listing.title,
    lines: [listing.city, listing.priceText, reason].filter(Boolean),
    image: listing.picture ? { src: input.pictureUrl(listing.picture.url, DIGEST_PICTURE_PX), alt: listing.picture.alt || listing.title } : undefined,
  };
}

/** "3 new or cheaper properties for your search": the listings, a link to the whole filtered list, manage and stop. */
export function digestMail(input: DigestMailInput): Mail {
  const { alert, context } = input;
  const i18n = context.i18n(alert.lang);
  const intro = [i18n._("mail.visitor.greeting", { name: firstNameOf(alert) }), i18n._("mail.digest.intro")];
  if (input.total > input.items.length) intro.push(i18n._("mail.digest.more", { shown: input.items.length, total: input.total }));
  const layout: MailLayout = {
    lang: alert.lang,
    title: i18n._("mail.digest.subject", { count: input.total }),
    brand: brand(context, alert.lang),
    intro,
    rows: [],
    cards: input.items.map((item) => card(item, input, i18n)),
    link: { href: input.links.list, text: i18n._("mail.digest.openList") },
    moreLinks: [
      { href: input.links.manage, text: i18n._("mail.alert.manage") },
      { href: input.links.stop, text: i18n._("mail.alert.stop") },
      ...stopAllLink(input.links, i18n),
    ],
    footer: i18n._("mail.digest.footer"),
  };
  return compose(`${input.digestId}.alert-digest`, alert, layout, input.links, context);
}
