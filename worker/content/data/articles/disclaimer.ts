import { AGENCY_EMAIL, AGENCY_PHONE, BIV_NUMBER, LUX_PERMIT, VAT_NUMBER } from "../agency";
import type { ArticleInput } from "../types";
import { h2, p, ul } from "./blocks";
import { ARTICLE_ID } from "./ids";

/** Article 32: the legal information an estate agent must publish, and the terms of use of the website. */
export const disclaimerArticle = {
  id: ARTICLE_ID.disclaimer,
  status: "Published",
  route: "disclaimer",
  title: { nl: "Disclaimer", fr: "Clause de non-responsabilité", en: "Disclaimer", de: "Haftungsausschluss" },
  summary: {
    nl: "Wettelijke vermeldingen en de voorwaarden voor het gebruik van deze website.",
    fr: "Mentions légales et conditions d'utilisation de ce site.",
    en: "Legal information and the terms of use of this website.",
    de: "Rechtliche Angaben und Nutzungsbedingungen dieser Website.",
  },
  body: {
    nl: [
      h2("Wettelijke vermeldingen"),
      ul(
        "Vitrine Vastgoed bv, Korenmarkt 21, 9000 Gent, België",
        `Ondernemingsnummer en btw: ${VAT_NUMBER}`,
        `E-mail: ${AGENCY_EMAIL}, telefoon: ${AGENCY_PHONE}`,
        `Vastgoedmakelaar-bemiddelaar erkend in België door het BIV onder nummer ${BIV_NUMBER}`,
        "Toezichthoudende overheid: Beroepsinstituut van Vastgoedmakelaars (BIV), Luxemburgstraat 16B, 1000 Brussel",
        "Onderworpen aan de deontologische code van het BIV, te raadplegen op www.biv.be",
        "Beroepsaansprakelijkheid en borgstelling: gedekt via de groepspolis van het BIV",
        `Kantoor Luxemburg: Grand-Rue 48, L-1660 Luxemburg, vestigingsvergunning nr. ${LUX_PERMIT}`,
      ),
      h2("Informatie op deze website"),
      p(
        "We stellen de informatie op deze website met de grootste zorg samen, maar kunnen niet garanderen dat ze altijd volledig, juist en actueel is. Beschrijvingen, oppervlaktes, plannen, foto's en energiegegevens van panden zijn indicatief en vormen geen aanbod in juridische zin. Een pand kan intussen verkocht of verhuurd zijn. Alleen de ondertekende overeenkomst en de officiële documenten zijn bindend.",
      ),
      p("Vermelde prijzen zijn, tenzij anders aangegeven, exclusief registratierechten of btw, notariskosten en andere bijkomende kosten."),
      h2("Aansprakelijkheid"),
      p(
        "Vitrine Vastgoed bv is niet aansprakelijk voor schade die voortvloeit uit het gebruik van deze website of van de informatie erop, noch voor tijdelijke onbeschikbaarheid of technische storingen, behalve bij opzet of zware fout.",
      ),
      h2("Links naar andere websites"),
      p(
        "Deze website bevat links naar websites van derden, zoals vastgoedportalen en overheidsdiensten. We hebben geen invloed op hun inhoud en zijn er niet verantwoordelijk voor.",
      ),
      h2("Intellectuele eigendom"),
      p(
        "Teksten, foto's, plannen, logo's en de vormgeving van deze website zijn beschermd door het auteursrecht. U mag ze niet overnemen zonder onze voorafgaande schriftelijke toestemming, behalve voor persoonlijk, niet-commercieel gebruik.",
      ),
      h2("Toepasselijk recht"),
      p(
        "Op deze website is het Belgisch recht van toepassing. Geschillen behoren tot de bevoegdheid van de rechtbanken van Gent, onverminderd de dwingende regels die u als consument beschermen. Als consument kunt u ook terecht bij de Consumentenombudsdienst (www.consumentenombudsdienst.be).",
      ),
    ],
    fr: [
      h2("Mentions légales"),
      ul(
        "Vitrine Vastgoed srl, Korenmarkt 21, 9000 Gand, Belgique",
        `Numéro d'entreprise et TVA\u00A0: ${VAT_NUMBER}`,
        `E-mail\u00A0: ${AGENCY_EMAIL}, téléphone\u00A0: ${AGENCY_PHONE}`,
        `Agent immobilier intermédiaire agréé en Belgique par l'IPI sous le numéro ${BIV_NUMBER}`,
        "Autorité de contrôle\u00A0: Institut professionnel des agents immobiliers (IPI), rue de Luxembourg 16B, 1000 Bruxelles",
        "Soumis au code de déontologie de l'IPI, consultable sur www.ipi.be",
        "Responsabilité civile professionnelle et cautionnement\u00A0: couverts par la police collective de l'IPI",
        `Bureau de Luxembourg\u00A0: Grand-Rue 48, L-1660 Luxembourg, autorisation d'établissement n° ${LUX_PERMIT}`,
      ),
      h2("Informations publiées sur ce site"),
      p(
        "Nous rédigeons les informations de ce site avec le plus grand soin, sans pouvoir garantir qu'elles soient toujours complètes, exactes et à jour. Les descriptions, superficies, plans, photos et données énergétiques des biens sont indicatifs et ne constituent pas une offre au sens juridique. Un bien peut entre-temps avoir été vendu ou loué. Seuls le contrat signé et les documents officiels font foi.",
      ),
      p("Sauf mention contraire, les prix indiqués s'entendent hors droits d'enregistrement ou TVA, frais de notaire et autres frais annexes."),
      h2("Responsabilité"),
      p(
        "Vitrine Vastgoed srl décline toute responsabilité pour les dommages résultant de l'utilisation de ce site ou des informations qu'il contient, ainsi que pour une indisponibilité temporaire ou des problèmes techniques, sauf en cas de dol ou de faute grave.",
      ),
      h2("Liens vers d'autres sites"),
      p(
        "Ce site contient des liens vers des sites de tiers, comme des portails immobiliers et des services publics. Nous n'avons aucune prise sur leur contenu et n'en sommes pas responsables.",
      ),
      h2("Propriété intellectuelle"),
      p(
        "Les textes, photos, plans, logos et la mise en page de ce site sont protégés par le droit d'auteur. Vous ne pouvez pas les reproduire sans notre autorisation écrite préalable, sauf pour un usage personnel et non commercial.",
      ),
      h2("Droit applicable"),
      p(
        "Ce site est régi par le droit belge. Les litiges relèvent de la compétence des tribunaux de Gand, sans préjudice des règles impératives qui vous protègent en tant que consommateur. En tant que consommateur, vous pouvez aussi vous adresser au Service de médiation pour le consommateur (www.mediationconsommateur.be).",
      ),
    ],
    en: [
      h2("Legal information"),
      ul(
        "Vitrine Vastgoed BV, Korenmarkt 21, 9000 Ghent, Belgium",
        `Company and VAT number: ${VAT_NUMBER}`,
        `Email: ${AGENCY_EMAIL}, phone: ${AGENCY_PHONE}`,
        `Estate agent licensed in Belgium by the BIV/IPI under number ${BIV_NUMBER}`,
        "Supervisory authority: Professional Institute of Estate Agents (BIV/IPI), Rue de Luxembourg 16B, 1000 Brussels",
        "Bound by the BIV/IPI code of ethics, available at www.biv.be",
        "Professional liability and fidelity cover: through the BIV/IPI group policy",
        `Luxembourg office: Grand-Rue 48, L-1660 Luxembourg, business permit no. ${LUX_PERMIT}`,
      ),
      h2("Information on this website"),
      p(
        "We compile the information on this website with the greatest care, but cannot guarantee that it is always complete, accurate and up to date. Descriptions, floor areas, plans, photos and energy data of properties are for guidance only and do not constitute an offer in the legal sense. A property may meanwhile have been sold or let. Only the signed agreement and the official documents are binding.",
      ),
      p("Unless stated otherwise, prices exclude registration duties or VAT, notary fees and other additional costs."),
      h2("Liability"),
      p(
        "Vitrine Vastgoed BV is not liable for any damage arising from the use of this website or the information on it, nor for temporary unavailability or technical faults, except in the case of wilful misconduct or gross negligence.",
      ),
      h2("Links to other websites"),
      p(
        "This website contains links to third-party websites, such as property portals and public services. We have no control over their content and are not responsible for it.",
      ),
      h2("Intellectual property"),
      p(
        "The texts, photos, plans, logos and design of this website are protected by copyright. You may not reproduce them without our prior written consent, except for personal, non-commercial use.",
      ),
      h2("Governing law"),
      p(
        "This website is governed by Belgian law. Disputes fall under the jurisdiction of the courts of Ghent, without prejudice to the mandatory rules that protect you as a consumer. As a consumer, you can also turn to the Consumer Mediation Service (www.consumerombudsman.be).",
      ),
    ],
    de: [
      h2("Rechtliche Angaben"),
      ul(
        "Vitrine Vastgoed GmbH, Korenmarkt 21, 9000 Gent, Belgien",
        `Unternehmens- und MwSt.-Nummer: ${VAT_NUMBER}`,
        `E-Mail: ${AGENCY_EMAIL}, Telefon: ${AGENCY_PHONE}`,
        `In Belgien beim BIV/IPI unter der Nummer ${BIV_NUMBER} zugelassener Immobilienmakler`,
        "Aufsichtsbehörde: Berufsinstitut der Immobilienmakler (BIV/IPI), Rue de Luxembourg 16B, 1000 Brüssel",
        "Dem Berufskodex des BIV/IPI unterworfen, einsehbar unter www.ipi.be",
        "Berufshaftpflicht und Kaution: über die Gruppenpolice des BIV/IPI",
        `Büro Luxemburg: Grand-Rue 48, L-1660 Luxemburg, Niederlassungsgenehmigung Nr. ${LUX_PERMIT}`,
      ),
      h2("Informationen auf dieser Website"),
      p(
        "Wir stellen die Informationen auf dieser Website mit größter Sorgfalt zusammen, können aber nicht garantieren, dass sie stets vollständig, richtig und aktuell sind. Beschreibungen, Flächen, Pläne, Fotos und Energiedaten der Immobilien sind unverbindlich und stellen kein Angebot im rechtlichen Sinne dar. Eine Immobilie kann inzwischen verkauft oder vermietet sein. Verbindlich sind allein der unterzeichnete Vertrag und die amtlichen Unterlagen.",
      ),
      p("Sofern nicht anders angegeben, verstehen sich die Preise ohne Registrierungsgebühren oder Mehrwertsteuer, Notarkosten und sonstige Nebenkosten."),
      h2("Haftung"),
      p(
        "Die Vitrine Vastgoed GmbH haftet nicht für Schäden, die aus der Nutzung dieser Website oder der darauf enthaltenen Informationen entstehen, noch für vorübergehende Nichterreichbarkeit oder technische Störungen, außer bei Vorsatz oder grober Fahrlässigkeit.",
      ),
      h2("Links zu anderen Websites"),
      p(
        "Diese Website enthält Links zu Websites Dritter, etwa zu Immobilienportalen und Behörden. Auf deren Inhalte haben wir keinen Einfluss und übernehmen dafür keine Verantwortung.",
      ),
      h2("Geistiges Eigentum"),
      p(
        "Texte, Fotos, Pläne, Logos und die Gestaltung dieser Website sind urheberrechtlich geschützt. Ohne unsere vorherige schriftliche Zustimmung dürfen Sie sie nicht übernehmen, außer zum persönlichen, nicht gewerblichen Gebrauch.",
      ),
      h2("Anwendbares Recht"),
      p(
        "Für diese Website gilt belgisches Recht. Für Streitigkeiten sind die Gerichte in Gent zuständig, unbeschadet der zwingenden Vorschriften zum Schutz von Verbrauchern. Als Verbraucher können Sie sich auch an den Verbraucherombudsdienst wenden (www.verbraucherombudsdienst.be).",
      ),
    ],
  },
  date: "2026-01-12",
} satisfies ArticleInput;
