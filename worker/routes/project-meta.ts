import { cleanDescription } from "../../client/domain/description";
import type { Lang } from "../../client/i18n/languages";
import { content } from "../content";
import type { ProjectDetail } from "../feed/model";
import type { Meta } from "../pages/Document";
import { detailMeta, projectBreadcrumbNode } from "../seo/listing-meta";
import { projectListingNode } from "../seo/structured-data";
import { META_DESCRIPTION_MAX_CHARS } from "../seo/page-meta";

export interface ProjectMetaInput {
  lang: Lang;
  origin: string;
  /** The same project's path in every enabled language that has it. */
  alternates: Partial<Record<Lang, string>>;
  defaultLanguage: Lang;
  isPreview: boolean;
}

/** A project page's metadata: name and city, cleaned description, first picture, listing and breadcrumb JSON-LD. */
export function projectMeta(project: ProjectDetail, input: ProjectMetaInput): Meta {
  return {
    ...detailMeta(project, input),
    title: `${project.name}, ${project.city} | ${content.site.agency.name}`,
    description: cleanDescription(project.description || project.situation, META_DESCRIPTION_MAX_CHARS) || project.name,
    structuredData: [projectListingNode(project, input.origin, content.site.agency.name), projectBreadcrumbNode(project, input.lang, input.origin)],
  };
}
