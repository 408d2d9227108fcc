import { contentDocumentRepository } from "./content-documents";
import { contentReadyRepository } from "./content-ready";
import { contentVersionRepository, type VersionDocuments } from "./content-versions";
import { type ContentDocument, DOCUMENT_KINDS, documentKey, documentsOf, type DocumentKind, type DocumentRef } from "./documents";
import { type DocumentChange, publishDocuments, type PublishOutcome } from "./publish";
import type { Content } from "./schema";
import { builtDocument } from "./working-copy";

/** A document a person ticked to publish, at the revision the overview showed them. */
export interface Selected extends DocumentRef {
  revision: number;
}

const SELECTED = new RegExp(`^(${DOCUMENT_KINDS.join("|")}):([A-Za-z0-9_-]{1,40})@(\\d{1,9})$`);

/** How the overview posts a ticked document: `page:12@3`. */
export const selectedValue = (entry: Selected): string => `${documentKey(entry)}@${entry.revision}`;

/** A posted tick, or undefined when it is not one. */
export function parseSelected(value: unknown): Selected | undefined {
  const match = typeof value === "string" ? SELECTED.exec(value) : null;
  if (!match) return undefined;
  return { kind: match[1] as DocumentKind, id: match[2] ?? "", revision: Number(match[3]) };
}

export type SelectedPublish =
  | PublishOutcome
  /** Nothing was ticked: nothing published. */
  | { outcome: "nothing" }
  /** A ticked revision does not exist (a made-up post): nothing published. */
  | { outcome: "unknown" }
  /** The published version cannot be read, so nothing could be built on it. */
  | { outcome: "unreadable" };

/** The ticked documents at their revisions, as changes to publish; undefined when one of those revisions does not exist. */
export async function selectedChanges(db: D1Database, selected: readonly Selected[]): Promise<DocumentChange[] | undefined> {
  const documents = contentDocumentRepository(db);
  const changes: DocumentChange[] = [];
  for (const entry of selected) {
    const saved = entry.revision === 0 ? builtDocument(entry) : await documents.savedRevision(entry, entry.revision);
    if (!saved) return undefined;
    changes.push({ kind: entry.kind, id: entry.id, revision: entry.revision, body: saved.body });
  }
  return changes;
}

/** The documents of the site a publish of `changes` assembles over `published`, in its order (the whole-site check's problems are located in it). */
export function assembledWith(published: Content, changes: readonly DocumentChange[]): ContentDocument[] {
  const changed = new Set(changes.map(documentKey));
  const kept = documentsOf(published).filter((document) => !changed.has(documentKey(document)));
  return [...kept, ...changes.filter((change) => change.body !== null).map(({ kind, id, body }) => ({ kind, id, body }))];
}

/** A ticked revision newer than the one visitors see (`published`: the revisions of the version a publish builds on): one they see already, or an older one, is left out. */
export const notPublishedYet = (change: DocumentChange, published: VersionDocuments): boolean => (change.revision ?? 0) > (published[documentKey(change)] ?? 0);

/** Marks at or below what visitors see have nothing left to publish: cleared after every publish, whichever way it went out. */
export async function clearPublishedMarks(db: D1Database): Promise<void> {
  await contentReadyRepository(db).clearPublished(await contentVersionRepository(db).publishedDocuments());
}

/**
 * Publishes exactly the ticked documents, each at the revision the person saw (its ready mark's, or
 * the head shown then, even if someone saved again since), over what visitors see now: nothing else
 * of the working copy goes out. A ticked revision visitors already see, or one older than theirs
 * (someone published meanwhile), is left out, checked against the version each attempt builds on,
 * so a colleague's publish is never undone; when nothing is left, nothing is published (`conflict`:
 * look again). The marks of what went out are cleared.
 */
export async function publishSelected(
  db: D1Database,
  request: { selected: readonly Selected[]; by: string; languagesOverride?: string | undefined; now: Date },
): Promise<SelectedPublish> {
  const unique = [...new Map(request.selected.map((entry) => [documentKey(entry), entry])).values()];
  if (unique.length === 0) return { outcome: "nothing" };
  const changes = await selectedChanges(db, unique);
  if (!changes) return { outcome: "unknown" };
  const outcome = await publishDocuments(contentVersionRepository(db), {
    changes,
    keep: notPublishedYet,
    by: request.by,
    now: request.now,
    ...(request.languagesOverride === undefined ? {} : { languagesOverride: request.languagesOverride }),
  });
  if (outcome.outcome === "published") await clearPublishedMarks(db);
  return outcome;
}
