import { describe, expect, it } from "vitest";
import { fallbackCacheControl, PAGE_CACHE_CONTROL, staleSnapshot } from "../../../worker/middleware/cache";

const html = (status: number, headers: Record<string, string> = {}) =>
  new Response(status === 304 || status < 200 || (status >= 300 && status < 400) ? null : "<!doctype html>", {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", ...headers },
  });

describe("the Cache-Control of a response that chose none", () => {
  it("lets browsers keep a shareable page if they revalidate it", () => {
    expect(fallbackCacheControl(html(200), true)).toBe(PAGE_CACHE_CONTROL);
    expect(fallbackCacheControl(html(200, { Vary: "Accept-Encoding" }), true)).toBe(PAGE_CACHE_CONTROL);
  });

  it("stores nothing for a signed-in visitor, a preview or a page that sets a cookie or varies per visitor", () => {
    expect(fallbackCacheControl(html(200), false)).toBe("no-store");
    expect(fallbackCacheControl(html(200, { "Set-Cookie": "a=b" }), true)).toBe("no-store");
    expect(fallbackCacheControl(html(200, { Vary: "Cookie" }), true)).toBe("no-store");
  });

  it("stores no error, missing page or other content", () => {
    for (const status of [400, 404, 405, 410, 422, 429, 500, 502, 503]) expect(fallbackCacheControl(html(status), true), String(status)).toBe("no-store");
    expect(fallbackCacheControl(new Response("{}", { headers: { "Content-Type": "application/json" } }), true)).toBe("no-store");
  });

  it("has a redirect of a shareable page asked again each time, a private one not stored", () => {
    for (const status of [301, 302, 303, 307, 308]) {
      expect(fallbackCacheControl(html(status, { Location: "/nl/" }), true), String(status)).toBe("no-cache");
      expect(fallbackCacheControl(html(status, { Location: "/nl/" }), false), String(status)).toBe("no-store");
    }
  });
});

describe("the snapshot a failed page may fall back to", () => {
  const pointer = { version: 12, previous: 11, publishedAt: "2026-11-24T10:00:00Z" };

  it("is the pointer's previous version when rendering failed (5xx)", () => {
    for (const status of [500, 502, 503, 504]) expect(staleSnapshot(status, 12, pointer), String(status)).toBe(11);
  });

  it("is none for an answer that did not fail", () => {
    for (const status of [200, 301, 304, 404, 429]) expect(staleSnapshot(status, 12, pointer), String(status)).toBeUndefined();
  });

  it("is none without a previous version, without a pointer, or when the pointer moved during the request", () => {
    expect(staleSnapshot(500, 12, { ...pointer, previous: null })).toBeUndefined();
    expect(staleSnapshot(500, 12, { ...pointer, previous: 12 })).toBeUndefined();
    expect(staleSnapshot(500, 0, null)).toBeUndefined();
    expect(staleSnapshot(500, 11, pointer)).toBeUndefined();
  });
});
