import { LEAD_SOURCES } from "../inbox-filter";
import { useLingui } from "@lingui/react";
import { useT } from "../../../client/i18n/catalog";
import type { Lead } from "../../db/leads";
import type { Person } from "../../db/leads";
import type { LeadPayload } from "../../leads/lead-view";
import { formLabel, subjectWords } from "../../leads/lead-words";
import { LEAD_DELIVERY_STATES } from "../../db/staff-leads";
import { INBOX_PAGE_SIZE, inboxSearch, type InboxQuery } from "../inbox-filter";
import { LEAD_STATUSES } from "../../db/lead-work";
import type { LeadProperty } from "../../db/staff-properties";
import { personLabel, type StaffPerson } from "../../db/staff-people";
import { formatCount } from "../dashboard-format";
import { MAX_WORKBOOK_LEADS } from "../leads-xlsx";
import { DataTable } from "./DataTable";
import { useStaffLang } from "./staff-lang";
import { colleagueName, propertyWords } from "./LeadWork";
import { When } from "./When";

export interface InboxProps {
  query: InboxQuery;
  forms: readonly string[];
  rows: readonly Lead[];
  total: number;
  page: number;
  /** Colleagues, for the assignee filter and column. */
  people: readonly StaffPerson[];
  /** Properties leads were sent about, for the property filter. */
  properties: readonly LeadProperty[];
}

export function personName(person: unknown): string {
  const { firstName = "", lastName = "" } = (person ?? {}) as Partial<Person>;
  return `${firstName} ${lastName}`.trim();
}

/** The property choice: each property leads were sent about, by title and reference (the one filtered on, even if none lists it). */
function propertyOptions(t: ReturnType<typeof useT>, properties: readonly LeadProperty[], current: number | undefined): [string, string][] {
  const options: [string, string][] = properties.map((property) => [String(property.id), propertyWords(t, property)]);
  if (current !== undefined && !properties.some((property) => property.id === current)) options.push([String(current), t("staff.property.unnamed")]);
  return options;
}

/** The property a lead is about, as the lead named it. */
function aboutProperty(t: ReturnType<typeof useT>, lead: Lead): string {
  const about = (lead.payload as LeadPayload | null)?.about;
  return propertyWords(t, { title: about?.title ?? null, reference: about?.reference ?? null });
}

/** A filter's choice, "any" first: `options` are [value, label] pairs. */
function FilterSelect({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: string;
  value: string | undefined;
  options: readonly (readonly [string, string])[];
}) {
  const t = useT();
  return (
    <label>
      {label}
      <select name={name} defaultValue={value ?? ""}>
        <option value="">{t("staff.any")}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

function Filters({ query, forms, people, properties }: Pick<InboxProps, "query" | "forms" | "people" | "properties">) {
  const t = useT();
  const { i18n } = useLingui();
  return (
    <form className="filters" method="get" action="/staff/leads/" aria-label={t("staff.leads.filters")}>
      <label>
        {t("staff.work.search")}
        <input type="search" name="q" size={24} defaultValue={query.q ?? ""} />
      </label>
      <FilterSelect label={t("staff.leads.form")} name="form" value={query.form} options={forms.map((form) => [form, formLabel(form, i18n)])} />
      <FilterSelect
        label={t("staff.work.propertyFilter")}
        name="property"
        value={query.property === undefined ? undefined : String(query.property)}
        options={propertyOptions(t, properties, query.property)}
      />
      <label>
        {t("staff.leads.from")}
        <input type="date" name="from" defaultValue={query.from ?? ""} />
      </label>
      <label>
        {t("staff.leads.to")}
        <input type="date" name="to" defaultValue={query.to ?? ""} />
      </label>
      <FilterSelect
        label={t("staff.leads.delivery")}
        name="delivery"
        value={query.delivery}
        options={LEAD_DELIVERY_STATES.map((state) => [state, t(`staff.delivery.${state}`)])}
      />
      <FilterSelect
        label={t("staff.work.status")}
        name="status"
        value={query.status}
        options={[["open", t("staff.work.status.open")], ...LEAD_STATUSES.map((status) => [status, t(`staff.work.status.${status}`)] as const)]}
      />
      <FilterSelect
        label={t("staff.work.assignee")}
        name="assignee"
        value={query.assignee}
        options={[["none", t("staff.work.nobody")], ...people.map((person) => [person.email, personLabel(person)] as const)]}
      />
      <FilterSelect
        label={t("staff.lead.source")}
        name="source"
        value={query.source}
        options={LEAD_SOURCES.map((source) => [source, t(`staff.dashboard.source.${source}`)] as const)}
      />
      {/* The dashboard's counts leave spam out; the list behind them does too, also after filtering again. */}
      {query.spam && <input type="hidden" name="spam" value={query.spam} />}
      <button type="submit">{t("staff.leads.filter")}</button>
    </form>
  );
}

export function LeadsBody({ query, forms, rows, total, page, people, properties }: InboxProps) {
  const t = useT();
  const { i18n } = useLingui();
  const lang = useStaffLang();
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  return (
    <>
      <Filters query={query} forms={forms} people={people} properties={properties} />
      <p>
        <a href={`/staff/leads.xlsx${inboxSearch(query)}`}>{t("staff.leads.xlsx")}</a> ·{" "}
        <a href={`/staff/leads.csv${inboxSearch(query)}`}>{t("staff.leads.csv")}</a>
      </p>
      {total > MAX_WORKBOOK_LEADS && <p className="help">{t("staff.leads.xlsxNewest", { count: formatCount(MAX_WORKBOOK_LEADS, lang) })}</p>}
      <DataTable
        scroll
        caption={t("staff.leads.caption", { page, pages, total })}
        head={[
          "staff.leads.received",
          "staff.leads.form",
          "staff.leads.name",
          "staff.leads.email",
          "staff.leads.about",
          "staff.leads.delivery",
          "staff.work.status",
          "staff.work.assignee",
        ]}
        rows={rows}
        empty={t("staff.leads.none")}
        row={(lead) => (
          <tr key={lead.id}>
            <td>
              <When at={lead.createdAt} />
            </td>
            <td>{formLabel(lead.form, i18n)}</td>
            <th scope="row">
              <a href={`/staff/leads/${lead.id}/`}>{personName(lead.person) || t("staff.leads.open")}</a>
            </th>
            <td>{lead.email}</td>
            <td>
              {lead.propertyId !== null ? <a href={`/staff/properties/${lead.propertyId}/`}>{aboutProperty(t, lead)}</a> : ""}
              {lead.propertyId === null ? subjectWords((lead.payload as LeadPayload | null)?.about) : ""}
            </td>
            <td>{lead.captcha === "spam" ? t("staff.captcha.spam") : t(`staff.delivery.${lead.deliveryState}`)}</td>
            <td>{t(`staff.work.status.${lead.status}`)}</td>
            <td>{lead.assignee ? colleagueName(people, lead.assignee) : ""}</td>
          </tr>
        )}
      />
      <nav aria-label={t("staff.pager")}>
        <ul className="pager">
          {page > 1 && (
            <li>
              <a href={`/staff/leads/${inboxSearch(query, page - 1)}`} rel="prev">
                {t("staff.pager.previous")}
              </a>
            </li>
          )}
          {page < pages && (
            <li>
              <a href={`/staff/leads/${inboxSearch(query, page + 1)}`} rel="next">
                {t("staff.pager.next")}
              </a>
            </li>
          )}
        </ul>
      </nav>
    </>
  );
}
