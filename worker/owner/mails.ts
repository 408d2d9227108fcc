/**
 * The owner portal's mail (issue 10): the one-time link to choose a password, sent for an invitation
 * (staff area, `npm run owner:invite`) or a "forgot password" request, and the notice that a passkey
 * was added to the account. Transactional: no List-Unsubscribe, it goes to the account's own address only.
 */
import { formatInstant } from "../../client/domain/format";
import type { Lang } from "../../client/i18n/languages";
import type { OwnerPasswordLink } from "../db/owner-password-links";
import { INVITE_LINK_TTL_MS, RESET_LINK_TTL_MS } from "../db/owner-password-links";
import type { Owner } from "../db/owners";
import { ownerName } from "./name";
import { AGENCY_TIME_ZONE } from "../stats/day";
import { mailHtml, mailText, type MailLayout } from "../mail/html";
import { brand, sender, type MailContext } from "../mail/lead-mails";
import { messageIdFor, type Mail } from "../mail/mail";

const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 24 * MS_PER_HOUR;

/** How long the link works, in the link's language ("7 days", "1 hour"), from the purpose's TTL. */
function validity(purpose: OwnerPasswordLink["purpose"], i18n: ReturnType<MailContext["i18n"]>): string {
  return purpose === "invite"
    ? i18n._("mail.ownerPassword.validDays", { days: INVITE_LINK_TTL_MS / MS_PER_DAY })
    : i18n._("mail.ownerPassword.validHours", { hours: RESET_LINK_TTL_MS / MS_PER_HOUR });
}

/**
 * A mail to the owner (named when the account has a name), answered to the agency; `key` makes its
 * Message-ID, the same for a retried delivery. An account mail: a stop of the site's mail does not hold it back.
 */
export function ownerMail(owner: Owner, layout: MailLayout, key: string, context: MailContext): Mail {
  const name = ownerName(owner);
  return {
    from: sender(context, layout.lang),
    to: [name ? { name, email: owner.email } : { email: owner.email }],
    replyTo: { name: context.agency.name[layout.lang], email: context.agency.email },
    subject: layout.title,
    html: mailHtml(layout),
    text: mailText(layout),
    headers: { "Message-ID": messageIdFor(key, context.from), Date: context.now.toUTCString() },
    attachments: [],
    forAccount: true,
  };
}

/**
 * The mail of one password link: who it is for, why it comes (an invitation, or a reset the owner
 * asked for, with "ignore it if you did not"), the button to `href` (the absolute choose-password
 * address), and how long it works. In the link's language; its Message-ID is the link's, so a
 * retried delivery is the same mail.
 */
export function ownerPasswordMail(link: Pick<OwnerPasswordLink, "id" | "purpose">, owner: Owner, lang: Lang, href: string, context: MailContext): Mail {
  const i18n = context.i18n(lang);
  const agency = context.agency.name[lang];
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
  return ownerMail(owner, layout, `${link.id}.owner-password-mail`, context);
}

/** What the passkey notice tells: which passkey, when, and where to act (absolute addresses). */
export interface PasskeyNotice {
  /** Stable per passkey (its Message-ID): a retried delivery is the same mail. */
  key: string;
  name: string;
  createdAt: number;
  /** The account page, where the passkey is removed. */
  accountHref: string;
  /** "Forgot password", to choose a new one. */
  forgotHref: string;
}

/**
 * The notice that a passkey was added to the account: which, when, and what to do if it was not the
 * owner (choose a new password, then remove the passkey on the account page). A passkey is a way in
 * that outlasts every session, so its owner hears of each one.
 */
export function ownerPasskeyMail(notice: PasskeyNotice, owner: Owner, lang: Lang, context: MailContext): Mail {
  const i18n = context.i18n(lang);
  const agency = context.agency.name[lang];
  const name = ownerName(owner);
  const date = formatInstant(new Date(notice.createdAt), lang, "dateTime", AGENCY_TIME_ZONE);
  const layout: MailLayout = {
    lang,
    title: i18n._("mail.ownerPasskey.subject", { agency }),
    brand: brand(context, lang),
    intro: [
      name ? i18n._("mail.visitor.greeting", { name }) : i18n._("mail.ownerPassword.greeting"),
      i18n._("mail.ownerPasskey.intro", { agency, date }),
      i18n._("mail.ownerPasskey.notYou"),
    ],
    rows: [
      [i18n._("mail.ownerPassword.account"), owner.email],
      [i18n._("mail.ownerPasskey.name"), notice.name],
      [i18n._("mail.ownerPasskey.added"), date],
    ],
    link: { href: notice.accountHref, text: i18n._("mail.ownerPasskey.button") },
    moreLinks: [{ href: notice.forgotHref, text: i18n._("mail.ownerPasskey.newPassword") }],
    footer: i18n._("mail.ownerPasskey.footer"),
  };
  return ownerMail(owner, layout, `${notice.key}.owner-passkey-mail`, context);
}

/** What the password change notice tells: when, and where to choose a new password (absolute). */
export interface PasswordChangedNotice {
  /** Stable per change (its Message-ID): a retried delivery is the same mail. */
  key: string;
  changedAt: number;
  /** "Forgot password", to choose a new one. */
  forgotHref: string;
}

/**
 * The notice that the account's password was changed, in the owner's language: when, and what to
 * do if it was not them (choose a new password from the "forgot password" page, call the agency).
 */
export function ownerPasswordChangedMail(notice: PasswordChangedNotice, owner: Owner, context: MailContext): Mail {
  const { lang } = owner;
  const i18n = context.i18n(lang);
  const agency = context.agency.name[lang];
  const name = ownerName(owner);
  const date = formatInstant(new Date(notice.changedAt), lang, "dateTime", AGENCY_TIME_ZONE);
  const layout: MailLayout = {
    lang,
    title: i18n._("mail.ownerPasswordChanged.subject", { agency }),
    brand: brand(context, lang),
    intro: [
      name ? i18n._("mail.visitor.greeting", { name }) : i18n._("mail.ownerPassword.greeting"),
      i18n._("mail.ownerPasswordChanged.intro", { agency, date }),
      i18n._("mail.ownerPasswordChanged.notYou", { phone: context.agency.phone }),
    ],
    rows: [
      [i18n._("mail.ownerPassword.account"), owner.email],
      [i18n._("mail.ownerPasswordChanged.changed"), date],
    ],
    link: { href: notice.forgotHref, text: i18n._("mail.ownerPasskey.newPassword") },
    footer: i18n._("mail.ownerPasswordChanged.footer"),
  };
  return ownerMail(owner, layout, `${notice.key}.owner-password-changed-mail`, context);
}

/** What the notice of guessing tells: when it began to be slowed down, and where to act (absolute addresses). */
export interface LoginAttackNotice {
  /** Stable per notice (its Message-ID): a retried delivery is the same mail. */
  key: string;
  /** The failure that started the delays. */
  at: number;
  /** "Forgot password", to choose a new one. */
  forgotHref: string;
}

/**
 * The notice that someone tried wrong passwords for the account until its sign-ins were slowed down,
 * in the owner's language: what happened and when, that the password still works from the browser
 * they usually sign in with (and with a passkey), and how to choose a new one if they fear it is known.
 */
export function ownerLoginAttackMail(notice: LoginAttackNotice, owner: Owner, context: MailContext): Mail {
  const { lang } = owner;
  const i18n = context.i18n(lang);
  const agency = context.agency.name[lang];
  const name = ownerName(owner);
  const date = formatInstant(new Date(notice.at), lang, "dateTime", AGENCY_TIME_ZONE);
  const layout: MailLayout = {
    lang,
    title: i18n._("mail.ownerLoginAttack.subject", { agency }),
    brand: brand(context, lang),
    intro: [
      name ? i18n._("mail.visitor.greeting", { name }) : i18n._("mail.ownerPassword.greeting"),
      i18n._("mail.ownerLoginAttack.intro", { agency, date }),
      i18n._("mail.ownerLoginAttack.stillWorks"),
      i18n._("mail.ownerLoginAttack.advice", { phone: context.agency.phone }),
    ],
    rows: [
      [i18n._("mail.ownerPassword.account"), owner.email],
      [i18n._("mail.ownerLoginAttack.when"), date],
    ],
    link: { href: notice.forgotHref, text: i18n._("mail.ownerPasskey.newPassword") },
    footer: i18n._("mail.ownerLoginAttack.footer"),
  };
  return ownerMail(owner, layout, `${notice.key}.owner-login-attack-mail`, context);
}
