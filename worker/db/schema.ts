import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { VIEW_SOURCES } from "../stats/source-hosts";

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

/** Human views of a property's detail page per agency day (YYYY-MM-DD, Europe/Brussels) and source. */
export const propertyViews = sqliteTable(
  "property_views",
  {
    propertyId: integer("property_id").notNull(),
    day: text("day").notNull(),
    source: text("source", { enum: VIEW_SOURCES }).notNull(),
    views: integer("views").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.propertyId, table.day, table.source] })],
);
