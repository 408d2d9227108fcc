import { describe, expect, it } from "vitest";
import { isHumanView } from "../../../worker/stats/human-view";

const PAGE = "https://vitrine.example/nl/te-koop/gent/appartement/5001/";
const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

const request = (headers: Record<string, string> = {}, method = "GET") => new Request(PAGE, { method, headers: { "User-Agent": BROWSER, ...headers } });

describe("which detail-page requests count as a view", () => {
  it("counts a browser's GET answered 200", () => {
    expect(isHumanView(request(), 200)).toBe(true);
  });

  it("does not count crawlers or link unfurlers", () => {
    expect(isHumanView(request({ "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }), 200)).toBe(false);
    expect(isHumanView(request({ "User-Agent": "facebookexternalhit/1.1" }), 200)).toBe(false);
  });

  it("does not count HEAD requests", () => {
    expect(isHumanView(request({}, "HEAD"), 200)).toBe(false);
  });

  it("does not count prefetches and prerenders", () => {
    expect(isHumanView(request({ "Sec-Purpose": "prefetch" }), 200)).toBe(false);
    expect(isHumanView(request({ "Sec-Purpose": "prefetch;prerender" }), 200)).toBe(false);
    expect(isHumanView(request({ Purpose: "prefetch" }), 200)).toBe(false);
    expect(isHumanView(request({ "X-Purpose": "preview" }), 200)).toBe(false);
    expect(isHumanView(request({ "X-Moz": "prefetch" }), 200)).toBe(false);
  });

  it("does not count redirects, missing pages or errors", () => {
    for (const status of [301, 404, 500]) expect(isHumanView(request(), status)).toBe(false);
  });
});
