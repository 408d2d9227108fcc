import { I18nProvider, useLingui } from "@lingui/react";
import { createElement, type JSX, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { PageContextProvider, usePage } from "./context";
import { LruMap } from "../memory/lru-map";
import { keptMarkup, type KeptMarkup } from "./hoisted-preloads";

/**
 * Isolate-lifetime memory of server-rendered markup that is a function of one object that lives as
 * long as what the markup shows (a snapshot's property summary, a content version's site settings),
 * of the page's language, image CDN setting and link addresses (the page context's `links`: the
 * content version's slugs and the agency's pages), and of a variant the caller names: a property's card is rendered once and copied
 * into the home page, every list and every "similar properties" it appears in; the top bar and the
 * footer's columns once per content version and language. A new snapshot or content version brings
 * new objects, hence new keys; the least recently used markup is dropped beyond MEMOIZED_CHARS.
 */
export const MEMOIZED_CHARS = 3_000_000;

const memory = new LruMap<string, KeptMarkup>({ maxWeight: MEMOIZED_CHARS, weigh: (key, kept) => key.length + kept.html.length });

/** Numbers the objects a key names (owners, CDN settings, slug tables), without keeping them alive. */
const ids = new WeakMap<object, number>();
let nextId = 1;
function idOf(value: object | undefined): number {
  if (value === undefined) return 0;
  let id = ids.get(value);
  if (id === undefined) ids.set(value, (id = nextId++));
  return id;
}

interface MemoizedProps<Tag extends keyof JSX.IntrinsicElements> {
  /** What the markup shows; a new one is new markup. */
  owner: object;
  /** Everything else the markup depends on besides the language, the image CDN and link addresses (props, heading level). */
  variant: string;
  /** The outer element, rendered on each use (its attributes may differ per page); `render` gives its children. */
  as: Tag;
  attributes: Omit<JSX.IntrinsicElements[Tag], "children" | "dangerouslySetInnerHTML">;
  /** The children, read only from the owner, the variant, the catalogue, the page's image CDN setting and links. */
  render: () => ReactNode;
}

/** The element with its children's markup from memory, rendered the first time it is asked for. */
export function Memoized<Tag extends keyof JSX.IntrinsicElements>({ owner, variant, as, attributes, render }: MemoizedProps<Tag>) {
  const page = usePage();
  const { i18n } = useLingui();
  const { slugs, freePages } = page.links;
  const key = `${idOf(owner)}\n${i18n.locale}\n${idOf(page.imageRewrite)}\n${idOf(slugs)}.${idOf(freePages)}\n${variant}`;
  const html = keptMarkup(memory, key, () =>
    renderToString(
      <I18nProvider i18n={i18n}>
        <PageContextProvider value={page}>{render()}</PageContextProvider>
      </I18nProvider>,
    ),
  );
  return createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: html } });
}

/** How much the memory holds now (tests of its bounds). */
export function memoizedStored(): { entries: number; chars: number } {
  return { entries: memory.size, chars: memory.weight };
}
