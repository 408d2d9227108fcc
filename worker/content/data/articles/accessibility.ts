import { AGENCY_EMAIL, AGENCY_PHONE, LUX_PHONE } from "../agency";
import type { ArticleInput } from "../types";
import { h2, p, ul } from "./blocks";
import { ARTICLE_ID } from "./ids";

/**
 * Article 35: the accessibility statement (European Accessibility Act, issue 39). What it says of the
 * tests is what the repository's end-to-end suites do (tests/e2e/every-page.spec.ts, keyboard.spec.ts);
 * its known limits are the site's own. The form under it on the page sends a report as a lead.
 */

const nl = [
  h2("Onze inzet"),
  p(
    "Vitrine Vastgoed bv wil dat iedereen deze website kan gebruiken: panden zoeken, hun gegevens lezen en ons contacteren, ook met een schermlezer, met het toetsenbord alleen, met een vergroting of op een klein scherm.",
  ),
  h2("De wet"),
  ul(
    "De Europese toegankelijkheidsakte (European Accessibility Act, richtlijn (EU) 2019/882), van toepassing sinds 28 juni 2025.",
    "In België: de wet van 5 november 2023 betreffende de toegankelijkheidsvoorschriften voor producten en diensten.",
    "In Luxemburg: de wet van 8 maart 2023 betreffende de toegankelijkheidsvoorschriften voor producten en diensten.",
  ),
  p("We passen die regels toe op de hele website, ook op delen waarvoor de wet het misschien niet vraagt."),
  h2("Welke norm we volgen"),
  p(
    "We mikken op niveau AA van de Web Content Accessibility Guidelines (WCAG) 2.1, zoals overgenomen in de Europese norm EN 301 549. De website voldoet daar grotendeels aan: wat nog niet volledig toegankelijk is, staat hieronder.",
  ),
  h2("Hoe we de website testen"),
  p(
    "Elke wijziging aan de website wordt getest voor ze online gaat. Een browser zonder scherm (Chromium) opent dan elk soort pagina in het Nederlands, Frans, Engels en Duits, en:",
  ),
  ul(
    "controleert ze automatisch met axe op de regels van WCAG 2.1 niveau AA;",
    "controleert of de HTML-code geldig is;",
    "kijkt of niets buiten beeld valt of overlapt op een smalle gsm (320 pixels), een gsm (390 pixels) en een computerscherm (1280 pixels);",
    "bedient het menu, de vensters en de formulieren met het toetsenbord alleen: de volgorde van de focus, de focus die in een open venster blijft en Escape die het sluit.",
  ),
  p("Automatische tests vinden maar een deel van wat mensen tegenhoudt. Daarom is uw melding voor ons zo waardevol."),
  h2("Wat nog niet volledig toegankelijk is"),
  ul(
    "De kaart: de kaartachtergrond bestaat uit afbeeldingen zonder tekst. De lijst van panden onder de kaart geeft dezelfde informatie in tekst, met de gemeente van elk pand.",
    "Een zone tekenen op de kaart kan alleen met een muis of een aanraakscherm. Met het toetsenbord kiest u dezelfde zone door gemeenten of postcodes aan te duiden in de zoekopdracht.",
    "De foto's van een pand hebben een korte beschrijving (type en gemeente), geen beschrijving van wat elke foto toont. De tekst van het pand beschrijft het pand zelf.",
    "Pdf-documenten zoals plannen, energieprestatiecertificaten en lastenboeken komen van onze vastgoedsoftware, van notarissen of van keurders en zijn misschien niet toegankelijk. Vraag ons de inhoud en we bezorgen hem u op een andere manier.",
    "Video's en virtuele bezoeken worden getoond door de dienst die ze aanbiedt (bijvoorbeeld YouTube); ondertiteling en knoppen zijn die van die dienst.",
  ),
  h2("Vertel ons wat u niet kon gebruiken"),
  p(
    `Vertel ons wat u niet kon gebruiken: op welke pagina, wat u wilde doen en wat u tegenhield. Gebruik het formulier onderaan deze pagina, mail naar ${AGENCY_EMAIL} of bel ${AGENCY_PHONE} (kantoor Luxemburg: ${LUX_PHONE}). We antwoorden binnen één werkdag, bezorgen u intussen de informatie op een andere manier en laten u weten wat we aanpassen.`,
  ),
  h2("Bij wie u terechtkunt"),
  p("Bent u niet tevreden over ons antwoord? Dan kunt u zich wenden tot de toezichthouder:"),
  ul(
    "In België: de FOD Economie, Economische Inspectie, Vooruitgangstraat 50, 1210 Brussel (economie.fgov.be), via het Meldpunt van de FOD Economie.",
    "In Luxemburg: het Office de la surveillance de l'accessibilité des produits et services (OSAPS), accessibilite-produits-services.public.lu.",
  ),
  h2("Over deze verklaring"),
  p("Deze verklaring werd opgesteld op 29 november 2026. We werken ze bij wanneer de website of de wet verandert."),
];

const fr = [
  h2("Notre engagement"),
  p(
    "Vitrine Vastgoed srl veut que chacun puisse utiliser ce site\u00A0: chercher un bien, lire ses informations et nous contacter, y compris avec un lecteur d'écran, au clavier seul, avec un agrandissement ou sur un petit écran.",
  ),
  h2("La loi"),
  ul(
    "L'acte européen sur l'accessibilité (European Accessibility Act, directive (UE) 2019/882), applicable depuis le 28 juin 2025.",
    "En Belgique\u00A0: la loi du 5 novembre 2023 relative aux exigences en matière d'accessibilité des produits et services.",
    "Au Luxembourg\u00A0: la loi du 8 mars 2023 relative aux exigences en matière d'accessibilité applicables aux produits et services.",
  ),
  p("Nous appliquons ces règles à tout le site, y compris aux parties pour lesquelles la loi ne l'exige peut-être pas."),
  h2("La norme que nous suivons"),
  p(
    "Nous visons le niveau AA des règles pour l'accessibilité des contenus web (WCAG) 2.1, reprises dans la norme européenne EN 301 549. Le site y est en grande partie conforme\u00A0: ce qui n'est pas encore entièrement accessible est décrit ci-dessous.",
  ),
  h2("Comment nous testons le site"),
  p(
    "Chaque modification du site est testée avant sa mise en ligne. Un navigateur sans écran (Chromium) ouvre alors chaque type de page en néerlandais, en français, en anglais et en allemand, et\u00A0:",
  ),
  ul(
    "les vérifie automatiquement avec axe selon les règles des WCAG 2.1 niveau AA\u00A0;",
    "vérifie que le code HTML est valide\u00A0;",
    "contrôle que rien ne déborde ni ne se chevauche sur un petit téléphone (320 pixels), un téléphone (390 pixels) et un écran d'ordinateur (1280 pixels)\u00A0;",
    "utilise le menu, les fenêtres et les formulaires au clavier seul\u00A0: l'ordre du focus, le focus qui reste dans une fenêtre ouverte et la touche Échap qui la ferme.",
  ),
  p("Les tests automatiques ne trouvent qu'une partie de ce qui bloque les gens. C'est pourquoi votre signalement nous est si précieux."),
  h2("Ce qui n'est pas encore entièrement accessible"),
  ul(
    "La carte\u00A0: son fond est fait d'images sans texte. La liste des biens sous la carte donne les mêmes informations en texte, avec la commune de chaque bien.",
    "Dessiner une zone sur la carte n'est possible qu'à la souris ou sur un écran tactile. Au clavier, vous choisissez la même zone en indiquant des communes ou des codes postaux dans votre recherche.",
    "Les photos d'un bien ont une courte description (type et commune), pas une description de ce que montre chaque photo. Le texte du bien décrit le bien lui-même.",
    "Les documents PDF, comme les plans, les certificats de performance énergétique et les cahiers des charges, viennent de notre logiciel immobilier, de notaires ou d'experts et peuvent ne pas être accessibles. Demandez-nous leur contenu et nous vous le transmettrons autrement.",
    "Les vidéos et les visites virtuelles sont affichées par le service qui les propose (par exemple YouTube)\u00A0; leurs sous-titres et leurs boutons sont ceux de ce service.",
  ),
  h2("Dites-nous ce que vous n'avez pas pu utiliser"),
  p(
    `Dites-nous ce que vous n'avez pas pu utiliser\u00A0: sur quelle page, ce que vous vouliez faire et ce qui vous en a empêché. Utilisez le formulaire en bas de cette page, écrivez à ${AGENCY_EMAIL} ou appelez le ${AGENCY_PHONE} (bureau de Luxembourg\u00A0: ${LUX_PHONE}). Nous répondons en un jour ouvrable, vous transmettons entre-temps l'information autrement et vous disons ce que nous allons corriger.`,
  ),
  h2("À qui vous adresser"),
  p("Notre réponse ne vous satisfait pas\u202F? Vous pouvez vous adresser à l'autorité de contrôle\u00A0:"),
  ul(
    "En Belgique\u00A0: le SPF Economie, Inspection économique, rue du Progrès 50, 1210 Bruxelles (economie.fgov.be), via le Point de contact du SPF Economie.",
    "Au Luxembourg\u00A0: l'Office de la surveillance de l'accessibilité des produits et services (OSAPS), accessibilite-produits-services.public.lu.",
  ),
  h2("À propos de cette déclaration"),
  p("Cette déclaration a été établie le 29 novembre 2026. Nous la mettons à jour quand le site ou la loi change."),
];

const en = [
  h2("Our commitment"),
  p(
    "Vitrine Vastgoed BV wants everyone to be able to use this website: to search for properties, read their details and contact us, also with a screen reader, with the keyboard alone, with magnification or on a small screen.",
  ),
  h2("The law"),
  ul(
    "The European Accessibility Act (Directive (EU) 2019/882), applicable since 28 June 2025.",
    "In Belgium: the law of 5 November 2023 on the accessibility requirements for products and services.",
    "In Luxembourg: the law of 8 March 2023 on the accessibility requirements applicable to products and services.",
  ),
  p("We apply these rules to the whole website, also to parts the law may not require them for."),
  h2("The standard we follow"),
  p(
    "We aim for level AA of the Web Content Accessibility Guidelines (WCAG) 2.1, as taken up in the European standard EN 301 549. The website largely meets it: what is not fully accessible yet is listed below.",
  ),
  h2("How we test the website"),
  p(
    "Every change to the website is tested before it goes online. A browser without a screen (Chromium) then opens every kind of page in Dutch, French, English and German, and:",
  ),
  ul(
    "checks it automatically with axe against the rules of WCAG 2.1 level AA;",
    "checks that its HTML code is valid;",
    "checks that nothing overflows or overlaps on a narrow phone (320 pixels), a phone (390 pixels) and a computer screen (1280 pixels);",
    "uses the menu, the dialogs and the forms with the keyboard alone: the order of the focus, the focus staying in an open dialog and Escape closing it.",
  ),
  p("Automated tests find only part of what stops people. That is why your report is so valuable to us."),
  h2("What is not fully accessible yet"),
  ul(
    "The map: its background is made of pictures without text. The list of properties under the map gives the same information as text, with each property's town.",
    "Drawing an area on the map needs a mouse or a touch screen. With the keyboard, you choose the same area by picking towns or postcodes in a search alert.",
    "A property's photos have a short description (type and town), not a description of what each photo shows. The property's text describes the property itself.",
    "PDF documents such as plans, energy performance certificates and specifications come from our property software, from notaries or from inspectors and may not be accessible. Ask us for their content and we will send it to you another way.",
    "Videos and virtual tours are shown by the service that offers them (YouTube, for instance); their captions and controls are that service's.",
  ),
  h2("Tell us what you could not use"),
  p(
    `Tell us what you could not use: on which page, what you wanted to do and what stood in your way. Use the form at the bottom of this page, email ${AGENCY_EMAIL} or call ${AGENCY_PHONE} (Luxembourg office: ${LUX_PHONE}). We reply within one working day, meanwhile give you the information another way, and tell you what we will change.`,
  ),
  h2("Where to turn"),
  p("Not satisfied with our answer? You can turn to the supervisory authority:"),
  ul(
    "In Belgium: the FPS Economy, Economic Inspection, Rue du Progrès 50, 1210 Brussels (economie.fgov.be), through the FPS Economy's reporting point.",
    "In Luxembourg: the Office for the Surveillance of the Accessibility of Products and Services (OSAPS), accessibilite-produits-services.public.lu.",
  ),
  h2("About this statement"),
  p("This statement was prepared on 29 November 2026. We update it when the website or the law changes."),
];

const de = [
  h2("Unser Anspruch"),
  p(
    "Die Vitrine Vastgoed GmbH möchte, dass alle Menschen diese Website nutzen können: Immobilien suchen, ihre Angaben lesen und uns kontaktieren, auch mit einem Screenreader, nur mit der Tastatur, mit Vergrößerung oder auf einem kleinen Bildschirm.",
  ),
  h2("Das Gesetz"),
  ul(
    "Der European Accessibility Act (Richtlinie (EU) 2019/882), anwendbar seit dem 28. Juni 2025.",
    "In Belgien: das Gesetz vom 5. November 2023 über die Barrierefreiheitsanforderungen für Produkte und Dienstleistungen.",
    "In Luxemburg: das Gesetz vom 8. März 2023 über die Barrierefreiheitsanforderungen für Produkte und Dienstleistungen.",
  ),
  p("Wir wenden diese Regeln auf die ganze Website an, auch auf Teile, für die das Gesetz es vielleicht nicht verlangt."),
  h2("Welchem Standard wir folgen"),
  p(
    "Wir streben die Stufe AA der Web Content Accessibility Guidelines (WCAG) 2.1 an, wie sie die europäische Norm EN 301 549 übernimmt. Die Website erfüllt sie größtenteils: Was noch nicht vollständig barrierefrei ist, steht weiter unten.",
  ),
  h2("Wie wir die Website testen"),
  p(
    "Jede Änderung der Website wird getestet, bevor sie online geht. Ein Browser ohne Bildschirm (Chromium) öffnet dann jede Art von Seite auf Niederländisch, Französisch, Englisch und Deutsch und:",
  ),
  ul(
    "prüft sie automatisch mit axe nach den Regeln der WCAG 2.1, Stufe AA;",
    "prüft, ob der HTML-Code gültig ist;",
    "prüft, dass nichts überläuft oder sich überlappt – auf einem schmalen Handy (320 Pixel), einem Handy (390 Pixel) und einem Computerbildschirm (1280 Pixel);",
    "bedient Menü, Dialoge und Formulare nur mit der Tastatur: die Reihenfolge des Fokus, der Fokus, der in einem offenen Dialog bleibt, und Escape, das ihn schließt.",
  ),
  p("Automatische Tests finden nur einen Teil dessen, was Menschen behindert. Deshalb ist Ihre Meldung für uns so wertvoll."),
  h2("Was noch nicht vollständig barrierefrei ist"),
  ul(
    "Die Karte: Ihr Hintergrund besteht aus Bildern ohne Text. Die Liste der Immobilien unter der Karte gibt dieselben Informationen als Text, mit der Gemeinde jeder Immobilie.",
    "Ein Gebiet auf der Karte zu zeichnen geht nur mit Maus oder Touchscreen. Mit der Tastatur wählen Sie dasselbe Gebiet, indem Sie im Suchauftrag Gemeinden oder Postleitzahlen angeben.",
    "Die Fotos einer Immobilie haben eine kurze Beschreibung (Art und Gemeinde), keine Beschreibung dessen, was jedes Foto zeigt. Der Text der Immobilie beschreibt die Immobilie selbst.",
    "PDF-Dokumente wie Pläne, Energieausweise und Baubeschreibungen kommen aus unserer Immobiliensoftware, von Notaren oder Sachverständigen und sind möglicherweise nicht barrierefrei. Fragen Sie uns nach ihrem Inhalt, und wir lassen ihn Ihnen auf anderem Weg zukommen.",
    "Videos und virtuelle Rundgänge zeigt der Dienst, der sie anbietet (zum Beispiel YouTube); Untertitel und Bedienelemente sind die dieses Dienstes.",
  ),
  h2("Sagen Sie uns, was Sie nicht nutzen konnten"),
  p(
    `Sagen Sie uns, was Sie nicht nutzen konnten: auf welcher Seite, was Sie tun wollten und was Sie daran gehindert hat. Nutzen Sie das Formular unten auf dieser Seite, schreiben Sie an ${AGENCY_EMAIL} oder rufen Sie ${AGENCY_PHONE} an (Büro Luxemburg: ${LUX_PHONE}). Wir antworten binnen eines Werktags, lassen Ihnen die Information in der Zwischenzeit auf anderem Weg zukommen und sagen Ihnen, was wir ändern.`,
  ),
  h2("An wen Sie sich wenden können"),
  p("Sind Sie mit unserer Antwort nicht zufrieden? Dann können Sie sich an die Aufsichtsbehörde wenden:"),
  ul(
    "In Belgien: der FÖD Wirtschaft, Wirtschaftsinspektion, Rue du Progrès 50, 1210 Brüssel (economie.fgov.be), über die Meldestelle des FÖD Wirtschaft.",
    "In Luxemburg: das Office de la surveillance de l'accessibilité des produits et services (OSAPS), accessibilite-produits-services.public.lu.",
  ),
  h2("Über diese Erklärung"),
  p("Diese Erklärung wurde am 29. November 2026 erstellt. Wir aktualisieren sie, wenn sich die Website oder das Gesetz ändert."),
];

export const accessibilityArticle = {
  id: ARTICLE_ID.accessibility,
  status: "Published",
  route: "accessibility",
  title: { nl: "Toegankelijkheidsverklaring", fr: "Déclaration d'accessibilité", en: "Accessibility statement", de: "Erklärung zur Barrierefreiheit" },
  summary: {
    nl: "Hoe toegankelijk deze website is, hoe we ze testen, wat nog niet lukt en hoe u ons een probleem meldt.",
    fr: "Le niveau d'accessibilité de ce site, nos tests, ses limites connues et comment nous signaler un problème.",
    en: "How accessible this website is, how we test it, what does not work yet and how to report a problem to us.",
    de: "Wie barrierefrei diese Website ist, wie wir sie testen, was noch nicht geht und wie Sie uns ein Problem melden.",
  },
  body: { nl, fr, en, de },
  date: "2026-11-29",
} satisfies ArticleInput;
