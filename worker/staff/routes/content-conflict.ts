import { changedPaths, type DocumentRef } from "../../content/documents";
import { builtDocument, type DocumentSave, type WorkingDocument } from "../../content/working-copy";
import type { ContentRepositories } from "../../services/repositories";
import { pathKeys, valueAt } from "../content/form-read";
import { applyChoices, chosenTheirs, mergeDocument, withValueAt } from "../content/merge";
import type { ConflictView } from "../pages/ContentEdit";

/** The most fields a conflict page asks about; any further one is kept as the colleague saved it (and the page says how many). */
const SHOWN_CONFLICTS = 60;

/** A revision's body (0: the build's); undefined when there is none. */
async function bodyAt(content: Pick<ContentRepositories, "documents">, ref: DocumentRef, revision: number): Promise<unknown> {
  if (revision === 0) return builtDocument(ref)?.body;
  return (await content.documents.savedRevision(ref, revision))?.body ?? undefined;
}

/**
 * A conflict page saved: each field the person chose to keep as their colleague saved it is set back
 * to the value of the revision the page showed (`base`, their head then); the rest is the form.
 */
export async function withChoices(
  content: Pick<ContentRepositories, "documents">,
  ref: DocumentRef,
  base: number,
  body: unknown,
  form: FormData,
): Promise<unknown> {
  const keepTheirs = chosenTheirs(form);
  if (keepTheirs.length === 0) return body;
  const theirs = await bodyAt(content, ref, base);
  return theirs === undefined ? body : applyChoices(body, theirs, keepTheirs);
}

export type MergeOutcome =
  /** Nothing both changed: the merge is saved, their changes kept with this person's. */
  | { outcome: "merged"; save: DocumentSave; by: string }
  /** Fields both changed differently: shown with both values and a choice, the rest merged. */
  | { outcome: "choose"; value: unknown; base: number; conflict: ConflictView };

/**
 * A save that lost to a colleague's (issue 42): a three-way merge of the revision this person started
 * from (`base`), their head and this form. Every field only one of them changed is kept; when no field
 * was changed by both, the merge is saved on their head at once.
 */
export async function mergeConflict(
  content: Pick<ContentRepositories, "documents" | "saveDocument">,
  request: { ref: DocumentRef; base: number; theirs: WorkingDocument; yours: unknown; author: string; now: Date },
): Promise<MergeOutcome> {
  const { ref, theirs } = request;
  const before = await bodyAt(content, ref, request.base);
  // Without the revision this person started from, every difference is asked about.
  const { merged, conflicts } = before === undefined ? { merged: request.yours, conflicts: undefined } : mergeDocument(before, theirs.body, request.yours);
  const by = theirs.modifiedBy ?? "";
  if (conflicts && conflicts.length === 0) {
    const save = await content.saveDocument({ ...ref, base: theirs.revision, body: merged, author: request.author, now: request.now });
    if (save.outcome !== "conflict") return { outcome: "merged", save, by };
  }
  const differing =
    conflicts ??
    changedPaths(theirs.body, request.yours).map((path) => ({
      path,
      theirs: valueAt(theirs.body, pathKeys(path)),
      yours: valueAt(request.yours, pathKeys(path)),
    }));
  const asked = differing.slice(0, SHOWN_CONFLICTS);
  // A field not asked about is never saved over their change unseen: it stays as they saved it.
  const value = differing.slice(SHOWN_CONFLICTS).reduce((document, change) => withValueAt(document, change.path, change.theirs), merged);
  return {
    outcome: "choose",
    value,
    base: theirs.revision,
    conflict: {
      by,
      at: theirs.modifiedAt,
      changes: asked.map((change) => ({ path: change.path, theirs: change.theirs, yours: change.yours })),
      merged: conflicts !== undefined,
      kept: differing.length - asked.length,
    },
  };
}
