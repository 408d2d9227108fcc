import { exports } from "cloudflare:workers";

export const ORIGIN = "http://localhost:8787";

/** Sends a request through the worker's own fetch handler, inside workerd, without following redirects. */
export function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return exports.default.fetch(new Request(new URL(path, ORIGIN), { headers, redirect: "manual" }));
}

/** The attribute values of every tag matching a simple pattern, e.g. links(html, "alternate"). */
export function alternateLinks(html: string): Map<string, string> {
  const links = new Map<string, string>();
  for (const match of html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)) links.set(match[1]!, match[2]!);
  return links;
}

export function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
}

export function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

/** Text as the rendered HTML escapes it (React: & ' " <), to find a message in a page. */
export const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** HTML text back to plain text (the entities React writes). */
export const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
