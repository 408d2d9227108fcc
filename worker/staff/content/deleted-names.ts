import type { Translate } from "../../../client/i18n/catalog";
import type { Lang } from "../../../client/i18n/languages";
import { documentKey, type ContentDocument, type DocumentRef } from "../../content/documents";
import { builtDocument } from "../../content/working-copy";
import type { ContentRepositories } from "../../services/repositories";
import { documentLabel } from "./document-view";

/**
 * Deleted documents as they were before their deletion (the revision before it, or the content they
 * were built with when never saved before), by which staff know them; those with no such body left out.
 */
export async function bodiesBeforeDeletion(
  content: Pick<ContentRepositories, "documents">,
  deleted: readonly (DocumentRef & { revision: number })[],
): Promise<ContentDocument[]> {
  const repository = content.documents;
  const bodies = await Promise.all(
    deleted.map(async (ref): Promise<ContentDocument | undefined> => {
      const body = ref.revision > 1 ? (await repository.savedRevision(ref, ref.revision - 1))?.body : builtDocument(ref)?.body;
      return body === undefined || body === null ? undefined : { kind: ref.kind, id: ref.id, body };
    }),
  );
  return bodies.filter((document) => document !== undefined);
}

/** What staff called each deleted document (by `kind:id`): its name before its deletion, never its id. */
export async function deletedNames(
  content: Pick<ContentRepositories, "documents">,
  t: Translate,
  lang: Lang,
  deleted: readonly (DocumentRef & { revision: number })[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const document of await bodiesBeforeDeletion(content, deleted)) {
    const label = documentLabel(t, document, lang);
    if (label !== document.id) names.set(documentKey(document), label);
  }
  return names;
}
