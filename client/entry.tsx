import { I18nProvider } from "@lingui/react";
import { useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createI18n } from "./i18n/catalog";
import { isLang } from "./i18n/languages";
import { loadPageCatalog } from "./i18n/load-catalog";

// Each island is its own chunk: a page downloads only the islands it shows.
const islands = import.meta.glob<{ default: ComponentType<object> }>("./islands/*.tsx");

/** Marks an island as interactive once React has hydrated it (tests and styles can wait for it). */
function Hydrated({ marker, children }: { marker: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    marker.dataset.hydrated = "";
  }, [marker]);
  return children;
}

async function hydrateIslands(): Promise<void> {
  // An island inside another island's markup (the zone fields of a lead form) is rendered, live, by the outer one.
  const markers = [...document.querySelectorAll<HTMLElement>("[data-island]")].filter((marker) => !marker.parentElement?.closest("[data-island]"));
  const lang = document.documentElement.lang;
  if (markers.length === 0 || !isLang(lang)) return;
  const i18n = createI18n(
    lang,
    await loadPageCatalog(
      lang,
      markers.map((marker) => marker.dataset.island ?? ""),
    ),
  );
  await Promise.all(
    markers.map(async (marker) => {
      const load = islands[`./islands/${marker.dataset.island}.tsx`];
      if (!load) return;
      const { default: Component } = await load();
      const props = JSON.parse(marker.dataset.props ?? "{}") as object;
      hydrateRoot(
        marker,
        <I18nProvider i18n={i18n}>
          <Hydrated marker={marker}>
            <Component {...props} />
          </Hydrated>
        </I18nProvider>,
      );
    }),
  );
}

hydrateIslands().catch((error: unknown) => console.error("island hydration failed", error));
