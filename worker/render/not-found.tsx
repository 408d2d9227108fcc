import type { Context } from "hono";
import type { ReactNode } from "react";
import { fixedPath } from "../../client/i18n/routes";
import type { AppEnv } from "../env";
import { NotFoundBody } from "../pages/bodies";
import { renderPage } from "./page";

/**
 * The 404 page in the request's language, with a search form and a home link (SPEC 8); a caller
 * may give its own title (a gone property) and content after the form (similar properties).
 */
export function renderNotFound(c: Context<AppEnv>, options: { title?: string; after?: ReactNode } = {}): Promise<Response> {
  const lang = c.var.lang;
  const title = options.title ?? c.var.i18n._("notFound.title");
  const alternates = Object.fromEntries(c.var.enabledLanguages.map((code) => [code, fixedPath("home", code)]));
  return renderPage(c, {
    body: (
      <>
        <NotFoundBody title={title} />
        {options.after}
      </>
    ),
    status: 404,
    path: fixedPath("home", lang),
    alternates,
    meta: { title, description: c.var.i18n._("notFound.text"), canonicalPath: fixedPath("home", lang), xDefaultPath: "/", noindex: true },
    // noindex: renderPage adds X-Robots-Tag from meta.noindex.
    headers: { "Cache-Control": "no-store" },
  });
}
