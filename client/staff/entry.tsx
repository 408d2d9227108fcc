import { useEffect, type ComponentType, type ReactNode } from "react";
import { createRoot } from "react-dom/client";

/**
 * The staff area's script (issue 17). Staff pages work without it: each island stands in for a
 * server-rendered form part ([data-staff-island]) with a richer one posting the same fields. Staff
 * islands get their words as props, translated by the worker, so the public catalogues never carry
 * them, and public pages never load this entry.
 */
const islands = import.meta.glob<{ default: ComponentType<object> }>("./islands/*.tsx");

/** Marks an island as live once it has rendered (tests and styles can wait for it). */
function Mounted({ marker, children }: { marker: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    marker.dataset.mounted = "";
  }, [marker]);
  return children;
}

async function mountIslands(): Promise<void> {
  await Promise.all(
    [...document.querySelectorAll<HTMLElement>("[data-staff-island]")].map(async (marker) => {
      const load = islands[`./islands/${marker.dataset.staffIsland}.tsx`];
      if (!load) return;
      const { default: Component } = await load();
      const props = JSON.parse(marker.dataset.props ?? "{}") as Record<string, unknown>;
      // An island standing in for a text area starts from what was typed in it while the script loaded.
      const typed = marker.querySelector("textarea")?.value;
      if (typed !== undefined && typeof props.text === "string") props.text = typed;
      // Not hydrated: the island replaces the no-script markup with its own.
      createRoot(marker).render(
        <Mounted marker={marker}>
          <Component {...props} />
        </Mounted>,
      );
    }),
  );
}

mountIslands().catch((error: unknown) => console.error("staff islands failed", error));
