import { useLingui } from "@lingui/react";
import { useT } from "../../../client/i18n/catalog";
import type { Lead } from "../../db/leads";
import type { Person } from "../../db/leads";
import { LEAD_DELIVERY_STATES } from "../../db/staff-leads";
import type { LeadPayload } from "../../leads/lead-view";
import { formLabel, subjectWords } from "../../leads/lead-words";
import { INBOX_PAGE_SIZE, inboxSearch, type InboxQuery } from "../inbox-filter";
import { DataTable } from "./DataTable";
import { When } from "./When";

export interface InboxProps {
  query: InboxQuery;
  forms: readonly string[];
  rows: readonly Lead[];
  total: number;
  page: number;
}

export function personName(person: unknown): string {
  const { firstName = "", lastName = "" } = (person ?? {}) as Partial<Person>;
  return `${firstName} ${lastName}`.trim();
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

function Filters({ query, forms }: Pick<InboxProps, "query" | "forms">) {
  const t = useT();
  const { i18n } = useLingui();
  return (
    <form className="filters" method="get" action="/staff/leads/" aria-label={t("staff.leads.filters")}>
      <FilterSelect label={t("staff.leads.form")} name="form" value={query.form} options={forms.map((form) => [form, formLabel(form, i18n)])} />
      <label>
        {t("staff.leads.property")}
        <input name="property" inputMode="numeric" pattern="[0-9]*" size={8} defaultValue={query.property ?? ""} />
      </label>
      <label>
        {t("staff.leads.project")}
        <input name="project" inputMode="numeric" pattern="[0-9]*" size={8} defaultValue={query.project ?? ""} />
      </label>
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
        label={t("staff.leads.handled")}
        name="handled"
        value={query.handled}
        options={[
          ["no", t("staff.no")],
          ["yes", t("staff.yes")],
        ]}
      />
      <button type="submit">{t("staff.leads.filter")}</button>
    </form>
  );
}

export function LeadsBody({ query, forms, rows, total, page }: InboxProps) {
  const t = useT();
  const { i18n } = useLingui();
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  return (
    <>
      <Filters query={query} forms={forms} />
      <p>
        <a href={`/staff/leads.xlsx${inboxSearch(query)}`}>{t("staff.leads.xlsx")}</a> ·{" "}
        <a href={`/staff/leads.csv${inboxSearch(query)}`}>{t("staff.leads.csv")}</a>
      </p>
      <DataTable
        caption={t("staff.leads.caption", { page, pages, total })}
        head={[
          "staff.leads.received",
          "staff.leads.form",
          "staff.leads.name",
          "staff.leads.email",
          "staff.leads.about",
          "staff.leads.delivery",
          "staff.leads.handled",
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
            <td>{subjectWords((lead.payload as LeadPayload | null)?.about)}</td>
            <td>{lead.captcha === "spam" ? t("staff.captcha.spam") : t(`staff.delivery.${lead.deliveryState}`)}</td>
            <td>{lead.handledAt ? <When at={lead.handledAt} /> : t("staff.no")}</td>
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
