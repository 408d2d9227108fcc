/**
 * The provider's configuration, read from Worker secrets (`wrangler secret put`), never from
 * wrangler.toml [vars] nor the client bundle. No PROVIDER_* value set at all means "use the demo
 * feed"; some but not all set is a mistake we report loudly rather than silently serving demo data.
 * PROVIDER_KIND picks Omnicasa (the default) or Whise; Whise also needs PROVIDER_CLIENT_ID (and
 * takes PROVIDER_OFFICE_ID), and its base URL defaults to https://api.whise.eu.
 */
import * as v from "valibot";
import { isSecureOrLocal, urlOf } from "../../../client/domain/web-address";
import { LANGUAGES, type Lang } from "../../../client/i18n/languages";
import { DEFAULT_WHISE_LANGUAGES, WHISE_BASE_URL } from "../whise/ids";

/** The environment names this module reads. */
export const PROVIDER_ENV_NAMES = [
  "PROVIDER_KIND",
  "PROVIDER_BASE_URL",
  "PROVIDER_USER",
  "PROVIDER_PASSWORD",
  "PROVIDER_LANGUAGE_IDS",
  "PROVIDER_CLIENT_ID",
  "PROVIDER_OFFICE_ID",
] as const;

export type ProviderEnv = Partial<Record<(typeof PROVIDER_ENV_NAMES)[number], string | undefined>>;

/** Omnicasa's LanguageId per language (1 nl, 2 fr, 3 en, 4 de); PROVIDER_LANGUAGE_IDS overrides it. */
export const DEFAULT_LANGUAGE_IDS: Readonly<Record<Lang, number>> = { nl: 1, fr: 2, en: 3, de: 4 };

export interface OmnicasaConfig {
  kind: "omnicasa";
  baseUrl: string;
  credentials: { user: string; password: string };
  languageIds: Record<Lang, number>;
}

export interface WhiseConfig {
  kind: "whise";
  baseUrl: string;
  credentials: { user: string; password: string };
  clientId: number;
  officeId: number | undefined;
  /** Culture codes per language, "nl-BE" … */
  languages: Record<Lang, string>;
}

export type ProviderConfig = OmnicasaConfig | WhiseConfig;

/** Thrown by createFeedSource when the PROVIDER_* secrets are incomplete or invalid; names only, never values. */
export class ProviderConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Provider configuration is invalid: ${problems.join("; ")}`);
    this.name = "ProviderConfigError";
  }
}

const baseUrlSchema = v.pipe(
  v.string(),
  v.trim(),
  v.check((text) => urlOf(text) !== undefined, "PROVIDER_BASE_URL must be an absolute URL"),
  v.check((text) => {
    const url = urlOf(text);
    return !url || isSecureOrLocal(url);
  }, "PROVIDER_BASE_URL must use https (http only for localhost)"),
  v.check((text) => {
    const url = urlOf(text);
    return !url || (!url.search && !url.username && !url.password);
  }, "PROVIDER_BASE_URL must not carry a query or credentials"),
  v.transform((text) => text.replace(/\/+$/, "")),
);

const secret = (name: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(`${name} is required`));

/** "nl:1,fr:2,en:3,de:4"; languages left out keep their default. */
const languageIdsSchema = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.check(
    (text) => text === "" || text.split(",").every((pair) => /^\s*(nl|fr|en|de)\s*:\s*\d+\s*$/.test(pair)),
    "PROVIDER_LANGUAGE_IDS must look like nl:1,fr:2,en:3,de:4",
  ),
  v.transform((text) => {
    const ids: Record<Lang, number> = { ...DEFAULT_LANGUAGE_IDS };
    for (const pair of text.split(",").filter((part) => part.trim() !== "")) {
      const [lang = "", id = ""] = pair.split(":").map((part) => part.trim());
      if ((LANGUAGES as readonly string[]).includes(lang)) ids[lang as Lang] = Number(id);
    }
    return ids;
  }),
);

/** "nl:nl-BE,fr:fr-BE"; languages left out keep Whise's defaults. */
const cultureCodesSchema = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.check(
    (text) => text === "" || text.split(",").every((pair) => /^\s*(nl|fr|en|de)\s*:\s*[a-z]{2}-[A-Z]{2}\s*$/.test(pair)),
    "PROVIDER_LANGUAGE_IDS must look like nl:nl-BE,fr:fr-BE,en:en-GB,de:de-DE for Whise",
  ),
  v.transform((text) => {
    const codes: Record<Lang, string> = { ...DEFAULT_WHISE_LANGUAGES };
    for (const pair of text.split(",").filter((part) => part.trim() !== "")) {
      const [lang = "", code = ""] = pair.split(":").map((part) => part.trim());
      if ((LANGUAGES as readonly string[]).includes(lang)) codes[lang as Lang] = code;
    }
    return codes;
  }),
);

const positiveId = (name: string) => v.pipe(v.string(), v.trim(), v.regex(/^[1-9]\d{0,9}$/, `${name} must be a positive whole number`), v.transform(Number));

const omnicasaSchema = v.object({
  PROVIDER_KIND: v.literal("omnicasa"),
  PROVIDER_BASE_URL: v.pipe(v.string(), v.trim(), v.nonEmpty("PROVIDER_BASE_URL is required"), baseUrlSchema),
  PROVIDER_USER: secret("PROVIDER_USER"),
  PROVIDER_PASSWORD: secret("PROVIDER_PASSWORD"),
  PROVIDER_LANGUAGE_IDS: languageIdsSchema,
});

const whiseSchema = v.object({
  PROVIDER_KIND: v.literal("whise"),
  PROVIDER_BASE_URL: v.pipe(
    v.string(),
    v.trim(),
    v.transform((text) => text || WHISE_BASE_URL),
    baseUrlSchema,
  ),
  PROVIDER_USER: secret("PROVIDER_USER"),
  PROVIDER_PASSWORD: secret("PROVIDER_PASSWORD"),
  PROVIDER_CLIENT_ID: v.pipe(v.string(), v.trim(), v.nonEmpty("PROVIDER_CLIENT_ID is required for Whise"), positiveId("PROVIDER_CLIENT_ID")),
  PROVIDER_OFFICE_ID: v.pipe(
    v.string(),
    v.trim(),
    v.transform((text) => (text === "" ? undefined : text)),
    v.optional(positiveId("PROVIDER_OFFICE_ID")),
  ),
  PROVIDER_LANGUAGE_IDS: cultureCodesSchema,
});

const kindSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.transform((text) => text || "omnicasa"),
  v.picklist(["omnicasa", "whise"], "PROVIDER_KIND must be omnicasa or whise"),
);

/** The validated configuration, undefined when no PROVIDER_* value is set (demo mode). */
export function readProviderConfig(env: ProviderEnv): ProviderConfig | undefined {
  // Every name is present (blank when unset), so a missing one reads "… is required", not a valibot key error.
  const given = Object.fromEntries(PROVIDER_ENV_NAMES.map((name) => [name, typeof env[name] === "string" ? env[name] : ""]));
  if (Object.values(given).every((value) => value.trim() === "")) return undefined;
  // Issue messages are ours (they name the variable); valibot's defaults could echo the value.
  const fail = (issues: readonly v.BaseIssue<unknown>[]) => new ProviderConfigError([...new Set(issues.map((issue) => issue.message))]);
  const kind = v.safeParse(kindSchema, given.PROVIDER_KIND);
  if (!kind.success) throw fail(kind.issues);
  if (kind.output === "whise") {
    const parsed = v.safeParse(whiseSchema, { ...given, PROVIDER_KIND: kind.output });
    if (!parsed.success) throw fail(parsed.issues);
    const out = parsed.output;
    return {
      kind: "whise",
      baseUrl: out.PROVIDER_BASE_URL,
      credentials: { user: out.PROVIDER_USER, password: out.PROVIDER_PASSWORD },
      clientId: out.PROVIDER_CLIENT_ID,
      officeId: out.PROVIDER_OFFICE_ID,
      languages: out.PROVIDER_LANGUAGE_IDS,
    };
  }
  const parsed = v.safeParse(omnicasaSchema, { ...given, PROVIDER_KIND: kind.output });
  if (!parsed.success) throw fail(parsed.issues);
  return {
    kind: "omnicasa",
    baseUrl: parsed.output.PROVIDER_BASE_URL,
    credentials: { user: parsed.output.PROVIDER_USER, password: parsed.output.PROVIDER_PASSWORD },
    languageIds: parsed.output.PROVIDER_LANGUAGE_IDS,
  };
}

const readOnce = new WeakMap<object, { config: ProviderConfig | undefined } | { error: ProviderConfigError }>();

/**
 * The configuration of a Worker's env, read once per env (an isolate keeps its env): pages ask it on
 * every request (is a real provider's agenda in use?), and the sync and the lead deliveries too.
 * Throws the ProviderConfigError of a broken configuration, every time it is asked.
 */
export function providerConfigOf(env: object): ProviderConfig | undefined {
  let known = readOnce.get(env);
  if (!known) {
    const given: ProviderEnv = {};
    for (const name of PROVIDER_ENV_NAMES) {
      const value: unknown = Reflect.get(env, name);
      if (typeof value === "string") given[name] = value;
    }
    try {
      known = { config: readProviderConfig(given) };
    } catch (error) {
      if (!(error instanceof ProviderConfigError)) throw error;
      known = { error };
    }
    readOnce.set(env, known);
  }
  if ("error" in known) throw known.error;
  return known.config;
}
