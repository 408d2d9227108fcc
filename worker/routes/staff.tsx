import { Hono } from "hono";
import { staffAlertRepository } from "../db/staff-alerts";
import { staffLeadRepository } from "../db/staff-leads";
import { staffSubscriberRepository } from "../db/staff-subscribers";
import { staffTestimonialRepository } from "../db/staff-testimonials";
import { syncRunRepository } from "../db/sync-runs";
import type { AppEnv } from "../env";
import type { StaffEnv } from "../staff/env";
import { isLang } from "../../client/i18n/languages";
import { staffGuard } from "../staff/guard";
import { STAFF_LANGUAGE_PATH, switchLanguage } from "../staff/language";
import { renderStaff } from "../staff/layout";
import { dashboardOf, listingsFor } from "../staff/dashboard";
import { OverviewBody } from "../staff/pages/Overview";
import { sectionsOf } from "../staff/roles";
import { staffAlerts } from "./staff/alerts";
import { staffContent } from "./staff/content";
import { contentPostLimit } from "./staff/content-limit";
import { staffContentPublish } from "./staff/content-publish";
import { staffContentMedia } from "./staff/content-media";
import { staffContentMenu } from "./staff/content-menu";
import { staffContentNewPage } from "./staff/content-new-page";
import { staffLeads } from "./staff/leads";
import { staffLeadWork } from "./staff/lead-work";
import { staffProperties } from "./staff/properties";
import { staffOwners } from "./staff/owners";
import { staffPeople } from "./staff/people";
import { staffPrivacy } from "./staff/privacy";
import { staffTestimonials } from "./staff/testimonials";

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
      const db = c.env.DB;
      const { listings } = c.var.services;
      const [leads, testimonials, alerts, subscribers, [lastSync], dashboard] = await Promise.all([
        staffLeadRepository(db).counts(),
        staffTestimonialRepository(db).pendingCount(),
        staffAlertRepository(db).counts(),
        staffSubscriberRepository(db).counts(),
        syncRunRepository(db).recent(1),
        listingsFor((lang) => listings.index(lang), c.var.lang).then((index) => dashboardOf(db, new Date(), index)),
      ]);
      return renderStaff(c, {
        title: c.var.i18n._("staff.nav.overview"),
        section: "overview",
        body: (
          <OverviewBody
            counts={{ leads, testimonials, alerts, subscribers, lastSync }}
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
