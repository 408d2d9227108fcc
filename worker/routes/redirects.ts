import { Hono, type Context } from "hono";
import { fixedPath, LISTING_ID, pathFor, routeByOriginalPath } from "../../client/i18n/routes";
import type { AppEnv } from "../env";
import { preferredLanguage } from "../middleware/locale";
import { renderNotFound } from "../render/not-found";

/** /property/{id}/ → the property's localized detail path in the visitor's language (SPEC 2). */
async function redirectToProperty(c: Context<AppEnv>, id: number): Promise<Response> {
  const index = await c.var.services.listings.index(preferredLanguage(c));
  const item = index?.properties.find((candidate) => candidate.id === id);
  if (!item) return renderNotFound(c);
  return languageRedirect(c, item.path);
}

/**
 * /project/?id={id} (SPEC 2) → the project's canonical path in the visitor's language; an unknown
 * id goes to the localized ?id form, which answers the translated "project not found" page.
 */
async function redirectToProject(c: Context<AppEnv>, id: number): Promise<Response> {
  const lang = preferredLanguage(c);
  const index = await c.var.services.listings.index(lang);
  const item = index?.projects.find((candidate) => candidate.id === id);
  return languageRedirect(c, item?.path ?? `${fixedPath("project", lang)}?id=${id}`);
}

/** A redirect that depends on Accept-Language: never shared by caches across visitors. */
function languageRedirect(c: Context<AppEnv>, location: string): Response {
  c.header("Vary", "Accept-Language");
  c.header("Cache-Control", "private, no-cache");
  return c.redirect(location, 302);
}

/**
 * Language-less addresses: `/` and the CMS's original paths (/for-sale/, /aboutus/, ...) are sent to
 * the visitor's best language with a 302 that varies on Accept-Language; the query string is kept.
 */
export const redirects = new Hono<AppEnv>()
  .get("/property/:id{[0-9]{1,12}}/", (c) => redirectToProperty(c, Number(c.req.param("id"))))
  .get("*", async (c, next) => {
    const url = new URL(c.req.url);
    const route = routeByOriginalPath(url.pathname);
    if (!route) return next();
    const id = url.searchParams.get("id")?.trim() ?? "";
    const projectId = route === "project" && LISTING_ID.test(id) ? Number(id) : null;
    if (projectId !== null) return redirectToProject(c, projectId);
    return languageRedirect(c, `${pathFor(c.var.services.links.slugs, route, preferredLanguage(c))}${url.search}`);
  });
