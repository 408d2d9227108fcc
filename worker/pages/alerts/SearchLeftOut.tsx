import { useT } from "../../../client/i18n/catalog";
import type { LeftOut } from "../../alerts/prefill";

/**
 * Above the search alert form opened from a list's "Save this search": the list's filters the alert
 * cannot take over, in words, so the visitor knows the alert mails more widely than the list showed.
 */
export function SearchLeftOut({ items }: { items: readonly LeftOut[] }) {
  const t = useT();
  return (
    <div className="notice search-left-out" role="note">
      <p>{t("alert.prefill.leftOut")}</p>
      <ul>
        {items.map((item) => (
          <li key={`${item.id} ${item.values?.place ?? ""}`}>{t(item.id, item.values)}</li>
        ))}
      </ul>
    </div>
  );
}
