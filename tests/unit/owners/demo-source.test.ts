import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../client/i18n/languages";
import { demoOwners } from "../../../worker/feed/demo/owners";
import { CALENDAR_STATUSES, CALENDAR_TYPES } from "../../../worker/owner/types";
import { demoOwnerSource } from "../../../worker/owner/demo-source";

// 23:30 in Brussels on 21 November is 22:30 UTC: the agency's day, not UTC's, decides "today".
const NOW = new Date("2026-11-21T22:30:00Z");
const source = demoOwnerSource({ now: () => NOW });
const an = demoOwners[0]!;

describe("the demo owner data source", () => {
  it("lists the demo owners as contacts of demo:{id}", async () => {
    const contacts = await source.owners();
    expect(contacts).toHaveLength(demoOwners.length);
    expect(contacts[0]).toEqual({
      providerId: "demo:1",
      email: "an.peeters@example.com",
      firstName: "An",
      lastName: "Peeters",
      lang: "nl",
      propertyIds: an.propertyIds,
      projectIds: [],
    });
  });

  it("gives a property's history with dates on the agency's clock relative to now, newest first", async () => {
    const propertyId = an.propertyIds[0]!;
    const entries = await source.calendar(propertyId, "nl");
    const expected = an.history.filter((entry) => entry.propertyId === propertyId);
    expect(entries).toHaveLength(expected.length);
    expect(entries.map((entry) => entry.date)).toEqual([...entries.map((entry) => entry.date)].sort().reverse());
    // Published 58 days before the agency's 21 November (UTC already says 22nd only an hour later).
    expect(entries.find((entry) => entry.type === "publication")?.date).toBe("2026-09-24T08:30:00");
    const planned = entries.find((entry) => entry.status === "planned");
    expect(planned?.date.slice(0, 10)).toBe("2026-11-24");
    expect(entries.every((entry) => CALENDAR_TYPES.includes(entry.type) && CALENDAR_STATUSES.includes(entry.status) && entry.contact !== "")).toBe(true);
  });

  it("answers in the asked language, whatever the owner's", async () => {
    const propertyId = an.propertyIds[0]!;
    const subjects = await Promise.all(
      LANGUAGES.map(async (lang) => (await source.calendar(propertyId, lang)).find((entry) => entry.type === "publication")?.subject),
    );
    expect(subjects).toEqual(["Publicatie online", "Publication en ligne", "Published online", "Online veröffentlicht"]);
    const french = await source.calendar(propertyId, "fr");
    expect(french.find((entry) => entry.type === "visit")?.comment).toBe("Les candidats ont apprécié la luminosité.");
  });

  it("lists the portals of the property's country, online since its publication, without made-up addresses", async () => {
    const media = await Promise.all(demoOwners.flatMap((owner) => owner.propertyIds).map((id) => source.onlineMedia(id, "nl")));
    for (const list of media) {
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((medium) => medium.url === null && medium.since === "2026-09-24")).toBe(true);
      const names = list.map((medium) => medium.name);
      expect([
        ["Immoweb", "Zimmo"],
        ["athome.lu", "immotop.lu"],
      ]).toContainEqual(names);
    }
  });

  it("knows nothing of a property no demo owner owns", async () => {
    expect(await source.calendar(5002, "nl")).toEqual([]);
    expect(await source.onlineMedia(5002, "nl")).toEqual([]);
  });
});
