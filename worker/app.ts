import { Hono } from "hono";
import type { AppEnv } from "./env";
import { edgeCache } from "./middleware/cache";
import { languages } from "./middleware/locale";
import { securityHeaders } from "./middleware/security";
import { trailingSlash } from "./middleware/trailing-slash";
import { renderErrorPage } from "./render/page";
import { renderNotFound } from "./routes/not-found";
import { pages } from "./routes/pages";
import { redirects } from "./routes/redirects";
import { seo } from "./routes/seo";
import { searchApi } from "./routes/search-api";
import { mapApi } from "./routes/map-api";

/** The site map: the search, map and SEO endpoints, every localized page, the language-less redirects, then the 404 page. */
export function createApp() {
  const app = new Hono<AppEnv>();
  app.use("*", securityHeaders, languages, trailingSlash);
  app.use("*", edgeCache);
  app.route("/", searchApi);
  app.route("/", mapApi);
  app.route("/", seo);
  app.route("/", pages);
  app.route("/", redirects);
  app.notFound((c) => renderNotFound(c));
  app.onError((error, c) => {
    console.error("unhandled error", c.req.path, error);
    return renderErrorPage(c, { path: new URL(c.req.url).pathname, alternates: {} });
  });
  return app;
}
