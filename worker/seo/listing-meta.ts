import type { I18n } from "@lingui/core";
import { cleanDescription } from "../../client/domain/description";
import type { Lang } from "../../client/i18n/languages";
import { pathFor } from "../../client/i18n/routes";
import { content, pageByRoute } from "../content";
import type { Picture, ProjectSummary, PropertyDetail } from "../feed/model";
import type { Meta } from "../pages/Document";
import type { JsonLdNode } from "./json-ld";
import { META_DESCRIPTION_MAX_CHARS } from "./page-meta";
import { breadcrumbNode, propertyListingNode } from "./structured-data";

export interface ListingMetaInput {
  lang: Lang;
  i18n: I18n;
  origin: string;
  /** The same listing's path in every enabled language that has it. */
  alternates: Partial<Record<Lang, string>>;
  defaultLanguage: Lang;
  isPreview: boolean;
}

/** The breadcrumb of a property page as its body shows it: list, type (filtered list), the property. */
export function propertyBreadcrumbNode(item: PropertyDetail, lang: Lang, i18n: I18n, origin: string): JsonLdNode {
  const list = item.goal === 0 ? "forSale" : "forRent";
  return breadcrumbNode(
    [
      { name: i18n._(item.goal === 0 ? "search.forSale" : "search.forRent"), path: pathFor(list, lang) },
      { name: item.typeName, path: `${pathFor(list, lang)}?type=${item.typeGroup}` },
      { name: item.title, path: item.path },
    ],
    origin,
  );
}

/**
 * The breadcrumb of a project page: the projects list (its menu title), then the project.
 * For the project detail route, next to its own RealEstateListing node.
 */
export function projectBreadcrumbNode(project: Pick<ProjectSummary, "name" | "path">, lang: Lang, origin: string): JsonLdNode {
  const listTitle = pageByRoute("projects")?.params.title[lang].text ?? project.name;
  return breadcrumbNode(
    [
      { name: listTitle, path: pathFor("projects", lang) },
      { name: project.name, path: project.path },
    ],
    origin,
  );
}

/** What property and project pages share: canonical, x-default, noindex for previews, the first picture to share. */
export function detailMeta(
  listing: { path: string; pictures: readonly Picture[]; picture: Picture | null },
  input: Pick<ListingMetaInput, "alternates" | "defaultLanguage" | "isPreview">,
): Pick<Meta, "canonicalPath" | "xDefaultPath" | "noindex" | "image" | "imageSize" | "imageAlt" | "ogType"> {
  const picture = listing.pictures[0] ?? listing.picture;
  return {
    canonicalPath: listing.path,
    xDefaultPath: input.alternates[input.defaultLanguage] ?? listing.path,
    noindex: input.isPreview,
    image: picture?.url,
    imageSize: picture ? { width: picture.width, height: picture.height } : undefined,
    imageAlt: picture?.alt,
    ogType: "website",
  };
}

/** A property detail page's metadata: title, cleaned description, first picture, listing and breadcrumb JSON-LD. */
export function propertyMeta(item: PropertyDetail, input: ListingMetaInput): Meta {
  return {
    ...detailMeta(item, input),
    title: `${item.title} | ${content.site.agency.name}`,
    description: cleanDescription(item.description, META_DESCRIPTION_MAX_CHARS) || item.title,
    structuredData: [propertyListingNode(item, input.origin, content.site.agency.name), propertyBreadcrumbNode(item, input.lang, input.i18n, input.origin)],
  };
}
