# De gegevens van een persoon (issue 36): !mydata stuurt ze privé, !forget wist ze.

command-mydata = Ontvang privé, als bestand, wat de bot over je bewaart
slash-mydata = mijngegevens
command-forget = Wis wat de bot over je bewaart (admins: over iemand)
slash-forget = vergeten
command-forget-person = wie vergeten (alleen admins; standaard: jij)
command-forget-me = me (of wat de knop stuurt)

mydata-sent = Ik stuur je privé een JSON-bestand met wat ik over je bewaar ({ $records } records).
mydata-file = { $player }, dit bewaart dama over je: je id's en namen, voorkeuren, partijen, ratings en abonnementen ({ $records } records). { CODE("!forget me") } wist het.
mydata-not-delivered = { $player }: ik kan je niet privé schrijven, dus ik heb je gegevens niet gestuurd. Open een privégesprek met me (of sta directe berichten toe) en vraag dan opnieuw { CODE("!mydata") }.
forget-ask = Dit wist wat ik over je bewaar: je voorkeuren, ratings, abonnementen, vakantiedagen en overzicht verdwijnen, en in afgelopen partijen worden je naam en id een anoniem label (je tegenstanders houden hun uitslagen en ratings).
forget-ask-other = Dit wist wat ik over { $player } in deze gemeenschap bewaar: hun ratings en abonnementen hier verdwijnen, en in afgelopen partijen worden hun naam en id een anoniem label (hun tegenstanders houden hun uitslagen en ratings).
forget-ask-live =
    { $count ->
        [one] De lopende partij, { $games }, wordt eerst opgegeven.
       *[other] De { $count } lopende partijen, { $games }, worden eerst opgegeven.
    }
forget-ask-pending =
    { $count ->
        [one] De openstaande uitdaging wordt ingetrokken.
       *[other] De { $count } openstaande uitdagingen worden ingetrokken.
    }
forget-confirm = Druk op de knop om te bevestigen.
forget-button = Vergeet mij
forget-button-other = Vergeten
forgotten = Klaar: ik bewaar niets meer over je. In afgelopen partijen ben je nu { $label }.
forgotten-other = Klaar: { $player } is vergeten in deze gemeenschap. In afgelopen partijen heet deze persoon nu { $label }.
forget-not-yours = Deze knop is voor iemand anders. Typ { CODE("!forget me") } om je eigen gegevens te wissen.
nothing-to-forget = Ik bewaar niets over { $player } in deze gemeenschap.
