import { TEAM_CATEGORY_ID } from "./articles/ids";
import { image, type TeamMemberInput, type Texts } from "./types";

/** The team of the about-us page (SPEC 2: team view of category 4). All people are fictional. */

type Person = Pick<TeamMemberInput, "id" | "sort" | "firstName" | "lastName" | "phone" | "languages"> & {
  role: Texts;
  bio: Texts;
  status?: TeamMemberInput["status"];
};

/** Fills the fields derived from the name: e-mail address and portrait /images/team/{first-last}.svg. */
function member({ status = "Published", ...person }: Person): TeamMemberInput {
  const slug = `${person.firstName}-${person.lastName}`.toLowerCase().replace(/\s+/g, "-");
  const name = `${person.firstName} ${person.lastName}`;
  return {
    ...person,
    categoryId: TEAM_CATEGORY_ID,
    status,
    email: `${slug.replace(/-/g, ".")}@vitrine-vastgoed.be`,
    image: image(`/images/team/${slug}.svg`, 400, 400, {
      nl: `Portret van ${name}`,
      fr: `Portrait de ${name}`,
      en: `Portrait of ${name}`,
      de: `Porträt von ${name}`,
    }),
  };
}

export const team: TeamMemberInput[] = [
  member({
    id: 401,
    sort: 1,
    firstName: "Pieter",
    lastName: "Vermeulen",
    phone: "+32 9 123 45 61",
    languages: ["nl", "fr", "en"],
    role: { nl: "Zaakvoerder", fr: "Administrateur délégué", en: "Managing director", de: "Geschäftsführer" },
    bio: {
      nl: "Zoon van de oprichters en sinds 2014 aan het roer. Pieter volgt zelf de grotere verkoopdossiers en de nieuwbouwprojecten op.",
      fr: "Fils des fondateurs, il dirige l'agence depuis 2014. Pieter suit personnellement les ventes importantes et les projets neufs.",
      en: "The founders' son, at the helm since 2014. Pieter personally handles the larger sales and the new-build projects.",
      de: "Sohn der Gründer und seit 2014 an der Spitze. Pieter betreut die größeren Verkäufe und die Neubauprojekte persönlich.",
    },
  }),
  member({
    id: 402,
    sort: 2,
    firstName: "Thomas",
    lastName: "De Smet",
    phone: "+32 9 123 45 62",
    languages: ["nl", "en", "fr"],
    role: { nl: "Vastgoedmakelaar verkoop", fr: "Agent immobilier, vente", en: "Sales agent", de: "Immobilienmakler Verkauf" },
    bio: {
      nl: "Thomas kent Gent en de Leiestreek als zijn broekzak en begeleidt verkopers van de eerste schatting tot de akte.",
      fr: "Thomas connaît Gand et la vallée de la Lys comme sa poche et accompagne les vendeurs de l'estimation jusqu'à l'acte.",
      en: "Thomas knows Ghent and the Leie valley like the back of his hand and guides sellers from the first valuation to the deed.",
      de: "Thomas kennt Gent und das Leietal wie seine Westentasche und begleitet Verkäufer von der ersten Bewertung bis zur Urkunde.",
    },
  }),
  member({
    id: 403,
    sort: 3,
    firstName: "Camille",
    lastName: "Dubois",
    phone: "+32 9 123 45 63",
    languages: ["fr", "nl", "en"],
    role: {
      nl: "Vastgoedmakelaar Brussel en Wallonië",
      fr: "Agente immobilière, Bruxelles et Wallonie",
      en: "Sales agent, Brussels and Wallonia",
      de: "Immobilienmaklerin Brüssel und Wallonie",
    },
    bio: {
      nl: "Opgegroeid in Namen, thuis in Elsene. Camille verkoopt en verhuurt herenhuizen en appartementen in Brussel en Waals-Brabant.",
      fr: "Namuroise d'origine, Ixelloise d'adoption, Camille vend et loue maisons de maître et appartements à Bruxelles et dans le Brabant wallon.",
      en: "Raised in Namur, at home in Ixelles, Camille sells and lets townhouses and flats in Brussels and Walloon Brabant.",
      de: "Aufgewachsen in Namur, zu Hause in Ixelles: Camille verkauft und vermietet Stadthäuser und Wohnungen in Brüssel und Wallonisch-Brabant.",
    },
  }),
  member({
    id: 404,
    sort: 4,
    firstName: "Lotte",
    lastName: "Claeys",
    phone: "+32 9 123 45 64",
    languages: ["nl", "en", "fr"],
    role: { nl: "Verhuurbeheerder", fr: "Gestionnaire locative", en: "Lettings manager", de: "Vermietungsmanagerin" },
    bio: {
      nl: "Lotte zoekt de juiste huurder voor uw pand en volgt daarna het beheer op: indexering, plaatsbeschrijvingen en herstellingen.",
      fr: "Lotte trouve le bon locataire pour votre bien, puis en assure la gestion\u00A0: indexation, états des lieux et réparations.",
      en: "Lotte finds the right tenant for your property and then looks after it: rent indexation, inventories and repairs.",
      de: "Lotte findet den passenden Mieter für Ihre Immobilie und übernimmt danach die Verwaltung: Indexierung, Übergabeprotokolle und Reparaturen.",
    },
  }),
  member({
    id: 405,
    sort: 5,
    firstName: "Julien",
    lastName: "Lambert",
    phone: "+32 9 123 45 65",
    languages: ["fr", "nl", "de"],
    role: { nl: "Verhuurbeheerder", fr: "Gestionnaire locatif", en: "Lettings manager", de: "Vermietungsmanager" },
    bio: {
      nl: "Julien komt uit Luik en begeleidt Frans- en Duitstalige eigenaars en huurders, van het eerste bezoek tot de uitgaande plaatsbeschrijving.",
      fr: "Liégeois, Julien accompagne propriétaires et locataires francophones et germanophones, de la première visite à l'état des lieux de sortie.",
      en: "Born in Liège, Julien looks after French- and German-speaking landlords and tenants, from the first viewing to the check-out inventory.",
      de: "Der gebürtige Lütticher betreut französisch- und deutschsprachige Eigentümer und Mieter, von der ersten Besichtigung bis zur Wohnungsabnahme.",
    },
  }),
  member({
    id: 406,
    sort: 6,
    firstName: "Els",
    lastName: "Van den Broeck",
    phone: "+32 9 123 45 66",
    languages: ["nl", "fr"],
    role: {
      nl: "Dossierbeheer en contact notarissen",
      fr: "Gestion des dossiers et relations notariales",
      en: "Back office and notary liaison",
      de: "Sachbearbeitung und Notarkontakte",
    },
    bio: {
      nl: "Els verzamelt alle attesten, van EPC tot bodemattest, en bewaakt de termijnen met notarissen en syndici.",
      fr: "Els rassemble tous les certificats, du PEB au contrôle électrique, et veille aux délais avec les notaires et les syndics.",
      en: "Els gathers every certificate, from the EPC to the electrical inspection, and keeps an eye on deadlines with notaries and building managers.",
      de: "Els sammelt alle Bescheinigungen, vom Energieausweis bis zur Elektroprüfung, und behält die Fristen mit Notaren und Hausverwaltern im Blick.",
    },
  }),
  member({
    id: 407,
    sort: 7,
    firstName: "Bart",
    lastName: "Goossens",
    phone: "+32 9 123 45 68",
    languages: ["nl", "fr", "en"],
    role: { nl: "Landmeter-expert en schatter", fr: "Géomètre-expert", en: "Chartered surveyor and valuer", de: "Vermessungsingenieur und Gutachter" },
    bio: {
      nl: "Bart heeft twintig jaar ervaring en maakt onze schattingen én officiële schattingsverslagen voor banken, erfenissen en schenkingen.",
      fr: "Fort de vingt ans d'expérience, Bart réalise nos estimations ainsi que les rapports d'expertise officiels pour banques, successions et donations.",
      en: "With twenty years' experience, Bart prepares our valuations as well as formal reports for banks, inheritances and gifts.",
      de: "Mit zwanzig Jahren Erfahrung erstellt Bart unsere Bewertungen sowie offizielle Gutachten für Banken, Erbschaften und Schenkungen.",
    },
  }),
  member({
    id: 408,
    sort: 8,
    firstName: "Laura",
    lastName: "Schmit",
    phone: "+352 27 12 34 57",
    languages: ["fr", "de", "en"],
    role: {
      nl: "Verantwoordelijke kantoor Luxemburg",
      fr: "Responsable du bureau de Luxembourg",
      en: "Head of the Luxembourg office",
      de: "Leiterin des Büros Luxemburg",
    },
    bio: {
      nl: "Laura is geboren in Luxemburg-stad en helpt kopers, verkopers en grensarbeiders in het Luxemburgs, Frans, Duits en Engels.",
      fr: "Née à Luxembourg-ville, Laura accompagne acheteurs, vendeurs et frontaliers en luxembourgeois, en français, en allemand et en anglais.",
      en: "Born in Luxembourg City, Laura helps buyers, sellers and cross-border commuters in Luxembourgish, French, German and English.",
      de: "Die gebürtige Luxemburgerin berät Käufer, Verkäufer und Grenzgänger auf Luxemburgisch, Französisch, Deutsch und Englisch.",
    },
  }),
  member({
    id: 409,
    sort: 9,
    firstName: "Nina",
    lastName: "Peeters",
    phone: "+32 9 123 45 69",
    languages: ["nl", "en"],
    role: { nl: "Marketing en fotografie", fr: "Marketing et photographie", en: "Marketing and photography", de: "Marketing und Fotografie" },
    bio: {
      nl: "Nina fotografeert elk pand zelf, tekent de plannen en virtuele rondgangen en zorgt dat uw woning opvalt op de grote portalen.",
      fr: "Nina photographie chaque bien elle-même, réalise plans et visites virtuelles, et fait en sorte que votre bien se démarque sur les portails.",
      en: "Nina photographs every property herself, produces the floor plans and virtual tours, and makes your home stand out on the big portals.",
      de: "Nina fotografiert jede Immobilie selbst, erstellt Grundrisse und virtuelle Rundgänge und sorgt dafür, dass Ihr Objekt auf den Portalen auffällt.",
    },
  }),
  // Not yet on the website (Draft): proves that the team view only lists Published members.
  member({
    id: 410,
    sort: 10,
    firstName: "Jonas",
    lastName: "Maes",
    phone: "+32 9 123 45 70",
    languages: ["nl", "en"],
    status: "Draft",
    role: { nl: "Vastgoedmakelaar-stagiair", fr: "Agent immobilier stagiaire", en: "Trainee estate agent", de: "Immobilienmakler in Ausbildung" },
    bio: {
      nl: "Jonas vervoegt ons Gentse team in het voorjaar van 2026 en loopt zijn BIV-stage bij Thomas.",
      fr: "Jonas rejoindra notre équipe gantoise au printemps 2026 et effectuera son stage IPI aux côtés de Thomas.",
      en: "Jonas joins our Ghent team in spring 2026 and will do his BIV/IPI traineeship alongside Thomas.",
      de: "Jonas verstärkt unser Genter Team ab Frühjahr 2026 und absolviert sein BIV/IPI-Praktikum an der Seite von Thomas.",
    },
  }),
];
