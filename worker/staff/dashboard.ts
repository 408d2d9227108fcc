import type { Lang } from "../../client/i18n/languages";
import type { LanguageIndex } from "../feed/snapshot-store";
import type { staffDashboardRepository } from "../db/staff-dashboard";
import { VIEW_SOURCES, type ViewSource } from "../stats/source-hosts";
import { agencyWeeks, monthSoFar, type AgencyWeek } from "./dashboard-weeks";

/** One row of a per-week table: what it counts and how many in each week (oldest first). */
export interface WeekRow<Key> {
  key: Key;
  counts: number[];
  total: number;
}

/** A property of the month's most viewed, named from the current listings (absent: no longer listed). */
export interface ViewedLine {
  propertyId: number;
  views: number;
  listed: { title: string; reference: string } | undefined;
}

/** What the staff dashboard shows besides the overview's counts. */
export interface Dashboard {
  weeks: AgencyWeek[];
  byForm: WeekRow<string>[];
  /** Every channel, and null for "not known", in that order, each shown even when empty. */
  bySource: WeekRow<ViewSource | null>[];
  weekTotals: number[];
  mostViewed: ViewedLine[];
  alertsCreated: number[];
  deadDigests: number;
}

function rowsOf<Key>(keys: readonly Key[], weeks: number, entries: readonly { key: Key; week: number; n: number }[]): WeekRow<Key>[] {
  return keys.map((key) => {
    const counts = Array.from({ length: weeks }, () => 0);
    for (const entry of entries) if (entry.key === key && entry.week >= 0 && entry.week < weeks) counts[entry.week]! += entry.n;
    return { key, counts, total: counts.reduce((sum, n) => sum + n, 0) };
  });
}

/**
 * The dashboard's figures at `now`: leads per week by form and by source, search alerts created per
 * week, the month's most viewed properties named in `lang` (`index`: the current listings, null when
 * they cannot be read), and the alert digests that failed.
 */
export async function dashboardOf(repository: ReturnType<typeof staffDashboardRepository>, now: Date, index: LanguageIndex | null): Promise<Dashboard> {
  const weeks = agencyWeeks(now);
  const month = monthSoFar(now);
  const [leads, alerts, viewed, deadDigests] = await Promise.all([
    repository.leadsPerWeek(weeks),
    repository.alertsPerWeek(weeks),
    repository.mostViewed(month.from, month.to),
    repository.deadDigests(),
  ]);
  const forms = [...new Set(leads.map((row) => row.form))];
  const byForm = rowsOf(
    forms,
    weeks.length,
    leads.map((row) => ({ key: row.form, week: row.week, n: row.leads })),
  ).sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
  const bySource = rowsOf<ViewSource | null>(
    [...VIEW_SOURCES, null],
    weeks.length,
    leads.map((row) => ({ key: row.source, week: row.week, n: row.leads })),
  );
  const weekTotals = weeks.map((_, week) => byForm.reduce((sum, row) => sum + (row.counts[week] ?? 0), 0));
  const listed = new Map(index?.properties.map((property) => [property.id, property]) ?? []);
  return {
    weeks,
    byForm,
    bySource,
    weekTotals,
    mostViewed: viewed.map(({ propertyId, views }) => {
      const property = listed.get(propertyId);
      return { propertyId, views, listed: property ? { title: property.title, reference: property.reference } : undefined };
    }),
    alertsCreated: weeks.map((_, week) => alerts.get(week) ?? 0),
    deadDigests,
  };
}

/** The staff language's listings, or null when they cannot be read now (the dashboard still shows its counts). */
export async function listingsFor(read: (lang: Lang) => Promise<LanguageIndex | null>, lang: Lang): Promise<LanguageIndex | null> {
  try {
    return await read(lang);
  } catch (error) {
    console.error("dashboard: listings not readable", error);
    return null;
  }
}
