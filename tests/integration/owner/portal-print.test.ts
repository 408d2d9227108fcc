/**
 * A property's print view in the portal (issue 36): `?print=1` renders the same figures without the
 * site's header, footer and the owner's bar, with the agency, the property's title and the period on
 * top and every table open; the page itself links to it. Someone else's property stays a 404.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../client/i18n/languages";
import { portalPropertyPath } from "../../../client/i18n/routes";
import type { LanguageSnapshot } from "../../../worker/feed/model";
import { i18nFor } from "../../../worker/i18n";
import { escapeHtml } from "../worker";
import { demoSnapshot, portalPage, signedInOwner, textOf } from "./portal-helpers";

let snapshot: LanguageSnapshot;

beforeAll(async () => {
  snapshot = await demoSnapshot("nl");
});

describe("a property's print view", () => {
  it.each(LANGUAGES)("in %s: linked from the property's page; the agency, the title and the period, no navigation, every table open", async (lang) => {
    const item = snapshot.properties.find((property) => property.status === "available")!;
    const { token } = await signedInOwner({ properties: [item.id] }, lang);
    const i18n = i18nFor(lang);
    const path = portalPropertyPath(lang, item.id);

    const page = await portalPage(path, token);
    expect(page.html).toContain(`<a href="${escapeHtml(`${path}?print=1`)}">${escapeHtml(i18n._("portal.print.link"))}</a>`);
    expect(page.html).toContain('class="owner-bar"');

    const print = await portalPage(`${path}?print=1`, token);
    expect(print.status).toBe(200);
    expect(print.headers.get("Cache-Control")).toBe("no-store");
    const html = textOf(print.html);
    expect(html).not.toContain("header-slot");
    expect(html).not.toContain("site-footer");
    expect(html).not.toContain('class="owner-bar"');
    expect(html).not.toContain(escapeHtml(i18n._("portal.print.link")));
    expect(html).toContain('class="container portal-print-head"');
    expect(html).toContain("<h1>");
    expect(html).toContain(escapeHtml(i18n._("portal.print.back")));
    expect(html).toMatch(/<button type="button" class="button button-primary" data-print="" hidden="">/);
    expect(html).toMatch(/<details class="portal-details" open="">/);
    expect(html).toContain(escapeHtml(i18n._("portal.print.period", { date: "", days: 30, weeks: 12 }).split(" ")[0]!));
  });

  it("is the site's 404 for a property the owner does not hold", async () => {
    const [mine, other] = snapshot.properties;
    const { token } = await signedInOwner({ properties: [mine!.id] });
    expect((await portalPage(`${portalPropertyPath("nl", other!.id)}?print=1`, token)).status).toBe(404);
  });
});
