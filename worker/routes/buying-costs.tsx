import { Hono } from "hono";
import { canonicalCostValues, costQuery, costValuesOf, asksForCosts, readCostValues, type CostValues } from "../../client/domain/costs/query";
import type { Lang } from "../../client/i18n/languages";
import { fixedPath } from "../../client/i18n/routes";
import { pageByRoute } from "../content";
import type { AppEnv } from "../env";
import { BuyingCostsBody } from "../pages/costs/BuyingCostsBody";
import { pageCrumbs } from "../seo/breadcrumbs";
import { costWords } from "../pages/costs/cost-words";
import type { SiteArea } from "./area";
import { renderContentPage } from "./content-page";
import { leadFormProps } from "./lead-form-props";
import { costsLeadValues } from "./costs-lead";

/** Where an empty calculator starts: the region most of the page's language's visitors buy in. */
const FIRST_REGION: Readonly<Record<Lang, string>> = { nl: "flanders", fr: "wallonia", en: "flanders", de: "wallonia" };

/**
 * The cost calculator page of one language (issue 41, section 1): a GET form, the figures of its
 * address computed on the server. It reads nothing per visitor but the address, so the edge caches
 * it by its URL (the fields are page query parameters, worker/render/page-query.ts).
 */
export function buyingCosts(area: SiteArea) {
  return new Hono<AppEnv>().get(area.paths.page("buyingCosts"), (c) => {
    const { lang } = area;
    const query = costValuesOf((name) => c.req.query(name));
    const asked = asksForCosts(query);
    const values: CostValues = asked ? query : { region: FIRST_REGION[lang], own: "on" };
    const reading = asked ? readCostValues(query) : undefined;
    const path = fixedPath("buyingCosts", lang);
    // A form sent without script carries the figures as typed ("240.000", "3,3"): the address of a
    // result is its canonical one (plain digits), so the edge keeps one page per result.
    const canonical = canonicalCostValues(query);
    if (reading?.ok && (["price", "funds", "rate"] as const).some((field) => (query[field] ?? "") !== (canonical[field] ?? "")))
      return c.redirect(`${path}?${costQuery(query)}`, 302);
    return renderContentPage(c, area, "buyingCosts", {
      body: async () => {
        const { services, i18n } = c.var;
        const title = pageByRoute("buyingCosts", services.content)?.params.title[lang].text ?? "";
        // The lead's page is the calculation's own address: the mails link back to these figures.
        const carried = costsLeadValues(query);
        const page = `${path}?${new URLSearchParams(carried).toString()}`;
        const send = reading?.ok ? await leadFormProps(services, "cost-calculation", { lang, page, carried }) : undefined;
        return (
          <BuyingCostsBody
            title={title}
            crumbs={pageCrumbs(title, path, lang, i18n)}
            calculator={{ lang, action: path, values, variant: "page", words: costWords(i18n, lang, true), submit: i18n._("costs.submit") }}
            personal={asked}
            send={send}
          />
        );
      },
    });
  });
}
