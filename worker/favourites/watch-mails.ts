/**
 * The mails of a favourites watch (issue 41, section 2): the confirmation (double opt-in, the link to
 * the page whose button confirms it) and the change mail after a published snapshot or a visit check, each with the
 * watch's own one-click stop (List-Unsubscribe, RFC 8058) and the stop of all mail to the address.
 */
import type { I18n } from "@lingui/core";
import { priceWithUnit } from "../../client/domain/price-unit";
import type { Lang } from "../../client/i18n/languages";
import { formatMoment } from "../leads/lead-words";
import { mailHtml, mailText, type MailLayout } from "../mail/html";
import { brand, sender, type MailContext } from "../mail/lead-mails";
import { messageIdFor, type Mail } from "../mail/mail";
import { unsubscribeHeaders } from "../mail/recipient-stop";
import type { ChangedFavourite, FavouriteChange } from "./what-changed";

export interface WatchLinks {
  /** The confirm page (confirmation mail) or the favourites list (change mail). */
  main: string;
  stop: string;
  stopAll?: string | undefined;
}

function compose(id: string, to: { email: string; lang: Lang }, layout: MailLayout, links: WatchLinks, context: MailContext): Mail {
  return {
    from: sender(context, to.lang),
    to: [{ email: to.email }],
    replyTo: { name: context.agency.name[to.lang], email: context.agency.email },
    subject: layout.title,
    html: mailHtml(layout),
    text: mailText(layout),
    headers: { "Message-ID": messageIdFor(id, context.from), Date: context.now.toUTCString(), ...unsubscribeHeaders(links.stop) },
    attachments: [],
  };
}

const stopLinks = (links: WatchLinks, i18n: I18n) => [
  { href: links.stop, text: i18n._("mail.favourites.stop") },
  ...(links.stopAll ? [{ href: links.stopAll, text: i18n._("mail.stopAll") }] : []),
];

/** The confirmation mail of a new watch on `count` listings. */
export function watchConfirmMail(
  watch: { id: string; email: string; lang: Lang; propertyIds: readonly number[] },
  links: WatchLinks,
  context: MailContext,
): Mail {
  const i18n = context.i18n(watch.lang);
  const layout: MailLayout = {
    lang: watch.lang,
    title: i18n._("mail.favourites.confirm.subject"),
    brand: brand(context, watch.lang),
    intro: [i18n._("mail.favourites.confirm.intro", { count: watch.propertyIds.length })],
    rows: [[i18n._("form.label.email"), watch.email]],
    link: { href: links.main, text: i18n._("mail.favourites.confirm.button") },
    moreLinks: stopLinks(links, i18n),
    footer: i18n._("mail.favourites.footer"),
  };
  return compose(`${watch.id}.favourites-confirm-mail`, watch, layout, links, context);
}

/** One change in words, in the mail's language. */
export function changeLine(change: FavouriteChange, lang: Lang, i18n: I18n): string {
  switch (change.kind) {
    case "price": {
      // A rent says what it is for: "€ 950 /maand".
      const t = (id: string) => i18n._(id);
      return i18n._(change.after < change.before ? "mail.favourites.change.priceDown" : "mail.favourites.change.priceUp", {
        before: priceWithUnit(change.before, change.priceUnit, lang, t),
        after: priceWithUnit(change.after, change.priceUnit, lang, t),
      });
    }
    case "badge":
      return i18n._("mail.favourites.change.badge", { badge: change.badge });
    case "status":
      return i18n._(change.status === "sold" ? "mail.favourites.change.sold" : "mail.favourites.change.rented");
    case "withdrawn":
      return i18n._("mail.favourites.change.withdrawn");
    case "back":
      return i18n._("mail.favourites.change.back");
    case "visit":
      // "Free again for a visit: Tuesday …; Wednesday …" reads the same for one moment or three: no plural.
      return i18n._("mail.favourites.change.visit", { moments: change.moments.map((moment) => formatMoment(moment, lang)).join("; ") });
  }
}

/**
 * The mail of what changed on a watch's listings: after a published snapshot (prices, options, sales,
 * listings leaving or back) or after a visit check (slots free again, each card linking to the visit form).
 */
export function watchChangeMail(
  mailId: string,
  watch: { email: string; lang: Lang },
  items: readonly ChangedFavourite[],
  links: WatchLinks,
  context: MailContext,
): Mail {
  const i18n = context.i18n(watch.lang);
  const layout: MailLayout = {
    lang: watch.lang,
    title: i18n._("mail.favourites.change.subject", { count: items.length }),
    brand: brand(context, watch.lang),
    intro: [i18n._("mail.favourites.change.intro")],
    rows: [],
    cards: items.map((item) => ({
      // A slot free again leads to the listing's visit form.
      href: new URL(item.changes.some((change) => change.kind === "visit") ? `${item.path}#visit` : item.path, context.origin).toString(),
      title: item.title,
      lines: item.changes.map((change) => changeLine(change, watch.lang, i18n)),
    })),
    link: { href: links.main, text: i18n._("mail.favourites.change.list") },
    moreLinks: stopLinks(links, i18n),
    footer: i18n._("mail.favourites.footer"),
  };
  return compose(`${mailId}.favourites-change-mail`, watch, layout, links, context);
}
