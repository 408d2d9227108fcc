import type { Translate } from "../../../client/i18n/catalog";
import type { Lang } from "../../../client/i18n/languages";
import { seedContent } from "../../content";
import { documentKey, documentsOf, type ContentDocument, type DocumentRef } from "../../content/documents";
import { documentLabel } from "./document-view";

const BUILT = new Map(documentsOf(seedContent).map((document) => [documentKey(document), document]));

/**
 * What staff called a deleted document: its name in its last saved body (its history), or in the
 * content it was built with when it was never saved before its deletion. Never its id.
 */
export async function deletedNames(db: D1Database, t: Translate, lang: Lang, deleted: readonly DocumentRef[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  await Promise.all(
    deleted.map(async (ref) => {
      const row = await db
        .prepare(
          `SELECT body FROM content_revisions WHERE kind = ?1 AND doc_id = ?2 AND revision IS NOT NULL AND body != 'null'
           ORDER BY revision DESC LIMIT 1`,
        )
        .bind(ref.kind, ref.id)
        .first<{ body: string }>();
      const body: unknown = row ? JSON.parse(row.body) : BUILT.get(documentKey(ref))?.body;
      if (body === undefined || body === null) return;
      const label = documentLabel(t, { ...ref, body } as ContentDocument, lang);
      if (label !== ref.id) names.set(documentKey(ref), label);
    }),
  );
  return names;
}
