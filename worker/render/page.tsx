import { I18nProvider } from "@lingui/react";
import type { Context } from "hono";
import type { ReactNode } from "react";
import { IslandHtmlContext } from "../../client/components/island-html";
import type { Lang } from "../../client/i18n/languages";
import { fixedPath } from "../../client/i18n/routes";
import { menuEntries } from "../content";
import type { AppEnv } from "../env";
import { listQueryOf } from "./page-query";
import { privatePageHeaders } from "./private-headers";
import { ErrorBody } from "../pages/bodies";
import { PageContextProvider, type PageContextValue } from "../pages/context";
import { Document } from "../pages/Document";
import { Frame } from "../pages/frame/Frame";
import { renderStamp } from "./form-stamp";
import { searchIndexVersion } from "./build-version";
import { noindexHeaders } from "../seo/indexing";
import type { Meta } from "../seo/meta";
import type { Services } from "../services";
import { ListingsUnavailable, LISTINGS_RETRY_AFTER_S } from "../services/listings";
import { clientAssets } from "./assets";
import { renderDocument } from "./html";
import { islandHtmlOf } from "./island-html";

export interface PageInput {
  body: ReactNode;
  meta: Meta;
  status?: number;
  /** The address the page is shown at (a preview's is under /preview/). */
  path: string;
  alternates: Partial<Record<Lang, string>>;
  isHome?: boolean;
  isPreview?: boolean;
  /** A signed-in or sign-in page (owner login, portal): the marketing pop-up stays away from it. */
  isPrivate?: boolean;
  /** A step of reaching the agency (a form's own page, a refused post, a thank-you page): no marketing pop-up. */
  withoutPopup?: boolean;
  /** A page made to be printed: its content alone (PageContextValue.bare). */
  bare?: boolean;
  headers?: Record<string, string>;
}

function pageContext(c: Context<AppEnv>, services: Services, input: PageInput, searchVersion: string | null, stamp?: string): PageContextValue {
  const { config, content } = services;
  return {
    lang: c.var.lang,
    links: services.links,
    site: content.site,
    menu: menuEntries(content),
    origin: services.origin,
    path: input.path,
    listQuery: listQueryOf(c.req.url),
    alternates: input.alternates,
    enabledLanguages: c.var.enabledLanguages,
    isHome: input.isHome ?? false,
    isPreview: input.isPreview ?? false,
    isPrivate: input.isPrivate ?? false,
    withoutPopup: input.withoutPopup ?? false,
    bare: input.bare ?? false,
    searchVersion,
    assets: clientAssets,
    imageRewrite: config.imageRewrite,
    mapStyleUrl: config.mapStyle?.url ?? null,
    formStamp: stamp,
  };
}

function tree(c: Context<AppEnv>, page: PageContextValue, input: PageInput): ReactNode {
  return (
    <I18nProvider i18n={c.var.i18n}>
      <IslandHtmlContext.Provider value={islandHtmlOf(c.var.i18n)}>
        <PageContextProvider value={page}>
          <Document meta={input.meta} nonce={c.var.nonce}>
            <Frame>{input.body}</Frame>
          </Document>
        </PageContextProvider>
      </IslandHtmlContext.Provider>
    </I18nProvider>
  );
}

/** Renders a page in the frame; if the page itself fails to render, answers with the 500 page. */
export async function renderPage(c: Context<AppEnv>, shown: PageInput): Promise<Response> {
  // A preview is the agency checking a draft: never indexed, whatever the page's own metadata says.
  const input = shown.isPreview && !shown.meta.noindex ? { ...shown, meta: { ...shown.meta, noindex: true } } : shown;
  // A page that is not to be indexed says so in its header too (crawlers of non-HTML readers see only that).
  const headers = { ...(input.meta.noindex ? noindexHeaders() : {}), ...(input.isPrivate ? privatePageHeaders(c) : {}), ...input.headers };
  const { services } = c.var;
  try {
    // The same pointer and build as the edge cache key: the search box asks for the index this page was rendered with.
    const pointer = await services.listings.pointer();
    const version = pointer ? await searchIndexVersion(pointer.version, services.config) : null;
    // One stamp for every form of the page, signed once.
    const stamp = await renderStamp(services);
    return await renderDocument(<>{tree(c, pageContext(c, services, input, version, stamp), input)}</>, { status: input.status ?? 200, headers });
  } catch (error) {
    if (error instanceof ListingsUnavailable) return renderErrorPage(c, input, true);
    console.error("page failed to render", c.req.path, error);
    return renderErrorPage(c, input);
  }
}

const plainError = (text: string, status: number, headers: Record<string, string>) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers } });

/**
 * The 500 page in the request's language; plain text when even that cannot be rendered (or the
 * configuration is unusable). With `unavailable`, the 503 page that asks to come back in
 * LISTINGS_RETRY_AFTER_S seconds (the listings are being prepared or cannot be read right now).
 */
export async function renderErrorPage(
  c: Context<AppEnv>,
  input: Partial<Pick<PageInput, "path" | "alternates" | "isPrivate">> = {},
  unavailable = false,
): Promise<Response> {
  const { services, i18n, lang } = c.var;
  const status = unavailable ? 503 : 500;
  const retry: Record<string, string> = unavailable ? { "Retry-After": String(LISTINGS_RETRY_AFTER_S) } : {};
  if (!services || !i18n || !lang) return plainError("Internal error", status, retry);
  const title = i18n._(unavailable ? "unavailable.title" : "error.title");
  const path = input.path ?? fixedPath("home", lang);
  const error: PageInput = {
    path,
    alternates: input.alternates ?? {},
    body: <ErrorBody unavailable={unavailable} />,
    meta: { title, description: title, canonicalPath: path, xDefaultPath: "/", noindex: true },
    // The error page of a private page stays as private (no tag sees its address).
    isPrivate: input.isPrivate ?? false,
  };
  try {
    // The frame's footer still offers the newsletter: its form needs the stamp every post is screened
    // by (worker/leads/screen.ts), or a sign-up from this page would be kept as a robot's. A stamp that
    // cannot be signed leaves the page without it rather than without the page.
    const stamp = await renderStamp(services)?.catch(() => undefined);
    return await renderDocument(<>{tree(c, pageContext(c, services, error, null, stamp), error)}</>, {
      status,
      headers: { ...noindexHeaders(), ...(error.isPrivate ? privatePageHeaders(c) : {}), "Cache-Control": "no-store", ...retry },
    });
  } catch {
    return plainError(title, status, retry);
  }
}
