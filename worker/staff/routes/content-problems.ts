import type { Translate } from "../../../client/i18n/catalog";
import type { Lang } from "../../../client/i18n/languages";
import { pageTargetOf, type RouteKey } from "../../../client/i18n/routes";
import { type ContentDocument, documentKey, type DocumentRef } from "../../content/documents";
import type { PublishProblem } from "../../content/publish";
import { documentLabel, recordOf } from "../content/document-view";
import { locate } from "../content/locate";
import { problemMessage } from "../content/messages";
import type { LocatedProblem } from "../pages/ContentParts";
import { type StaffContext, staffLang, translate } from "./content-context";

/**
 * A page's name by how links name it (the route it serves, or `page-{id}`): what a link chooser shows,
 * its title in the staff member's language (the `name` field is the old CMS's internal one, "aboutus").
 */
export function routeNames(t: Translate, lang: Lang, documents: readonly ContentDocument[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const document of documents) {
    const body = recordOf(document.body);
    const route = typeof body.route === "string" ? (body.route as RouteKey) : undefined;
    if (document.kind === "page") names[pageTargetOf({ id: Number(document.id), route })] = documentLabel(t, document, lang);
  }
  return names;
}

/**
 * Problems of the whole site, each tied to its document and field: `order` is the site's documents
 * in the order they were assembled (where a problem's `pages[3]` points), `named` the documents by
 * which staff know them (the working copy).
 */
export function locatedProblems(
  c: StaffContext,
  problems: readonly PublishProblem[],
  order: readonly DocumentRef[],
  named: readonly ContentDocument[] = order as readonly ContentDocument[],
): LocatedProblem[] {
  const t = translate(c);
  // A link names its page by route or id; staff know it by its name (a deleted page's is in its history only).
  const names = routeNames(t, staffLang(c), named);
  return problems.map((problem) => {
    const found = problem.at ? locate(problem.at, order) : undefined;
    const document = found && named.find((candidate) => documentKey(candidate) === documentKey(found.ref));
    return {
      message: problemMessage(t, problem, names),
      at: found && document ? { ref: found.ref, field: found.field, label: documentLabel(t, document, staffLang(c)) } : undefined,
    };
  });
}
