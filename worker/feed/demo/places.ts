/**
 * Real cities, postcodes and streets in the four regions, with approximate centre coordinates.
 * Names that differ per language (Gent/Gand, Liège/Luik, Ixelles/Elsene) are given per language,
 * as the provider sends them in the language asked.
 */
import type { Lang } from "../../../client/i18n/languages";

export type Localized = string | Readonly<Record<Lang, string>>;

export interface Place {
  name: Localized;
  zip: string;
  countryId: 10 | 50;
  lat: number;
  lng: number;
  streets: readonly Localized[];
}

export function local(text: Localized, lang: Lang): string {
  return typeof text === "string" ? text : text[lang];
}

const l = (nl: string, fr: string, en = fr, de = en): Record<Lang, string> => ({ nl, fr, en, de });

export const COUNTRY_NAMES: Readonly<Record<10 | 50, Record<Lang, string>>> = {
  10: l("België", "Belgique", "Belgium", "Belgien"),
  50: l("Luxemburg", "Luxembourg", "Luxembourg", "Luxemburg"),
};

export const PLACES: readonly Place[] = [
  // Flanders
  {
    name: l("Gent", "Gand", "Ghent", "Gent"),
    zip: "9000",
    countryId: 10,
    lat: 51.0543,
    lng: 3.7174,
    streets: ["Veldstraat", "Coupure Links", "Kortrijksesteenweg", "Sint-Pietersnieuwstraat"],
  },
  {
    name: l("Antwerpen", "Anvers", "Antwerp", "Antwerpen"),
    zip: "2000",
    countryId: 10,
    lat: 51.2194,
    lng: 4.4025,
    streets: ["Kammenstraat", "Lange Gasthuisstraat", "Nationalestraat"],
  },
  {
    name: l("Brugge", "Bruges", "Bruges", "Brügge"),
    zip: "8000",
    countryId: 10,
    lat: 51.2093,
    lng: 3.2247,
    streets: ["Langestraat", "Vlamingstraat", "Ezelstraat"],
  },
  {
    name: l("Leuven", "Louvain", "Leuven", "Löwen"),
    zip: "3000",
    countryId: 10,
    lat: 50.8798,
    lng: 4.7005,
    streets: ["Naamsestraat", "Tiensestraat", "Bondgenotenlaan"],
  },
  {
    name: l("Mechelen", "Malines", "Mechelen", "Mecheln"),
    zip: "2800",
    countryId: 10,
    lat: 51.0259,
    lng: 4.4776,
    streets: ["Bruul", "Adegemstraat", "Hoogstraat"],
  },
  {
    name: l("Kortrijk", "Courtrai", "Kortrijk", "Kortrijk"),
    zip: "8500",
    countryId: 10,
    lat: 50.8279,
    lng: 3.2649,
    streets: ["Doorniksestraat", "Lange Steenstraat"],
  },
  {
    name: l("Oostende", "Ostende", "Ostend", "Ostende"),
    zip: "8400",
    countryId: 10,
    lat: 51.2154,
    lng: 2.9286,
    streets: ["Kapellestraat", "Vlaanderenstraat"],
  },
  { name: "Hasselt", zip: "3500", countryId: 10, lat: 50.9307, lng: 5.3378, streets: ["Koning Albertstraat", "Demerstraat"] },
  { name: l("Aalst", "Alost", "Aalst", "Aalst"), zip: "9300", countryId: 10, lat: 50.9378, lng: 4.0403, streets: ["Nieuwstraat", "Kerkstraat"] },
  { name: "Knokke-Heist", zip: "8300", countryId: 10, lat: 51.3431, lng: 3.2869, streets: ["Lippenslaan", "Kustlaan"] },
  { name: l("Lier", "Lierre", "Lier", "Lier"), zip: "2500", countryId: 10, lat: 51.1313, lng: 4.57, streets: ["Antwerpsestraat", "Mechelsestraat"] },
  { name: "Sint-Niklaas", zip: "9100", countryId: 10, lat: 51.165, lng: 4.1437, streets: ["Stationsstraat", "Grote Markt"] },
  // Brussels (street names are bilingual: Dutch in nl, French otherwise)
  {
    name: l("Brussel", "Bruxelles", "Brussels", "Brüssel"),
    zip: "1000",
    countryId: 10,
    lat: 50.8467,
    lng: 4.3525,
    streets: [l("Hoogstraat", "Rue Haute"), l("Wetstraat", "Rue de la Loi")],
  },
  {
    name: l("Elsene", "Ixelles"),
    zip: "1050",
    countryId: 10,
    lat: 50.8333,
    lng: 4.3667,
    streets: [l("Elsensesteenweg", "Chaussée d'Ixelles"), l("Flageyplein", "Place Flagey")],
  },
  { name: "Etterbeek", zip: "1040", countryId: 10, lat: 50.8361, lng: 4.3861, streets: [l("Oudergemlaan", "Avenue d'Auderghem")] },
  { name: l("Ukkel", "Uccle"), zip: "1180", countryId: 10, lat: 50.8, lng: 4.3333, streets: [l("Brugmannlaan", "Avenue Brugmann")] },
  { name: l("Schaarbeek", "Schaerbeek"), zip: "1030", countryId: 10, lat: 50.8676, lng: 4.3737, streets: [l("Louis Bertrandlaan", "Avenue Louis Bertrand")] },
  { name: l("Sint-Gillis", "Saint-Gilles"), zip: "1060", countryId: 10, lat: 50.8262, lng: 4.3456, streets: [l("Waterloosesteenweg", "Chaussée de Waterloo")] },
  {
    name: l("Sint-Lambrechts-Woluwe", "Woluwe-Saint-Lambert"),
    zip: "1200",
    countryId: 10,
    lat: 50.843,
    lng: 4.428,
    streets: [l("Georges Henrilaan", "Avenue Georges Henri")],
  },
  // Wallonia
  { name: l("Namen", "Namur", "Namur", "Namur"), zip: "5000", countryId: 10, lat: 50.4669, lng: 4.8675, streets: ["Rue de Fer", "Boulevard d'Herbatte"] },
  {
    name: l("Luik", "Liège", "Liège", "Lüttich"),
    zip: "4000",
    countryId: 10,
    lat: 50.6326,
    lng: 5.5797,
    streets: ["Boulevard de la Sauvenière", "Rue Saint-Gilles"],
  },
  { name: l("Bergen", "Mons", "Mons", "Mons"), zip: "7000", countryId: 10, lat: 50.4542, lng: 3.9567, streets: ["Rue de Nimy", "Rue d'Havré"] },
  { name: "Charleroi", zip: "6000", countryId: 10, lat: 50.4108, lng: 4.4446, streets: ["Boulevard Tirou", "Rue de la Montagne"] },
  { name: "Waterloo", zip: "1410", countryId: 10, lat: 50.7147, lng: 4.3991, streets: ["Chaussée de Bruxelles", "Rue de la Station"] },
  { name: l("Waver", "Wavre", "Wavre", "Wavre"), zip: "1300", countryId: 10, lat: 50.7167, lng: 4.6, streets: ["Rue du Commerce", "Rue de Namur"] },
  { name: "Louvain-la-Neuve", zip: "1348", countryId: 10, lat: 50.6681, lng: 4.6118, streets: ["Grand-Rue", "Place de l'Université"] },
  { name: l("Doornik", "Tournai", "Tournai", "Tournai"), zip: "7500", countryId: 10, lat: 50.6056, lng: 3.3878, streets: ["Rue Royale", "Rue de Courtrai"] },
  { name: l("Aarlen", "Arlon", "Arlon", "Arel"), zip: "6700", countryId: 10, lat: 49.6833, lng: 5.8167, streets: ["Grand-Rue", "Rue de Diekirch"] },
  { name: "Spa", zip: "4900", countryId: 10, lat: 50.4925, lng: 5.865, streets: ["Avenue Reine Astrid", "Rue Royale"] },
  { name: "Eupen", zip: "4700", countryId: 10, lat: 50.6275, lng: 6.0364, streets: ["Gospertstraße", "Klötzerbahn"] },
  // Luxembourg
  {
    name: l("Luxemburg", "Luxembourg", "Luxembourg", "Luxemburg"),
    zip: "1611",
    countryId: 50,
    lat: 49.6116,
    lng: 6.1319,
    streets: ["Avenue de la Gare", "Rue de Strasbourg"],
  },
  {
    name: l("Esch-sur-Alzette", "Esch-sur-Alzette", "Esch-sur-Alzette", "Esch an der Alzette"),
    zip: "4010",
    countryId: 50,
    lat: 49.4958,
    lng: 5.9806,
    streets: ["Rue de l'Alzette", "Boulevard J.F. Kennedy"],
  },
  {
    name: l("Differdange", "Differdange", "Differdange", "Differdingen"),
    zip: "4530",
    countryId: 50,
    lat: 49.5242,
    lng: 5.8914,
    streets: ["Avenue de la Liberté"],
  },
  { name: l("Dudelange", "Dudelange", "Dudelange", "Düdelingen"), zip: "3450", countryId: 50, lat: 49.4806, lng: 6.0875, streets: ["Rue du Commerce"] },
  { name: l("Ettelbruck", "Ettelbruck", "Ettelbruck", "Ettelbrück"), zip: "9010", countryId: 50, lat: 49.8475, lng: 6.1042, streets: ["Grand-Rue"] },
  { name: "Strassen", zip: "8010", countryId: 50, lat: 49.6203, lng: 6.0733, streets: ["Route d'Arlon"] },
  { name: "Mersch", zip: "7520", countryId: 50, lat: 49.7489, lng: 6.1061, streets: ["Rue de la Gare"] },
  { name: "Remich", zip: "5550", countryId: 50, lat: 49.5447, lng: 6.3669, streets: ["Route du Vin"] },
];
