import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { alternateLinks, canonicalOf, get, ORIGIN } from "./worker";

/** The worker with other variables, as another deployment would set them. */
async function fetchWith(vars: Record<string, string>, path: string, init: RequestInit = {}): Promise<Response> {
  return createApp().fetch(new Request(new URL(path, ORIGIN), { redirect: "manual", ...init }), { ...env, ...vars }, createExecutionContext());
}

/** The href of every language-switcher link (`<a ... hrefLang=...>`) of a page. */
function switcherLinks(html: string): string[] {
  return [...html.matchAll(/<a href="([^"]+)" hrefLang="[a-z]{2}"/g)].map((match) => match[1]!);
}

describe("mixed-case addresses", () => {
  it.each([
    ["/nl/Over-Ons/", "/nl/over-ons/"],
    ["/fr/A-Vendre/?city=Gent", "/fr/a-vendre/?city=Gent"],
    ["/de/ZU-VERKAUFEN/?type=2&sort=price-asc", "/de/zu-verkaufen/?type=2&sort=price-asc"],
    ["/nl/Preview/Over-Ons/", "/nl/preview/over-ons/"],
  ])("sends %s to the lower-case path with the query kept", async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(location);
  });

  it("reaches the canonical address in one hop when the trailing slash is missing too", async () => {
    const response = await get("/nl/Over-Ons?x=1");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/nl/over-ons/?x=1");
  });

  it("redirects a HEAD request too", async () => {
    const response = await fetchWith({}, "/nl/Over-Ons/", { method: "HEAD" });
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/nl/over-ons/");
  });

  it("answers the lower-case path itself with the page", async () => {
    expect((await get("/nl/over-ons/")).status).toBe(200);
    expect((await get("/fr/a-vendre/?city=Gent")).status).toBe(200);
  });

  it("answers 404, not a redirect, for a broken percent escape", async () => {
    const response = await get("/nl/%E0%A4%A/");
    expect(response.status).toBe(404);
    expect(response.headers.get("Location")).toBeNull();
  });
});

describe("preview pages", () => {
  it.each(["/nl/preview/over-ons/", "/fr/preview/", "/nl/preview/bedankt/vraag-over-een-pand/", "/de/preview/danke/kontaktanfrage/"])(
    "%s is shown, never indexed nor stored",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
      expect(response.headers.get("Cache-Control")).toBe("no-store");
    },
  );

  it.each([
    [
      "/nl/preview/over-ons/",
      "/nl/over-ons/",
      { nl: "/nl/preview/over-ons/", fr: "/fr/preview/qui-sommes-nous/", en: "/en/preview/services/", de: "/de/preview/ueber-uns/" },
    ],
    ["/fr/preview/", "/fr/", { nl: "/nl/preview/", fr: "/fr/preview/", en: "/en/preview/", de: "/de/preview/" }],
    [
      "/nl/preview/bedankt/vraag-over-een-pand/",
      "/nl/bedankt/vraag-over-een-pand/",
      {
        nl: "/nl/preview/bedankt/vraag-over-een-pand/",
        fr: "/fr/preview/merci/question-sur-un-bien/",
        en: "/en/preview/thank-you/contact-me/",
        de: "/de/preview/danke/kontaktanfrage/",
      },
    ],
  ])("%s links its languages' previews and names the public page canonical", async (path, canonical, previews) => {
    const html = await (await get(path)).text();
    expect(canonicalOf(html)).toBe(`${ORIGIN}${canonical}`);
    const alternates = alternateLinks(html);
    for (const [lang, preview] of Object.entries(previews)) expect(alternates.get(lang)).toBe(`${ORIGIN}${preview}`);
    const switcher = switcherLinks(html);
    expect(new Set(switcher)).toEqual(new Set(Object.values(previews)));
  });

  it("a public page has no no-store and links public addresses", async () => {
    const response = await get("/nl/over-ons/");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control") ?? "").not.toContain("no-store");
    expect(response.headers.get("X-Robots-Tag")).toBeNull();
    const html = await response.text();
    expect(canonicalOf(html)).toBe(`${ORIGIN}/nl/over-ons/`);
    expect(alternateLinks(html).get("fr")).toBe(`${ORIGIN}/fr/qui-sommes-nous/`);
    const switcher = switcherLinks(html);
    expect(switcher).toContain("/fr/qui-sommes-nous/");
    expect(switcher.some((href) => href.includes("/preview/"))).toBe(false);
  });
});

describe("the owner login", () => {
  it.each(["/nl/login/", "/de/anmelden/"])("%s is shown and never indexed", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Robots-Tag")).toContain("noindex");
  });
});

describe("project addresses", () => {
  it("sends the bare project address without an id to the new-builds list", async () => {
    const response = await get("/nl/project/");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/nl/nieuwbouw/");
  });

  it("answers 404 for a project id that is not a number", async () => {
    const response = await get("/nl/project/abc/");
    expect(response.status).toBe(404);
    expect(response.headers.get("Location")).toBeNull();
  });
});

describe("an unusable configuration", () => {
  it.each([
    [{ SITE_ORIGIN: "ftp://x.be" }, "/nl/", "ftp://x.be"],
    [{ MAP_STYLE_URL: "http://tiles.example.com/s.json" }, "/nl/over-ons/", "tiles.example.com"],
  ])("%o answers 500 without the value, with the security headers", async (vars, path, secret) => {
    const response = await fetchWith(vars, path);
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).not.toContain(secret);
    expect(body).not.toMatch(/SITE_ORIGIN|MAP_STYLE_URL/);
    for (const value of response.headers.values()) expect(value).not.toContain(secret);
    expect(response.headers.get("Content-Security-Policy")).toContain("object-src 'none'");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Strict-Transport-Security")).toContain("max-age=");
  });

  it("answers normally with the same variables made usable", async () => {
    expect((await fetchWith({ SITE_ORIGIN: "https://x.be", MAP_STYLE_URL: "https://tiles.example.com/s.json" }, "/nl/")).status).toBe(200);
  });
});

describe("posting to a page", () => {
  it("from another origin is not answered with the page", async () => {
    const response = await fetchWith({}, "/nl/contact/", {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=x",
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.headers.get("Content-Security-Policy")).toContain("object-src 'none'");
  });

  it("from the site itself is not answered with the page either (no route takes a POST there)", async () => {
    const response = await fetchWith({}, "/nl/contact/", {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=x",
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
  });
});
