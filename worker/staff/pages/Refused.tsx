import { useT } from "../../../client/i18n/catalog";

/** The 403 page: nothing about the area, its configuration or why the token was refused. */
export function RefusedBody() {
  const t = useT();
  return <p>{t("staff.refused.text")}</p>;
}
