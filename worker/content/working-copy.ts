import { contentDocumentRepository, type SaveOutcome, type StoredDocument } from "./content-documents";
import { contentVersionRepository } from "./content-versions";
import {
  changedPaths,
  documentKey,
  documentsOf,
  draftIssues,
  type ContentDocument,
  type DocumentIssue,
  type DocumentKind,
  type DocumentRef,
} from "./documents";
import { seedContent } from "./index";

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
export const builtDocument = (ref: DocumentRef): ContentDocument | undefined => BUILT.find((document) => documentKey(document) === documentKey(ref));
const fromStore = (stored: StoredDocument): WorkingDocument => ({ ...stored });

/** Whether the build carries the document (its revision 0), or staff created it. */
export const isBuilt = (ref: DocumentRef): boolean => builtDocument(ref) !== undefined;

/** A deleted document's head is a revision without a body: its history keeps it, restorable. */
export const isDeleted = (document: ContentDocument): boolean => document.body === null;

/** The kinds staff may create: a page of their own (at an address of its own), an article, a team member; a site section always exists. */
export const CREATABLE_KINDS = ["page", "article", "team"] as const satisfies readonly DocumentKind[];
export type CreatableKind = (typeof CREATABLE_KINDS)[number];
export const isCreatable = (kind: string): kind is CreatableKind => (CREATABLE_KINDS as readonly string[]).includes(kind);
/** The kinds staff may delete: what they create, and a testimonial a visitor sent (its approval made it). */
export const DELETABLE_KINDS = [...CREATABLE_KINDS, "testimonial"] as const satisfies readonly DocumentKind[];

/** Whether staff may delete `document`: of a kind they create, except a page that serves a route of the code (its address would answer nothing). */
export function isDeletable(document: ContentDocument): boolean {
  if (!(DELETABLE_KINDS as readonly string[]).includes(document.kind)) return false;
  const body = document.body;
  return document.kind !== "page" || (body !== null && typeof body === "object" && (body as { route?: unknown }).route === undefined);
}

/** The working copy: every document's head (the saved ones from D1, the others as the build carries them, in the build's order), and the deleted ones apart. */
export async function workingCopy(db: D1Database): Promise<{ documents: WorkingDocument[]; deleted: WorkingDocument[] }> {
  const saved = new Map((await contentDocumentRepository(db).heads()).map((stored) => [documentKey(stored), fromStore(stored)]));
  const built = BUILT.map((document) => saved.get(documentKey(document)) ?? fromBuild(document));
  const known = new Set(built.map(documentKey));
  const all = [...built, ...[...saved.values()].filter((document) => !known.has(documentKey(document)))];
  return { documents: all.filter((document) => !isDeleted(document)), deleted: all.filter(isDeleted) };
}

/** Every document's head, the deleted ones left out. */
export async function workingDocuments(db: D1Database): Promise<WorkingDocument[]> {
  return (await workingCopy(db)).documents;
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

/** Which documents' heads, deletions included, differ from what the published version was built from (`copy`: the working copy, when already read). */
export async function unpublishedDocuments(db: D1Database, copy?: Awaited<ReturnType<typeof workingCopy>>): Promise<WorkingDocument[]> {
  const [{ documents, deleted }, published] = await Promise.all([copy ?? workingCopy(db), contentVersionRepository(db).publishedDocuments()]);
  return [...documents, ...deleted].filter((document) => (published[documentKey(document)] ?? 0) !== document.revision);
}

/** The id a new document of `kind` gets: above every id the kind has had, deleted ones included, so no link or module finds an old one's. */
async function nextId(db: D1Database, kind: CreatableKind): Promise<number> {
  const { documents, deleted } = await workingCopy(db);
  const ids = [...documents, ...deleted].filter((document) => document.kind === kind).map((document) => Number(document.id));
  return Math.max(0, ...ids.filter(Number.isFinite)) + 1;
}

export type CreateOutcome = { outcome: "created"; id: string } | { outcome: "invalid"; issues: DocumentIssue[] };

/** Creates a page, article or team member from a form's body, under a new id, as its revision 1. */
export async function createDocument(
  db: D1Database,
  request: { kind: CreatableKind; body: Record<string, unknown>; author: string; now: Date },
): Promise<CreateOutcome> {
  // Two people creating at once may pick the same id: the second save conflicts and takes the next one.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const id = await nextId(db, request.kind);
    const body = { ...request.body, id };
    const ref = { kind: request.kind, id: String(id) };
    const issues = draftIssues(ref, body);
    if (issues.length > 0) return { outcome: "invalid", issues };
    const saved = await contentDocumentRepository(db).save({ ...ref, base: 0, body, author: request.author, changed: [""], now: request.now, create: true });
    if (saved.outcome === "saved") return { outcome: "created", id: ref.id };
  }
  throw new Error(`no free id for a new ${request.kind}`);
}

/** Deletes a page the agency made, an article, team member or testimonial on `base`: a revision without a body, so the history can bring it back. */
export async function deleteDocument(
  db: D1Database,
  request: DocumentRef & { base: number; author: string; now: Date },
): Promise<SaveOutcome | { outcome: "unknown" }> {
  const current = await workingDocument(db, request);
  if (!current || isDeleted(current) || !isDeletable(current)) return { outcome: "unknown" };
  return contentDocumentRepository(db).save({ ...request, body: null, changed: [""] });
}
