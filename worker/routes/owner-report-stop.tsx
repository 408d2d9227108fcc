/**
 * The owner's monthly report's one-click stop (issue 36), behind the signed link each report carries
 * (worker/owners/report-stop.ts), as a search alert's stop page (worker/routes/alerts.tsx): a GET shows
 * a stop button that posts; a POST (that button, or a mail client's RFC 8058 one-click, which
 * same-origin.ts lets through on a genuine token) turns the report off. In the language of the
 * address, which is the owner's. The account page keeps the setting (and turns it back on).
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { pathFor } from "../../client/i18n/routes";
import { REPORT_STOP_SEGMENT, reportStopPath } from "../owners/report-stop";
import { ownerReportRepository } from "../db/owner-reports";
import { ownerRepository, type Owner } from "../db/owners";
import type { AppEnv } from "../env";
import { readLink } from "../leads/signed-link";
import { ReportStopBody } from "../pages/owner/ReportStopBody";
import { renderNotFound } from "../render/not-found";
import { renderPage } from "../render/page";
import { ALERT_TOKEN_PATTERN } from "./alerts";
import type { SiteArea } from "./area";

/** A one-click post's body is "List-Unsubscribe=One-Click" or the button's "action=stop". */
const MAX_STOP_BYTES = 4 * 1024;

/** The owner a token names, or undefined for a tampered, foreign or unknown one (then a 404). */
async function ownerOf(c: Context<AppEnv>): Promise<Owner | undefined> {
  const id = await readLink(c.var.services.config.formSecret, "owner-report", c.req.param("token") ?? "");
  return id ? ownerRepository(c.env.DB).byId(id) : undefined;
}

function page(c: Context<AppEnv>, area: SiteArea, stopped: boolean) {
  const path = reportStopPath(area.lang, c.req.param("token") ?? "");
  const title = c.var.i18n._("ownerReport.stop.title");
  return renderPage(c, {
    path,
    alternates: {},
    isPreview: false,
    status: 200,
    meta: { title, description: title, canonicalPath: path, xDefaultPath: pathFor("home", area.lang), noindex: true },
    body: <ReportStopBody path={path} stopped={stopped} />,
    withoutPopup: true,
    headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
  });
}

const gone = (c: Context<AppEnv>) => renderNotFound(c, { title: c.var.i18n._("ownerReport.stop.notFound") });

export function ownerReportStop(area: SiteArea) {
  const app = new Hono<AppEnv>();
  if (area.preview) return app;
  const stop = `/${area.lang}/${REPORT_STOP_SEGMENT[area.lang]}/:token{${ALERT_TOKEN_PATTERN}}/stop/`;
  const limit = bodyLimit({ maxSize: MAX_STOP_BYTES, onError: (limited) => limited.text("Payload Too Large", 413) });
  return app
    .get(stop, async (c) => {
      const owner = await ownerOf(c);
      if (!owner) return gone(c);
      return page(c, area, !(await ownerReportRepository(c.env.DB).wantsReport(owner.id)));
    })
    .post(stop, limit, async (c) => {
      const owner = await ownerOf(c);
      if (!owner) return gone(c);
      await ownerReportRepository(c.env.DB).setWantsReport(owner.id, false);
      return page(c, area, true);
    });
}
