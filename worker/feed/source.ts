import type { Lang } from "../../client/i18n/languages";
import type { Withdrawn } from "./merge";
import type { LanguageSnapshot } from "./model";

/** An item the provider sent that did not pass validation: skipped, and recorded with the run. */
export interface RejectedItem {
  kind: "property" | "project" | "typeGroup" | "city";
  id: string;
  reason: string;
}

/**
 * A part of the feed an optional endpoint should have given and did not (it failed, or the account
 * lacks it): the listings are published without it, and the sync run records it.
 */
export interface FeedGap {
  /** What is missing: "pictures", "documents", "units", "buildings", "cities". */
  part: string;
  endpoint: string;
  /** The first error, with the owner it was asked for when there is one. */
  reason: string;
  /** How many calls for this part failed (one per property or project asked). */
  count: number;
}

export interface LanguageFetch {
  /** With changeSince: only what changed; without: everything the provider lists. */
  snapshot: LanguageSnapshot;
  rejected: RejectedItem[];
  /** True when this is the provider's whole list (a full run), so absence means removal. */
  complete: boolean;
  /** Optional parts that could not be read this time (absent means none). */
  gaps?: FeedGap[] | undefined;
  /** In an incremental answer: listings the provider reports as no longer published (removed by the merge). */
  withdrawn?: Withdrawn | undefined;
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
  /** The HTTP status of an "http" failure (404 when the account or the API version lacks the endpoint). */
  readonly status: number | undefined;

  constructor(
    message: string,
    readonly code: "timeout" | "http" | "protocol" | "provider" | "network",
    options?: { cause?: unknown; status?: number | undefined },
  ) {
    super(message, options);
    this.name = "FeedError";
    this.status = options?.status;
  }
}
