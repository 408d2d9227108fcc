import { I18nProvider } from "@lingui/react";
import type { Context } from "hono";
import type { ReactNode } from "react";
import type { Lang } from "../../client/i18n/languages";
import { content } from "../content";
import type { AppEnv } from "../env";
import { PageContextProvider, type PageContextValue } from "../pages/context";
import { Document, type Meta } from "../pages/Document";
import { Frame } from "../pages/frame/Frame";
import { ErrorBody } from "../pages/bodies";
import { ListingImagesProvider } from "../pages/listings/context";
import { PageListingsProvider, type PageListings } from "../pages/listings/data";
import { MapSettingsProvider } from "../pages/listings/map-settings";
import { mapStyleOf } from "../site/map-style";
import { currentPointer } from "../feed/reader";
import { isBot, renderDocument } from "./stream";
import { cdnImageUrl } from "../../client/domain/image-url";
import { noindexHeaders } from "../seo/indexing";
import type { Bindings } from "../env";

/** The CDN rewrite for provider pictures, when IMAGE_CDN_HOST and PROVIDER_STORAGE_HOSTS are set. */
export function imageRewriter(env: Bindings) {
  if (!env.IMAGE_CDN_HOST || !env.PROVIDER_STORAGE_HOSTS) return undefined;
  const config = { cdnHost: env.IMAGE_CDN_HOST, storageHosts: env.PROVIDER_STORAGE_HOSTS.split(",").map((host) => host.trim().toLowerCase()) };
  return (url: string, width: number) => cdnImageUrl(url, width, config);
}

export interface PageInput {
  body: ReactNode;
  meta: Meta;
  status?: number;
  path: string;
  alternates: Partial<Record<Lang, string>>;
  isHome?: boolean;
  isPreview?: boolean;
  headers?: Record<string, string>;
  listings?: PageListings | undefined;
}

/** The current snapshot version (the isolate caches the pointer briefly); null when there is none or KV fails. */
async function searchVersion(c: Context<AppEnv>): Promise<number | null> {
  return (await currentPointer(c.env.FEED).catch(() => null))?.version ?? null;
}

function tree(c: Context<AppEnv>, input: PageInput, version: number | null): ReactNode {
  const page: PageContextValue = {
    lang: c.var.lang,
    site: content.site,
    origin: c.env.SITE_ORIGIN || new URL(c.req.url).origin,
    path: input.path,
    alternates: input.alternates,
    enabledLanguages: c.var.enabledLanguages,
    isHome: input.isHome ?? false,
    isPreview: input.isPreview ?? false,
    searchVersion: version,
  };
  return (
    <I18nProvider i18n={c.var.i18n}>
      <PageContextProvider value={page}>
        <ListingImagesProvider value={{ rewrite: imageRewriter(c.env) }}>
          <PageListingsProvider value={input.listings ?? { newest: [] }}>
            <MapSettingsProvider value={{ styleUrl: mapStyleOf(c.env)?.url ?? null }}>
              <Document meta={input.meta} nonce={c.var.nonce}>
                <Frame>{input.body}</Frame>
              </Document>
            </MapSettingsProvider>
          </PageListingsProvider>
        </ListingImagesProvider>
      </PageContextProvider>
    </I18nProvider>
  );
}

/** Renders a page in the frame; if the page itself fails to render, answers with the 500 page. */
export async function renderPage(c: Context<AppEnv>, input: PageInput): Promise<Response> {
  // A page that is not to be indexed says so in its header too (crawlers of non-HTML readers see only that).
  const headers = { ...(input.meta.noindex ? noindexHeaders() : {}), ...input.headers };
  const options = { nonce: c.var.nonce, complete: isBot(c.req.header("User-Agent")), headers };
  try {
    return await renderDocument(<>{tree(c, input, await searchVersion(c))}</>, { ...options, status: input.status ?? 200 });
  } catch (error) {
    console.error("page failed to render", c.req.path, error);
    return renderErrorPage(c, input);
  }
}

export async function renderErrorPage(c: Context<AppEnv>, input: Pick<PageInput, "path" | "alternates">): Promise<Response> {
  const title = c.var.i18n._("error.title");
  try {
    return await renderDocument(
      <>
        {tree(
          c,
          {
            ...input,
            body: <ErrorBody />,
            meta: { title, description: title, canonicalPath: input.path, xDefaultPath: "/", noindex: true },
          },
          null,
        )}
      </>,
      { nonce: c.var.nonce, complete: true, status: 500, headers: { ...noindexHeaders(), "Cache-Control": "no-store" } },
    );
  } catch {
    return new Response(title, { status: 500, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
}
