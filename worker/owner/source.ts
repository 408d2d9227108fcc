/**
 * The owner data source of the configured provider, chosen as worker/feed/provider's
 * createFeedSource chooses the feed: the demo's when no PROVIDER_* value is set, Omnicasa's or
 * Whise's by PROVIDER_KIND. An incomplete configuration is not the demo (a production site must
 * not show invented owners): every call then rejects with the configuration problem.
 */
import { ProviderConfigError, providerConfigOf } from "../feed/provider/config";
import type { FetchLike, Sleep } from "../feed/provider/http";
import { FeedError } from "../feed/source";
import { demoOwnerSource } from "./demo-source";
import { omnicasaOwnerSource } from "./omnicasa";
import type { OwnerDataSource } from "./types";
import { whiseOwnerSource } from "./whise";

export interface OwnerDataSourceOptions {
  /** For tests: a fake provider, and a sleep that does not wait. */
  fetch?: FetchLike | undefined;
  sleep?: Sleep | undefined;
}

/** The owner data source of `env`'s provider (only PROVIDER_* is read). */
export function ownerDataSource(env: object, options: OwnerDataSourceOptions = {}): OwnerDataSource {
  let config;
  try {
    config = providerConfigOf(env);
  } catch (error) {
    if (error instanceof ProviderConfigError) return failingSource(error);
    throw error;
  }
  if (config === undefined) return demoOwnerSource();
  if (config.kind === "whise") return whiseOwnerSource({ ...config, ...options });
  return omnicasaOwnerSource({ ...config, ...options });
}

function failingSource(error: Error): OwnerDataSource {
  const fail = () => Promise.reject(new FeedError(error.message, "provider", { cause: error }));
  return { name: "provider", owners: fail, calendar: fail, onlineMedia: fail };
}
