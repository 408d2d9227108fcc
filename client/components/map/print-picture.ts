/**
 * A still picture of a detail map for printing: a WebGL canvas may print blank, and the pin is an
 * HTML element on top of it, so MapFrame holds a plain canvas that shows only in print
 * (client/styles/site.css), into which the map's pixels are copied with the pin drawn in. It is drawn
 * only when the page is about to print, never while the visitor looks at the map: a copy of the
 * whole map on every frame it settles would cost time and memory for a page that is rarely printed.
 */
import type { Map as MapLibre } from "maplibre-gl";

/** The pin's colours in the picture (the site's button colour is a CSS variable; print wants contrast). */
const PIN_FILL = "#0b5d63";
const PIN_RING = "#ffffff";
/** The pin's radius and ring width in CSS pixels. */
const PIN_RADIUS_PX = 9;
const PIN_RING_PX = 3;

/**
 * Copies the map as it was last drawn into `target`, with a pin at `pin` (a property's place).
 * False when there is nothing to copy. It reads the map's drawing buffer (kept with
 * preserveDrawingBuffer) and its own size, not the page's layout: in print the map's box is hidden.
 */
export function drawPrintPicture(map: MapLibre, target: HTMLCanvasElement, pin: { lng: number; lat: number } | null): boolean {
  const source = map.getCanvas();
  // maplibre sizes its canvas in CSS pixels through its style; the buffer is that times the pixel ratio.
  const cssWidth = Number.parseFloat(source.style.width);
  if (source.width === 0 || source.height === 0 || !(cssWidth > 0)) return false;
  const context = target.getContext("2d");
  if (!context) return false;
  target.width = source.width;
  target.height = source.height;
  context.drawImage(source, 0, 0);
  if (pin) {
    const scale = source.width / cssWidth;
    const { x, y } = map.project([pin.lng, pin.lat]);
    context.beginPath();
    context.arc(x * scale, y * scale, PIN_RADIUS_PX * scale, 0, 2 * Math.PI);
    context.fillStyle = PIN_FILL;
    context.fill();
    context.lineWidth = PIN_RING_PX * scale;
    context.strokeStyle = PIN_RING;
    context.stroke();
  }
  return true;
}

/**
 * Draws the print picture into `target` whenever the page is about to print: on `beforeprint` (the
 * browser's print command) and when the print media query starts to match (print previews and print
 * emulation, which send no `beforeprint`). A map that has not settled once has nothing to show, and
 * its picture stays undrawn, so it does not print. Returns what stops listening.
 */
export function drawWhenPrinting(map: MapLibre, target: HTMLCanvasElement, pin: { lng: number; lat: number } | null): () => void {
  let settled = false;
  const onIdle = () => (settled = true);
  map.once("idle", onIdle);
  const draw = () => {
    // The attribute lets the picture print (site.css); until then it is an empty box that does not.
    if (settled && drawPrintPicture(map, target, pin)) target.dataset["drawn"] = "";
  };
  const print = window.matchMedia("print");
  const onChange = (event: MediaQueryListEvent) => {
    if (event.matches) draw();
  };
  window.addEventListener("beforeprint", draw);
  print.addEventListener("change", onChange);
  return () => {
    map.off("idle", onIdle);
    window.removeEventListener("beforeprint", draw);
    print.removeEventListener("change", onChange);
  };
}
