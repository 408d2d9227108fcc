import { useT } from "../../../client/i18n/catalog";
import type { ContactPerson } from "../../feed/model";
import { usePage } from "../context";

/**
 * What a printed listing carries instead of the site's header: the agency's logo and who to call.
 * The listing's own contact person when the provider names one, otherwise the agency's office.
 * Hidden on screen; the print rules in site.css show it on paper (same logo file as the header: no extra fetch).
 */
export function PrintBrand({ contact }: { contact?: ContactPerson | null | undefined }) {
  const t = useT();
  const { site, lang } = usePage();
  const { logo } = site.header;
  const person = contact?.name ? contact : null;
  const phone = person?.phone ?? site.agency.phone;
  const email = person?.email ?? site.agency.email;
  return (
    <div className="print-brand">
      <img src={logo.image.url} width={logo.image.width} height={logo.image.height} alt={site.agency.name[lang]} />
      <p>
        <strong>{person ? t("print.contactPerson", { name: person.name }) : site.agency.name[lang]}</strong>
        <br />
        {[phone, email].filter(Boolean).join(" · ")}
      </p>
    </div>
  );
}
