import { AGENCY_EMAIL, AGENCY_PHONE, AGENCY_PHONE_HREF, FACEBOOK_URL } from "../agency";
import { image, type SiteInput } from "../types";

/** Brand colours. Each text/background pair is checked for WCAG AA (≥ 4.5:1) in the unit tests. */
export const COLORS = {
  white: "#FFFFFF",
  ink: "#1F2933",
  teal: "#0F5C5C",
  tealDark: "#0B4A4A",
  footer: "#0B3B3B",
  footerText: "#E8F1F0",
  mist: "#F2F7F6",
} as const;

const logoAlt = {
  nl: "Vitrine Vastgoed, naar de startpagina",
  fr: "Vitrine Immobilier, vers l'accueil",
  en: "Vitrine Vastgoed, to the home page",
  de: "Vitrine Immobilier, zur Startseite",
};
export const logo = image("/images/logo.svg", 220, 56, logoAlt);
/** The same mark with light lettering, for the home banner's dark picture. */
export const logoOnDark = image("/images/logo-on-dark.svg", 220, 56, logoAlt);

const same = (text: string) => ({ nl: text, fr: text, en: text, de: text });

export const header = {
  appBar: { bgColor: COLORS.white, btnColor: COLORS.teal, btnTextColor: COLORS.white, textColor: COLORS.ink, changeOnScroll: true },
  // The logo already leads home: without a Home entry, Contact fits in the bar instead of the overflow menu.
  menu: { position: "right", showFreeEvaluation: true, showHomeMenu: false, menuFontSize: 15, menuMaxItems: 5 },
  menuMobile: { position: "right", backgroundColor: COLORS.white, color: COLORS.ink, btnDrawerColor: COLORS.teal },
  logo: { position: "left", image: logo, imageOnDark: logoOnDark, showLogoAtStart: true },
  headerLinks: {
    show: true,
    bgColor: COLORS.tealDark,
    color: COLORS.white,
    fontSize: 13,
    left: [
      { status: "Published", label: same(AGENCY_PHONE), link: { href: AGENCY_PHONE_HREF }, icon: "phone" },
      { status: "Published", label: same(AGENCY_EMAIL), link: { href: `mailto:${AGENCY_EMAIL}` }, icon: "mail" },
    ],
    right: [
      { status: "Published", label: same("Facebook"), link: { href: FACEBOOK_URL }, icon: "facebook" },
      // Draft until the account goes live: proves that the header only shows Published links.
      { status: "Draft", label: same("Instagram"), link: { href: "https://www.instagram.com/vitrinevastgoed" }, icon: "instagram" },
      {
        status: "Published",
        label: {
          nl: "Ma–vr 9–18 u · za op afspraak",
          fr: "Lun–ven 9 h–18 h · sam. sur rendez-vous",
          en: "Mon–Fri 9 am–6 pm · Sat by appointment",
          de: "Mo–Fr 9–18 Uhr · Sa nach Vereinbarung",
        },
        link: { route: "contact" },
        icon: "clock",
      },
    ],
  },
  languageSwitcher: { position: "right" },
} satisfies SiteInput["header"];
