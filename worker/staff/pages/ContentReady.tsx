import { useT } from "../../../client/i18n/catalog";
import { formatWhen } from "../format";
import type { DocumentRef } from "../../content/documents";
import type { ReadyMark } from "../../content/content-ready";
import { shownValue } from "../content/document-view";
import { pathLabel } from "../content/labels";
import { CHOICE_PREFIX } from "../content/merge";
import { documentHref } from "./ContentParts";
import { When } from "./When";

/** What the last action did besides saving. */
import { useStaffLang } from "./staff-lang";
export interface EditNotes {
  /** Saved and marked ready to publish. */
  ready?: boolean | undefined;
  /** The ready mark was withdrawn. */
  withdrawn?: boolean | undefined;
  /** A colleague had saved meanwhile: their changes to other fields were kept (their name). */
  merged?: string | undefined;
  /** Merged, so not marked ready though asked: the person checks the merged result first. */
  unmarked?: boolean | undefined;
  /** A withdrawal found the mark moved (a colleague marked another revision since): it stays. */
  markMoved?: boolean | undefined;
}

/** The form the edit page's fields are in: a conflict's choices belong to it from outside. */
export const DOCUMENT_FORM = "document-form";

/** Whether the document is marked ready to publish (and at which save), with a way to withdraw the mark; what the last save did. */
export function ReadyPanel({
  document,
  ready,
  notes,
}: {
  document: DocumentRef;
  ready?: (ReadyMark & { head: number }) | undefined;
  notes?: EditNotes | undefined;
}) {
  const t = useT();
  return (
    <>
      {notes?.merged && (
        <p className="notice" role="status">
          {t("staff.content.mergedNotice", { by: notes.merged })} {notes.unmarked && t("staff.content.mergedNotMarked")}
        </p>
      )}
      {notes?.markMoved && (
        <p className="notice" role="status">
          {t("staff.content.markMovedNotice")}
        </p>
      )}
      {notes?.ready && (
        <p className="notice" role="status">
          {t("staff.content.markedNotice")}
        </p>
      )}
      {notes?.withdrawn && (
        <p className="notice" role="status">
          {t("staff.content.withdrawnNotice")}
        </p>
      )}
      {ready && (
        <form method="post" action={`${documentHref(document)}ready/withdraw/`} className="ready-mark">
          <input type="hidden" name="_revision" value={String(ready.revision)} />
          <p>
            <strong>{t("staff.content.state.ready")}</strong> ({t("staff.content.readyAsOf")} <When at={ready.markedAt} />, {ready.markedBy}).{" "}
            {ready.revision < ready.head && t("staff.content.readyOlder")} <button type="submit">{t("staff.content.withdrawReady")}</button>
          </p>
        </form>
      )}
    </>
  );
}

/** The buttons that save: a draft save, and a save that marks this revision ready to publish. */
export function SaveButtons() {
  const t = useT();
  return (
    <div className="toolbar">
      <button type="submit">{t("staff.content.save")}</button>{" "}
      <button type="submit" name="_ready" value="1">
        {t("staff.content.saveReady")}
      </button>
    </div>
  );
}

/** A field both people changed differently: where it is, and what each of them stored there. */
export interface ConflictChange {
  path: string;
  theirs: unknown;
  yours: unknown;
}

/**
 * The fields both people changed, each with both values side by side in words and a choice (mine
 * chosen first); every other field of both is already merged into the form below. Fields beyond
 * those listed (`kept`) are not asked about: they stay as the colleague saved them, and it says so.
 */
export function ConflictChoices({
  by,
  at,
  changes,
  merged,
  kept = 0,
}: {
  by: string;
  at: string | null;
  changes: readonly ConflictChange[];
  merged: boolean;
  kept?: number;
}) {
  const t = useT();
  const lang = useStaffLang();
  const when = at ? formatWhen(at, lang) : "";
  return (
    <>
      <p>
        {merged ? (
          t("staff.content.conflictMergeText", { by, when })
        ) : (
          <>
            {t("staff.content.conflictText", { by })} {at && <When at={at} />}
          </>
        )}
      </p>
      <table>
        <caption>{t("staff.content.conflictCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("staff.content.field")}</th>
            <th scope="col">{t("staff.content.theirs")}</th>
            <th scope="col">{t("staff.content.yours")}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change, index) => {
            const name = `${CHOICE_PREFIX}${change.path}`;
            const label = change.path ? pathLabel(t, change.path) : t("staff.content.wholeDocument");
            return (
              <tr key={change.path}>
                <th scope="row">{label}</th>
                <td>
                  <label>
                    <input type="radio" form={DOCUMENT_FORM} name={name} value="theirs" id={`keep-theirs-${index}`} /> {t("staff.content.keepTheirsValue")}
                  </label>
                  <pre>{shownValue(t, lang, change.theirs)}</pre>
                </td>
                <td>
                  <label>
                    <input type="radio" form={DOCUMENT_FORM} name={name} value="mine" id={`keep-mine-${index}`} defaultChecked /> {t("staff.content.keepMine")}
                  </label>
                  <pre>{shownValue(t, lang, change.yours)}</pre>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {kept > 0 && <p id="conflict-kept">{t("staff.content.conflictKept", { count: kept, by })}</p>}
      <p>{t("staff.content.conflictSave")}</p>
    </>
  );
}
