import type { Context } from "hono";
import { backOf } from "../render/unreadable-body";
import type { StaffEnv } from "./env";
import { renderStaff } from "./layout";

/** The staff area's answer to a post whose body cannot be read: 400 or 415 in the staff member's language, never cached. */
export function staffUnreadableBody(c: Context<StaffEnv>, status: 400 | 415): Response | Promise<Response> {
  const i18n = c.var.i18n;
  const body = (
    <>
      <p>{i18n._("request.unreadable.text")}</p>
      <p>
        <a href={backOf(c, "/staff/")}>{i18n._("request.unreadable.back")}</a>
      </p>
    </>
  );
  return renderStaff(c, { title: i18n._("request.unreadable.title"), body, status });
}
