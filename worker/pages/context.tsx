import { createContext, useContext } from "react";
import type { Lang } from "../../client/i18n/languages";
import type { Page, SiteConfig } from "../content/schema";

/** What every server component of a page may read: the request's language, paths, settings and flags. */
export interface PageContextValue {
  lang: Lang;
  site: SiteConfig;
  /** The Published menu entries, in menu order (the header reads them). */
  menu: readonly Page[];
  origin: string;
  /** Path of the current page in the current language. */
  path: string;
  /** The same page in each enabled language. */
  alternates: Partial<Record<Lang, string>>;
  enabledLanguages: readonly Lang[];
  isHome: boolean;
  isPreview: boolean;
  /** The listing snapshot version the search box asks its index for; null before the first sync. */
  searchVersion: number | null;
  /** Content-hashed addresses of the client bundle (worker/render/assets.ts). */
  assets: { script: string; stylesheet: string };
  /** Rewrites a provider storage address to the CDN at a width; null for other addresses (IMAGE_CDN_HOST). */
  imageRewrite: ((url: string, width: number) => string | null) | undefined;
  /** The validated MAP_STYLE_URL, or null for the plain style built in code. */
  mapStyleUrl: string | null;
}

const PageContext = createContext<PageContextValue | null>(null);
export const PageContextProvider = PageContext.Provider;

export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error("usePage() outside a page");
  return value;
}
