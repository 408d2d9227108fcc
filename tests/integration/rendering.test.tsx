import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { createSite } from "../../worker/app";
import { seedContent as content } from "../../worker/content";
import { STAMP_IN_PAGE } from "../../worker/leads/form-stamp";
import { formPath } from "../../client/i18n/routes";
import { renderDocument } from "../../worker/render/html";
import { islandHtmlStored } from "../../worker/render/island-html";
import { oldStamp, PERSON, postForm } from "./leads/helpers";
import { get, ORIGIN } from "./worker";

describe("the home page", () => {
  it("fills the search block's totals and offers the sale and rent buttons", async () => {
    const html = await (await get("/nl/")).text();
    const [sale, rent] = content.site.propertySearch.data.countProperty;
    expect(html).not.toContain("{FOR_SALE_TOTAL}");
    expect(html).not.toContain("{FOR_RENT_TOTAL}");
    expect(html).toContain(`${sale}`);
    expect(html).toContain(`${rent}`);
    expect(html).toMatch(/<a class="button button-primary" href="\/nl\/te-koop\/">Te koop/);
    expect(html).toMatch(/<a class="button button-primary" href="\/nl\/te-huur\/">Te huur/);
    expect(html).toMatch(/<form class="search-form[^"]*" role="search" action="\/nl\/te-koop\/"/);
  });

  it("shows the configured banner image eagerly, with its size", async () => {
    const html = await (await get("/fr/")).text();
    const banner = content.site.banner.image;
    expect(html).toContain(`src="${banner.url}" width="${banner.width}" height="${banner.height}"`);
    expect(html).toMatch(/fetchPriority="high"/i);
  });

  it("lists the menu in the spec's order with the localized titles (the demo leaves Home to the logo)", async () => {
    const html = await (await get("/fr/")).text();
    const menu = /<nav class="menu[^"]*" aria-label="Menu principal">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
    const hrefs = [...menu.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual(["/fr/a-vendre/", "/fr/a-louer/", "/fr/projets/", "/fr/recherche/", "/fr/contact/", "/fr/qui-sommes-nous/"]);
    expect(menu).toContain("À vendre");
    expect(menu).toContain("À louer");
  });

  it("links the free valuation button to the localized page", async () => {
    const html = await (await get("/de/")).text();
    expect(html).toContain('href="/de/kostenlose-bewertung/">Kostenlose Bewertung</a>');
  });
});

describe("the document", () => {
  it("starts with the doctype and ends with the closing html tag", async () => {
    for (const path of ["/nl/", "/en/for-sale/", "/fr/no-such-page/"]) {
      const html = await (await get(path)).text();
      expect(html.startsWith('<!DOCTYPE html><html lang="')).toBe(true);
      expect(html.trimEnd().endsWith("</html>")).toBe(true);
    }
  });
});

describe("render failures", () => {
  it("rejects before the first byte when the page shell throws, so the caller can send the 500 page", async () => {
    const Broken = () => {
      throw new Error("broken module");
    };
    await expect(renderDocument(<Broken />, { status: 200 })).rejects.toThrow("broken module");
  });

  it("answers an unexpected error with the 500 page in the visitor's language, uncached", async () => {
    const app = createSite();
    app.get("/boom/", () => {
      throw new Error("unexpected");
    });
    const response = await app.fetch(new Request(`${ORIGIN}/boom/`, { headers: { "Accept-Language": "fr" } }), env, createExecutionContext());
    expect(response.status).toBe(500);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Content-Security-Policy")).toContain("object-src 'none'");
    const html = await response.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain("Une erreur est survenue");
    expect(html).not.toContain("unexpected");
  });
});

describe("islands rendered from the isolate's memory", () => {
  it("carry each request's own form stamp, in every form and in the props the browser hydrates from", async () => {
    const list = await (await get("/en/for-sale/")).text();
    const detail = /href="(\/en\/for-sale\/[^"]+\/\d+\/)"/.exec(list)![1]!;
    const render = async () => {
      // Rendered each time: the edge cache would answer the second with the first's page.
      const response = await createSite().fetch(new Request(`${ORIGIN}${detail}`), { ...env, EDGE_CACHE: "off" }, createExecutionContext());
      return [...(await response.text()).matchAll(STAMP_IN_PAGE)].map(([stamp]) => stamp);
    };
    const first = await render();
    // Each render signs its own time: the clock moves a millisecond on, no waiting.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 1 });
    const second = await render().finally(() => vi.useRealTimers());
    // The four forms of the property and the footer's, each in its HTML (and the islands' in their JSON props).
    expect(first.length).toBeGreaterThanOrEqual(8);
    expect(new Set(first).size).toBe(1);
    expect(new Set(second).size).toBe(1);
    expect(second.length).toBe(first.length);
    expect(second[0]).not.toBe(first[0]);
  });
});

describe("markup kept in memory (islands, property cards, the footer's columns)", () => {
  it("leaves the image preloads in the head, as a page rendered whole has them, on every rendering", async () => {
    const render = async (path: string) =>
      (await createSite().fetch(new Request(`${ORIGIN}${path}`), { ...env, EDGE_CACHE: "off" }, createExecutionContext())).text();
    for (const path of ["/nl/", "/fr/a-vendre/", "/en/for-sale/"]) {
      for (const html of [await render(path), await render(path)]) {
        const [head = "", body = ""] = html.split("</head>");
        expect(body, path).not.toContain('rel="preload"');
        expect(head, path).toMatch(/<link rel="preload" (?:as="image" )?href="\/images\/logo\.svg"/);
        // The first picture of a list or of the home page's banner is the page's largest paint.
        expect(head, path).toMatch(
          /<link rel="preload"[^>]* as="image"[^>]* fetchPriority="high"\/>|<link rel="preload" as="image" href="[^"]+" fetchPriority="high"\/>/,
        );
      }
    }
  });
});

describe("what a visitor typed", () => {
  it("is rendered for them alone: a refused form comes back with it, and no island of it is kept in memory", async () => {
    const path = formPath("site-contact", "en");
    await get(path);
    const before = islandHtmlStored().entries;
    const refused = await postForm(path, { ...PERSON, email: "not-an-address", message: "Private question", stamp: await oldStamp() });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain("Private question");
    expect(islandHtmlStored().entries).toBe(before);
  });
});
