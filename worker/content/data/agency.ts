import type { SiteInput } from "./types";

/**
 * The demo agency: fictional people, numbers and registrations. The legal texts and the footer quote
 * these constants, so a number is changed in one place.
 */
export const AGENCY_PHONE = "+32 9 123 45 67";
export const AGENCY_PHONE_HREF = "tel:+3291234567";
export const AGENCY_EMAIL = "info@vitrine-vastgoed.be";
export const PRIVACY_EMAIL = "privacy@vitrine-vastgoed.be";
export const LUX_PHONE = "+352 27 12 34 56";
export const LUX_PHONE_HREF = "tel:+35227123456";
export const LUX_EMAIL = "luxembourg@vitrine-vastgoed.be";
export const BIV_NUMBER = "512.345";
export const VAT_NUMBER = "BE 0712.345.678";
export const COMPANY_NUMBER = "0712.345.678";
export const LUX_PERMIT = "10123456/1";
export const FACEBOOK_URL = "https://www.facebook.com/vitrinevastgoed";

/** The brand as each language's visitors know it (the legal name stays Vitrine Vastgoed bv). */
export const BRAND = { nl: "Vitrine Vastgoed", fr: "Vitrine Immobilier", en: "Vitrine Vastgoed", de: "Vitrine Immobilier" } as const;

export const agency = {
  name: BRAND,
  legalName: "Vitrine Vastgoed bv",
  vatNumber: VAT_NUMBER,
  ipiNumber: BIV_NUMBER,
  email: AGENCY_EMAIL,
  phone: AGENCY_PHONE,
  address: {
    street: "Korenmarkt 21",
    zip: "9000",
    city: { nl: "Gent", fr: "Gand", en: "Ghent", de: "Gent" },
    country: { nl: "België", fr: "Belgique", en: "Belgium", de: "Belgien" },
    countryCode: "BE",
  },
} satisfies SiteInput["agency"];

/** The Luxembourg branch, quoted in the footer, the contact texts and the privacy statement. */
export const LUX_OFFICE = {
  street: "Grand-Rue 48",
  zip: "L-1660",
  city: { nl: "Luxemburg", fr: "Luxembourg", en: "Luxembourg", de: "Luxemburg" },
} as const;
