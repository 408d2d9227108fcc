/** Localized detail paths of properties and projects; the routes must read the same functions. */
import { slugify } from "../../../../client/domain/slug";
import type { Lang } from "../../../../client/i18n/languages";
import { pathFor } from "../../../../client/i18n/routes";
import type { Goal } from "../../model";

/** `/nl/te-koop/gent/villa/123/`; a segment that slugs to nothing falls back to the zip / type group. */
export function propertyPath(lang: Lang, item: { goal: Goal; city: string; zip: string; typeName: string; typeGroup: number; id: number }): string {
  const city = slugify(item.city) || slugify(item.zip) || "-";
  const type = slugify(item.typeName) || String(item.typeGroup);
  return `${pathFor(item.goal === 0 ? "forSale" : "forRent", lang)}${city}/${type}/${item.id}/`;
}

/**
 * `/nl/project/residentie-leiezicht/801/`: the project route's slug, the name and the id. SPEC 2's
 * original form is /project/?id={id}; the id segment carries the same information in a path.
 */
export function projectPath(lang: Lang, project: { name: string; id: number }): string {
  return `${pathFor("project", lang)}${slugify(project.name) || "-"}/${project.id}/`;
}
