import { DataTable } from "./DataTable";
import { useT } from "../../../client/i18n/catalog";
import type { RevisionEntry } from "../../content/content-documents";
import type { DocumentRef } from "../../content/documents";
import { pathLabel } from "../content/labels";
import { documentHref } from "./ContentParts";
import { When } from "./When";

/** The changed fields a revision lists before it says "and N more". */
const SHOWN_CHANGES = 8;

/** A document's saves, newest first, each restorable; revision 0 is the content the site was built with. */
export function ContentRevisionsBody({
  document,
  revisions,
  head,
  built,
  deleted,
  restored,
  moved,
}: {
  document: DocumentRef;
  revisions: readonly RevisionEntry[];
  head: number;
  /** The build carries the document: its content is revision 0. */
  built: boolean;
  /** The head deleted the document: restoring a revision brings it back. */
  deleted?: boolean;
  restored?: number | undefined;
  /** A restore came too late: someone saved first. */
  moved?: boolean;
}) {
  const t = useT();
  const href = documentHref(document);
  const rows: RevisionEntry[] = [...revisions, ...(built ? [{ revision: 0, author: "", savedAt: "", changed: [], restoredFrom: null, deleted: false }] : [])];
  return (
    <>
      <p>{deleted ? <a href="/staff/content/">{t("staff.content.back")}</a> : <a href={href}>{t("staff.content.backToDocument")}</a>}</p>
      {deleted && <p className="warning">{t("staff.content.deletedExplain")}</p>}
      {restored !== undefined && (
        <p className="notice" role="status">
          {t("staff.content.restoredNotice", { revision: restored })}
        </p>
      )}
      {moved && (
        <p className="warning" role="alert">
          {t("staff.content.restoreMoved")}
        </p>
      )}
      <DataTable
        head={["staff.content.revision", "staff.content.savedBy", "staff.content.changed", "staff.content.action"]}
        rows={rows}
        row={(entry) => (
          <tr key={entry.revision}>
            <th scope="row">{entry.revision}</th>
            <td>
              {entry.revision === 0 ? (
                t("staff.content.asBuilt")
              ) : (
                <>
                  <When at={entry.savedAt} /> · {entry.author}
                </>
              )}
            </td>
            <td>
              {entry.restoredFrom !== null && <p>{t("staff.content.restoredFrom", { revision: entry.restoredFrom })}</p>}
              {entry.deleted && <p>{t("staff.content.deleted")}</p>}
              {entry.changed.length > 0 && !entry.deleted && (
                <ul>
                  {entry.changed.slice(0, SHOWN_CHANGES).map((path) => (
                    <li key={path}>{path ? pathLabel(t, path) : t("staff.content.wholeDocument")}</li>
                  ))}
                  {entry.changed.length > SHOWN_CHANGES && <li>{t("staff.content.moreChanges", { count: entry.changed.length - SHOWN_CHANGES })}</li>}
                </ul>
              )}
            </td>
            <td>
              {entry.revision === head ? (
                t("staff.content.current")
              ) : entry.deleted ? null : (
                <form method="post" action={`${href}revisions/${entry.revision}/restore/`} className="inline">
                  <input type="hidden" name="_revision" value={head} />
                  <button type="submit">{t("staff.content.restore", { revision: entry.revision })}</button>
                </form>
              )}
            </td>
          </tr>
        )}
      />
    </>
  );
}
