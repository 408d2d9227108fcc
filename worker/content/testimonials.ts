import { contentDocumentRepository } from "./content-documents";
import { contentVersionRepository } from "./content-versions";
import type { StoredTestimonial } from "../db/staff-testimonials";
import { dayOf } from "../stats/day";
import { changedPaths, documentKey, type DocumentRef, draftIssues } from "./documents";
import { publishDocuments } from "./publish";
import { clearPublishedMarks } from "./publish-ready";
import type { VisitorTestimonial } from "./schema";

/** Who decided, and the settings a publish is checked with. */
export interface TestimonialDecision {
  by: string;
  languagesOverride?: string | undefined;
  now: Date;
}

/**
 * What became of a decision on the site: `published` when visitors see it within a minute (the
 * content pointer's age), `unpublished` when it was saved but could not be published (the staff's
 * testimonial page offers to publish it again), `unchanged` when the site already agreed,
 * `notSaved` when the working copy could not take it.
 */
export type TestimonialOutcome = "published" | "unpublished" | "unchanged" | "notSaved";

const refOf = (leadId: string): DocumentRef => ({ kind: "testimonial", id: leadId });

/** What the visitor sent, as the site shows it: the photo stays with the staff. */
export function testimonialOf(sent: StoredTestimonial): VisitorTestimonial {
  return {
    id: sent.leadId,
    status: "Published",
    lang: sent.lang,
    name: sent.name.trim(),
    comment: sent.comment.trim(),
    ...(sent.website ? { website: sent.website } : {}),
    date: dayOf(new Date(sent.createdAt)),
  };
}

/** Saves tries this often when another save came in between (two people deciding at once). */
const SAVE_ATTEMPTS = 3;

/**
 * Saves `next(head)` as the document's newest revision, unless it is the head already; the head then
 * (revision 0: there is no document and none is made), or undefined when it cannot be saved.
 */
async function saveHead(
  db: D1Database,
  leadId: string,
  next: (head: unknown) => unknown,
  decision: TestimonialDecision,
): Promise<{ revision: number; body: unknown } | undefined> {
  const repository = contentDocumentRepository(db);
  for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt += 1) {
    const head = await repository.head(refOf(leadId));
    const before = head?.body ?? null;
    const body = next(before);
    const changed = changedPaths(before, body);
    if (changed.length === 0) return { revision: head?.revision ?? 0, body };
    const issues = body === null ? [] : draftIssues(refOf(leadId), body);
    if (issues.length > 0) {
      console.error("testimonial not saved as content", leadId, issues);
      return undefined;
    }
    const saved = await repository.save({
      ...refOf(leadId),
      base: head?.revision ?? 0,
      body,
      author: decision.by,
      changed,
      now: decision.now,
      // A save that loses to another is read again and retried here, not kept as someone's conflict copy.
      create: true,
    });
    if (saved.outcome === "saved") return { revision: saved.revision, body };
  }
  return undefined;
}

/** Publishes one testimonial's head over what visitors see now, and nothing else of the working copy (unless they see it already). */
async function publishHead(db: D1Database, leadId: string, saved: { revision: number; body: unknown }, decision: TestimonialDecision) {
  const versions = contentVersionRepository(db);
  if (saved.revision === 0 || (await versions.publishedDocuments())[documentKey(refOf(leadId))] === saved.revision) return "unchanged";
  const outcome = await publishDocuments(versions, { ...decision, changes: [{ ...refOf(leadId), ...saved }] });
  if (outcome.outcome === "published") {
    await clearPublishedMarks(db);
    return "published";
  }
  console.error("testimonial saved but not published", leadId, outcome);
  return "unpublished";
}

/**
 * An approved testimonial becomes a Published content document (the lead's id is its id) and is
 * published at once, alone: other people's drafts stay drafts. Text the staff already corrected in
 * the editor is kept; a testimonial rejected before comes back as the visitor wrote it.
 */
export async function showTestimonial(db: D1Database, sent: StoredTestimonial, decision: TestimonialDecision): Promise<TestimonialOutcome> {
  const fresh = testimonialOf(sent);
  const saved = await saveHead(db, sent.leadId, (head) => (head !== null && typeof head === "object" ? { ...head, status: "Published" } : fresh), decision);
  return saved ? publishHead(db, sent.leadId, saved, decision) : "notSaved";
}

/** A rejected testimonial that was approved before is deleted (its history keeps it, restorable) and published without. */
export async function withdrawTestimonial(db: D1Database, leadId: string, decision: TestimonialDecision): Promise<TestimonialOutcome> {
  const saved = await saveHead(db, leadId, () => null, decision);
  return saved ? publishHead(db, leadId, saved, decision) : "notSaved";
}

/** Testimonials whose head (shown, corrected or withdrawn) is not what visitors see: a publish that did not go through, or migration 0013's. */
async function waitingHeads(db: D1Database): Promise<{ kind: "testimonial"; id: string; revision: number; body: unknown }[]> {
  const [heads, published] = await Promise.all([contentDocumentRepository(db).heads(), contentVersionRepository(db).publishedDocuments()]);
  return heads
    .filter((head) => head.kind === "testimonial" && (published[documentKey(head)] ?? 0) !== head.revision)
    .map((head) => ({ kind: "testimonial", id: head.id, revision: head.revision, body: head.body }));
}

/** How many testimonials wait to be published. */
export async function waitingTestimonials(db: D1Database): Promise<number> {
  return (await waitingHeads(db)).length;
}

/** Publishes every testimonial that waits, and nothing else of the working copy; true when visitors now see them. */
export async function publishWaitingTestimonials(db: D1Database, decision: TestimonialDecision): Promise<boolean> {
  const changes = await waitingHeads(db);
  if (changes.length === 0) return true;
  const outcome = await publishDocuments(contentVersionRepository(db), { ...decision, changes });
  if (outcome.outcome === "published") await clearPublishedMarks(db);
  else console.error("waiting testimonials not published", outcome);
  return outcome.outcome === "published";
}
