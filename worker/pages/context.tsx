import { createContext, useContext } from "react";
import type { Lang } from "../../client/i18n/languages";
import type { SiteConfig } from "../content/schema";

/** What every server component of a page may read: the request's language, paths and flags. */
export interface PageContextValue {
  lang: Lang;
  site: SiteConfig;
  origin: string;
  /** Path of the current page in the current language. */
  path: string;
  /** The same page in each enabled language. */
  alternates: Partial<Record<Lang, string>>;
  enabledLanguages: readonly Lang[];
  isHome: boolean;
  isPreview: boolean;
  /** The listing snapshot version the search box asks its index for; null before the first sync. */
  searchVersion?: number | null;
}

const PageContext = createContext<PageContextValue | null>(null);
export const PageContextProvider = PageContext.Provider;

export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error("usePage() outside a page");
  return value;
}
