/**
 * The owner data of the demo site (no provider configured): the owners, calendar history and
 * portals of worker/feed/demo/owners.ts, with their relative days turned into dates on the
 * agency's clock at the moment of the call, so the portal always looks current.
 */
import type { Lang } from "../../client/i18n/languages";
import { demoOwners, type DemoOwner } from "../feed/demo/owners";
import { DEMO_FIRST_PROPERTY_ID, shapeOf } from "../feed/demo/shape";
import { addDays, dayOf, type Day } from "../stats/day";
import type { CalendarEntry, OnlineMedium, OwnerContact, OwnerDataSource } from "./types";

/** Luxembourg's country id in the demo feed (Omnicasa's numbering). */
const LUXEMBOURG = 50;

/** The portals a demo property is on, by country (the site itself is not one of them). */
const PORTALS: Readonly<Record<"be" | "lu", readonly string[]>> = {
  be: ["Immoweb", "Zimmo"],
  lu: ["athome.lu", "immotop.lu"],
};

/** The time of day of each kind of entry, so the demo's dates look like an agency's (wall time). */
const TIME_OF: Readonly<Record<DemoOwner["history"][number]["type"], string>> = {
  publication: "08:30:00",
  email: "09:15:00",
  call: "11:00:00",
  visit: "14:30:00",
  offer: "16:45:00",
};

/** The demo's "demo:{id}" person id of an owner. */
export function demoPersonId(owner: Pick<DemoOwner, "id">): string {
  return `demo:${owner.id}`;
}

export interface DemoOwnerSourceOptions {
  owners?: readonly DemoOwner[];
  /** The clock the relative days count from (tests pass a fixed one). */
  now?: () => Date;
}

/** The demo's OwnerDataSource; never rejects. */
export function demoOwnerSource(options: DemoOwnerSourceOptions = {}): OwnerDataSource {
  const owners = options.owners ?? demoOwners;
  const now = options.now ?? (() => new Date());
  const ownerOf = (propertyId: number) => owners.find((owner) => owner.propertyIds.includes(propertyId));
  const dayAgo = (daysAgo: number): Day => addDays(dayOf(now()), -daysAgo);

  return {
    name: "demo",

    owners() {
      return Promise.resolve(
        owners.map((owner): OwnerContact => ({
          providerId: demoPersonId(owner),
          email: owner.email.trim().toLowerCase(),
          firstName: owner.firstName,
          lastName: owner.lastName,
          lang: owner.lang,
          propertyIds: [...owner.propertyIds],
          projectIds: [],
        })),
      );
    },

    calendar(propertyId: number, lang: Lang) {
      const entries = (ownerOf(propertyId)?.history ?? [])
        .filter((entry) => entry.propertyId === propertyId)
        .map((entry): CalendarEntry => ({
          date: `${dayAgo(entry.daysAgo)}T${TIME_OF[entry.type]}`,
          type: entry.type,
          contact: entry.contact,
          subject: entry.texts[lang].subject,
          comment: entry.texts[lang].comment,
          status: entry.status,
        }))
        // ISO wall times of one zone sort as text.
        .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
      return Promise.resolve(entries);
    },

    onlineMedia(propertyId: number) {
      const owner = ownerOf(propertyId);
      if (!owner) return Promise.resolve([]);
      const published = owner.history.find((entry) => entry.propertyId === propertyId && entry.type === "publication");
      const country = shapeOf(propertyId - DEMO_FIRST_PROPERTY_ID).place.countryId === LUXEMBOURG ? "lu" : "be";
      // No address on the portals: a made-up one would lead the owner to someone else's listing.
      const media = PORTALS[country].map((name): OnlineMedium => ({ name, url: null, since: published ? dayAgo(published.daysAgo) : null }));
      return Promise.resolve(media);
    },
  };
}
