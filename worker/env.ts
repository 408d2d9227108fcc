import type { I18n } from "@lingui/core";
import type { Lang } from "../client/i18n/languages";
import type { Bindings } from "./bindings";
import type { OwnerSession } from "./auth/session";
import type { Services } from "./services";

export type { Bindings };

/** Per-request values set by middleware and read by routes and pages. */
export interface Variables {
  /** Listings, content, repositories and configuration of this request (worker/middleware/services.ts). */
  services: Services;
  nonce: string;
  lang: Lang;
  i18n: I18n;
  enabledLanguages: readonly Lang[];
  defaultLanguage: Lang;
  /** The signed-in owner of a portal request (worker/owner/auth/require-owner.ts); absent everywhere else. */
  owner?: OwnerSession;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}
