import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { resetContent } from "../content/reset";
import { CODE_SLUGS, pathFor, previewPath } from "../../../client/i18n/routes";
import { seedContent } from "../../../worker/content";
import { saveDocument } from "../../../worker/content/working-copy";
import { staffFetch } from "./helpers";

const SITE = "https://www.vitrine-vastgoed.be";
const ACCESS_VARS = { SITE_ORIGIN: SITE, ACCESS_TEAM_DOMAIN: "https://vitrine-test.cloudflareaccess.com", ACCESS_AUD: "a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6" };
const now = new Date("2026-11-24T10:00:00Z");

beforeEach(resetContent);

describe("the preview of the working copy, /{lang}/preview/", () => {
  it("shows staff what is saved but not published, texts waiting for a translation in the default language, and never stores it", async () => {
    const body = structuredClone(seedContent.site.propertySearch);
    Object.assign(body.title, { nl: "Voorproef van de titel", fr: "" });
    expect(await saveDocument(env.DB, { kind: "site", id: "propertySearch", base: 0, body, author: "an@agency.example", now })).toMatchObject({
      outcome: "saved",
    });

    const nl = await staffFetch("/nl/preview/");
    expect(nl.status).toBe(200);
    expect(nl.body).toContain("Voorproef van de titel");
    expect(nl.response.headers.get("Cache-Control")).toBe("no-store");
    expect(nl.response.headers.get("X-Robots-Tag")).toContain("noindex");
    expect((await staffFetch("/fr/preview/")).body).toContain("Voorproef van de titel");
    // The public site is unchanged until a publish.
    expect((await staffFetch("/nl/")).body).not.toContain("Voorproef van de titel");
  });

  it("shows a draft page to staff at its preview address, and nowhere in public", async () => {
    const page = structuredClone(seedContent.pages.find((candidate) => candidate.route === "aboutUs")!);
    page.status = "Draft";
    page.params.title.en.text = "About us, as a draft";
    expect(await saveDocument(env.DB, { kind: "page", id: String(page.id), base: 0, body: page, author: "an@agency.example", now })).toMatchObject({
      outcome: "saved",
    });
    const path = pathFor(CODE_SLUGS, "aboutUs", "en");
    const preview = await staffFetch(previewPath(path, "en"));
    expect(preview.status).toBe(200);
    expect(preview.body).toContain("About us, as a draft");
    // Visitors still get the published page until a publish.
    const published = await staffFetch(path);
    expect(published.status).toBe(200);
    expect(published.body).not.toContain("About us, as a draft");
  });

  it("answers a plain 404 without a staff identity, and to a service token", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const lang of ["nl", "fr", "de"] as const) {
      const refused = await staffFetch(`/${lang}/preview/`, { origin: SITE, vars: ACCESS_VARS });
      expect(refused.status, lang).toBe(404);
      expect(refused.response.headers.get("Cache-Control")).toBe("no-store");
      expect(refused.body).not.toContain(seedContent.site.propertySearch.title[lang]);
    }
    expect((await staffFetch(previewPath(pathFor(CODE_SLUGS, "contact", "de"), "de"), { origin: SITE, vars: ACCESS_VARS })).status).toBe(404);
    const forged = await staffFetch("/nl/preview/", { origin: SITE, vars: ACCESS_VARS, headers: { "Cf-Access-Jwt-Assertion": "not-a-token" } });
    expect(forged.status).toBe(404);
  });
});
