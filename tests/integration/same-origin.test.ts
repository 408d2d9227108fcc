import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORIGIN } from "./worker";

function post(path: string, headers: Record<string, string>): Promise<Response> {
  return exports.default.fetch(
    new Request(new URL(path, ORIGIN), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: "name=x",
      redirect: "manual",
    }),
  );
}

describe("form posts from other sites (CSRF)", () => {
  it("refuses a form posted from another origin or a cross-site page", async () => {
    expect((await post("/nl/contact/", { Origin: "https://evil.example" })).status).toBe(403);
    expect((await post("/nl/contact/", { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
  });

  it("lets the site's own forms through to the router, and keeps the security headers on a refusal", async () => {
    const own = await post("/nl/contact/", { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" });
    expect(own.status).not.toBe(403);
    const refused = await post("/nl/contact/", { Origin: "https://evil.example" });
    expect(refused.headers.get("Content-Security-Policy")).toContain("object-src 'none'");
  });
});
