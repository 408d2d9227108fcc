import { describe, expect, it } from "vitest";
import { ephemeralVisitorKey, visitorId, visitorKeyFrom } from "../../../worker/stats/visitor";

const SECRET = "a-form-secret-of-at-least-32-characters";
const ADDRESS = "203.0.113.42";
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const visitor = { address: ADDRESS, userAgent: USER_AGENT };

describe("the visitor id of the view counter", () => {
  it("is the same for the same address, browser, day and key", async () => {
    const [first, second] = await Promise.all([
      visitorKeyFrom(SECRET).then((key) => visitorId(key, "2026-11-19", visitor)),
      visitorKeyFrom(SECRET).then((key) => visitorId(key, "2026-11-19", { ...visitor })),
    ]);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
  });

  it("differs the next day, so a visitor cannot be followed from one day to another", async () => {
    const key = await visitorKeyFrom(SECRET);
    expect(await visitorId(key, "2026-11-20", visitor)).not.toBe(await visitorId(key, "2026-11-19", visitor));
  });

  it("differs for another address or another browser", async () => {
    const key = await visitorKeyFrom(SECRET);
    const ids = new Set(
      await Promise.all([
        visitorId(key, "2026-11-19", visitor),
        visitorId(key, "2026-11-19", { ...visitor, address: "203.0.113.43" }),
        visitorId(key, "2026-11-19", { ...visitor, userAgent: `${USER_AGENT} ` }),
        // The parts cannot slide into one another.
        visitorId(key, "2026-11-19", { address: `${ADDRESS}\n${USER_AGENT}`, userAgent: "" }),
      ]),
    );
    expect(ids.size).toBe(4);
  });

  it("depends on the secret, and is not a plain HMAC with FORM_SECRET itself", async () => {
    const id = await visitorId(await visitorKeyFrom(SECRET), "2026-11-19", visitor);
    expect(await visitorId(await visitorKeyFrom(`${SECRET}!`), "2026-11-19", visitor)).not.toBe(id);
    const formKey = await crypto.subtle.importKey("raw", new TextEncoder().encode(SECRET), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    expect(await visitorId(formKey, "2026-11-19", visitor)).not.toBe(id);
  });

  it("never holds the address or the browser in readable form", async () => {
    const id = await visitorId(await visitorKeyFrom(SECRET), "2026-11-19", visitor);
    expect(id).not.toContain(ADDRESS);
    expect(id).not.toContain("Firefox");
    // Hex digits only: no dot of an address, no letter of a browser's name beyond f.
    expect(id).toMatch(/^[0-9a-f]{32}$/);
  });

  it("gives each isolate its own key when there is no secret", async () => {
    const [one, other] = await Promise.all([ephemeralVisitorKey(), ephemeralVisitorKey()]);
    expect(await visitorId(one, "2026-11-19", visitor)).not.toBe(await visitorId(other, "2026-11-19", visitor));
  });
});
