import { metadata, module, page, titles } from "./shared";

/** Menu entries 3, 4 and 14: the property lists and the new-build projects (SPEC 2). */

/** A list page shows a page of 12 results; paging and the count come from the listing feed. */
const PAGE_SIZE = 12;

export const forSale = page({
  id: 3,
  name: "for-sale",
  route: "forSale",
  sort: 1,
  inMenu: true,
  params: {
    title: titles({ nl: "Te koop", fr: "À vendre", en: "For sale", de: "Zu verkaufen" }),
    metadata: metadata({
      nl: {
        title: "Huizen en appartementen te koop",
        description: "Bekijk ons volledige aanbod woningen, appartementen, bouwgronden en handelspanden te koop in Gent, Brussel, Wallonië en Luxemburg.",
      },
      fr: {
        title: "Maisons et appartements à vendre",
        description:
          "Consultez toutes nos maisons, appartements, terrains à bâtir et surfaces commerciales à vendre à Gand, Bruxelles, en Wallonie et au Luxembourg.",
      },
      en: {
        title: "Houses and flats for sale",
        description: "Browse all our houses, flats, building plots and commercial premises for sale in Ghent, Brussels, Wallonia and Luxembourg.",
      },
      de: {
        title: "Häuser und Wohnungen zu verkaufen",
        description: "Alle unsere Häuser, Wohnungen, Baugrundstücke und Gewerbeimmobilien zum Kauf in Gent, Brüssel, der Wallonie und Luxemburg.",
      },
    }),
    modules: [
      module({
        id: 28,
        title: { nl: "Ons aanbod te koop", fr: "Nos biens à vendre", en: "Our properties for sale", de: "Unsere Immobilien zum Kauf" },
        titleSize: "h1",
        sort: 0,
        view: "",
        relations: { type: "property-list", id: 28 },
        maxItems: PAGE_SIZE,
      }),
    ],
  },
});

export const forRent = page({
  id: 4,
  name: "for-rent",
  route: "forRent",
  sort: 3,
  inMenu: true,
  params: {
    title: titles({ nl: "Te huur", fr: "À louer", en: "For rent", de: "Zu vermieten" }),
    metadata: metadata({
      nl: {
        title: "Woningen en appartementen te huur",
        description: "Huurwoningen, appartementen, studio's en kantoren te huur in Gent en omstreken, Brussel en Luxemburg. Plan meteen een bezoek.",
      },
      fr: {
        title: "Maisons et appartements à louer",
        description:
          "Maisons, appartements, studios et bureaux à louer à Gand et environs, à Bruxelles et au Luxembourg. Planifiez une visite en quelques clics.",
      },
      en: {
        title: "Houses and flats to let",
        description: "Houses, flats, studios and offices to let in and around Ghent, Brussels and Luxembourg. Book a viewing in a few clicks.",
      },
      de: {
        title: "Häuser und Wohnungen zu vermieten",
        description: "Häuser, Wohnungen, Studios und Büros zur Miete in Gent und Umgebung, Brüssel und Luxemburg. Vereinbaren Sie direkt eine Besichtigung.",
      },
    }),
    modules: [
      module({
        id: 3,
        title: { nl: "Ons aanbod te huur", fr: "Nos biens à louer", en: "Our properties to let", de: "Unsere Mietobjekte" },
        titleSize: "h1",
        sort: 0,
        view: "",
        relations: { type: "property-list", id: 3 },
        maxItems: PAGE_SIZE,
      }),
    ],
  },
});

export const projects = page({
  id: 14,
  name: "Nieuwbouw",
  route: "projects",
  sort: 4,
  inMenu: true,
  params: {
    title: titles({ nl: "Nieuwbouw", fr: "Projets", en: "New builds", de: "Neubau" }),
    metadata: metadata({
      nl: {
        title: "Nieuwbouwprojecten",
        description: "Energiezuinige nieuwbouwappartementen en -woningen in Gent, Brussel en Luxemburg. Bekijk prijslijsten, plannen en beschikbare units.",
      },
      fr: {
        title: "Projets neufs",
        description: "Appartements et maisons neufs et basse énergie à Gand, Bruxelles et Luxembourg. Consultez listes de prix, plans et unités disponibles.",
      },
      en: {
        title: "New-build projects",
        description:
          "Energy-efficient new-build flats and houses in Ghent, Brussels and Luxembourg. See price lists, floor plans and the units still available.",
      },
      de: {
        title: "Neubauprojekte",
        description: "Energieeffiziente Neubauwohnungen und -häuser in Gent, Brüssel und Luxemburg. Preislisten, Grundrisse und verfügbare Einheiten.",
      },
    }),
    modules: [
      module({
        id: 13,
        title: { nl: "Onze nieuwbouwprojecten", fr: "Nos projets neufs", en: "Our new-build projects", de: "Unsere Neubauprojekte" },
        titleSize: "h1",
        sort: 0,
        view: "",
        relations: { type: "project-list", id: 13 },
        maxItems: PAGE_SIZE,
      }),
    ],
  },
});
