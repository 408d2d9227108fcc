import type { APIRequestContext } from "@playwright/test";
import { LANGUAGES, type Lang } from "../../client/i18n/languages";
import { CODE_SLUGS, fixedPath, forgotPasswordPath, pathFor, type RouteKey, THANK_YOU_FORMS, THANK_YOU_PREFIX } from "../../client/i18n/routes";

/** One page of each kind the site serves; the quality checks (axe, HTML validity) visit them all. */
export interface PageType {
  name: string;
  path: string;
  /** An owner page (sign-in, forgot password): no consent dialog nor third-party tag there. */
  private?: boolean;
}

const ROUTE_PAGES: RouteKey[] = ["home", "forSale", "forRent", "projects", "aboutUs", "demandRegister", "contact", "freeValuation", "privacy", "login"];

/** The first link on `path` whose address matches `pattern`, so detail pages come from real listings. */
async function firstLink(request: APIRequestContext, path: string, pattern: RegExp): Promise<string | undefined> {
  const html = await (await request.get(path)).text();
  for (const match of html.matchAll(/href="([^"]+)"/g)) {
    const href = match[1]?.replaceAll("&amp;", "&");
    if (href && pattern.test(href)) return href;
  }
  return undefined;
}

/** The address of `path`'s page in another language, read from its hreflang links. */
async function alternateOf(request: APIRequestContext, path: string, lang: Lang): Promise<string | undefined> {
  const html = await (await request.get(path)).text();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/rel="alternate"/i.test(tag) || !new RegExp(`hreflang="${lang}"`, "i").test(tag)) continue;
    const href = /href="([^"]+)"/i.exec(tag)?.[1];
    if (href) return new URL(href).pathname;
  }
  return undefined;
}

/** Every page type in one language, with a real property and (when listed) project detail page. */
export async function pageTypes(request: APIRequestContext, lang: Lang): Promise<PageType[]> {
  const types: PageType[] = ROUTE_PAGES.map((route) => ({
    name: route,
    path: pathFor(CODE_SLUGS, route, lang),
    ...(route === "login" ? { private: true } : {}),
  }));
  // The accessibility statement (issue 39): its text and the form to report what could not be used.
  types.push({ name: "accessibility", path: pathFor(CODE_SLUGS, "accessibility", lang) });
  // The owner portal's public page besides the login; the signed-in ones are checked by owner-portal.spec.ts.
  types.push({ name: "forgot password", path: forgotPasswordPath(lang), private: true });
  types.push({ name: "forSale map view", path: `${fixedPath("forSale", lang)}?view=map` });
  types.push({ name: "forSale filtered", path: `${fixedPath("forSale", lang)}?type=2&sort=price-desc&page=2` });
  // "Save this search" from a list with filters an alert cannot take over: the form prefilled, and the note that names them.
  types.push({ name: "demandRegister from a list", path: `${fixedPath("demandRegister", lang)}?goal=0&type=1&city=Atlantis&references=1&priceMax=400000` });
  const property = await firstLink(request, fixedPath("forSale", lang), new RegExp(`^${fixedPath("forSale", lang)}[^/?]+/[^/]+/\\d+/$`));
  if (property) types.push({ name: "property detail", path: property });
  // The favourites page empty, and as a shared list of three with two of them compared (issue 41).
  types.push({ name: "favourites", path: fixedPath("favourites", lang) });
  const forSale = await (await request.get(fixedPath("forSale", lang))).text();
  const ids = [...new Set([...forSale.matchAll(/data-fav="(\d+)"/g)].map((match) => match[1]!))].slice(0, 3);
  if (ids.length === 3) types.push({ name: "favourites compared", path: `${fixedPath("favourites", lang)}?ids=${ids.join(",")}&compare=${ids[0]},${ids[1]}` });
  const project = await firstLink(request, fixedPath("projects", lang), new RegExp(`^${fixedPath("project", lang)}[^/?]+/\\d+/$`));
  if (project) types.push({ name: "project detail", path: project });
  const article = await alternateOf(request, "/nl/onze-diensten/", lang);
  if (article) types.push({ name: "article", path: article });
  types.push({ name: "buying costs", path: `${fixedPath("buyingCosts", lang)}?price=350000&region=brussels&own=on&buyers=2` });
  types.push({ name: "thank you", path: `/${lang}/${THANK_YOU_PREFIX[lang]}/${THANK_YOU_FORMS["contact-me"][lang]}/` });
  types.push({ name: "not found", path: `/${lang}/this-page-does-not-exist/` });
  return types;
}

export { LANGUAGES };
