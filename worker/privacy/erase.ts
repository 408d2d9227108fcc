import { publishDocuments } from "../content/publish";
import { forgetVersionCopies } from "../content/published";
import { contentVersionRepository } from "../content/content-versions";
import { readPlan, type ErasurePlan } from "./plan";
import { mailStopRepository } from "../db/mail-stops";
import { addressKey } from "../mail/recipient-stop";
import {
  contentVersionsStatement,
  erasureSteps,
  normaliseEmail,
  planStatements,
  type SqlStatement,
  testimonialDocumentsStatement,
  testimonialIdsStatement,
} from "./statements";

/**
 * What an erasure removed: rows per table (what each step changed), the photo keys deleted from the
 * uploads bucket, and, as read just before, the account's name and listings and the testimonials the
 * site showed.
 */
export interface ErasureReport extends ErasurePlan {
  email: string;
}

/** Who erases, and the settings the publish without the person's testimonial is checked with. */
export interface ErasureRequest {
  by: string;
  languagesOverride?: string | undefined;
  now: Date;
}

/** The site still shows the person's testimonial and could not be published without it: the erasure stopped there. */
export class TestimonialStillShown extends Error {
  constructor(readonly outcome: string) {
    super(`the published content still shows the person's testimonial (${outcome}); the erasure stopped`);
    this.name = "TestimonialStillShown";
  }
}

function prepared(db: D1Database, statement: SqlStatement): D1PreparedStatement {
  return db.prepare(statement.sql).bind(...statement.params);
}

/** What erasing the address will remove, read in one batch (the staff's confirmation asks with it; erasePerson reads it first). */
export async function erasurePlan(db: D1Database, email: string): Promise<ErasurePlan> {
  const { counted, statements } = planStatements(email);
  const [results, stoppedAt] = await Promise.all([
    db.batch<Record<string, unknown>>(statements.map((statement) => prepared(db, statement))),
    addressKey(email).then((key) => mailStopRepository(db).stoppedAt(key)),
  ]);
  return {
    ...readPlan(
      counted,
      results.map((result) => result.results),
    ),
    mailStopped: stoppedAt !== undefined,
  };
}

async function column(db: D1Database, statement: SqlStatement, name: string): Promise<unknown[]> {
  const { results } = await prepared(db, statement).all<Record<string, unknown>>();
  return results.map((row) => row[name]);
}

/**
 * Publishes the site without the person's testimonials that visitors see now; true when it did. Their
 * documents leave the working copy first, so a publish of it in between cannot bring them back.
 */
async function unpublishTestimonials(db: D1Database, email: string, ids: readonly string[], request: ErasureRequest): Promise<boolean> {
  if (ids.length === 0) return false;
  await prepared(db, testimonialDocumentsStatement(email)).run();
  const versions = contentVersionRepository(db);
  const published = await versions.publishedDocuments();
  const shown = ids.filter((id) => `testimonial:${id}` in published);
  if (shown.length === 0) return false;
  const outcome = await publishDocuments(versions, {
    // Left out of the new version's record as well: it holds nothing of them, and names nothing either.
    changes: shown.map((id) => ({ kind: "testimonial", id, revision: null, body: null })),
    ...request,
  });
  if (outcome.outcome !== "published") throw new TestimonialStillShown(outcome.outcome);
  return true;
}

/**
 * Erases everything the site holds of one address (worker/privacy/statements.ts) in one D1
 * transaction, then the person's testimonial photos from R2. An approved testimonial is taken off the
 * site first, by publishing the content without it; the batch then deletes its history and empties
 * every content version that held it. A failed step leaves the person's leads whole (to be erased
 * again), never leads pointing at deleted photos. `republished`: the site's content changed.
 */
export async function erasePerson(
  db: D1Database,
  uploads: R2Bucket,
  email: string,
  request: ErasureRequest,
): Promise<ErasureReport & { republished: boolean }> {
  const [plan, testimonialIds] = await Promise.all([erasurePlan(db, email), column(db, testimonialIdsStatement(email), "id")]);
  const { photos } = plan;
  const republished = await unpublishTestimonials(
    db,
    email,
    testimonialIds.filter((id): id is string => typeof id === "string"),
    request,
  );
  const heldIn = (await column(db, contentVersionsStatement(email), "version")).filter((version): version is number => typeof version === "number");
  const steps = erasureSteps(email);
  const outcomes = await db.batch(steps.map((step) => prepared(db, step.statement)));
  const rows: Record<string, number> = {};
  steps.forEach((step, index) => (rows[step.table] = outcomes[index]?.meta.changes ?? 0));
  if (photos.length > 0) await uploads.delete(photos);
  await forgetVersionCopies(heldIn);
  return { ...plan, email: normaliseEmail(email), rows, photos, republished };
}
