import { describe, expect, it } from "vitest";
import { DemoFeedSource } from "../../../worker/feed/demo";
import { createFeedSource } from "../../../worker/feed/provider";
import { ProviderConfigError, readProviderConfig } from "../../../worker/feed/provider/config";
import { ProviderFeedSource } from "../../../worker/feed/provider/source";
import { FeedError } from "../../../worker/feed/source";

const complete = { PROVIDER_BASE_URL: "https://newapi.example.com/1.13/OmnicasaService.svc/", PROVIDER_USER: "agency", PROVIDER_PASSWORD: "hunter22" };

describe("provider configuration", () => {
  it("is absent when no PROVIDER_* value is set (demo mode)", () => {
    expect(readProviderConfig({})).toBeUndefined();
    expect(readProviderConfig({ PROVIDER_BASE_URL: "  ", PROVIDER_USER: "" })).toBeUndefined();
  });

  it("reads a complete configuration, trims the base URL and uses the default language ids", () => {
    expect(readProviderConfig(complete)).toEqual({
      kind: "omnicasa",
      baseUrl: "https://newapi.example.com/1.13/OmnicasaService.svc",
      credentials: { user: "agency", password: "hunter22" },
      languageIds: { nl: 1, fr: 2, en: 3, de: 4 },
    });
  });

  it("lets PROVIDER_LANGUAGE_IDS override some language ids", () => {
    expect(readProviderConfig({ ...complete, PROVIDER_LANGUAGE_IDS: "fr:1, nl:2" })).toMatchObject({ languageIds: { nl: 2, fr: 1, en: 3, de: 4 } });
  });

  it.each<[string, Record<string, string>, string]>([
    ["a missing password", { PROVIDER_BASE_URL: complete.PROVIDER_BASE_URL, PROVIDER_USER: "agency" }, "PROVIDER_PASSWORD is required"],
    ["a base URL that is not a URL", { ...complete, PROVIDER_BASE_URL: "newapi" }, "PROVIDER_BASE_URL must be an absolute URL"],
    ["plain http to a remote host", { ...complete, PROVIDER_BASE_URL: "http://newapi.example.com/" }, "https"],
    ["credentials in the base URL", { ...complete, PROVIDER_BASE_URL: "https://u:p@newapi.example.com/" }, "must not carry"],
    ["malformed language ids", { ...complete, PROVIDER_LANGUAGE_IDS: "dutch=1" }, "PROVIDER_LANGUAGE_IDS"],
    ["an unknown provider", { ...complete, PROVIDER_KIND: "immoweb" }, "PROVIDER_KIND must be omnicasa or whise"],
    [
      "Whise without a client id",
      { PROVIDER_KIND: "whise", PROVIDER_USER: "agency", PROVIDER_PASSWORD: "hunter22" },
      "PROVIDER_CLIENT_ID is required for Whise",
    ],
    [
      "Whise with a client id that is not a number",
      { PROVIDER_KIND: "whise", PROVIDER_USER: "a", PROVIDER_PASSWORD: "hunter22", PROVIDER_CLIENT_ID: "x1" },
      "PROVIDER_CLIENT_ID must be",
    ],
    [
      "Whise with Omnicasa's language ids",
      { PROVIDER_KIND: "whise", PROVIDER_USER: "a", PROVIDER_PASSWORD: "hunter22", PROVIDER_CLIENT_ID: "13066", PROVIDER_LANGUAGE_IDS: "nl:1" },
      "nl:nl-BE",
    ],
  ])("rejects %s, naming the variable but never a value", (_case, env, expected) => {
    const error = (() => {
      try {
        readProviderConfig(env);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ProviderConfigError);
    expect((error as Error).message).toContain(expected);
    expect((error as Error).message).not.toContain("hunter22");
  });

  it("reads a Whise configuration: Whise's API unless told otherwise, its client and office, culture codes", () => {
    expect(
      readProviderConfig({
        PROVIDER_KIND: " Whise ",
        PROVIDER_USER: "agency",
        PROVIDER_PASSWORD: "hunter22",
        PROVIDER_CLIENT_ID: "13066",
        PROVIDER_OFFICE_ID: "16010",
        PROVIDER_LANGUAGE_IDS: "en:en-BE",
      }),
    ).toEqual({
      kind: "whise",
      baseUrl: "https://api.whise.eu",
      credentials: { user: "agency", password: "hunter22" },
      clientId: 13066,
      officeId: 16010,
      languages: { nl: "nl-BE", fr: "fr-BE", en: "en-BE", de: "de-DE" },
    });
    expect(readProviderConfig({ PROVIDER_KIND: "whise", PROVIDER_USER: "a", PROVIDER_PASSWORD: "b", PROVIDER_CLIENT_ID: "7" })).toMatchObject({
      officeId: undefined,
    });
  });

  it("allows plain http to localhost for a local provider", () => {
    expect(readProviderConfig({ ...complete, PROVIDER_BASE_URL: "http://localhost:8080/api" })?.baseUrl).toBe("http://localhost:8080/api");
  });
});

describe("createFeedSource", () => {
  it("gives the demo feed when nothing is configured, even with other bindings present", () => {
    const source = createFeedSource({ SITE_ORIGIN: "http://localhost:8787", LANGUAGES: "" });
    expect(source).toBeInstanceOf(DemoFeedSource);
    expect(source.name).toBe("demo");
  });

  it("gives the provider when it is configured", () => {
    const source = createFeedSource({ ...complete, SITE_ORIGIN: "x" });
    expect(source).toBeInstanceOf(ProviderFeedSource);
    expect(source.name).toBe("provider");
  });

  it("gives the Whise source when PROVIDER_KIND says so", () => {
    const source = createFeedSource({ PROVIDER_KIND: "whise", PROVIDER_USER: "a", PROVIDER_PASSWORD: "b", PROVIDER_CLIENT_ID: "7" });
    expect(source.name).toBe("whise");
  });

  it("does not fall back to the demo on a half configuration: every fetch fails with the problem", async () => {
    const source = createFeedSource({ PROVIDER_BASE_URL: complete.PROVIDER_BASE_URL });
    expect(source.name).toBe("provider");
    const error = await source.fetchLanguage("nl", {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FeedError);
    expect(error).toMatchObject({ code: "provider", message: expect.stringContaining("PROVIDER_USER is required") });
  });
});

describe("feed rules", () => {
  it("replaces only the kinds FEED_SUBSTATUS names, and takes a named id out of the other kinds", async () => {
    const { readFeedRules } = await import("../../../worker/feed/provider/rules-config");
    const base = { hiddenMarquees: [1, 2, 3, 4], subStatus: { sold: [3, 14], rented: [4], option: [5], hidden: [8] } };
    expect(readFeedRules({ FEED_SUBSTATUS: "option:5,14;hidden:20", FEED_HIDDEN_MARQUEES: "" }, base)).toEqual({
      hiddenMarquees: [1, 2, 3, 4],
      subStatus: { sold: [3], rented: [4], option: [5, 14], hidden: [20] },
    });
    expect(() => readFeedRules({ FEED_SUBSTATUS: "sold=6" }, base)).toThrow("FEED_SUBSTATUS must look like");
  });
});
