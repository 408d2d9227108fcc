import { dayOf } from "../../stats/day";
import type { WorkingDocument } from "../../content/working-copy";
import type { ContentRepositories } from "../../services/repositories";

type Body = Record<string, unknown>;
const isBody = (value: unknown): value is Body => value !== null && typeof value === "object" && !Array.isArray(value);

/** What a document is, which no form changes: its id, the route a page serves, when it was made. */
const IDENTITY = ["id", "route", "createDate"] as const;

const moduleIds = (page: unknown): number[] => {
  const modules = isBody(page) && isBody(page.params) && Array.isArray(page.params.modules) ? page.params.modules : [];
  return modules.map((module) => (isBody(module) && typeof module.id === "number" ? module.id : 0));
};

/**
 * The posted body with the document's identity taken from what is stored, a page's modify date set
 * to today, and every new module of a page given an id no other module of the site has.
 */
export async function keepIdentity(
  content: Pick<ContentRepositories, "workingDocuments">,
  document: WorkingDocument,
  body: unknown,
  now: Date,
): Promise<unknown> {
  if (!isBody(body) || !isBody(document.body)) return body;
  const stored = document.body;
  const kept: Body = { ...body };
  for (const key of IDENTITY) {
    if (key in stored) kept[key] = stored[key];
    else delete kept[key];
  }
  if (document.kind !== "page") return kept;
  kept.modifyDate = dayOf(now);
  const params = isBody(kept.params) ? kept.params : undefined;
  const modules = params && Array.isArray(params.modules) ? params.modules : [];
  if (modules.every((module) => isBody(module) && typeof module.id === "number")) return kept;
  let next = Math.max(0, ...(await content.workingDocuments()).filter((other) => other.kind === "page").flatMap((page) => moduleIds(page.body))) + 1;
  kept.params = { ...params, modules: modules.map((module) => (isBody(module) && typeof module.id !== "number" ? { ...module, id: next++ } : module)) };
  return kept;
}
