import { LANGUAGES, type Lang } from "../../client/i18n/languages";
import { PREVIEW_SEGMENT, previewPath, sitePatterns } from "../../client/i18n/routes";

/** One language's public site, or its preview copy (`/nl/preview/...`: drafts, not indexed, never cached). */
export interface SiteArea {
  lang: Lang;
  preview: boolean;
  /** The Hono patterns of this language and copy, from the route table. */
  paths: ReturnType<typeof sitePatterns>;
}

/** The public site of every language, and its preview copy. */
export function siteAreas(): SiteArea[] {
  return LANGUAGES.flatMap((lang) =>
    [true, false].map((preview) => ({ lang, preview, paths: sitePatterns(lang, preview ? `/${lang}/${PREVIEW_SEGMENT}` : `/${lang}`) })),
  );
}

/** The path a page is shown at and its alternates, moved under /preview/ in the preview copy (the canonical stays the public path). */
export function shownAt(area: SiteArea, path: string, alternates: Partial<Record<Lang, string>>): { path: string; alternates: Partial<Record<Lang, string>> } {
  if (!area.preview) return { path, alternates };
  const moved = Object.fromEntries(Object.entries(alternates).map(([code, other]) => [code, previewPath(other, code as Lang)]));
  return { path: previewPath(path, area.lang), alternates: moved };
}
