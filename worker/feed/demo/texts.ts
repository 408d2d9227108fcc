/**
 * Titles and descriptions of demo listings in four languages. `{Type}` starts a sentence; `{type}`
 * sits inside one (lower case except in German, where nouns keep their capital). Descriptions are
 * HTML with entities, as providers send them, so the demo exercises cleanDescription too.
 */
import type { Lang } from "../../../client/i18n/languages";
import { nth } from "./random";

export type Category = "dwelling" | "land" | "business" | "garage";

export function categoryOf(webId: number): Category {
  return webId === 1 || webId === 2 ? "dwelling" : webId === 4 ? "land" : webId === 7 ? "garage" : "business";
}

type Templates = Readonly<Record<Category, Readonly<Record<Lang, readonly string[]>>>>;

const TITLES: Templates = {
  dwelling: {
    nl: ["{Type} met tuin", "{Type} in het centrum", "{Type} in uitstekende staat", "{Type} met zicht op het groen"],
    fr: ["{Type} avec jardin", "{Type} au centre-ville", "{Type} en excellent état", "{Type} avec vue sur la verdure"],
    en: ["{Type} with garden", "{Type} in the town centre", "{Type} in excellent condition", "{Type} overlooking greenery"],
    de: ["{Type} mit Garten", "{Type} im Zentrum", "{Type} in bestem Zustand", "{Type} mit Blick ins Grüne"],
  },
  land: {
    nl: ["{Type} voor open bebouwing", "{Type} op rustige ligging"],
    fr: ["{Type} pour construction 4 façades", "{Type} au calme"],
    en: ["{Type} for a detached house", "{Type} in a quiet location"],
    de: ["{Type} für ein freistehendes Haus", "{Type} in ruhiger Lage"],
  },
  business: {
    nl: ["{Type} op commerciële ligging", "{Type} met goed rendement"],
    fr: ["{Type} en situation commerciale", "{Type} à bon rendement"],
    en: ["{Type} in a prime commercial location", "{Type} with a good yield"],
    de: ["{Type} in Geschäftslage", "{Type} mit guter Rendite"],
  },
  garage: {
    nl: ["{Type} in beveiligd complex", "{Type} nabij het centrum"],
    fr: ["{Type} dans un complexe sécurisé", "{Type} près du centre"],
    en: ["{Type} in a secure complex", "{Type} near the centre"],
    de: ["{Type} in gesicherter Anlage", "{Type} nahe dem Zentrum"],
  },
};

/** Sentences start with the type so no adjective has to agree with its gender (fr, de, nl). */
const INTROS: Templates = {
  dwelling: {
    nl: [
      "{Type} in het hart van {city}, instapklaar.",
      "{Type} op een rustige ligging in {city}, vol charme.",
      "{Type} met veel lichtinval, vlak bij het centrum van {city}.",
    ],
    fr: [
      "{Type} au cœur de {city}, à habiter immédiatement.",
      "{Type} de charme dans un quartier calme de {city}.",
      "{Type} offrant beaucoup d'espace et de lumière, tout près du centre de {city}.",
    ],
    en: [
      "Move-in ready {type} in the heart of {city}.",
      "Charming {type} in a quiet part of {city}.",
      "Spacious, light-filled {type} close to the centre of {city}.",
    ],
    de: [
      "{Type} im Herzen von {city}, sofort bezugsfertig.",
      "{Type} in ruhiger Lage in {city}, voller Charme.",
      "{Type} nahe dem Zentrum von {city}, geräumig und hell.",
    ],
  },
  land: {
    nl: ["{Type} in {city}, vrij van bouwverplichting."],
    fr: ["{Type} à {city}, libre de toute obligation de bâtir."],
    en: ["Attractive {type} in {city}, with no obligation to build."],
    de: ["{Type} in {city}, ohne Bauverpflichtung."],
  },
  business: {
    nl: ["{Type} op een goede ligging in {city}, ideaal voor handelaars &amp; vrije beroepen."],
    fr: ["{Type} dans un emplacement de choix à {city}, idéal pour commerçants &amp; professions libérales."],
    en: ["Well-located {type} in {city}, ideal for retailers &amp; professionals."],
    de: ["{Type} in guter Lage in {city}, ideal für Händler &amp; Freiberufler."],
  },
  garage: {
    nl: ["{Type} in {city}, vlot bereikbaar."],
    fr: ["{Type} à {city}, facilement accessible."],
    en: ["Handy {type} in {city}, easy to reach."],
    de: ["{Type} in {city}, praktisch und gut erreichbar."],
  },
};

const DETAILS: Readonly<Record<Lang, { rooms: string; surface: string; closing: readonly string[] }>> = {
  nl: {
    rooms: "Met {bedrooms} slaapkamers.",
    surface: "Oppervlakte: {surface}&nbsp;m².",
    closing: ["Bezoek enkel op afspraak.", "Interesse? Contacteer ons voor meer informatie."],
  },
  fr: {
    rooms: "Avec {bedrooms} chambres.",
    surface: "Surface : {surface}&nbsp;m².",
    closing: ["Visites uniquement sur rendez-vous.", "Intéressé ? Contactez-nous pour plus d'informations."],
  },
  en: {
    rooms: "With {bedrooms} bedrooms.",
    surface: "Surface: {surface}&nbsp;m².",
    closing: ["Viewings by appointment only.", "Interested? Contact us for more information."],
  },
  de: {
    rooms: "Mit {bedrooms} Schlafzimmern.",
    surface: "Fläche: {surface}&nbsp;m².",
    closing: ["Besichtigung nur nach Vereinbarung.", "Interesse? Kontaktieren Sie uns für weitere Informationen."],
  },
};

export interface TextInput {
  lang: Lang;
  category: Category;
  typeName: string;
  city: string;
  bedrooms: number;
  surface: number;
  /** One draw reused for every choice, so every language picks the same variant. */
  draw: number;
}

function fill(template: string, input: TextInput): string {
  const inner = input.lang === "de" ? input.typeName : input.typeName.toLowerCase();
  return template
    .replaceAll("{Type}", input.typeName)
    .replaceAll("{type}", inner)
    .replaceAll("{city}", input.city)
    .replaceAll("{bedrooms}", String(input.bedrooms))
    .replaceAll("{surface}", String(input.surface));
}

export function titleOf(input: TextInput): string {
  return fill(nth(TITLES[input.category][input.lang], input.draw), input);
}

export function descriptionOf(input: TextInput): string {
  const details = DETAILS[input.lang];
  const parts = [
    `<p><strong>${fill(nth(INTROS[input.category][input.lang], input.draw), input)}</strong></p>`,
    `<p>${input.bedrooms > 0 ? fill(details.rooms, input) + "<br>" : ""}${fill(details.surface, input)}</p>`,
    `<p>${nth(details.closing, input.draw >> 3)}</p>`,
  ];
  return parts.join("\n");
}
