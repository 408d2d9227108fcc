/**
 * The breadcrumb trails of the site, built once per page: the page shows them (worker/pages/Breadcrumb.tsx)
 * and its BreadcrumbList JSON-LD (breadcrumbNode) lists the same crumbs, so the two never differ.
 */
import type { I18n } from "@lingui/core";
import type { Lang } from "../../client/i18n/languages";
import { fixedPath } from "../../client/i18n/routes";
import type { ProjectSummary, PropertySummary } from "../feed/model";
import type { Crumb } from "./structured-data";

export type { Crumb };

/** Home, then the page (under `above`, the page it sits under): content pages and articles. */
export function pageCrumbs(title: string, path: string, lang: Lang, i18n: I18n, above: readonly Crumb[] = []): Crumb[] {
  return [{ name: i18n._("common.home"), path: fixedPath("home", lang) }, ...above, { name: title, path }];
}

/** SPEC 2: the for-sale or for-rent page, then the property type (the list filtered by it), then the property. */
export function propertyCrumbs(item: Pick<PropertySummary, "goal" | "typeName" | "typeGroup" | "title" | "path">, lang: Lang, i18n: I18n): Crumb[] {
  const list = item.goal === 0 ? "forSale" : "forRent";
  return [
    { name: i18n._(item.goal === 0 ? "search.forSale" : "search.forRent"), path: fixedPath(list, lang) },
    { name: item.typeName, path: `${fixedPath(list, lang)}?type=${item.typeGroup}` },
    { name: item.title, path: item.path },
  ];
}

/** The projects list (under its menu title), then the project. */
export function projectCrumbs(project: Pick<ProjectSummary, "name" | "path">, listTitle: string, lang: Lang): Crumb[] {
  return [
    { name: listTitle, path: fixedPath("projects", lang) },
    { name: project.name, path: project.path },
  ];
}
