/**
 * The invariants of the isolate's smaller memories (worker/memory/README.md) that no other test states:
 * each key keeps its own value, a new input is never answered from an old entry, and bounds hold.
 */
import { describe, expect, it } from "vitest";
import type { Bindings } from "../../../worker/bindings";
import { providerConfigOf, ProviderConfigError } from "../../../worker/feed/provider/config";
import { readLink, signLink } from "../../../worker/leads/signed-link";
import { alreadyCounted, COUNTED_VIEWS_KEPT, forgetCountedViews, rememberCounted } from "../../../worker/memory/counted-views";
import { buildVersion, knownBuildVersion } from "../../../worker/render/build-version";
import { configOf } from "../../../worker/services/config";
import { dayOf } from "../../../worker/stats/day";

describe("the build version an isolate works out once", () => {
  it("is another for another worker version or other rendering variables, and known at once only for the configuration it was worked out for", async () => {
    const deployed = { versionId: "v1", renderingFingerprint: "origin-a" };
    const next = { versionId: "v2", renderingFingerprint: "origin-a" };
    const otherVars = { versionId: "v1", renderingFingerprint: "origin-b" };
    const first = await buildVersion(deployed);
    expect(await buildVersion(next)).not.toBe(first);
    expect(await buildVersion(otherVars)).not.toBe(first);
    expect(await buildVersion({ ...deployed })).toBe(first);
    expect(knownBuildVersion(deployed)).toBe(first);
    expect(knownBuildVersion({ versionId: "v3", renderingFingerprint: "origin-a" })).toBeUndefined();
  });
});

describe("the validated configuration kept per env", () => {
  it("is each env's own: another env's variables are never answered from the first's", () => {
    const one = { SITE_ORIGIN: "https://one.example" } as unknown as Bindings;
    const two = { SITE_ORIGIN: "https://two.example" } as unknown as Bindings;
    expect(configOf(one).siteOrigin).toBe("https://one.example");
    expect(configOf(two).siteOrigin).toBe("https://two.example");
    expect(configOf(one)).toBe(configOf(one));
  });

  it("of the provider is each env's own too, and a broken one fails every time it is asked", () => {
    const demo = {};
    const real = { PROVIDER_BASE_URL: "https://newapi.example.com/1.13/OmnicasaService.svc/", PROVIDER_USER: "agency", PROVIDER_PASSWORD: "hunter22" };
    const broken = { PROVIDER_BASE_URL: real.PROVIDER_BASE_URL, PROVIDER_USER: "agency" };
    expect(providerConfigOf(demo)).toBeUndefined();
    expect(providerConfigOf(real)).toMatchObject({ kind: "omnicasa", credentials: { user: "agency" } });
    expect(() => providerConfigOf(broken)).toThrow(ProviderConfigError);
    expect(() => providerConfigOf(broken)).toThrow(ProviderConfigError);
  });
});

describe("the signing keys kept per secret", () => {
  it("sign each secret's links with its own key: neither reads the other's", async () => {
    const [a, b] = ["first-secret-that-is-long-enough-to-use", "second-secret-that-is-long-enough-to-use"];
    const id = "0b0d4f9c-5c55-4d4b-9f2e-9d6b7c3c1a11";
    const [byA, byB] = [await signLink(a, "owner-report", id), await signLink(b, "owner-report", id)];
    expect(byA).not.toBe(byB);
    expect(await readLink(a, "owner-report", byA)).toBe(id);
    expect(await readLink(b, "owner-report", byB)).toBe(id);
    expect(await readLink(a, "owner-report", byB)).toBeUndefined();
  });
});

describe("the agency day kept for the current minute", () => {
  it("turns at Brussels midnight, whatever day the minute before was", () => {
    // 22:59:59.999 UTC is 23:59:59.999 in Brussels in winter; a millisecond later is the next day.
    expect(dayOf(new Date("2026-01-14T22:59:59.999Z"))).toBe("2026-01-14");
    expect(dayOf(new Date("2026-01-14T23:00:00.000Z"))).toBe("2026-01-15");
    // Asked again for an earlier minute (a clock that went back): that minute's own day.
    expect(dayOf(new Date("2026-01-14T22:59:00.000Z"))).toBe("2026-01-14");
  });
});

describe("the views an isolate counted", () => {
  it(`keep at most COUNTED_VIEWS_KEPT (${COUNTED_VIEWS_KEPT}), dropping the least recently used`, () => {
    forgetCountedViews();
    const visitor = (n: number) => ({ address: `10.0.${n >> 8}.${n & 255}`, userAgent: "Mozilla/5.0" });
    rememberCounted("2026-01-15", 1, visitor(0));
    for (let n = 1; n <= COUNTED_VIEWS_KEPT; n++) rememberCounted("2026-01-15", 2, visitor(n));
    expect(alreadyCounted("2026-01-15", 1, visitor(0))).toBe(false);
    expect(alreadyCounted("2026-01-15", 2, visitor(1))).toBe(true);
    expect(alreadyCounted("2026-01-15", 2, visitor(COUNTED_VIEWS_KEPT))).toBe(true);
    forgetCountedViews();
  });
});
