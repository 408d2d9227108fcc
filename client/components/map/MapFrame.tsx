import type { Ref } from "react";
import { useT } from "../../i18n/catalog";

export type MapVariant = "list" | "detail";

/**
 * The markup of a listing map, the same on the server and at the island's first render: a box the
 * map is drawn into and a status line. Without JavaScript a list's box says the list below it shows
 * the same properties (the map's own CSS comes with the island, so the note is all such a visitor sees).
 * A detail map also has its print picture (`printRef`): a canvas the map is copied into when the page
 * prints (print-picture.ts), shown in print in place of the live map, which never prints
 * (client/styles/site.css). Until it is drawn it prints nothing either, so a page printed before its
 * map was drawn, or without JavaScript, shows no empty box.
 */
export function MapFrame({
  variant,
  canvasRef,
  printRef,
  status,
  busy,
}: {
  variant: MapVariant;
  canvasRef?: Ref<HTMLDivElement>;
  printRef?: Ref<HTMLCanvasElement>;
  status: string;
  busy: boolean;
}) {
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
      {variant === "detail" && <canvas ref={printRef} className="listing-map-print" role="img" aria-label={t("map.detailLabel")} />}
      <p className="listing-map-status" role="status">
        {status}
      </p>
    </div>
  );
}
