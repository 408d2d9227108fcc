import { ARTICLE_ID } from "../articles/ids";
import { COLORS } from "../site/header";
import { metadata, module, page, titles } from "./shared";

/** Menu entry 1: the home page (SPEC 2: card view of article 26 and the newest properties). */
export const home = page({
  id: 1,
  name: "home",
  route: "home",
  sort: 0,
  inMenu: true,
  params: {
    title: titles({ nl: "Home", fr: "Accueil", en: "Home", de: "Startseite" }),
    showBreadCrumb: false,
    showPageBanner: false,
    metadata: metadata({
      nl: {
        title: "Vastgoedkantoor in Gent en Luxemburg",
        description:
          "Huis of appartement kopen, verkopen of huren in Gent, Brussel of Luxemburg? Familiekantoor sinds 1987, erkend BIV. Vraag een gratis schatting aan.",
      },
      fr: {
        title: "Agence immobilière à Gand et à Luxembourg",
        description:
          "Acheter, vendre ou louer une maison ou un appartement à Gand, Bruxelles ou Luxembourg\u202F? Agence familiale depuis 1987, agréée IPI. Estimation gratuite.",
      },
      en: {
        title: "Estate agents in Ghent and Luxembourg",
        description:
          "Buying, selling or renting a home in Ghent, Brussels or Luxembourg? A family-run agency since 1987, licensed by the BIV/IPI. Ask for a free valuation.",
      },
      de: {
        title: "Immobilienbüro in Gent und Luxemburg",
        description:
          "Haus oder Wohnung kaufen, verkaufen oder mieten in Gent, Brüssel oder Luxemburg? Familienbüro seit 1987. Fordern Sie eine kostenlose Bewertung an.",
      },
    }),
    modules: [
      module({
        id: 61,
        title: { nl: "Wat we voor u doen", fr: "Ce que nous faisons pour vous", en: "How we can help", de: "Was wir für Sie tun" },
        titleSize: "h1",
        sort: 0,
        view: "card-view",
        relations: { type: "article", id: ARTICLE_ID.homeCards },
      }),
      module({
        id: 23,
        title: { nl: "Nieuw in ons aanbod", fr: "Nouveautés", en: "Newest properties", de: "Neu im Angebot" },
        titleSize: "h2",
        description: {
          nl: "De panden die deze week bij ons te koop of te huur kwamen.",
          fr: "Les biens mis en vente ou en location cette semaine.",
          en: "The homes that came on the market with us this week.",
          de: "Die Immobilien, die diese Woche neu zum Kauf oder zur Miete gekommen sind.",
        },
        sort: 1,
        view: "",
        relations: { type: "property-list", id: 23 },
        backgroundType: "color",
        colorBackground: COLORS.mist,
      }),
    ],
  },
});
