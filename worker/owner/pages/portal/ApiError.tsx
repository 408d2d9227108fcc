import { useT } from "../../../../client/i18n/catalog";

/** SPEC 8's "API error", in the one block whose provider call failed; the rest of the page stands. */
export function ApiError() {
  const t = useT();
  return (
    <div className="owner-notice portal-api-error">
      <p>
        <strong>{t("portal.apiError.title")}</strong>
      </p>
      <p>{t("portal.apiError.text")}</p>
    </div>
  );
}
