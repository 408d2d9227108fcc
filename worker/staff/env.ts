import type { AppEnv } from "../env";
import type { StaffIdentity } from "./access";

/** The staff area's context: the site's, plus who is signed in (set by worker/staff/guard.ts). */
export interface StaffEnv {
  Bindings: AppEnv["Bindings"];
  Variables: AppEnv["Variables"] & { staff: StaffIdentity };
}
