import { Hono } from "hono";
import { portalPath } from "../../../client/i18n/routes";
import { requireOwner } from "../auth/require-owner";
import type { AppEnv } from "../../env";
import { noindex } from "../../seo/indexing";
import type { SiteArea } from "../../routes/area";
import { showPortalHome } from "./portal-home";
import { showPortalProperty } from "./portal-property";

/**
 * The owner portal's pages under `portalPath(lang)`, behind the login (requireOwner: 303 to the
 * login page without a session), never indexed nor stored: the home with the owner's properties, and
 * one page per property, whose segment is digits only (the account and sign-out addresses under the
 * same prefix are words, answered by worker/owner/routes/owner.tsx, mounted before this area). Anything
 * else under the prefix falls through to the site's 404 page. Not in the preview copy: a preview is
 * the agency checking public pages.
 */
export function portal(area: SiteArea) {
  const app = new Hono<AppEnv>();
  if (area.preview) return app;
  const home = portalPath(area.lang);
  return app
    .get(home, noindex, requireOwner, (c) => showPortalHome(c, area))
    .get(`${home}:id{[0-9]{1,12}}/`, noindex, requireOwner, (c) => showPortalProperty(c, area));
}
