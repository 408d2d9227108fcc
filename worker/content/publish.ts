import * as v from "valibot";
import { withBrandPerLanguage } from "./brand-per-language";
import { withCodePages } from "./code-pages";
import type { ContentVersions, VersionDocuments } from "./content-versions";
import { isLang, LANGUAGES, type Lang } from "../../client/i18n/languages";
import { assembleContent, documentKey, documentsOf, type DocumentRef, fillTranslations, issuePath, isUntranslated } from "./documents";
import { defaultLanguage, enabledLanguages, seedContent } from "./index";
import { movedPaths } from "./moved-paths";
import { contentProblems, type ContentProblem } from "./publish-check";
import { type Content, ContentSchema, SiteConfigSchema } from "./schema";
import { CONTENT_VERSION_MAX_BYTES, ContentVersionFault, decodeContentVersion, encodeContentVersion, readContentVersion } from "./version-store";

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
  /** The content visitors see now, when readable: the addresses the new version moves content away from keep answering with a 301. */
  previous?: Content | undefined;
  /**
   * False only for a version that differs from the published one by testimonials taken out, which
   * nothing links to: it is held to the schema alone, so a problem of the site that came with a new
   * setting can never keep a person's testimonial online.
   */
  siteCheck?: boolean;
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
export function checkContent(input: unknown, languagesOverride?: string, siteCheck = true): { content: Content } | { problems: PublishProblem[] } {
  const shown = shownLanguages(input, languagesOverride);
  const fallback = shown[0] ?? "nl";
  const filled = fillTranslations(withBrandPerLanguage(input), (record, lang) => (isLang(lang) && !shown.includes(lang) ? record[fallback] : undefined));
  const parsed = v.safeParse(ContentSchema, filled);
  if (!parsed.success) return { problems: schemaProblems(parsed.issues) };
  // An earlier version brought back, or one built on it, gets the pages the code added since.
  const content = withCodePages(parsed.output);
  if (!siteCheck) return { content };
  const problems = contentProblems(content, enabledLanguages(content.site, languagesOverride));
  return problems.length > 0 ? { problems } : { content };
}

/**
 * Publishes a whole content version or nothing (issue 17): the site is checked first, the version is
 * written and read back, then published by a compare-and-set against `base`, as a listing snapshot
 * is. Visitors see it once their isolate reads the pointer (worker/content/published.ts).
 */
export async function publishContent(versions: ContentVersions, request: PublishRequest): Promise<PublishOutcome> {
  const checked = checkContent(request.content, request.languagesOverride, request.siteCheck ?? true);
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
  const moved = request.previous ? movedPaths(request.previous, checked.content) : [];
  let claimed: boolean;
  try {
    claimed = await versions.claim(version, request.base, request.now, moved);
  } catch (error) {
    // The batch rolled back (D1 unreachable, a table not migrated yet): the version is never published.
    await versions.abandon(version).catch(() => undefined);
    throw error;
  }
  if (claimed) return { outcome: "published", version };
  await versions.abandon(version);
  return { outcome: "conflict" };
}

/**
 * Publishes an earlier version's content again, as a new version (numbers only rise, so every edge
 * cache key stays unique): a rollback. It is checked as any publish is, since the schema may have
 * moved since; version 0 is the build's content. The working copy is left as it is, so whatever was
 * edited since shows as unpublished.
 */
export async function republishVersion(
  versions: ContentVersions,
  request: Omit<PublishRequest, "content" | "documents"> & { version: number },
): Promise<PublishOutcome | { outcome: "unknown" }> {
  const previous = await publishedContentNow(versions);
  if (request.version === 0) return publishContent(versions, { ...request, previous, content: seedContent, documents: {} });
  const earlier = await versions.publishedVersion(request.version);
  if (!earlier) return { outcome: "unknown" };
  let content: unknown;
  try {
    content = await readContentVersion(request.version, earlier.stored);
  } catch (error) {
    if (!(error instanceof ContentVersionFault)) throw error;
    return { outcome: "refused", problems: [{ code: "invalid", at: "", check: error.problem, message: error.message }] };
  }
  return publishContent(versions, { ...request, previous, content, documents: earlier.documents });
}

/** The version visitors see now (0: the build's, before any publish), its content and the revisions it was built from; undefined when it cannot be read. */
async function publishedNow(versions: ContentVersions): Promise<{ version: number; content: Content; documents: VersionDocuments } | undefined> {
  const [latest] = await versions.history(1);
  if (!latest) return { version: 0, content: seedContent, documents: {} };
  const stored = await versions.publishedVersion(latest.version);
  try {
    return stored ? { version: latest.version, content: await decodeContentVersion(latest.version, stored.stored), documents: stored.documents } : undefined;
  } catch (error) {
    if (!(error instanceof ContentVersionFault)) throw error;
    console.error("publish: the published version cannot be read", error.message);
    return undefined;
  }
}

/** The content visitors see now, for a publish to compare with: the build's before any publish; undefined when it cannot be read (the publish then moves no address). */
export async function publishedContentNow(versions: ContentVersions): Promise<Content | undefined> {
  return (await publishedNow(versions))?.content;
}

/**
 * A document's head to publish: `body` null leaves it out of the site from now on. `revision` null
 * leaves it out of the version's record too, as if it had never been (an erased person's testimonial).
 */
export interface DocumentChange extends DocumentRef {
  revision: number | null;
  body: unknown;
}

/** A concurrent publish is built on, this many times, before the change is given up. */
const PUBLISH_ATTEMPTS = 3;

/**
 * Publishes a few documents over what visitors see now and nothing else of the working copy: an
 * approved testimonial goes out without the drafts staff have in progress, an erased one comes out
 * without publishing them. A publish that came in between is built on, not undone: `keep`, asked at
 * every attempt with the revisions the version built on holds, leaves out a change that would undo
 * it (an older revision); when none is left, nothing is published (`conflict`). `unreadable`: the
 * published version cannot be read, so nothing could be built on it.
 */
export async function publishDocuments(
  versions: ContentVersions,
  request: Omit<PublishRequest, "content" | "documents" | "base" | "previous" | "siteCheck"> & {
    changes: readonly DocumentChange[];
    keep?: (change: DocumentChange, published: VersionDocuments) => boolean;
  },
): Promise<PublishOutcome | { outcome: "unreadable" }> {
  const { keep, changes: asked, ...publish } = request;
  for (let attempt = 1; ; attempt += 1) {
    const now = await publishedNow(versions);
    if (!now) return { outcome: "unreadable" };
    const changes = keep ? asked.filter((change) => keep(change, now.documents)) : asked;
    if (changes.length === 0) return { outcome: "conflict" };
    const changed = new Map(changes.map((change) => [documentKey(change), change]));
    const added = changes.filter((change) => change.body !== null).map(({ kind, id, body }) => ({ kind, id, body }));
    const onlyTestimonialsOut = added.length === 0 && changes.every((change) => change.kind === "testimonial");
    const kept = documentsOf(now.content).filter((document) => !changed.has(documentKey(document)));
    const revisions: VersionDocuments = { ...now.documents };
    for (const [key, change] of changed) {
      if (change.revision === null) delete revisions[key];
      else revisions[key] = change.revision;
    }
    const outcome = await publishContent(versions, {
      ...publish,
      content: assembleContent([...kept, ...added]),
      base: now.version,
      documents: revisions,
      previous: now.content,
      siteCheck: !onlyTestimonialsOut,
    });
    if (outcome.outcome !== "conflict" || attempt >= PUBLISH_ATTEMPTS) return outcome;
  }
}
