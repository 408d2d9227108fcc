import { Hono } from "hono";
import { subscribersCsv } from "../subscribers-csv";
import type { StaffEnv } from "../env";
import { renderStaff } from "../layout";
import { AlertsBody } from "../pages/Alerts";
import { FavouriteWatchesSection } from "../pages/FavouriteWatches";
import { SyncsBody } from "../pages/Syncs";
import { csvResponse, noticeOf, UUID } from "./leads";

/** Sync runs the staff page lists, newest first. */
const SHOWN_SYNC_RUNS = 50;
/** Favourites watches the alerts page lists, newest first. */
const SHOWN_FAVOURITE_WATCHES = 200;

/** Search alerts (and their dead digests), the favourites watches, the newsletter export and the listing syncs. */
export const staffAlerts = new Hono<StaffEnv>()
  .get("/staff/alerts/", async (c) => {
    const repository = c.var.services.repos.staff.alerts;
    const [counts, active, unconfirmed, stopped, dead, watches] = await Promise.all([
      repository.counts(),
      repository.inState("active"),
      repository.inState("unconfirmed"),
      repository.inState("stopped"),
      repository.deadDigests(),
      c.var.services.repos.favouriteWatches.recent(SHOWN_FAVOURITE_WATCHES),
    ]);
    const notice = noticeOf(c.req.query("done"), ["retried"]);
    return renderStaff(c, {
      title: c.var.i18n._("staff.nav.alerts"),
      section: "alerts",
      body: (
        <>
          <AlertsBody counts={counts} lists={{ active, unconfirmed, stopped }} dead={dead} notice={notice} />
          <FavouriteWatchesSection watches={watches} />
        </>
      ),
    });
  })
  .post(`/staff/alerts/digests/:id{${UUID}}/retry/`, async (c) => {
    const id = c.req.param("id");
    if (await c.var.services.repos.staff.alerts.reviveDigest(id)) {
      await c.var.services.enqueueDigest(id);
    }
    return c.redirect("/staff/alerts/?done=retried", 303);
  })
  .get("/staff/subscribers.csv", async (c) => {
    // The mailing tool wants the confirmed addresses; ?state=all gives every row with its state.
    const all = c.req.query("state") === "all";
    const rows = await c.var.services.repos.staff.subscribers.list(all ? undefined : "active");
    return csvResponse("subscribers", subscribersCsv(rows, c.var.i18n));
  })
  .get("/staff/syncs/", async (c) => {
    const runs = await c.var.services.repos.syncRuns.recent(SHOWN_SYNC_RUNS);
    return renderStaff(c, { title: c.var.i18n._("staff.nav.syncs"), section: "syncs", body: <SyncsBody runs={runs} /> });
  });
