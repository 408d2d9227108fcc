import { createContext, useContext } from "react";
import type { Lang } from "../../client/i18n/languages";
import type { Links } from "../../client/i18n/routes";
import type { Page, SiteConfig } from "../content/schema";

/** What every server component of a page may read: the request's language, paths, settings and flags. */
export interface PageContextValue {
  /** The request's language (`c.var.lang`), handed down to the page's components. */
  lang: Lang;
  /** The page addresses of the content version the request is answered from (`services.links`): every link on the page reads them. */
  links: Links;
  site: SiteConfig;
  /** The Published menu entries, in menu order (the header reads them). */
  menu: readonly Page[];
  origin: string;
  /** Path of the current page in the current language. */
  path: string;
  /**
   * The request's list parameters (filters, sort, page, view), for the language switch to carry over.
   * Part of the edge cache key (PAGE_QUERY_PARAMETERS), so a cached page's links are right for it.
   */
  listQuery: string;
  /** The same page in each enabled language. */
  alternates: Partial<Record<Lang, string>>;
  enabledLanguages: readonly Lang[];
  isHome: boolean;
  isPreview: boolean;
  /** An owner page (login, portal, account): no marketing pop-up, no consent dialog, no third-party tag there. */
  isPrivate?: boolean;
  /** A form's own page or a thank-you page: the visitor is reaching the agency, no marketing pop-up there. */
  withoutPopup?: boolean;
  /** A page made to be printed (the portal's print view): its content alone, without the top bar, header, footer and site-wide islands. */
  bare?: boolean;
  /** The version of the search index the search box asks for (worker/routes/search-api.ts: snapshot and build); null before the first sync. */
  searchVersion: string | null;
  /** Content-hashed addresses of the client bundle (worker/render/assets.ts). */
  assets: {
    script: string;
    stylesheet: string;
    /** The Gallery island's stylesheets, linked where a gallery is shown so its layout holds from the first paint. */
    galleryStylesheets?: readonly string[];
  };
  /** Rewrites a provider storage address to the CDN at a width; null for other addresses (IMAGE_CDN_HOST). */
  imageRewrite: ((url: string, width: number) => string | null) | undefined;
  /**
   * The signed render time (worker/leads/form-stamp.ts) the footer's newsletter form carries, as lead
   * forms do; undefined without FORM_SECRET. Left out of a cached page's ETag (STAMP_IN_PAGE).
   */
  formStamp?: string | undefined;
  /** The validated MAP_STYLE_URL, or null: the map then uses our own style (/api/map/style/{lang}.json: Protomaps or the offline base). */
  mapStyleUrl: string | null;
}

const PageContext = createContext<PageContextValue | null>(null);
export const PageContextProvider = PageContext.Provider;

export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error("usePage() outside a page");
  return value;
}
