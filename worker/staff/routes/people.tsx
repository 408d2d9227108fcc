import { Hono, type Context } from "hono";
import * as v from "valibot";
import type { StaffEnv } from "../env";
import { renderStaff } from "../layout";
import { PEOPLE_NOTICES, PeopleBody, type PeopleProblem } from "../pages/People";
import { STAFF_ROLES } from "../../db/staff-role";
import { postedForm } from "./content-context";
import { textFields } from "../../request/read-body";

const PATH = "/staff/people/";

const Email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email());
const SetRole = v.object({ email: Email, role: v.picklist(STAFF_ROLES) });
const Remove = v.object({ email: Email });

async function peoplePage(c: Context<StaffEnv>, state: { problem?: PeopleProblem; form?: { email?: string; role?: string }; status?: number } = {}) {
  const { config } = c.var.services;
  const done = c.req.query("done");
  return renderStaff(c, {
    title: c.var.i18n._("staff.nav.people"),
    section: "people",
    status: state.status ?? 200,
    body: (
      <PeopleBody
        people={await c.var.services.repos.staff.roles.list()}
        bootstrap={config.staffAdmins}
        groups={config.staffRoleGroups.size > 0}
        me={c.var.staff.email}
        myRole={c.var.staffRole}
        notice={state.problem ? undefined : PEOPLE_NOTICES.find((notice) => notice === done)}
        problem={state.problem}
        form={state.form}
      />
    ),
  });
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * Who has which role (administrators only, worker/staff/roles.ts): a person added by address or
 * given another role, or their role taken away. Nobody changes their own role here, so the last
 * administrator cannot lock everyone out (the bootstrap administrators, STAFF_ADMINS, stay anyway).
 */
export const staffPeople = new Hono<StaffEnv>()
  .get(PATH, (c) => peoplePage(c))
  .post(PATH, async (c) => {
    const body = textFields(await postedForm(c));
    const typed = { email: text(body.email), role: text(body.role) };
    const parsed = v.safeParse(SetRole, typed);
    if (!parsed.success) return peoplePage(c, { problem: "invalid", form: typed, status: 422 });
    if (parsed.output.email === c.var.staff.email) return peoplePage(c, { problem: "self", status: 409 });
    const { created } = await c.var.services.repos.staff.roles.set(parsed.output.email, parsed.output.role, c.var.staff.email);
    console.info("staff: role given", c.var.staff.email, parsed.output.role);
    return c.redirect(`${PATH}?done=${created ? "added" : "changed"}`, 303);
  })
  .post(`${PATH}remove/`, async (c) => {
    const parsed = v.safeParse(Remove, textFields(await postedForm(c)));
    if (!parsed.success) return peoplePage(c, { problem: "invalid", status: 422 });
    if (parsed.output.email === c.var.staff.email) return peoplePage(c, { problem: "self", status: 409 });
    await c.var.services.repos.staff.roles.remove(parsed.output.email);
    console.info("staff: role taken away", c.var.staff.email);
    return c.redirect(`${PATH}?done=removed`, 303);
  });
