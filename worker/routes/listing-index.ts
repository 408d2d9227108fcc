import type { Context } from "hono";
import type { Lang } from "../../client/i18n/languages";
import type { AppEnv } from "../env";
import { loadLanguageIndex } from "../feed/listings";
import type { LanguageIndex } from "../feed/snapshot-store";

/** The current listing snapshot of `lang` for a request (a first seeding run outlives it via waitUntil). */
export function listingIndex(c: Context<AppEnv>, lang: Lang): Promise<LanguageIndex | null> {
  return loadLanguageIndex(c.env, lang, (promise) => c.executionCtx.waitUntil(promise));
}
