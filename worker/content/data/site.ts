import { agency } from "./agency";
import { banner, popup, propertySearch } from "./site/banner";
import { footer } from "./site/footer";
import { header } from "./site/header";
import type { SiteInput } from "./types";

/** How long a cookie-consent answer is kept before the dialog asks again (quoted in the cookie policy). */
export const COOKIE_LIFETIME_DAYS = 180;

/** The site configuration of SPEC 3, assembled from its parts under ./site/. */
export const site = {
  agency,
  // The demo runs offline: no analytics, ads, tag manager or pixel ids, so no third-party script loads.
  site_info: { googleAnalyticsId: undefined, googleAdsId: undefined, tagManagerId: undefined, facebookPixelId: undefined },
  settings: {
    robots: "index, follow",
    image: "/images/demo/og-default.svg",
    title: {
      nl: "Vitrine Vastgoed — vastgoedkantoor in Gent en Luxemburg",
      fr: "Vitrine Immobilier — agence immobilière à Gand et à Luxembourg",
      en: "Vitrine Vastgoed — estate agents in Ghent and Luxembourg",
      de: "Vitrine Immobilier — Immobilienbüro in Gent und Luxemburg",
    },
    description: {
      nl: "Familiaal vastgoedkantoor in Gent en Luxemburg: verkoop, verhuur, nieuwbouw en een gratis schatting van uw woning. Erkend vastgoedmakelaar BIV.",
      fr: "Agence immobilière familiale à Gand et à Luxembourg\u00A0: vente, location, projets neufs et estimation gratuite de votre bien. Agent agréé IPI.",
      en: "Family-run estate agents in Ghent and Luxembourg: sales, lettings, new builds and a free valuation of your home. Licensed by the BIV/IPI.",
      de: "Familiengeführtes Immobilienbüro in Gent und Luxemburg: Verkauf, Vermietung, Neubau und kostenlose Bewertung Ihrer Immobilie.",
    },
  },
  language: {
    languageDefault: "nl",
    languageUse: [
      { code: "nl", use: true },
      { code: "fr", use: true },
      { code: "en", use: true },
      { code: "de", use: true },
    ],
  },
  header,
  banner,
  propertySearch,
  popup,
  footer,
  consent: { cookieLifetimeDays: COOKIE_LIFETIME_DAYS },
  // SPEC 9 gives these as placeholders; the agency sets its own.
  leads: { rental: { incomeMultiple: 3, maxPersons: 4, inventorySharePercent: 50, depositMonths: 3 }, offerAdvancePercent: 10 },
  security: { frameAncestors: ["'none'"] },
} satisfies SiteInput;
