import type { Context } from "hono";
import { INTL_LOCALE } from "../../client/i18n/languages";
import { content } from "../content";
import type { AppEnv } from "../env";
import { bannerProjects, bannerProperties, orderedProjects } from "../feed/project-list";
import { projectDetails } from "../feed/projects";
import type { QueryIndex } from "../feed/query";
import type { LanguageIndex } from "../feed/snapshot-store";
import type { BannerListings } from "../pages/listings/data";
import type { ProjectCardItem } from "../pages/projects/ProjectCard";

/** Every project of the snapshot for the projects list, in list order. */
export async function projectListings(c: Context<AppEnv>, index: LanguageIndex): Promise<ProjectCardItem[]> {
  return orderedProjects(await projectDetails(c.env.FEED, index), INTL_LOCALE[index.lang]);
}

/** The slides of a properties or projects home banner (SPEC 2); nothing for the other banner types. */
export async function homeBannerListings(c: Context<AppEnv>, index: LanguageIndex, queries: QueryIndex): Promise<BannerListings | undefined> {
  const type = content.site.banner.type;
  if (type === "properties") return { properties: bannerProperties(queries.newest) };
  if (type === "projects") return { projects: bannerProjects(await projectDetails(c.env.FEED, index), INTL_LOCALE[index.lang]) };
  return undefined;
}
