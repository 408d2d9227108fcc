import { erasureSteps, normaliseEmail, photoKeysStatement, type SqlStatement } from "./statements";

/** What an erasure removed: rows per table, and the photo keys deleted from the uploads bucket. */
export interface ErasureReport {
  email: string;
  rows: Record<string, number>;
  photos: string[];
}

function prepared(db: D1Database, statement: SqlStatement): D1PreparedStatement {
  return db.prepare(statement.sql).bind(...statement.params);
}

/**
 * Erases everything the site holds of one address (worker/privacy/statements.ts) in one D1
 * transaction, then the person's testimonial photos from R2. The photos go last: a failed batch
 * leaves the person whole (to be erased again), never leads pointing at deleted photos.
 */
export async function erasePerson(db: D1Database, uploads: R2Bucket, email: string): Promise<ErasureReport> {
  const { results } = await prepared(db, photoKeysStatement(email)).all<{ key: string }>();
  const photos = results.map((row) => row.key).filter((key): key is string => typeof key === "string" && key.length > 0);
  const steps = erasureSteps(email);
  const outcomes = await db.batch(steps.map((step) => prepared(db, step.statement)));
  const rows: Record<string, number> = {};
  steps.forEach((step, index) => (rows[step.table] = outcomes[index]?.meta.changes ?? 0));
  if (photos.length > 0) await uploads.delete(photos);
  return { email: normaliseEmail(email), rows, photos };
}
