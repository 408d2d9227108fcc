import { describe, expect, it } from "vitest";
import { staffFetch } from "./helpers";

const switchTo = (lang: string, back: string, origin?: string) =>
  staffFetch(`/staff/language/${lang}/?back=${encodeURIComponent(back)}`, origin ? { origin } : {});

describe("the staff area's language switch", () => {
  it("shows the four languages in their own names on every page, the current one marked, each coming back to this page", async () => {
    const { body } = await staffFetch("/staff/leads/?handled=no", { headers: { "Accept-Language": "de" } });
    for (const [lang, name] of [
      ["nl", "Nederlands"],
      ["fr", "Français"],
      ["en", "English"],
      ["de", "Deutsch"],
    ])
      expect(body).toContain(
        `href="/staff/language/${lang}/?back=%2Fstaff%2Fleads%2F%3Fhandled%3Dno" lang="${lang}" hrefLang="${lang}"${lang === "de" ? ' aria-current="true"' : ""}>${name}</a>`,
      );
    expect(body).toMatch(/<a href="\/staff\/language\/de\/[^"]*" lang="de" hrefLang="de" aria-current="true">Deutsch<\/a>/);
    expect(body).toMatch(/<a href="\/staff\/language\/fr\/\?back=%2Fstaff%2Fleads%2F%3Fhandled%3Dno" lang="fr" hrefLang="fr">Français<\/a>/);
  });

  it("remembers the choice in a cookie of the staff area for a year, and returns to the same page", async () => {
    const { status, response } = await switchTo("fr", "/staff/leads/?handled=no");
    expect(status).toBe(303);
    expect(response.headers.get("Location")).toBe("/staff/leads/?handled=no");
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^vitrine_staff_lang=fr;/);
    expect(cookie).toContain("Max-Age=31536000");
    expect(cookie).toContain("Path=/staff/");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");
  });

  it("speaks the chosen language before Accept-Language", async () => {
    const { body } = await staffFetch("/staff/", { headers: { "Accept-Language": "de", Cookie: "vitrine_staff_lang=fr" } });
    expect(body).toContain('<html lang="fr"');
    expect(body).toContain("Aperçu");
    // A cookie that names no language of the four is ignored.
    expect((await staffFetch("/staff/", { headers: { "Accept-Language": "de", Cookie: "vitrine_staff_lang=xx" } })).body).toContain('<html lang="de"');
  });

  it("never sends anyone to another site or out of the staff area", async () => {
    for (const back of ["https://evil.example/staff/", "//evil.example/staff/", "/nl/", "", "/staff/language/nl/"]) {
      const { response } = await switchTo("nl", back);
      expect(response.headers.get("Location"), back).toBe("/staff/");
    }
    expect((await staffFetch("/staff/language/xx/?back=/staff/")).status).toBe(404);
  });
});

describe("the site's icon", () => {
  it("answers /favicon.ico with the SVG every page links, the staff pages included", async () => {
    const { status, response } = await staffFetch("/favicon.ico");
    expect(status).toBe(301);
    expect(response.headers.get("Location")).toBe("/favicon.svg");
    expect((await staffFetch("/staff/")).body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
  });
});
