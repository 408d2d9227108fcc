import { ACCESSIBILITY_IDS, ARTICLE_ID } from "../articles/ids";
import { metadata, module, page, titles } from "./shared";

/**
 * The accessibility statement (issue 39), outside the menu and linked from every footer: the statement
 * itself (an article, edited like the privacy statement), then the contact form a visitor reports a
 * problem with; its lead names this page.
 */
const title = { nl: "Toegankelijkheidsverklaring", fr: "Déclaration d'accessibilité", en: "Accessibility statement", de: "Erklärung zur Barrierefreiheit" };

export const accessibility = page({
  id: ACCESSIBILITY_IDS.page,
  name: "accessibility",
  route: "accessibility",
  sort: 105,
  inMenu: false,
  params: {
    title: titles(title),
    showPageBanner: false,
    metadata: metadata({
      nl: {
        title: title.nl,
        description: "Hoe toegankelijk onze website is, hoe we ze testen, wat nog niet lukt en hoe u ons meldt wat u niet kon gebruiken.",
      },
      fr: {
        title: title.fr,
        description: "Le niveau d'accessibilité de notre site, nos tests, ses limites connues et comment nous dire ce que vous n'avez pas pu utiliser.",
      },
      en: {
        title: title.en,
        description: "How accessible our website is, how we test it, what does not work yet and how to tell us what you could not use.",
      },
      de: {
        title: title.de,
        description: "Wie barrierefrei unsere Website ist, wie wir sie testen, was noch nicht geht und wie Sie uns sagen, was Sie nicht nutzen konnten.",
      },
    }),
    modules: [
      module({
        id: ACCESSIBILITY_IDS.statementModule,
        title,
        titleSize: "h1",
        sort: 0,
        view: "single-view",
        span: 10,
        relations: { type: "article", id: ARTICLE_ID.accessibility },
        maxItems: 1,
      }),
      module({
        id: ACCESSIBILITY_IDS.formModule,
        title: {
          nl: "Een toegankelijkheidsprobleem melden",
          fr: "Signaler un problème d'accessibilité",
          en: "Report an accessibility problem",
          de: "Ein Barrierefreiheitsproblem melden",
        },
        titleSize: "h2",
        description: {
          nl: "Vertel ons wat u niet kon gebruiken: de pagina, wat u wilde doen en wat u tegenhield. We antwoorden binnen één werkdag.",
          fr: "Dites-nous ce que vous n'avez pas pu utiliser\u00A0: la page, ce que vous vouliez faire et ce qui vous en a empêché. Nous répondons en un jour ouvrable.",
          en: "Tell us what you could not use: the page, what you wanted to do and what stood in your way. We reply within one working day.",
          de: "Sagen Sie uns, was Sie nicht nutzen konnten: die Seite, was Sie tun wollten und was Sie daran gehindert hat. Wir antworten binnen eines Werktags.",
        },
        sort: 1,
        view: "",
        relations: { type: "contact", id: ACCESSIBILITY_IDS.formModule },
        maxItems: 1,
      }),
    ],
  },
});
