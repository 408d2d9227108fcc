import { PRIVACY_EMAIL } from "../agency";
import { COOKIE_LIFETIME_DAYS as DAYS } from "../site";
import type { ArticleInput } from "../types";
import { a, h2, p, ul } from "./blocks";
import { ARTICLE_ID } from "./ids";

/**
 * Article 31: the cookie policy. It explains the consent dialog of SPEC 4: necessary cookies always on,
 * analytics and advertising only after consent (Google Consent Mode's four signals), the answer kept
 * for the configured lifetime, and `?setcookies` to open the settings again.
 */
export const cookiePolicyArticle = {
  id: ARTICLE_ID.cookiePolicy,
  status: "Published",
  route: "cookiePolicy",
  title: { nl: "Cookiebeleid", fr: "Politique en matière de cookies", en: "Cookie policy", de: "Cookie-Richtlinie" },
  summary: {
    nl: "Welke cookies we gebruiken, waarvoor, en hoe u uw keuze op elk moment wijzigt.",
    fr: "Quels cookies nous utilisons, à quelles fins, et comment modifier votre choix à tout moment.",
    en: "Which cookies we use, what for, and how to change your choice at any time.",
    de: "Welche Cookies wir verwenden, wofür, und wie Sie Ihre Auswahl jederzeit ändern.",
  },
  body: {
    nl: [
      p(
        "Deze website gebruikt cookies en vergelijkbare technieken, zoals de local storage en session storage van uw browser. Hieronder leest u welke, waarvoor, en hoe u zelf bepaalt wat we mogen plaatsen.",
      ),
      h2("Wat zijn cookies?"),
      p(
        "Cookies zijn kleine tekstbestanden die een website op uw computer, tablet of smartphone bewaart. Ze onthouden bijvoorbeeld uw cookiekeuze, of helpen ons begrijpen hoe bezoekers de website gebruiken.",
      ),
      h2("Noodzakelijke cookies"),
      p("Zonder deze cookies werkt de website niet. Ze staan altijd aan en vragen geen toestemming."),
      ul(
        `Uw cookiekeuze en de vier toestemmingssignalen (advertentiegegevens, advertentieopslag, analytische opslag en gepersonaliseerde advertenties): ${DAYS} dagen.`,
        "De sessie van het eigenaarsportaal, zodat u aangemeld blijft: tot u zich afmeldt.",
        "De beveiliging van onze formulieren tegen spam: de duur van uw bezoek.",
        "Of u de pop-up al gesloten hebt: in de session storage, tot u het browservenster sluit.",
      ),
      h2("Analytische cookies"),
      p(
        "Alleen met uw toestemming meten we met Google Analytics hoe bezoekers de website gebruiken: welke pagina's ze bekijken en hoe ze bij ons terechtkwamen. We gebruiken die statistieken uitsluitend om de website te verbeteren. Cookies: _ga en _ga_*, maximaal 2 jaar.",
      ),
      h2("Advertentiecookies"),
      p(
        "Alleen met uw toestemming laten Google Ads en Meta (Facebook) ons meten welke advertenties tot een aanvraag leiden, en kunnen zij u elders relevante advertenties tonen. Cookies zoals _gcl_au en _fbp, maximaal 3 maanden.",
      ),
      h2("Google Consent Mode"),
      p(
        "We gebruiken Google Consent Mode. Zolang u geen keuze hebt gemaakt, staan de vier signalen op 'geweigerd' en plaatst Google geen analytische of advertentiecookies. Kiest u 'Alles aanvaarden', dan zetten we ze op 'toegestaan'; kiest u 'Alleen noodzakelijke', dan blijven ze geweigerd. Bij een gedeeltelijke keuze geven we precies door wat u aanvinkte.",
      ),
      h2("Uw keuze wijzigen"),
      p(
        `Uw keuze blijft ${DAYS} dagen geldig; daarna vragen we ze opnieuw. U kunt ze altijd wijzigen: voeg ?setcookies toe aan het adres van eender welke pagina (bijvoorbeeld www.vitrine-vastgoed.be/nl/?setcookies) en het venster met de cookie-instellingen verschijnt opnieuw. U kunt cookies ook verwijderen of blokkeren in de instellingen van uw browser; sommige onderdelen van de website werken dan mogelijk minder goed.`,
      ),
      h2("Meer weten?"),
      p(`Welke persoonsgegevens we verwerken en welke rechten u hebt, leest u in onze privacyverklaring. Vragen kunt u mailen naar ${PRIVACY_EMAIL}.`),
      a("Naar de privacyverklaring", { route: "privacy" }),
    ],
    fr: [
      p(
        "Ce site utilise des cookies et des techniques similaires, comme le stockage local et le stockage de session de votre navigateur. Vous trouverez ci-dessous lesquels, à quelles fins, et comment décider vous-même de ce que nous pouvons déposer.",
      ),
      h2("Qu'est-ce qu'un cookie\u202F?"),
      p(
        "Un cookie est un petit fichier texte qu'un site enregistre sur votre ordinateur, tablette ou smartphone. Il retient par exemple votre choix en matière de cookies, ou nous aide à comprendre comment les visiteurs utilisent le site.",
      ),
      h2("Cookies nécessaires"),
      p("Sans ces cookies, le site ne fonctionne pas. Ils sont toujours actifs et ne requièrent pas votre consentement."),
      ul(
        `Votre choix en matière de cookies et les quatre signaux de consentement (données publicitaires, stockage publicitaire, stockage analytique et publicité personnalisée)\u00A0: ${DAYS} jours.`,
        "La session de l'espace propriétaires, pour que vous restiez connecté\u00A0: jusqu'à votre déconnexion.",
        "La protection de nos formulaires contre le spam\u00A0: la durée de votre visite.",
        "Le fait que vous avez déjà fermé la fenêtre contextuelle\u00A0: dans le stockage de session, jusqu'à la fermeture du navigateur.",
      ),
      h2("Cookies analytiques"),
      p(
        "Uniquement avec votre consentement, nous mesurons avec Google Analytics comment les visiteurs utilisent le site\u00A0: les pages consultées et la manière dont ils nous ont trouvés. Ces statistiques servent exclusivement à améliorer le site. Cookies\u00A0: _ga et _ga_*, 2 ans au maximum.",
      ),
      h2("Cookies publicitaires"),
      p(
        "Uniquement avec votre consentement, Google Ads et Meta (Facebook) nous permettent de mesurer quelles annonces mènent à une demande et peuvent vous montrer des annonces pertinentes ailleurs. Cookies tels que _gcl_au et _fbp, 3 mois au maximum.",
      ),
      h2("Google Consent Mode"),
      p(
        "Nous utilisons le Google Consent Mode. Tant que vous n'avez pas fait de choix, les quatre signaux sont «\u00A0refusés\u00A0» et Google ne dépose aucun cookie analytique ou publicitaire. Si vous choisissez «\u00A0Tout accepter\u00A0», ils passent à «\u00A0accordés\u00A0»\u202F; si vous choisissez «\u00A0Uniquement les nécessaires\u00A0», ils restent refusés. En cas de choix partiel, nous transmettons exactement ce que vous avez coché.",
      ),
      h2("Modifier votre choix"),
      p(
        `Votre choix reste valable ${DAYS} jours, après quoi nous vous le redemandons. Vous pouvez le modifier à tout moment\u00A0: ajoutez ?setcookies à l'adresse de n'importe quelle page (par exemple www.vitrine-vastgoed.be/fr/?setcookies) et la fenêtre des paramètres de cookies s'affiche à nouveau. Vous pouvez aussi supprimer ou bloquer les cookies dans les réglages de votre navigateur\u202F; certaines parties du site risquent alors de moins bien fonctionner.`,
      ),
      h2("En savoir plus"),
      p(
        `Les données personnelles que nous traitons et vos droits sont décrits dans notre déclaration de confidentialité. Pour toute question, écrivez à ${PRIVACY_EMAIL}.`,
      ),
      a("Vers la déclaration de confidentialité", { route: "privacy" }),
    ],
    en: [
      p(
        "This website uses cookies and similar techniques, such as your browser's local storage and session storage. Below you can read which ones, what for, and how you decide yourself what we may store.",
      ),
      h2("What are cookies?"),
      p(
        "Cookies are small text files that a website stores on your computer, tablet or phone. They remember your cookie choice, for example, or help us understand how visitors use the website.",
      ),
      h2("Strictly necessary cookies"),
      p("The website does not work without these cookies. They are always on and do not require consent."),
      ul(
        `Your cookie choice and the four consent signals (ad user data, ad storage, analytics storage and ad personalisation): ${DAYS} days.`,
        "The owner portal session, so that you stay logged in: until you log out.",
        "Spam protection for our forms: for the length of your visit.",
        "Whether you have already closed the pop-up: in session storage, until you close the browser window.",
      ),
      h2("Analytics cookies"),
      p(
        "Only with your consent do we use Google Analytics to measure how visitors use the website: which pages they view and how they found us. We use these statistics solely to improve the website. Cookies: _ga and _ga_*, up to 2 years.",
      ),
      h2("Advertising cookies"),
      p(
        "Only with your consent do Google Ads and Meta (Facebook) let us measure which ads lead to an enquiry, and show you relevant ads elsewhere. Cookies such as _gcl_au and _fbp, up to 3 months.",
      ),
      h2("Google Consent Mode"),
      p(
        "We use Google Consent Mode. Until you make a choice, all four signals are set to 'denied' and Google sets no analytics or advertising cookies. If you choose 'Accept all', we set them to 'granted'; if you choose 'Necessary only', they stay denied. If you make a partial choice, we pass on exactly what you ticked.",
      ),
      h2("Changing your choice"),
      p(
        `Your choice is kept for ${DAYS} days, after which we ask again. You can change it at any time: add ?setcookies to the address of any page (for example www.vitrine-vastgoed.be/en/?setcookies) and the cookie settings window opens again. You can also delete or block cookies in your browser settings; some parts of the website may then work less well.`,
      ),
      h2("Find out more"),
      p(`Which personal data we process and what your rights are is explained in our privacy statement. Questions? Email ${PRIVACY_EMAIL}.`),
      a("Go to the privacy statement", { route: "privacy" }),
    ],
    de: [
      p(
        "Diese Website verwendet Cookies und ähnliche Techniken wie den Local Storage und den Session Storage Ihres Browsers. Hier erfahren Sie, welche, wofür und wie Sie selbst bestimmen, was wir speichern dürfen.",
      ),
      h2("Was sind Cookies?"),
      p(
        "Cookies sind kleine Textdateien, die eine Website auf Ihrem Computer, Tablet oder Smartphone speichert. Sie merken sich zum Beispiel Ihre Cookie-Auswahl oder helfen uns zu verstehen, wie Besucher die Website nutzen.",
      ),
      h2("Notwendige Cookies"),
      p("Ohne diese Cookies funktioniert die Website nicht. Sie sind immer aktiv und erfordern keine Einwilligung."),
      ul(
        `Ihre Cookie-Auswahl und die vier Einwilligungssignale (Werbedaten, Werbespeicherung, Analysespeicherung und personalisierte Werbung): ${DAYS} Tage.`,
        "Die Sitzung im Eigentümerportal, damit Sie angemeldet bleiben: bis zur Abmeldung.",
        "Der Spamschutz unserer Formulare: für die Dauer Ihres Besuchs.",
        "Ob Sie das Pop-up bereits geschlossen haben: im Session Storage, bis Sie das Browserfenster schließen.",
      ),
      h2("Analyse-Cookies"),
      p(
        "Nur mit Ihrer Einwilligung messen wir mit Google Analytics, wie Besucher die Website nutzen: welche Seiten sie aufrufen und wie sie uns gefunden haben. Diese Statistiken dienen ausschließlich der Verbesserung der Website. Cookies: _ga und _ga_*, höchstens 2 Jahre.",
      ),
      h2("Werbe-Cookies"),
      p(
        "Nur mit Ihrer Einwilligung können wir mit Google Ads und Meta (Facebook) messen, welche Anzeigen zu einer Anfrage führen, und Ihnen anderswo passende Anzeigen zeigen. Cookies wie _gcl_au und _fbp, höchstens 3 Monate.",
      ),
      h2("Google Consent Mode"),
      p(
        "Wir verwenden den Google Consent Mode. Solange Sie keine Auswahl getroffen haben, stehen alle vier Signale auf „abgelehnt“ und Google setzt keine Analyse- oder Werbe-Cookies. Wählen Sie „Alle akzeptieren“, setzen wir sie auf „erteilt“; wählen Sie „Nur notwendige“, bleiben sie abgelehnt. Bei einer Teilauswahl übermitteln wir genau das, was Sie angekreuzt haben.",
      ),
      h2("Ihre Auswahl ändern"),
      p(
        `Ihre Auswahl gilt ${DAYS} Tage; danach fragen wir erneut. Sie können sie jederzeit ändern: Hängen Sie ?setcookies an die Adresse einer beliebigen Seite an (zum Beispiel www.vitrine-vastgoed.be/de/?setcookies), und das Fenster mit den Cookie-Einstellungen erscheint wieder. Sie können Cookies auch in den Einstellungen Ihres Browsers löschen oder blockieren; manche Teile der Website funktionieren dann womöglich eingeschränkt.`,
      ),
      h2("Mehr erfahren"),
      p(
        `Welche personenbezogenen Daten wir verarbeiten und welche Rechte Sie haben, lesen Sie in unserer Datenschutzerklärung. Fragen senden Sie bitte an ${PRIVACY_EMAIL}.`,
      ),
      a("Zur Datenschutzerklärung", { route: "privacy" }),
    ],
  },
  date: "2026-01-12",
} satisfies ArticleInput;
