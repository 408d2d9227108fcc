import { useEffect, useRef, useState } from "react";
// Types only: the module itself is fetched when the map opens (loadDrawMap).
import type * as DrawMapExports from "../components/map/area-draw-map";
import { AREA_BOUNDS, decodeArea, encodeArea, type LngLat } from "../domain/area";
import { parseMapPayload } from "../domain/map";
import { useT, type Translate } from "../i18n/catalog";

export interface AreaDrawProps {
  /**
   * "form": a search alert's field (the hidden `area` input); "list": a for-sale or for-rent map
   * view, where a finished area opens the same list filtered by it.
   */
  mode: "form" | "list";
  /** Form mode: the form's id prefix (the field is `{idPrefix}-area`). */
  idPrefix?: string | undefined;
  /** The area drawn so far, as `?area=` text (client/domain/area.ts), or "". */
  area: string;
  /** The configured tile style (MAP_STYLE_URL), or null. */
  styleUrl: string | null;
  /** Our own style (worker/routes/map-style.ts). */
  baseStyleUrl: string;
  /** List mode: the list's address in the map view without an area; the drawn one is added to it. */
  listUrl?: string | undefined;
  /** List mode: the list's markers without an area (worker/routes/map-api.ts), shown as dots to draw around. */
  markersUrl?: string | undefined;
}

type DrawMap = { destroy(): void };
type DrawMapModule = typeof DrawMapExports;

/**
 * The drawing map's module (maplibre-gl and terra-draw), fetched when the map opens. Through
 * import.meta.glob, which only Vite reads: the worker renders this island too, and its bundler would
 * otherwise pull both libraries into the worker for a function the server never calls.
 */
function loadDrawMap(): Promise<DrawMapModule> {
  const modules = import.meta.glob<DrawMapModule>("../components/map/area-draw-map.ts");
  const load = modules["../components/map/area-draw-map.ts"];
  if (!load) return Promise.reject(new Error("the drawing map is not in the bundle"));
  return load();
}

function mapLocale(t: Translate): Record<string, string> {
  return {
    "Map.Title": t("area.mapLabel"),
    "NavigationControl.ZoomIn": t("map.ui.zoomIn"),
    "NavigationControl.ZoomOut": t("map.ui.zoomOut"),
  };
}

async function loadPoints(markersUrl: string | undefined): Promise<LngLat[]> {
  if (!markersUrl) return [];
  try {
    const response = await fetch(markersUrl, { headers: { Accept: "application/json" } });
    const payload = response.ok ? parseMapPayload(await response.json()) : null;
    return payload?.markers.map((marker) => [marker.lng, marker.lat] as const) ?? [];
  } catch (error) {
    console.warn("markers unavailable", error);
    return [];
  }
}

/** A corner drawn past the site's bounds (into the sea, far into France) is moved onto them: nothing is sold there anyway. */
function withinBounds([lng, lat]: LngLat): LngLat {
  return [Math.min(AREA_BOUNDS.east, Math.max(AREA_BOUNDS.west, lng)), Math.min(AREA_BOUNDS.north, Math.max(AREA_BOUNDS.south, lat))];
}

/** The list address with the area added (page 1: a new area is a new list). */
export function withArea(listUrl: string, area: string): string {
  const url = new URL(listUrl, "http://list.invalid");
  url.searchParams.delete("page");
  url.searchParams.set("area", area);
  return `${url.pathname}${url.search.replace(/%2C/gi, ",")}`;
}

/**
 * Drawing a search area on a map: a button opens a map (maplibre-gl and terra-draw, both fetched
 * only then) in polygon mode; a finished polygon becomes the form's `area` field, or opens the list
 * filtered by it. Drawing needs a pointer: the button says that keyboard users choose municipalities
 * (form) or use the filters (list) instead. Without script nothing shows but the field the server wrote.
 */
export default function AreaDraw(props: AreaDrawProps) {
  const t = useT();
  const [hydrated, setHydrated] = useState(false);
  const [area, setArea] = useState(props.area);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState("");
  const canvas = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const panelId = `${props.idPrefix ?? "list"}-area-panel`;
  const hintId = `${panelId}-hint`;
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    const container = canvas.current;
    if (!open || !container) return;
    let disposed = false;
    let map: DrawMap | undefined;
    setStatus(t("area.loading"));
    Promise.all([loadDrawMap(), loadPoints(props.markersUrl)])
      .then(async ([module, points]) => {
        if (disposed) return;
        const drawn = await module.showAreaDrawMap(container, {
          styleUrls: [props.styleUrl, props.baseStyleUrl].filter((url): url is string => Boolean(url)),
          ring: decodeArea(area) ?? null,
          points,
          locale: mapLocale(t),
          onFinish: (ring) => finish(encodeArea(ring.map(withinBounds))),
        });
        if (disposed) drawn.destroy();
        else {
          map = drawn;
          setStatus(t("area.instructions"));
        }
      })
      .catch((error: unknown) => {
        console.error("area map failed", error);
        if (!disposed) setStatus(t("map.unavailable"));
      });
    return () => {
      disposed = true;
      map?.destroy();
    };
    // The map is set up once per opening; `area` is read as it was then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  function finish(drawn: string) {
    if (!decodeArea(drawn)) {
      setStatus(t("area.invalid"));
      return;
    }
    if (props.mode === "list" && props.listUrl) {
      setStatus(t("area.opening"));
      window.location.assign(withArea(props.listUrl, drawn));
      return;
    }
    setArea(drawn);
    setOpen(false);
    setStatus(t("area.drawn"));
    opener.current?.focus();
  }

  function remove() {
    setArea("");
    setStatus(t("area.removed"));
    opener.current?.focus();
  }

  return (
    <div className={`area-draw area-draw-${props.mode}`}>
      {props.mode === "form" && <input type="hidden" name="area" id={`${props.idPrefix ?? "form"}-area`} value={area} />}
      {!hydrated && props.mode === "form" && area && <p className="area-draw-state">{t("area.drawn")}</p>}
      {hydrated && (
        <>
          <div className="area-draw-actions">
            <button
              ref={opener}
              type="button"
              className="button"
              aria-expanded={open}
              aria-controls={panelId}
              aria-describedby={hintId}
              onClick={() => setOpen(!open)}
            >
              {t(area ? "area.redraw" : "area.draw")}
            </button>
            {props.mode === "form" && area && (
              <>
                <span className="area-draw-state">{t("area.drawn")}</span>
                <button type="button" className="button" onClick={remove}>
                  {t("area.remove")}
                </button>
              </>
            )}
          </div>
          <p className="field-hint" id={hintId}>
            {t(props.mode === "form" ? "area.keyboardHint" : "area.keyboardHintList")}
          </p>
          <div id={panelId} className="area-draw-panel" hidden={!open}>
            {open && (
              <>
                <p className="area-draw-instructions">{t("area.instructions")}</p>
                <div ref={canvas} className="area-draw-canvas" />
                <button type="button" className="button" onClick={() => setOpen(false)}>
                  {t("area.cancel")}
                </button>
              </>
            )}
          </div>
          <p className="sr-only" role="status">
            {status}
          </p>
        </>
      )}
    </div>
  );
}
