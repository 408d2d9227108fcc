import type { Context } from "hono";
import type { Lang } from "../../client/i18n/languages";
import { pathFor, routeBySlug } from "../../client/i18n/routes";
import type { AppEnv } from "../env";
import { projectDetail, projectDetails } from "../feed/projects";
import { similarProjects } from "../feed/similar-projects";
import type { LanguageIndex } from "../feed/snapshot-store";
import { OtherProjects, ProjectDetailBody } from "../pages/projects/ProjectDetailBody";
import { renderPage } from "../render/page";
import { siteOrigin } from "../seo/page-meta";
import { LISTING_ID, listingAlternates, listingIndex } from "./listing-index";
import { renderNotFound } from "./not-found";
import { projectMeta } from "./project-meta";

/** True for every address under the project slug: /{lang}/{project|projet|projekt}/... */
export function isProjectPath(lang: Lang, segments: readonly string[]): boolean {
  return segments.length >= 1 && segments.length <= 3 && routeBySlug(lang, segments[0] ?? "") === "project";
}

/**
 * The project id an address asks for: the last segment of the canonical form
 * `/{lang}/project/{name}/{id}/`, or SPEC 2's original `?id={id}` on `/{lang}/project/`.
 */
export function requestedProjectId(segments: readonly string[], search: URLSearchParams): number | null {
  const candidate = segments.length === 1 ? (search.get("id")?.trim() ?? "") : (segments[segments.length - 1] ?? "");
  return LISTING_ID.test(candidate) ? Number(candidate) : null;
}

/** 404 with "project not found" and the projects there are (SPEC 8). */
async function notFound(c: Context<AppEnv>, index: LanguageIndex | null): Promise<Response> {
  const others = index ? similarProjects(null, await projectDetails(c.env.FEED, index)) : [];
  const t = c.var.i18n;
  return renderNotFound(c, { title: t._("project.notFound"), after: <OtherProjects items={others} title={t._("project.others")} /> });
}

/**
 * A project's detail page at its canonical path. `?id=` and a wrong name slug answer 301 to the
 * canonical path; the bare project slug goes to the projects list; an unknown id is a 404.
 */
export async function renderProject(c: Context<AppEnv>, lang: Lang, segments: readonly string[], isPreview: boolean): Promise<Response> {
  const search = new URL(c.req.url).searchParams;
  const id = requestedProjectId(segments, search);
  if (id === null) {
    return segments.length === 1 && !search.has("id") ? c.redirect(pathFor("projects", lang), 301) : notFound(c, await listingIndex(c, lang));
  }
  const index = await listingIndex(c, lang);
  const project = index ? await projectDetail(c.env.FEED, index, id) : null;
  if (!index || !project) return notFound(c, index);
  const requested = `/${lang}/${segments.join("/")}/`;
  if (requested !== project.path && !(isPreview && segments.length === 3)) return c.redirect(project.path, 301);

  const alternates = await listingAlternates(c, lang, index, id, (other) => other.projects);
  const similar = similarProjects(project, await projectDetails(c.env.FEED, index));
  return renderPage(c, {
    path: project.path,
    alternates,
    isPreview,
    meta: projectMeta(project, { lang, origin: siteOrigin(c), alternates, defaultLanguage: c.var.defaultLanguage, isPreview }),
    headers: isPreview ? { "X-Robots-Tag": "noindex" } : {},
    body: <ProjectDetailBody project={project} similar={similar} />,
  });
}
