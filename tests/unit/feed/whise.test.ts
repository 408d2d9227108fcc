/**
 * Whise as a second provider: a recorded answer of v1/estates/list (tests/fixtures/whise) through the
 * real client, schemas, adapter and normaliser, behind a fake API that checks the token flow.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createFeedSource } from "../../../worker/feed/provider";
import type { PropertyDetail } from "../../../worker/feed/model";
import type { LanguageFetch } from "../../../worker/feed/source";
import { providerCrm } from "../../../worker/jobs/crm";
import type { LeadView } from "../../../worker/leads/lead-view";
import { RECORDED_ESTATES_LIST } from "../../fixtures/whise/estates-list";
import { fakeWhise, WHISE_CLIENT_ID, WHISE_PASSWORD, WHISE_USER } from "../../fixtures/whise/fake-whise";
import { TEST_WORDS } from "./helpers";

type Estate = (typeof RECORDED_ESTATES_LIST.estates)[number];
const RECORDED: readonly Estate[] = RECORDED_ESTATES_LIST.estates;

const ENV = {
  PROVIDER_KIND: "whise",
  PROVIDER_BASE_URL: "https://api.whise.test",
  PROVIDER_USER: WHISE_USER,
  PROVIDER_PASSWORD: WHISE_PASSWORD,
  PROVIDER_CLIENT_ID: String(WHISE_CLIENT_ID),
  PROVIDER_OFFICE_ID: "16010",
};

/** A recorded estate with other values, for the states the recording lacks. */
const variant = (id: number, changes: Record<string, unknown>) => ({ ...RECORDED.find((estate) => estate.id === id), ...changes });

async function sync(estates: readonly unknown[] = RECORDED, options: { changeSince?: Date; expireOnce?: boolean; lang?: "nl" | "fr" } = {}) {
  const api = fakeWhise(estates, { expireOnce: options.expireOnce });
  const source = createFeedSource(ENV, { fetch: api.fetch, sleep: async () => undefined, words: () => TEST_WORDS });
  const result = await source.fetchLanguage(options.lang ?? "fr", { changeSince: options.changeSince });
  return { result, calls: api.calls };
}

const byId = (result: LanguageFetch, id: number): PropertyDetail => {
  const found = result.snapshot.properties.find((item) => item.id === id);
  if (!found) throw new Error(`estate ${id} is missing`);
  return found;
};

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe("Whise, through the client, adapter and normaliser", () => {
  it("asks a user token, then the client's token, then every public estate page by page with it", async () => {
    const { calls } = await sync();
    expect(calls.map((call) => call.path)).toEqual(["token", "v1/admin/clients/token", "v1/estates/list"]);
    expect(calls[0]?.body).toEqual({ Username: WHISE_USER, Password: WHISE_PASSWORD });
    expect(calls[1]).toMatchObject({ body: { ClientId: WHISE_CLIENT_ID, OfficeId: 16010 }, authorization: "Bearer user-token" });
    expect(calls[2]).toMatchObject({
      authorization: "Bearer client-token-1",
      body: { Filter: { StatusIds: [1], DisplayStatusIds: [2, 3, 4, 5], LanguageId: "fr-BE" }, Page: { Limit: 100, Offset: 0 } },
    });
  });

  it("keeps every estate: ten listings, and the project with its three units", async () => {
    const { result } = await sync();
    expect(result.rejected).toEqual([]);
    expect(result.snapshot.properties.map((item) => item.id).sort()).toEqual(
      RECORDED.filter((estate) => !("parentId" in estate) && !("canHaveChildren" in estate))
        .map((estate) => estate.id)
        .sort(),
    );
    const [project] = result.snapshot.projects;
    expect(project).toMatchObject({ id: 6775197, name: "Découvrez L’Orangeraie, un projet de 6 petites copropriétés", unitCount: 3, availableCount: 3 });
    expect(project?.units.map((unit) => [unit.id, unit.status, unit.price])).toEqual([
      [6775198, "available", 250000], // all on floor 1: by name, "… App 1", "… App 2", "… App 3"
      [6775199, "available", 260000],
      [6775200, "available", 270000],
    ]);
  });

  it("reads purpose, purpose status, category and the display flags: a sold estate keeps no price, a hidden price stays hidden", async () => {
    const { result } = await sync();
    const sold = byId(result, 6775189);
    expect(sold).toMatchObject({ status: "sold", price: null, priceText: TEST_WORDS.sold, goal: 0, typeName: TEST_WORDS.typeHouse, typeGroup: 1 });
    // An investment estate belongs to the yield-property group, whatever its category.
    expect(byId(result, 6775188)).toMatchObject({
      status: "available",
      price: 1750000,
      priceText: "1\u202f750\u202f000\u00a0€",
      typeName: TEST_WORDS.typeOffice,
      typeGroup: 5,
    });
    // No displayPrice key: Whise leaves false out, so the price is not shown.
    expect(byId(result, 6775190)).toMatchObject({ price: null, priceText: TEST_WORDS.priceOnRequest });
    expect(byId(result, 6775196)).toMatchObject({ goal: 1, price: 1200, status: "available" });
    expect(result.snapshot.typeGroups.map((group) => [group.webId, group.name])).toEqual([
      [1, TEST_WORDS.group1],
      [2, TEST_WORDS.group2],
      [5, TEST_WORDS.group5],
      [6, TEST_WORDS.group6],
    ]);
  });

  it("shows an option, a rental and a reference by their purpose status, and leaves out what is not public", async () => {
    const estates = [
      variant(6775190, { purposeStatus: { id: 5 } }),
      variant(6775196, { id: 9001, purposeStatus: { id: 4 } }),
      variant(6775191, { id: 9002, purposeStatus: { id: 20 } }),
      variant(6775192, { id: 9003, purposeStatus: { id: 10 } }),
    ];
    const { result } = await sync(estates);
    expect(result.snapshot.properties.map((item) => [item.id, item.status, item.marquee, item.price])).toEqual([
      [6775190, "available", TEST_WORDS.underOption, null],
      [9001, "rented", TEST_WORDS.rented, null],
    ]);
  });

  it("keeps every picture once, largest size first, in Whise's order (a picture without order first)", async () => {
    const { result } = await sync();
    for (const estate of RECORDED.filter((item) => !("parentId" in item) && !("canHaveChildren" in item))) {
      const unique = new Set(estate.pictures.map((picture) => picture.urlXXL));
      expect(byId(result, estate.id).pictures.map((picture) => picture.url)).toHaveLength(unique.size);
    }
    const project = result.snapshot.projects[0];
    const recorded = RECORDED.find((estate) => estate.id === 6775197);
    expect(project?.pictures[0]?.url).toBe(recorded?.pictures.find((picture) => !("order" in picture))?.urlXXL);
    expect(byId(result, 6775189).pictures.every((picture) => picture.url.includes("/1600/") || picture.url.includes("/1280/"))).toBe(true);
  });

  it.each(["UTC", "Europe/Brussels"])("reads Whise's zone-less dates on the Brussels clock (%s process zone)", async (zone) => {
    process.env.TZ = zone;
    const { result } = await sync();
    expect(byId(result, 6775187).updatedAt).toBe("2025-08-19T10:59:12.413Z");
    expect(result.snapshot.projects[0]?.updatedAt).toBe("2025-08-19T07:39:21.880Z");
  });

  it("places an estate from its sub-details when its address is shown, and reads its energy from a range text", async () => {
    const { result } = await sync();
    const office = byId(result, 6775188);
    expect(office.geo).toEqual({ lat: expect.closeTo(49.79, 1), lng: expect.closeTo(5.07, 1) });
    expect(office.epc).toMatchObject({ value: 179, label: "c" });
    expect(byId(result, 6775190).geo).toBeNull(); // no displayAddress
  });

  it("reads living and plot surface, garden, terrace, the EPC label and the creation date of each estate (issue 41)", async () => {
    const { result } = await sync();
    const positive = (value: unknown) => (typeof value === "number" && value > 0 ? value : null);
    let checked = 0;
    for (const estate of RECORDED as readonly Record<string, unknown>[]) {
      const item = result.snapshot.properties.find((candidate) => candidate.id === estate.id);
      if (!item) continue;
      checked++;
      expect(item.livingSurface, `${estate.id}`).toBe(positive(estate.area));
      expect(item.plotSurface, `${estate.id}`).toBe(positive(estate.groundArea));
      expect(item.garden, `${estate.id}`).toBe(estate.garden === 1 || positive(estate.gardenArea) !== null ? true : estate.garden === 0 ? false : null);
      expect(item.terrace, `${estate.id}`).toBe(estate.terrace === 1 ? true : estate.terrace === 0 ? false : null);
      expect(item.epcLabel).toBe(item.epc?.label ?? null);
      // Whise's createDateTime is the agency's wall time (Brussels, summer time in April).
      expect(item.publishedAt).toBe("2025-04-28T07:14:34.640Z");
    }
    expect(checked).toBeGreaterThan(5);
    expect(result.snapshot.properties.some((item) => item.garden === false && item.terrace === true)).toBe(true);
  });

  it("takes each text in the page's language, else another one, and keeps its paragraphs", async () => {
    const { result } = await sync(RECORDED, { lang: "nl" });
    const office = byId(result, 6775188);
    expect(office.description).toContain("Il offre une belle entrée avec un escalier authentique");
    expect(office.description).toContain("\nLe bureau est pourvu");
    expect(office.description).not.toMatch(/<|&\w+;/);
  });

  it("sends ChangeSince as UpdateDateTimeRange.Min on the agency's clock, and asks a fresh token once when one expires", async () => {
    process.env.TZ = "UTC";
    const { calls, result } = await sync(RECORDED, { changeSince: new Date("2025-08-19T10:30:00Z"), expireOnce: true });
    expect(result.complete).toBe(false);
    const lists = calls.filter((call) => call.path === "v1/estates/list");
    expect(lists).toHaveLength(2);
    expect(lists[1]?.body).toMatchObject({ Filter: { UpdateDateTimeRange: { Min: "2025-08-19 12:30:00" } } });
    expect(lists[1]?.authorization).toBe("Bearer client-token-2");
  });

  it("keeps Whise's own states for every kind an agency's FEED_SUBSTATUS does not name", async () => {
    const api = fakeWhise(RECORDED);
    const source = createFeedSource({ ...ENV, FEED_SUBSTATUS: "option:1" }, { fetch: api.fetch, words: () => TEST_WORDS });
    const result = await source.fetchLanguage("fr", {});
    expect(byId(result, 6775189)).toMatchObject({ status: "sold", price: null });
    expect(byId(result, 6775188)).toMatchObject({ status: "available", marquee: TEST_WORDS.underOption });
    expect(result.snapshot.projects[0]?.units.every((unit) => unit.status === "available")).toBe(true);
  });

  it("asks no second login when Whise refuses the credentials", async () => {
    const api = fakeWhise(RECORDED);
    const source = createFeedSource({ ...ENV, PROVIDER_PASSWORD: "wrong" }, { fetch: api.fetch, sleep: async () => undefined, words: () => TEST_WORDS });
    await expect(source.fetchLanguage("fr", {})).rejects.toMatchObject({ code: "http", status: 401 });
    expect(api.calls.map((call) => call.path)).toEqual(["token"]);
    expect(JSON.stringify(api.calls)).toContain("wrong"); // the fake saw it; the error below must not
    await expect(source.fetchLanguage("fr", {})).rejects.not.toHaveProperty("message", expect.stringContaining("wrong"));
  });

  it("keeps a project's price list whole in an incremental run when only one of its units changed", async () => {
    process.env.TZ = "UTC";
    const { calls, result } = await sync(RECORDED, { changeSince: new Date("2025-08-19T08:00:00Z") });
    expect(calls.filter((call) => call.path === "v1/estates/list").map((call) => "UpdateDateTimeRange" in (call.body.Filter as object))).toEqual([true, false]);
    expect(result.snapshot.properties.map((item) => item.id)).toEqual([6775187]);
    expect(result.snapshot.projects.map((project) => [project.id, project.units.length])).toEqual([[6775197, 3]]);
  });

  it("pages with an item offset until totalCount", async () => {
    const api = fakeWhise(RECORDED);
    const { createWhiseClient } = await import("../../../worker/feed/whise/client");
    const client = createWhiseClient({
      baseUrl: "https://api.whise.test",
      credentials: { user: WHISE_USER, password: WHISE_PASSWORD },
      clientId: WHISE_CLIENT_ID,
      fetch: api.fetch,
      pageSize: 5,
    });
    const listed = await client.listEstates("nl");
    expect(listed.items).toHaveLength(14);
    expect(api.calls.filter((call) => call.path === "v1/estates/list").map((call) => (call.body.Page as { Offset: number }).Offset)).toEqual([0, 5, 10]);
  });

  it("reads an answer without estates (Whise leaves the keys out) as no estates", async () => {
    const api = fakeWhise([], { missingKeysWhenEmpty: true });
    const source = createFeedSource(ENV, { fetch: api.fetch, words: () => TEST_WORDS });
    expect((await source.fetchLanguage("en", {})).snapshot.properties).toEqual([]);
  });

  it("fails the language on a validation error, even when Whise calls the request valid", async () => {
    const api = fakeWhise(RECORDED);
    const refusing: typeof api.fetch = async (url, init) =>
      url.endsWith("v1/estates/list")
        ? Response.json({
            estates: [],
            totalCount: 0,
            isValidRequest: true,
            validationErrors: [{ code: "BadRequestFormat", message: "Could not find member 'PageSize'" }],
          })
        : api.fetch(url, init);
    const source = createFeedSource(ENV, { fetch: refusing, words: () => TEST_WORDS });
    await expect(source.fetchLanguage("fr", {})).rejects.toMatchObject({
      name: "FeedError",
      code: "provider",
      message: expect.stringContaining("BadRequestFormat"),
    });
  });

  it("pushes a lead as a Whise contact of the office, about its estate", async () => {
    const api = fakeWhise(RECORDED);
    const crm = providerCrm(
      {
        kind: "whise",
        baseUrl: "https://api.whise.test",
        credentials: { user: WHISE_USER, password: WHISE_PASSWORD },
        clientId: WHISE_CLIENT_ID,
        officeId: 16010,
        languages: { nl: "nl-BE", fr: "fr-BE", en: "en-GB", de: "de-DE" },
      },
      api.fetch,
    );
    const lead = {
      id: "lead-1",
      form: "contact-me",
      lang: "nl",
      newsletter: false,
      person: { title: "ms", firstName: "An", lastName: "Peeters", email: "an@example.be", phone: "0470 00 00 00" },
      payload: { about: { kind: "property", id: 6775188 }, fields: { remark: "Graag meer info" } },
    } as unknown as LeadView;
    expect(await crm.push(lead)).toContain("whise:contacts/create");
    const contact = api.calls.find((call) => call.path === "v1/contacts/create");
    expect(contact?.body).toMatchObject({ Name: "An Peeters", PrivateEmail: "an@example.be", EstateIds: [6775188], OfficeIds: [16010], LanguageId: "nl-BE" });
    expect(String(contact?.body.Message)).toContain("Graag meer info");
  });
});
