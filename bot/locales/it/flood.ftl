# Limiti contro le raffiche di comandi (issue 37).

# $seconds: secondi interi prima che i comandi della persona abbiano di nuovo risposta.
flood-slow-down =
    { $seconds ->
        [one] Stai mandando comandi troppo in fretta: i prossimi saranno ignorati. Riprova tra { $seconds } secondo.
       *[other] Stai mandando comandi troppo in fretta: i prossimi saranno ignorati. Riprova tra { $seconds } secondi.
    }
# $seconds: secondi interi prima che i comandi del canale abbiano di nuovo risposta.
flood-channel-slow-down =
    { $seconds ->
        [one] In questo canale arrivano comandi troppo in fretta: i prossimi saranno ignorati. Riprova tra { $seconds } secondo.
       *[other] In questo canale arrivano comandi troppo in fretta: i prossimi saranno ignorati. Riprova tra { $seconds } secondi.
    }
flood-analysis-of-yours-under-way = Una tua analisi è già in corso: chiedi la prossima quando sarà finita.
# $count: quante richieste della persona aspettano già il motore.
flood-engine-queue-full =
    { $count ->
        [one] Hai già { $count } richiesta in attesa del motore: chiedi di nuovo quando avrà risposta.
       *[other] Hai già { $count } richieste in attesa del motore: chiedi di nuovo quando avranno risposta.
    }
