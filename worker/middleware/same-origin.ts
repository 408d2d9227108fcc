import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { csrf } from "hono/csrf";
import { isLang } from "../../client/i18n/languages";
import { CODE_SLUGS, NEWSLETTER_SEGMENT, slugFor } from "../../client/i18n/routes";
import { MAIL_STOP_SEGMENT, REPORT_STOP_SEGMENT } from "../mail/recipient-stop";
import type { AppEnv } from "../env";
import { readLink, type LinkPurpose } from "../leads/signed-link";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** `/{lang}/{segment}/{signed token}/stop/`: the one-click unsubscribe addresses of alert, newsletter and owner report mails, and of all mail to an address. */
const ONE_CLICK_STOP = /^\/([a-z]{2})\/([^/]+)\/([0-9a-f-]{36}\.[0-9a-f]{32})\/stop\/$/;

/**
 * Whether a post is an RFC 8058 one-click unsubscribe: a mail client sends it from no page (no Origin,
 * no Sec-Fetch-Site), so the same-origin check cannot apply; the genuine signed token in the address is
 * the authority, and stopping is all such an address can do. Only the alert's, the newsletter's, the
 * owner's monthly report's, a favourites watch's and the stop of all mail to an address.
 */
async function isOneClickStop(c: Context<AppEnv>): Promise<boolean> {
  const [, lang = "", segment = "", token = ""] = ONE_CLICK_STOP.exec(c.req.path) ?? [];
  if (!isLang(lang)) return false;
  const purpose: LinkPurpose | undefined =
    segment === NEWSLETTER_SEGMENT
      ? "newsletter"
      : segment === slugFor(CODE_SLUGS, "demandRegister", lang)
        ? "alert"
        : segment === slugFor(CODE_SLUGS, "favourites", lang)
          ? "favourites"
          : segment === REPORT_STOP_SEGMENT[lang]
            ? "owner-report"
            : segment === MAIL_STOP_SEGMENT[lang]
              ? "mail-stop"
              : undefined;
  return purpose !== undefined && (await readLink(c.var.services.config.formSecret, purpose, token)) !== undefined;
}

/**
 * CSRF protection for every form post and other unsafe request: a browser's form from another site
 * is refused with 403 (Hono checks Origin, and Sec-Fetch-Site where the browser sends it). The
 * site's own origin is the request's, or SITE_ORIGIN behind a proxy that rewrites the host.
 */
export const sameOriginForms = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  if (c.req.method === "POST" && (await isOneClickStop(c))) return next();
  return csrf({ origin: [new URL(c.req.url).origin, c.var.services.origin] })(c, next);
});
