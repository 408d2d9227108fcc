import { describe, expect, it } from "vitest";
import { demoRawFeed } from "../../../worker/feed/demo";
import { ID_BATCH_SIZE } from "../../../worker/feed/provider/endpoints";
import { parseProviderDate } from "../../../worker/feed/provider/schemas/primitives";
import { FeedError } from "../../../worker/feed/source";
import { FAKE_PASSWORD, FAKE_USER } from "../../fixtures/feed/fake-provider";
import { setUp } from "./helpers";

const limits = (calls: { params: Record<string, unknown> }[]) => calls.map((call) => [call.params.Limit1, call.params.Limit2]);

describe("provider client paging", () => {
  it("asks rows with 1-based inclusive Limit1/Limit2 until RowsCount is reached", async () => {
    const { provider, client } = setUp({ count: 45 });
    const result = await client.listProperties("nl");
    expect(limits(provider.calls)).toEqual([
      [1, 20],
      [21, 40],
      [41, 60],
    ]);
    expect(result.items.map((item) => item.ID)).toEqual(demoRawFeed("nl", { count: 45 }).properties.map((item) => item.ID));
    expect(result.rowsCount).toBe(45);
  });

  it("stops exactly at RowsCount when it is a multiple of the page size", async () => {
    const { provider, client } = setUp({ count: 40 });
    expect((await client.listProperties("nl")).items).toHaveLength(40);
    expect(limits(provider.calls)).toEqual([
      [1, 20],
      [21, 40],
    ]);
  });

  it("asks an empty list once", async () => {
    const { provider, client } = setUp({ count: 0 });
    expect((await client.listProperties("nl")).items).toEqual([]);
    expect(provider.calls).toHaveLength(1);
  });

  it("fails with a protocol error when a page is empty before RowsCount (a short list would read as removals)", async () => {
    const { provider, client } = setUp({ count: 45 });
    provider.failNext({ kind: "lying-rows" }, { skip: 1 });
    const error = await client.listProperties("nl").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FeedError);
    expect(error).toMatchObject({ code: "protocol", message: expect.stringContaining("GetPropertyList (nl, rows 21-40)") });
  });

  it("treats a Value without Items as a protocol error", async () => {
    const { provider, client } = setUp({ count: 5 });
    provider.failNext({ kind: "not-a-list" });
    await expect(client.listCities("nl")).rejects.toMatchObject({ code: "protocol", message: expect.stringContaining("Items") });
  });
});

describe("provider client requests", () => {
  it("puts the credentials and the language inside the json parameter", async () => {
    const { provider, client } = setUp({ count: 3 });
    await client.listTypeGroups("fr");
    expect(provider.calls[0]).toMatchObject({
      endpoint: "GetWebIDList",
      params: { CustomerName: FAKE_USER, CustomerPassword: FAKE_PASSWORD, LanguageId: 2, DescriptionLanguageId: 2 },
    });
  });

  it("sends ChangeSince as Omnicasa reads it (the agency's wall time) and receives only what changed since", async () => {
    const { provider, client } = setUp({ count: 60 });
    const since = new Date("2026-03-01T00:00:00.000Z");
    const changed = await client.listProperties("en", { changeSince: since });
    const all = await client.listProperties("en");
    expect(provider.calls[0]?.params.ChangeSince).toBe("2026-03-01 01:00:00");
    expect(changed.items.length).toBeGreaterThan(0);
    expect(changed.items.length).toBeLessThan(all.items.length);
    for (const item of changed.items) expect(Date.parse(item.ModifiedDate ?? "")).toBeGreaterThanOrEqual(since.getTime());
    const expected = demoRawFeed("en", { count: 60 }).properties.filter(
      (item) => Date.parse(parseProviderDate(String(item.ModifiedDate)) ?? "") >= since.getTime(),
    );
    expect(changed.items.map((item) => item.ID)).toEqual(expected.map((item) => item.ID));
  });

  it("sends no ChangeSince on a full list", async () => {
    const { provider, client } = setUp({ count: 3 });
    await client.listProjects("nl");
    expect(provider.calls[0]?.params).not.toHaveProperty("ChangeSince");
  });

  it("reads one property from the detail endpoint", async () => {
    const { provider, client } = setUp({ count: 10 });
    const item = await client.getProperty("de", 5003);
    expect(item.ID).toBe(5003);
    expect(provider.calls[0]).toMatchObject({ endpoint: "GetProperty", params: { ID: 5003, LanguageId: 4 } });
  });

  it("reports an unknown id on the detail endpoint as a provider error", async () => {
    const { client } = setUp({ count: 3 });
    await expect(client.getProperty("nl", 99)).rejects.toMatchObject({ code: "provider", message: "GetProperty (nl, ID 99): no such property" });
  });

  it("asks one property's gallery by ObjectID and one project's by ProjectID, each picture tagged with its owner", async () => {
    const { provider, client } = setUp({ count: 5 });
    const id = Number(demoRawFeed("nl", { count: 5 }).properties[2]?.ID);
    const pictures = await client.listPropertyPictures("nl", id);
    expect(provider.calls[0]).toMatchObject({ endpoint: "GetPropertyPictureList", params: { ObjectID: id, Limit1: 1 } });
    expect(pictures.items.length).toBeGreaterThan(0);
    expect(pictures.items.every((picture) => picture.PropertyID === id && picture.ProjectID === null)).toBe(true);
    const project = await client.listProjectPictures("nl", 801);
    expect(provider.calls[1]).toMatchObject({ endpoint: "GetProjectPictureList", params: { ProjectID: 801 } });
    expect(project.items.every((picture) => picture.ProjectID === 801 && picture.PropertyID === null)).toBe(true);
  });

  it("asks documents in batches of ID_BATCH_SIZE ids, as one comma-joined ObjectIDs text, published only", async () => {
    const { provider, client } = setUp({ count: 120 }, { pageSize: 500 });
    const ids = demoRawFeed("nl", { count: 120 }).properties.map((item) => Number(item.ID));
    const documents = await client.listDocuments("nl", ids);
    const batches = provider.calls.map((call) => String(call.params.ObjectIDs).split(",").length);
    expect(batches).toEqual([ID_BATCH_SIZE, ID_BATCH_SIZE, 120 - 2 * ID_BATCH_SIZE]);
    expect(provider.calls.every((call) => call.params.Publish === true)).toBe(true);
    expect(documents.items.length).toBeGreaterThan(0);
    expect(documents.items.every((document) => ids.includes(Number(document.PropertyID)))).toBe(true);
  });

  it("makes no call for documents of nothing", async () => {
    const { provider, client } = setUp();
    expect((await client.listDocuments("nl", [])).items).toEqual([]);
    expect(provider.calls).toHaveLength(0);
  });

  it("asks a project's units as the properties carrying its ProjectID", async () => {
    const { provider, client } = setUp({ count: 1 });
    const units = await client.listProperties("nl", { projectId: 801 });
    expect(provider.calls[0]).toMatchObject({ endpoint: "GetPropertyList", params: { ProjectID: 801 } });
    expect(units.items.length).toBeGreaterThan(0);
    expect(units.items.every((unit) => unit.ProjectID === 801)).toBe(true);
  });
});

describe("provider client with bad items", () => {
  const bad = [
    { ID: 9001, Goal: "sometimes", TypeDescription: "Villa", WebID: 1, Zip: "9000", City: "Gent" },
    "not an object",
    { ID: "12a", Goal: 0, TypeDescription: "Villa", WebID: 1, Zip: "9000", City: "Gent" },
    { ID: 9002, Goal: 0, TypeDescription: "Villa", WebID: 1, Zip: "9000", City: "Gent", GoogleX: 181, GoogleY: 4.3 },
  ];

  it("keeps the good items and rejects each bad one with its id and a reason", async () => {
    const { client } = setUp({ count: 30, badProperties: bad, badEvery: 7 });
    const result = await client.listProperties("nl");
    expect(result.items).toHaveLength(30);
    expect(result.rejected).toHaveLength(4);
    expect(result.rejected).toEqual([
      { id: "9001", reason: expect.stringContaining("Goal") },
      { id: expect.stringMatching(/^#\d+$/), reason: expect.stringContaining("Object") },
      { id: "12a", reason: expect.stringContaining("ID") },
      { id: "9002", reason: "GoogleX: GoogleX (latitude) out of range" },
    ]);
  });
});
