import { image, type SiteInput } from "../types";

/** The home banner, the search block in it and the timed pop-up. */

const ghent = image("/images/demo/banner-ghent.svg", 1920, 900, {
  nl: "Getekend zicht op de torens van Gent bij valavond",
  fr: "Illustration des tours de Gand au crépuscule",
  en: "Illustration of the Ghent skyline at dusk",
  de: "Illustration der Genter Türme in der Abenddämmerung",
});
const brussels = image("/images/demo/banner-brussels.svg", 1920, 900, {
  nl: "Getekende straat met Brusselse herenhuizen",
  fr: "Illustration d'une rue bordée de maisons de maître bruxelloises",
  en: "Illustration of a Brussels street lined with townhouses",
  de: "Illustration einer Brüsseler Straße mit Stadthäusern",
});
const luxembourg = image("/images/demo/banner-luxembourg.svg", 1920, 900, {
  nl: "Getekend zicht op de oude stad van Luxemburg en de vallei van de Alzette",
  fr: "Illustration de la vieille ville de Luxembourg et de la vallée de l'Alzette",
  en: "Illustration of Luxembourg's old town above the Alzette valley",
  de: "Illustration der Luxemburger Altstadt über dem Alzettetal",
});

export const banner = {
  type: "image",
  image: ghent,
  gallery: { images: [ghent, brussels, luxembourg] },
  video: undefined,
  title: {
    nl: "Uw vastgoedpartner sinds 1987",
    fr: "Votre partenaire immobilier depuis 1987",
    en: "Your property partner since 1987",
    de: "Ihr Immobilienpartner seit 1987",
  },
  description: {
    nl: "Een familiebedrijf met kantoren in Gent en Luxemburg. Wij verkopen, verhuren en schatten uw pand, met kennis van de lokale markt.",
    fr: "Une entreprise familiale établie à Gand et à Luxembourg. Nous vendons, louons et estimons votre bien avec une connaissance fine du marché local.",
    en: "A family business with offices in Ghent and Luxembourg. We sell, let and value your property with first-hand knowledge of the local market.",
    de: "Ein Familienunternehmen mit Büros in Gent und Luxemburg. Wir verkaufen, vermieten und bewerten Ihre Immobilie – mit genauer Kenntnis des lokalen Marktes.",
  },
  showLogo: true,
} satisfies SiteInput["banner"];

export const propertySearch = {
  show: true,
  showLogo: false,
  showSearchInput: true,
  showSearchButton: true,
  showSearchCount: true,
  showCountProperty: true,
  title: {
    nl: "Vind uw volgende thuis",
    fr: "Trouvez votre prochain chez-vous",
    en: "Find your next home",
    de: "Finden Sie Ihr neues Zuhause",
  },
  description: {
    nl: "Ontdek {FOR_SALE_TOTAL} panden te koop en {FOR_RENT_TOTAL} te huur in Vlaanderen, Brussel, Wallonië en Luxemburg.",
    fr: "Découvrez {FOR_SALE_TOTAL} biens à vendre et {FOR_RENT_TOTAL} à louer en Flandre, à Bruxelles, en Wallonie et au Luxembourg.",
    en: "Explore {FOR_SALE_TOTAL} properties for sale and {FOR_RENT_TOTAL} to let in Flanders, Brussels, Wallonia and Luxembourg.",
    de: "Entdecken Sie {FOR_SALE_TOTAL} Immobilien zum Kauf und {FOR_RENT_TOTAL} zur Miete in Flandern, Brüssel, der Wallonie und Luxemburg.",
  },
  description2: {
    nl: "Zoek op referentienummer, gemeente of type pand.",
    fr: "Recherchez par référence, commune ou type de bien.",
    en: "Search by reference number, town or property type.",
    de: "Suchen Sie nach Referenznummer, Ort oder Immobilienart.",
  },
  // The real totals come from the listing snapshot; these are the configured fallback.
  data: { countProperty: [0, 0] },
} satisfies SiteInput["propertySearch"];

export const popup = {
  isPublished: "yes",
  delay: 8,
  link: { route: "freeValuation" },
  title: {
    nl: "Wat is uw woning vandaag waard?",
    fr: "Combien vaut votre bien aujourd'hui\u202F?",
    en: "What is your home worth today?",
    de: "Was ist Ihre Immobilie heute wert?",
  },
  media: { url: "/images/demo/card-valuation.svg", width: 600, height: 400 },
  description: {
    nl: "Onze erkende schatter bezoekt uw pand en bezorgt u binnen vijf werkdagen een onderbouwde waardebepaling. Gratis en vrijblijvend.",
    fr: "Notre expert agréé visite votre bien et vous remet endéans les cinq jours ouvrables une estimation argumentée. Gratuit et sans engagement.",
    en: "Our certified valuer visits your property and sends you a well-founded valuation within five working days. Free and without obligation.",
    de: "Unser zertifizierter Sachverständiger besichtigt Ihre Immobilie und sendet Ihnen innerhalb von fünf Werktagen eine fundierte Bewertung. Kostenlos und unverbindlich.",
  },
} satisfies SiteInput["popup"];
