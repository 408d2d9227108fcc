import { Hono, type Context } from "hono";
import { fixedPath, LISTING_ID } from "../../client/i18n/routes";
import { pageByRoute } from "../content";
import type { AppEnv } from "../env";
import { similarProjects } from "../feed/similar-projects";
import type { LanguageIndex } from "../feed/snapshot-store";
import { OtherProjects, ProjectDetailBody } from "../pages/projects/ProjectDetailBody";
import { renderNotFound } from "../render/not-found";
import { renderPage } from "../render/page";
import { projectCrumbs } from "../seo/breadcrumbs";
import { projectMeta } from "../seo/listing-meta";
import { listingAlternates } from "../services/listings";
import { shownAt, type SiteArea } from "./area";
import { listingMetaInput } from "./listing-meta-input";
import { availableUnits, leadFormProps } from "./lead-form-props";
import type { ProjectDetail } from "../feed/model";
import type { Lang } from "../../client/i18n/languages";
import { searchTarget } from "../feed/search-target";
import { renderContentPage } from "./content-page";

/** 404 with "project not found" and the projects there are (SPEC 8). */
async function notFound(c: Context<AppEnv>, index: LanguageIndex | null): Promise<Response> {
  const others = index ? similarProjects(null, await c.var.services.listings.projects(index)) : [];
  const t = c.var.i18n;
  return renderNotFound(c, { title: t._("project.notFound"), after: <OtherProjects items={others} title={t._("project.others")} /> });
}

/** The project's question form; the visitor may name one of the units still available. */
function projectForm(c: Context<AppEnv>, area: SiteArea, project: ProjectDetail) {
  return leadFormProps(c.var.services, "contact-construction", {
    lang: area.lang,
    page: project.path,
    about: { kind: "project", id: project.id },
    units: availableUnits(project),
  });
}

/**
 * A project's detail page at its canonical path. `?id=`, the id alone and a wrong name slug answer
 * 301 to the canonical path (a preview keeps the address it was given); an unknown id is a 404.
 */
async function renderProject(c: Context<AppEnv>, area: SiteArea, idParam: string | undefined, named: boolean): Promise<Response> {
  const { services, i18n } = c.var;
  const { lang } = area;
  const index = await services.listings.index(lang);
  const project = index && idParam && LISTING_ID.test(idParam) ? await services.listings.project(index, Number(idParam)) : null;
  if (!index || !project) return notFound(c, index);
  if (new URL(c.req.url).pathname !== project.path && !(area.preview && named)) return c.redirect(project.path, 301);

  const alternates = await listingAlternates(services.listings, c.var.enabledLanguages, index, project.id, (other) => other.projects);
  const listTitle = pageByRoute("projects", services.content)?.params.title[lang].text ?? i18n._("project.list");
  const crumbs = projectCrumbs(project, listTitle, lang);
  const meta = projectMeta(project, listingMetaInput(c, area, alternates, crumbs));
  const similar = similarProjects(project, await services.listings.projects(index));
  return renderPage(c, {
    ...shownAt(area, project.path, alternates),
    meta,
    body: <ProjectDetailBody project={project} similar={similar} crumbs={crumbs} form={await projectForm(c, area, project)} />,
  });
}

/**
 * The plain search form's `q` on the new-builds list: a project typed by name opens it; anything else
 * is a search of the for-sale list, where new-build units are on offer too.
 */
async function plainSearch(c: Context<AppEnv>, lang: Lang): Promise<string | undefined> {
  const q = c.req.query("q")?.trim();
  if (!q) return undefined;
  const index = await c.var.services.listings.index(lang);
  return index ? searchTarget(index, fixedPath("forSale", lang), 0, q) : undefined;
}

/**
 * The new-builds list and every project page: `/{lang}/{project}/{name}/{id}/`, plus SPEC 2's original
 * `/{lang}/{project}/?id={id}`. The bare project address goes to the list.
 */
export function projects(area: SiteArea) {
  return new Hono<AppEnv>()
    .get(area.paths.page("projects"), async (c) => {
      const target = await plainSearch(c, area.lang);
      return target ? c.redirect(target, 302) : renderContentPage(c, area, "projects");
    })
    .get(area.paths.projectBare, (c) => {
      const id = c.req.query("id");
      return id === undefined ? c.redirect(fixedPath("projects", area.lang), 301) : renderProject(c, area, id.trim(), false);
    })
    .get(area.paths.projectById, (c) => renderProject(c, area, c.req.param("id"), false))
    .get(area.paths.project, (c) => renderProject(c, area, c.req.param("id"), true));
}
