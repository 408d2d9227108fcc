import type { Context } from "hono";
import type { Lang } from "../../client/i18n/languages";
import type { AppEnv } from "../env";
import { loadLanguageIndex } from "../feed/listings";
import type { LanguageIndex } from "../feed/snapshot-store";

/** The current listing snapshot of `lang` for a request (a first seeding run outlives it via waitUntil). */
export function listingIndex(c: Context<AppEnv>, lang: Lang): Promise<LanguageIndex | null> {
  return loadLanguageIndex(c.env, lang, (promise) => c.executionCtx.waitUntil(promise));
}

/** A property or project id in an address: digits only, never longer than the provider's ids. */
export const LISTING_ID = /^\d{1,12}$/;

/**
 * The same listing's path in every enabled language that has it (hreflang, the language switcher).
 * `listingsOf` picks the properties or the projects of each language's index.
 */
export async function listingAlternates(
  c: Context<AppEnv>,
  lang: Lang,
  index: LanguageIndex,
  id: number,
  listingsOf: (index: LanguageIndex) => readonly { id: number; path: string }[],
): Promise<Partial<Record<Lang, string>>> {
  const alternates: Partial<Record<Lang, string>> = {};
  for (const code of c.var.enabledLanguages) {
    const other = code === lang ? index : await listingIndex(c, code);
    const listing = other ? listingsOf(other).find((candidate) => candidate.id === id) : undefined;
    if (listing) alternates[code] = listing.path;
  }
  return alternates;
}
