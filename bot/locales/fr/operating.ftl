# Les données d'une personne (issue 36) : !mydata les envoie en privé, !forget les efface.

command-mydata = Recevoir en privé, en fichier, ce que le bot garde sur vous
slash-mydata = mesdonnees
command-forget = Effacer ce que le bot garde sur vous (admins : sur quelqu'un)
slash-forget = oublier
command-forget-person = qui oublier (admins seulement ; par défaut : vous)
command-forget-me = me (ou ce qu'envoie son bouton)

mydata-sent = Je vous envoie en privé un fichier JSON de ce que je garde sur vous ({ $records } enregistrements).
mydata-file = { $player }, voici ce que dama garde sur vous : vos identifiants et noms, préférences, parties, classements et abonnements ({ $records } enregistrements). { CODE("!forget me") } l'efface.
mydata-not-delivered = { $player } : je ne peux pas vous écrire en privé, je ne vous ai donc pas envoyé vos données. Ouvrez une conversation privée avec moi (ou autorisez les messages privés), puis de nouveau { CODE("!mydata") }.
forget-ask = Ceci efface ce que je garde sur vous : vos préférences, classements, abonnements, jours de vacances et résumé disparaissent, et dans les parties terminées votre nom et votre identifiant deviennent une étiquette anonyme (vos adversaires gardent leurs résultats et classements).
forget-ask-other = Ceci efface ce que je garde sur { $player } dans cette communauté : ses classements et abonnements ici disparaissent, et dans les parties terminées son nom et son identifiant deviennent une étiquette anonyme (ses adversaires gardent leurs résultats et classements).
forget-ask-live =
    { $count ->
        [one] La partie en cours, { $games }, est d'abord abandonnée.
       *[other] Les { $count } parties en cours, { $games }, sont d'abord abandonnées.
    }
forget-ask-pending =
    { $count ->
        [one] Le défi en attente est retiré.
       *[other] Les { $count } défis en attente sont retirés.
    }
forget-confirm = Appuyez sur le bouton pour confirmer.
forget-button = Oubliez-moi
forget-button-other = L'oublier
forgotten = C'est fait : je ne garde plus rien sur vous. Dans les parties terminées, vous êtes désormais { $label }.
forgotten-other = C'est fait : { $player } est oublié dans cette communauté. Dans les parties terminées, il est désormais { $label }.
forget-not-yours = Ce bouton est pour quelqu'un d'autre. Pour effacer vos propres données, tapez { CODE("!forget me") }.
nothing-to-forget = Je ne garde rien sur { $player } dans cette communauté.
