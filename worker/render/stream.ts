import type { ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server";

export interface RenderOptions {
  status: number;
  nonce: string;
  /** Waits for the complete document before the first byte (crawlers, cache fill). */
  complete: boolean;
  headers?: Record<string, string>;
}

/**
 * Streams a React document. A failure before the shell is ready rejects, so the caller can answer
 * with the 500 page instead of half a page; later errors are logged and React recovers on the client.
 */
export async function renderDocument(element: ReactElement, options: RenderOptions): Promise<Response> {
  const stream = await renderToReadableStream(element, {
    nonce: options.nonce,
    onError(error) {
      console.error("render error", error);
    },
  });
  if (options.complete) await stream.allReady;
  return new Response(stream, {
    status: options.status,
    headers: { "Content-Type": "text/html; charset=utf-8", ...options.headers },
  });
}
