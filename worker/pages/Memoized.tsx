import { I18nProvider, useLingui } from "@lingui/react";
import { createElement, type JSX, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { PageContextProvider, usePage, type PageContextValue } from "./context";
import { declarePreloads, takePreloads, type ImagePreload } from "./hoisted-preloads";

/**
 * Isolate-lifetime memory of server-rendered markup that is a function of one object that lives as
 * long as what the markup shows (a snapshot's property summary, a content version's site settings),
 * of the page's language and image CDN setting, and of a variant the caller names: a property's card
 * is rendered once and copied into the home page, every list and every "similar properties" it
 * appears in; the footer's columns once per content version and language. Kept in a WeakMap on the
 * owner, so it goes when its snapshot or content version is dropped: nothing here goes stale.
 */
const memory = new WeakMap<object, Map<string, Kept>>();

/** Markup without the image preloads React put at its start, which each use declares again for the page's head. */
interface Kept {
  html: string;
  preloads: ImagePreload[];
}

/** Numbers the image CDN settings seen (one per deployment, more in tests), so the key can name them. */
const rewriteIds = new WeakMap<NonNullable<PageContextValue["imageRewrite"]>, number>();
let nextRewriteId = 1;

function rewriteId(rewrite: PageContextValue["imageRewrite"]): number {
  if (!rewrite) return 0;
  let id = rewriteIds.get(rewrite);
  if (id === undefined) rewriteIds.set(rewrite, (id = nextRewriteId++));
  return id;
}

interface MemoizedProps<Tag extends keyof JSX.IntrinsicElements> {
  /** What the markup shows; its lifetime is the memory's. */
  owner: object;
  /** Everything else the markup depends on besides the language and the image CDN (props, heading level). */
  variant: string;
  /** The outer element, rendered on each use (its attributes may differ per page); `render` gives its children. */
  as: Tag;
  attributes: Omit<JSX.IntrinsicElements[Tag], "children" | "dangerouslySetInnerHTML">;
  /** The children, read only from the owner, the variant, the catalogue and the page's image CDN setting. */
  render: () => ReactNode;
}

/** The element with its children's markup from memory, rendered the first time it is asked for. */
export function Memoized<Tag extends keyof JSX.IntrinsicElements>({ owner, variant, as, attributes, render }: MemoizedProps<Tag>) {
  const page = usePage();
  const { i18n } = useLingui();
  let byKey = memory.get(owner);
  if (!byKey) memory.set(owner, (byKey = new Map()));
  const key = `${i18n.locale}\n${rewriteId(page.imageRewrite)}\n${variant}`;
  let kept = byKey.get(key);
  if (kept === undefined) {
    kept = takePreloads(
      renderToString(
        <I18nProvider i18n={i18n}>
          <PageContextProvider value={page}>{render()}</PageContextProvider>
        </I18nProvider>,
      ),
    );
    byKey.set(key, kept);
  }
  declarePreloads(kept.preloads);
  return createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: kept.html } });
}
