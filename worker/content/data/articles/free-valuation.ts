import type { ArticleInput } from "../types";
import { a, h2, p, ul } from "./blocks";
import { ARTICLE_ID } from "./ids";

/** Article 33: what the free valuation is and how it goes (shown under the valuation form). */
export const freeValuationArticle = {
  id: ARTICLE_ID.freeValuation,
  status: "Published",
  route: "freeValuation",
  title: {
    nl: "Hoe verloopt een gratis schatting?",
    fr: "Comment se déroule l'estimation gratuite\u202F?",
    en: "How does a free valuation work?",
    de: "Wie läuft die kostenlose Bewertung ab?",
  },
  summary: {
    nl: "Een realistische marktwaarde voor uw woning, onderbouwd met vergelijkbare verkopen. Gratis en zonder verplichting.",
    fr: "Une valeur de marché réaliste pour votre bien, étayée par des ventes comparables. Gratuite et sans engagement.",
    en: "A realistic market value for your home, backed by comparable sales. Free and with no obligation.",
    de: "Ein realistischer Marktwert für Ihre Immobilie, belegt durch vergleichbare Verkäufe. Kostenlos und unverbindlich.",
  },
  body: {
    nl: [
      p(
        "Een goede vraagprijs is de basis van een vlotte verkoop of verhuur. Te hoog en uw pand blijft te lang online; te laag en u laat geld liggen. Daarom schatten we uw woning altijd ter plaatse.",
      ),
      h2("In vier stappen"),
      ul(
        "U vult het formulier in met het adres en enkele kenmerken van uw pand.",
        "Binnen één werkdag bellen we u om een afspraak te maken.",
        "Onze schatter bezoekt uw pand; reken op 45 minuten tot een uur.",
        "Binnen vijf werkdagen ontvangt u een schriftelijk verslag met de geschatte marktwaarde en de vergelijkingspunten.",
      ),
      h2("Waar we op letten"),
      ul(
        "Ligging, oriëntatie en bereikbaarheid.",
        "Bewoonbare oppervlakte, perceel en indeling.",
        "Staat van het dak, de ramen, de technische installaties en de afwerking.",
        "Het energieprestatiecertificaat (EPC) en de renovatieplicht die daaruit kan volgen.",
        "Stedenbouwkundige vergunningen en recente verkopen van vergelijkbare panden in de buurt.",
      ),
      h2("Schatting of officieel schattingsverslag?"),
      p(
        "Onze gratis schatting geeft u de commerciële waarde om een vraagprijs of huurprijs te bepalen. Hebt u een officieel verslag nodig voor een bank, een erfenis of een schenking, dan maakt onze erkende schatter-expert dat op aanvraag op, tegen een vooraf afgesproken vergoeding.",
      ),
      a("Hoe we uw gegevens gebruiken, leest u in onze privacyverklaring", { route: "privacy" }),
    ],
    fr: [
      p(
        "Un prix juste est la clé d'une vente ou d'une location rapide. Trop élevé, votre bien reste trop longtemps en ligne\u202F; trop bas, vous laissez de l'argent sur la table. C'est pourquoi nous estimons toujours votre bien sur place.",
      ),
      h2("En quatre étapes"),
      ul(
        "Vous complétez le formulaire avec l'adresse et quelques caractéristiques de votre bien.",
        "Nous vous appelons endéans un jour ouvrable pour fixer un rendez-vous.",
        "Notre expert visite votre bien\u202F; comptez de 45 minutes à une heure.",
        "Dans les cinq jours ouvrables, vous recevez un rapport écrit avec la valeur de marché estimée et les références de comparaison.",
      ),
      h2("Ce que nous examinons"),
      ul(
        "La situation, l'orientation et l'accessibilité.",
        "La surface habitable, le terrain et l'agencement.",
        "L'état de la toiture, des châssis, des installations techniques et des finitions.",
        "Le certificat PEB et l'éventuelle obligation de rénovation qui en découle.",
        "Les permis d'urbanisme et les ventes récentes de biens comparables dans le quartier.",
      ),
      h2("Estimation ou rapport d'expertise officiel\u202F?"),
      p(
        "Notre estimation gratuite vous donne la valeur commerciale pour fixer un prix de vente ou un loyer. Si vous avez besoin d'un rapport officiel pour une banque, une succession ou une donation, notre géomètre-expert agréé le réalise sur demande, moyennant des honoraires convenus à l'avance.",
      ),
      a("Pour savoir comment nous utilisons vos données, consultez notre déclaration de confidentialité", { route: "privacy" }),
    ],
    en: [
      p(
        "The right asking price is the basis of a smooth sale or letting. Too high and your property lingers online; too low and you leave money on the table. That is why we always value your home in person.",
      ),
      h2("In four steps"),
      ul(
        "You fill in the form with the address and a few details of your property.",
        "We call you within one working day to arrange a visit.",
        "Our valuer visits your property; allow 45 minutes to an hour.",
        "Within five working days you receive a written report with the estimated market value and the comparable sales it rests on.",
      ),
      h2("What we look at"),
      ul(
        "Location, orientation and transport links.",
        "Living area, plot and layout.",
        "The condition of the roof, windows, technical installations and finishes.",
        "The energy performance certificate (EPC) and any renovation obligation that follows from it.",
        "Planning permissions and recent sales of comparable properties nearby.",
      ),
      h2("Market appraisal or formal valuation report?"),
      p(
        "Our free valuation gives you the market value to set an asking price or a rent. If you need a formal report for a bank, an inheritance or a gift, our certified valuer can prepare one on request, for a fee agreed in advance.",
      ),
      a("Read how we use your data in our privacy statement", { route: "privacy" }),
    ],
    de: [
      p(
        "Der richtige Angebotspreis ist die Grundlage für einen zügigen Verkauf oder eine rasche Vermietung. Ist er zu hoch, bleibt Ihre Immobilie zu lange online; ist er zu niedrig, verschenken Sie Geld. Deshalb bewerten wir Ihre Immobilie immer vor Ort.",
      ),
      h2("In vier Schritten"),
      ul(
        "Sie füllen das Formular mit der Adresse und einigen Merkmalen Ihrer Immobilie aus.",
        "Innerhalb eines Werktags rufen wir Sie an, um einen Termin zu vereinbaren.",
        "Unser Gutachter besichtigt Ihre Immobilie; rechnen Sie mit 45 Minuten bis einer Stunde.",
        "Innerhalb von fünf Werktagen erhalten Sie einen schriftlichen Bericht mit dem geschätzten Marktwert und den Vergleichsobjekten.",
      ),
      h2("Worauf wir achten"),
      ul(
        "Lage, Ausrichtung und Verkehrsanbindung.",
        "Wohnfläche, Grundstück und Raumaufteilung.",
        "Zustand von Dach, Fenstern, technischen Anlagen und Ausbau.",
        "Der Energieausweis (EPC/GEE) und eine daraus eventuell folgende Sanierungspflicht.",
        "Baugenehmigungen und aktuelle Verkäufe vergleichbarer Immobilien in der Umgebung.",
      ),
      h2("Einschätzung oder offizielles Gutachten?"),
      p(
        "Unsere kostenlose Bewertung nennt Ihnen den Marktwert, um einen Verkaufs- oder Mietpreis festzulegen. Benötigen Sie ein offizielles Gutachten für eine Bank, eine Erbschaft oder eine Schenkung, erstellt unser zugelassener Sachverständiger es auf Anfrage gegen ein vorab vereinbartes Honorar.",
      ),
      a("Wie wir Ihre Daten verwenden, lesen Sie in unserer Datenschutzerklärung", { route: "privacy" }),
    ],
  },
  date: "2025-10-06",
} satisfies ArticleInput;
