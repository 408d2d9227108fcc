import { contentDocumentRepository, type SaveOutcome, type StoredDocument } from "../db/content-documents";
import { contentVersionRepository, type VersionDocuments } from "../db/content-versions";
import { assembleContent, changedPaths, documentKey, documentsOf, draftIssues, type ContentDocument, type DocumentIssue, type DocumentRef } from "./documents";
import { seedContent } from "./index";
import { publishContent, type PublishOutcome } from "./publish";

/** A document as the editor sees it: its head, the build's content (revision 0) until it is first saved. */
export interface WorkingDocument extends ContentDocument {
  revision: number;
  modifiedAt: string | null;
  modifiedBy: string | null;
}

const fromBuild = (document: ContentDocument): WorkingDocument => ({ ...document, revision: 0, modifiedAt: null, modifiedBy: null });

/** The build's content as documents (revision 0 of each), split once per isolate. */
const BUILT = documentsOf(seedContent);

/** A document as the build carries it (revision 0); undefined when the build has no such document. */
const builtDocument = (ref: DocumentRef): ContentDocument | undefined => BUILT.find((document) => documentKey(document) === documentKey(ref));
const fromStore = (stored: StoredDocument): WorkingDocument => ({ ...stored });

/** Every document's head: the saved ones from D1, the others as the build carries them, in the build's order. */
export async function workingDocuments(db: D1Database): Promise<WorkingDocument[]> {
  const saved = new Map((await contentDocumentRepository(db).heads()).map((stored) => [documentKey(stored), fromStore(stored)]));
  const documents = BUILT.map((document) => saved.get(documentKey(document)) ?? fromBuild(document));
  const known = new Set(documents.map(documentKey));
  return [...documents, ...[...saved.values()].filter((document) => !known.has(documentKey(document)))];
}

/** One document's head, or undefined when the content has no such document. */
export async function workingDocument(db: D1Database, ref: DocumentRef): Promise<WorkingDocument | undefined> {
  const stored = await contentDocumentRepository(db).head(ref);
  if (stored) return fromStore(stored);
  const built = builtDocument(ref);
  return built && fromBuild(built);
}

export type DocumentSave = SaveOutcome | { outcome: "invalid"; issues: DocumentIssue[] } | { outcome: "unknown" };

/**
 * Saves a document as a new revision on `base` after checking it against its kind's schema (a text
 * may wait for its translation). Records who saved and which fields changed.
 */
export async function saveDocument(
  db: D1Database,
  request: DocumentRef & { base: number; body: unknown; author: string; now: Date; restoredFrom?: number },
): Promise<DocumentSave> {
  const issues = draftIssues(request, request.body);
  if (issues.length > 0) return { outcome: "invalid", issues };
  const current = await workingDocument(db, request);
  if (!current) return { outcome: "unknown" };
  const changed = changedPaths(current.body, request.body);
  return contentDocumentRepository(db).save({ ...request, changed });
}

/** Saves an earlier revision's body again, as the newest revision (history is never rewritten). */
export async function restoreRevision(
  db: D1Database,
  request: DocumentRef & { revision: number; base: number; author: string; now: Date },
): Promise<DocumentSave> {
  const body = request.revision === 0 ? builtDocument(request)?.body : await contentDocumentRepository(db).revisionBody(request, request.revision);
  if (body === undefined || body === null) return { outcome: "unknown" };
  return saveDocument(db, { ...request, body, restoredFrom: request.revision });
}

/** Which documents' heads differ from what the published version was built from (`documents`: the working copy, when already read). */
export async function unpublishedDocuments(db: D1Database, documents?: readonly WorkingDocument[]): Promise<WorkingDocument[]> {
  const [heads, published] = await Promise.all([documents ?? workingDocuments(db), contentVersionRepository(db).publishedDocuments()]);
  return heads.filter((document) => (published[documentKey(document)] ?? 0) !== document.revision);
}

/** Publishes every document's head as one version on `base` (the version the publisher looked at). */
export async function publishWorkingCopy(
  db: D1Database,
  request: { base: number; by: string; languagesOverride?: string; now: Date },
): Promise<PublishOutcome> {
  const documents = await workingDocuments(db);
  const revisions: VersionDocuments = Object.fromEntries(documents.map((document) => [documentKey(document), document.revision]));
  return publishContent(contentVersionRepository(db), { ...request, content: assembleContent(documents), documents: revisions });
}
