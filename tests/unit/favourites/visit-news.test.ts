import { describe, expect, it } from "vitest";
import { visitNews, MAX_SLOTS_NAMED, type SlotMemory } from "../../../worker/favourites/visit-news";
import { changeLine, watchChangeMail } from "../../../worker/favourites/watch-mails";
import { oncePerAddress } from "../../../worker/favourites/what-changed";
import { visitCalendar } from "../../../worker/leads/visit-slots";
import { i18nFor } from "../../../worker/i18n";

const TODAY = "2026-11-23"; // a Monday: the window runs from Tuesday 24 November
/** A calendar whose `full` moments hold the capacity (2), every other slot free. */
const calendarOf = (full: readonly string[], today = TODAY) => visitCalendar(today, 2, (day, slot) => (full.includes(`${day}T${slot}`) ? 2 : 0));
const allMoments = (today = TODAY) => calendarOf([], today).flatMap((day) => day.slots.map((slot) => slot.moment));

describe("what is a new visit slot for a watcher", () => {
  it("is nothing at the first check: there was nothing the watcher could have seen", () => {
    const { news, memory } = visitNews(undefined, calendarOf(["2026-11-24T10"]));
    expect(news).toEqual([]);
    expect(memory).toEqual({ full: ["2026-11-24T10"], allFull: false, mailed: [] });
  });

  it("is a slot full at the previous check and free now (a cancellation, a raised capacity)", () => {
    const previous = visitNews(undefined, calendarOf(["2026-11-24T10", "2026-11-25T14"])).memory;
    const { news, memory } = visitNews(previous, calendarOf(["2026-11-25T14"]));
    expect(news).toEqual(["2026-11-24T10"]);
    expect(memory.mailed).toEqual(["2026-11-24T10"]);
  });

  it("is not a day entering the rolling window, nor a slot that was free all along", () => {
    const previous = visitNews(undefined, calendarOf(["2026-11-24T10"])).memory;
    // The next morning: a new day at the end of the window, its slots free; the full slot stays full.
    const tomorrow = "2026-11-24";
    const { news } = visitNews(previous, calendarOf(["2026-11-25T10"], tomorrow));
    expect(news).toEqual([]);
  });

  it("is never the same slot twice, even when it fills and frees again", () => {
    let memory: SlotMemory = visitNews(undefined, calendarOf(["2026-11-24T10"])).memory;
    const freed = visitNews(memory, calendarOf([]));
    expect(freed.news).toEqual(["2026-11-24T10"]);
    memory = visitNews(freed.memory, calendarOf(["2026-11-24T10"])).memory;
    const again = visitNews(memory, calendarOf([]));
    expect(again.news).toEqual([]);
    expect(again.memory.mailed).toEqual(["2026-11-24T10"]);
  });

  it("on a listing whose whole window was full, is its first free slot, even on a new day", () => {
    const previous = visitNews(undefined, calendarOf(allMoments())).memory;
    expect(previous.allFull).toBe(true);
    // Next morning every slot still full but the new last day, which is free.
    const tomorrow = "2026-11-24";
    const stillFull = allMoments(tomorrow).filter((moment) => !moment.startsWith("2026-12-08"));
    const { news } = visitNews(previous, calendarOf(stillFull, tomorrow));
    expect(news).toEqual(["2026-12-08T10"]);
  });

  it(`names at most ${MAX_SLOTS_NAMED} slots per listing, the earliest first, and forgets past days`, () => {
    const full = allMoments().slice(0, 6);
    const previous = { ...visitNews(undefined, calendarOf(full)).memory, mailed: ["2026-11-20T10"] };
    const { news, memory } = visitNews(previous, calendarOf([]));
    expect(news).toEqual(full.slice(0, MAX_SLOTS_NAMED));
    expect(memory.mailed).toEqual(full.slice(0, MAX_SLOTS_NAMED));
  });
});

const mailContext = () =>
  ({
    agency: {
      name: { nl: "Vitrine", fr: "Vitrine", en: "Vitrine", de: "Vitrine" },
      email: "info@vitrine.example",
      phone: "09 000 00 00",
      address: { street: "Kouter 1", zip: "9000", city: { nl: "Gent", fr: "Gand", en: "Ghent", de: "Gent" } },
    },
    agencyLang: "nl",
    from: { email: "noreply@vitrine.example" },
    origin: "https://example.be",
    brandColor: "#123456",
    i18n: i18nFor,
    now: new Date("2026-11-29T10:00:00Z"),
  }) as unknown as Parameters<typeof watchChangeMail>[4];

describe("a new visit slot in the change mail", () => {
  it("says the day and time in words in the watcher's language, and the card leads to the visit form", () => {
    const change = { id: 7, kind: "visit" as const, moments: ["2026-11-24T10", "2026-11-25T14"] };
    const nl = changeLine(change, "nl", i18nFor("nl"));
    expect(nl).toMatch(/^Weer vrij voor een bezoek: dinsdag 24 november 2026, 10:00–13:00; woensdag 25 november 2026, 14:00–16:00$/);
    expect(changeLine(change, "fr", i18nFor("fr"))).toContain("mardi 24 novembre 2026");
    expect(changeLine(change, "de", i18nFor("de"))).toContain("Dienstag, 24. November 2026");
    const mail = watchChangeMail(
      "m1",
      { email: "a@example.be", lang: "en" },
      [{ id: 7, title: "House Gent", path: "/en/house-gent/7/", changes: [change] }],
      { main: "https://example.be/en/favourites/?ids=7", stop: "https://example.be/stop" },
      mailContext(),
    );
    expect(mail.text).toContain("Free again for a visit: Tuesday, 24 November 2026, 10:00–13:00");
    expect(mail.text).toContain("/en/house-gent/7/#visit");
  });
});

describe("one mail per address per change", () => {
  it("tells an address of a listing's change once, from its oldest watch holding it", () => {
    const watches = [
      { id: "w2", email: "a@example.be", createdAt: 2 },
      { id: "w1", email: "a@example.be", createdAt: 1 },
      { id: "w3", email: "b@example.be", createdAt: 3 },
    ];
    const byWatch = new Map([
      ["w1", [{ id: 1 }, { id: 2 }]],
      ["w2", [{ id: 2 }]],
      ["w3", [{ id: 2 }]],
    ]);
    expect(oncePerAddress(watches, byWatch)).toEqual(
      new Map([
        ["w1", [{ id: 1 }, { id: 2 }]],
        ["w3", [{ id: 2 }]],
      ]),
    );
  });
});

describe("a rent's change in the mail", () => {
  it("says what the rent is for, as the listing's own price line does", () => {
    expect(changeLine({ id: 1, kind: "price", before: 1_000, after: 950, priceUnit: "month" }, "nl", i18nFor("nl"))).toBe(
      "Prijs verlaagd: €\u00a01.000 /maand → €\u00a0950 /maand",
    );
    expect(changeLine({ id: 1, kind: "price", before: 1_000, after: 950, priceUnit: "month" }, "fr", i18nFor("fr"))).toContain("950\u00a0€ /mois");
    // A rent per m² is not a bare "€ 12".
    expect(changeLine({ id: 1, kind: "price", before: 13, after: 12, priceUnit: "squareMetre" }, "en", i18nFor("en"))).toContain("€12 /m²");
  });
});
