/** Texts of the demo projects in four languages. */
import type { Lang } from "../../../client/i18n/languages";
import { nth } from "./random";

interface ProjectTexts {
  description(name: string, city: string, units: number): string;
  delivery(year: number, quarter: number): string;
  technical: string;
  situation(city: string): string;
}

const SEASONS: Readonly<Record<Lang, readonly string[]>> = {
  nl: ["Voorjaar", "Zomer", "Najaar", "Winter"],
  fr: ["Printemps", "Été", "Automne", "Hiver"],
  en: ["Spring", "Summer", "Autumn", "Winter"],
  de: ["Frühjahr", "Sommer", "Herbst", "Winter"],
};

export const PROJECT_TEXTS: Readonly<Record<Lang, ProjectTexts>> = {
  nl: {
    description: (name, city, units) =>
      `<p><strong>${name}</strong> is een nieuwbouwproject met ${units} energiezuinige wooneenheden in ${city}.</p><p>Elke eenheid heeft een terras of tuin, vloerverwarming en een warmtepomp.</p>`,
    delivery: (year, quarter) => `${nth(SEASONS.nl, quarter)} ${year}`,
    technical: "Betonstructuur, gevel in gevelsteen, driedubbel glas, ventilatiesysteem D, zonnepanelen.",
    situation: (city) => `Op wandelafstand van het centrum van ${city}, vlak bij openbaar vervoer, scholen en winkels.`,
  },
  fr: {
    description: (name, city, units) =>
      `<p><strong>${name}</strong> est un projet neuf de ${units} logements basse énergie à ${city}.</p><p>Chaque logement dispose d'une terrasse ou d'un jardin, du chauffage par le sol et d'une pompe à chaleur.</p>`,
    delivery: (year, quarter) => `${nth(SEASONS.fr, quarter)} ${year}`,
    technical: "Structure en béton, façade en briques, triple vitrage, ventilation double flux, panneaux solaires.",
    situation: (city) => `À quelques pas du centre de ${city}, proche des transports en commun, des écoles et des commerces.`,
  },
  en: {
    description: (name, city, units) =>
      `<p><strong>${name}</strong> is a new-build project of ${units} low-energy homes in ${city}.</p><p>Every home has a terrace or garden, underfloor heating and a heat pump.</p>`,
    delivery: (year, quarter) => `${nth(SEASONS.en, quarter)} ${year}`,
    technical: "Concrete structure, brick facade, triple glazing, balanced ventilation, solar panels.",
    situation: (city) => `A short walk from the centre of ${city}, close to public transport, schools and shops.`,
  },
  de: {
    description: (name, city, units) =>
      `<p><strong>${name}</strong> ist ein Neubauprojekt mit ${units} energiesparenden Wohneinheiten in ${city}.</p><p>Jede Einheit hat eine Terrasse oder einen Garten, Fußbodenheizung und eine Wärmepumpe.</p>`,
    delivery: (year, quarter) => `${nth(SEASONS.de, quarter)} ${year}`,
    technical: "Betonstruktur, Klinkerfassade, Dreifachverglasung, kontrollierte Lüftung, Solaranlage.",
    situation: (city) => `Nur wenige Gehminuten vom Zentrum von ${city}, nahe öffentlichen Verkehrsmitteln, Schulen und Geschäften.`,
  },
};
