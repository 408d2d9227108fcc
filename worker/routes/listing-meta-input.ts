import type { Context } from "hono";
import type { Lang } from "../../client/i18n/languages";
import type { AppEnv } from "../env";
import type { Crumb } from "../seo/breadcrumbs";
import type { ListingMetaInput } from "../seo/listing-meta";
import type { SiteArea } from "./area";

/** What the property and project metadata builders need from this request. */
export function listingMetaInput(c: Context<AppEnv>, area: SiteArea, alternates: Partial<Record<Lang, string>>, crumbs: readonly Crumb[]): ListingMetaInput {
  const { services, defaultLanguage } = c.var;
  return { content: services.content, lang: area.lang, origin: services.origin, alternates, defaultLanguage, isPreview: area.preview, crumbs };
}
