import * as v from "valibot";
import { LANGUAGES } from "../../client/i18n/languages";
import { assembleContent, fillTranslations, isUntranslated } from "./documents";
import { shownLanguages } from "./publish";
import { ContentSchema, type Content } from "./schema";
import { workingDocuments } from "./working-copy";

/** Every "Draft" status in the content turned "Published", so a preview shows what is not out yet. */
function showDrafts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(showDrafts);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, key === "status" && entry === "Draft" ? "Published" : showDrafts(entry)]));
}

/** A text still waiting for its translation shows the default language's, else the first language that has one. */
const anyTranslation = (defaultLang: string) => (record: Record<string, unknown>) =>
  [defaultLang, ...LANGUAGES].map((lang) => record[lang]).find((entry) => entry !== undefined && !isUntranslated(entry));

/**
 * The site as the working copy would publish it, drafts shown: what staff see at /{lang}/preview/.
 * Undefined when the working copy is not yet a whole site the pages can render (a problem the
 * publish page names); the preview then shows the published content.
 */
export async function draftContent(db: D1Database): Promise<Content | undefined> {
  const assembled = assembleContent(await workingDocuments(db));
  const filled = fillTranslations(assembled, anyTranslation(shownLanguages(assembled)[0] ?? "nl"));
  const parsed = v.safeParse(ContentSchema, showDrafts(filled));
  if (!parsed.success) console.warn("preview: the working copy is not a whole site yet", parsed.issues.length, "issues");
  return parsed.success ? parsed.output : undefined;
}
