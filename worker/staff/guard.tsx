import { createMiddleware } from "hono/factory";
import { chooseLanguage } from "../middleware/locale";
import { mayReach, staffIdentity } from "./access";
import type { StaffEnv } from "./env";
import { STAFF_LANGUAGE_PATH, staffLanguage } from "./language";
import { renderStaff, STAFF_HEADERS } from "./layout";
import { ForbiddenBody, NoRoleBody, RefusedBody } from "./pages/Refused";
import { administrators, grantedRole, roleMay, roleOf } from "./roles";
import type { StaffRole } from "../db/staff-role";
import { sectionOf } from "./sections";
import type { Context } from "hono";

/**
 * Notes who is in the staff area (the colleagues list) once their role let them in, with the role
 * they have from outside the roles table (STAFF_ADMINS, Access groups): a failure costs the list a
 * visit, never the page.
 */
function recordSeen(c: Context<StaffEnv>, email: string, name: string | undefined, granted: StaffRole | undefined): void {
  const write = c.var.services.repos.staff.people.seen(email, name, granted).catch((error: unknown) => console.error("staff person not recorded", error));
  try {
    c.executionCtx.waitUntil(write);
  } catch {
    // No execution context (a direct app.request in a test): the write runs on its own.
  }
}

/** The language switch's own address (worker/staff/routes/index.tsx): `/staff/language/<two letters>/`, nothing under it. */
const LANGUAGE_SWITCH = /^\/staff\/language\/[a-z]{2}\/$/;
/** Whether a request is the language switch, which is everyone's (the no-role page's too). */
export const isLanguageSwitch = (method: string, path: string) => method === "GET" && path.startsWith(STAFF_LANGUAGE_PATH) && LANGUAGE_SWITCH.test(path);

/**
 * Every staff request: the page speaks the staff member's language (the one chosen with the switch,
 * else Accept-Language among the four, else the content's default), is never indexed nor stored, and
 * is answered only for an identity staffIdentity accepts, a service token only for what it exists for
 * (mayReach); anyone else gets a 403 page that says nothing of the area. A person then needs a role
 * (worker/staff/roles.ts) whose sections hold the address, for a GET as for a post: else a 403 page
 * that says, in words, what their role does not include and whom to ask.
 */
export const staffGuard = createMiddleware<StaffEnv>(async (c, next) => {
  // Context<StaffEnv> and Context<AppEnv> share the variables chooseLanguage writes.
  chooseLanguage(c as never, staffLanguage(c));
  const identity = await staffIdentity(c.var.services.config, c.req.raw);
  if (!identity || !mayReach(identity, c.req.method, c.req.path)) {
    if (identity) console.warn("staff area: a service token asked for what it may not", c.req.method, c.req.path);
    return renderStaff(c, { title: c.var.i18n._("staff.refused.title"), body: <RefusedBody />, status: 403 });
  }
  c.set("staff", identity);
  const role = await roleOf(c.var.services.config, c.var.services.repos.staff.roles, identity);
  c.set("staffRole", role);
  // The language switch is everyone's, the no-role page's too.
  if (!identity.service && !isLanguageSwitch(c.req.method, c.req.path)) {
    const section = sectionOf(c.req.path);
    if (!role || !roleMay(role, section)) {
      const admins = await administrators(c.var.services.config, c.var.services.repos.staff.roles);
      const body = role ? (
        <ForbiddenBody role={role} section={section} administrators={admins} />
      ) : (
        <NoRoleBody email={identity.email} administrators={admins} />
      );
      return renderStaff(c, { title: c.var.i18n._(role ? "staff.roles.forbiddenTitle" : "staff.roles.noneTitle"), body, status: 403 });
    }
  }
  // Only someone whose role let them in is a colleague the assignee choice may list.
  if (!identity.service && role) recordSeen(c, identity.email, identity.name, grantedRole(c.var.services.config, identity));
  await next();
  for (const [name, value] of Object.entries(STAFF_HEADERS)) c.res.headers.set(name, value);
});
