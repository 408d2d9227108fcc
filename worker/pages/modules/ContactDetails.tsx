import { formatPhone } from "../../../client/domain/phone";
import { useT } from "../../../client/i18n/catalog";
import type { SiteConfig } from "../../content/schema";
import { usePage } from "../context";

/** The agency's address and ways to reach it, as a machine-readable address block. */
export function ContactDetails({ agency }: { agency: SiteConfig["agency"] }) {
  const { lang } = usePage();
  const t = useT();
  return (
    <div className="contact-details">
      <address>
        <strong>{agency.name[lang]}</strong>
        <br />
        {agency.address.street}
        <br />
        {agency.address.zip} {agency.address.city[lang]}
        <br />
        {agency.address.country[lang]}
      </address>
      <dl>
        <dt>{t("contact.phone")}</dt>
        <dd>
          <a href={`tel:${agency.phone.replace(/[^+\d]/g, "")}`}>{formatPhone(agency.phone)}</a>
        </dd>
        <dt>{t("contact.email")}</dt>
        <dd>
          <a href={`mailto:${agency.email}`}>{agency.email}</a>
        </dd>
        <dt>{t("contact.vat")}</dt>
        <dd>{agency.vatNumber}</dd>
        <dt>{t("contact.ipi")}</dt>
        <dd>{agency.ipiNumber}</dd>
      </dl>
    </div>
  );
}
