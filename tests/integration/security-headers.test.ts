import { describe, expect, it } from "vitest";
import { get } from "./worker";

const pages = ["/nl/", "/fr/a-vendre/", "/en/services/", "/de/danke/kontaktanfrage/", "/nl/onze-diensten/", "/nl/bestaat-niet/", "/xx/"];

describe("security headers", () => {
  for (const path of pages) {
    it(`sets the strict headers on ${path}`, async () => {
      const response = await get(path);
      const csp = response.headers.get("Content-Security-Policy") ?? "";
      expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("Permissions-Policy")).toContain("camera=()");
      expect(response.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
      expect(response.headers.get("Cache-Control")).toMatch(/^(public, max-age=0, must-revalidate|no-store)$/);
    });
  }

  it("uses a fresh nonce per response, on every inline script", async () => {
    const first = await get("/nl/");
    const second = await get("/nl/");
    const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
    const nonce = nonceOf(first);
    expect(nonce).toBeDefined();
    expect(nonce).not.toBe(nonceOf(second));
    const html = await first.text();
    // Data blocks (island props, JSON-LD) are never executed, so CSP does not apply to them.
    const scripts = [...html.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("sets the headers on redirects too", async () => {
    const response = await get("/", { "Accept-Language": "nl" });
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
    expect(response.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
  });

  it("sets the baseline on the APIs and search-engine files", async () => {
    for (const path of ["/api/map/nl/sale.json", "/api/search/nl.json", "/robots.txt", "/sitemap.xml"]) {
      const response = await get(path);
      expect(response.headers.get("Cross-Origin-Resource-Policy"), path).toBe("same-origin");
      expect(response.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(response.headers.get("Cache-Control"), path).not.toBeNull();
    }
  });
  it("lets the map view start maplibre's worker from our own files only, and allows no tile host by default", async () => {
    const csp = (await get("/nl/te-koop/?view=map")).headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("worker-src 'self'");
    expect(csp).not.toContain("blob:");
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
  });
});
