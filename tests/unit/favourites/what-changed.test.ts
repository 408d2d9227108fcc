import { describe, expect, it } from "vitest";
import { formatEuros } from "../../../client/domain/format";
import { changedFavourites, favouriteChanges } from "../../../worker/favourites/what-changed";
import { changeLine, watchChangeMail } from "../../../worker/favourites/watch-mails";
import type { PropertyDetail } from "../../../worker/feed/model";
import { i18nFor } from "../../../worker/i18n";
import { property } from "../../fixtures/listings";

const house = (id: number, overrides: Partial<PropertyDetail> = {}) =>
  property(id, "nl", { goal: 0, status: "available", price: 300_000, marquee: null, ...overrides });

describe("what changed on a watch's listings between two snapshots", () => {
  it("is nothing at the very first snapshot, and nothing for listings nobody watches", () => {
    expect(favouriteChanges(null, [house(1, { price: 1 })], [1])).toEqual([]);
    expect(favouriteChanges([house(2)], [house(2, { price: 250_000 })], [1])).toEqual([]);
  });

  it("says a price change either way, with the old and new price", () => {
    const before = [house(1), house(2)];
    const after = [house(1, { price: 285_000 }), house(2, { price: 310_000 })];
    expect(favouriteChanges(before, after, [1, 2])).toEqual([
      { id: 1, kind: "price", before: 300_000, after: 285_000, priceUnit: null },
      { id: 2, kind: "price", before: 300_000, after: 310_000, priceUnit: null },
    ]);
  });

  it("leaves out a 'price change' that is another price altogether (a rent per year turned per month, sale turned rent)", () => {
    expect(favouriteChanges([house(1, { priceUnit: "year", goal: 1, price: 12_000 })], [house(1, { priceUnit: "month", goal: 1, price: 1_000 })], [1])).toEqual(
      [],
    );
    expect(favouriteChanges([house(1)], [house(1, { goal: 1, price: 1_200 })], [1])).toEqual([]);
  });

  it("says a badge that now replaces the price (under option), sold, let, withdrawn and back on offer", () => {
    const before = [house(1), house(2), house(3, { goal: 1, price: 900 }), house(4)];
    const after = [house(1, { marquee: "Onder optie" }), house(2, { status: "sold" }), house(3, { goal: 1, price: 900, status: "rented" }), house(5)];
    expect(favouriteChanges(before, after, [1, 2, 3, 4, 5])).toEqual([
      { id: 1, kind: "badge", badge: "Onder optie" },
      { id: 2, kind: "status", status: "sold" },
      { id: 3, kind: "status", status: "rented" },
      { id: 4, kind: "withdrawn" },
      { id: 5, kind: "back" },
    ]);
  });

  it("says nothing more of a listing already sold, and that one sold before is on offer again", () => {
    expect(favouriteChanges([house(1, { status: "sold" })], [house(1, { status: "sold", price: 1 })], [1])).toEqual([]);
    expect(favouriteChanges([house(1, { status: "sold" })], [house(1)], [1])).toEqual([{ id: 1, kind: "back" }]);
  });

  it("groups the changes per listing with its name and address, and leaves out one no snapshot names", () => {
    const changes = favouriteChanges([house(1), house(2)], [house(1, { price: 290_000, marquee: "Onder optie" })], [1, 2]);
    const named = (id: number) => (id === 1 ? { title: "Villa Gent", path: "/nl/te-koop/gent/villa/1/" } : undefined);
    expect(changedFavourites(changes, named)).toEqual([
      {
        id: 1,
        title: "Villa Gent",
        path: "/nl/te-koop/gent/villa/1/",
        changes: [
          { id: 1, kind: "price", before: 300_000, after: 290_000, priceUnit: null },
          { id: 1, kind: "badge", badge: "Onder optie" },
        ],
      },
    ]);
  });

  it("names a new badge as the watcher's language does (the changes are worked out in the first language)", () => {
    const changes = favouriteChanges([house(1)], [house(1, { marquee: "Onder optie" })], [1]);
    const named = () => ({ title: "Villa Gand", path: "/fr/a-vendre/gand/villa/1/", marquee: "Sous option" });
    expect(changedFavourites(changes, named)[0]!.changes).toEqual([{ id: 1, kind: "badge", badge: "Sous option" }]);
  });
});

describe("the change mail", () => {
  const context = {
    agency: {
      name: { nl: "Vitrine", fr: "Vitrine", en: "Vitrine", de: "Vitrine" },
      email: "info@vitrine.example",
      phone: "09 000 00 00",
      address: { street: "Kouter 1", zip: "9000", city: { nl: "Gent", fr: "Gand", en: "Ghent", de: "Gent" } },
    },
    agencyLang: "nl",
    from: { email: "noreply@vitrine.example" },
    origin: "https://vitrine.example",
    brandColor: "#123456",
    i18n: i18nFor,
    now: new Date("2026-11-29T10:00:00Z"),
  } as unknown as Parameters<typeof watchChangeMail>[4];

  it("says each change in words in the watcher's language, old price to new", () => {
    const i18n = i18nFor("nl");
    expect(changeLine({ id: 1, kind: "price", before: 300_000, after: 285_000, priceUnit: null }, "nl", i18n)).toBe(
      `Prijs verlaagd: ${formatEuros(300_000, "nl")} → ${formatEuros(285_000, "nl")}`,
    );
    expect(changeLine({ id: 1, kind: "withdrawn" }, "en", i18nFor("en"))).toBe("No longer on offer: taken off the site");
    expect(changeLine({ id: 1, kind: "status", status: "rented" }, "fr", i18nFor("fr"))).toBe("Loué");
  });

  it("links each listing and the list, and carries the watch's one-click stop (RFC 8058)", () => {
    const items = [{ id: 1, title: "Villa Gent", path: "/nl/te-koop/gent/villa/1/", changes: [{ id: 1, kind: "status" as const, status: "sold" as const }] }];
    const links = { main: "https://vitrine.example/nl/favorieten/?ids=1", stop: "https://vitrine.example/nl/favorieten/t/stop/" };
    const mail = watchChangeMail("0b6f6a3e-1111-4111-8111-111111111111", { email: "an@example.be", lang: "nl" }, items, links, context);
    expect(mail.to).toEqual([{ email: "an@example.be" }]);
    expect(mail.text).toContain("Villa Gent\nVerkocht\nhttps://vitrine.example/nl/te-koop/gent/villa/1/");
    expect(mail.text).toContain(links.main);
    expect(mail.headers["List-Unsubscribe"]).toBe(`<${links.stop}>`);
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });
});
