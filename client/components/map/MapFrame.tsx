import type { Ref } from "react";
import { useT } from "../../i18n/catalog";

export type MapVariant = "list" | "detail";

/**
 * The markup of a listing map, the same on the server and at the island's first render: a box the
 * map is drawn into and a status line. Without JavaScript a list's box says the list below it shows
 * the same properties (the map's own CSS comes with the island, so the note is all such a visitor sees).
 */
export function MapFrame({ variant, canvasRef, status, busy }: { variant: MapVariant; canvasRef?: Ref<HTMLDivElement>; status: string; busy: boolean }) {
  const t = useT();
  return (
    <div className={`listing-map listing-map-${variant}`}>
      <div ref={canvasRef} className="listing-map-canvas" aria-busy={busy}>
        {variant === "list" && (
          <noscript>
            <p className="listing-map-note">{t("map.needsScript")}</p>
          </noscript>
        )}
      </div>
      <p className="listing-map-status" role="status">
        {status}
      </p>
    </div>
  );
}
