import * as v from "valibot";
import { LEAD_STATUSES } from "../db/lead-work";
import { leadSearchOf } from "../db/lead-search";
import { LEAD_DELIVERY_STATES, type InboxFilter } from "../db/staff-leads";
import { agencyWallTime } from "../stats/agency-time";
import { addDays, isDay } from "../stats/day";
import { VIEW_SOURCES } from "../stats/source-hosts";

/** The channels a lead came through as the inbox filters on them; "unknown": not known (no consent, an older lead). */
export const LEAD_SOURCES = [...VIEW_SOURCES, "unknown"] as const;

/** Leads on one inbox page. */
export const INBOX_PAGE_SIZE = 50;
/** Leads one CSV export holds at most (newest first, the inbox's filters applied). */
export const MAX_EXPORTED_LEADS = 10_000;
/** The deepest page the pager offers (a larger offset is a slow query for nobody). */
const MAX_PAGE = 10_000;

/** The longest search and address the inbox reads (characters). */
const MAX_SEARCH_CHARS = 100;
const MAX_ADDRESS_CHARS = 320;

const optionalId = v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{1,12}$/), v.transform(Number)));
const optionalDay = v.optional(v.pipe(v.string(), v.trim(), v.check(isDay)));

/** The inbox's query string; a value that does not parse is ignored (the filter form shows it empty). */
const InboxQuerySchema = v.object({
  form: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[a-z-]{1,40}$/))),
  property: optionalId,
  project: optionalId,
  from: optionalDay,
  to: optionalDay,
  delivery: v.optional(v.picklist(LEAD_DELIVERY_STATES)),
  /** A status, or "open" (any but closed). */
  status: v.optional(v.picklist([...LEAD_STATUSES, "open"])),
  /** A colleague's address, or "none": assigned to nobody. */
  assignee: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.maxLength(MAX_ADDRESS_CHARS),
      v.check((value) => value === "none" || value.includes("@")),
    ),
  ),
  /** The channel the lead came through. */
  source: v.optional(v.picklist(LEAD_SOURCES)),
  /** "no": spam left out (the dashboard's counts link with it). */
  spam: v.optional(v.picklist(["no"])),
  /** The search box: a name, email, phone or property reference. */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_SEARCH_CHARS))),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1), v.maxValue(MAX_PAGE))),
});
export type InboxQuery = v.InferOutput<typeof InboxQuerySchema>;

/** Each query parameter on its own: one bad value drops that filter, not the others. */
export function readInboxQuery(search: URLSearchParams): InboxQuery {
  const query: Record<string, unknown> = {};
  // The inbox's former "handled" filter, still in bookmarks and links: handled is closed, not handled is open.
  const handled = search.get("handled");
  if (handled === "yes" || handled === "no") query.status = handled === "yes" ? "closed" : "open";
  for (const [name, schema] of Object.entries(InboxQuerySchema.entries)) {
    const raw = search.get(name);
    if (raw === null || raw.trim() === "") continue;
    const parsed = v.safeParse(schema, raw);
    if (parsed.success) query[name] = parsed.output;
  }
  return query as InboxQuery;
}

/** The agency's midnight starting `day`. */
const startOf = (day: string) => agencyWallTime(`${day} 00:00:00`)?.getTime();

/** What the repository filters on: days on the agency's clock, `to` included whole. */
export function inboxFilterOf(query: InboxQuery): InboxFilter {
  return {
    form: query.form,
    propertyId: query.property,
    projectId: query.project,
    from: query.from ? startOf(query.from) : undefined,
    to: query.to ? startOf(addDays(query.to, 1)) : undefined,
    delivery: query.delivery,
    status: query.status,
    assignee: query.assignee === undefined ? undefined : query.assignee === "none" ? null : query.assignee,
    search: query.q ? leadSearchOf(query.q) : undefined,
    source: query.source === undefined ? undefined : query.source === "unknown" ? null : query.source,
    spam: query.spam === "no" ? false : undefined,
  };
}

/** The query string of these filters (and page), for the pager and the CSV link. */
export function inboxSearch(query: InboxQuery, page?: number): string {
  const search = new URLSearchParams();
  for (const name of ["q", "form", "property", "project", "from", "to", "delivery", "status", "assignee", "source", "spam"] as const) {
    const value = query[name];
    if (value !== undefined) search.set(name, String(value));
  }
  if (page !== undefined && page > 1) search.set("page", String(page));
  const text = search.toString();
  return text ? `?${text}` : "";
}
