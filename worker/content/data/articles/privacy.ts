import { AGENCY_PHONE, COMPANY_NUMBER, PRIVACY_EMAIL } from "../agency";
import type { ArticleInput } from "../types";
import { a, h2, p, ul } from "./blocks";
import { ARTICLE_ID } from "./ids";

/** Article 30: the privacy statement (GDPR art. 13). Linked from the footer, the forms and the cookie dialog. */

const nl = [
  h2("1. Wie is verantwoordelijk voor uw gegevens?"),
  p(
    `Vitrine Vastgoed bv, Korenmarkt 21, 9000 Gent, België, ondernemingsnummer ${COMPANY_NUMBER}, is verwerkingsverantwoordelijke voor de persoonsgegevens die we via deze website en in onze kantoren in Gent en Luxemburg (Grand-Rue 48, L-1660 Luxemburg) verzamelen. Met vragen over privacy kunt u terecht op ${PRIVACY_EMAIL} of op ${AGENCY_PHONE}.`,
  ),
  h2("2. Welke gegevens verwerken we?"),
  ul(
    "Identificatie- en contactgegevens: aanspreking, naam, adres, e-mailadres en telefoonnummer.",
    "Gegevens over uw vastgoedwens of uw pand: type, regio, budget, aantal slaapkamers, en het adres en de kenmerken van het pand dat u wilt verkopen of verhuren.",
    "Wat u ons zelf meedeelt in een bericht, tijdens een bezoek of tijdens de onderhandelingen.",
    "Identificatiegegevens die we als vastgoedmakelaar moeten opvragen op grond van de antiwitwaswetgeving, zoals een kopie van uw identiteitskaart.",
    "Technische gegevens: IP-adres, type browser en, als u daarmee instemt, statistieken over uw bezoek aan de website.",
  ),
  h2("3. Waarvoor en op welke rechtsgrond?"),
  ul(
    "Uw vraag beantwoorden, een bezoek plannen of documenten bezorgen: uitvoering van een overeenkomst of precontractuele maatregelen (art. 6.1.b AVG).",
    "Uw zoekopdracht bijhouden en u nieuwe panden mailen die erbij passen: uw toestemming (art. 6.1.a AVG), die u altijd kunt intrekken via de uitschrijflink.",
    "Uw pand schatten, verkopen of verhuren en u toegang geven tot het eigenaarsportaal: uitvoering van de bemiddelingsopdracht (art. 6.1.b AVG).",
    "Onze wettelijke verplichtingen nakomen, zoals de antiwitwaswet van 18 september 2017, de boekhoud- en fiscale wetgeving en de deontologie van het BIV: wettelijke verplichting (art. 6.1.c AVG).",
    "U onze nieuwsbrief sturen: uw toestemming (art. 6.1.a AVG).",
    "Onze website beveiligen en verbeteren en misbruik van de formulieren voorkomen: ons gerechtvaardigd belang (art. 6.1.f AVG). Analytische en advertentiecookies plaatsen we alleen met uw toestemming (zie ons cookiebeleid).",
  ),
  h2("4. Hoe lang bewaren we uw gegevens?"),
  ul(
    "Contactaanvragen zonder verder gevolg: 2 jaar na het laatste contact.",
    "Zoekopdrachten: tot u zich uitschrijft, en uiterlijk 2 jaar nadat u uw zoekopdracht voor het laatst bevestigde.",
    "Verkoop- en verhuurdossiers: 10 jaar na het einde van de opdracht, zoals de antiwitwaswet en de boekhoudwetgeving voorschrijven.",
    "Accounts in het eigenaarsportaal: tot 1 jaar na het einde van de opdracht.",
    "Technische logbestanden: hooguit 30 dagen.",
  ),
  h2("5. Wie ontvangt uw gegevens?"),
  p("We verkopen uw gegevens nooit. We delen ze alleen als uw dossier dat vereist of als de wet ons daartoe verplicht, met:"),
  ul(
    "notarissen, syndici, landmeters, energiedeskundigen en andere keurders die bij uw dossier betrokken zijn;",
    "de tegenpartij (koper, verkoper, huurder of verhuurder), voor zover nodig om de overeenkomst te sluiten;",
    "onze verwerkers, zoals onze makelaarssoftware, de hostingprovider van deze website en onze e-maildienst, die gebonden zijn door een verwerkersovereenkomst;",
    "overheden, zoals de Cel voor Financiële Informatieverwerking (CFI) of de fiscus, wanneer de wet dat vereist.",
  ),
  h2("6. Doorgifte buiten de Europese Economische Ruimte"),
  p(
    "Sommige verwerkers, zoals onze hostingprovider, hebben een moedervennootschap in de Verenigde Staten. Uw gegevens verlaten de EER alleen met passende waarborgen: een adequaatheidsbesluit van de Europese Commissie (zoals het EU-VS-kader voor gegevensbescherming) of door de Commissie goedgekeurde modelcontractbepalingen.",
  ),
  h2("7. Uw rechten"),
  p(
    "U hebt recht op inzage, verbetering en wissing van uw gegevens, op beperking van de verwerking en op overdraagbaarheid. U kunt bezwaar maken tegen verwerking op basis van ons gerechtvaardigd belang en tegen direct marketing. Een toestemming kunt u altijd intrekken; dat doet geen afbreuk aan de verwerking die eraan voorafging.",
  ),
  p(`Stuur uw verzoek naar ${PRIVACY_EMAIL}. We kunnen u vragen uw identiteit aan te tonen en antwoorden binnen een maand.`),
  h2("8. Een klacht indienen"),
  p(
    "Bent u niet tevreden over hoe we met uw gegevens omgaan? Laat het ons eerst weten, dan zoeken we samen naar een oplossing. U kunt ook klacht indienen bij de Gegevensbeschermingsautoriteit, Drukpersstraat 35, 1000 Brussel (www.gegevensbeschermingsautoriteit.be) of, voor ons kantoor in Luxemburg, bij de Commission nationale pour la protection des données (CNPD), 15 boulevard du Jazz, L-4370 Belvaux (cnpd.public.lu).",
  ),
  h2("9. Wijzigingen"),
  p("We passen deze verklaring aan wanneer onze werkwijze of de wetgeving verandert. Deze versie dateert van 12 januari 2026."),
  a("Lees ook ons cookiebeleid", { route: "cookiePolicy" }),
];

const fr = [
  h2("1. Qui est responsable de vos données ?"),
  p(
    `Vitrine Vastgoed srl, Korenmarkt 21, 9000 Gand, Belgique, numéro d'entreprise ${COMPANY_NUMBER}, est responsable du traitement des données personnelles que nous collectons via ce site et dans nos bureaux de Gand et de Luxembourg (Grand-Rue 48, L-1660 Luxembourg). Pour toute question relative à la vie privée, écrivez à ${PRIVACY_EMAIL} ou appelez le ${AGENCY_PHONE}.`,
  ),
  h2("2. Quelles données traitons-nous ?"),
  ul(
    "Données d'identification et de contact : titre, nom, adresse, adresse e-mail et numéro de téléphone.",
    "Données relatives à votre recherche ou à votre bien : type, région, budget, nombre de chambres, ainsi que l'adresse et les caractéristiques du bien que vous souhaitez vendre ou louer.",
    "Ce que vous nous communiquez dans un message, lors d'une visite ou pendant la négociation.",
    "Les données d'identification que la législation anti-blanchiment nous impose de recueillir en tant qu'agent immobilier, comme une copie de votre carte d'identité.",
    "Données techniques : adresse IP, type de navigateur et, si vous y consentez, statistiques de votre visite sur le site.",
  ),
  h2("3. À quelles fins et sur quelle base légale ?"),
  ul(
    "Répondre à votre demande, organiser une visite ou vous transmettre des documents : exécution d'un contrat ou de mesures précontractuelles (art. 6.1.b RGPD).",
    "Conserver votre recherche et vous envoyer par e-mail les nouveaux biens qui y correspondent : votre consentement (art. 6.1.a RGPD), que vous pouvez retirer à tout moment via le lien de désinscription.",
    "Estimer, vendre ou louer votre bien et vous donner accès à l'espace propriétaires : exécution du mandat (art. 6.1.b RGPD).",
    "Respecter nos obligations légales, dont la loi anti-blanchiment du 18 septembre 2017, la législation comptable et fiscale et la déontologie de l'IPI : obligation légale (art. 6.1.c RGPD).",
    "Vous envoyer notre newsletter : votre consentement (art. 6.1.a RGPD).",
    "Sécuriser et améliorer notre site et empêcher l'usage abusif des formulaires : notre intérêt légitime (art. 6.1.f RGPD). Les cookies analytiques et publicitaires ne sont placés qu'avec votre consentement (voir notre politique en matière de cookies).",
  ),
  h2("4. Combien de temps conservons-nous vos données ?"),
  ul(
    "Demandes de contact restées sans suite : 2 ans après le dernier contact.",
    "Recherches enregistrées : jusqu'à votre désinscription, et au plus tard 2 ans après la dernière confirmation de votre recherche.",
    "Dossiers de vente et de location : 10 ans après la fin du mandat, comme l'exigent la loi anti-blanchiment et la législation comptable.",
    "Comptes de l'espace propriétaires : jusqu'à 1 an après la fin du mandat.",
    "Journaux techniques : 30 jours au maximum.",
  ),
  h2("5. Qui reçoit vos données ?"),
  p("Nous ne vendons jamais vos données. Nous ne les communiquons que lorsque votre dossier l'exige ou que la loi nous y oblige. Peuvent ainsi les recevoir :"),
  ul(
    "les notaires, syndics, géomètres, certificateurs PEB et autres experts intervenant dans votre dossier ;",
    "l'autre partie (acheteur, vendeur, locataire ou bailleur), dans la mesure nécessaire à la conclusion du contrat ;",
    "nos sous-traitants, comme notre logiciel de gestion immobilière, l'hébergeur de ce site et notre service d'e-mail, liés par un contrat de sous-traitance ;",
    "les autorités, comme la Cellule de traitement des informations financières (CTIF) ou l'administration fiscale, lorsque la loi l'exige.",
  ),
  h2("6. Transferts hors de l'Espace économique européen"),
  p(
    "Certains sous-traitants, comme notre hébergeur, ont une société mère aux États-Unis. Vos données ne quittent l'EEE qu'avec des garanties appropriées : une décision d'adéquation de la Commission européenne (comme le cadre de protection des données UE–États-Unis) ou des clauses contractuelles types approuvées par la Commission.",
  ),
  h2("7. Vos droits"),
  p(
    "Vous avez le droit d'accéder à vos données, de les faire rectifier ou effacer, d'en limiter le traitement et d'en demander la portabilité. Vous pouvez vous opposer à un traitement fondé sur notre intérêt légitime ainsi qu'au marketing direct. Vous pouvez retirer votre consentement à tout moment, sans que cela remette en cause le traitement effectué auparavant.",
  ),
  p(`Adressez votre demande à ${PRIVACY_EMAIL}. Nous pouvons vous demander de justifier de votre identité et vous répondons dans un délai d'un mois.`),
  h2("8. Introduire une plainte"),
  p(
    "Vous n'êtes pas satisfait de la manière dont nous traitons vos données ? Dites-le-nous d'abord : nous chercherons une solution ensemble. Vous pouvez aussi introduire une plainte auprès de l'Autorité de protection des données, rue de la Presse 35, 1000 Bruxelles (www.autoriteprotectiondonnees.be) ou, pour notre bureau de Luxembourg, auprès de la Commission nationale pour la protection des données (CNPD), 15, boulevard du Jazz, L-4370 Belvaux (cnpd.public.lu).",
  ),
  h2("9. Modifications"),
  p("Nous adaptons cette déclaration lorsque nos pratiques ou la législation évoluent. La présente version date du 12 janvier 2026."),
  a("Consultez aussi notre politique en matière de cookies", { route: "cookiePolicy" }),
];

const en = [
  h2("1. Who is responsible for your data?"),
  p(
    `Vitrine Vastgoed BV, Korenmarkt 21, 9000 Ghent, Belgium, company number ${COMPANY_NUMBER}, is the controller of the personal data we collect through this website and at our offices in Ghent and Luxembourg (Grand-Rue 48, L-1660 Luxembourg). For any privacy question, email ${PRIVACY_EMAIL} or call ${AGENCY_PHONE}.`,
  ),
  h2("2. What data do we process?"),
  ul(
    "Identification and contact details: title, name, address, email address and phone number.",
    "Details of your property search or of your property: type, area, budget, number of bedrooms, and the address and features of the property you want to sell or let.",
    "Anything you tell us in a message, during a viewing or in the course of negotiations.",
    "Identification data that anti-money-laundering law requires us, as estate agents, to collect, such as a copy of your identity card.",
    "Technical data: IP address, browser type and, if you consent, statistics about your visit to the website.",
  ),
  h2("3. Why, and on what legal basis?"),
  ul(
    "To answer your enquiry, arrange a viewing or send you documents: performance of a contract or pre-contractual steps (Art. 6(1)(b) GDPR).",
    "To keep your search alert and email you new properties that match it: your consent (Art. 6(1)(a) GDPR), which you can withdraw at any time through the unsubscribe link.",
    "To value, sell or let your property and give you access to the owner portal: performance of our agency agreement (Art. 6(1)(b) GDPR).",
    "To meet our legal obligations, such as the Belgian anti-money-laundering act of 18 September 2017, accounting and tax law and the BIV/IPI code of ethics: legal obligation (Art. 6(1)(c) GDPR).",
    "To send you our newsletter: your consent (Art. 6(1)(a) GDPR).",
    "To secure and improve our website and prevent abuse of our forms: our legitimate interest (Art. 6(1)(f) GDPR). Analytics and advertising cookies are only set with your consent (see our cookie policy).",
  ),
  h2("4. How long do we keep your data?"),
  ul(
    "Enquiries that lead no further: 2 years after the last contact.",
    "Search alerts: until you unsubscribe, and no later than 2 years after you last confirmed your search.",
    "Sales and letting files: 10 years after the end of the instruction, as anti-money-laundering and accounting law require.",
    "Owner portal accounts: up to 1 year after the end of the instruction.",
    "Technical logs: 30 days at most.",
  ),
  h2("5. Who receives your data?"),
  p("We never sell your data. We only share it when your file requires it or the law obliges us to, with:"),
  ul(
    "notaries, building managers, surveyors, EPC assessors and other experts involved in your file;",
    "the other party (buyer, seller, tenant or landlord), as far as needed to conclude the agreement;",
    "our processors, such as our estate agency software, the host of this website and our email service, all bound by a data processing agreement;",
    "public authorities, such as the Belgian Financial Intelligence Processing Unit (CTIF-CFI) or the tax authorities, where the law requires it.",
  ),
  h2("6. Transfers outside the European Economic Area"),
  p(
    "Some processors, such as our hosting provider, have a parent company in the United States. Your data only leaves the EEA with appropriate safeguards: an adequacy decision of the European Commission (such as the EU–US Data Privacy Framework) or standard contractual clauses approved by the Commission.",
  ),
  h2("7. Your rights"),
  p(
    "You have the right to access, rectify and erase your data, to restrict its processing and to data portability. You may object to processing based on our legitimate interest and to direct marketing. You can withdraw your consent at any time; this does not affect processing carried out before then.",
  ),
  p(`Send your request to ${PRIVACY_EMAIL}. We may ask you to prove your identity and will reply within one month.`),
  h2("8. Making a complaint"),
  p(
    "Unhappy with how we handle your data? Please tell us first so that we can find a solution together. You may also lodge a complaint with the Belgian Data Protection Authority, Rue de la Presse 35, 1000 Brussels (www.dataprotectionauthority.be) or, for our Luxembourg office, with the Commission nationale pour la protection des données (CNPD), 15 Boulevard du Jazz, L-4370 Belvaux (cnpd.public.lu).",
  ),
  h2("9. Changes"),
  p("We update this statement when our practices or the law change. This version dates from 12 January 2026."),
  a("Read our cookie policy as well", { route: "cookiePolicy" }),
];

const de = [
  h2("1. Wer ist für Ihre Daten verantwortlich?"),
  p(
    `Verantwortlich für die personenbezogenen Daten, die wir über diese Website und in unseren Büros in Gent und Luxemburg (Grand-Rue 48, L-1660 Luxemburg) erheben, ist die Vitrine Vastgoed GmbH, Korenmarkt 21, 9000 Gent, Belgien, Unternehmensnummer ${COMPANY_NUMBER}. Bei Fragen zum Datenschutz erreichen Sie uns unter ${PRIVACY_EMAIL} oder ${AGENCY_PHONE}.`,
  ),
  h2("2. Welche Daten verarbeiten wir?"),
  ul(
    "Identifikations- und Kontaktdaten: Anrede, Name, Anschrift, E-Mail-Adresse und Telefonnummer.",
    "Angaben zu Ihrem Immobilienwunsch oder Ihrer Immobilie: Art, Region, Budget, Zimmerzahl sowie Adresse und Merkmale der Immobilie, die Sie verkaufen oder vermieten möchten.",
    "Was Sie uns in einer Nachricht, bei einer Besichtigung oder während der Verhandlungen mitteilen.",
    "Identifikationsdaten, die wir als Immobilienmakler nach dem Geldwäscherecht erheben müssen, etwa eine Kopie Ihres Personalausweises.",
    "Technische Daten: IP-Adresse, Browsertyp und, wenn Sie einwilligen, Statistiken über Ihren Besuch der Website.",
  ),
  h2("3. Zu welchen Zwecken und auf welcher Rechtsgrundlage?"),
  ul(
    "Ihre Anfrage beantworten, eine Besichtigung planen oder Unterlagen zusenden: Vertragserfüllung oder vorvertragliche Maßnahmen (Art. 6 Abs. 1 lit. b DSGVO).",
    "Ihren Suchauftrag speichern und Ihnen passende neue Immobilien per E-Mail senden: Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit über den Abmeldelink widerrufen können.",
    "Ihre Immobilie bewerten, verkaufen oder vermieten und Ihnen Zugang zum Eigentümerportal geben: Erfüllung des Maklerauftrags (Art. 6 Abs. 1 lit. b DSGVO).",
    "Unsere gesetzlichen Pflichten erfüllen, etwa aus dem belgischen Geldwäschegesetz vom 18. September 2017, dem Buchführungs- und Steuerrecht und dem Berufskodex des BIV/IPI: rechtliche Verpflichtung (Art. 6 Abs. 1 lit. c DSGVO).",
    "Ihnen unseren Newsletter senden: Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO).",
    "Unsere Website schützen und verbessern und den Missbrauch der Formulare verhindern: unser berechtigtes Interesse (Art. 6 Abs. 1 lit. f DSGVO). Analyse- und Werbe-Cookies setzen wir nur mit Ihrer Einwilligung (siehe Cookie-Richtlinie).",
  ),
  h2("4. Wie lange speichern wir Ihre Daten?"),
  ul(
    "Kontaktanfragen ohne weiteren Verlauf: 2 Jahre nach dem letzten Kontakt.",
    "Suchaufträge: bis zu Ihrer Abmeldung, spätestens 2 Jahre nach der letzten Bestätigung Ihres Suchauftrags.",
    "Verkaufs- und Vermietungsakten: 10 Jahre nach Ende des Auftrags, wie es das Geldwäsche- und das Buchführungsrecht vorschreiben.",
    "Konten im Eigentümerportal: bis zu 1 Jahr nach Ende des Auftrags.",
    "Technische Protokolle: höchstens 30 Tage.",
  ),
  h2("5. Wer erhält Ihre Daten?"),
  p("Wir verkaufen Ihre Daten niemals. Wir geben sie nur weiter, wenn Ihr Vorgang es erfordert oder das Gesetz uns dazu verpflichtet, und zwar an:"),
  ul(
    "Notare, Hausverwalter, Vermesser, Energieausweis-Aussteller und andere an Ihrem Vorgang beteiligte Sachverständige;",
    "die Gegenpartei (Käufer, Verkäufer, Mieter oder Vermieter), soweit dies für den Vertragsabschluss nötig ist;",
    "unsere Auftragsverarbeiter, etwa unsere Maklersoftware, den Hosting-Anbieter dieser Website und unseren E-Mail-Dienst, die an einen Auftragsverarbeitungsvertrag gebunden sind;",
    "Behörden, etwa das belgische Büro für die Verarbeitung finanzieller Informationen (CTIF-CFI) oder die Steuerverwaltung, wenn das Gesetz es verlangt.",
  ),
  h2("6. Übermittlung außerhalb des Europäischen Wirtschaftsraums"),
  p(
    "Einige Auftragsverarbeiter, etwa unser Hosting-Anbieter, haben eine Muttergesellschaft in den Vereinigten Staaten. Ihre Daten verlassen den EWR nur mit geeigneten Garantien: einem Angemessenheitsbeschluss der Europäischen Kommission (etwa dem EU-US-Datenschutzrahmen) oder von der Kommission genehmigten Standardvertragsklauseln.",
  ),
  h2("7. Ihre Rechte"),
  p(
    "Sie haben das Recht auf Auskunft, Berichtigung und Löschung Ihrer Daten, auf Einschränkung der Verarbeitung und auf Datenübertragbarkeit. Sie können der Verarbeitung auf Grundlage unseres berechtigten Interesses sowie der Direktwerbung widersprechen. Eine Einwilligung können Sie jederzeit widerrufen; die bis dahin erfolgte Verarbeitung bleibt davon unberührt.",
  ),
  p(`Senden Sie Ihren Antrag an ${PRIVACY_EMAIL}. Wir können Sie bitten, Ihre Identität nachzuweisen, und antworten innerhalb eines Monats.`),
  h2("8. Beschwerde"),
  p(
    "Sind Sie mit unserem Umgang mit Ihren Daten nicht zufrieden? Sprechen Sie uns bitte zuerst an, damit wir gemeinsam eine Lösung finden. Sie können sich auch bei der belgischen Datenschutzbehörde, Rue de la Presse 35, 1000 Brüssel (www.datenschutzbehorde.be) beschweren oder, für unser Büro in Luxemburg, bei der Commission nationale pour la protection des données (CNPD), 15, boulevard du Jazz, L-4370 Belvaux (cnpd.public.lu).",
  ),
  h2("9. Änderungen"),
  p("Wir passen diese Erklärung an, wenn sich unsere Arbeitsweise oder die Rechtslage ändert. Diese Fassung ist vom 12. Januar 2026."),
  a("Lesen Sie auch unsere Cookie-Richtlinie", { route: "cookiePolicy" }),
];

export const privacyArticle = {
  id: ARTICLE_ID.privacy,
  status: "Published",
  route: "privacy",
  title: { nl: "Privacyverklaring", fr: "Déclaration de confidentialité", en: "Privacy statement", de: "Datenschutzerklärung" },
  summary: {
    nl: "Welke persoonsgegevens Vitrine Vastgoed verwerkt, waarom, hoe lang, en welke rechten u hebt.",
    fr: "Quelles données personnelles Vitrine Immobilier traite, pourquoi, pendant combien de temps, et quels sont vos droits.",
    en: "Which personal data Vitrine Vastgoed processes, why, for how long, and what your rights are.",
    de: "Welche personenbezogenen Daten Vitrine Immobilier verarbeitet, warum, wie lange und welche Rechte Sie haben.",
  },
  body: { nl, fr, en, de },
  date: "2026-01-12",
} satisfies ArticleInput;
