import { AsyncLocalStorage } from "node:async_hooks";
import { readFreePagePathsFrom, readRouteSlugsFrom, type FreePagePaths, type RouteSlugs } from "../client/i18n/routes";
import type { PublishedContent } from "./content/published";
import { freePagesOf, routeSlugsOf } from "./content/page-paths";

/**
 * What one request, or one batch of background work, is answered from: the published content
 * version, read once, and the page addresses it gives. `pathFor` is called from some fifty places,
 * pages, SEO builders and mails among them; it reads the slugs here instead of each of them being
 * handed the content, and everything the request renders (a stream that goes on after the handler
 * returned included) sees the same version.
 */
export interface RequestScope {
  published: PublishedContent;
  slugs: RouteSlugs;
  /** Where the pages the agency made answer, as links give them (a preview's links lead to the public site too). */
  freePages: FreePagePaths;
}

const scope = new AsyncLocalStorage<RequestScope>();
readRouteSlugsFrom(() => scope.getStore()?.slugs);
readFreePagePathsFrom(() => scope.getStore()?.freePages);

/** Runs `work` with `published` as the content and its page addresses as the site's. */
export function inContentScope<T>(published: PublishedContent, work: (opened: RequestScope) => T): T {
  const opened = { published, slugs: routeSlugsOf(published.content), freePages: freePagesOf(published.content).paths };
  return scope.run(opened, work, opened);
}

/** The scope `work` runs in, if any (a test may call a route without one). */
export const currentScope = (): RequestScope | undefined => scope.getStore();
