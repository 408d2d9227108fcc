import { describe, expect, it } from "vitest";
import { DemoFeedSource, demoRawFeed } from "../../../worker/feed/demo";
import { createFeedSource } from "../../../worker/feed/provider";
import { createProviderClient } from "../../../worker/feed/provider/client";
import { ProviderFeedSource } from "../../../worker/feed/provider/source";
import { createFakeProvider, FAKE_BASE_URL, FAKE_PASSWORD, FAKE_USER, type FakeProviderOptions } from "../../fixtures/feed/fake-provider";
import { TEST_WORDS } from "./helpers";

function providerSource(options: FakeProviderOptions = {}) {
  const fake = createFakeProvider(options);
  const client = createProviderClient({
    baseUrl: FAKE_BASE_URL,
    credentials: { user: FAKE_USER, password: FAKE_PASSWORD },
    fetch: fake.fetch,
    sleep: async () => undefined,
    pageSize: 25,
  });
  return { fake, source: new ProviderFeedSource({ client, words: () => TEST_WORDS }) };
}

describe("ProviderFeedSource", () => {
  it("gives, over Omnicasa's catalogue, what the demo source gives directly (projects have no document endpoint there)", async () => {
    const { source } = providerSource({ count: 60 });
    const demo = new DemoFeedSource({ count: 60, words: () => TEST_WORDS });
    for (const lang of ["nl", "de"] as const) {
      const [viaProvider, direct] = await Promise.all([source.fetchLanguage(lang, {}), demo.fetchLanguage(lang, {})]);
      const withoutProjectDocuments = { ...direct.snapshot, projects: direct.snapshot.projects.map((project) => ({ ...project, documents: [] })) };
      expect(viaProvider.snapshot).toEqual(withoutProjectDocuments);
      expect(viaProvider.rejected).toEqual(direct.rejected);
      expect(viaProvider.complete).toBe(true);
      expect(viaProvider.gaps).toEqual([]);
    }
  });

  it("asks only endpoints of Omnicasa's catalogue, a gallery only for items that embed none", async () => {
    const { fake, source } = providerSource({ count: 30 });
    await source.fetchLanguage("fr", {});
    expect(new Set(fake.calls.map((call) => call.endpoint))).toEqual(
      new Set(["GetPropertyList", "GetWebIDList", "GetCityList", "GetProjectList", "GetPropertyPictureList", "GetProjectPictureList", "GetDocumentList"]),
    );
    expect(fake.calls.filter((call) => call.endpoint === "GetPropertyPictureList")).toHaveLength(30);
    const documents = fake.calls.find((call) => call.endpoint === "GetDocumentList");
    expect(String(documents?.params.ObjectIDs).split(",")).toHaveLength(30);
  });

  it("asks each gallery once per run, whatever the number of languages (pictures do not change with the language)", async () => {
    const { fake, source } = providerSource({ count: 10 });
    for (const lang of ["nl", "fr", "en", "de"] as const) await source.fetchLanguage(lang, {});
    expect(fake.calls.filter((call) => call.endpoint === "GetPropertyPictureList")).toHaveLength(10);
  });

  it("passes changeSince on and is not complete then", async () => {
    const { fake, source } = providerSource({ count: 40 });
    const since = new Date("2026-05-01T00:00:00Z");
    const result = await source.fetchLanguage("en", { changeSince: since });
    expect(result.complete).toBe(false);
    expect(fake.calls.filter((call) => call.params.ChangeSince === "2026-05-01 02:00:00").map((call) => call.endpoint)).toEqual([
      "GetPropertyList",
      "GetProjectList",
    ]);
    expect(result.snapshot.properties.every((item) => Date.parse(item.updatedAt) >= since.getTime())).toBe(true);
  });

  it("reports bad items as rejected and keeps the rest", async () => {
    const { source } = providerSource({ count: 20, badProperties: [{ ID: 77, Goal: 0 }], badEvery: 5 });
    const result = await source.fetchLanguage("nl", {});
    expect(result.snapshot.properties).toHaveLength(20);
    expect(result.rejected).toEqual([{ kind: "property", id: "77", reason: expect.stringContaining("TypeDescription") }]);
  });

  it("fails the whole language with the FeedError of a failed call", async () => {
    const { fake, source } = providerSource({ count: 5 });
    fake.failNext({ kind: "status", status: 401 }, { endpoint: "GetWebIDList" });
    await expect(source.fetchLanguage("nl", {})).rejects.toMatchObject({ name: "FeedError", code: "http", message: "GetWebIDList (nl, rows 1-25): HTTP 401" });
  });

  it("reports changed listings that are no longer published as withdrawn in an incremental answer, never in a full one", async () => {
    const feed = (lang: "nl" | "fr" | "en" | "de") => {
      const raw = demoRawFeed(lang, { count: 12 });
      // Omnicasa answers ChangeSince with every changed listing, a withdrawn one (Status 3) too.
      raw.properties = raw.properties.map((item, index) => (index === 2 ? { ...item, Status: 3 } : item));
      return raw;
    };
    const withdrawnId = Number((feed("nl").properties[2] as { ID: number }).ID);
    const fake = createFakeProvider({ feed });
    const client = createProviderClient({
      baseUrl: FAKE_BASE_URL,
      credentials: { user: FAKE_USER, password: FAKE_PASSWORD },
      fetch: fake.fetch,
      sleep: async () => undefined,
    });
    const source = new ProviderFeedSource({ client, words: () => TEST_WORDS });
    const incremental = await source.fetchLanguage("nl", { changeSince: new Date("2000-01-01T00:00:00Z") });
    expect(incremental.withdrawn?.properties).toEqual([withdrawnId]);
    expect(incremental.snapshot.properties.map((item) => item.id)).not.toContain(withdrawnId);
    expect((await source.fetchLanguage("nl", {})).withdrawn).toBeUndefined();
  });

  it("publishes without an optional part that fails, and records the gap", async () => {
    const { fake, source } = providerSource({ count: 12 });
    fake.failNext({ kind: "status", status: 500 }, { endpoint: "GetDocumentList", times: 4 });
    fake.failNext({ kind: "refuse", message: "no pictures today" }, { endpoint: "GetProjectPictureList" });
    const result = await source.fetchLanguage("nl", {});
    expect(result.snapshot.properties).toHaveLength(12);
    expect(result.snapshot.properties.every((item) => item.documents.length === 0)).toBe(true);
    expect(result.snapshot.properties.every((item) => item.pictures.length > 1)).toBe(true);
    expect(result.gaps).toEqual([
      {
        part: "pictures",
        endpoint: "GetProjectPictureList",
        reason: expect.stringContaining("project 801: GetProjectPictureList (nl, ProjectID 801, rows 1-25): the provider refused: no pictures today"),
        count: 1,
      },
      { part: "documents", endpoint: "GetDocumentList", reason: expect.stringContaining("HTTP 500"), count: 1 },
    ]);
    const [withoutGallery, ...others] = result.snapshot.projects;
    expect(withoutGallery?.pictures.length).toBeLessThanOrEqual(1);
    expect(others.every((project) => project.pictures.length > 1)).toBe(true);
  });

  it("stops asking an endpoint the account lacks (404) after the first call, and counts what it left out", async () => {
    const { fake, source } = providerSource({ count: 10 });
    fake.failNext({ kind: "status", status: 404 }, { endpoint: "GetPropertyPictureList" });
    const result = await source.fetchLanguage("de", {});
    expect(fake.calls.filter((call) => call.endpoint === "GetPropertyPictureList")).toHaveLength(1);
    expect(result.gaps).toEqual([{ part: "pictures", endpoint: "GetPropertyPictureList", reason: expect.stringContaining("HTTP 404"), count: 10 }]);
    // Each listing keeps the picture its list item carries.
    expect(result.snapshot.properties.every((item) => item.pictures.length === 1)).toBe(true);
  });
});

describe("createFeedSource with a fake provider", () => {
  it("runs the configured provider with the caller's fetch and words", async () => {
    const fake = createFakeProvider({ count: 8 });
    const source = createFeedSource(
      { PROVIDER_BASE_URL: FAKE_BASE_URL, PROVIDER_USER: FAKE_USER, PROVIDER_PASSWORD: FAKE_PASSWORD },
      { fetch: fake.fetch, words: () => TEST_WORDS },
    );
    const result = await source.fetchLanguage("nl", {});
    expect(result.snapshot.properties).toHaveLength(8);
    expect(result.snapshot.properties.some((item) => item.groups.some((group) => group.fields.some((field) => field.value === TEST_WORDS.forSale)))).toBe(true);
  });

  it("uses catalogue ids as words when none are given, so a missing wiring is visible", async () => {
    const result = await createFeedSource({}).fetchLanguage("en", {});
    expect(result.snapshot.properties.some((item) => item.priceText === "feed.priceOnRequest")).toBe(true);
  });
});
