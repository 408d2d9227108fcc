import type { I18n } from "@lingui/core";
import { LANGUAGE_NAMES, isLang, type Lang } from "../../client/i18n/languages";
import type { Lead, Person } from "../db/leads";
import type { LeadPayload } from "../leads/lead-view";
import { answerWords, fieldLabel, formLabel, LEAD_FIELDS, subjectWords, titleWord } from "../leads/lead-words";
import { showPhone } from "../leads/phones";
import { csvDocument } from "./csv";
import { sheetTime } from "./format";

/** A cell of the export: text, or a moment (ms epoch) or a stored phone number each format writes its own way. */
export type SheetCell = string | { at: number } | { phone: string } | null | undefined;

/** The inbox as a table: a header and one row per lead. */
export interface LeadsTable {
  header: string[];
  rows: SheetCell[][];
}

/**
 * A phone number a spreadsheet keeps as written: "0049 170 12345678". The "+" of "+49 …" makes Excel
 * read a formula (and show an error); the apostrophe that would stop it is shown in a CSV. "00" is
 * the international prefix everywhere the agency's clients dial from.
 */
export function sheetPhone(stored: string | null | undefined): string {
  return showPhone(stored).replace(/^\+/, "00");
}

/** The answer columns a set of leads needs: one per label, in the mail's order (a testimonial's comment and a remark share "Remark"). */
function answerColumns(payloads: readonly LeadPayload[]): string[][] {
  const columns = new Map<string, string[]>();
  for (const [field] of LEAD_FIELDS) {
    if (!payloads.some((payload) => payload.fields?.[field])) continue;
    const label = fieldLabel(field, "agency")!;
    columns.set(label, [...(columns.get(label) ?? []), field]);
  }
  return [...columns.entries()].map(([label, fields]) => [label, ...fields]);
}

/**
 * The inbox as a spreadsheet (CSV or .xlsx): one row per lead, one column per answer, everything in the staff
 * member's language and the agency's words (the agency's mail for the same lead reads the same).
 * `names`: colleagues' names by address, for the assignee.
 */
export function leadsTable(rows: readonly Lead[], i18n: I18n, lang: Lang, origin: string, names: ReadonlyMap<string, string> = new Map()): LeadsTable {
  const payloads = rows.map((lead) => (lead.payload ?? { fields: {} }) as LeadPayload);
  const answers = answerColumns(payloads);
  const yesNo = (value: boolean) => i18n._(value ? "staff.yes" : "staff.no");
  const header = [
    i18n._("staff.leads.received"),
    i18n._("staff.leads.form"),
    i18n._("staff.lead.language"),
    i18n._("staff.lead.title"),
    i18n._("staff.lead.firstName"),
    i18n._("staff.lead.lastName"),
    i18n._("staff.leads.email"),
    i18n._("staff.lead.phone"),
    i18n._("staff.leads.about"),
    ...answers.map(([label]) => i18n._(label!)),
    i18n._("staff.lead.documents"),
    i18n._("staff.testimonials.photo"),
    i18n._("staff.lead.newsletter"),
    i18n._("staff.lead.source"),
    i18n._("staff.lead.captcha"),
    i18n._("staff.leads.delivery"),
    i18n._("staff.work.status"),
    i18n._("staff.work.assignee"),
    i18n._("staff.lead.closedAt"),
    i18n._("staff.lead.page"),
    i18n._("staff.lead.staffPage"),
  ];
  const at = (value: number | null) => (value === null ? undefined : { at: value });
  const lines = rows.map((lead, index): SheetCell[] => {
    const person = lead.person as Partial<Person>;
    const payload = payloads[index]!;
    return [
      at(lead.createdAt),
      formLabel(lead.form, i18n),
      isLang(lead.lang) ? LANGUAGE_NAMES[lead.lang] : lead.lang,
      titleWord(person.title, i18n),
      person.firstName,
      person.lastName,
      lead.email,
      person.phone ? { phone: person.phone } : undefined,
      subjectWords(payload.about),
      ...answers.map(([, ...fields]) =>
        fields
          .map((field) => answerWords(payload, field, lang, i18n))
          .filter(Boolean)
          .join("\n"),
      ),
      (payload.documents ?? []).map((document) => document.name).join(", "),
      payload.photo ? i18n._("staff.yes") : "",
      yesNo(lead.newsletter),
      i18n._(`staff.dashboard.source.${lead.source ?? "unknown"}`),
      i18n._(`staff.captcha.${lead.captcha}`),
      lead.captcha === "spam" ? i18n._("staff.captcha.spam") : i18n._(`staff.delivery.${lead.deliveryState}`),
      i18n._(`staff.work.status.${lead.status}`),
      lead.assignee ? (names.get(lead.assignee) ?? lead.assignee) : "",
      at(lead.handledAt),
      new URL(lead.page, origin).toString(),
      new URL(`/staff/leads/${lead.id}/`, origin).toString(),
    ];
  });
  return { header, rows: lines };
}

/** The table as a CSV for Excel (worker/staff/csv.ts): moments as "2026-11-30 16:05" on the agency's clock, phone numbers as sheetPhone writes them. */
export function leadsCsv(table: LeadsTable): string {
  return csvDocument(
    table.header,
    table.rows.map((row) => row.map((cell) => (typeof cell !== "object" || cell === null ? cell : "at" in cell ? sheetTime(cell.at) : sheetPhone(cell.phone)))),
  );
}
