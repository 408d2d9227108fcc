import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";

export interface RenderOptions {
  status: number;
  headers?: Record<string, string>;
}

/** What React's streaming renderer writes before a document whose root is <html>; renderToString does not. */
const DOCTYPE = "<!DOCTYPE html>";

/**
 * Renders a React document to one HTML string. Every page fetches its data before rendering and no
 * Suspense boundary waits on anything, so the whole document is the shell: a stream would send the
 * same bytes no sooner. And React's streaming renderer encodes each small piece of markup to bytes
 * on its own, which cost more than half of a page's CPU (tests/bench/README.md, "Where the time goes").
 * A component that throws rejects the promise, so the caller can answer with the 500 page instead.
 */
export async function renderDocument(element: ReactElement, options: RenderOptions): Promise<Response> {
  const html = DOCTYPE + renderToString(element);
  return new Response(html, {
    status: options.status,
    headers: { "Content-Type": "text/html; charset=utf-8", ...options.headers },
  });
}
