/**
 * The "new" and "price lowered" badges of a card (issue 41) are kept in the card's memoized markup
 * (worker/pages/Memoized.tsx), which lives as long as the snapshot: the same summary object on a
 * later day must not show yesterday's badges.
 */
import { I18nProvider } from "@lingui/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../client/i18n/catalog";
import { CODE_LINKS } from "../../../client/i18n/routes";
import type { PropertySummary } from "../../../worker/feed/model";
import { PageContextProvider, type PageContextValue } from "../../../worker/pages/context";
import { PropertyCard } from "../../../worker/pages/listings/PropertyCard";

const nl = createI18n("nl", { "listing.badge.new": "Nieuw", "listing.badge.priceLowered": "Prijs verlaagd", "listing.pricePerSquareMetre": "{price}/m²" });
const page = { lang: "nl", links: CODE_LINKS, imageRewrite: undefined } as unknown as PageContextValue;

const item: PropertySummary = {
  id: 77,
  lang: "nl",
  reference: "R77",
  goal: 0,
  status: "available",
  typeGroup: 1,
  typeName: "Woning",
  title: "Woning",
  city: "Gent",
  zip: "9000",
  countryId: 10,
  region: "flanders",
  price: 300_000,
  priceText: "€ 300.000",
  priceUnit: null,
  marquee: null,
  bedrooms: 3,
  surface: 150,
  livingSurface: 150,
  picture: null,
  path: "/nl/te-koop/gent/woning/77/",
  geo: null,
  updatedAt: "2026-11-20T10:00:00.000Z",
  publishedAt: "2026-11-20T10:00:00.000Z",
  priceDrop: { previousPrice: 320_000, at: "2026-11-01T10:00:00.000Z" },
};

const card = () =>
  renderToString(
    <I18nProvider i18n={nl}>
      <PageContextProvider value={page}>
        <PropertyCard item={item} />
      </PageContextProvider>
    </I18nProvider>,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe("a card's badges", () => {
  it("follow the day, not the markup kept for the snapshot", () => {
    vi.useFakeTimers({ now: Date.parse("2026-11-25T09:00:00Z"), toFake: ["Date"] });
    const early = card();
    expect(early).toContain('<span class="badge badge-new">Nieuw</span>');
    expect(early).toContain('<span class="badge badge-lowered">Prijs verlaagd</span>');
    expect(early).toContain("€\u00a02.000/m²");
    // Seven days after publication the "new" badge is gone; thirty after the drop, "price lowered" too.
    vi.setSystemTime(Date.parse("2026-11-27T09:00:00Z"));
    const later = card();
    expect(later).not.toContain("badge-new");
    expect(later).toContain("badge-lowered");
    vi.setSystemTime(Date.parse("2026-12-01T09:00:00Z"));
    expect(card()).not.toContain("card-badges");
    // Back on the first day (another isolate's clock, a test): the same markup as then.
    vi.setSystemTime(Date.parse("2026-11-25T09:00:00Z"));
    expect(card()).toBe(early);
  });
});
