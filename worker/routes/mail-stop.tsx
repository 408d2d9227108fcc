/**
 * The one-click stop of all mail from the site to an address (issue 37), behind the signed link every
 * mail to a typed address carries (worker/mail/recipient-stop.ts), as the monthly report's stop page
 * (worker/routes/owner-report-stop.tsx): a GET shows a stop button that posts; a POST (that button, or
 * a mail client's RFC 8058 one-click, which same-origin.ts lets through on a genuine token) puts the
 * address's key on the stop list, which the mail layer honours (worker/mail/suppression.ts). In the
 * language of the mail the link came in.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { pathFor } from "../../client/i18n/routes";
import { mailStopRepository } from "../db/mail-stops";
import type { AppEnv } from "../env";
import { readLink } from "../leads/signed-link";
import { MAIL_STOP_SEGMENT, mailStopPath } from "../mail/recipient-stop";
import { MailStopBody } from "../pages/mail/MailStopBody";
import { renderNotFound } from "../render/not-found";
import { renderPage } from "../render/page";
import { ALERT_TOKEN_PATTERN } from "./alerts";
import type { SiteArea } from "./area";

/** A one-click post's body is "List-Unsubscribe=One-Click" or the button's "action=stop". */
const MAX_STOP_BYTES = 4 * 1024;

/** The address key a token names, or undefined for a tampered or foreign one (then a 404). */
const keyOf = (c: Context<AppEnv>) => readLink(c.var.services.config.formSecret, "mail-stop", c.req.param("token") ?? "");

function page(c: Context<AppEnv>, area: SiteArea, stopped: boolean) {
  const path = mailStopPath(area.lang, c.req.param("token") ?? "");
  const title = c.var.i18n._("mailStop.title");
  return renderPage(c, {
    path,
    alternates: {},
    isPreview: false,
    status: 200,
    meta: { title, description: title, canonicalPath: path, xDefaultPath: pathFor("home", area.lang), noindex: true },
    body: <MailStopBody path={path} stopped={stopped} />,
    withoutPopup: true,
    headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
  });
}

const gone = (c: Context<AppEnv>) => renderNotFound(c, { title: c.var.i18n._("mailStop.notFound") });

export function mailStop(area: SiteArea) {
  const app = new Hono<AppEnv>();
  if (area.preview) return app;
  const stop = `/${area.lang}/${MAIL_STOP_SEGMENT[area.lang]}/:token{${ALERT_TOKEN_PATTERN}}/stop/`;
  const limit = bodyLimit({ maxSize: MAX_STOP_BYTES, onError: (limited) => limited.text("Payload Too Large", 413) });
  return app
    .get(stop, async (c) => {
      const key = await keyOf(c);
      if (!key) return gone(c);
      return page(c, area, (await mailStopRepository(c.env.DB).stoppedAt(key)) !== undefined);
    })
    .post(stop, limit, async (c) => {
      const key = await keyOf(c);
      if (!key) return gone(c);
      await mailStopRepository(c.env.DB).stop(key, Date.now());
      return page(c, area, true);
    });
}
