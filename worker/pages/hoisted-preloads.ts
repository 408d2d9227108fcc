import { preload, type PreloadOptions } from "react-dom";
import type { LruMap } from "../memory/lru-map";

/**
 * React preloads the images a page shows eagerly with `<link rel="preload" as="image">` in the
 * document's head. Markup rendered on its own and kept (islands, memoized parts) gets those links at
 * its start instead, as it has no head. These take them off the kept markup and declare them again
 * where the markup is used, so the page's head preloads the same images as when it is rendered whole.
 */
export interface ImagePreload {
  href: string;
  options: PreloadOptions;
}

const LEADING_PRELOAD = /^<link rel="preload"((?: [A-Za-z]+="[^"]*")*)\/>/;
const ATTRIBUTE = / ([A-Za-z]+)="([^"]*)"/g;

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };
const unescape = (value: string) => value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);

/** The markup without its leading image preloads, and those preloads. */
export function takePreloads(html: string): { html: string; preloads: ImagePreload[] } {
  const preloads: ImagePreload[] = [];
  let rest = html;
  for (let match = LEADING_PRELOAD.exec(rest); match; match = LEADING_PRELOAD.exec(rest)) {
    const attributes = Object.fromEntries([...(match[1] ?? "").matchAll(ATTRIBUTE)].map(([, name, value]) => [name, unescape(value ?? "")]));
    if (attributes.as !== "image") break;
    const srcSet = attributes.imageSrcSet;
    const options: PreloadOptions = {
      as: "image",
      ...(attributes.fetchPriority ? { fetchPriority: attributes.fetchPriority as PreloadOptions["fetchPriority"] } : {}),
      ...(srcSet ? { imageSrcSet: srcSet } : {}),
      ...(attributes.imageSizes ? { imageSizes: attributes.imageSizes } : {}),
    };
    // With a srcset React writes no href; preload() still wants one (it does not write it either).
    const href = attributes.href ?? srcSet?.trim().split(/\s+/)[0] ?? "";
    if (!href) break;
    preloads.push({ href, options });
    rest = rest.slice(match[0].length);
  }
  return { html: rest, preloads };
}

/** Declares the preloads during the page's render (React hoists them into its head, once each). */
export function declarePreloads(preloads: readonly ImagePreload[]): void {
  for (const { href, options } of preloads) preload(href, options);
}

/** Markup without the image preloads React put at its start. */
export type KeptMarkup = ReturnType<typeof takePreloads>;

/**
 * The markup kept under `key` in `memory`, rendered on its own by `render` the first time; its image
 * preloads are declared for this page's head on every use.
 */
export function keptMarkup(memory: LruMap<string, KeptMarkup>, key: string, render: () => string): string {
  let kept = memory.get(key);
  if (kept === undefined) memory.set(key, (kept = takePreloads(render())));
  declarePreloads(kept.preloads);
  return kept.html;
}
