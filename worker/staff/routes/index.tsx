import { Hono } from "hono";
import type { AppEnv } from "../../env";
import type { StaffEnv } from "../env";
import { isLang } from "../../../client/i18n/languages";
import { staffGuard } from "../guard";
import { STAFF_LANGUAGE_PATH, switchLanguage } from "../language";
import { renderStaff } from "../layout";
import { dashboardOf, listingsFor } from "../dashboard";
import { OverviewBody } from "../pages/Overview";
import { sectionsOf } from "../roles";
import { staffAlerts } from "./alerts";
import { staffCompliance } from "./compliance";
import { staffContent } from "./content";
import { contentPostLimit } from "./content-limit";
import { staffContentPublish } from "./content-publish";
import { staffContentMedia } from "./content-media";
import { staffContentMenu } from "./content-menu";
import { staffContentNewPage } from "./content-new-page";
import { staffLeads } from "./leads";
import { staffLeadWork } from "./lead-work";
import { staffProperties } from "./properties";
import { staffOwners } from "./owners";
import { staffPeople } from "./people";
import { staffPrivacy } from "./privacy";
import { staffTestimonials } from "./testimonials";

/**
 * The agency's staff area, /staff/ (not localized): behind Cloudflare Access (worker/staff/access.ts),
 * never indexed, never stored (no-store; the edge cache only stores pages under a language), its
 * posts same-origin like every form (worker/middleware/same-origin.ts).
 */
export function staff() {
  const area = new Hono<StaffEnv>()
    .use("/staff/*", staffGuard)
    .use("/staff/content/*", contentPostLimit)
    .get("/staff/", async (c) => {
      const repos = c.var.services.repos;
      const { listings } = c.var.services;
      const [leads, testimonials, alerts, subscribers, [lastSync], dashboard, compliance] = await Promise.all([
        repos.staff.leads.counts(),
        repos.staff.testimonials.pendingCount(),
        repos.staff.alerts.counts(),
        repos.staff.subscribers.counts(),
        repos.syncRuns.recent(1),
        listingsFor((lang) => listings.index(lang), c.var.lang).then((index) => dashboardOf(repos.staff.dashboard, new Date(), index)),
        repos.staff.compliance.count(),
      ]);
      return renderStaff(c, {
        title: c.var.i18n._("staff.nav.overview"),
        section: "overview",
        body: (
          <OverviewBody
            counts={{ leads, testimonials, alerts, subscribers, lastSync, compliance }}
            dashboard={dashboard}
            sections={c.var.staffRole ? sectionsOf(c.var.staffRole) : []}
          />
        ),
      });
    })
    .get(`${STAFF_LANGUAGE_PATH}:lang{[a-z]{2}}/`, (c) => {
      const lang = c.req.param("lang");
      return isLang(lang) ? switchLanguage(c, lang) : c.notFound();
    })
    .route("/", staffPeople)
    .route("/", staffLeads)
    .route("/", staffLeadWork)
    .route("/", staffProperties)
    .route("/", staffTestimonials)
    .route("/", staffAlerts)
    .route("/", staffCompliance)
    .route("/", staffOwners)
    .route("/", staffPrivacy)
    .route("/", staffContentMedia)
    .route("/", staffContentMenu)
    .route("/", staffContentNewPage)
    .route("/", staffContentPublish)
    .route("/", staffContent);
  // The staff context only adds a variable to the site's: mounted like any other area.
  return area as unknown as Hono<AppEnv>;
}
