import { cleanDescription } from "../../client/domain/description";
import type { Lang } from "../../client/i18n/languages";
import { content } from "../content";
import type { ProjectDetail } from "../feed/model";
import type { Meta } from "../pages/Document";
import { projectBreadcrumbNode } from "../seo/listing-meta";
import { META_DESCRIPTION_MAX_CHARS } from "../seo/page-meta";

export interface ProjectMetaInput {
  lang: Lang;
  origin: string;
  /** The same project's path in every enabled language that has it. */
  alternates: Partial<Record<Lang, string>>;
  defaultLanguage: Lang;
  isPreview: boolean;
}

/** A project page's metadata: name and city, cleaned description, first picture, breadcrumb JSON-LD. */
export function projectMeta(project: ProjectDetail, input: ProjectMetaInput): Meta {
  const picture = project.pictures[0] ?? project.picture;
  return {
    title: `${project.name}, ${project.city} | ${content.site.agency.name}`,
    description: cleanDescription(project.description || project.situation, META_DESCRIPTION_MAX_CHARS) || project.name,
    canonicalPath: project.path,
    xDefaultPath: input.alternates[input.defaultLanguage] ?? project.path,
    noindex: input.isPreview,
    image: picture?.url,
    imageSize: picture ? { width: picture.width, height: picture.height } : undefined,
    imageAlt: picture?.alt,
    ogType: "website",
    structuredData: [projectBreadcrumbNode(project, input.lang, input.origin)],
  };
}
