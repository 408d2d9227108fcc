import type { AppEnv } from "../env";
import type { StaffIdentity } from "./access";
import type { StaffRole } from "../db/staff-role";

/** The staff area's context: the site's, plus who is signed in and their role (set by worker/staff/guard.tsx). */
export interface StaffEnv {
  Bindings: AppEnv["Bindings"];
  /** staffRole is undefined only for a service token (which reaches no page) and on the no-role page. */
  Variables: AppEnv["Variables"] & { staff: StaffIdentity; staffRole: StaffRole | undefined };
}
