import type { ArticleInput } from "../types";
import { a, h2, p } from "./blocks";
import { ARTICLE_ID } from "./ids";

/**
 * Article 34: our services and what clients say about them (SPEC 3 "Testimonial"). It has no category
 * and no route, so SPEC 2's article path rule places it at /nl/onze-diensten/, /fr/nos-services/,
 * /en/our-services/ and /de/unsere-dienstleistungen/. `poster` is the client's municipality.
 */
export const ourServices = {
  id: ARTICLE_ID.ourServices,
  status: "Published",
  title: { nl: "Onze diensten", fr: "Nos services", en: "Our services", de: "Unsere Dienstleistungen" },
  summary: {
    nl: "Verkoop, verhuur, schatting en nieuwbouw: zo helpen we u, en dit zeggen onze klanten erover.",
    fr: "Vente, location, estimation et projets neufs\u00A0: voici comment nous vous aidons, et ce qu'en disent nos clients.",
    en: "Sales, lettings, valuations and new builds: how we help, and what our clients say about it.",
    de: "Verkauf, Vermietung, Bewertung und Neubau: So helfen wir Ihnen – und das sagen unsere Kunden.",
  },
  body: {
    nl: [
      p(
        "Van de eerste schatting tot de sleuteloverdracht: we nemen het papierwerk, de bezoeken en de onderhandelingen uit handen, zodat u zich kunt concentreren op uw volgende stap.",
      ),
      h2("Verkoop en verhuur"),
      p(
        "We zorgen voor de verplichte attesten, een verzorgde presentatie op de grote vastgoedportalen, gescreende kandidaten en een sluitend compromis of huurcontract.",
      ),
      h2("Wat onze klanten zeggen"),
      p("Een greep uit de reacties die we het voorbije jaar kregen."),
      a("Vraag een gratis schatting aan", { route: "freeValuation" }),
    ],
    fr: [
      p(
        "De la première estimation à la remise des clés, nous prenons en charge les formalités, les visites et la négociation, pour que vous puissiez vous concentrer sur la suite.",
      ),
      h2("Vente et location"),
      p(
        "Nous rassemblons les certificats obligatoires, soignons la présentation de votre bien sur les grands portails immobiliers, sélectionnons les candidats et rédigeons un compromis ou un bail solide.",
      ),
      h2("L'avis de nos clients"),
      p("Quelques réactions reçues au cours de l'année écoulée."),
      a("Demandez une estimation gratuite", { route: "freeValuation" }),
    ],
    en: [
      p(
        "From the first valuation to handing over the keys, we take care of the paperwork, the viewings and the negotiation, so you can focus on your next move.",
      ),
      h2("Sales and lettings"),
      p(
        "We gather the mandatory certificates, present your property carefully on the major property portals, screen every candidate and draw up a watertight sale agreement or lease.",
      ),
      h2("What our clients say"),
      p("A selection of the feedback we received over the past year."),
      a("Ask for a free valuation", { route: "freeValuation" }),
    ],
    de: [
      p(
        "Von der ersten Bewertung bis zur Schlüsselübergabe übernehmen wir Formalitäten, Besichtigungen und Verhandlungen, damit Sie sich auf Ihren nächsten Schritt konzentrieren können.",
      ),
      h2("Verkauf und Vermietung"),
      p(
        "Wir besorgen die Pflichtbescheinigungen, präsentieren Ihre Immobilie sorgfältig auf den großen Immobilienportalen, prüfen die Interessenten und erstellen einen wasserdichten Vorvertrag oder Mietvertrag.",
      ),
      h2("Das sagen unsere Kunden"),
      p("Eine Auswahl der Rückmeldungen aus dem vergangenen Jahr."),
      a("Kostenlose Bewertung anfordern", { route: "freeValuation" }),
    ],
  },
  testimonials: [
    {
      name: "Hilde en Koen D.",
      comment: {
        nl: "Onze villa was binnen zes weken verkocht, boven de vraagprijs. Thomas hield ons na elk bezoek op de hoogte en regelde alles met de notaris.",
        fr: "Notre villa a été vendue en six semaines, au-dessus du prix demandé. Thomas nous a tenus informés après chaque visite et a tout réglé avec le notaire.",
        en: "Our villa sold within six weeks, above the asking price. Thomas updated us after every viewing and handled everything with the notary.",
        de: "Unsere Villa war innerhalb von sechs Wochen verkauft, über dem Angebotspreis. Thomas hat uns nach jeder Besichtigung informiert und alles mit dem Notar geregelt.",
      },
      date: "2025-03-18",
      poster: "Sint-Martens-Latem",
    },
    {
      name: "Sophie L.",
      comment: {
        nl: "Camille vond in minder dan een maand een lichtrijk appartement voor mij in Elsene. Bezoeken 's avonds, een huurdossier zonder stress.",
        fr: "Camille m'a trouvé un appartement lumineux à Ixelles en moins d'un mois. Des visites en soirée et un dossier de location sans stress.",
        en: "Camille found me a bright flat in Ixelles in less than a month. Evening viewings and a stress-free rental application.",
        de: "Camille hat mir in weniger als einem Monat eine helle Wohnung in Ixelles gefunden. Besichtigungen am Abend und eine stressfreie Mietbewerbung.",
      },
      date: "2025-05-07",
      poster: "Ixelles",
    },
    {
      name: "Marc W.",
      comment: {
        nl: "Als grensarbeider wilde ik kopen in Luxemburg. Laura kende elke wijk en legde de Luxemburgse procedure stap voor stap uit, in mijn taal.",
        fr: "Frontalier, je voulais acheter au Luxembourg. Laura connaissait chaque quartier et m'a expliqué la procédure luxembourgeoise pas à pas.",
        en: "As a cross-border commuter I wanted to buy in Luxembourg. Laura knew every district and explained the Luxembourg procedure step by step.",
        de: "Als Grenzgänger wollte ich in Luxemburg kaufen. Laura kannte jedes Viertel und hat mir das luxemburgische Verfahren Schritt für Schritt erklärt.",
      },
      date: "2025-06-24",
      poster: "Esch-sur-Alzette",
    },
    {
      name: "Familie Van Acker",
      comment: {
        nl: "Lotte beheert al drie jaar onze appartementen. Huurders zijn goed gescreend en bij een defect is er meteen een vakman ter plaatse.",
        fr: "Lotte gère nos appartements depuis trois ans. Les locataires sont bien sélectionnés et, en cas de panne, un artisan est sur place sans tarder.",
        en: "Lotte has managed our flats for three years. Tenants are well screened, and when something breaks a tradesman is on site straight away.",
        de: "Lotte verwaltet seit drei Jahren unsere Wohnungen. Die Mieter sind gut geprüft, und bei einem Defekt ist sofort ein Handwerker vor Ort.",
      },
      date: "2025-09-02",
      poster: "Gent",
    },
    {
      name: "James O.",
      comment: {
        nl: "Voor mijn job verhuisde ik naar Gent zonder een woord Nederlands te spreken. Het team regelde bezoeken via video en een huurcontract in het Engels.",
        fr: "Muté à Gand sans parler un mot de néerlandais, j'ai pu compter sur l'équipe\u00A0: visites par vidéo et bail expliqué en anglais.",
        en: "I moved to Ghent for work without a word of Dutch. The team arranged video viewings and walked me through the lease in English.",
        de: "Ich bin beruflich nach Gent gezogen, ohne ein Wort Niederländisch zu sprechen. Das Team organisierte Video-Besichtigungen und erklärte mir den Mietvertrag auf Englisch.",
      },
      date: "2025-11-13",
      poster: "Gent",
    },
  ],
  date: "2025-11-20",
} satisfies ArticleInput;
