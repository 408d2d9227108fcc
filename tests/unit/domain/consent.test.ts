import { describe, expect, it } from "vitest";
import { ALL_DENIED, ALL_GRANTED, allowedTags, CONSENT_COOKIE, parseConsent, serializeConsent, toGtagConsent } from "../../../client/domain/consent";

const ids = { googleAnalyticsId: "G-ABC123", googleAdsId: "AW-123", tagManagerId: "GTM-XYZ", facebookPixelId: "1234" };

describe("consent cookie", () => {
  it("round-trips the answer and the four flags", () => {
    const flags = { ...ALL_DENIED, analytics_storage: true };
    expect(parseConsent(`other=1; ${CONSENT_COOKIE}=${serializeConsent(flags)}; x=y`)).toEqual({ consent: true, ...flags });
  });

  it.each([
    [undefined],
    [""],
    ["other=1"],
    [`${CONSENT_COOKIE}=not-json`],
    [`${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ consent: false, ad_storage: true }))}`],
    [`${CONSENT_COOKIE}=%E0%A4%A`],
  ])("treats %j as not answered", (cookie) => {
    expect(parseConsent(cookie)).toBeUndefined();
  });

  it("reads anything but true as denied", () => {
    const raw = encodeURIComponent(JSON.stringify({ consent: true, ad_storage: "yes", analytics_storage: true }));
    expect(parseConsent(`${CONSENT_COOKIE}=${raw}`)).toEqual({ consent: true, ...ALL_DENIED, analytics_storage: true });
  });

  it("speaks gtag's granted/denied", () => {
    expect(toGtagConsent(ALL_GRANTED)).toEqual({ ad_user_data: "granted", ad_storage: "granted", analytics_storage: "granted", ad_personalization: "granted" });
    expect(toGtagConsent(ALL_DENIED).ad_storage).toBe("denied");
  });
});

describe("which tags may load", () => {
  it("loads nothing without consent, even with every id configured", () => {
    expect(allowedTags(ids, ALL_DENIED)).toEqual([]);
  });

  it("loads nothing whose id is not configured, even with full consent", () => {
    expect(allowedTags({}, ALL_GRANTED)).toEqual([]);
    expect(allowedTags({ googleAnalyticsId: "G-1" }, ALL_GRANTED)).toEqual(["analytics"]);
  });

  it.each([
    [{ ...ALL_DENIED, analytics_storage: true }, ["analytics", "tagManager"]],
    [{ ...ALL_DENIED, ad_storage: true }, ["tagManager"]],
    [{ ...ALL_DENIED, ad_storage: true, ad_user_data: true }, ["ads", "tagManager"]],
    [{ ...ALL_DENIED, ad_storage: true, ad_personalization: true }, ["tagManager", "pixel"]],
    [ALL_GRANTED, ["analytics", "ads", "tagManager", "pixel"]],
  ])("with %j loads %j", (flags, tags) => {
    expect(allowedTags(ids, flags)).toEqual(tags);
  });
});
