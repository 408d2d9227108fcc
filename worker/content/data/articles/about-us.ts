import { BIV_NUMBER } from "../agency";
import type { ArticleInput } from "../types";
import { a, h2, p, ul } from "./blocks";
import { ARTICLE_ID } from "./ids";

/** Article 25: the agency's story, values and way of working (about-us page, single view). */
export const aboutUsArticle = {
  id: ARTICLE_ID.aboutUs,
  status: "Published",
  route: "aboutUs",
  title: { nl: "Over Vitrine Vastgoed", fr: "À propos de Vitrine Immobilier", en: "About Vitrine Vastgoed", de: "Über Vitrine Immobilier" },
  summary: {
    nl: "Een Gents familiebedrijf in vastgoed sinds 1987, vandaag in de tweede generatie en ook actief in Luxemburg.",
    fr: "Une entreprise immobilière familiale gantoise depuis 1987, aujourd'hui à la deuxième génération et active aussi au Luxembourg.",
    en: "A Ghent family estate agency since 1987, now in its second generation and active in Luxembourg too.",
    de: "Ein Genter Familienunternehmen für Immobilien seit 1987, heute in zweiter Generation und auch in Luxemburg tätig.",
  },
  body: {
    nl: [
      p(
        "Vitrine Vastgoed begon in 1987 als een klein kantoor vlak bij de Korenmarkt, opgericht door Marc en Annick Vermeulen. Hun idee was eenvoudig: wie een woning verkoopt of huurt, verdient een makelaar die de buurt kent, eerlijk advies geeft en de telefoon opneemt.",
      ),
      p(
        "Sinds 2014 leidt hun zoon Pieter Vermeulen het kantoor. In 2019 openden we een tweede kantoor in de Grand-Rue in Luxemburg, voor de vele klanten die tussen België en het Groothertogdom pendelen of er willen investeren.",
      ),
      h2("Waar we voor staan"),
      ul(
        "Eerlijk advies: een realistische vraagprijs, ook als dat niet is wat u hoopte te horen.",
        "Eén vast aanspreekpunt dat uw dossier van begin tot eind opvolgt.",
        "Lokale kennis van Gent, Brussel, Wallonië en Luxemburg.",
        "Viertalig: we helpen u in het Nederlands, Frans, Engels en Duits.",
      ),
      h2("Zo werken we"),
      ul(
        "Kennismaking en gratis schatting bij u thuis.",
        "Een verzorgde presentatie: professionele foto's, plannen en een virtuele rondgang.",
        "Bezoeken met gescreende kandidaten, ook 's avonds en op zaterdag.",
        "Onderhandeling, compromis en opvolging tot bij de notaris.",
      ),
      h2("Erkend en verzekerd"),
      p(
        `Onze makelaars zijn erkend door het Beroepsinstituut van Vastgoedmakelaars (BIV ${BIV_NUMBER}) en volgen de deontologische code van het BIV. Voorschotten en waarborgen van klanten beheren we op een afzonderlijke derdenrekening.`,
      ),
      a("Vraag een gratis schatting aan", { route: "freeValuation" }),
    ],
    fr: [
      p(
        "Vitrine Immobilier a vu le jour en 1987 dans un petit bureau près du Korenmarkt, fondé par Marc et Annick Vermeulen. Leur idée était simple\u00A0: quiconque vend ou loue un bien mérite un agent qui connaît le quartier, conseille en toute honnêteté et décroche son téléphone.",
      ),
      p(
        "Depuis 2014, leur fils Pieter Vermeulen dirige l'agence. En 2019, nous avons ouvert un second bureau dans la Grand-Rue à Luxembourg, pour nos nombreux clients qui font la navette entre la Belgique et le Grand-Duché ou souhaitent y investir.",
      ),
      h2("Nos valeurs"),
      ul(
        "Un conseil honnête\u00A0: un prix de mise en vente réaliste, même si ce n'est pas celui que vous espériez.",
        "Un interlocuteur unique qui suit votre dossier du début à la fin.",
        "Une connaissance locale de Gand, Bruxelles, la Wallonie et le Luxembourg.",
        "Quatre langues\u00A0: nous vous accompagnons en néerlandais, en français, en anglais et en allemand.",
      ),
      h2("Notre méthode"),
      ul(
        "Une première rencontre et une estimation gratuite chez vous.",
        "Une présentation soignée\u00A0: photos professionnelles, plans et visite virtuelle.",
        "Des visites avec des candidats sélectionnés, y compris en soirée et le samedi.",
        "La négociation, le compromis et le suivi jusque chez le notaire.",
      ),
      h2("Agréés et assurés"),
      p(
        `Nos agents sont agréés par l'Institut professionnel des agents immobiliers (IPI ${BIV_NUMBER}) et respectent son code de déontologie. Les acomptes et garanties de nos clients sont gérés sur un compte de tiers distinct.`,
      ),
      a("Demandez une estimation gratuite", { route: "freeValuation" }),
    ],
    en: [
      p(
        "Vitrine Vastgoed started out in 1987 as a small office just off the Korenmarkt, founded by Marc and Annick Vermeulen. Their idea was simple: anyone selling or letting a home deserves an agent who knows the neighbourhood, gives honest advice and picks up the phone.",
      ),
      p(
        "Their son Pieter Vermeulen has run the agency since 2014. In 2019 we opened a second office on the Grand-Rue in Luxembourg, for the many clients who commute between Belgium and the Grand Duchy or want to invest there.",
      ),
      h2("What we stand for"),
      ul(
        "Honest advice: a realistic asking price, even when it is not what you hoped to hear.",
        "One point of contact who follows your file from start to finish.",
        "Local knowledge of Ghent, Brussels, Wallonia and Luxembourg.",
        "Four languages: we can help you in Dutch, French, English and German.",
      ),
      h2("How we work"),
      ul(
        "A first meeting and a free valuation at your home.",
        "A polished presentation: professional photos, floor plans and a virtual tour.",
        "Viewings with screened buyers or tenants, evenings and Saturdays included.",
        "Negotiation, the sale agreement and follow-up all the way to the notary.",
      ),
      h2("Licensed and insured"),
      p(
        `Our agents are licensed by the Belgian Professional Institute of Estate Agents (BIV/IPI ${BIV_NUMBER}) and follow its code of ethics. Clients' deposits and advance payments are held in a separate client account.`,
      ),
      a("Ask for a free valuation", { route: "freeValuation" }),
    ],
    de: [
      p(
        "Vitrine Immobilier begann 1987 als kleines Büro unweit des Korenmarkts, gegründet von Marc und Annick Vermeulen. Ihre Idee war einfach: Wer eine Immobilie verkauft oder vermietet, verdient einen Makler, der das Viertel kennt, ehrlich berät und ans Telefon geht.",
      ),
      p(
        "Seit 2014 leitet ihr Sohn Pieter Vermeulen das Büro. 2019 eröffneten wir ein zweites Büro in der Grand-Rue in Luxemburg – für unsere vielen Kunden, die zwischen Belgien und dem Großherzogtum pendeln oder dort investieren möchten.",
      ),
      h2("Wofür wir stehen"),
      ul(
        "Ehrliche Beratung: ein realistischer Angebotspreis, auch wenn er nicht Ihren Erwartungen entspricht.",
        "Ein fester Ansprechpartner, der Ihren Vorgang von Anfang bis Ende begleitet.",
        "Ortskenntnis in Gent, Brüssel, der Wallonie und Luxemburg.",
        "Vier Sprachen: Wir beraten Sie auf Niederländisch, Französisch, Englisch und Deutsch.",
      ),
      h2("So arbeiten wir"),
      ul(
        "Ein erstes Gespräch und eine kostenlose Bewertung bei Ihnen vor Ort.",
        "Eine sorgfältige Präsentation: professionelle Fotos, Grundrisse und ein virtueller Rundgang.",
        "Besichtigungen mit geprüften Interessenten, auch abends und samstags.",
        "Verhandlung, Vorvertrag und Begleitung bis zum Notartermin.",
      ),
      h2("Zugelassen und versichert"),
      p(
        `Unsere Makler sind beim belgischen Berufsinstitut der Immobilienmakler zugelassen (BIV/IPI ${BIV_NUMBER}) und an dessen Berufskodex gebunden. Anzahlungen und Kautionen unserer Kunden verwalten wir auf einem separaten Treuhandkonto.`,
      ),
      a("Kostenlose Bewertung anfordern", { route: "freeValuation" }),
    ],
  },
  date: "2025-06-02",
} satisfies ArticleInput;
