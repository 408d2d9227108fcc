import type { Lang } from "../../client/i18n/languages";
import type { LanguageSnapshot } from "./model";

/** An item the provider sent that did not pass validation: skipped, and recorded with the run. */
export interface RejectedItem {
  kind: "property" | "project" | "typeGroup" | "city";
  id: string;
  reason: string;
}

export interface LanguageFetch {
  /** With changeSince: only what changed; without: everything the provider lists. */
  snapshot: LanguageSnapshot;
  rejected: RejectedItem[];
  /** True when this is the provider's whole list (a full run), so absence means removal. */
  complete: boolean;
}

/**
 * Where the sync reads listings from: the real provider when it is configured, else the demo feed.
 * Implementations validate every item with valibot and normalise it into our models; a transport
 * or protocol failure rejects with a FeedError.
 */
export interface FeedSource {
  readonly name: string;
  fetchLanguage(lang: Lang, options: { changeSince?: Date | undefined; signal?: AbortSignal | undefined }): Promise<LanguageFetch>;
}

export class FeedError extends Error {
  constructor(
    message: string,
    readonly code: "timeout" | "http" | "protocol" | "provider" | "network",
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "FeedError";
  }
}
