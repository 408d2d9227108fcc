import { a, p, ul } from "../articles/blocks";
import { AGENCY_EMAIL, AGENCY_PHONE, AGENCY_PHONE_HREF, BIV_NUMBER, BRAND, LUX_OFFICE, LUX_PERMIT, LUX_PHONE, LUX_PHONE_HREF, VAT_NUMBER } from "../agency";
import type { SiteInput } from "../types";
import { COLORS, logo } from "./header";

type Column = SiteInput["footer"]["bottom"][number];
const quarter = { sm: 12, md: 6, lg: 3 };
const shown = <T>(text: T) => ({ text, public: true });
const contactLinks = [a(AGENCY_PHONE, { href: AGENCY_PHONE_HREF }), a(AGENCY_EMAIL, { href: `mailto:${AGENCY_EMAIL}` })];
const gent = "Korenmarkt 21, 9000";
const lux = `${LUX_OFFICE.street}, ${LUX_OFFICE.zip}`;

const offices: Column = {
  title: shown(BRAND),
  introText: shown({
    nl: "Familiebedrijf sinds 1987, met kantoren in Gent en Luxemburg.",
    fr: "Entreprise familiale depuis 1987, avec des bureaux à Gand et à Luxembourg.",
    en: "A family business since 1987, with offices in Ghent and Luxembourg.",
    de: "Familienunternehmen seit 1987 mit Büros in Gent und Luxemburg.",
  }),
  fullText: shown({
    nl: [p(`${gent} Gent`), ...contactLinks, p(`${lux} Luxemburg`), a(LUX_PHONE, { href: LUX_PHONE_HREF })],
    fr: [p(`${gent} Gand`), ...contactLinks, p(`${lux} Luxembourg`), a(LUX_PHONE, { href: LUX_PHONE_HREF })],
    en: [p(`${gent} Ghent`), ...contactLinks, p(`${lux} Luxembourg`), a(LUX_PHONE, { href: LUX_PHONE_HREF })],
    de: [p(`${gent} Gent`), ...contactLinks, p(`${lux} Luxemburg`), a(LUX_PHONE, { href: LUX_PHONE_HREF })],
  }),
  // The header already shows the logo: kept here, but not public (proves the filter).
  image: { image: logo, public: false },
  col: quarter,
};

const hours: Column = {
  title: shown({ nl: "Openingsuren", fr: "Heures d'ouverture", en: "Opening hours", de: "Öffnungszeiten" }),
  introText: shown({
    nl: "Bezoeken plannen we graag op een moment dat u past, ook 's avonds.",
    fr: "Nous planifions volontiers les visites au moment qui vous convient, même en soirée.",
    en: "We are happy to arrange viewings at a time that suits you, evenings included.",
    de: "Besichtigungen vereinbaren wir gern zu einer Zeit, die Ihnen passt – auch abends.",
  }),
  fullText: shown({
    nl: [
      ul("Maandag tot vrijdag: 9.00–18.00 u", "Zaterdag: 10.00–13.00 u, op afspraak", "Zon- en feestdagen: gesloten"),
      p("Kantoor Luxemburg: maandag tot vrijdag, 9.00–17.30 u"),
    ],
    fr: [
      ul("Du lundi au vendredi\u00A0: 9 h – 18 h", "Samedi\u00A0: 10 h – 13 h, sur rendez-vous", "Dimanches et jours fériés\u00A0: fermé"),
      p("Bureau de Luxembourg\u00A0: du lundi au vendredi, 9 h – 17 h 30"),
    ],
    en: [
      ul("Monday to Friday: 9 am – 6 pm", "Saturday: 10 am – 1 pm, by appointment", "Sundays and public holidays: closed"),
      p("Luxembourg office: Monday to Friday, 9 am – 5.30 pm"),
    ],
    de: [
      ul("Montag bis Freitag: 9:00–18:00 Uhr", "Samstag: 10:00–13:00 Uhr, nach Vereinbarung", "Sonn- und Feiertage: geschlossen"),
      p("Büro Luxemburg: Montag bis Freitag, 9:00–17:30 Uhr"),
    ],
  }),
  image: { public: false },
  col: quarter,
};

const links: Column = {
  title: shown({ nl: "Nuttige links", fr: "Liens utiles", en: "Useful links", de: "Nützliche Links" }),
  introText: {
    text: { nl: "Snel naar wat u zoekt.", fr: "L'essentiel en un clic.", en: "Straight to what you need.", de: "Direkt zum Ziel." },
    public: false,
  },
  fullText: shown({
    nl: [
      a("Gratis schatting", { route: "freeValuation" }),
      a("Zoekopdracht registreren", { route: "demandRegister" }),
      a("Privacyverklaring", { route: "privacy" }),
      a("Cookiebeleid", { route: "cookiePolicy" }),
      a("Disclaimer", { route: "disclaimer" }),
      a("Toegankelijkheidsverklaring", { route: "accessibility" }),
      a("Login eigenaars", { route: "login" }),
    ],
    fr: [
      a("Estimation gratuite", { route: "freeValuation" }),
      a("Enregistrer une recherche", { route: "demandRegister" }),
      a("Déclaration de confidentialité", { route: "privacy" }),
      a("Politique en matière de cookies", { route: "cookiePolicy" }),
      a("Clause de non-responsabilité", { route: "disclaimer" }),
      a("Déclaration d'accessibilité", { route: "accessibility" }),
      a("Espace propriétaires", { route: "login" }),
    ],
    en: [
      a("Free valuation", { route: "freeValuation" }),
      a("Set up a search alert", { route: "demandRegister" }),
      a("Privacy statement", { route: "privacy" }),
      a("Cookie policy", { route: "cookiePolicy" }),
      a("Disclaimer", { route: "disclaimer" }),
      a("Accessibility statement", { route: "accessibility" }),
      a("Owner login", { route: "login" }),
    ],
    de: [
      a("Kostenlose Bewertung", { route: "freeValuation" }),
      a("Suchauftrag anlegen", { route: "demandRegister" }),
      a("Datenschutzerklärung", { route: "privacy" }),
      a("Cookie-Richtlinie", { route: "cookiePolicy" }),
      a("Haftungsausschluss", { route: "disclaimer" }),
      a("Erklärung zur Barrierefreiheit", { route: "accessibility" }),
      a("Eigentümer-Login", { route: "login" }),
    ],
  }),
  image: { public: false },
  col: quarter,
};

const licence: Column = {
  title: shown({ nl: "Erkend en verzekerd", fr: "Agréé et assuré", en: "Licensed and insured", de: "Zugelassen und versichert" }),
  introText: shown({
    nl: `Erkend vastgoedmakelaar-bemiddelaar, BIV-nummer ${BIV_NUMBER} (België).`,
    fr: `Agent immobilier intermédiaire agréé, numéro IPI ${BIV_NUMBER} (Belgique).`,
    en: `Licensed estate agent, BIV/IPI number ${BIV_NUMBER} (Belgium).`,
    de: `Zugelassener Immobilienmakler, BIV/IPI-Nummer ${BIV_NUMBER} (Belgien).`,
  }),
  fullText: shown({
    nl: [
      p("Onderworpen aan de deontologische code van het BIV. Beroepsaansprakelijkheid en borgstelling via de groepspolis van het BIV."),
      p(`Kantoor Luxemburg: vestigingsvergunning nr. ${LUX_PERMIT}.`),
      a("www.biv.be", { href: "https://www.biv.be/" }),
    ],
    fr: [
      p("Soumis au code de déontologie de l'IPI. Responsabilité civile professionnelle et cautionnement couverts par la police collective de l'IPI."),
      p(`Bureau de Luxembourg\u00A0: autorisation d'établissement n° ${LUX_PERMIT}.`),
      a("www.ipi.be", { href: "https://www.ipi.be/" }),
    ],
    en: [
      p("Bound by the BIV/IPI code of ethics. Professional liability and fidelity cover through the BIV/IPI group policy."),
      p(`Luxembourg office: business permit no. ${LUX_PERMIT}.`),
      a("www.biv.be", { href: "https://www.biv.be/" }),
    ],
    de: [
      p("Dem Berufskodex des BIV/IPI unterworfen. Berufshaftpflicht und Kaution über die Gruppenpolice des BIV/IPI."),
      p(`Büro Luxemburg: Niederlassungsgenehmigung Nr. ${LUX_PERMIT}.`),
      a("www.ipi.be", { href: "https://www.ipi.be/" }),
    ],
  }),
  image: { public: false },
  col: quarter,
};

export const footer = {
  bgColor: COLORS.footer,
  textColor: COLORS.footerText,
  maxWidth: 1280,
  bottom: [offices, hours, links, licence],
  // The registered name with the legal form as each language of the Belgian companies code writes it
  // (nl bv, fr srl, de GmbH); English keeps the Dutch BV.
  copyright: {
    nl: `© 2026 Vitrine Vastgoed bv — BIV ${BIV_NUMBER} — BTW ${VAT_NUMBER}`,
    fr: `© 2026 Vitrine Vastgoed srl — IPI ${BIV_NUMBER} — TVA ${VAT_NUMBER}`,
    en: `© 2026 Vitrine Vastgoed BV — BIV/IPI ${BIV_NUMBER} — VAT ${VAT_NUMBER}`,
    de: `© 2026 Vitrine Vastgoed GmbH — BIV/IPI ${BIV_NUMBER} — MwSt. ${VAT_NUMBER}`,
  },
} satisfies SiteInput["footer"];
