# Die Daten einer Person (issue 36): !mydata schickt sie privat, !forget löscht sie.

command-mydata = Erhalte privat als Datei, was der Bot über dich speichert
slash-mydata = meinedaten
command-forget = Lösche, was der Bot über dich speichert (Admins: über jemanden)
slash-forget = vergessen
command-forget-person = wen vergessen (nur Admins; Standard: dich)
command-forget-me = me (oder was sein Knopf sendet)

mydata-sent = Ich schicke dir privat eine JSON-Datei mit dem, was ich über dich speichere ({ $records } Einträge).
mydata-file = { $player }, das speichert dama über dich: deine IDs und Namen, Einstellungen, Partien, Wertungen und Abonnements ({ $records } Einträge). { CODE("!forget me") } löscht es.
mydata-not-delivered = { $player }: Ich kann dir nicht privat schreiben, deshalb habe ich deine Daten nicht geschickt. Öffne einen privaten Chat mit mir (oder erlaube Direktnachrichten) und dann noch einmal { CODE("!mydata") }.
forget-ask = Das löscht, was ich über dich speichere: deine Einstellungen, Wertungen, Abonnements, Urlaubstage und Zusammenfassung verschwinden, und in beendeten Partien werden dein Name und deine ID zu einer anonymen Bezeichnung (deine Gegner behalten ihre Ergebnisse und Wertungen).
forget-ask-other = Das löscht, was ich über { $player } in dieser Gemeinschaft speichere: die Wertungen und Abonnements hier verschwinden, und in beendeten Partien werden Name und ID zu einer anonymen Bezeichnung (die Gegner behalten ihre Ergebnisse und Wertungen).
forget-ask-live =
    { $count ->
        [one] Die laufende Partie, { $games }, wird zuerst aufgegeben.
       *[other] Die { $count } laufenden Partien, { $games }, werden zuerst aufgegeben.
    }
forget-ask-pending =
    { $count ->
        [one] Die offene Herausforderung wird zurückgezogen.
       *[other] Die { $count } offenen Herausforderungen werden zurückgezogen.
    }
forget-confirm = Drücke zur Bestätigung den Knopf.
forget-button = Vergiss mich
forget-button-other = Vergessen
forgotten = Erledigt: Ich speichere nichts mehr über dich. In beendeten Partien bist du jetzt { $label }.
forgotten-other = Erledigt: { $player } ist in dieser Gemeinschaft vergessen. In beendeten Partien heißt die Person jetzt { $label }.
forget-not-yours = Dieser Knopf ist für jemand anderen. Um deine eigenen Daten zu löschen, schreibe { CODE("!forget me") }.
nothing-to-forget = Ich speichere nichts über { $player } in dieser Gemeinschaft.
