import { Hono } from "hono";
import type { AppEnv } from "../env";
import { noindex } from "../seo/indexing";
import { type SiteArea } from "./area";
import { renderContentPage } from "./content-page";

/**
 * The owners' side of the site: the login page (SPEC 2 `/login/`), never indexed. The portal's
 * pages (`portalPath` in the route table) and their login guard join this area.
 */
export function owner(area: SiteArea) {
  return new Hono<AppEnv>().get(area.paths.page("login"), noindex, (c) => renderContentPage(c, area, "login"));
}
