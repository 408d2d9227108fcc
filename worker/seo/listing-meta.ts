import { cleanDescription } from "../../client/domain/description";
import type { Lang } from "../../client/i18n/languages";
import type { Content } from "../content/schema";
import type { Picture, ProjectDetail, PropertyDetail } from "../feed/model";
import type { Crumb } from "./breadcrumbs";
import type { Meta } from "./meta";
import { META_DESCRIPTION_MAX_CHARS } from "./page-meta";
import { breadcrumbNode, projectListingNode, propertyListingNode } from "./structured-data";

export interface ListingMetaInput {
  content: Content;
  lang: Lang;
  origin: string;
  /** The trail the page shows: its BreadcrumbList lists the same crumbs. */
  crumbs: readonly Crumb[];
  /** The same listing's path in every enabled language that has it. */
  alternates: Partial<Record<Lang, string>>;
  defaultLanguage: Lang;
  isPreview: boolean;
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
    title: `${item.title} | ${input.content.site.agency.name[input.lang]}`,
    description: cleanDescription(item.description, META_DESCRIPTION_MAX_CHARS) || item.title,
    structuredData: [propertyListingNode(item, input.origin, input.content.site.agency.name[input.lang]), breadcrumbNode(input.crumbs, input.origin)],
  };
}

/** A project page's metadata: name and city, cleaned description, first picture, listing and breadcrumb JSON-LD. */
export function projectMeta(project: ProjectDetail, input: ListingMetaInput): Meta {
  const agency = input.content.site.agency.name[input.lang];
  return {
    ...detailMeta(project, input),
    title: `${project.name}, ${project.city} | ${agency}`,
    description: cleanDescription(project.description || project.situation, META_DESCRIPTION_MAX_CHARS) || project.name,
    structuredData: [projectListingNode(project, input.origin, agency), breadcrumbNode(input.crumbs, input.origin)],
  };
}
