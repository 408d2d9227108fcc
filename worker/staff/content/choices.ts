import type { Translate } from "../../../client/i18n/catalog";
import type { Lang } from "../../../client/i18n/languages";
import type { MediaItem } from "../../content/media";
import type { WorkingDocument } from "../../content/working-copy";
import { documentLabel, recordOf } from "./document-view";
import type { MediaChoice, RelationChoice } from "./Pickers";

/** The most names a team's choice lists before "and N more". */
const NAMED_MEMBERS = 3;

/**
 * What a module may show, by name: every article of the working copy by its title, every team
 * (the members sharing a category) by who is in it. Never an id on screen.
 */
export function relationChoices(t: Translate, lang: Lang, documents: readonly WorkingDocument[]): RelationChoice[] {
  const articles = documents
    .filter((document) => document.kind === "article")
    .map((document) => ({ type: "article", id: Number(document.id), name: documentLabel(t, document, lang) }))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
  const teams = new Map<number, string[]>();
  for (const document of documents) {
    if (document.kind !== "team") continue;
    const category = recordOf(document.body).categoryId;
    if (typeof category !== "number") continue;
    teams.set(category, [...(teams.get(category) ?? []), documentLabel(t, document, lang)]);
  }
  const categories = [...teams].map(([id, names]) => ({
    type: "category",
    id,
    name:
      names.length > NAMED_MEMBERS
        ? t("staff.content.relation.teamMore", { names: names.slice(0, NAMED_MEMBERS).join(", "), count: names.length - NAMED_MEMBERS })
        : t("staff.content.relation.team", { names: names.join(", ") }),
  }));
  return [...articles, ...categories];
}

/** The library's images as pickers show them. */
export const mediaChoices = (items: readonly MediaItem[]): MediaChoice[] => items.map(({ path, width, height, alt }) => ({ path, width, height, alt }));
