import { LANGUAGES, type Lang } from "../../client/i18n/languages";
import { PREVIEW_SEGMENT, previewPath, sitePatterns } from "../../client/i18n/routes";

/**
 * One language's public site, or its preview copy (`/nl/preview/...`: drafts, not indexed, never cached).
 * `lang` is the area's key in the route table, the language its patterns are registered for; the
 * request's language is `c.var.lang` (worker/middleware/locale.ts), the same one on every route of the area.
 */
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

/**
 * Where a page is shown: its path and alternates, moved under /preview/ in the preview copy (the
 * canonical stays the public path), and whether it is a preview (renderPage then never indexes it).
 */
export function shownAt(
  area: SiteArea,
  path: string,
  alternates: Partial<Record<Lang, string>>,
): { path: string; alternates: Partial<Record<Lang, string>>; isPreview: boolean } {
  if (!area.preview) return { path, alternates, isPreview: false };
  const moved = Object.fromEntries(Object.entries(alternates).map(([code, other]) => [code, previewPath(other, code as Lang)]));
  return { path: previewPath(path, area.lang), alternates: moved, isPreview: true };
}
