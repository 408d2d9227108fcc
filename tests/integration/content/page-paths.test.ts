import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { Lang } from "../../../client/i18n/languages";
import { CODE_SLUGS, type RouteKey } from "../../../client/i18n/routes";
import { forgetContentPointer } from "../../../worker/content/published";
import { saveDocument, workingDocuments } from "../../../worker/content/working-copy";
import type { Page } from "../../../worker/content/schema";
import { LOCAL, staffFetch } from "../staff/helpers";
import { publishHeads } from "./publish-heads";
import { resetContent } from "./reset";

let published = 0;

/** Saves the page of `route` with its address changed in some languages, and publishes the site. */
async function renamePage(route: RouteKey, path: Partial<Record<Lang, string>>) {
  const head = (await workingDocuments(env.DB)).find((document) => document.kind === "page" && (document.body as Page).route === route)!;
  const page = head.body as Page;
  const body = { ...page, params: { ...page.params, path: { ...CODE_SLUGS[route], ...page.params.path, ...path } } };
  const saved = await saveDocument(env.DB, { kind: "page", id: head.id, base: head.revision, body, author: "an@agency.example", now: new Date() });
  if (saved.outcome !== "saved") return saved;
  const outcome = await publishHeads(env.DB, { base: published, by: "an@agency.example", now: new Date() });
  if (outcome.outcome === "published") published = outcome.version;
  forgetContentPointer();
  return outcome;
}

beforeEach(async () => {
  await resetContent();
  await env.DB.exec("DELETE FROM content_redirects");
  published = 0;
});

describe("a page whose address the agency renamed", () => {
  it("answers at its new address, which every link, canonical, alternate and the sitemap then give", async () => {
    expect((await renamePage("aboutUs", { en: "about-the-agency", fr: "l-agence" })).outcome).toBe("published");

    const page = await staffFetch("/en/about-the-agency/");
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="${LOCAL}/en/about-the-agency/"`);
    expect(page.body).toContain(`hrefLang="fr" href="${LOCAL}/fr/l-agence/"`);
    expect(page.body).toContain(`hrefLang="nl" href="${LOCAL}/nl/over-ons/"`);

    // The menu of every page links the new address (the header is rendered for each request).
    const home = await staffFetch("/en/");
    expect(home.body).toContain('href="/en/about-the-agency/"');
    expect(home.body).not.toContain('href="/en/services/"');

    const sitemap = await staffFetch("/sitemap-en.xml");
    expect(sitemap.body).toContain(`${LOCAL}/en/about-the-agency/`);
    expect(sitemap.body).not.toContain(`${LOCAL}/en/services/<`);

    // The CMS's language-less original path follows the page too.
    const original = await staffFetch("/aboutus/", { headers: { "Accept-Language": "en" } });
    expect(original.response.headers.get("Location")).toBe("/en/about-the-agency/");

    // The staff's preview copy of the page lives under the new address as well.
    expect((await staffFetch("/en/preview/about-the-agency/")).status).toBe(200);
  });

  it("keeps its old address answering with a 301 to the new one, in the languages renamed, query kept", async () => {
    await renamePage("aboutUs", { en: "about-the-agency" });
    const moved = await staffFetch("/en/services/?utm_source=mail");
    expect(moved.status).toBe(301);
    expect(moved.response.headers.get("Location")).toBe("/en/about-the-agency/?utm_source=mail");
    expect((await staffFetch("/nl/over-ons/")).status).toBe(200);
  });

  it("sends every earlier address to the newest, and takes back the first when renamed back", async () => {
    await renamePage("contact", { de: "kontaktieren-sie-uns" });
    await renamePage("contact", { de: "schreiben-sie-uns" });
    const first = await staffFetch("/de/kontakt/");
    expect(first.response.headers.get("Location")).toBe("/de/schreiben-sie-uns/");
    expect((await staffFetch("/de/kontaktieren-sie-uns/")).response.headers.get("Location")).toBe("/de/schreiben-sie-uns/");

    await renamePage("contact", { de: "kontakt" });
    expect((await staffFetch("/de/kontakt/")).status).toBe(200);
    expect((await staffFetch("/de/schreiben-sie-uns/")).response.headers.get("Location")).toBe("/de/kontakt/");
  });

  it("cannot take a fixed address (refused on saving) or another family's (refused on publishing): the site is unchanged", async () => {
    const fixed = await renamePage("login", { nl: "aanmelden" });
    expect(fixed.outcome === "invalid" && fixed.issues.map((issue) => [issue.at, issue.code])).toEqual([["params.path.nl", "fixedPath"]]);
    const reserved = await renamePage("disclaimer", { fr: "merci" });
    expect(reserved.outcome === "refused" && reserved.problems.map((problem) => problem.code)).toEqual(["reservedSlug"]);
    expect((await staffFetch("/nl/login/")).status).toBe(200);
    expect((await staffFetch("/fr/disclaimer/")).status).toBe(200);
  });
});
