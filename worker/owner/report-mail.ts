/**
 * The owner's monthly report (issue 36): per property, the month's visits and their sources, its
 * requests and the search alerts that match it on the day the mail goes out (the data keeps no
 * month's history of matches, so the figure says the day it is of), each property linked to its
 * portal page. Every report carries its signed one-click stop link, as a link and in the
 * List-Unsubscribe headers (RFC 8058), and a link to the account page's setting.
 */
import { formatDay } from "../../client/domain/format";
import { dayOf } from "../stats/day";
import { portalAccountPath, portalPath, portalPropertyPath } from "../../client/i18n/routes";
import { absoluteUrl } from "../alerts/confirm-mails";
import { LEAD_KINDS } from "../db/owner-leads";
import type { Owner } from "../db/owners";
import { ownerName } from "./name";
import type { ReportMonth, ReportProperty } from "./report-figures";
import { sourceLabel } from "./pages/portal/labels";
import { VIEW_SOURCES } from "../stats/source-hosts";
import { unsubscribeHeaders } from "../mail/recipient-stop";
import type { MailCard, MailLayout } from "../mail/html";
import { brand, type MailContext } from "../mail/lead-mails";
import type { Mail } from "../mail/mail";
import { ownerMail } from "./mails";

/** The fragment of the account page's report setting (AccountBody), where each report's "stop" link lands. */
export const REPORT_SETTING_ID = "owner-report";

/** The catalogue ids of the lead kinds, as the portal's table names them. */
const LEAD_LABEL = { visit: "portal.leads.visit", question: "portal.leads.question", documents: "portal.leads.documents" } as const;

function card(property: ReportProperty, owner: Owner, context: MailContext): MailCard {
  const i18n = context.i18n(owner.lang);
  const { views, leads } = property;
  const sources = VIEW_SOURCES.filter((source) => views.bySource[source] > 0)
    .sort((a, b) => views.bySource[b] - views.bySource[a])
    .map((source) => `${i18n._(sourceLabel(source))} ${views.bySource[source]}`);
  const requests = LEAD_KINDS.reduce((sum, kind) => sum + leads[kind], 0);
  const kinds = LEAD_KINDS.filter((kind) => leads[kind] > 0).map((kind) => `${i18n._(LEAD_LABEL[kind])} ${leads[kind]}`);
  const count = (id: string, value: number) => i18n._(id, { count: value });
  return {
    href: absoluteUrl(portalPropertyPath(owner.lang, property.id), context.origin),
    title: property.title,
    lines: [
      sources.length > 0
        ? i18n._("mail.ownerReport.detail", { what: count("mail.ownerReport.views", views.views), detail: sources.join(" · ") })
        : count("mail.ownerReport.views", views.views),
      kinds.length > 0
        ? i18n._("mail.ownerReport.detail", { what: count("mail.ownerReport.requests", requests), detail: kinds.join(" · ") })
        : count("mail.ownerReport.requests", requests),
      ...(property.alerts === undefined
        ? []
        : [i18n._("mail.ownerReport.alertsNow", { count: property.alerts, day: formatDay(dayOf(context.now), owner.lang, "long") })]),
    ],
  };
}

/**
 * The report of `month` for `owner`, in the owner's language; its Message-ID is the owner's and
 * month's. `stop` is the absolute one-click stop address (worker/owner/report-stop.ts).
 */
export function ownerReportMail(owner: Owner, month: ReportMonth, properties: readonly ReportProperty[], context: MailContext, stop: string): Mail {
  const { lang } = owner;
  const i18n = context.i18n(lang);
  const agency = context.agency.name[lang];
  const name = ownerName(owner);
  const monthText = formatDay(month.from, lang, "monthYear");
  const layout: MailLayout = {
    lang,
    title: i18n._("mail.ownerReport.subject", { month: monthText, agency }),
    brand: brand(context, lang),
    intro: [
      name ? i18n._("mail.visitor.greeting", { name }) : i18n._("mail.ownerPassword.greeting"),
      i18n._("mail.ownerReport.intro", { month: monthText, agency }),
    ],
    rows: [],
    cards: properties.map((property) => card(property, owner, context)),
    link: { href: absoluteUrl(portalPath(lang), context.origin), text: i18n._("mail.ownerReport.button") },
    moreLinks: [
      { href: stop, text: i18n._("mail.ownerReport.stop") },
      { href: `${absoluteUrl(portalAccountPath(lang), context.origin)}#${REPORT_SETTING_ID}`, text: i18n._("mail.ownerReport.settings") },
    ],
    footer: i18n._("mail.ownerReport.footer", { agency }),
  };
  const mail = ownerMail(owner, layout, `${owner.id}.${month.key}.owner-report-mail`, context);
  // A report is no account mail: the site-wide stop holds it back, besides the report's own stop.
  return { ...mail, forAccount: false, headers: { ...mail.headers, ...unsubscribeHeaders(stop) } };
}
