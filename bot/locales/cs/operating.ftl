# Údaje o člověku (issue 36): !mydata je pošle soukromě, !forget je smaže.

command-mydata = Získej soukromě jako soubor, co o tobě bot uchovává
slash-mydata = mojedata
command-forget = Smaž, co o tobě bot uchovává (správci: o někom)
slash-forget = zapomenout
command-forget-person = koho zapomenout (jen správci; výchozí: ty)
command-forget-me = me (nebo co posílá jeho tlačítko)

mydata-sent = Posílám ti soukromě soubor JSON s tím, co o tobě uchovávám ({ $records ->
        [one] { $records } záznam
        [few] { $records } záznamy
       *[other] { $records } záznamů
    }).
mydata-file = { $player }, toto o tobě dama uchovává: tvá id a jména, předvolby, partie, hodnocení a odběry ({ $records ->
        [one] { $records } záznam
        [few] { $records } záznamy
       *[other] { $records } záznamů
    }). { CODE("!forget me") } to smaže.
mydata-not-delivered = { $player }: nemohu ti psát soukromě, proto jsem ti data neposlal. Otevři se mnou soukromý chat (nebo povol přímé zprávy) a pak znovu { CODE("!mydata") }.
forget-ask = Tím smažeš, co o tobě uchovávám: tvé předvolby, hodnocení, odběry, dny dovolené a přehled zmizí a v dohraných partiích se tvé jméno a id změní na anonymní označení (soupeři si ponechají své výsledky a hodnocení).
forget-ask-other = Tím smažeš, co uchovávám o { $player } v této komunitě: hodnocení a odběry zde zmizí a v dohraných partiích se jméno a id změní na anonymní označení (soupeři si ponechají své výsledky a hodnocení).
forget-ask-live =
    { $count ->
        [one] Rozehraná partie { $games } se nejdřív vzdá.
        [few] { $count } rozehrané partie, { $games }, se nejdřív vzdají.
       *[other] { $count } rozehraných partií, { $games }, se nejdřív vzdá.
    }
forget-ask-pending =
    { $count ->
        [one] Čekající výzva se stáhne.
        [few] { $count } čekající výzvy se stáhnou.
       *[other] { $count } čekajících výzev se stáhne.
    }
forget-confirm = Potvrď stisknutím tlačítka.
forget-button = Zapomeň mě
forget-button-other = Zapomenout
forgotten = Hotovo: už o tobě nic neuchovávám. V dohraných partiích jsi teď { $label }.
forgotten-other = Hotovo: { $player } je v této komunitě zapomenut. V dohraných partiích je teď { $label }.
forget-not-yours = Toto tlačítko je pro někoho jiného. Chceš-li smazat vlastní data, napiš { CODE("!forget me") }.
nothing-to-forget = O { $player } v této komunitě nic neuchovávám.
