import * as v from "valibot";
import { LANGUAGES } from "../../client/i18n/languages";
import { fixedPathChanges } from "./page-paths";
import { ArticleSchema, type Content, type Page, PageSchema, SiteConfigSchema, TeamMemberSchema, VisitorTestimonialSchema } from "./schema";

/**
 * The agency's content as the documents staff edit one at a time (issue 17): each site section
 * (banner, footer, ...) on its own, so two people editing the banner and the footer never meet; each
 * page with its modules; each article; each team member; each testimonial a visitor sent and the
 * agency approved. Publishing assembles every document's head into one site again.
 */
export const DOCUMENT_KINDS = ["site", "page", "article", "team", "testimonial"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface DocumentRef {
  kind: DocumentKind;
  /** The site section's name, or the page's, article's or member's id as text, or the testimonial's lead id. */
  id: string;
}

export interface ContentDocument extends DocumentRef {
  body: unknown;
}

export type SiteSection = keyof typeof SiteConfigSchema.entries;
export const SITE_SECTIONS = Object.keys(SiteConfigSchema.entries) as SiteSection[];

const isSiteSection = (id: string): id is SiteSection => (SITE_SECTIONS as string[]).includes(id);

/** `kind:id`, how a version records which revision of each document it was built from. */
export const documentKey = (ref: DocumentRef): string => `${ref.kind}:${ref.id}`;

/** The content as documents, in a stable order (site sections, then pages, articles, team and testimonials by their order in the content). */
export function documentsOf(content: Content): ContentDocument[] {
  return [
    ...SITE_SECTIONS.map((section) => ({ kind: "site" as const, id: section, body: content.site[section] })),
    ...content.pages.map((page) => ({ kind: "page" as const, id: String(page.id), body: page })),
    ...content.articles.map((article) => ({ kind: "article" as const, id: String(article.id), body: article })),
    ...content.team.map((member) => ({ kind: "team" as const, id: String(member.id), body: member })),
    ...content.testimonials.map((testimonial) => ({ kind: "testimonial" as const, id: testimonial.id, body: testimonial })),
  ];
}

/** One site from documents (a later document of the same kind and id wins); unchecked: publishing checks it. */
export function assembleContent(documents: Iterable<ContentDocument>): unknown {
  const site: Record<string, unknown> = {};
  const lists = {
    page: new Map<string, unknown>(),
    article: new Map<string, unknown>(),
    team: new Map<string, unknown>(),
    testimonial: new Map<string, unknown>(),
  };
  for (const document of documents) {
    if (document.kind === "site") site[document.id] = document.body;
    else lists[document.kind].set(document.id, document.body);
  }
  return {
    site,
    pages: [...lists.page.values()],
    articles: [...lists.article.values()],
    team: [...lists.team.values()],
    testimonials: [...lists.testimonial.values()],
  };
}

/** The schema one document is held to. */
export function documentSchema(ref: DocumentRef): v.GenericSchema | undefined {
  switch (ref.kind) {
    case "site":
      return isSiteSection(ref.id) ? SiteConfigSchema.entries[ref.id] : undefined;
    case "page":
      return PageSchema;
    case "article":
      return ArticleSchema;
    case "team":
      return TeamMemberSchema;
    case "testimonial":
      return VisitorTestimonialSchema;
  }
}

/** What stands in for a text not yet translated while a draft is checked: only its shape is checked then. */
const UNTRANSLATED_TEXT = "\u2026";
const UNTRANSLATED_BLOCKS = [{ type: "p", text: UNTRANSLATED_TEXT }];

/** A value keyed by the four languages (worker/content/schema.ts `localized`). */
export const isLanguageKeyed = (value: object): value is Record<string, unknown> => {
  const keys = Object.keys(value);
  return keys.length === LANGUAGES.length && LANGUAGES.every((lang) => keys.includes(lang));
};

/** Where a field is, written one way by every check and every revision: `pages[2].params.title.fr`. */
export const fieldPath = (at: string, key: string | number): string => (typeof key === "number" ? `${at}[${key}]` : at ? `${at}.${key}` : key);

/** Where a schema issue is, as fieldPath writes it. */
export const issuePath = (issue: v.BaseIssue<unknown>): string =>
  (issue.path ?? []).reduce<string>((at, item) => fieldPath(at, typeof item.key === "number" ? item.key : String(item.key)), "");

/** A text or rich text with nothing in it, or a page's title whose text is empty ({ text: "", public }). */
export const isUntranslated = (entry: unknown): boolean =>
  entry === "" ||
  (Array.isArray(entry) && entry.length === 0) ||
  (entry !== null && typeof entry === "object" && !Array.isArray(entry) && (entry as { text?: unknown }).text === "");

/** `value` with each empty entry of every language-keyed field replaced by `fill(record, lang)` (unchanged when it gives undefined). */
export function fillTranslations(value: unknown, fill: (record: Record<string, unknown>, lang: string) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => fillTranslations(item, fill));
  if (value === null || typeof value !== "object") return value;
  const languageKeyed = isLanguageKeyed(value);
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => {
      if (languageKeyed && isUntranslated(entry)) return [key, fill(value as Record<string, unknown>, key) ?? entry];
      return [key, fillTranslations(entry, fill)];
    }),
  );
}

/** `value` with every empty text of a language-keyed field filled, so the schema checks everything else. */
const withTranslationsFilled = (value: unknown) =>
  fillTranslations(value, (record, lang) => {
    const entry = record[lang];
    if (typeof entry === "string") return UNTRANSLATED_TEXT;
    if (Array.isArray(entry)) return UNTRANSLATED_BLOCKS;
    return { ...(entry as object), text: UNTRANSLATED_TEXT };
  });

/** The value at a dotted path (`params.path.fr`, `params.modules[0].text.nl`) of a document. */
function valueAtPath(document: unknown, at: string): unknown {
  const keys = [...at.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((match) => (match[2] === undefined ? match[1]! : Number(match[2])));
  return keys.reduce<unknown>(
    (value, key) => (value !== null && typeof value === "object" ? (value as Record<string | number, unknown>)[key] : undefined),
    document,
  );
}

/** An issue at a language's text left empty (an address in French not typed yet): a draft waits for it, publishing refuses it. */
const waitsForTranslation = (body: unknown, at: string): boolean => {
  const lang = at.split(".").at(-1) ?? "";
  return (LANGUAGES as readonly string[]).includes(lang) && valueAtPath(body, at) === "";
};

export interface DocumentIssue {
  /** The path of the field in the document ("title.fr", "params.modules[0].sort"). */
  at: string;
  /** The check that failed (valibot's issue type: "min_length", "regex", "picklist", ...). */
  code: string;
  message: string;
}

/**
 * A draft document's problems under its kind's schema: every field's shape, lengths, colours and
 * choices, as on publish, except that a text may still wait for its translation (publishing refuses
 * that). Empty when the document may be saved.
 */
export function draftIssues(ref: DocumentRef, body: unknown): DocumentIssue[] {
  const schema = documentSchema(ref);
  if (!schema) return [{ at: "", code: "unknown", message: "unknown document" }];
  const filled = withTranslationsFilled(body);
  const result = v.safeParse(schema, filled);
  if (!result.success) {
    const issues = result.issues
      .map((issue) => ({ at: issuePath(issue), code: issue.type, message: issue.message }))
      .filter((issue) => !waitsForTranslation(body, issue.at));
    if (issues.length > 0) return issues;
  }
  if (ref.kind !== "page") return [];
  // Said at once, not only when publishing: the address of home, a listing root, search alerts or login stays the code's.
  const page = (result.success ? result.output : filled) as Page;
  // A page the agency made has no route: its address is its own, and it must have one (a language may still wait for its own).
  const typed = (body as Page).params.path; // as typed: the check above saw the empty ones filled
  const hasAddress = typed !== undefined && Object.values(typed).some((slug) => slug !== "");
  if (!page.route) return hasAddress ? [] : [{ at: "params.path", code: "missingPath", message: "an address" }];
  return fixedPathChanges(page.route, page.params.path).map((lang) => ({ at: `params.path.${lang}`, code: "fixedPath", message: "a fixed address" }));
}

/** The paths at which `after` differs from `before` (leaves, and whole items added or removed): what a revision changed. */
export function changedPaths(before: unknown, after: unknown, at = ""): string[] {
  if (Object.is(before, after)) return [];
  const bothObjects = before !== null && after !== null && typeof before === "object" && typeof after === "object";
  if (!bothObjects || Array.isArray(before) !== Array.isArray(after)) return [at];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const pathOf = (key: string) => fieldPath(at, Array.isArray(before) ? Number(key) : key);
  return [...keys].flatMap((key) => changedPaths((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key], pathOf(key)));
}
