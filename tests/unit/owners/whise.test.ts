/**
 * Whise's owner data through the real Whise client (token flow, paging), against modelled answers
 * (tests/fixtures/whise/calendar-answers.ts: not captured, the item fields are unverified).
 */
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_WHISE_LANGUAGES } from "../../../worker/feed/whise/ids";
import { ownerDataSource } from "../../../worker/owner/source";
import { whiseOwnerSource } from "../../../worker/owner/whise";
import { fakeWhiseCalendars } from "../../fixtures/whise/calendar-answers";
import { WHISE_CLIENT_ID, WHISE_PASSWORD, WHISE_USER } from "../../fixtures/whise/fake-whise";

function source() {
  const api = fakeWhiseCalendars();
  const owners = whiseOwnerSource({
    baseUrl: "https://api.whise.test",
    credentials: { user: WHISE_USER, password: WHISE_PASSWORD },
    clientId: WHISE_CLIENT_ID,
    officeId: undefined,
    languages: DEFAULT_WHISE_LANGUAGES,
    fetch: api.fetch,
    sleep: async () => undefined,
    pageSize: 2,
  });
  return { api, owners };
}

describe("Whise owner data", () => {
  it("reads an estate's calendar behind the client token, page by page, newest first", async () => {
    const { api, owners } = source();
    const entries = await owners.calendar(6775187, "nl");
    const asked = api.calls.filter((call) => call.path === "v1/calendars/list");
    expect(asked.map((call) => [(call.body.Filter as { EstateIds: number[] }).EstateIds, (call.body.Page as { Offset: number }).Offset])).toEqual([
      [[6775187], 0],
      [[6775187], 2],
    ]);
    expect(entries).toEqual([
      {
        date: "2026-11-20T14:30:00",
        type: "visit",
        contact: "Els Van den Broeck",
        subject: "Bezichtiging met kandidaat-kopers",
        comment: "Kandidaten enthousiast.",
        status: "other",
      },
      { date: "2026-11-19T11:00:00", type: "other", contact: "", subject: "Sleuteloverdracht", comment: "", status: "other" },
      { date: "2026-11-18T09:15:00", type: "call", contact: "Julien Lambert", subject: "Appel sortant", comment: "", status: "confirmed" },
    ]);
  });

  it("answers no owners and no portals (Whise gives neither to a site), and says so once", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    const { api, owners } = source();
    expect(await owners.owners()).toEqual([]);
    expect(await owners.owners()).toEqual([]);
    expect(await owners.onlineMedia(6775187, "nl")).toEqual([]);
    expect(api.calls).toEqual([]);
    const notes = info.mock.calls.map((call) => String(call[0]));
    expect(notes.filter((note) => note.includes("owner"))).toHaveLength(1);
    expect(notes.filter((note) => note.includes("published online"))).toHaveLength(1);
  });

  it("is the owner data source of a site configured for Whise", () => {
    const env = { PROVIDER_KIND: "whise", PROVIDER_USER: WHISE_USER, PROVIDER_PASSWORD: WHISE_PASSWORD, PROVIDER_CLIENT_ID: String(WHISE_CLIENT_ID) };
    expect(ownerDataSource(env).name).toBe("whise");
  });
});
