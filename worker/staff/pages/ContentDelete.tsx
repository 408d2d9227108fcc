import { useT } from "../../../client/i18n/catalog";
import type { DocumentRef } from "../../content/documents";
import { documentHref } from "./ContentParts";

/** Asks before an article or team member is deleted, and says what deleting does and how to undo it. */
export function ContentDeleteBody({ document, label, base, moved }: { document: DocumentRef; label: string; base: number; moved: boolean }) {
  const t = useT();
  const href = documentHref(document);
  return (
    <>
      {moved && (
        <p className="warning" role="alert">
          {t("staff.content.delete.moved")}
        </p>
      )}
      <p>{t("staff.content.delete.explain", { document: label })}</p>
      <form method="post" action={`${href}delete/`}>
        <input type="hidden" name="_revision" value={base} />
        <button type="submit" className="danger">
          {t("staff.content.delete.confirm")}
        </button>{" "}
        <button type="submit" name="_ready" value="1" className="danger">
          {t("staff.content.delete.confirmReady")}
        </button>{" "}
        <a href={href}>{t("staff.content.delete.keep")}</a>
      </form>
    </>
  );
}
