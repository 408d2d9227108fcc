/**
 * Demo owners for the owner portal (SPEC 3 "Owner statistics"): contact details, the demo
 * properties they own, page views per day and source, and the agency's history with them.
 * Dates are relative (`daysAgo`, negative for planned items) so the portal always looks current
 * without the demo reading the clock. Addresses use example.com; phone numbers are fictional.
 */
import type { Lang } from "../../../client/i18n/languages";
import { createRng, mix } from "./random";
import { DEMO_FIRST_PROPERTY_ID, DEMO_SEED } from "./shape";

export type VisitSource = "website" | "immoweb" | "zimmo" | "athome" | "facebook" | "newsletter";
export type HistoryType = "visit" | "call" | "email" | "offer" | "publication";
export type HistoryStatus = "planned" | "confirmed" | "done" | "cancelled";

/** A calendar entry's subject and comment in one language. */
export interface HistoryText {
  subject: string;
  comment: string;
}

export interface DemoOwner {
  id: number;
  title: "Mr" | "Ms";
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  lang: Lang;
  propertyIds: number[];
  /** Page views: one entry per property, day and source that had any. */
  visits: { propertyId: number; daysAgo: number; source: VisitSource; count: number }[];
  /**
   * Calendar history: visits, calls, mails, offers (SPEC 3: date, type, contact, subject, comment,
   * status). `subject` and `comment` are in the owner's language; `texts` has them in every language
   * (the portal shows the page's language, whatever the owner's).
   */
  history: {
    propertyId: number;
    daysAgo: number;
    type: HistoryType;
    contact: string;
    subject: string;
    comment: string;
    texts: Readonly<Record<Lang, HistoryText>>;
    status: HistoryStatus;
  }[];
}

/** Days of page views generated per property (the portal's chart covers 30, SPEC 9). */
export const DEMO_VISIT_DAYS = 60;

const PEOPLE = [
  { title: "Ms", firstName: "An", lastName: "Peeters", lang: "nl", propertyIndexes: [0, 12] },
  { title: "Mr", firstName: "Luc", lastName: "Janssens", lang: "nl", propertyIndexes: [3] },
  { title: "Ms", firstName: "Sophie", lastName: "Lambert", lang: "fr", propertyIndexes: [7, 19, 31] },
  { title: "Mr", firstName: "Marc", lastName: "Dubois", lang: "fr", propertyIndexes: [24] },
  { title: "Ms", firstName: "Claire", lastName: "Schmit", lang: "de", propertyIndexes: [40, 41] },
  { title: "Mr", firstName: "David", lastName: "Wilson", lang: "en", propertyIndexes: [55] },
] as const;

const AGENTS = ["Els Van den Broeck", "Julien Lambert", "Laura Schmit", "Pieter Vermeulen"] as const;
const SOURCES: readonly VisitSource[] = ["website", "website", "website", "immoweb", "zimmo", "athome", "facebook", "newsletter"];

const HISTORY: Readonly<Record<Lang, Readonly<Record<HistoryType, readonly [subject: string, comment: string]>>>> = {
  nl: {
    visit: ["Bezichtiging", "Kandidaat-kopers waren enthousiast over de tuin."],
    call: ["Telefoon met eigenaar", "Prijsstrategie besproken."],
    email: ["Maandverslag verstuurd", "Overzicht van bezoeken en reacties."],
    offer: ["Bod ontvangen", "Bod onder de vraagprijs, voorwaarden in bijlage."],
    publication: ["Publicatie online", "Zoekertje gepubliceerd op de website en portalen."],
  },
  fr: {
    visit: ["Visite", "Les candidats ont apprécié la luminosité."],
    call: ["Appel avec le propriétaire", "Stratégie de prix discutée."],
    email: ["Rapport mensuel envoyé", "Résumé des visites et des réactions."],
    offer: ["Offre reçue", "Offre sous le prix demandé, conditions en annexe."],
    publication: ["Publication en ligne", "Annonce publiée sur le site et les portails."],
  },
  en: {
    visit: ["Viewing", "The candidates liked the light and the garden."],
    call: ["Call with the owner", "Discussed the pricing strategy."],
    email: ["Monthly report sent", "Summary of viewings and reactions."],
    offer: ["Offer received", "Offer below the asking price, conditions attached."],
    publication: ["Published online", "Listing published on the website and portals."],
  },
  de: {
    visit: ["Besichtigung", "Die Interessenten mochten das Licht und den Garten."],
    call: ["Telefonat mit dem Eigentümer", "Preisstrategie besprochen."],
    email: ["Monatsbericht verschickt", "Übersicht der Besichtigungen und Reaktionen."],
    offer: ["Angebot erhalten", "Angebot unter dem Angebotspreis, Bedingungen anbei."],
    publication: ["Online veröffentlicht", "Anzeige auf der Website und den Portalen veröffentlicht."],
  },
};

function historyTexts(type: HistoryType): Record<Lang, HistoryText> {
  const text = (lang: Lang): HistoryText => {
    const [subject, comment] = HISTORY[lang][type];
    return { subject, comment };
  };
  return { nl: text("nl"), fr: text("fr"), en: text("en"), de: text("de") };
}

function owner(person: (typeof PEOPLE)[number], index: number, seed: number): DemoOwner {
  const rng = createRng(mix(seed ^ 0x0a11, index));
  const lang: Lang = person.lang;
  const propertyIds = person.propertyIndexes.map((propertyIndex) => DEMO_FIRST_PROPERTY_ID + propertyIndex);
  const visits: DemoOwner["visits"] = [];
  const history: DemoOwner["history"] = [];
  for (const propertyId of propertyIds) {
    for (let daysAgo = DEMO_VISIT_DAYS - 1; daysAgo >= 0; daysAgo--) {
      for (const source of new Set([rng.pick(SOURCES), rng.pick(SOURCES)])) {
        const count = rng.int(0, 14);
        if (count > 0) visits.push({ propertyId, daysAgo, source, count });
      }
    }
    const timeline: ReadonlyArray<[HistoryType, number, HistoryStatus]> = [
      ["publication", 58, "done"],
      ["email", 30, "done"],
      ["visit", 21, "done"],
      ["call", 14, "done"],
      ["visit", 6, "confirmed"],
      ["offer", 2, "done"],
      ["visit", -3, "planned"],
      ["visit", -5, "cancelled"],
    ];
    for (const [type, daysAgo, status] of timeline) {
      if (type === "offer" && !rng.chance(0.5)) continue;
      const texts = historyTexts(type);
      history.push({ propertyId, daysAgo, type, contact: rng.pick(AGENTS), ...texts[lang], texts, status });
    }
  }
  const email = `${person.firstName}.${person.lastName}`.toLowerCase().replace(/[^a-z.]/g, "") + "@example.com";
  return {
    id: index + 1,
    title: person.title,
    firstName: person.firstName,
    lastName: person.lastName,
    email,
    phone: `+32 470 00 ${String(10 + index).padStart(2, "0")} ${String(rng.int(10, 99))}`,
    lang,
    propertyIds,
    visits,
    history,
  };
}

/** Deterministic demo owners; pass another seed only to vary the counts. */
export function createDemoOwners(seed: number = DEMO_SEED): DemoOwner[] {
  return PEOPLE.map((person, index) => owner(person, index, seed));
}

/** The owners the demo site ships with (their properties are demo properties 5001, 5013, …). */
export const demoOwners: readonly DemoOwner[] = createDemoOwners();
