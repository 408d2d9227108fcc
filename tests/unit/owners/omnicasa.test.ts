/**
 * Omnicasa's owner data through the real transport and paging, against modelled answers
 * (tests/fixtures/omnicasa/owner-answers.ts: not captured, the field names are unverified).
 */
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_LANGUAGE_IDS } from "../../../worker/feed/provider/config";
import { omnicasaOwnerSource, rotatingWindow } from "../../../worker/owner/omnicasa";
import { ownedProperties } from "../../../worker/owner/omnicasa-mapping";
import { ownerDataSource } from "../../../worker/owner/source";
import { syncedOwners } from "../../../worker/owner/sync";
import { fakeOwnerProvider, OWNER_BASE_URL, OWNER_PASSWORD, OWNER_USER } from "../../fixtures/omnicasa/owner-answers";

function source(options: Parameters<typeof fakeOwnerProvider>[0] = {}) {
  const provider = fakeOwnerProvider(options);
  const owners = omnicasaOwnerSource({
    baseUrl: OWNER_BASE_URL,
    credentials: { user: OWNER_USER, password: OWNER_PASSWORD },
    languageIds: DEFAULT_LANGUAGE_IDS,
    fetch: provider.fetch,
    sleep: async () => undefined,
    retries: 1,
    pageSize: 2,
  });
  return { provider, owners };
}

describe("Omnicasa owner data", () => {
  it("lists the proprietors of active properties, page by page, with the properties each owns", async () => {
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { provider, owners } = source();
    const contacts = await owners.owners();
    const persons = provider.calls.filter((call) => call.endpoint === "GetPersonList");
    expect(persons.map((call) => [call.params.IsProprietorsOfActiveProperties, call.params.Limit1, call.params.Limit2])).toEqual([
      [true, 1, 2],
      [true, 3, 4],
      [true, 5, 6],
    ]);
    expect(contacts.sort((a, b) => a.providerId.localeCompare(b.providerId))).toEqual([
      {
        providerId: "omnicasa:1201",
        email: "an.peeters@example.com",
        firstName: "An",
        lastName: "Peeters",
        lang: "nl",
        propertyIds: [5001, 5013],
        projectIds: [],
      },
      {
        providerId: "omnicasa:1202",
        email: "sophie.lambert@example.com",
        firstName: "Sophie",
        lastName: "Lambert",
        lang: "fr",
        propertyIds: [5008],
        projectIds: [],
      },
      { providerId: "omnicasa:1203", email: "", firstName: "Adres", lastName: "Zonder", lang: "nl", propertyIds: [], projectIds: [] },
      {
        providerId: "omnicasa:1204",
        email: "david.wilson@example.com",
        firstName: "David",
        lastName: "Wilson",
        lang: "en",
        // David's only related property names no relation: not granted on a guess.
        propertyIds: [],
        projectIds: [],
      },
    ]);
    // Said once for the run, by counts and property ids, never by address.
    const unnamed = warnings.mock.calls.filter(([message]) => String(message).includes("name no relation"));
    expect(unnamed).toHaveLength(1);
    expect(String(unnamed[0]![0])).toContain("2 related properties of 2 owners");
    expect(JSON.stringify(warnings.mock.calls)).not.toMatch(/@/);
    // The related properties are asked by the address as Omnicasa has it; a person without one is not asked.
    expect(provider.calls.filter((call) => call.endpoint === "GetRelatedProperties").map((call) => call.params.Email)).toEqual(
      expect.arrayContaining(["An.Peeters@Example.com", "sophie.lambert@example.com", "david.wilson@example.com"]),
    );
    // Paged like every list: An's four entries take two pages of two.
    expect(provider.calls.filter((call) => call.endpoint === "GetRelatedProperties")).toHaveLength(4);
    // The sync then skips the contact without an address.
    expect(syncedOwners(contacts)).toMatchObject({ skipped: 1 });
  });

  it("leaves out an owner whose properties cannot be read, and keeps the others", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { owners } = source({ failFor: "sophie.lambert@example.com" });
    const contacts = await owners.owners();
    expect(contacts.map((contact) => contact.providerId).sort()).toEqual(["omnicasa:1201", "omnicasa:1203", "omnicasa:1204"]);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("1 of 3 owners"), expect.anything());
    // The credentials never reach a message.
    expect(JSON.stringify(errors.mock.calls.map((call) => String(call[1])))).not.toContain(OWNER_PASSWORD);
  });

  it("rejects when the person list cannot be read, with the credentials redacted", async () => {
    const { owners } = source({ failEndpoint: "GetPersonList" });
    const failure = await owners.owners().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ name: "FeedError", code: "http", status: 500 });
    expect(String((failure as Error).message)).not.toContain(OWNER_PASSWORD);
  });

  it("maps the calendar history's types, dates, people and statuses, newest first, skipping unreadable entries", async () => {
    const { provider, owners } = source();
    const entries = await owners.calendar(5001, "fr");
    expect(provider.calls.find((call) => call.endpoint === "GetCalendarHistories")?.params).toMatchObject({ ObjectID: 5001, LanguageId: 2 });
    expect(entries).toEqual([
      {
        date: "2026-11-20T14:30:00",
        type: "visit",
        contact: "Els Van den Broeck",
        subject: "Bezichtiging",
        comment: "Kandidaten enthousiast.",
        status: "planned",
      },
      { date: "2026-11-19T11:00:00", type: "other", contact: "Els Van den Broeck", subject: "Pand gewijzigd", comment: "", status: "cancelled" },
      { date: "2026-11-18T09:15:00", type: "email", contact: "Julien Lambert", subject: "Vraag van koper", comment: "Doorgestuurd.", status: "done" },
      { date: "2026-11-17T16:00:00", type: "letter", contact: "", subject: "Aangetekende brief", comment: "", status: "other" },
      { date: "2026-11-16T10:00:00", type: "call", contact: "Pieter Vermeulen", subject: "Telefoon met eigenaar", comment: "Prijs besproken.", status: "done" },
    ]);
    expect(await owners.calendar(4242, "nl")).toEqual([]);
  });

  it("lists each medium once, since its first date, with https links only", async () => {
    const { owners } = source();
    expect(await owners.onlineMedia(5001, "nl")).toEqual([
      { name: "Immoweb", url: "https://www.immoweb.be/nl/zoekertje/5001", since: "2026-09-28" },
      { name: "Zimmo", url: null, since: null },
      { name: "Facebook", url: null, since: "2026-10-09" },
    ]);
  });

  it("rejects a calendar the provider refuses (the portal shows its API error)", async () => {
    const { owners } = source({ failEndpoint: "GetCalendarHistories" });
    await expect(owners.calendar(5001, "nl")).rejects.toMatchObject({ name: "FeedError" });
  });

  it("is the owner data source of a site configured for Omnicasa", () => {
    const env = { PROVIDER_BASE_URL: OWNER_BASE_URL, PROVIDER_USER: OWNER_USER, PROVIDER_PASSWORD: OWNER_PASSWORD };
    expect(ownerDataSource(env).name).toBe("omnicasa");
    expect(ownerDataSource({}).name).toBe("demo");
  });

  it("rejects every call of an incomplete configuration instead of showing the demo", async () => {
    const broken = ownerDataSource({ PROVIDER_BASE_URL: OWNER_BASE_URL });
    expect(broken.name).toBe("provider");
    await expect(broken.owners()).rejects.toMatchObject({ name: "FeedError", code: "provider" });
    await expect(broken.calendar(1, "nl")).rejects.toMatchObject({ name: "FeedError" });
  });
});

describe("ownedProperties", () => {
  it("counts a property only when the relation is Owner (PersonType 1), never one without a relation", () => {
    expect(
      ownedProperties([
        { ID: 1, personType: 1 },
        { ID: 2, personType: undefined },
        { ID: 3, personType: null },
        { ID: 4, personType: 10 },
        { ID: 5, personType: 2 },
        { ID: 1, personType: 1 },
        { ID: 6, personType: 1 },
        { ID: 6, personType: undefined },
      ]),
    ).toEqual({ ids: [1, 6], unnamed: [2, 3] });
  });
});

describe("rotatingWindow", () => {
  it("takes everything under the limit, and otherwise a window that moves each day and covers all in turn", () => {
    const items = Array.from({ length: 7 }, (_, index) => index);
    expect(rotatingWindow(items.slice(0, 3), 5, 9)).toEqual([0, 1, 2]);
    expect(rotatingWindow(items, 3, 0)).toEqual([0, 1, 2]);
    expect(rotatingWindow(items, 3, 1)).toEqual([3, 4, 5]);
    expect(rotatingWindow(items, 3, 2)).toEqual([6, 0, 1]);
    const seen = new Set([0, 1, 2].flatMap((day) => rotatingWindow(items, 3, day)));
    expect(seen.size).toBe(7);
  });
});
