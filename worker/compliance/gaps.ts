/**
 * The record of listings that lack what their region requires (migrations/0025): written after each
 * sync that publishes a snapshot, read by the staff list and the overview's count, and named once in
 * the agency's daily mail. A listing put right leaves it; one that lacks something again is new again.
 */
import * as v from "valibot";
import type { Region } from "../../client/domain/region";
import type { ComplianceFact, ComplianceRule } from "./facts";
import type { MissingFact } from "./rules";

export interface ComplianceGap {
  propertyId: number;
  /** Epoch ms when the site first saw it lacking something. */
  firstSeenAt: number;
  reference: string;
  title: string;
  city: string;
  region: Region;
  goal: 0 | 1;
  path: string;
  missing: MissingFact[];
}

/** A gap as a check finds it (firstSeenAt is kept for a listing already recorded). */
export type FoundGap = Omit<ComplianceGap, "firstSeenAt">;

/** Gaps written per statement (their JSON is one bound value). */
const GAPS_PER_STATEMENT = 200;

const MissingSchema = v.array(v.object({ fact: v.string(), rule: v.string() }));

interface GapRow {
  property_id: number;
  first_seen_at: number;
  reference: string;
  title: string;
  city: string;
  region: string;
  goal: number;
  path: string;
  missing: string;
}

function gapOf(row: GapRow): ComplianceGap {
  const parsed = v.safeParse(MissingSchema, JSON.parse(row.missing));
  return {
    propertyId: row.property_id,
    firstSeenAt: row.first_seen_at,
    reference: row.reference,
    title: row.title,
    city: row.city,
    region: row.region as Region,
    goal: row.goal === 1 ? 1 : 0,
    path: row.path,
    missing: parsed.success ? (parsed.output as { fact: ComplianceFact; rule: ComplianceRule }[]) : [],
  };
}

const COLUMNS = "property_id, first_seen_at, reference, title, city, region, goal, path, missing";

export function complianceGapRepository(db: D1Database) {
  return {
    /** The snapshot version last checked (undefined before the first check). */
    async checkedVersion(): Promise<number | undefined> {
      const row = await db.prepare("SELECT version FROM compliance_checks WHERE id = 1").first<{ version: number }>();
      return row?.version;
    },

    /**
     * Replaces the record with what the check of `version` found, in one batch: a listing already
     * recorded keeps its first-seen time and its mail day (its row rewritten only when what it names
     * changed, so a publish writes only the rows that differ), a new one is seen `now`, one no longer
     * found leaves. Resolves to the number of gap rows written (new or changed).
     */
    async record(version: number, found: readonly FoundGap[], now: number): Promise<number> {
      const statements: D1PreparedStatement[] = [
        db
          .prepare("DELETE FROM compliance_gaps WHERE property_id NOT IN (SELECT value FROM json_each(?1))")
          .bind(JSON.stringify(found.map((gap) => gap.propertyId))),
      ];
      for (let from = 0; from < found.length; from += GAPS_PER_STATEMENT) {
        const rows = found.slice(from, from + GAPS_PER_STATEMENT).map((gap) => ({ ...gap, missing: JSON.stringify(gap.missing) }));
        statements.push(
          db
            .prepare(
              `INSERT INTO compliance_gaps (${COLUMNS})
               SELECT json_extract(value, '$.propertyId'), ?2, json_extract(value, '$.reference'), json_extract(value, '$.title'),
                      json_extract(value, '$.city'), json_extract(value, '$.region'), json_extract(value, '$.goal'),
                      json_extract(value, '$.path'), json_extract(value, '$.missing')
               FROM json_each(?1) WHERE true
               ON CONFLICT (property_id) DO UPDATE SET reference = excluded.reference, title = excluded.title, city = excluded.city,
                 region = excluded.region, goal = excluded.goal, path = excluded.path, missing = excluded.missing
               WHERE reference IS NOT excluded.reference OR title IS NOT excluded.title OR city IS NOT excluded.city
                 OR region IS NOT excluded.region OR goal IS NOT excluded.goal OR path IS NOT excluded.path OR missing IS NOT excluded.missing`,
            )
            .bind(JSON.stringify(rows), now),
        );
      }
      statements.push(
        db
          .prepare("INSERT INTO compliance_checks (id, version, checked_at) VALUES (1, ?1, ?2) ON CONFLICT (id) DO UPDATE SET version = ?1, checked_at = ?2")
          .bind(version, now),
      );
      const results = await db.batch(statements);
      return results.slice(1, -1).reduce((sum, result) => sum + (result.meta.changes ?? 0), 0);
    },

    /** Every recorded gap, newest first (then by reference), in one region or all. */
    async list(region?: Region): Promise<ComplianceGap[]> {
      const where = region ? "WHERE region = ?1" : "";
      const statement = db.prepare(`SELECT ${COLUMNS} FROM compliance_gaps ${where} ORDER BY first_seen_at DESC, reference`);
      const { results } = await (region ? statement.bind(region) : statement).all<GapRow>();
      return results.map(gapOf);
    },

    async count(): Promise<number> {
      return (await db.prepare("SELECT COUNT(*) AS n FROM compliance_gaps").first<{ n: number }>())?.n ?? 0;
    },

    /** The gaps no daily mail has named yet, oldest first. */
    async unmailed(): Promise<ComplianceGap[]> {
      const { results } = await db.prepare(`SELECT ${COLUMNS} FROM compliance_gaps WHERE mail_day IS NULL ORDER BY first_seen_at, reference`).all<GapRow>();
      return results.map(gapOf);
    },
  };
}

export type ComplianceGapRepository = ReturnType<typeof complianceGapRepository>;
