import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fixedPath, formPath, thankYouPath } from "../../client/i18n/routes";
import { createApp } from "../../worker/app";
import type { Bindings } from "../../worker/env";
import { PAGE_CACHE_CONTROL } from "../../worker/middleware/cache";
import { ORIGIN } from "./worker";

/** One request through the worker's fetch handler, redirects not followed; `path` is kept as a path even when it starts with `//`. */
function send(path: string, init: { method?: string; headers?: Record<string, string> } = {}): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { ...init, redirect: "manual" }));
}

/** A request with another method as the site's own pages would send it (a browser adds Origin to every one but GET and HEAD). */
function sendOwn(method: string, path: string): Promise<Response> {
  return send(path, { method, headers: { Origin: ORIGIN } });
}

/** The same through an app built with other bindings (EDGE_CACHE=off), its background work awaited. */
async function sendWith(bindings: Bindings, path: string, headers: Record<string, string> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await createApp().fetch(new Request(`${ORIGIN}${path}`, { headers, redirect: "manual" }), bindings, ctx);
  await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return response;
}

/**
 * Addresses an attacker would link to hoping for `Location: //evil.example/...`: protocol-relative
 * forms, backslashes (browsers read `\` as `/`), their percent-encodings, tabs and newlines (browsers
 * drop them from a URL), dot segments that leave `//` behind, and the same under a language prefix,
 * with upper case (the lower-case redirect) and where the language-less redirects answer.
 */
const HOSTILE_PATHS = [
  "//evil.example",
  "//evil.example/",
  "//evil.example/x",
  "//evil.example/x/",
  "///evil.example/x",
  "////evil.example",
  "/\\evil.example",
  "/\\evil.example/x",
  "/\\\\evil.example/x/",
  "\\\\evil.example/x",
  "/\\/evil.example/x",
  "/%2F%2Fevil.example",
  "/%2F%2Fevil.example/x",
  "/%2f/evil.example/x",
  "/%5Cevil.example",
  "/%5C%5Cevil.example/x",
  "/%5c/evil.example",
  "/\t/evil.example/x",
  "/\n/evil.example/x",
  "/\r\n//evil.example",
  "/%09/evil.example",
  "/%0D%0A/evil.example/x",
  "/x/..//evil.example",
  "/nl/..//evil.example/x",
  "/./\\evil.example",
  "/http://evil.example",
  "/https:/evil.example/x",
  "/@evil.example",
  "//evil.example@localhost/x",
  "//localhost:8787@evil.example/x",
  "//evil.example/x?next=//evil.example",
  "//evil.example/for-sale/",
  "/\\evil.example/for-sale/",
  "//evil.example/nl/te-koop",
  "/nl//evil.example",
  "/nl/\\evil.example/x",
  "//nl/Te-Koop",
  "/nl/Te-Koop//evil.example",
  "/NL//evil.example",
  "/nl/%2F%2Fevil.example",
  "/nl/te-koop/?city=//evil.example",
];

describe("redirects stay on the site", () => {
  for (const path of HOSTILE_PATHS) {
    it(`never leaves the origin for ${JSON.stringify(path)}`, async () => {
      let target = `${ORIGIN}${path}`;
      // Follows the whole chain: every hop stays on the site, and it ends (no loop).
      for (let hop = 0; hop < 4; hop++) {
        const response = await exports.default.fetch(new Request(target, { redirect: "manual", headers: { "Accept-Language": "nl" } }));
        expect(response.status, target).toBeLessThan(500);
        const location = response.headers.get("Location");
        if (response.status < 300 || response.status >= 400) {
          expect(location, target).toBeNull();
          return;
        }
        expect(location, target).not.toBeNull();
        expect(location!, target).not.toMatch(/^\s*[/\\]{2}/);
        expect(location!, target).not.toMatch(/[\s\\]/);
        const next = new URL(location!, response.url || target);
        expect(next.origin, `${target} → ${location}`).toBe(ORIGIN);
        target = next.href;
      }
      throw new Error(`${path} still redirects after 4 hops`);
    });
  }

  it("sends doubled slashes to the single-slash address in one hop, lower case and with its slash", async () => {
    const cases: [string, string][] = [
      ["//evil.example/x", "/evil.example/x/"],
      ["/\\evil.example", "/evil.example"],
      ["//nl/Te-Koop", "/nl/te-koop/"],
      ["/nl//te-koop/?type=1", "/nl/te-koop/?type=1"],
      ["/nl/te-koop", "/nl/te-koop/"],
      ["/nl/Te-Koop/", "/nl/te-koop/"],
    ];
    for (const [path, location] of cases) {
      const response = await send(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("Location"), path).toBe(location);
    }
    expect((await send("/nl/te-koop/")).status).toBe(200);
  });
});

describe("Cache-Control on every kind of answer", () => {
  const page = "/nl/onze-diensten/";

  it("lets browsers keep a shareable page if they revalidate it, on a miss, a hit, a HEAD and with the edge cache off", async () => {
    for (const path of ["/nl/", page, "/nl/te-koop/?type=1", thankYouPath("site-contact", "nl")]) {
      const miss = await send(path);
      expect(miss.status, path).toBe(200);
      expect(miss.headers.get("Cache-Control"), path).toBe(PAGE_CACHE_CONTROL);
      expect((await send(path)).headers.get("Cache-Control"), path).toBe(PAGE_CACHE_CONTROL);
      expect((await send(path, { method: "HEAD" })).headers.get("Cache-Control"), path).toBe(PAGE_CACHE_CONTROL);
    }
    const off = await sendWith({ ...env, EDGE_CACHE: "off" }, page);
    expect(off.status).toBe(200);
    expect(off.headers.get("X-Cache")).toBeNull();
    expect(off.headers.get("Cache-Control")).toBe(PAGE_CACHE_CONTROL);
  });

  it("stores nothing private, previewed, missing or refused", async () => {
    const cases: [string, Parameters<typeof send>[1], number][] = [
      [page, { headers: { Cookie: "vitrine_session=abc" } }, 200],
      [page, { headers: { Authorization: "Bearer x" } }, 200],
      ["/nl/preview/over-ons/", {}, 200],
      [formPath("site-contact", "nl"), {}, 200],
      ["/nl/bestaat-niet/", {}, 404],
      ["/xx/", {}, 404],
      ["/api/nothing-here/", {}, 404],
      [page, { method: "DELETE", headers: { Origin: ORIGIN } }, 405],
      [page, { method: "OPTIONS" }, 405],
      [
        formPath("site-contact", "nl"),
        { method: "POST", headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" } },
        403,
      ],
    ];
    for (const [path, init, status] of cases) {
      const response = await send(path, init);
      expect(response.status, `${init?.method ?? "GET"} ${path}`).toBe(status);
      expect(response.headers.get("Cache-Control"), `${init?.method ?? "GET"} ${path}`).toBe("no-store");
    }
  });

  it("gives redirects one: canonical spellings for a day, per-visitor and data-dependent ones asked again", async () => {
    const cases: [string, string][] = [
      ["/nl/te-koop", "public, max-age=86400"],
      ["/nl/Te-Koop/", "public, max-age=86400"],
      ["//nl/te-koop/", "public, max-age=86400"],
      ["/", "private, no-cache"],
      ["/for-sale/", "private, no-cache"],
      [fixedPath("project", "nl"), "no-cache"],
    ];
    for (const [path, cacheControl] of cases) {
      const response = await send(path, { headers: { "Accept-Language": "nl" } });
      expect(response.status, path).toBeGreaterThanOrEqual(300);
      expect(response.status, path).toBeLessThan(400);
      expect(response.headers.get("Cache-Control"), path).toBe(cacheControl);
    }
  });
});

describe("methods an address does not take", () => {
  it("answers 405 with Allow: GET, HEAD on pages, for every other method", async () => {
    for (const path of ["/nl/", "/nl/te-koop/", "/nl/bestaat-niet/", "/"]) {
      for (const method of ["PUT", "DELETE", "PATCH", "POST", "OPTIONS"]) {
        const response = await sendOwn(method, path);
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get("Allow"), `${method} ${path}`).toBe("GET, HEAD");
        expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      }
    }
  });

  it("lists POST where a form posts, and still takes the POST there", async () => {
    const form = formPath("site-contact", "nl");
    for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const response = await sendOwn(method, form);
      expect(response.status, method).toBe(405);
      expect(response.headers.get("Allow"), method).toBe("GET, HEAD, POST");
    }
    const posted = await send(form, { method: "POST", headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" } });
    expect(posted.status).not.toBe(405);
    expect(posted.status).toBeLessThan(500);
    // An address under the form prefix that is no form takes the POST and answers that it is not there.
    expect((await sendOwn("POST", "/nl/formulier/geen-formulier/")).status).toBe(404);
  });

  it("refuses an unsafe method from another site before anything else, as for any post (CSRF)", async () => {
    const response = await send("/nl/", { method: "PUT", headers: { Origin: "https://evil.example" } });
    expect(response.status).toBe(403);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    // OPTIONS changes nothing: no Origin is needed to learn what the address takes.
    expect((await send("/nl/", { method: "OPTIONS" })).headers.get("Allow")).toBe("GET, HEAD");
  });

  it("answers 405 with Allow on the APIs", async () => {
    for (const path of ["/api/map/nl/sale.json", "/api/search/nl.json", "/api/captcha/", "/sitemap.xml"]) {
      for (const method of ["PUT", "DELETE", "PATCH", "POST", "OPTIONS"]) {
        const response = await sendOwn(method, path);
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get("Allow"), `${method} ${path}`).toBe("GET, HEAD");
      }
    }
  });
});
