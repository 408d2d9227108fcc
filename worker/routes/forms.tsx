import { Hono } from "hono";
import { thankYouFormBySlug, thankYouPath } from "../../client/i18n/routes";
import type { AppEnv } from "../env";
import { ThankYouBody } from "../pages/bodies";
import { renderPage } from "../render/page";
import { thankYouMeta } from "../seo/page-meta";
import { shownAt, type SiteArea } from "./area";
import { alternatesIn } from "./content-page";

/**
 * What the visitor meets after sending a form: one thank-you page per form of SPEC 2, never indexed.
 * The forms' own POST addresses (`formPath` in the route table) join this area with the leads.
 */
export function forms(area: SiteArea) {
  return new Hono<AppEnv>().get(area.paths.thankYou, (c) => {
    const form = thankYouFormBySlug(area.lang, c.req.param("form") ?? "");
    if (!form) return c.notFound();
    const { services, enabledLanguages, defaultLanguage, i18n } = c.var;
    const path = thankYouPath(form, area.lang);
    return renderPage(c, {
      ...shownAt(
        area,
        path,
        alternatesIn(enabledLanguages, (code) => thankYouPath(form, code)),
      ),
      meta: thankYouMeta({
        content: services.content,
        lang: area.lang,
        path,
        origin: services.origin,
        i18n,
        xDefaultPath: thankYouPath(form, defaultLanguage),
      }),
      body: <ThankYouBody form={form} />,
    });
  });
}
