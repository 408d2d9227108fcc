import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../../worker/render/csp";

const base = { nonce: "abc123", tags: {}, frameAncestors: ["'none'"], secure: true };

describe("content security policy", () => {
  it("is nonce-based and closes the usual holes", () => {
    const csp = contentSecurityPolicy(base);
    expect(csp).toContain("script-src 'nonce-abc123' 'strict-dynamic' 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
  });

  it("allows no third-party host when no tag is configured", () => {
    expect(contentSecurityPolicy(base)).not.toMatch(/googletagmanager|facebook|google-analytics/);
  });

  it("allows only the hosts of the configured tags", () => {
    const analytics = contentSecurityPolicy({ ...base, tags: { googleAnalyticsId: "G-1" } });
    expect(analytics).toContain("https://www.googletagmanager.com");
    expect(analytics).not.toContain("facebook");
    const pixel = contentSecurityPolicy({ ...base, tags: { facebookPixelId: "42" } });
    expect(pixel).toContain("https://connect.facebook.net");
    expect(pixel).not.toContain("googletagmanager");
  });

  it("upgrades insecure requests only when served over https", () => {
    expect(contentSecurityPolicy(base)).toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ ...base, secure: false })).not.toContain("upgrade-insecure-requests");
  });

  it("frames exactly the privacy-enhanced YouTube player and the Vimeo player", () => {
    const frameSrc = /(?:^|; )frame-src ([^;]*)/.exec(contentSecurityPolicy(base))?.[1];
    expect(frameSrc?.split(" ").sort()).toEqual(["https://player.vimeo.com", "https://www.youtube-nocookie.com"]);
  });

  it("allows YouTube stills as images but never YouTube's cookie-setting hosts", () => {
    const csp = contentSecurityPolicy(base);
    const imgSrc = /(?:^|; )img-src ([^;]*)/.exec(csp)?.[1]?.split(" ");
    expect(imgSrc).toContain("https://i.ytimg.com");
    expect(csp).not.toMatch(/https:\/\/(?:www\.)?youtube\.com/);
  });

  it("uses the configured frame ancestors", () => {
    expect(contentSecurityPolicy({ ...base, frameAncestors: ["'self'", "https://partner.example"] })).toContain(
      "frame-ancestors 'self' https://partner.example",
    );
  });

  it("allows workers only from our own origin (maplibre's worker is a static file, not a blob:)", () => {
    const csp = contentSecurityPolicy(base);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).not.toContain("blob:");
  });

  it("allows the map tile style's origin for fetches and images only when one is configured", () => {
    const plain = contentSecurityPolicy(base);
    expect(plain).not.toContain("tiles.example.com");
    const tiled = contentSecurityPolicy({ ...base, mapOrigin: "https://tiles.example.com" });
    expect(tiled).toMatch(/connect-src [^;]*https:\/\/tiles\.example\.com/);
    expect(tiled).toMatch(/img-src [^;]*https:\/\/tiles\.example\.com/);
    expect(tiled).not.toMatch(/script-src [^;]*tiles\.example\.com/);
  });
});
