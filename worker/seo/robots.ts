import { LANGUAGES } from "../../client/i18n/languages";
import type { SiteConfig } from "../content/schema";
import { PRIVATE_PATH_PREFIXES } from "./indexing";

/**
 * robots.txt from the site configuration (SPEC 3 settings.robots and settings.robotsTxt).
 * Preview pages (/{lang}/preview/...) and the API and developer paths are never crawled; a site
 * whose robots setting says "noindex" (a staging copy) is closed entirely. The Sitemap line is
 * absolute on SITE_ORIGIN.
 */
export function robotsTxt(settings: SiteConfig["settings"], origin: string): string {
  const closed = /\bnoindex\b/i.test(settings.robots);
  const disallow = closed ? ["/"] : [...LANGUAGES.map((lang) => `/${lang}/preview/`), ...PRIVATE_PATH_PREFIXES, ...(settings.robotsTxt?.disallow ?? [])];
  const groups = [["User-agent: *", ...[...new Set(disallow)].map((path) => `Disallow: ${path}`)]];
  for (const agent of settings.robotsTxt?.blockedAgents ?? []) groups.push([`User-agent: ${agent}`, "Disallow: /"]);
  const sitemap = `Sitemap: ${new URL("/sitemap.xml", origin).toString()}`;
  return `${[...groups.map((lines) => lines.join("\n")), sitemap].join("\n\n")}\n`;
}
