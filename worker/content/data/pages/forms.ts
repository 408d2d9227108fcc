import { ARTICLE_ID } from "../articles/ids";
import { metadata, module, page, titles } from "./shared";

/** The pages built around a form: demand register (8), contact (5) and the free valuation. */

export const demandRegister = page({
  id: 8,
  name: "demand-register",
  route: "demandRegister",
  sort: 6,
  inMenu: true,
  params: {
    title: titles({ nl: "Zoekopdracht", fr: "Recherche", en: "Search alert", de: "Suchauftrag" }),
    metadata: metadata({
      nl: {
        title: "Zoekopdracht registreren",
        description: "Laat ons weten wat u zoekt: regio, type, budget en aantal slaapkamers. Nieuwe panden die passen, ontvangt u als eerste per e-mail.",
      },
      fr: {
        title: "Enregistrer votre recherche",
        description:
          "Indiquez-nous ce que vous cherchez\u00A0: région, type de bien, budget, chambres. Vous recevez en primeur par e-mail les biens qui correspondent.",
      },
      en: {
        title: "Set up a search alert",
        description: "Tell us what you are looking for: area, type, budget and bedrooms. Matching properties reach your inbox before they go online.",
      },
      de: {
        title: "Suchauftrag anlegen",
        description: "Teilen Sie uns Region, Immobilienart, Budget und Zimmerzahl mit. Passende Angebote erhalten Sie als Erste per E-Mail.",
      },
    }),
    modules: [
      module({
        id: 8,
        title: { nl: "Wat zoekt u?", fr: "Que cherchez-vous\u202F?", en: "What are you looking for?", de: "Wonach suchen Sie?" },
        titleSize: "h1",
        description: {
          nl: "Duid de gemeenten of postcodes aan die u interesseren. U kunt zich op elk moment uitschrijven.",
          fr: "Sélectionnez les communes ou codes postaux qui vous intéressent. Vous pouvez vous désinscrire à tout moment.",
          en: "Pick the towns or postcodes you are interested in. You can unsubscribe at any time.",
          de: "Wählen Sie die Gemeinden oder Postleitzahlen, die Sie interessieren. Sie können sich jederzeit abmelden.",
        },
        sort: 0,
        view: "",
        relations: { type: "contact", id: 8 },
        maxItems: 1,
      }),
    ],
  },
});

export const contact = page({
  id: 5,
  name: "contact",
  route: "contact",
  sort: 8,
  inMenu: true,
  params: {
    title: titles({ nl: "Contact", fr: "Contact", en: "Contact", de: "Kontakt" }),
    metadata: metadata({
      nl: {
        title: "Contact",
        description: "Bel, mail of kom langs op ons kantoor aan de Korenmarkt in Gent of in de Grand-Rue in Luxemburg. We antwoorden binnen één werkdag.",
      },
      fr: {
        title: "Contact",
        description: "Appelez-nous, écrivez-nous ou passez à notre bureau du Korenmarkt à Gand ou de la Grand-Rue à Luxembourg. Réponse en un jour ouvrable.",
      },
      en: {
        title: "Contact us",
        description: "Call, email or drop by our office on the Korenmarkt in Ghent or the Grand-Rue in Luxembourg. We reply within one working day.",
      },
      de: {
        title: "Kontakt",
        description:
          "Rufen Sie an, schreiben Sie uns oder besuchen Sie uns am Korenmarkt in Gent oder in der Grand-Rue in Luxemburg. Antwort binnen eines Werktags.",
      },
    }),
    modules: [
      module({
        id: 10,
        title: { nl: "Neem contact op", fr: "Contactez-nous", en: "Get in touch", de: "Schreiben Sie uns" },
        titleSize: "h1",
        description: {
          // What this form does (a question, answered within a working day); visits are asked on a property's own page.
          nl: "Stel hier uw vraag: we antwoorden binnen één werkdag. Wilt u een woning bezoeken? Vraag het bezoek aan op de pagina van die woning.",
          fr: "Posez ici votre question\u00A0: nous répondons en un jour ouvrable. Vous souhaitez visiter un bien\u202F? Demandez la visite sur la page de ce bien.",
          en: "Ask your question here: we reply within one working day. Would you like to see a property? Ask for a visit on that property's page.",
          de: "Stellen Sie hier Ihre Frage: Wir antworten binnen eines Werktags. Sie möchten eine Immobilie besichtigen? Fragen Sie die Besichtigung auf der Seite der Immobilie an.",
        },
        sort: 0,
        view: "",
        relations: { type: "contact", id: 10 },
        maxItems: 1,
      }),
    ],
  },
});

export const freeValuation = page({
  id: 100,
  name: "contact-demand",
  route: "freeValuation",
  sort: 100,
  inMenu: false,
  params: {
    title: titles({ nl: "Gratis schatting", fr: "Estimation gratuite", en: "Free valuation", de: "Kostenlose Bewertung" }),
    metadata: metadata({
      nl: {
        title: "Gratis schatting van uw woning",
        description:
          "Wat is uw huis of appartement waard? Onze erkende schatter komt langs en bezorgt u binnen vijf werkdagen een gratis, vrijblijvend verslag.",
      },
      fr: {
        title: "Estimation gratuite de votre bien",
        description:
          "Combien vaut votre maison ou appartement\u202F? Notre expert agréé se déplace et vous remet un rapport gratuit et sans engagement en cinq jours.",
      },
      en: {
        title: "Free valuation of your home",
        description: "What is your house or flat worth? Our certified valuer visits and sends you a free report with no obligation within five working days.",
      },
      de: {
        title: "Kostenlose Bewertung Ihrer Immobilie",
        description: "Was ist Ihr Haus oder Ihre Wohnung wert? Unser Gutachter kommt vorbei und sendet Ihnen binnen fünf Werktagen eine kostenlose Bewertung.",
      },
    }),
    modules: [
      module({
        id: 11,
        title: {
          nl: "Vraag uw gratis schatting aan",
          fr: "Demandez votre estimation gratuite",
          en: "Request your free valuation",
          de: "Kostenlose Bewertung anfordern",
        },
        titleSize: "h1",
        sort: 0,
        view: "",
        relations: { type: "contact", id: 11 },
        maxItems: 1,
      }),
      module({
        id: 64,
        title: { nl: "Zo gaat het in zijn werk", fr: "Comment ça se passe", en: "How it works", de: "So läuft es ab" },
        titleSize: "h2",
        sort: 1,
        view: "single-view",
        span: 10,
        relations: { type: "article", id: ARTICLE_ID.freeValuation },
        maxItems: 1,
      }),
    ],
  },
});
