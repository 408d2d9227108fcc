import type { Translate } from "../../../client/i18n/catalog";
import { isLang } from "../../../client/i18n/languages";
import type { DocumentIssue } from "../../content/documents";
import type { PublishProblem } from "../../content/publish";
import { pathKeys } from "./form-read";
import { MAX_MEDIA_BYTES, MAX_MEDIA_SIDE } from "../../content/media";

/** The checks a field message names; any other says only that the value is not accepted. */
const CHECKS = new Set([
  "media",
  "number",
  "type",
  "min_length",
  "max_length",
  "min_value",
  "max_value",
  "integer",
  "regex",
  "email",
  "iso_date",
  "url",
  "picklist",
  "literal",
  "variant",
  "union",
  "insecure_address",
  "redirect_address",
  "link_address",
  "media_address",
  "website_address",
]);

/** What is wrong with a field, in the staff member's language. */
export function checkMessage(t: Translate, check: string, at: string): string {
  const last = pathKeys(at).at(-1);
  if (check === "regex" && typeof last === "string" && /colou?r$/i.test(last)) return t("staff.content.error.color");
  if (check === "regex" && pathKeys(at).at(-2) === "path") return t("staff.content.error.slug");
  // An image uploaded in an image field and refused (worker/staff/content/image-choices.ts): what the media library says.
  if (check.startsWith("upload."))
    return t(`staff.content.media.refused.${check.slice(7)}`, { megabytes: MAX_MEDIA_BYTES / 1024 / 1024, pixels: MAX_MEDIA_SIDE });
  if (check === "fixedPath") return t("staff.content.error.fixedPath");
  if (check === "missingPath") return t("staff.content.error.missingPath");
  // A value of the wrong type is named by the type the schema wanted ("string", "object", ...).
  const named = ["string", "object", "array", "boolean", "tuple"].includes(check) ? "type" : check;
  return t(CHECKS.has(named) ? `staff.content.error.${named}` : "staff.content.error.invalid");
}

/** A draft's refused fields by path, each with its message (the first check that failed there). */
export function issueMessages(t: Translate, issues: readonly DocumentIssue[]): Map<string, string> {
  const messages = new Map<string, string>();
  for (const issue of issues) if (!messages.has(issue.at)) messages.set(issue.at, checkMessage(t, issue.code, issue.at));
  return messages;
}

const languageName = (t: Translate, lang: string) => (isLang(lang) ? t(`staff.content.lang.${lang}`) : lang);

/** What keeps the site from being published, in words; `pageNames` names a linked page by its route or `page-{id}`. */
export function problemMessage(t: Translate, problem: PublishProblem, pageNames: Readonly<Record<string, string>> = {}): string {
  switch (problem.code) {
    case "duplicateId":
      return t("staff.content.problem.duplicateId", { id: problem.id });
    case "duplicatePath":
      return t("staff.content.problem.duplicatePath", { path: problem.path, language: languageName(t, problem.lang) });
    case "emptySlug":
      return t("staff.content.problem.emptySlug", { language: languageName(t, problem.lang) });
    case "reservedPath":
      return t("staff.content.problem.reservedPath", { path: problem.path, language: languageName(t, problem.lang) });
    case "brokenLink":
      return t("staff.content.problem.brokenLink", { route: pageNames[problem.route] ?? problem.route });
    case "brokenRelation":
      return t("staff.content.problem.brokenRelation", { id: problem.id });
    case "missingPage":
      return t("staff.content.problem.missingPage", { route: problem.route });
    case "missingTranslation":
      return t("staff.content.problem.missingTranslation", { language: languageName(t, problem.lang) });
    case "invalid":
      return checkMessage(t, problem.check, problem.at);
    case "fixedPath":
      return t("staff.content.problem.fixedPath", { language: languageName(t, problem.lang) });
    case "reservedSlug":
      return t("staff.content.problem.reservedSlug", { path: problem.path, language: languageName(t, problem.lang) });
    case "tooLarge":
      return t("staff.content.problem.tooLarge", { bytes: problem.bytes, limit: problem.limit });
    case "missingPath":
      return t("staff.content.problem.missingPath");
    case "badParent":
      return t(`staff.content.problem.parent.${problem.problem}`);
  }
}
