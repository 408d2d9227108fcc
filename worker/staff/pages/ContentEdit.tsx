import { useT } from "../../../client/i18n/catalog";
import type { Lang } from "../../../client/i18n/languages";
import type { DocumentRef } from "../../content/documents";
import type { Field } from "../content/fields";
import { FieldView, type FormContext } from "../content/FieldView";
import { AdvancedPart } from "../content/Advanced";
import { fieldId, pathLabel } from "../content/labels";
import { documentHref } from "./ContentParts";
import { ConflictChoices, type ConflictChange, DOCUMENT_FORM, type EditNotes, ReadyPanel, SaveButtons } from "./ContentReady";
import type { ReadyMark } from "../../content/content-ready";
import { When } from "./When";
import { SearchSnippetView } from "./SearchSnippet";
import type { SearchSnippet } from "../content/snippet";

/** What another staff member saved meanwhile, next to what this one tried to save. */
export interface ConflictView {
  by: string;
  at: string | null;
  /** Each field both changed, with both stored values (the page puts them in words: document-view.ts shownValue). */
  changes: readonly ConflictChange[];
  /** How many more fields both changed than the page lists: those stay as the colleague saved them. */
  kept?: number;
  /** They deleted the document: nothing to compare, and saving again cannot bring it back (its history can). */
  deleted?: boolean;
  /** Only the fields both changed are listed: every other change of both is in the form already. */
  merged?: boolean;
}

export type { EditNotes };

export interface ContentEditProps {
  document: DocumentRef;
  label: string;
  form: Field;
  value: unknown;
  /** The revision the form was opened on: a save applies only while it is still the newest. */
  base: number;
  issues: ReadonlyMap<string, string>;
  shown: readonly Lang[];
  routeNames: Readonly<Record<string, string>>;
  /** The pages it may sit under, for a page the agency made. */
  parents?: readonly { id: number; name: string }[] | undefined;
  /** Staff may delete it (worker/content/working-copy.ts isDeletable). */
  deletable: boolean;
  /** What the pickers offer (the media library, what a module may show) and the notes of its fields. */
  choices: Pick<FormContext, "media" | "relations" | "notes" | "lang">;
  /** How many texts of the languages the site shows are empty: publishing waits for them. */
  missing: number;
  saved?: number | undefined;
  conflict?: ConflictView | undefined;
  /** A list button was used: what is shown is not saved yet. */
  pending?: boolean;
  /** A new article or team member: no history, preview or delete yet. */
  creating?: boolean;
  previewHref?: string | undefined;
  /** A page's search-result preview, and the defaults its empty search-engine texts stand for. */
  seo?: { snippet: SearchSnippet; placeholders: ReadonlyMap<string, string> } | undefined;
  /** Its ready-to-publish mark, and the revision it is at now. */
  ready?: (ReadyMark & { head: number }) | undefined;
  notes?: EditNotes | undefined;
}

/** One document's edit form (every field bound to its schema, four languages side by side), with its errors and any conflict. */
export function ContentEditBody(props: ContentEditProps) {
  const t = useT();
  const { document, form, value, base, issues } = props;
  const href = documentHref(document);
  return (
    <>
      <p>
        <a href="/staff/content/">{t("staff.content.back")}</a> ·{" "}
        {!props.creating && (
          <>
            <a href={`${href}revisions/`}>{t("staff.content.history")}</a> ·{" "}
          </>
        )}
        <a href="/staff/content/media/">{t("staff.content.media.title")}</a>
        {props.previewHref && !props.creating && (
          <>
            {" "}
            · <a href={props.previewHref}>{t("staff.content.preview")}</a>
          </>
        )}
        {!props.creating && props.deletable && (
          <>
            {" "}
            · <a href={`${href}delete/`}>{t("staff.content.delete.link")}</a>
          </>
        )}
      </p>
      {props.saved !== undefined && (
        <p className="notice" role="status">
          {t("staff.content.savedNotice", { revision: props.saved })}
        </p>
      )}
      {!props.creating && <ReadyPanel document={document} ready={props.ready} notes={props.notes} />}
      {props.pending && (
        <p className="notice" role="status">
          {t("staff.content.notSavedYet")}
        </p>
      )}
      {props.conflict?.deleted && (
        <div className="warning" role="alert" id="conflict">
          <h2>{t("staff.content.conflictHeading")}</h2>
          <p>
            {t("staff.content.deletedMeanwhile", { by: props.conflict.by })} {props.conflict.at && <When at={props.conflict.at} />}{" "}
            <a href={`${href}revisions/`}>{t("staff.content.history")}</a>
          </p>
        </div>
      )}
      {props.conflict && !props.conflict.deleted && (
        <div className="warning" role="alert" id="conflict">
          <h2>{t("staff.content.conflictHeading")}</h2>
          <ConflictChoices
            by={props.conflict.by}
            at={props.conflict.at}
            changes={props.conflict.changes}
            merged={props.conflict.merged ?? false}
            kept={props.conflict.kept ?? 0}
          />
        </div>
      )}
      {issues.size > 0 && (
        <div className="warning" role="alert" id="errors">
          <h2>{t("staff.content.errorsHeading", { count: issues.size })}</h2>
          <ul>
            {[...issues].map(([path, message]) => (
              <li key={path}>
                <a href={`#${fieldId(path)}`}>{path ? `${pathLabel(t, path)}: ${message}` : message}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {props.missing > 0 && <p className="missing-count">{t("staff.content.missingCount", { count: props.missing })}</p>}
      <div className="help">
        <p id="hint-blocks">{t("staff.content.hint.blocks")}</p>
        <p id="hint-lines">{t("staff.content.hint.lines")}</p>
      </div>
      {props.seo && <SearchSnippetView snippet={props.seo.snippet} />}
      {/* Multipart: an image field may upload a file in place (worker/staff/content/image-choices.ts). */}
      <form method="post" action={href} className="document" id={DOCUMENT_FORM} encType="multipart/form-data">
        {/* The first submit button is what Enter in a field presses: saving, never a list button. */}
        <SaveButtons />
        <input type="hidden" name="_revision" value={base} />
        <FieldView
          field={form}
          value={value}
          path=""
          name=""
          ctx={{
            issues,
            shown: props.shown,
            routeNames: props.routeNames,
            parents: props.parents,
            placeholders: props.seo?.placeholders,
            folded: props.seo ? new Map([["params.metadata", t("staff.content.seo.folded")]]) : undefined,
            ...props.choices,
          }}
        />
        <AdvancedPart form={form} value={value} ctx={{ issues, shown: props.shown, routeNames: props.routeNames, ...props.choices }} />
        <SaveButtons />
      </form>
    </>
  );
}
