import { Hono } from "hono";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { UnreadableBody } from "./request/read-body";
import { unreadableBodyAnswer } from "./render/unreadable-body";
import type { StaffEnv } from "./staff/env";
import { staffUnreadableBody } from "./staff/unreadable-body";
import type { Bindings } from "./bindings";
import { publishedContent, type PublishedContent } from "./content/published";
import type { AppEnv } from "./env";
import { waitUntilFrom } from "./middleware/services";
import { edgeCache } from "./middleware/cache";
import { inLanguage, LANGUAGE_PREFIX, languages, speakVisitorsLanguage } from "./middleware/locale";
import { methodNotAllowed } from "./middleware/method-not-allowed";
import { sameOriginForms } from "./middleware/same-origin";
import { memoryHit } from "./middleware/memory-hit";
import { securityHeaders } from "./middleware/security";
import { services } from "./middleware/services";
import { seederFor } from "./jobs/sync-listings";
import { trailingSlash } from "./middleware/trailing-slash";
import { renderNotFound } from "./render/not-found";
import { previewArea } from "./staff/preview";
import { media } from "./routes/media";
import { renderErrorPage } from "./render/page";
import { ListingsUnavailable, LISTINGS_RETRY_AFTER_S } from "./services/listings";
import { siteAreas } from "./routes/area";
import { alerts } from "./routes/alerts";
import { favourites } from "./routes/favourites";
import { forms } from "./routes/forms";
import { newsletter } from "./routes/newsletter";
import { listings } from "./routes/listings";
import { mapApi } from "./routes/map-api";
import { mapBase } from "./routes/map-base";
import { owner } from "./owner/routes/owner";
import { passkeyApi } from "./owner/routes/owner-passkeys";
import { portal } from "./owner/routes/portal";
import { ownerReportStop } from "./owner/routes/owner-report-stop";
import { mailStop } from "./routes/mail-stop";
import { pages } from "./routes/pages";
import { buyingCosts } from "./routes/buying-costs";
import { projects } from "./routes/projects";
import { countCachedPropertyView, PROPERTY_VIEW } from "./routes/property-views";
import { captchaApi } from "./routes/captcha-api";
import { devMailbox } from "./routes/dev-mailbox";
import { movedContent } from "./routes/moved";
import { redirects } from "./routes/redirects";
import { searchApi } from "./routes/search-api";
import { seo } from "./routes/seo";
import { staff } from "./staff/routes";

/** Per-view work of a page served from the edge cache, by the name its route marked it with. */
const HIT_HANDLERS = { [PROPERTY_VIEW]: countCachedPropertyView };

/**
 * The site map. Every request gets its security headers, services and language, unsafe requests
 * from other sites are refused (CSRF); anonymous pages
 * go through the edge cache. Then: the APIs and search-engine files, the localized site of every
 * language (and its preview copy under /{lang}/preview/, never indexed nor cached), the
 * language-less addresses, and the 404 page. Addresses come from the route table (client/i18n/routes.ts):
 * the ones no publish can rename are routes; a page the agency renamed is looked up in the published
 * version's table behind the article pattern, so one router serves every version. `versionOf` gives
 * each request the published content version it is answered from (the services middleware).
 */
export function createSite(versionOf?: (request: Request) => PublishedContent | undefined): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // A method no route takes at the address (PUT on a page, DELETE on an API) is a 405 with Allow.
  // A page the edge cache holds is answered before the language, address and method checks: only a
  // 200 to a GET of its exact address was stored, so they would all have let it through.
  app.use(securityHeaders, services(seederFor, versionOf), edgeCache({ onHit: HIT_HANDLERS }));
  app.use(languages, trailingSlash, sameOriginForms, methodNotAllowed(app));

  app.route("/", searchApi); // /api/search/{lang}.json
  app.route("/", mapApi); // /api/map/{lang}/{sale|rent}.json
  app.route("/", mapBase); // /api/map/style/{lang}.json, /api/map/tiles/{version}/{z}/{x}/{y}.mvt
  app.route("/", captchaApi); // /api/captcha/: a form's proof-of-work challenge
  app.route("/", passkeyApi); // /api/owner/passkeys/: the owner's passkey ceremonies (WebAuthn)
  app.route("/", media); // /media/content/{sha256}.{jpg|png|webp}: the images staff uploaded for the content
  app.route("/", seo); // /robots.txt, /sitemap.xml, /sitemap-{lang}.xml
  app.route("/", devMailbox()); // mails sent by a local worker (localhost only)
  app.route("/", staff()); // /staff/: the agency's inbox, testimonials, alerts, syncs, privacy (Cloudflare Access)

  app.use(`${LANGUAGE_PREFIX}/*`, inLanguage);
  app.use(`${LANGUAGE_PREFIX}/preview/*`, previewArea);
  for (const area of siteAreas()) {
    app.route("/", listings(area)); // for-sale and for-rent lists, property pages
    app.route("/", projects(area)); // new-builds list, project pages
    app.route("/", newsletter(area)); // sign-newsletter form, and its confirm and one-click stop pages (before forms)
    app.route("/", forms(area)); // lead forms (post, own page) and their thank-you pages
    app.route("/", alerts(area)); // a search alert's manage and one-click stop pages (signed links)
    app.route("/", favourites(area)); // the favourites list and comparison (?ids=), its change mails' form, confirm and stop pages
    app.route("/", owner(area)); // owner login, forgot password, the mailed link to choose one
    app.route("/", ownerReportStop(area)); // the monthly report's one-click stop page (signed link)
    app.route("/", mailStop(area)); // the one-click stop of all mail to an address (signed link)
    app.route("/", portal(area)); // the owner portal (signed in): properties, statistics, account
    app.route("/", buyingCosts(area)); // the cost-to-buy calculator (issue 41, section 1)
    app.route("/", pages(area)); // home, menu and legal pages, then articles (catches the rest)
  }

  app.route("/", redirects); // /, /for-sale/, /property/{id}/, /project/?id= ... → the visitor's language
  app.notFound(async (c) => (await movedContent(c)) ?? renderNotFound(c));
  app.onError((error, c) => {
    // A refusal a middleware chose (403 from the CSRF check) is an answer, not a failure.
    if (error instanceof HTTPException) return error.getResponse();
    // A form body the route could not read: 400 or 415, nothing kept (worker/request/read-body.ts).
    if (error instanceof UnreadableBody)
      return c.req.path.startsWith("/staff/") ? staffUnreadableBody(c as unknown as Context<StaffEnv>, error.status) : unreadableBodyAnswer(c, error.status);
    // An error of the edge cache's comes before the language was chosen: the error page speaks the visitor's.
    if (c.var.services && !c.var.i18n) speakVisitorsLanguage(c);
    // No snapshot yet, or none readable: "come back in a moment" (503), never an empty site or a 500.
    if (error instanceof ListingsUnavailable) {
      const headers = { "Retry-After": String(LISTINGS_RETRY_AFTER_S), "Cache-Control": "no-store" };
      return c.req.path.startsWith("/api/") ? c.json({ error: "listings unavailable" }, 503, headers) : renderErrorPage(c, {}, true);
    }
    console.error("unhandled error", c.req.path, error);
    return renderErrorPage(c);
  });
  return app;
}

/**
 * The worker's fetch: a page the isolate holds in memory is answered at once (worker/middleware/memory-hit.ts);
 * every other request by the site, with the published content version read here handed to the
 * request's services (and from there, as arguments, to everything it renders, work that goes on
 * after the handler returned included): the memory lookup and the page agree on one version.
 */
export function createApp() {
  // The version each request in flight is answered from, keyed by its own Request object: never a
  // "current" value, so requests answered at once in one isolate each keep theirs. Gone with the request.
  const versions = new WeakMap<Request, PublishedContent>();
  const site = createSite((request) => versions.get(request));
  return {
    async fetch(request: Request, env: Bindings, ctx?: ExecutionContext): Promise<Response> {
      const waitUntil = waitUntilFrom(ctx);
      const published = await publishedContent(env.DB, waitUntil);
      const hit = await memoryHit(request, env, waitUntil, published, HIT_HANDLERS, seederFor);
      if (hit) return hit;
      versions.set(request, published);
      return site.fetch(request, env, ctx);
    },
  };
}
