/**
 * What an erasure of one address removes, in words: read before it runs (the staff's confirmation,
 * `npm run erase`), and from what it did (the result page). Both come from the same steps
 * (worker/privacy/statements.ts: each step's count selects the rows its statement removes), so the
 * question can never promise something else than what goes. Plain data only: Node runs this file as
 * it is (`npm run erase`), without the Workers types.
 */
import type { ErasureStep } from "./statements.ts";

/** The person's owner portal account as the confirmation names it. */
export interface PlannedOwner {
  name: string;
  properties: number[];
  projects: number[];
}

/** What an erasure will remove (or removed): rows per table, the account, the testimonials the site shows, the photos. */
export interface ErasurePlan {
  rows: Record<string, number>;
  owner: PlannedOwner | null;
  /** The person's testimonials the site shows now: erasing takes them off the site. */
  shownTestimonials: number;
  photos: string[];
  /**
   * The address asked for no more mail from the site (migrations/0020_mail_stops.sql): kept by the
   * erasure, which says so. Read by the worker only (the key is a SHA-256 of the address).
   */
  mailStopped?: boolean | undefined;
}

type Row = Record<string, unknown>;

const number = (value: unknown): number => (typeof value === "number" ? value : Number(value ?? 0)) || 0;

/**
 * The plan from the results of planStatements(email).statements, in their order: `counted` is that
 * call's list of counted steps.
 */
export function readPlan(counted: readonly ErasureStep[], results: readonly (readonly Row[])[]): ErasurePlan {
  const rows: Record<string, number> = {};
  counted.forEach((step, index) => (rows[step.table] = number(results[index]?.[0]?.n)));
  const [ownerRows = [], listingRows = [], shownRows = [], photoRows = []] = results.slice(counted.length);
  const account = ownerRows[0];
  const ids = (kind: string) => listingRows.filter((row) => row.kind === kind).map((row) => number(row.listing_id));
  const owner = account
    ? {
        name: [account.first_name, account.last_name].filter((part) => typeof part === "string" && part.trim() !== "").join(" "),
        properties: ids("property"),
        projects: ids("project"),
      }
    : null;
  const photos = photoRows.map((row) => row.key).filter((key): key is string => typeof key === "string" && key.length > 0);
  return { rows, owner, shownTestimonials: number(shownRows[0]?.n), photos };
}

/** Translation by message id (the staff's i18n._, or the command line's English catalogue). */
export type Words = (id: string, values?: Record<string, unknown>) => string;

/** How a listing the account may see is named: its title and reference on the site, or undefined when the site no longer publishes it. */
export type ListingName = (kind: "property" | "project", id: number) => string | undefined;

/** One line of what goes, and the lines under it (the account's listings, sessions and passkeys). */
export interface PlanLine {
  text: string;
  details: string[];
}

/**
 * What the erasure removes (tense "plan") or removed ("done"), one line per kind of thing, only the
 * kinds it has: the owner account with its listings, sessions, passkeys and password links; the
 * testimonials the site shows; the messages sent through the site (with the agents' notes and status
 * history) and their photos; search alerts; newsletter subscriptions; copies in the local mailbox; the
 * address as a colleague of the staff area (with its assignments, notes and status changes). Rows that belong to one of those (deliveries,
 * an alert's matches, a content version that held a testimonial) are part of it, not lines of their own.
 */
export function planLines(plan: ErasurePlan, t: Words, listingName: ListingName, tense: "plan" | "done"): PlanLine[] {
  const lines: PlanLine[] = [];
  const count = (table: string) => plan.rows[table] ?? 0;
  const counted = (id: string, value: number) => (value > 0 ? [t(id, { count: value })] : []);
  if (count("owners") > 0) {
    const owner = plan.owner ?? { name: "", properties: [], projects: [] };
    const names = (kind: "property" | "project", ids: readonly number[]) => {
      const known = ids.map((id) => listingName(kind, id)).filter((name): name is string => name !== undefined);
      const gone = ids.length - known.length;
      // A comma, not a semicolon: French would want a space before one, and the references close each name.
      return [...known, ...(gone > 0 ? [t(`staff.privacy.plan.${kind}Unpublished`, { count: gone })] : [])].join(", ");
    };
    const listings = (["property", "project"] as const).flatMap((kind) => {
      const ids = kind === "property" ? owner.properties : owner.projects;
      return ids.length > 0 ? [t(`staff.privacy.plan.${kind}Access`, { count: ids.length, names: names(kind, ids) })] : [];
    });
    lines.push({
      text: owner.name ? t("staff.privacy.plan.owner", { name: owner.name }) : t("staff.privacy.plan.ownerUnnamed"),
      details: [
        ...listings,
        ...counted("staff.privacy.plan.sessions", count("owner_sessions")),
        ...counted("staff.privacy.plan.passkeys", count("owner_passkeys")),
        ...counted("staff.privacy.plan.passwordLinks", count("owner_password_links")),
      ],
    });
  }
  if (plan.shownTestimonials > 0) lines.push({ text: t(`staff.privacy.${tense}.testimonialsShown`, { count: plan.shownTestimonials }), details: [] });
  // The messages, with the agents' internal notes on them and their status history under them.
  if (count("leads") > 0) {
    lines.push({
      text: t("staff.privacy.plan.leads", { count: count("leads") }),
      details: [
        ...counted("staff.privacy.plan.leadNotes", count("lead_notes")),
        ...counted("staff.privacy.plan.leadStatusChanges", count("lead_status_changes")),
      ],
    });
  }
  for (const [id, value] of [
    ["staff.privacy.plan.photos", plan.photos.length],
    ["staff.privacy.plan.alerts", count("search_alerts")],
    ["staff.privacy.plan.newsletter", count("newsletter_subscribers")],
    ["staff.privacy.plan.favourites", count("favourite_watches")],
    ["staff.privacy.plan.mailbox", count("dev_mailbox")],
  ] as const) {
    if (value > 0) lines.push({ text: t(id, { count: value }), details: [] });
  }
  // The address as a colleague in the staff area: the list of colleagues, their assignments, their name
  // on notes and status changes (a lead they closed is part of its status history, not said apart).
  const colleague = [
    "staff_people",
    "leads.assignee",
    "leads.handled_by",
    "leads.visit_cancelled_by",
    "lead_notes.written_by",
    "lead_status_changes.changed_by",
  ];
  if (colleague.some((table) => count(table) > 0)) {
    lines.push({
      text: t("staff.privacy.plan.colleague"),
      details: [
        ...counted("staff.privacy.plan.colleagueAssigned", count("leads.assignee")),
        ...counted("staff.privacy.plan.colleagueNotes", count("lead_notes.written_by")),
        ...counted("staff.privacy.plan.colleagueChanges", count("lead_status_changes.changed_by")),
      ],
    });
  }
  // Not erased: the person's objection to mail, which the site must go on honouring (only a fingerprint of the address).
  if (plan.mailStopped) lines.push({ text: t("staff.privacy.plan.mailStopKept"), details: [] });
  return lines;
}

/** The lines as plain text, the details indented under their line (the command line's output). */
export function planText(lines: readonly PlanLine[]): string {
  return lines.map((line) => [`- ${line.text}`, ...line.details.map((detail) => `    - ${detail}`)].join("\n")).join("\n");
}
