import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { renderToString } from "react-dom/server";
import type { IslandHtml } from "../../client/components/island-html";
import { STAMP_IN_PAGE } from "../leads/form-stamp";
import { LruMap } from "../memory/lru-map";
import { keptMarkup, type KeptMarkup } from "../pages/hoisted-preloads";

/**
 * Isolate-lifetime memory of islands' inner HTML. An island's HTML is a function of its language and
 * its props' JSON and of nothing else: that is what lets the browser hydrate it from the JSON alone.
 * So the worker renders each island once, from that JSON as the browser will, and reuses the HTML
 * while the same island with the same props appears again: the header of a page, the consent dialog
 * and the pop-up of every page, a property's gallery and forms. Nothing goes stale: changed content
 * or listings make other props, hence another key.
 */
/** Bounds of the memory, in entries and in characters of keys and HTML (about 2 bytes each). */
export const ISLAND_HTML_LIMITS = { entries: 500, chars: 4_000_000 };

const memory = new LruMap<string, KeptMarkup>({
  maxEntries: ISLAND_HTML_LIMITS.entries,
  maxWeight: ISLAND_HTML_LIMITS.chars,
  weigh: (key, kept) => key.length + kept.html.length,
});

/**
 * The render stamp (worker/leads/form-stamp.ts) is the one value of a page that changes with every
 * request. The remembered HTML holds this stand-in of the same shape where the request's stamp goes.
 */
const STAMP_STAND_IN = `${"0".repeat(13)}.${"0".repeat(64)}`;

/** The islands of one page, in the language of `i18n` (the request's catalogue: its locale is the language, no second copy of it). */
export function islandHtmlOf(i18n: I18n): IslandHtml {
  return (name, Component, json) => {
    const stamps = new Set(json.match(STAMP_IN_PAGE));
    // Two different stamps in one island's props never happen (one per request); render it in place.
    if (stamps.size > 1) return undefined;
    const [stamp] = stamps;
    const general = stamp ? json.replaceAll(stamp, STAMP_STAND_IN) : json;
    const key = `${i18n.locale}\n${name}\n${general}`;
    const html = keptMarkup(memory, key, () =>
      renderToString(
        <I18nProvider i18n={i18n}>
          <Component {...(JSON.parse(general) as object)} />
        </I18nProvider>,
      ),
    );
    return stamp ? html.replaceAll(STAMP_STAND_IN, stamp) : html;
  };
}

/** How much the memory holds now (tests of its bounds). */
export function islandHtmlStored(): { entries: number; chars: number } {
  return { entries: memory.size, chars: memory.weight };
}
