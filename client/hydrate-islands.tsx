import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { startTransition, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { hydrateNear } from "./components/hydrate-near";
import { whenIdle } from "./components/when-idle";
import { createI18n } from "./i18n/catalog";
import { isLang } from "./i18n/languages";
import { loadPageCatalog } from "./i18n/load-catalog";
import { hydrationMoment } from "./islands/hydration-moments";

type IslandModule = { default: ComponentType<object> };

// Each island is its own chunk: a page downloads only the islands it shows, each when it hydrates.
const islands = import.meta.glob<IslandModule>("./islands/*.tsx");

/** Marks an island as interactive once React has hydrated it (tests and styles can wait for it). */
function Hydrated({ marker, onHydrated, children }: { marker: HTMLElement; onHydrated: () => void; children: ReactNode }) {
  useEffect(() => {
    marker.dataset.hydrated = "";
    onHydrated();
  }, [marker, onHydrated]);
  return children;
}

/** Hydrates one island; resolves once React has. */
async function hydrate(marker: HTMLElement, load: () => Promise<IslandModule>, pageI18n: () => Promise<I18n>): Promise<void> {
  const [{ default: Component }, i18n] = await Promise.all([load(), pageI18n()]);
  const props = JSON.parse(marker.dataset.props ?? "{}") as object;
  // In a transition React hydrates in slices, yielding to the browser between them, instead of
  // in one task as long as the island is large; a click inside it still hydrates it at once.
  await new Promise<void>((resolve) =>
    startTransition(() => {
      hydrateRoot(
        marker,
        <I18nProvider i18n={i18n}>
          <Hydrated marker={marker} onHydrated={resolve}>
            <Component {...props} />
          </Hydrated>
        </I18nProvider>,
      );
    }),
  );
}

/** Hydrates each island of the page at its moment (client/islands/hydration-moments.ts). */
export function hydrateIslands(): void {
  // An island inside another island's markup (the zone fields of a lead form) is rendered, live, by the outer one.
  const markers = [...document.querySelectorAll<HTMLElement>("[data-island]")].filter((marker) => !marker.parentElement?.closest("[data-island]"));
  const lang = document.documentElement.lang;
  if (markers.length === 0 || !isLang(lang)) return;
  const names = markers.map((marker) => marker.dataset.island ?? "");
  // One catalogue for the page, loaded by whichever island hydrates first: it covers every island
  // the page shows (the owner messages too when an owner island is among them), whenever each
  // hydrates. Should it fail after its retries, the next island to hydrate asks again.
  let i18n: Promise<I18n> | undefined;
  const pageI18n = () =>
    (i18n ??= loadPageCatalog(lang, names).then(
      (messages) => createI18n(lang, messages),
      (error: unknown) => {
        i18n = undefined;
        throw error;
      },
    ));
  for (const [index, marker] of markers.entries()) {
    const name = names[index] ?? "";
    const load = islands[`./islands/${name}.tsx`];
    if (!load) continue;
    const start = () => hydrate(marker, load, pageI18n);
    const moment = hydrationMoment(name);
    // Each island's start (fetching its chunk, then hydrating) is a task of its own, so that
    // hydrating the page never holds the browser for long at a time.
    if (moment === "load") setTimeout(() => void start().catch(reportFailure));
    else if (moment === "idle") whenIdle(() => void start().catch(reportFailure));
    else hydrateNear(marker, start);
  }
}

function reportFailure(error: unknown): void {
  console.error("island hydration failed", error);
}
