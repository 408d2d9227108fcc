/**
 * The feed source the sync uses: the real provider when PROVIDER_* secrets are set, else the
 * deterministic demo feed (so `npm start` shows a full site offline).
 */
import type { Lang } from "../../../client/i18n/languages";
import { demoDriftFromEnv } from "../demo/drift";
import { DemoFeedSource } from "../demo/source";
import { FeedError, type FeedSource } from "../source";
import { createProviderClient } from "./client";
import { type ProviderEnv, ProviderConfigError, providerConfigOf } from "./config";
import { FEED_RULE_ENV_NAMES, FeedRulesError, readFeedRules } from "./rules-config";
import { DEFAULT_FEED_RULES } from "./normalise/state";
import { createWhiseClient } from "../whise/client";
import { WHISE_RULES } from "../whise/ids";
import { WhiseFeedSource } from "../whise/source";
import type { FetchLike, Sleep } from "./http";
import type { WordsFor } from "./normalise/words";
import { ProviderFeedSource } from "./source";

export interface FeedSourceOptions {
  /** Translated words per language (from the catalogues); see WORD_IDS and wordsFrom. */
  words?: WordsFor | undefined;
  /** For tests: a fake provider, and a sleep that does not wait. */
  fetch?: FetchLike | undefined;
  sleep?: Sleep | undefined;
}

/**
 * ProviderFeedSource when PROVIDER_BASE_URL, PROVIDER_USER and PROVIDER_PASSWORD are set and valid
 * (WhiseFeedSource when PROVIDER_KIND is whise, with PROVIDER_CLIENT_ID);
 * DemoFeedSource when no PROVIDER_* value is set. An incomplete or invalid configuration does not
 * fall back to the demo (a production site must not quietly show invented listings): it gives a
 * source named "provider" whose every fetch fails with the configuration problem (the same for
 * malformed FEED_* rules), so the sync run
 * records it and pages keep the last snapshot. `env` is the Worker's bindings; only PROVIDER_* is read.
 */
export function createFeedSource(env: ProviderEnv | object, options: FeedSourceOptions = {}): FeedSource {
  let config;
  let rules;
  try {
    config = providerConfigOf(env);
    rules = readFeedRules(pick(env, FEED_RULE_ENV_NAMES), config?.kind === "whise" ? WHISE_RULES : DEFAULT_FEED_RULES);
  } catch (error) {
    if (error instanceof ProviderConfigError || error instanceof FeedRulesError) return failingSource(error);
    throw error;
  }
  const { words, fetch, sleep } = options;
  // The drift step is taken once here, per run, so all languages of one run read the same feed.
  if (config === undefined) return new DemoFeedSource({ words, rules, drift: demoDriftFromEnv(pick(env, ["DEMO_FEED_DRIFT"]).DEMO_FEED_DRIFT, Date.now()) });
  if (config.kind === "whise") {
    const client = createWhiseClient({ ...config, fetch, sleep });
    return new WhiseFeedSource({ client, words, rules, languages: config.languages });
  }
  const client = createProviderClient({ ...config, fetch, sleep });
  return new ProviderFeedSource({ client, words, rules });
}

/** The named string values of the Worker's env (bindings of other types are ignored). */
function pick<N extends string>(env: object, names: readonly N[]): Partial<Record<N, string>> {
  const picked: Partial<Record<N, string>> = {};
  for (const name of names) {
    const value: unknown = Reflect.get(env, name);
    if (typeof value === "string") picked[name] = value;
  }
  return picked;
}

function failingSource(error: Error): FeedSource {
  return {
    name: "provider",
    fetchLanguage: (_lang: Lang) => Promise.reject(new FeedError(error.message, "provider", { cause: error })),
  };
}

export { createProviderClient, type ProviderClient, type ProviderClientOptions, type ListResult, type ListOptions } from "./client";
export { DEFAULT_LANGUAGE_IDS, PROVIDER_ENV_NAMES, ProviderConfigError, readProviderConfig, type ProviderConfig, type ProviderEnv } from "./config";
export { ENDPOINTS, type Endpoint } from "./endpoints";
export type { FetchLike, Sleep } from "./http";
export { ProviderFeedSource, type ProviderFeedSourceOptions } from "./source";
export { DETAIL_LABEL_IDS, WORD_IDS, WORD_IDS_AS_WORDS, wordsFrom, type Words, type WordsFor } from "./normalise";
export { DemoFeedSource } from "../demo/source";
