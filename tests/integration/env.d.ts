import type { D1Migration } from "cloudflare:test";
import type { Bindings } from "../../worker/env";
import type * as MainModule from "../../worker/index";

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {
      TEST_MIGRATIONS: D1Migration[];
    }
    interface GlobalProps {
      mainModule: typeof MainModule;
    }
  }
}
