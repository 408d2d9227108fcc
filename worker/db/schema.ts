import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Mirrors migrations/*.sql; the SQL files are the schema, this is its typed view for drizzle. */
export const syncRuns = sqliteTable("sync_runs", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  mode: text("mode", { enum: ["incremental", "full"] }).notNull(),
  source: text("source").notNull(),
  startedAt: text("started_at").notNull(),
  finishedAt: text("finished_at"),
  outcome: text("outcome", { enum: ["published", "unchanged", "kept", "failed"] }),
  version: integer("version"),
  propertyCount: integer("property_count"),
  projectCount: integer("project_count"),
  rejectedCount: integer("rejected_count"),
  removedCount: integer("removed_count"),
  removalFingerprint: text("removal_fingerprint"),
  message: text("message"),
});
