import { ARTICLE_ID } from "../articles/ids";
import type { ModuleInput, Texts } from "../types";
import { metadata, module, page, titles } from "./shared";

/** Pages outside the menu: the legal texts (linked from the footer and the cookie dialog) and the owner login. */

function articleModule(id: number, articleId: number, title: Texts): ModuleInput {
  return module({ id, title, titleSize: "h1", sort: 0, view: "single-view", span: 10, relations: { type: "article", id: articleId }, maxItems: 1 });
}

const privacyTitle = { nl: "Privacyverklaring", fr: "Déclaration de confidentialité", en: "Privacy statement", de: "Datenschutzerklärung" };
export const privacy = page({
  id: 101,
  name: "privacy",
  route: "privacy",
  sort: 101,
  inMenu: false,
  params: {
    title: titles(privacyTitle),
    showPageBanner: false,
    metadata: metadata({
      nl: {
        title: privacyTitle.nl,
        description: "Hoe Vitrine Vastgoed uw persoonsgegevens verwerkt, waarom, hoe lang we ze bewaren en hoe u uw rechten onder de AVG uitoefent.",
      },
      fr: {
        title: privacyTitle.fr,
        description:
          "Comment Vitrine Immobilier traite vos données personnelles, pourquoi, combien de temps nous les conservons et comment exercer vos droits RGPD.",
      },
      en: {
        title: privacyTitle.en,
        description: "How Vitrine Vastgoed processes your personal data, why, how long we keep it and how to exercise your rights under the GDPR.",
      },
      de: {
        title: privacyTitle.de,
        description:
          "Wie Vitrine Immobilier Ihre personenbezogenen Daten verarbeitet, wie lange wir sie speichern und wie Sie Ihre Rechte nach der DSGVO ausüben.",
      },
    }),
    modules: [articleModule(65, ARTICLE_ID.privacy, privacyTitle)],
  },
});

const cookieTitle = { nl: "Cookiebeleid", fr: "Politique en matière de cookies", en: "Cookie policy", de: "Cookie-Richtlinie" };
export const cookiePolicy = page({
  id: 102,
  name: "Cookie-policy",
  route: "cookiePolicy",
  sort: 102,
  inMenu: false,
  params: {
    title: titles(cookieTitle),
    showPageBanner: false,
    metadata: metadata({
      nl: {
        title: cookieTitle.nl,
        description: "Welke cookies onze website gebruikt, waarvoor, hoe lang ze bewaard blijven en hoe u uw cookiekeuze op elk moment wijzigt.",
      },
      fr: {
        title: cookieTitle.fr,
        description: "Quels cookies notre site utilise, à quelles fins, pour combien de temps, et comment modifier votre choix à tout moment.",
      },
      en: {
        title: cookieTitle.en,
        description: "Which cookies our website uses, what for, how long they last and how to change your cookie choice at any time.",
      },
      de: {
        title: cookieTitle.de,
        description: "Welche Cookies unsere Website verwendet, wofür, wie lange sie gespeichert werden und wie Sie Ihre Auswahl jederzeit ändern.",
      },
    }),
    modules: [articleModule(66, ARTICLE_ID.cookiePolicy, cookieTitle)],
  },
});

const disclaimerTitle = { nl: "Disclaimer", fr: "Clause de non-responsabilité", en: "Disclaimer", de: "Haftungsausschluss" };
export const disclaimer = page({
  id: 103,
  name: "Disclaimer",
  route: "disclaimer",
  sort: 103,
  inMenu: false,
  params: {
    title: titles(disclaimerTitle),
    showPageBanner: false,
    metadata: metadata({
      nl: {
        title: disclaimerTitle.nl,
        description:
          "Wettelijke vermeldingen van Vitrine Vastgoed bv, de voorwaarden voor het gebruik van deze website en de beperking van onze aansprakelijkheid.",
      },
      fr: {
        title: disclaimerTitle.fr,
        description: "Mentions légales de Vitrine Vastgoed srl, conditions d'utilisation de ce site et limites de notre responsabilité.",
      },
      en: {
        title: disclaimerTitle.en,
        description: "Legal information about Vitrine Vastgoed BV, the terms of use of this website and the limits of our liability.",
      },
      de: {
        title: disclaimerTitle.de,
        description: "Rechtliche Angaben zur Vitrine Vastgoed GmbH, Nutzungsbedingungen dieser Website und Grenzen unserer Haftung.",
      },
    }),
    modules: [articleModule(67, ARTICLE_ID.disclaimer, disclaimerTitle)],
  },
});

export const login = page({
  id: 104,
  name: "login",
  route: "login",
  sort: 104,
  inMenu: false,
  params: {
    title: titles({ nl: "Login eigenaars", fr: "Espace propriétaires", en: "Owner login", de: "Eigentümer-Login" }),
    showBreadCrumb: false,
    showPageBanner: false,
    metadata: metadata({
      nl: {
        title: "Login eigenaars",
        description: "Verkoopt of verhuurt u via Vitrine Vastgoed? Meld u aan en volg bezoeken, paginaweergaven en contacten voor uw pand.",
      },
      fr: {
        title: "Espace propriétaires",
        description:
          "Vous vendez ou louez avec Vitrine Immobilier\u202F? Connectez-vous pour suivre les visites, les consultations et les contacts de votre bien.",
      },
      en: {
        title: "Owner login",
        description: "Selling or letting with Vitrine Vastgoed? Log in to follow the viewings, page views and enquiries for your property.",
      },
      de: {
        title: "Eigentümer-Login",
        description: "Sie verkaufen oder vermieten mit Vitrine Immobilier? Melden Sie sich an und verfolgen Sie Besichtigungen, Aufrufe und Anfragen.",
      },
    }),
    // The login form is rendered by the owner area itself.
    modules: [],
  },
});
