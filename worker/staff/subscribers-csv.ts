import type { I18n } from "@lingui/core";
import { isLang, LANGUAGE_NAMES } from "../../client/i18n/languages";
import type { Subscriber } from "../db/newsletter";
import { formLabel } from "../leads/lead-words";
import { csvDocument } from "./csv";
import { sheetTime } from "./format";

/** The newsletter's addresses as a spreadsheet, in the staff member's language: what a mailing tool imports and a person reads. */
export function subscribersCsv(rows: readonly Subscriber[], i18n: I18n): string {
  const header = [
    i18n._("staff.leads.email"),
    i18n._("staff.lead.language"),
    i18n._("staff.subscribersCsv.state"),
    i18n._("staff.subscribersCsv.source"),
    i18n._("staff.subscribersCsv.subscribed"),
    i18n._("staff.subscribersCsv.confirmed"),
    i18n._("staff.subscribersCsv.unsubscribed"),
  ];
  const lines = rows.map((row) => [
    row.email,
    isLang(row.lang) ? LANGUAGE_NAMES[row.lang] : row.lang,
    i18n._(`staff.subscriber.state.${row.state}`),
    formLabel(row.source, i18n),
    sheetTime(row.createdAt),
    sheetTime(row.confirmedAt),
    sheetTime(row.unsubscribedAt),
  ]);
  return csvDocument(header, lines);
}
