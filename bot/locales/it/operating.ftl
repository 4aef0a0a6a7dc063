# I dati di una persona (issue 36): !mydata li invia in privato, !forget li cancella.

command-mydata = Ricevi in privato, come file, ciò che il bot conserva su di te
slash-mydata = imieidati
command-forget = Cancella ciò che il bot conserva su di te (admin: su qualcuno)
slash-forget = dimentica
command-forget-person = chi dimenticare (solo admin; predefinito: tu)
command-forget-me = me (o ciò che invia il suo pulsante)

mydata-sent = Ti sto inviando in privato un file JSON con ciò che conservo su di te ({ $records } record).
mydata-file = { $player }, ecco ciò che dama conserva su di te: id e nomi, preferenze, partite, punteggi e iscrizioni ({ $records } record). { CODE("!forget me") } lo cancella.
mydata-not-delivered = { $player }: non posso scriverti in privato, quindi non ti ho inviato i tuoi dati. Apri una chat privata con me (o consenti i messaggi diretti), poi di nuovo { CODE("!mydata") }.
forget-ask = Questo cancella ciò che conservo su di te: preferenze, punteggi, iscrizioni, giorni di vacanza e riepilogo spariscono, e nelle partite finite il tuo nome e il tuo id diventano un'etichetta anonima (i tuoi avversari conservano risultati e punteggi).
forget-ask-other = Questo cancella ciò che conservo su { $player } in questa comunità: i suoi punteggi e le sue iscrizioni qui spariscono, e nelle partite finite il suo nome e il suo id diventano un'etichetta anonima (i suoi avversari conservano risultati e punteggi).
forget-ask-live =
    { $count ->
        [one] La partita in corso, { $games }, viene prima abbandonata.
       *[other] Le { $count } partite in corso, { $games }, vengono prima abbandonate.
    }
forget-ask-pending =
    { $count ->
        [one] La sfida in attesa viene ritirata.
       *[other] Le { $count } sfide in attesa vengono ritirate.
    }
forget-confirm = Premi il pulsante per confermare.
forget-button = Dimenticami
forget-button-other = Dimenticalo
forgotten = Fatto: non conservo più nulla su di te. Nelle partite finite ora sei { $label }.
forgotten-other = Fatto: { $player } è stato dimenticato in questa comunità. Nelle partite finite ora è { $label }.
forget-not-yours = Questo pulsante è per qualcun altro. Per cancellare i tuoi dati, scrivi { CODE("!forget me") }.
nothing-to-forget = Non conservo nulla su { $player } in questa comunità.
