import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Lang } from "../../client/i18n/languages";
import { createApp } from "../../worker/app";
import { seedContent as content } from "../../worker/content";
import type { LanguageSnapshot } from "../../worker/feed/model";
import { forgetPointer } from "../../worker/feed/reader";
import { snapshotStore } from "../../worker/feed/snapshot-store";
import { project, snapshotWith, unit } from "../fixtures/projects";
import { alternateLinks, canonicalOf, ORIGIN, titleOf } from "./worker";

const LISTS: Record<Lang, string> = { nl: "/nl/nieuwbouw/", fr: "/fr/projets/", en: "/en/new-builds/", de: "/de/neubau/" };
const PROJECT_SLUG: Record<Lang, string> = { nl: "project", fr: "projet", en: "project", de: "projekt" };
const LEIEZICHT = (lang: Lang) => `/${lang}/${PROJECT_SLUG[lang]}/residentie-leiezicht/801/`;

/** Requests go through the app built from the same modules as this file, so a test can swap content. */
async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const context = createExecutionContext();
  const response = await createApp().fetch(new Request(new URL(path, ORIGIN), { headers, redirect: "manual" }), env, context);
  await waitOnExecutionContext(context);
  return response;
}

const projectLinks = (html: string) => [...html.matchAll(/<a href="([^"]+)" class="project-card-link"/g)].map((match) => match[1]!);

async function emptyFeed(): Promise<void> {
  const { keys } = await env.FEED.list();
  await Promise.all(keys.map((key) => env.FEED.delete(key.name)));
  forgetPointer();
}

// Each seeded snapshot gets a new version: parsed indexes are cached per version in the isolate.
let version = 1000;
async function seed(build: (lang: Lang) => LanguageSnapshot): Promise<void> {
  await emptyFeed();
  version += 1;
  const store = snapshotStore(env.FEED);
  await store.write(version, { nl: build("nl"), fr: build("fr"), en: build("en"), de: build("de") });
  await store.flip({ version, previous: null, publishedAt: new Date().toISOString() });
  forgetPointer();
}

describe("the projects list (demo feed)", () => {
  beforeAll(emptyFeed);

  it.each(Object.entries(LISTS) as [Lang, string][])("lists the seven demo projects as cards in %s", async (lang, path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    const links = projectLinks(html);
    expect(links).toHaveLength(7);
    for (const link of links) expect(link).toMatch(new RegExp(`^/${lang}/${PROJECT_SLUG[lang]}/[a-z0-9-]+/\\d+/$`));
    expect(links).toContain(LEIEZICHT(lang));
    expect(html).not.toContain('class="empty-state"');
    expect(html).toMatch(/<h2 class="project-card-title">Residentie Leiezicht(<!-- -->)? <span class="project-card-city">/);
    // The first card's picture is the page's largest paint: loaded eagerly, the others lazily.
    const loading = [...html.matchAll(/<div class="project-card-media"><img [^>]*loading="(\w+)"/g)].map((match) => match[1]);
    expect(loading).toEqual(["eager", "lazy", "lazy", "lazy", "lazy", "lazy", "lazy"]);
  });

  it("shows the delivery, the 'from' price and the units still available on a card", async () => {
    const html = await (await get("/nl/nieuwbouw/")).text();
    const card = /<article class="project-card">(?:(?!<\/article>)[\s\S])*residentie-leiezicht(?:(?!<\/article>)[\s\S])*<\/article>/.exec(html)?.[0] ?? "";
    expect(card).toMatch(/<p class="project-card-price">vanaf €\u00a0[\d.]+<\/p>/);
    expect(card).toMatch(/Oplevering: (Voorjaar|Zomer|Najaar|Winter) 2027/);
    expect(card).toMatch(/\d+ eenheden beschikbaar/);
    expect(card).toMatch(/<img src="[^"]+" width="\d+" height="\d+" alt="Residentie Leiezicht, Gent"/);
  });
});

describe("project detail pages (demo feed)", () => {
  it.each(["nl", "fr", "en", "de"] as const)("serves the project in %s with canonical and hreflang links to each language", async (lang) => {
    const response = await get(LEIEZICHT(lang));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(canonicalOf(html)).toBe(`${ORIGIN}${LEIEZICHT(lang)}`);
    const alternates = alternateLinks(html);
    for (const code of ["nl", "fr", "en", "de"] as const) expect(alternates.get(code)).toBe(`${ORIGIN}${LEIEZICHT(code)}`);
    expect(titleOf(html)).toMatch(/^Residentie Leiezicht, /);
    expect(html).toMatch(/<h1>Residentie Leiezicht<\/h1>/);
    // The language switcher offers the same project, not the home page.
    for (const code of ["nl", "fr", "en", "de"] as const) expect(html).toContain(`href="${LEIEZICHT(code)}"`);
    expect(html).toMatch(new RegExp(`<nav class="breadcrumb[^>]*>\\s*<ol><li><a href="${LISTS[lang]}">`));
  });

  it("describes the project for search engines and sharing: description, picture, listing and breadcrumb", async () => {
    const html = await (await get(LEIEZICHT("fr"))).text();
    expect(html).toMatch(/<meta name="description" content="Residentie Leiezicht est un projet neuf de 12 logements[^"]*"\/>/);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:8787\/images\/[^"]+\.svg"\/>/);
    type Node = { "@type": string; "@graph"?: Node[]; url?: string; offers?: { "@type": string }; itemListElement?: { item: string }[] };
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
      const document = JSON.parse(match[1]!) as Node;
      return document["@graph"] ?? [document];
    });
    const listing = jsonLd.find((node) => node["@type"] === "RealEstateListing");
    expect(listing?.url).toBe(`${ORIGIN}${LEIEZICHT("fr")}`);
    expect(listing?.offers?.["@type"]).toBe("AggregateOffer");
    const breadcrumb = jsonLd.find((node) => node["@type"] === "BreadcrumbList");
    expect(breadcrumb?.itemListElement?.map((crumb) => crumb.item)).toEqual([`${ORIGIN}/fr/projets/`, `${ORIGIN}${LEIEZICHT("fr")}`]);
  });

  it("shows the gallery, labels, description, documents, map links and sharing", async () => {
    const html = await (await get(LEIEZICHT("nl"))).text();
    expect(html).toContain('class="gallery"');
    expect(html).toMatch(/<dt>Projectnummer<\/dt><dd>P-801<\/dd>/);
    expect(html).toMatch(/<dt>Oplevering<\/dt><dd>\w+ 2027<\/dd>/);
    expect(html).toContain("<dt>Technische gegevens</dt>");
    expect(html).toContain("<dt>Ligging</dt>");
    expect(html).toMatch(/<h2 id="documents-title">Documenten<\/h2><ul class="project-documents">(<li><a href="[^"]+">[^<]+<\/a><\/li>){4}<\/ul>/);
    expect(html).toContain("https://www.openstreetmap.org/?mlat=");
    expect(html).toContain('class="share"');
    const similar = /<section class="container similar similar-projects"[\s\S]*<\/section>/.exec(html)?.[0] ?? "";
    expect(projectLinks(similar).length).toBeGreaterThan(0);
    expect(projectLinks(similar)).not.toContain(LEIEZICHT("nl"));
  });

  it("lists the units in a table with caption, column and row headers and translated statuses", async () => {
    const nl = await (await get(LEIEZICHT("nl"))).text();
    const table = /<table class="units-table">[\s\S]*?<\/table>/.exec(nl)?.[0] ?? "";
    expect(table).toMatch(/<caption id="units-caption">Prijslijst van Residentie Leiezicht: 12 eenheden<\/caption>/);
    expect([...table.matchAll(/<th scope="col"/g)]).toHaveLength(5);
    expect([...table.matchAll(/<th scope="row">/g)]).toHaveLength(12);
    expect(table).toContain(">Beschikbaar</span>");
    expect(table).toContain(">Verkocht</span>");
    expect(table).toContain("Gelijkvloers");
    const de = /<table class="units-table">[\s\S]*?<\/table>/.exec(await (await get(LEIEZICHT("de"))).text())?.[0] ?? "";
    expect(de).toContain(">Verfügbar</span>");
    expect(de).toContain('<th scope="col">Etage</th>');
  });

  it("also lists the units as cards for a phone, each value under its column's name", async () => {
    const nl = await (await get(LEIEZICHT("nl"))).text();
    const cards = /<ul class="unit-cards">[\s\S]*?<\/ul>/.exec(nl)?.[0] ?? "";
    expect([...cards.matchAll(/<li class="unit-card unit-\w+"><h3 class="unit-card-name">[^<]+<\/h3><dl>/g)]).toHaveLength(12);
    expect([...cards.matchAll(/<dt>Prijs<\/dt><dd class="unit-price">(€\s[\d.]+|–)<\/dd>/g)]).toHaveLength(12);
    expect([...cards.matchAll(/<dt>Oppervlakte<\/dt><dd class="unit-surface">(\d+\sm²|–)<\/dd>/g)]).toHaveLength(12);
    expect(cards).toContain("<dt>Verdieping</dt><dd>Gelijkvloers</dd>");
    expect(cards).toMatch(/<dt>Status<\/dt><dd><span class="unit-status unit-status-sold">Verkocht<\/span><\/dd>/);
  });

  it("shows no external website: the demo links to no made-up site", async () => {
    expect(await (await get(LEIEZICHT("en"))).text()).not.toContain("Visit the project website");
  });
});

describe("project addresses that are not canonical", () => {
  it("redirects the spec's ?id= form under a language to the canonical path (301)", async () => {
    for (const lang of ["nl", "fr"] as const) {
      const response = await get(`/${lang}/${PROJECT_SLUG[lang]}/?id=801`);
      expect(response.status).toBe(301);
      expect(response.headers.get("Location")).toBe(LEIEZICHT(lang));
    }
  });

  it("sends the bare /project/?id= to the canonical path in the visitor's language", async () => {
    const response = await get("/project/?id=801", { "Accept-Language": "de-DE,de;q=0.9" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(LEIEZICHT("de"));
    expect(response.headers.get("Vary")).toContain("Accept-Language");
  });

  it("redirects a wrong name slug, or a path without one, to the canonical path (301)", async () => {
    for (const path of ["/nl/project/iets-anders/801/", "/nl/project/801/"]) {
      const response = await get(path);
      expect(response.status).toBe(301);
      expect(response.headers.get("Location")).toBe(LEIEZICHT("nl"));
    }
  });

  it("sends the project slug without an id to the projects list", async () => {
    const response = await get("/fr/projet/");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/fr/projets/");
  });

  it("answers 404 with a translated 'project not found' and the other projects for an unknown id", async () => {
    for (const [path, text] of [
      ["/nl/project/weg/999999/", "Project niet gevonden"],
      ["/en/project/?id=999999", "Project not found"],
      ["/fr/projet/?id=abc", "Projet introuvable"],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<h1 id="not-found-title">${text}</h1>`);
      expect(projectLinks(html).length).toBeGreaterThan(0);
    }
    const bare = await get("/project/?id=999999", { "Accept-Language": "fr" });
    expect(bare.headers.get("Location")).toBe("/fr/projet/?id=999999");
  });
});

describe("projects from fixture snapshots", () => {
  beforeEach(emptyFeed);

  it("says 'no projects available' only when the snapshot has none", async () => {
    await seed((lang) => snapshotWith(lang, [1, 2], []));
    const html = await (await get("/nl/nieuwbouw/")).text();
    expect(html).toContain("Er zijn momenteel geen projecten beschikbaar.");
    expect(projectLinks(html)).toHaveLength(0);
  });

  it("shows 'no constructions found' and 'no documents', and no website or map, when the project has none", async () => {
    await seed((lang) => snapshotWith(lang, [], [project(5, lang, { units: [], documents: [], externalWebsite: null, geo: null })]));
    const html = await (await get("/nl/project/residentie-5/5/")).text();
    expect(html).toContain("Geen bouwwerken gevonden");
    expect(html).not.toContain("<table");
    expect(html).toContain("Geen documenten");
    expect(html).not.toContain("Bezoek de website van het project");
    expect(html).not.toContain("openstreetmap.org");
    expect(html).toContain("Uitverkocht");
  });

  it("links the external project website over https in a new tab, without leaving the site", async () => {
    await seed((lang) => snapshotWith(lang, [], [project(8, lang, { externalWebsite: "https://www.residentie-8.test/" })]));
    expect(await (await get("/en/project/residentie-8/8/")).text()).toMatch(
      /<a class="button button-primary" href="https:\/\/www\.residentie-8\.test\/" target="_blank" rel="noopener noreferrer">Visit the project website(<!-- -->)? <span class="sr-only">\(opens in a new tab\)<\/span><\/a>/,
    );
  });

  it("escapes project text from the feed", async () => {
    await seed((lang) => snapshotWith(lang, [], [project(6, lang, { name: "<script>alert(1)</script>", description: '<img src=x onerror="alert(1)">' })]));
    const list = await (await get("/nl/nieuwbouw/")).text();
    const [link] = projectLinks(list);
    const html = await (await get(link!)).text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<img src=x");
  });
});

describe("home banner types", () => {
  const original = content.site.banner.type;
  beforeEach(emptyFeed);
  afterEach(() => {
    content.site.banner.type = original;
  });

  it("shows featured available properties with pictures as cards for a properties banner", async () => {
    content.site.banner.type = "properties";
    await seed((lang) => snapshotWith(lang, [1, 2, 4], [project(7, lang)]));
    const html = await (await get("/nl/")).text();
    expect(html).toContain('<section class="banner banner-properties">');
    const slides = /<section class="banner-listings"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    expect(slides).toContain("Uitgelichte panden");
    expect([...slides.matchAll(/class="property-card-link"/g)]).toHaveLength(3);
    expect(slides).toContain('src="/images/demo/listings/house-1.svg"');
  });

  it("falls back to the image when a properties banner has no properties", async () => {
    content.site.banner.type = "properties";
    await seed((lang) => snapshotWith(lang, [], [project(7, lang)]));
    const html = await (await get("/nl/")).text();
    expect(html).toContain('<section class="banner banner-image">');
    expect(html).toContain(`src="${content.site.banner.image.url}"`);
    expect(html).not.toContain('class="banner-listings"');
  });

  it("shows the projects with units available for a projects banner", async () => {
    content.site.banner.type = "projects";
    const soldOut = (lang: Lang) => project(9, lang, { name: "Uitverkocht hof", units: [unit(91, { status: "sold" })] });
    await seed((lang) => snapshotWith(lang, [1], [project(7, lang), project(8, lang), soldOut(lang)]));
    const html = await (await get("/fr/")).text();
    expect(html).toContain('<section class="banner banner-projects">');
    const slides = /<section class="banner-listings"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    expect(slides).toContain("Projets neufs à la une");
    expect(projectLinks(slides)).toEqual(["/fr/projet/residentie-7/7/", "/fr/projet/residentie-8/8/"]);
  });

  it("keeps an image banner free of listings", async () => {
    content.site.banner.type = "image";
    await seed((lang) => snapshotWith(lang, [1], [project(7, lang)]));
    const html = await (await get("/nl/")).text();
    expect(html).toContain('<section class="banner banner-image">');
    expect(html).not.toContain('class="banner-listings"');
  });
});
