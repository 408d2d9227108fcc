import { Hono, type Context } from "hono";
import * as v from "valibot";
import { LeadDeliveryMessageSchema } from "../../leads/delivery-messages";
import { leadsCsv, leadsTable, type LeadsTable } from "../leads-csv";
import { leadsXlsx, MAX_WORKBOOK_LEADS } from "../leads-xlsx";
import type { StaffEnv } from "../env";
import { INBOX_PAGE_SIZE, inboxFilterOf, MAX_EXPORTED_LEADS, readInboxQuery } from "../inbox-filter";
import { renderStaff } from "../layout";
import type { Notice } from "../pages/LeadPage";
import { LeadsBody } from "../pages/Leads";
import { personLabel } from "../../db/staff-people";
import { dayOf } from "../../stats/day";
import { postedForm } from "./content-context";
import { textFields } from "../../request/read-body";

/** A lead's id in an address: a UUID, so nothing else reaches the repository. */
export const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** `?done=` after a staff action: the one notice it names, or none. */
export function noticeOf(done: string | undefined, allowed: readonly NonNullable<Notice>[]): Notice {
  return allowed.find((notice) => notice === done);
}

/** A CSV download: the file's name says what and when. */
export function csvResponse(name: string, body: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${dayOf(new Date())}.csv"`,
    },
  });
}

/** The leads the inbox's filters select, newest first, as the export's table in the staff member's language. */
async function exportedLeads(c: Context<StaffEnv>, limit = MAX_EXPORTED_LEADS): Promise<LeadsTable> {
  const query = readInboxQuery(new URL(c.req.url).searchParams);
  const [{ rows }, people] = await Promise.all([
    c.var.services.repos.staff.leads.inbox(inboxFilterOf(query), { offset: 0, limit }),
    c.var.services.repos.staff.people.known(),
  ]);
  const names = new Map(people.map((person) => [person.email, personLabel(person)]));
  return leadsTable(rows, c.var.i18n, c.var.lang, c.var.services.origin, names);
}

/** The inbox, retrying a lead's dead delivery, and the CSV (a lead's page and its work: ./lead-work.tsx). */
export const staffLeads = new Hono<StaffEnv>()
  .get("/staff/leads/", async (c) => {
    const query = readInboxQuery(new URL(c.req.url).searchParams);
    const page = query.page ?? 1;
    const repository = c.var.services.repos.staff.leads;
    const [{ rows, total }, forms, people, properties] = await Promise.all([
      repository.inbox(inboxFilterOf(query), { offset: (page - 1) * INBOX_PAGE_SIZE, limit: INBOX_PAGE_SIZE }),
      repository.forms(),
      c.var.services.repos.staff.people.known(),
      c.var.services.repos.staff.properties.withLeads(),
    ]);
    return renderStaff(c, {
      title: c.var.i18n._("staff.nav.leads"),
      section: "leads",
      body: <LeadsBody query={query} forms={forms} rows={rows} total={total} page={page} people={people} properties={properties} />,
    });
  })
  .get("/staff/leads.csv", async (c) => csvResponse("leads", leadsCsv(await exportedLeads(c))))
  .get("/staff/leads.xlsx", async (c) => {
    const body = await leadsXlsx(await exportedLeads(c, MAX_WORKBOOK_LEADS), c.var.i18n._("staff.nav.leads"));
    return new Response(body, {
      headers: {
        "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "Content-Disposition": `attachment; filename="leads-${dayOf(new Date())}.xlsx"`,
      },
    });
  })
  .post(`/staff/leads/:id{${UUID}}/retry/`, async (c) => {
    const id = c.req.param("id");
    const form = textFields(await postedForm(c));
    const kind = v.safeParse(LeadDeliveryMessageSchema.entries.kind, form.kind);
    if (!kind.success) return c.text("unknown delivery", 400);
    if (await c.var.services.repos.staff.leads.reviveDead(id, kind.output)) {
      // Pending in D1 before it is queued: a lost message is picked up by the cron's sweep of stalled deliveries.
      await c.var.services.enqueueDeliveries(id, [kind.output]);
    }
    return c.redirect(`/staff/leads/${id}/?done=retried`, 303);
  });
