import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CODE_SLUGS } from "../../client/i18n/routes";
import { createSite } from "../../worker/app";
import { BUILD_CONTENT, type PublishedContent } from "../../worker/content/published";
import type { Content } from "../../worker/content/schema";
import { ORIGIN } from "./worker";

/** The seed's content with its privacy statement moved to another English address (a publish that renames a page). */
function renamedPrivacy(version: number): PublishedContent {
  const content: Content = {
    ...BUILD_CONTENT.content,
    pages: BUILD_CONTENT.content.pages.map((page) =>
      page.route === "privacy" ? { ...page, params: { ...page.params, path: { ...CODE_SLUGS.privacy, ...page.params.path, en: "privacy-notice" } } } : page,
    ),
  };
  return { version, content };
}

describe("the request scope: each request renders from the content version it was given", () => {
  it("keeps two requests in flight at once on their own versions: each page links its own version's addresses", async () => {
    const before = BUILD_CONTENT;
    const after = renamedPrivacy(987_654);
    // Both versions keep home at /en/: one router serves them, as a publish that renames another page does.
    const versions = new WeakMap<Request, PublishedContent>();
    const site = createSite((request) => versions.get(request));
    const requests = Array.from({ length: 6 }, (_, index) => {
      const request = new Request(`${ORIGIN}/en/`);
      versions.set(request, index % 2 === 0 ? before : after);
      return request;
    });
    // Started together: their renders interleave at every await, so a "current" value set by the later one would leak into the earlier.
    const ctx = createExecutionContext();
    const responses = await Promise.all(requests.map((request) => site.fetch(request, { ...env, EDGE_CACHE: "off" }, ctx)));
    const bodies = await Promise.all(responses.map((response) => response.text()));
    await waitOnExecutionContext(ctx);
    bodies.forEach((html, index) => {
      expect(responses[index]!.status).toBe(200);
      const [own, other] = index % 2 === 0 ? ["/en/privacy-statement/", "/en/privacy-notice/"] : ["/en/privacy-notice/", "/en/privacy-statement/"];
      expect(html).toContain(`href="${own}"`);
      expect(html).not.toContain(`href="${other}"`);
    });
  });
});
