/** Working a lead (issue 36): its page with status, assignee and notes, and the posts that change them (plain forms, 303 back). */
import type { Context } from "hono";
import { Hono } from "hono";
import * as v from "valibot";
import { LEAD_STATUSES, SPAM_FILTER, MAX_NOTE_CHARS } from "../../db/lead-work";
import { SECTION_ROLES } from "../roles";
import type { LeadPayload } from "../../leads/lead-view";
import type { StaffEnv } from "../env";
import { renderStaff } from "../layout";
import { LeadBody, type Notice } from "../pages/LeadPage";
import { personName } from "../pages/Leads";
import { LeadWork, type NoteError } from "../pages/LeadWork";
import { noticeOf, UUID } from "./leads";
import { postedForm } from "./content-context";
import { textFields } from "../../request/read-body";
import { forgetCalendar } from "../../leads/visit-calendar-memory";

const LEAD_NOTICES = ["handled", "retried", "status", "assigned", "noted", "visitCancelled", "visitRestored"] as const;

const StatusSchema = v.picklist(LEAD_STATUSES);

/** A note as typed: line ends made plain, trimmed; its error when empty or longer than MAX_NOTE_CHARS. */
const NoteSchema = v.pipe(
  v.string(),
  v.transform((text) => text.replace(/\r\n?/g, "\n").trim()),
  v.minLength(1, "empty"),
  v.maxLength(MAX_NOTE_CHARS, "tooLong"),
);

/** A lead's staff page, with what the staff did with it; a note that was not kept comes back in its box with the reason. */
export async function showLeadPage(
  c: Context<StaffEnv>,
  id: string,
  options: { notice?: Notice; noteError?: NoteError; noteText?: string; assignError?: boolean; status?: number } = {},
): Promise<Response> {
  const repos = c.var.services.repos;
  const [detail, thread, choices, people] = await Promise.all([
    repos.staff.leads.detail(id),
    repos.staff.leadWork.thread(id),
    repos.staff.people.list(SECTION_ROLES.leads),
    repos.staff.people.known(),
  ]);
  if (!detail) return c.notFound();
  const { lead } = detail;
  const about = (lead.payload as LeadPayload | null)?.about;
  const property =
    lead.propertyId !== null
      ? {
          id: lead.propertyId,
          title: about?.kind === "property" ? (about.title ?? null) : null,
          reference: about?.kind === "property" ? (about.reference ?? null) : null,
        }
      : undefined;
  const work = (
    <LeadWork
      leadId={lead.id}
      status={lead.status}
      assignee={lead.assignee}
      people={people}
      choices={choices}
      changes={thread.changes.map((change) => (change.by === SPAM_FILTER ? { ...change, by: c.var.i18n._("staff.work.spamFilter") } : change))}
      notes={thread.notes}
      noteError={options.noteError}
      noteText={options.noteText}
      assignError={options.assignError}
      property={property}
      visit={
        lead.visitDay && lead.visitSlot
          ? {
              day: lead.visitDay,
              slot: lead.visitSlot,
              cancelled: lead.visitCancelledAt !== null ? { at: lead.visitCancelledAt, by: lead.visitCancelledBy ?? "" } : undefined,
            }
          : undefined
      }
    />
  );
  return renderStaff(c, {
    title: personName(lead.person) || lead.email,
    section: "leads",
    body: <LeadBody detail={detail} notice={options.notice} work={work} />,
    status: options.status,
  });
}

const back = (id: string, done: string) => `/staff/leads/${id}/?done=${done}`;

export const staffLeadWork = new Hono<StaffEnv>()
  .get(`/staff/leads/:id{${UUID}}/`, (c) => showLeadPage(c, c.req.param("id"), { notice: noticeOf(c.req.query("done"), LEAD_NOTICES) }))
  .post(`/staff/leads/:id{${UUID}}/handled/`, async (c) => {
    // The former "mark handled" button: closing the lead.
    const id = c.req.param("id");
    await c.var.services.repos.staff.leadWork.setStatus(id, "closed", c.var.staff.email);
    return c.redirect(back(id, "handled"), 303);
  })
  .post(`/staff/leads/:id{${UUID}}/status/`, async (c) => {
    const id = c.req.param("id");
    const status = v.safeParse(StatusSchema, textFields(await postedForm(c)).status);
    // Not one of the statuses the page offers: a crafted post, not a choice; the page is shown again.
    if (!status.success) return showLeadPage(c, id, { status: 400 });
    await c.var.services.repos.staff.leadWork.setStatus(id, status.output, c.var.staff.email);
    return c.redirect(back(id, "status"), 303);
  })
  .post(`/staff/leads/:id{${UUID}}/visit/:change{cancel|restore}/`, async (c) => {
    // A visit request's visit cancelled (its slot freed for other visitors) or that undone.
    const id = c.req.param("id");
    const lead = (await c.var.services.repos.staff.leads.detail(id))?.lead;
    if (!lead) return c.notFound();
    // Only a visit request has a visit to cancel: a crafted post about another lead shows its page again.
    if (!lead.visitDay) return showLeadPage(c, id, { status: 400 });
    const work = c.var.services.repos.staff.leadWork;
    const cancel = c.req.param("change") === "cancel";
    if (cancel) await work.cancelVisit(id, c.var.staff.email);
    else await work.restoreVisit(id);
    // This isolate's remembered calendar of the property is read again (others' within VISIT_CALENDAR_SHOWN_MS).
    if (lead.propertyId !== null) forgetCalendar(lead.propertyId);
    return c.redirect(back(id, cancel ? "visitCancelled" : "visitRestored"), 303);
  })
  .post(`/staff/leads/:id{${UUID}}/assign/`, async (c) => {
    const id = c.req.param("id");
    const { assignee } = textFields(await postedForm(c));
    const chosen = typeof assignee === "string" ? assignee.trim().toLowerCase() : "";
    const detail = await c.var.services.repos.staff.leads.detail(id);
    if (!detail) return c.notFound();
    const current = detail.lead.assignee;
    // Only a colleague of the list, nobody, or the lead's assignee unchanged (even one who left the list).
    if (chosen !== "" && chosen !== current && !(await c.var.services.repos.staff.people.list(SECTION_ROLES.leads)).some((person) => person.email === chosen)) {
      return showLeadPage(c, id, { assignError: true, status: 422 });
    }
    await c.var.services.repos.staff.leadWork.assign(id, chosen === "" ? null : chosen);
    return c.redirect(back(id, "assigned"), 303);
  })
  .post(`/staff/leads/:id{${UUID}}/notes/`, async (c) => {
    const id = c.req.param("id");
    const { body } = textFields(await postedForm(c));
    const typed = typeof body === "string" ? body : "";
    const note = v.safeParse(NoteSchema, typed);
    if (!note.success) {
      const noteError: NoteError = note.issues[0].message === "tooLong" ? "tooLong" : "empty";
      return showLeadPage(c, id, { noteError, noteText: typed, status: 422 });
    }
    if (!(await c.var.services.repos.staff.leadWork.addNote(id, note.output, c.var.staff.email))) return c.notFound();
    return c.redirect(`${back(id, "noted")}#notes`, 303);
  });
