import { formatDay } from "../../../../client/domain/format";
import { useT } from "../../../../client/i18n/catalog";
import { usePage } from "../../../pages/context";
import type { PrintView } from "./model";

/**
 * The head of a property's print view: the agency (logo, name, phone and address), the day the
 * figures are of and what they cover, then the way back and "Print" (shown once the script runs).
 * Only the agency and the period go on paper.
 */
export function PrintHead({ day, days, weeks, backHref }: PrintView) {
  const t = useT();
  const { site, lang } = usePage();
  const { logo } = site.header;
  return (
    <div className="container portal-print-head">
      <div className="portal-print-brand">
        <img src={logo.image.url} width={logo.image.width} height={logo.image.height} alt="" />
        <p>
          <strong>{site.agency.name[lang]}</strong>
          <br />
          {[site.agency.phone, site.agency.email].filter(Boolean).join(" · ")}
        </p>
      </div>
      <p className="portal-print-period">{t("portal.print.period", { date: formatDay(day, lang, "long"), days, weeks })}</p>
      <div className="portal-print-actions">
        <a href={backHref}>{t("portal.print.back")}</a>
        {/* Hidden until the page script shows it (window.print needs a script; client/entry.tsx wires it). */}
        <button type="button" className="button button-primary" data-print="" hidden>
          {t("portal.print.button")}
        </button>
      </div>
    </div>
  );
}
