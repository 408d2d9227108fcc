import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../worker/app";
import type { Bindings } from "../../worker/env";
import { canonicalOf } from "./worker";

const app = createApp();
const SECRET = "a-form-secret-that-must-never-be-shown-or-logged";

async function fetchAt(url: string, vars: Partial<Bindings>): Promise<{ status: number; body: string; response: Response }> {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(url, { redirect: "manual" }), { ...env, FORM_SECRET: SECRET, ...vars }, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, body, response };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a deployed worker without a public SITE_ORIGIN", () => {
  it.each([
    ["missing", ""],
    ["localhost (wrangler.toml's old default)", "http://localhost:8787"],
    ["a private address", "https://192.168.1.20"],
  ])("refuses every page when SITE_ORIGIN is %s, logging a ConfigError without any value", async (_case, origin) => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { status, body, response } = await fetchAt("https://www.vitrine-vastgoed.be/nl/", { SITE_ORIGIN: origin });
    expect(status).toBe(500);
    expect(response.headers.get("Cache-Control") ?? "").not.toMatch(/public/);
    expect(body).not.toMatch(/SITE_ORIGIN|localhost|192\.168/);
    const errors = logged.mock.calls.flat().filter((value): value is Error => value instanceof Error);
    expect(errors.map((error) => error.name)).toContain("ConfigError");
    const log = JSON.stringify(logged.mock.calls.map((call) => call.map(String)));
    expect(log).toContain("SITE_ORIGIN");
    expect(log).not.toContain(SECRET);
    if (origin) expect(log).not.toContain(new URL(origin).hostname);
  });

  it("serves its pages once SITE_ORIGIN is its public origin, with canonical links there", async () => {
    const { status, body } = await fetchAt("https://www.vitrine-vastgoed.be/nl/", { SITE_ORIGIN: "https://www.vitrine-vastgoed.be" });
    expect(status).toBe(200);
    expect(canonicalOf(body)).toBe("https://www.vitrine-vastgoed.be/nl/");
  });
});

describe("local development", () => {
  it.each(["http://localhost:8787/nl/", "http://127.0.0.1:8799/nl/", "http://[::1]:8787/nl/"])(
    "serves %s without SITE_ORIGIN, with canonical links on its own origin",
    async (url) => {
      const { status, body } = await fetchAt(url, { SITE_ORIGIN: "" });
      expect(status).toBe(200);
      expect(canonicalOf(body)).toBe(url);
    },
  );

  it("serves with the local SITE_ORIGIN that npm start passes", async () => {
    const { status, body } = await fetchAt("http://localhost:8787/nl/", { SITE_ORIGIN: "http://localhost:8787" });
    expect(status).toBe(200);
    expect(canonicalOf(body)).toBe("http://localhost:8787/nl/");
  });
});
