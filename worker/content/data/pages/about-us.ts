import { ARTICLE_ID, TEAM_CATEGORY_ID } from "../articles/ids";
import { metadata, module, page, titles } from "./shared";

/** Menu entry 6: about us, the agency's story (article 25) and the team of category 4 (SPEC 2). */
export const aboutUs = page({
  id: 6,
  name: "aboutus",
  route: "aboutUs",
  sort: 14,
  inMenu: true,
  params: {
    title: titles({ nl: "Over ons", fr: "Qui sommes-nous\u202F?", en: "About us", de: "Über uns" }),
    metadata: metadata({
      nl: {
        title: "Over ons",
        description: "Maak kennis met Vitrine Vastgoed: een Gents familiebedrijf sinds 1987, met een kantoor in Luxemburg en een team dat uw taal spreekt.",
      },
      fr: {
        title: "Qui sommes-nous\u202F?",
        description:
          "Découvrez Vitrine Immobilier\u00A0: une entreprise familiale gantoise depuis 1987, un bureau à Luxembourg et une équipe qui parle votre langue.",
      },
      en: {
        title: "About us and our services",
        description: "Meet Vitrine Vastgoed: a Ghent family business since 1987, with an office in Luxembourg and a team that speaks your language.",
      },
      de: {
        title: "Über uns",
        description: "Lernen Sie Vitrine Immobilier kennen: ein Genter Familienunternehmen seit 1987, mit Büro in Luxemburg und einem mehrsprachigen Team.",
      },
    }),
    modules: [
      module({
        id: 62,
        title: { nl: "Ons verhaal", fr: "Notre histoire", en: "Our story", de: "Unsere Geschichte" },
        titleSize: "h1",
        sort: 0,
        view: "single-view",
        span: 10,
        relations: { type: "article", id: ARTICLE_ID.aboutUs },
        maxItems: 1,
      }),
      module({
        id: 63,
        title: { nl: "Ons team", fr: "Notre équipe", en: "Meet the team", de: "Unser Team" },
        titleSize: "h2",
        description: {
          nl: "Negen mensen, vier talen en één aanspreekpunt voor uw dossier.",
          fr: "Neuf personnes, quatre langues et un seul interlocuteur pour votre dossier.",
          en: "Nine people, four languages and one point of contact for your file.",
          de: "Neun Menschen, vier Sprachen und ein fester Ansprechpartner für Ihr Anliegen.",
        },
        sort: 1,
        view: "ons-team-view",
        span: 10,
        relations: { type: "category", id: TEAM_CATEGORY_ID },
        maxItems: 40,
      }),
    ],
  },
});
