import { sha256 } from "../../client/domain/digest";
import type { Config } from "../services/config";
import { clientAssets } from "./assets";

export function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/**
 * What the HTML of this deployment is built from besides the URL and the listings: the client
 * bundle (content-hashed file names), the deployed worker version (when the version-metadata binding
 * is there) and the rendering variables. A deploy or a configuration change is therefore a new key.
 */
export async function buildVersion(config: Pick<Config, "versionId" | "renderingFingerprint">): Promise<string> {
  const known = builtFor.get(config);
  if (known !== undefined) return known;
  const parts = [clientAssets.script, clientAssets.stylesheet, config.versionId, config.renderingFingerprint].join("\n");
  // Isolate-lifetime: the inputs only change with a deploy (a new isolate); tests with other vars get their own entry.
  let version = builds.get(parts);
  if (version === undefined) builds.set(parts, (version = base64url((await sha256(parts)).slice(0, 9))));
  builtFor.set(config, version);
  return version;
}
const builds = new Map<string, string>();
const builtFor = new WeakMap<object, string>();

/** The build version of `config` once buildVersion has worked it out, without waiting (a page answered from memory). */
export function knownBuildVersion(config: Pick<Config, "versionId" | "renderingFingerprint">): string | undefined {
  return builtFor.get(config);
}

/**
 * What a search index is made of: the listing snapshot version and the build (buildVersion,
 * above). The build counts because the index is more than the listings: the municipality
 * table and its exonyms, the type synonyms and the code that shapes the index change with a deploy,
 * and an immutable address must change with them.
 */
export async function searchIndexVersion(snapshotVersion: number, config: Pick<Config, "versionId" | "renderingFingerprint">): Promise<string> {
  return `${snapshotVersion}-${await buildVersion(config)}`;
}
