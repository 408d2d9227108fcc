import type { Translate } from "../../../client/i18n/catalog";
import type { DocumentRef } from "../../content/documents";
import type { WorkingDocument } from "../../content/working-copy";
import { recordOf } from "./document-view";
import type { FieldNote } from "./FieldView";
import { fieldId } from "./labels";

/** Where the home's heading is edited while the search block shows it. */
const SEARCH_TITLE = `/staff/content/site/propertySearch/#${fieldId("title")}`;
const BANNER_TITLE = `/staff/content/site/banner/#${fieldId("title")}`;

/**
 * What a field means for visitors where the form alone cannot say it, by field path: the home's
 * heading is the search block's title while the search block is shown (worker/pages/home/SearchBlock.tsx),
 * the banner's own title only while it is hidden.
 *
 * A text module's image is the photo shown under its text (worker/pages/modules/ModuleList.tsx).
 */
export function fieldNotes(t: Translate, document: DocumentRef, documents: readonly WorkingDocument[], value?: unknown): Record<string, FieldNote> {
  if (document.kind === "page") return textModulePhotoNotes(t, value);
  if (document.kind !== "site" || (document.id !== "banner" && document.id !== "propertySearch")) return {};
  const search = documents.find((other) => other.kind === "site" && other.id === "propertySearch");
  const shown = recordOf(search?.body).show !== false;
  if (document.id === "banner")
    return shown
      ? { title: { text: t("staff.content.note.bannerTitleCovered"), link: { href: SEARCH_TITLE, text: t("staff.content.note.editHomeHeading") } } }
      : { title: { text: t("staff.content.note.bannerTitleShown") } };
  return shown
    ? { title: { text: t("staff.content.note.searchTitleShown") } }
    : { title: { text: t("staff.content.note.searchTitleHidden"), link: { href: BANNER_TITLE, text: t("staff.content.note.editHomeHeading") } } };
}

function textModulePhotoNotes(t: Translate, value: unknown): Record<string, FieldNote> {
  const modules = recordOf(recordOf(value).params).modules;
  if (!Array.isArray(modules)) return {};
  const notes: Record<string, FieldNote> = {};
  modules.forEach((module, index) => {
    if (recordOf(recordOf(module).relations).type === "text") notes[`params.modules[${index}].image`] = { text: t("staff.content.note.textPhoto") };
  });
  return notes;
}
