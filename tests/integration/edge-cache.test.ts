import { configOf } from "../../worker/services/config";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { LANGUAGES } from "../../client/i18n/languages";
import { createApp, createSite } from "../../worker/app";
import { BUILD_CONTENT } from "../../worker/content/published";
import type { Bindings } from "../../worker/env";
import { currentPointer, forgetPointer } from "../../worker/feed/reader";
import { FEED_POINTER_KEY, snapshotStore } from "../../worker/feed/snapshot-store";
import { buildVersion } from "../../worker/render/build-version";
import { cacheKeyUrl, etagOf } from "../../worker/middleware/cache-key";
import { PAGE_CACHE_CONTROL } from "../../worker/middleware/cache";
import { forgetPages, pageMemoryStored } from "../../worker/middleware/page-memory";
import { ORIGIN } from "./worker";

const app = createApp();
const PAGE = "/nl/onze-diensten/";

/** One request through the app, its body read, after its background work (the cache write) is done. */
async function visit(path: string, headers: Record<string, string> = {}, bindings: Bindings = env): Promise<{ response: Response; html: string }> {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(new URL(path, ORIGIN), { headers, redirect: "manual" }), bindings, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, html };
}

const nonceOfCsp = (response: Response) => /script-src 'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
const nonceAttributes = (html: string) => [...html.matchAll(/\snonce="([^"]*)"/g)].map((match) => match[1]);

/** The cache key of `path` under the current snapshot and build. */
async function keyOf(path: string): Promise<string> {
  const snapshot = (await currentPointer(env.FEED))?.version ?? 0;
  return cacheKeyUrl(new URL(path, ORIGIN).href, await buildVersion(configOf(env)), snapshot, 0);
}

/** Whether the cache holds an entry for `path`. */
async function stored(path: string): Promise<boolean> {
  return (await (await caches.open("vitrine:pages")).match(await keyOf(path))) !== undefined;
}

/** Publishes the current listings again as a new snapshot version, as a sync with changes would. */
async function publishNewSnapshot(): Promise<number> {
  const store = snapshotStore(env.FEED);
  const pointer = await store.readPointer();
  if (!pointer) throw new Error("no snapshot to copy");
  const version = pointer.version + 1;
  const snapshots = Object.fromEntries(await Promise.all(LANGUAGES.map(async (lang) => [lang, await store.readLanguage(pointer.version, lang)])));
  await store.write(version, snapshots);
  await store.flip({ version, previous: pointer.version, publishedAt: new Date().toISOString() });
  forgetPointer();
  return version;
}

/** The listings' KV as it is when it stops answering: the pointer still reads, every snapshot key fails. */
function failingSnapshotReads(feed: KVNamespace): KVNamespace {
  return new Proxy(feed, {
    get(target, name) {
      const member: unknown = Reflect.get(target, name);
      if (typeof member !== "function") return member;
      return (...args: unknown[]) =>
        (name === "get" || name === "getWithMetadata") && args[0] !== FEED_POINTER_KEY
          ? Promise.reject(new Error("KV is not answering"))
          : Reflect.apply(member, target, args);
    },
  });
}

/** What a page says, without what differs per response (its nonce, its forms' render stamps). */
async function contentOf({ response, html }: { response: Response; html: string }): Promise<string> {
  return etagOf(html, nonceOfCsp(response) ?? "");
}

beforeEach(async () => {
  // Entries outlive a test within this file; a new snapshot version gives each test a clean key space.
  await visit("/nl/"); // seeds the first snapshot
  await publishNewSnapshot();
});

describe("edge cache of anonymous pages", () => {
  it("renders the first request and answers the second from the cache, with the same page", async () => {
    const first = await visit(PAGE);
    const second = await visit(PAGE);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("X-Cache")).toBe("MISS");
    expect(second.response.headers.get("X-Cache")).toBe("HIT");
    expect(second.response.headers.get("Cache-Control")).toBe(PAGE_CACHE_CONTROL);
    expect(second.response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(second.response.headers.get("ETag")).toBe(first.response.headers.get("ETag"));
    expect(second.html.replace(/nonce="[^"]*"/g, "")).toBe(first.html.replace(/nonce="[^"]*"/g, ""));
    expect(second.response.headers.get("Content-Encoding")).toBeNull();
  });

  it("answers a page this isolate stored from its memory, and one stored by another isolate from the Cache API", async () => {
    const first = await visit(PAGE);
    const key = await keyOf(PAGE);
    expect(await stored(PAGE)).toBe(true);
    // Another data centre's copy gone: this isolate still holds the page.
    await (await caches.open("vitrine:pages")).delete(key);
    const fromMemory = await visit(PAGE);
    expect(fromMemory.response.headers.get("X-Cache")).toBe("HIT");
    expect(fromMemory.response.headers.get("ETag")).toBe(first.response.headers.get("ETag"));
    // Another isolate stored it: this one reads the Cache API's copy and keeps it.
    forgetPages(key);
    const again = await visit(PAGE); // a miss, stored again
    forgetPages(key);
    const before = pageMemoryStored().pages;
    const fromCacheApi = await visit(PAGE);
    expect(fromCacheApi.response.headers.get("X-Cache")).toBe("HIT");
    expect(pageMemoryStored().pages).toBe(before + 1);
    expect(fromCacheApi.html.replace(/nonce="[^"]*"/g, "")).toBe(again.html.replace(/nonce="[^"]*"/g, ""));
    // The cache's own markers never reach the visitor.
    for (const { response } of [first, fromMemory, fromCacheApi]) {
      expect([...response.headers.keys()].filter((name) => name.startsWith("x-edge-cache"))).toEqual([]);
    }
  });

  it("answers a page in memory before routing with the response the edge cache middleware gives, HEAD without its body", async () => {
    await visit(PAGE);
    const viaMiddleware = async (method: string) => {
      const ctx = createExecutionContext();
      // The site alone (no memory lookup in front): the edge cache middleware answers from memory.
      const response = await createSite(() => BUILD_CONTENT).fetch(new Request(new URL(PAGE, ORIGIN), { method }), env, ctx);
      await waitOnExecutionContext(ctx);
      return response;
    };
    const withoutNonce = (response: Response) => [...response.headers].map(([name, value]) => [name, value.replaceAll(nonceOfCsp(response) ?? "-", "NONCE")]);
    for (const method of ["GET", "HEAD"]) {
      const ctx = createExecutionContext();
      const front = await createApp().fetch(new Request(new URL(PAGE, ORIGIN), { method }), env, ctx);
      await waitOnExecutionContext(ctx);
      const middleware = await viaMiddleware(method);
      expect(front.headers.get("X-Cache"), method).toBe("HIT");
      expect(withoutNonce(front), method).toEqual(withoutNonce(middleware));
      expect(nonceOfCsp(front)).not.toBe(nonceOfCsp(middleware));
      const [frontBody, middlewareBody] = [await front.text(), await middleware.text()];
      expect(frontBody.replace(/nonce="[^"]*"/g, ""), method).toBe(middlewareBody.replace(/nonce="[^"]*"/g, ""));
      if (method === "HEAD") expect(frontBody).toBe("");
    }
  });

  it("answers the error page in the visitor's language when the cache itself fails", async () => {
    const open = vi.spyOn(caches, "open").mockRejectedValue(new Error("cache unavailable"));
    try {
      const { response, html } = await visit(PAGE, { "Accept-Language": "fr-BE,fr;q=0.9" });
      expect(response.status).toBe(500);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(html).toContain('<html lang="fr"');
      expect(html).toContain("Une erreur est survenue");
    } finally {
      open.mockRestore();
    }
  });

  it("gives every hit its own nonce, in every nonce attribute and in its CSP header", async () => {
    await visit(PAGE);
    const hits = [await visit(PAGE), await visit(PAGE)];
    const nonces = hits.map(({ response, html }) => {
      expect(response.headers.get("X-Cache")).toBe("HIT");
      const nonce = nonceOfCsp(response);
      const attributes = nonceAttributes(html);
      expect(attributes.length).toBeGreaterThan(1);
      expect(new Set(attributes)).toEqual(new Set([nonce]));
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("misses after a new snapshot version is published", async () => {
    await visit("/nl/te-koop/");
    expect((await visit("/nl/te-koop/")).response.headers.get("X-Cache")).toBe("HIT");
    await publishNewSnapshot();
    expect((await visit("/nl/te-koop/")).response.headers.get("X-Cache")).toBe("MISS");
    expect((await visit("/nl/te-koop/")).response.headers.get("X-Cache")).toBe("HIT");
  });

  it("shares one entry between orders of the same query parameters", async () => {
    await visit("/nl/te-koop/?type=2&page=2");
    expect((await visit("/nl/te-koop/?page=2&type=2")).response.headers.get("X-Cache")).toBe("HIT");
    expect((await visit("/nl/te-koop/?page=3&type=2")).response.headers.get("X-Cache")).toBe("MISS");
  });

  it("keeps marketing tags, unknown parameters and repeated values out of the key", async () => {
    await visit("/nl/te-koop/");
    const tagged = [
      "utm_source=x",
      "utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=a&utm_content=b",
      "gclid=abc",
      "fbclid=x&msclkid=y&dclid=z",
      "mc_cid=1&mc_eid=2&_ga=3&yclid=4",
      "cachebuster=123",
      "setcookies",
    ];
    for (const query of tagged) expect((await visit(`/nl/te-koop/?${query}`)).response.headers.get("X-Cache"), query).toBe("HIT");

    await visit("/nl/te-koop/?type=1&page=2");
    for (const query of ["type=1&type=2&page=2", "utm_source=x&page=2&gclid=y&type=1", "page=2&type=1&page=3"]) {
      expect((await visit(`/nl/te-koop/?${query}`)).response.headers.get("X-Cache"), query).toBe("HIT");
    }
    expect((await visit("/nl/te-koop/?type=2&type=1&page=2")).response.headers.get("X-Cache")).toBe("MISS");
  });

  it("shares an entry only between addresses whose pages render the same", async () => {
    const off = { ...env, EDGE_CACHE: "off" as const };
    const same: [string, string][] = [
      ["/nl/te-koop/?utm_source=x&fbclid=y", "/nl/te-koop/"],
      ["/nl/te-koop/?type=1&type=2&view=map&view=list", "/nl/te-koop/?view=map&type=1"],
      ["/nl/te-koop/?city=Gent%7C9000&sort=price-asc", "/nl/te-koop/?sort=price-asc&city=Gent|9000"],
    ];
    const different: [string, string][] = [
      ["/nl/te-koop/?type=2&type=1", "/nl/te-koop/?type=1"],
      ["/nl/te-koop/?view=map", "/nl/te-koop/"],
      ["/nl/bedankt/documenten/?already-requested", "/nl/bedankt/documenten/"],
    ];
    for (const [a, b] of same) {
      expect(await keyOf(a), a).toBe(await keyOf(b));
      expect(await contentOf(await visit(a, {}, off)), a).toBe(await contentOf(await visit(b, {}, off)));
    }
    for (const [a, b] of different) {
      expect(await keyOf(a), a).not.toBe(await keyOf(b));
      expect(await contentOf(await visit(a, {}, off)), a).not.toBe(await contentOf(await visit(b, {}, off)));
    }
  });

  it("answers with the previous snapshot's page when rendering fails, and with the error where it holds none", async () => {
    const list = "/nl/te-koop/?type=1";
    // The version the pointer is about to replace, never read by this isolate (so not in its memory either).
    const previous = await publishNewSnapshot();
    const stored = new Response(`<!doctype html><html><head><script nonce="filler"></script></head><body>the previous listings</body></html>`, {
      headers: { "Content-Type": "text/html; charset=utf-8", ETag: 'W/"previous"', "Cache-Control": "public, max-age=600", "X-Edge-Cache-Nonce": "filler" },
    });
    await (await caches.open("vitrine:pages")).put(await keyOf(list), stored);
    expect(await publishNewSnapshot()).toBe(previous + 1);
    const broken = { ...env, FEED: failingSnapshotReads(env.FEED) };

    const stale = await visit(list, {}, broken);
    expect(stale.response.status).toBe(200);
    expect(stale.response.headers.get("X-Cache")).toBe("STALE");
    expect(stale.response.headers.get("Cache-Control")).toBe(PAGE_CACHE_CONTROL);
    expect(stale.html).toContain("the previous listings");
    expect(nonceAttributes(stale.html)).toEqual([nonceOfCsp(stale.response)]);

    const failed = await visit("/nl/te-koop/?type=2", {}, broken);
    expect(failed.response.status).toBeGreaterThanOrEqual(500);
    expect(failed.response.headers.get("X-Cache")).toBeNull();
    expect(failed.response.headers.get("Cache-Control")).toBe("no-store");

    // Once the snapshot reads again, the current version's page is rendered and replaces nothing older.
    const recovered = await visit(list);
    expect(recovered.response.status).toBe(200);
    expect(recovered.response.headers.get("X-Cache")).toBe("MISS");
    expect(recovered.html).not.toContain("the previous listings");
  });

  it("answers 304 with the security headers but no CSP (the browser's stored page keeps its own) when If-None-Match matches, on a hit and on a miss", async () => {
    const { response } = await visit(PAGE);
    const etag = response.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    const hit = await visit(PAGE, { "If-None-Match": etag });
    expect(hit.response.status).toBe(304);
    expect(hit.html).toBe("");
    expect(hit.response.headers.get("ETag")).toBe(etag);
    // A CSP with a new nonce would replace the stored page's and block its nonce'd scripts.
    expect(hit.response.headers.get("Content-Security-Policy")).toBeNull();
    expect(hit.response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    // Once the entry is gone (expired, or another data centre), the rendered page is compared too.
    await (await caches.open("vitrine:pages")).delete(await keyOf(PAGE));
    forgetPages(await keyOf(PAGE));
    const miss = await visit(PAGE, { "If-None-Match": `"other", ${etag.replace(/^W\//, "")}` });
    expect(miss.response.status).toBe(304);
    expect(miss.response.headers.get("X-Cache")).toBe("MISS");
    expect((await visit(PAGE, { "If-None-Match": 'W/"stale"' })).response.status).toBe(200);
  });

  it("never caches preview pages", async () => {
    const preview = "/nl/preview/over-ons/";
    const first = await visit(preview);
    expect(first.response.status).toBe(200);
    expect((await visit(preview)).response.headers.get("X-Cache")).toBeNull();
    expect(await stored(preview)).toBe(false);
  });

  it("never caches the language redirects that vary on Accept-Language", async () => {
    const nl = await visit("/for-sale/", { "Accept-Language": "nl" });
    expect(nl.response.status).toBe(302);
    const fr = await visit("/for-sale/", { "Accept-Language": "fr" });
    expect(fr.response.headers.get("Location")).toBe("/fr/a-vendre/");
    expect(fr.response.headers.get("X-Cache")).toBeNull();
    expect(await stored("/for-sale/")).toBe(false);
  });

  it("never caches 404 pages, nor anything for a request with a session cookie", async () => {
    const missing = "/nl/bestaat-niet/";
    expect((await visit(missing)).response.status).toBe(404);
    expect((await visit(missing, { Cookie: "vitrine_session=abc" })).response.headers.get("X-Cache")).toBeNull();
    expect(await stored(missing)).toBe(false);

    const signedIn = await visit(PAGE, { Cookie: "vitrine_consent=x; vitrine_session=abc" });
    expect(signedIn.response.headers.get("X-Cache")).toBeNull();
    expect(await stored(PAGE)).toBe(false);
    await visit(PAGE);
    expect((await visit(PAGE, { Cookie: "vitrine_session=abc" })).response.headers.get("X-Cache")).toBeNull();
  });

  it("serves pages from the cache to visitors with only the consent cookie", async () => {
    await visit(PAGE);
    expect((await visit(PAGE, { Cookie: "vitrine_consent=%7B%7D" })).response.headers.get("X-Cache")).toBe("HIT");
  });

  it("renders every request and stores nothing when EDGE_CACHE is off", async () => {
    const off = { ...env, EDGE_CACHE: "off" as const };
    const first = await visit(PAGE, {}, off);
    const second = await visit(PAGE, {}, off);
    for (const { response } of [first, second]) {
      expect(response.status).toBe(200);
      expect(response.headers.get("X-Cache")).toBeNull();
      expect(response.headers.get("ETag")).toBeNull();
    }
    expect(await stored(PAGE)).toBe(false);
  });
});
