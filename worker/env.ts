import type { I18n } from "@lingui/core";
import type { Lang } from "../client/i18n/languages";

/** Bindings from wrangler.toml; secrets are added with `wrangler secret put` and never reach the client. */
export interface Bindings {
  ASSETS: Fetcher;
  DB: D1Database;
  FEED: KVNamespace;
  SITE_ORIGIN: string;
  LANGUAGES?: string;
}

/** Per-request values set by middleware and read by routes and pages. */
export interface Variables {
  nonce: string;
  lang: Lang;
  i18n: I18n;
  enabledLanguages: readonly Lang[];
  defaultLanguage: Lang;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}
