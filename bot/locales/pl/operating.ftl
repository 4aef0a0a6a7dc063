# Dane osoby (issue 36): !mydata wysyła je prywatnie, !forget je usuwa.

command-mydata = Otrzymaj prywatnie, jako plik, to, co bot o tobie przechowuje
slash-mydata = mojedane
command-forget = Usuń to, co bot o tobie przechowuje (admini: o kimś)
slash-forget = zapomnij
command-forget-person = kogo zapomnieć (tylko admini; domyślnie: ty)
command-forget-me = me (albo to, co wysyła przycisk)

mydata-sent = Wysyłam ci prywatnie plik JSON z tym, co o tobie przechowuję ({ $records ->
        [one] { $records } rekord
        [few] { $records } rekordy
       *[many] { $records } rekordów
    }).
mydata-file = { $player }, oto co dama o tobie przechowuje: twoje id i nazwy, preferencje, partie, rankingi i subskrypcje ({ $records ->
        [one] { $records } rekord
        [few] { $records } rekordy
       *[many] { $records } rekordów
    }). { CODE("!forget me") } to usuwa.
mydata-not-delivered = { $player }: nie mogę napisać do ciebie prywatnie, więc nie wysłałem twoich danych. Otwórz ze mną prywatny czat (albo zezwól na wiadomości bezpośrednie), a potem znowu { CODE("!mydata") }.
forget-ask = To usuwa to, co o tobie przechowuję: twoje preferencje, rankingi, subskrypcje, dni urlopu i podsumowanie znikają, a w zakończonych partiach twoja nazwa i id stają się anonimową etykietą (twoi przeciwnicy zachowują swoje wyniki i rankingi).
forget-ask-other = To usuwa to, co przechowuję o { $player } w tej społeczności: rankingi i subskrypcje tutaj znikają, a w zakończonych partiach nazwa i id stają się anonimową etykietą (przeciwnicy zachowują swoje wyniki i rankingi).
forget-ask-live =
    { $count ->
        [one] Trwająca partia { $games } zostanie najpierw poddana.
        [few] { $count } trwające partie, { $games }, zostaną najpierw poddane.
       *[many] { $count } trwających partii, { $games }, zostanie najpierw poddanych.
    }
forget-ask-pending =
    { $count ->
        [one] Oczekujące wyzwanie zostanie wycofane.
        [few] { $count } oczekujące wyzwania zostaną wycofane.
       *[many] { $count } oczekujących wyzwań zostanie wycofanych.
    }
forget-confirm = Naciśnij przycisk, aby potwierdzić.
forget-button = Zapomnij mnie
forget-button-other = Zapomnij
forgotten = Gotowe: nie przechowuję już nic o tobie. W zakończonych partiach jesteś teraz { $label }.
forgotten-other = Gotowe: { $player } został zapomniany w tej społeczności. W zakończonych partiach jest teraz { $label }.
forget-not-yours = Ten przycisk jest dla kogoś innego. Aby usunąć własne dane, wpisz { CODE("!forget me") }.
nothing-to-forget = Nie przechowuję nic o { $player } w tej społeczności.
