import type { Context } from "hono";
import { slugify } from "../../client/domain/slug";
import type { Lang } from "../../client/i18n/languages";
import { routeBySlug } from "../../client/i18n/routes";
import type { AppEnv } from "../env";
import { propertyDetail } from "../feed/reader";
import { similarProperties } from "../feed/similar";
import type { LanguageIndex } from "../feed/snapshot-store";
import { PropertyDetailBody, SimilarProperties } from "../pages/listings/PropertyDetailBody";
import { renderPage } from "../render/page";
import { propertyMeta } from "../seo/listing-meta";
import { siteOrigin } from "../seo/page-meta";
import { countPropertyView } from "../stats/record-view";
import { LISTING_ID, listingAlternates, listingIndex } from "./listing-index";
import { renderNotFound } from "./not-found";

/** True for /{lang}/{te-koop|a-vendre|...}/{city}/{type}/{id}/ (the id is all digits). */
export function isPropertyPath(lang: Lang, segments: readonly string[]): boolean {
  const [list = "", , , id = ""] = segments;
  const route = routeBySlug(lang, list);
  return segments.length === 4 && (route === "forSale" || route === "forRent") && LISTING_ID.test(id);
}

function notFound(c: Context<AppEnv>, index: LanguageIndex | null, hint: { goal: 0 | 1; typeGroup: number }) {
  const similar = index ? similarProperties({ id: 0, goal: hint.goal, typeGroup: hint.typeGroup, region: null, price: null }, index.properties) : [];
  return renderNotFound(c, { title: c.var.i18n._("detail.notFound"), after: <SimilarProperties items={similar} /> });
}

/**
 * A property's detail page. A wrong city or type slug (or a list of the other goal) answers 301 to
 * the canonical path; a property that is gone answers 404 with similar properties.
 */
export async function renderProperty(c: Context<AppEnv>, lang: Lang, segments: readonly string[], isPreview: boolean): Promise<Response> {
  const [list = "", , type = ""] = segments;
  const id = Number(segments[3]);
  const goal = routeBySlug(lang, list) === "forSale" ? 0 : 1;
  const index = await listingIndex(c, lang);
  const item = index ? await propertyDetail(c.env.FEED, index, id) : null;
  if (!index || !item) return notFound(c, index, { goal, typeGroup: index?.properties.find((p) => slugify(p.typeName) === type)?.typeGroup ?? 0 });
  const requested = `/${lang}/${segments.join("/")}/`;
  if (!isPreview && requested !== item.path) return c.redirect(item.path, 301);

  const alternates = await listingAlternates(c, lang, index, id, (other) => other.properties);
  const response = await renderPage(c, {
    path: item.path,
    alternates,
    isPreview,
    meta: propertyMeta(item, { lang, i18n: c.var.i18n, origin: siteOrigin(c), alternates, defaultLanguage: c.var.defaultLanguage, isPreview }),
    body: <PropertyDetailBody item={item} similar={similarProperties(item, index.properties)} />,
  });
  // Previews are the agency checking a page, not a visitor; a failed render answers 500 and is not counted.
  if (!isPreview) countPropertyView(c, id, response);
  return response;
}
