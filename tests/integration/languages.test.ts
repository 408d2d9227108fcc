import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { alternateLinks, ORIGIN } from "./worker";

/** The worker with another set of enabled languages, as a deployment would set LANGUAGES. */
function fetchWith(languages: string, path: string, headers: Record<string, string> = {}) {
  return createApp().fetch(new Request(new URL(path, ORIGIN), { headers, redirect: "manual" }), { ...env, LANGUAGES: languages }, createExecutionContext());
}

describe("enabled languages", () => {
  it("answers 404 for a language that is known but disabled", async () => {
    expect((await fetchWith("nl,fr", "/de/")).status).toBe(404);
    expect((await fetchWith("nl,fr", "/en/for-sale/")).status).toBe(404);
    expect((await fetchWith("nl,fr", "/fr/a-vendre/")).status).toBe(200);
  });

  it("redirects only to enabled languages", async () => {
    const response = await fetchWith("nl,fr", "/", { "Accept-Language": "de-DE,de;q=0.9" });
    expect(response.headers.get("Location")).toBe("/nl/");
  });

  it("lists hreflang alternates and switcher links for enabled languages only", async () => {
    const html = await (await fetchWith("nl,fr", "/nl/te-koop/")).text();
    const alternates = alternateLinks(html);
    expect([...alternates.keys()].sort()).toEqual(["fr", "nl", "x-default"]);
    expect(html).toContain('href="/fr/a-vendre/"');
    expect(html).not.toContain('href="/de/zu-verkaufen/"');
  });

  it("shows no language switcher when one language is enabled", async () => {
    const html = await (await fetchWith("fr", "/fr/")).text();
    expect(html).not.toContain('aria-label="Langue"');
    const both = await (await fetchWith("nl,fr", "/fr/")).text();
    expect(both).toContain('aria-label="Langue"');
  });
});
