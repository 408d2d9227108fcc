import { image, type ArticleInput } from "../types";
import { p } from "./blocks";
import { ARTICLE_ID } from "./ids";

/** Article 26: the four cards on the home page (SPEC 2, card view, 4 items). */
export const homeCards = {
  id: ARTICLE_ID.homeCards,
  status: "Published",
  route: "home",
  title: { nl: "Wat we voor u doen", fr: "Ce que nous faisons pour vous", en: "How we can help", de: "Was wir für Sie tun" },
  summary: {
    nl: "Verkopen, verhuren, schatten of nieuw bouwen: één kantoor voor uw hele vastgoedproject.",
    fr: "Vendre, louer, estimer ou acheter neuf\u00A0: une seule agence pour tout votre projet immobilier.",
    en: "Selling, letting, valuing or buying new: one agency for your whole property project.",
    de: "Verkaufen, vermieten, bewerten oder neu bauen: ein Büro für Ihr gesamtes Immobilienprojekt.",
  },
  body: {
    nl: [p("Of u nu verkoopt, verhuurt of op zoek bent naar een nieuwbouwwoning: bij Vitrine Vastgoed hebt u één vaste makelaar die uw dossier kent.")],
    fr: [p("Que vous vendiez, louiez ou cherchiez un logement neuf, chez Vitrine Immobilier un seul agent connaît votre dossier de A à Z.")],
    en: [p("Whether you are selling, letting or looking for a new-build home, at Vitrine Vastgoed one dedicated agent knows your file inside out.")],
    de: [p("Ob Sie verkaufen, vermieten oder einen Neubau suchen: Bei Vitrine Immobilier kennt ein fester Makler Ihr Anliegen von Anfang an.")],
  },
  cards: [
    {
      title: { nl: "Verkopen met Vitrine", fr: "Vendre avec Vitrine", en: "Selling with us", de: "Verkaufen mit Vitrine" },
      text: {
        nl: "Van de schatting en de verplichte attesten tot de akte bij de notaris: één vaste makelaar begeleidt uw verkoop van begin tot eind.",
        fr: "De l'estimation aux certificats obligatoires jusqu'à l'acte chez le notaire\u00A0: un seul agent vous accompagne du début à la fin.",
        en: "From the valuation and mandatory certificates to the deed at the notary's: one dedicated agent sees your sale through from start to finish.",
        de: "Von der Bewertung über die Pflichtbescheinigungen bis zur notariellen Urkunde: Ein fester Makler begleitet Ihren Verkauf von A bis Z.",
      },
      image: image("/images/demo/card-sell.svg", 600, 400, {
        nl: "Illustratie van een rijhuis met een bord 'verkocht'",
        fr: "Illustration d'une maison mitoyenne avec un panneau «\u00A0vendu\u00A0»",
        en: "Illustration of a terraced house with a 'sold' sign",
        de: "Illustration eines Reihenhauses mit einem „Verkauft“-Schild",
      }),
      link: { route: "aboutUs" },
    },
    {
      title: { nl: "Verhuren zonder zorgen", fr: "Louer l'esprit tranquille", en: "Letting made easy", de: "Sorgenfrei vermieten" },
      text: {
        nl: "Wij screenen kandidaat-huurders, stellen het huurcontract en de plaatsbeschrijving op en regelen de registratie en de huurwaarborg.",
        fr: "Nous sélectionnons les candidats locataires, rédigeons le bail et l'état des lieux, et nous occupons de l'enregistrement et de la garantie locative.",
        en: "We screen prospective tenants, draw up the lease and the check-in inventory, and take care of registration and the rental deposit.",
        de: "Wir prüfen Mietinteressenten, erstellen Mietvertrag und Übergabeprotokoll und kümmern uns um Registrierung und Mietkaution.",
      },
      image: image("/images/demo/card-rent.svg", 600, 400, {
        nl: "Illustratie van een sleutelbos voor een appartementsgebouw",
        fr: "Illustration d'un trousseau de clés devant un immeuble à appartements",
        en: "Illustration of a bunch of keys in front of a block of flats",
        de: "Illustration eines Schlüsselbunds vor einem Wohnhaus",
      }),
      link: { route: "contact" },
    },
    {
      title: { nl: "Gratis schatting", fr: "Estimation gratuite", en: "Free valuation", de: "Kostenlose Bewertung" },
      text: {
        nl: "Benieuwd wat uw woning waard is? Onze erkende schatter komt langs en onderbouwt de prijs met recente verkopen in uw buurt.",
        fr: "Curieux de connaître la valeur de votre bien\u202F? Notre expert agréé se déplace et justifie le prix par des ventes récentes dans votre quartier.",
        en: "Wondering what your home is worth? Our certified valuer comes round and backs the price with recent sales in your neighbourhood.",
        de: "Sie möchten wissen, was Ihre Immobilie wert ist? Unser Gutachter kommt vorbei und belegt den Preis mit aktuellen Verkäufen in Ihrer Nähe.",
      },
      image: image("/images/demo/card-valuation.svg", 600, 400, {
        nl: "Illustratie van een woning met een meetlint en een grafiek",
        fr: "Illustration d'une maison avec un mètre ruban et un graphique",
        en: "Illustration of a house with a tape measure and a chart",
        de: "Illustration eines Hauses mit Maßband und Diagramm",
      }),
      link: { route: "freeValuation" },
    },
    {
      title: { nl: "Nieuwbouwprojecten", fr: "Projets neufs", en: "New-build projects", de: "Neubauprojekte" },
      text: {
        nl: "Energiezuinige appartementen en woningen in Gent, Brussel en Luxemburg, met heldere prijslijsten en persoonlijke begeleiding tot de oplevering.",
        fr: "Des appartements et maisons basse énergie à Gand, Bruxelles et Luxembourg, avec des listes de prix claires et un suivi personnel jusqu'à la réception.",
        en: "Energy-efficient flats and houses in Ghent, Brussels and Luxembourg, with clear price lists and personal guidance right up to handover.",
        de: "Energieeffiziente Wohnungen und Häuser in Gent, Brüssel und Luxemburg, mit klaren Preislisten und persönlicher Begleitung bis zur Übergabe.",
      },
      image: image("/images/demo/card-projects.svg", 600, 400, {
        nl: "Illustratie van een nieuwbouwresidentie met een bouwkraan",
        fr: "Illustration d'une résidence neuve avec une grue de chantier",
        en: "Illustration of a new residential building with a tower crane",
        de: "Illustration eines Neubaus mit Baukran",
      }),
      link: { route: "projects" },
    },
  ],
  date: "2025-09-15",
} satisfies ArticleInput;
