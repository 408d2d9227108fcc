import { useCallback, useState } from "react";
import type { SearchIndex } from "../domain/search-index";
import type { Lang } from "../i18n/languages";

export type SearchIndexState = { status: "idle" | "loading" | "error"; index: null } | { status: "ready"; index: SearchIndex };

/**
 * The index address of a language and index version (the page's: snapshot and build, so a deploy that
 * changes the index is a new address); without a version the server answers the current index, briefly cached.
 */
export function searchIndexUrl(lang: Lang, version: string | null): string {
  return version === null ? `/api/search/${lang}.json` : `/api/search/${lang}.json?${new URLSearchParams({ v: version }).toString()}`;
}

// Page-lifetime: several search boxes on one page (header, banner, 404) share one download per address;
// a failed download is forgotten so the next focus tries again.
const downloads = new Map<string, Promise<SearchIndex>>();

function download(url: string): Promise<SearchIndex> {
  let pending = downloads.get(url);
  if (!pending) {
    const json = fetch(url, { headers: { Accept: "application/json" } }).then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    pending = Promise.all([json, import("../domain/search-index-parse")]).then(([index, { parseSearchIndex }]) => parseSearchIndex(index));
    pending.catch(() => downloads.delete(url));
    downloads.set(url, pending);
  }
  return pending;
}

/** The search index, fetched on the first call of `load` (the box's first focus), never before. */
export function useSearchIndex(lang: Lang, version: string | null): [SearchIndexState, () => void] {
  const [state, setState] = useState<SearchIndexState>({ status: "idle", index: null });
  const load = useCallback(() => {
    if (state.status === "loading" || state.status === "ready") return;
    setState({ status: "loading", index: null });
    download(searchIndexUrl(lang, version)).then(
      (index) => setState({ status: "ready", index }),
      (error: unknown) => {
        console.error(error);
        setState({ status: "error", index: null });
      },
    );
  }, [lang, version, state.status]);
  return [state, load];
}
