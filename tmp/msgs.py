# id: (nl, fr, en, de)
M = {
"staff.nav.people": ("Mensen en rollen", "Personnes et rôles", "People and roles", "Personen und Rollen"),
"staff.language": ("Taal", "Langue", "Language", "Sprache"),
"staff.role.administrator": ("Beheerder", "Administrateur", "Administrator", "Administrator"),
"staff.role.editor": ("Redacteur", "Rédacteur", "Editor", "Redakteur"),
"staff.role.agent": ("Makelaar", "Agent", "Agent", "Makler"),
"staff.roles.ask": ("Vraag het aan een beheerder.", "Demandez-le à un administrateur.", "Ask an administrator.", "Fragen Sie einen Administrator."),
"staff.roles.askNamed": ("Vraag het aan een beheerder: {names}.", "Demandez-le à un administrateur : {names}.", "Ask an administrator: {names}.", "Fragen Sie einen Administrator: {names}."),
"staff.roles.none": ("U bent aangemeld als {email}, maar u hebt nog geen rol.", "Vous êtes connecté en tant que {email}, mais vous n’avez pas encore de rôle.", "You are signed in as {email} but have no role yet.", "Sie sind als {email} angemeldet, haben aber noch keine Rolle."),
"staff.roles.noneTitle": ("Nog geen rol", "Pas encore de rôle", "No role yet", "Noch keine Rolle"),
"staff.roles.forbiddenTitle": ("Niet in uw rol", "Hors de votre rôle", "Not part of your role", "Nicht Teil Ihrer Rolle"),
"staff.roles.forbidden": ("Uw rol, {role}, omvat niet {what}.", "Votre rôle, {role}, ne comprend pas {what}.", "Your role, {role}, does not include {what}.", "Ihre Rolle, {role}, umfasst nicht {what}."),
"staff.roles.what.overview": ("het overzicht", "l’aperçu", "the overview", "die Übersicht"),
"staff.roles.what.leads": ("de aanvragen van bezoekers", "les demandes des visiteurs", "visitors’ enquiries", "die Anfragen der Besucher"),
"staff.roles.what.testimonials": ("het goedkeuren van getuigenissen", "l’approbation des témoignages", "approving testimonials", "das Freigeben von Erfahrungsberichten"),
"staff.roles.what.alerts": ("zoekopdrachten en de nieuwsbrief", "les alertes de recherche et la newsletter", "search alerts and the newsletter", "die Suchaufträge und den Newsletter"),
"staff.roles.what.owners": ("de accounts van eigenaars", "les comptes des propriétaires", "owners’ accounts", "die Konten der Eigentümer"),
"staff.roles.what.content": ("het bewerken van de website", "la modification du site", "editing the website", "das Bearbeiten der Website"),
"staff.roles.what.syncs": ("het overzicht van de synchronisaties", "le suivi des synchronisations", "the synchronisation log", "das Protokoll der Synchronisierungen"),
"staff.roles.what.privacy": ("de privacyaanvragen", "les demandes liées à la vie privée", "the privacy desk", "die Datenschutzanfragen"),
"staff.roles.what.people": ("het toekennen van rollen", "l’attribution des rôles", "giving people a role", "das Vergeben von Rollen"),
"staff.roles.what.other": ("deze pagina", "cette page", "this page", "diese Seite"),
"staff.people.done.added": ("De persoon heeft een rol gekregen.", "La personne a reçu un rôle.", "The person has been given a role.", "Die Person hat eine Rolle erhalten."),
"staff.people.done.changed": ("De rol is gewijzigd.", "Le rôle a été modifié.", "The role has been changed.", "Die Rolle wurde geändert."),
"staff.people.done.removed": ("De rol is ingetrokken: deze persoon kan de medewerkersruimte niet meer gebruiken.", "Le rôle a été retiré : cette personne ne peut plus utiliser l’espace du personnel.", "The role has been taken away: this person can no longer use the staff area.", "Die Rolle wurde entzogen: Diese Person kann den Mitarbeiterbereich nicht mehr nutzen."),
"staff.people.problem.invalid": ("Vul een geldig e-mailadres in en kies een rol.", "Saisissez une adresse e-mail valide et choisissez un rôle.", "Enter a valid email address and choose a role.", "Geben Sie eine gültige E-Mail-Adresse ein und wählen Sie eine Rolle."),
"staff.people.problem.self": ("U kunt uw eigen rol niet wijzigen: vraag het aan een andere beheerder.", "Vous ne pouvez pas modifier votre propre rôle : demandez-le à un autre administrateur.", "You cannot change your own role: ask another administrator.", "Sie können Ihre eigene Rolle nicht ändern: Fragen Sie einen anderen Administrator."),
"staff.people.intro": ("Iedereen die zich aanmeldt, heeft een rol nodig. Wat elke rol mag:", "Toute personne qui se connecte a besoin d’un rôle. Ce que chaque rôle permet :", "Everyone who signs in needs a role. What each role may do:", "Jede Person, die sich anmeldet, braucht eine Rolle. Was jede Rolle darf:"),
"staff.people.roleText.administrator": ("Beheerder: alles, ook rollen toekennen.", "Administrateur : tout, y compris attribuer les rôles.", "Administrator: everything, including giving people a role.", "Administrator: alles, auch Rollen vergeben."),
"staff.people.roleText.editor": ("Redacteur: de website (teksten, foto’s, menu) en het goedkeuren van getuigenissen.", "Rédacteur : le site (textes, photos, menu) et l’approbation des témoignages.", "Editor: the website (texts, pictures, menu) and approving testimonials.", "Redakteur: die Website (Texte, Bilder, Menü) und das Freigeben von Erfahrungsberichten."),
"staff.people.roleText.agent": ("Makelaar: aanvragen, zoekopdrachten en nieuwsbrief, eigenaars en privacyaanvragen.", "Agent : demandes, alertes de recherche et newsletter, propriétaires et demandes liées à la vie privée.", "Agent: enquiries, search alerts and the newsletter, owners, and the privacy desk.", "Makler: Anfragen, Suchaufträge und Newsletter, Eigentümer und Datenschutzanfragen."),
"staff.people.groups": ("Wie in een groep zit die een rol geeft (ingesteld bij de aanmelding), krijgt die rol, ook als hij hieronder niet staat.", "Une personne membre d’un groupe qui donne un rôle (réglé à la connexion) reçoit ce rôle, même si elle n’est pas listée ci-dessous.", "Someone in a group that gives a role (set up with the sign-in) gets that role, even when not listed below.", "Wer einer Gruppe angehört, die eine Rolle gibt (bei der Anmeldung eingerichtet), erhält diese Rolle, auch wenn er unten nicht steht."),
"staff.people.caption": ("Mensen met een rol", "Personnes ayant un rôle", "People with a role", "Personen mit einer Rolle"),
"staff.people.person": ("Persoon", "Personne", "Person", "Person"),
"staff.people.role": ("Rol", "Rôle", "Role", "Rolle"),
"staff.people.changed": ("Laatst gewijzigd", "Dernière modification", "Last changed", "Zuletzt geändert"),
"staff.people.actions": ("Acties", "Actions", "Actions", "Aktionen"),
"staff.people.empty": ("Nog niemand: voeg hieronder iemand toe.", "Personne pour l’instant : ajoutez quelqu’un ci-dessous.", "Nobody yet: add someone below.", "Noch niemand: Fügen Sie unten jemanden hinzu."),
"staff.people.yours": ("{role} (uw eigen rol)", "{role} (votre propre rôle)", "{role} (your own role)", "{role} (Ihre eigene Rolle)"),
"staff.people.roleOf": ("Rol van {email}", "Rôle de {email}", "Role of {email}", "Rolle von {email}"),
"staff.people.change": ("Wijzigen", "Modifier", "Change", "Ändern"),
"staff.people.remove": ("Rol intrekken", "Retirer le rôle", "Take role away", "Rolle entziehen"),
"staff.people.removeWho": ("Rol van {email} intrekken", "Retirer le rôle de {email}", "Take away the role of {email}", "Rolle von {email} entziehen"),
"staff.people.bootstrap": ("Altijd beheerder (ingesteld bij de installatie): {names}.", "Toujours administrateur (réglé à l’installation) : {names}.", "Always administrator (set at installation): {names}.", "Immer Administrator (bei der Installation eingerichtet): {names}."),
"staff.people.add": ("Iemand een rol geven", "Donner un rôle à quelqu’un", "Give someone a role", "Jemandem eine Rolle geben"),
"staff.people.email": ("E-mailadres waarmee de persoon zich aanmeldt", "Adresse e-mail avec laquelle la personne se connecte", "Email address the person signs in with", "E-Mail-Adresse, mit der sich die Person anmeldet"),
"staff.people.save": ("Rol geven", "Donner le rôle", "Give role", "Rolle geben"),
}
langs = ["nl","fr","en","de"]
import sys
for i,l in enumerate(langs):
    p=f"locales/{l}/messages.po"
    s=open(p).read()
    if not s.endswith("\n"): s+="\n"
    block=""
    for k,vals in M.items():
        if f'msgid "{k}"' in s: raise SystemExit("dup "+k)
        block+=f'\n#. js-lingui-explicit-id\nmsgid "{k}"\nmsgstr "{vals[i]}"\n'
    open(p,"w").write(s+block)
