import { fieldPath, type DocumentKind, type DocumentRef } from "../../content/documents";
import { pathKeys } from "./form-read";

/** Where the content's lists come from: `pages[2]` is the third page document. */
const LIST_KINDS: Readonly<Record<string, DocumentKind>> = { pages: "page", articles: "article", team: "team" };

/**
 * The document and field a whole-site path (`pages[2].params.title.fr`, `site.banner.title.nl`)
 * points at, given the documents in the order they were assembled; undefined for the site as a whole.
 */
export function locate(path: string, documents: readonly DocumentRef[]): { ref: DocumentRef; field: string } | undefined {
  const [list, index, ...rest] = pathKeys(path);
  const field = rest.reduce<string>((at, key) => fieldPath(at, key), "");
  if (list === "site" && typeof index === "string") return { ref: { kind: "site", id: index }, field };
  const kind = typeof list === "string" ? LIST_KINDS[list] : undefined;
  if (!kind || typeof index !== "number") return undefined;
  const ref = documents.filter((document) => document.kind === kind)[index];
  return ref && { ref: { kind: ref.kind, id: ref.id }, field };
}
