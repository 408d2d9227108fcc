import { useT } from "../../../client/i18n/catalog";

/**
 * "Print" on a property's or project's page, for the print view site.css already lays out. Printing
 * needs a script, so the server sends it hidden and the page's one script shows it and wires the
 * click (client/entry.tsx, `button[data-print]`: no island, no code of its own); on paper it is not
 * shown (print-button.css). The icon is drawn here, so no client bundle carries it.
 */
export function PrintButton() {
  const t = useT();
  return (
    <button type="button" className="button print-button" data-print="" hidden>
      <svg className="icon" width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M7 9V3h10v6M7 17H4v-8h16v8h-3M7 14h10v7H7z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t("detail.print")}
    </button>
  );
}
