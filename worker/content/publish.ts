import * as v from "valibot";
import type { ContentVersions, VersionDocuments } from "../db/content-versions";
import { isLang, LANGUAGES, type Lang } from "../../client/i18n/languages";
import { fillTranslations, issuePath, isUntranslated } from "./documents";
import { defaultLanguage, enabledLanguages } from "./index";
import { contentProblems, type ContentProblem } from "./publish-check";
import { type Content, ContentSchema, SiteConfigSchema } from "./schema";
import { CONTENT_VERSION_MAX_BYTES, ContentVersionFault, decodeContentVersion, encodeContentVersion } from "./version-store";

/** What keeps a content version from being published: a whole-site problem, a field the schema refuses, or its size. */
export type PublishProblem =
  ContentProblem | { code: "invalid"; at: string; check: string; message: string } | { code: "tooLarge"; at: string; bytes: number; limit: number };

export type PublishOutcome =
  | { outcome: "published"; version: number }
  /** Nothing was written; the site is unchanged. */
  | { outcome: "refused"; problems: PublishProblem[] }
  /** Someone published after `base`: nothing changed, the publisher must look again. */
  | { outcome: "conflict" };

export interface PublishRequest {
  /** The whole site as the editor assembled it; checked here, never trusted. */
  content: unknown;
  /** The published version the publisher looked at (0: the build's content). */
  base: number;
  /** The document revisions it was built from. */
  documents: VersionDocuments;
  /** The staff member publishing (the Access identity). */
  by: string;
  /** The deployment's LANGUAGES variable, which overrides the site's own language choice. */
  languagesOverride?: string;
  now: Date;
}

/** Schema problems named by where they are, as the whole-site check names its own; an empty text of a shown language is a missing translation. */
function schemaProblems(issues: readonly v.BaseIssue<unknown>[]): PublishProblem[] {
  return issues.map((issue): PublishProblem => {
    const at = issuePath(issue);
    const lang = at.slice(at.lastIndexOf(".") + 1);
    if (isLang(lang) && isUntranslated(issue.input)) return { code: "missingTranslation", at, lang };
    return { code: "invalid", at, check: issue.type, message: issue.message };
  });
}

/** The languages the site in `input` shows, its default first (all of them while its language settings are themselves invalid). */
export function shownLanguages(input: unknown, languagesOverride?: string): Lang[] {
  const site: unknown = input !== null && typeof input === "object" && "site" in input ? input.site : undefined;
  const raw: unknown = site !== null && typeof site === "object" && "language" in site ? site.language : undefined;
  const language = v.safeParse(SiteConfigSchema.entries.language, raw);
  if (!language.success) return [...LANGUAGES];
  const enabled = enabledLanguages({ language: language.output }, languagesOverride);
  const first = defaultLanguage({ language: language.output }, enabled);
  return [first, ...enabled.filter((lang) => lang !== first)];
}

/**
 * The problems of `input` as a whole site, or the content when it has none. A text left empty in a
 * language the site does not show takes the default language's, so every page keeps its four-language
 * shape; one left empty in a shown language is a missing translation.
 */
export function checkContent(input: unknown, languagesOverride?: string): { content: Content } | { problems: PublishProblem[] } {
  const shown = shownLanguages(input, languagesOverride);
  const fallback = shown[0] ?? "nl";
  const filled = fillTranslations(input, (record, lang) => (isLang(lang) && !shown.includes(lang) ? record[fallback] : undefined));
  const parsed = v.safeParse(ContentSchema, filled);
  if (!parsed.success) return { problems: schemaProblems(parsed.issues) };
  const problems = contentProblems(parsed.output, enabledLanguages(parsed.output.site, languagesOverride));
  return problems.length > 0 ? { problems } : { content: parsed.output };
}

/**
 * Publishes a whole content version or nothing (issue 17): the site is checked first, the version is
 * written and read back, then published by a compare-and-set against `base`, as a listing snapshot
 * is. Visitors see it once their isolate reads the pointer (worker/content/published.ts).
 */
export async function publishContent(versions: ContentVersions, request: PublishRequest): Promise<PublishOutcome> {
  const checked = checkContent(request.content, request.languagesOverride);
  if ("problems" in checked) return { outcome: "refused", problems: checked.problems };
  const encoded = await encodeContentVersion(checked.content);
  if (encoded.body.byteLength > CONTENT_VERSION_MAX_BYTES) {
    return { outcome: "refused", problems: [{ code: "tooLarge", at: "", bytes: encoded.body.byteLength, limit: CONTENT_VERSION_MAX_BYTES }] };
  }
  const version = await versions.allocate(encoded, request.documents, request.base, request.by, request.now);
  const written = await versions.stored(version);
  try {
    // What visitors will read, read back now: a version that would not serve is never published.
    if (!written || written.sha256 !== encoded.sha256) throw new ContentVersionFault(version, "unreadable");
    await decodeContentVersion(version, written);
  } catch (error) {
    await versions.abandon(version);
    throw error;
  }
  if (await versions.claim(version, request.base, request.now)) return { outcome: "published", version };
  await versions.abandon(version);
  return { outcome: "conflict" };
}
