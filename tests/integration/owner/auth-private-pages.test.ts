/**
 * The owner's pages are private: no third-party tag (Google tag, Tag Manager, Facebook pixel) sees a
 * password link's address or an owner's own visits, no consent dialog is asked for, and no other
 * site may frame them. The tags are configured here on the seed content the worker reads (the same
 * isolate), and a public page shows they would otherwise load.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { choosePasswordPath, fixedPath, forgotPasswordPath, portalAccountPath, portalPath, portalPropertyPath } from "../../../client/i18n/routes";
import { ownerPasswordLinkRepository } from "../../../worker/db/owner-password-links";
import { seedContent } from "../../../worker/content";
import { env } from "cloudflare:workers";
import { currentPointer } from "../../../worker/feed/reader";
import { buildVersion } from "../../../worker/render/build-version";
import { cacheKeyUrl } from "../../../worker/middleware/cache-key";
import { forgetPages } from "../../../worker/middleware/page-memory";
import { configOf } from "../../../worker/services/config";
import { get, ORIGIN } from "../worker";
import { createOwner, linkToken, send } from "./owner-pages";
import { demoSnapshot, signedInOwner } from "./portal-helpers";

const TAGS = { googleAnalyticsId: "G-PRIVATE1", googleAdsId: "AW-123456", tagManagerId: "GTM-PRIVATE", facebookPixelId: "987654321" };
// The social links of the header may name Facebook; its pixel script never.
const TAG_TEXTS = [...Object.values(TAGS), "vitrine-tags", "ConsentDialog", "gtag(", "googletagmanager", "connect.facebook.net", "fbevents"];
const TAG_ORIGINS = /googletagmanager|google-analytics|googleadservices|doubleclick|facebook/;

const configured = { ...seedContent.site.site_info };

/** The public page that shows the tags would load. */
const PUBLIC_PAGE = "/nl/contact/";

beforeAll(async () => {
  Object.assign(seedContent.site.site_info, TAGS);
  // The content changed in place, under the same version: a copy of the page kept before (by an
  // earlier file of this isolate, in memory or the edge cache) is not of this content.
  forgetPages();
  const key = cacheKeyUrl(`${ORIGIN}${PUBLIC_PAGE}`, await buildVersion(configOf(env)), (await currentPointer(env.FEED))?.version ?? 0, 0);
  await (await caches.open("vitrine:pages")).delete(key);
});

afterAll(() => {
  Object.assign(seedContent.site.site_info, configured);
});

/** A response's page and the parts of its headers that matter here. */
async function page(response: Response) {
  return {
    status: response.status,
    html: await response.text(),
    csp: response.headers.get("Content-Security-Policy") ?? "",
    frame: response.headers.get("X-Frame-Options"),
  };
}

function expectPrivate(shown: { html: string; csp: string; frame: string | null }, where: string) {
  for (const text of TAG_TEXTS) expect(shown.html, `${where}: ${text}`).not.toContain(text);
  expect(shown.csp, where).not.toMatch(TAG_ORIGINS);
  expect(shown.csp, where).toContain("frame-ancestors 'none'");
  expect(shown.frame, where).toBe("DENY");
}

describe("the owner's pages load no third-party tag", () => {
  it("while a public page of the same site would (the tags are configured)", async () => {
    const shown = await page(await get(PUBLIC_PAGE));
    expect(shown.html).toContain("vitrine-tags");
    expect(shown.html).toContain("G-PRIVATE1");
    expect(shown.html).toContain('data-island="ConsentDialog"');
    expect(shown.csp).toMatch(TAG_ORIGINS);
  });

  it("the login, forgot password and choose password pages: no tag ids, no consent dialog, a strict policy", async () => {
    const owner = await createOwner({ password: null });
    const id = await ownerPasswordLinkRepository(env.DB).create(owner.id, "invite", "nl", Date.now());
    const choose = choosePasswordPath("nl", await linkToken(id));
    for (const path of [fixedPath("login", "nl"), forgotPasswordPath("nl"), choose]) {
      const shown = await page(await send(path));
      expect(shown.status, path).toBe(200);
      expectPrivate(shown, path);
    }
    // A refused post answers the same private page.
    const refused = await page(await send(choose, { fields: { password: "short", repeat: "short" } }));
    expect(refused.status).toBe(422);
    expectPrivate(refused, "choose (422)");
  });

  it("the portal's pages and the account page, signed in", async () => {
    const snapshot = await demoSnapshot("nl");
    const property = snapshot.properties[0]!;
    const { token } = await signedInOwner({ properties: [property.id] });
    for (const path of [portalPath("nl"), portalPropertyPath("nl", property.id), portalAccountPath("nl")]) {
      const shown = await page(await send(path, { cookie: token }));
      expect(shown.status, path).toBe(200);
      expectPrivate(shown, path);
    }
  });
});
