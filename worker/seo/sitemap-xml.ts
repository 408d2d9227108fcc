/** Sitemap XML (sitemaps.org 0.9 with xhtml:link alternates), built as text with every value escaped. */

/** One sitemap may list at most this many addresses (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** Absolute address of the page. */
  loc: string;
  /** ISO date-time of the last change, when known. */
  lastmod?: string | undefined;
  /** hreflang → absolute address of the same page (x-default included). */
  alternates: ReadonlyArray<{ hreflang: string; href: string }>;
}

const XML_ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Escapes text for an XML element or attribute, and drops characters XML 1.0 does not allow. */
export function escapeXml(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what XML 1.0 forbids
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "").replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** The sitemap index: one <sitemap> per child sitemap address. */
export function sitemapIndexXml(sitemaps: ReadonlyArray<{ loc: string; lastmod?: string | undefined }>): string {
  const items = sitemaps.map(
    (sitemap) => `<sitemap><loc>${escapeXml(sitemap.loc)}</loc>${sitemap.lastmod ? `<lastmod>${escapeXml(sitemap.lastmod)}</lastmod>` : ""}</sitemap>`,
  );
  return `${XML_DECLARATION}\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** A urlset of at most SITEMAP_MAX_URLS entries (the caller splits larger sets), each with its alternates. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  if (entries.length > SITEMAP_MAX_URLS) throw new RangeError(`a sitemap holds at most ${SITEMAP_MAX_URLS} addresses, got ${entries.length}`);
  const items = entries.map((entry) => {
    const links = entry.alternates.map((link) => `<xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`);
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : "";
    return `<url><loc>${escapeXml(entry.loc)}</loc>${lastmod}${links.join("")}</url>`;
  });
  return `${XML_DECLARATION}\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${items.join("\n")}\n</urlset>\n`;
}
