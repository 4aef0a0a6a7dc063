# dama: wszystkie teksty bota po polsku. Wzorem jest en/dama.ftl: tu są dokładnie te same
# komunikaty z tymi samymi zmiennymi ($nazwy).
# Conventions (see bot/locales/README.md): CODE(...) shows commands and moves monospaced,
# BOLD(...) shows a title in bold; a placeable named after a person ($player, $opponent,
# $author, ...) is a real mention where the comment says "mention", else the person's name.
# Moves, squares and commands (!move 11-15, 23x14, c3-d4, #12) never change.
# Plurals: one (1), few (2–4, 22–24, … but not 12–14), many (0, 5–21, 25–31, …).

## Names

color-white = Białe
color-black = Czarne
variant-english = Warcaby angielskie
variant-italian = Warcaby włoskie
variant-spanish = Warcaby hiszpańskie
variant-international = Warcaby międzynarodowe
variant-brazilian = Warcaby brazylijskie
variant-dameo = Dameo
variant-russian = Warcaby rosyjskie
variant-turkish = Warcaby tureckie
variant-pool = Warcaby pool
variant-czech = Warcaby czeskie
variant-frisian = Warcaby fryzyjskie
variant-canadian = Warcaby kanadyjskie
# $shown: the first moves, comma-separated; $more: how many are left out.
list-more = { $shown } i { $more } więcej
on = wł.
off = wył.
# A piece in a list of pieces taken: $square holds a king.
taken-king = { $square } damka

## Moves and boards

# $game: the game number; $mover: the player's name; $color: their colour; $move: the move.
move-played = #{ $game } { $mover } ({ $color }) { CODE($move) }.
# $details: what the move did ("takes 2 (18, 11 king), crowned").
move-played-details = #{ $game } { $mover } ({ $color }) { CODE($move) } — { $details }.
# $count: pieces taken; $squares: where.
move-takes =
    { $count ->
        [one] bije { $count } pion ({ $squares })
        [few] bije { $count } piony ({ $squares })
       *[many] bije { $count } pionów ({ $squares })
    }
move-crowned = promocja na damkę
# $player (mention) is to move with $color; $move: the move number.
to-move = Ruch ma { $player } ({ $color }), ruch { $move }.
# $mover, $player: names; $ignored: the captures that were due; $squares: pieces that may be huffed.
huff-possible = Dmuchanie: { $mover } pominął(-ęła) obowiązkowe bicie ({ $ignored }). { $player } może zdmuchnąć jeden z pionów { $squares } komendą !huff albo po prostu zagrać dalej.
# $variant: the variant's name; $white, $black: names.
board-head = #{ $game } { $variant } — { $white } ({ color-white }) przeciw { $black } ({ color-black }).
board-last-move = Ostatni ruch: { CODE($move) } ({ $color }).
# $player: name; $color: their colour.
legal-moves-head = #{ $game } możliwe ruchy gracza { $player } ({ $color })
legal-moves-from-head = #{ $game } możliwe ruchy z pola { $square } dla gracza { $player } ({ $color })
# $head: the line above; $count: how many; $moves: all of them.
legal-moves-none = { $head }: brak.
legal-moves-list = { $head } ({ $count }): { $moves }.

## Draw counts under way ($each: moves each so far)

count-english = Liczenie ruchów (tylko damki, bez bicia): { $each } z 50 ruchów każdej strony.
count-kings-only = Tylko damki, bez bicia: { $each } z 25 ruchów każdej strony.
count-kings-only-15 = Tylko damki, bez bicia: { $each } z 15 ruchów każdej strony.
count-czech = Bez bicia i bez ruchu pionem: { $each } z 15 ruchów każdej strony.
count-russian-balance = Układ sił bez zmian, damki po obu stronach: { $each } z { $of } ruchów każdej strony.
# $color: who asked; $moves: moves counted.
count-requested = Liczenie 40 ruchów na wniosek strony { $color }: { $moves } z 40.
# $color: the stronger side; $moves: its moves so far.
ending-two-kings-one = Dwie damki przeciw jednej: { $color } — { $moves } z 20 ruchów na wygraną.
ending-three-kings-two = Trzy damki przeciw dwóm: { $color } — { $moves } z 30 ruchów na wygraną.
ending-three-kings-one = Trzy damki przeciw jednej: { $each } z 12 ruchów każdej strony.
ending-two-nine = Końcówka 2 i 9: { $each } z 32 ruchów każdej strony.
ending-three-lone-king = Trzy piony przeciw samotnej damce: { $each } z 16 ruchów każdej strony.
ending-two-lone-king = Dwa piony przeciw samotnej damce: { $each } z 5 ruchów każdej strony.

## Endings

# $winner, $loser: mentions; $winner_color, $loser_color: colours; $cause: a win-cause below.
outcome-win = Partia #{ $game } zakończona: wygrywa { $winner } ({ $winner_color }) — { $loser } ({ $loser_color }): { $cause }.
# $reason: a draw-reason below; $white, $black: mentions.
outcome-draw = Partia #{ $game } zakończona: { $reason }. { $white } { $black }
# Causes follow "<loser>: ": short phrases without a subject.
win-cause-no-pieces = brak pionów na planszy
win-cause-no-legal-move = brak możliwego ruchu
win-cause-resignation = poddanie
win-cause-time = przekroczenie czasu
win-cause-giveaway-no-pieces = przegrana w wybijankę: wygrywa strona, której nie zostały żadne piony
win-cause-giveaway-no-move = przegrana w wybijankę: wygrywa strona, która nie ma ruchu
# An outcome without people: $winner, $loser: colours.
outcome-win-short = { $winner } wygrywają: { $loser } — { $cause }
draw-agreement = remis za zgodą obu graczy
draw-repetition = remis: ta sama pozycja z tym samym graczem na ruchu wystąpiła po raz trzeci
draw-english-fifty = remis: po 50 ruchów każdej strony tylko damkami i bez bicia (liczenie ruchów)
draw-italian-forty = remis: liczenie 40 ruchów skończyło się bez bicia i bez ruchu pionem
draw-italian-two-kings-one = remis: dwie damki nie wygrały z jedną w 20 ruchach
draw-italian-three-kings-two = remis: trzy damki nie wygrały z dwiema w 30 ruchach
draw-spanish-three-kings-one = remis: trzy damki nie wygrały z jedną w 12 ruchach każdej strony
draw-spanish-two-nine = remis: końcówka z pionami na 2 i 9 trwała po 32 ruchy każdej strony bez wygranej, promocji ani zbicia piona
draw-twenty-five-king-moves = remis: po 25 ruchów każdej strony tylko damkami i bez bicia
draw-sixteen-move-ending = remis: trzy piony z damką nie wygrały z samotną damką w 16 ruchach każdej strony
draw-five-move-ending = remis: dwa piony z damką nie wygrały z samotną damką w 5 ruchach każdej strony
draw-fifteen-king-moves = remis: po 15 ruchów każdej strony tylko damkami i bez bicia
draw-russian-balance-thirty = remis: przy damkach po obu stronach i 4 lub 5 pionach stosunek sił nie zmienił się przez 30 ruchów każdej strony
draw-russian-balance-sixty = remis: przy damkach po obu stronach i 6 lub 7 pionach stosunek sił nie zmienił się przez 60 ruchów każdej strony
draw-russian-three-kings-one = remis: trzy damki nie zbiły samotnej damki do swojego 15. ruchu
draw-russian-long-diagonal = remis: trzy piony przeciw samotnej damce na wielkiej przekątnej nie wygrały do swojego 5. ruchu
draw-russian-few-lone-king = remis: dwa piony (lub damka) przeciw samotnej damce nie wygrały do swojego 5. ruchu
draw-pool-three-kings-one = remis: trzy damki nie zbiły jednej w 13 ruchach
draw-turkish-one-piece-each = remis: każdej stronie został jeden pion
draw-frisian-two-kings-one = remis: dwie damki nie wygrały z jedną damką w 7 ruchach każdej strony
draw-frisian-king-king = remis: damka przeciw damce nie wygrała w 2 ruchach każdej strony
# $how: the outcome.
game-over = Partia #{ $game } zakończona ({ $how }): nie ma już ruchów. Zacznij nową: { CODE("!challenge @friend") }.
# $author: name; $square: the piece huffed; $result: the outcome, when the huff ended the game.
huffed-over = #{ $game }: { $author } zdmuchuje pion z { $square } (soffio). { $result }.
# $player: mention.
huffed-to-move = #{ $game }: { $author } zdmuchuje pion z { $square } (soffio). Ruch ma { $player }.
# $author: name; $color: their colour.
count-started = #{ $game }: { $author } ({ $color }) prosi o liczenie 40 ruchów. Jeśli { $color } wykonają 40 ruchów bez bicia i bez ruchu pionem, partia kończy się remisem; bicie albo ruch pionem zaczyna liczenie od nowa.

## What the game refuses

game-error-over = Partia jest zakończona: { $outcome }.
game-error-nothing-to-huff = Nie ma czego zdmuchnąć: ostatni ruch nie pominął bicia.
# $square: the piece named; $options: the pieces that may be huffed.
game-error-not-huffable = { $square } to nie pion, który mógł bić; możesz zdmuchnąć { $options }.
game-error-no-count = W wariancie { $variant } nie ma liczenia ruchów, o które można poprosić.
game-error-count-running = Liczenie 40 ruchów już trwa, poprosiły o nie { $color }.
game-error-soffio = Zasadę dmuchania (soffio) stosuje się tylko w warcabach hiszpańskich i międzynarodowych.
game-error-nothing-to-undo = Nie ma ruchu do cofnięcia.

## Challenges

with-soffio = z dmuchaniem
# $days: a clock-days text.
per-move = { $days } na ruch
# $opponent: mention; $challenger: name; $variant; $extras: ", with soffio, 3 days per move" or nothing; $color: the colour the opponent would play.
challenge-offer = { $opponent }, { $challenger } wyzywa cię na partię: { $variant } (partia #{ $game }{ $extras }), twój kolor: { $color }. Odpowiedz { CODE("!accept #", $game) } albo { CODE("!decline #", $game) }.
# $player: mention, to move with $color; $white, $black: names; $soffio: ", with soffio" or nothing; $example: a first move; $clock: the clock's rule or nothing.
game-starts = Partia #{ $game } się zaczyna: { $variant }{ $giveaway }{ $soffio }, { $white } ({ color-white }) przeciw { $black } ({ color-black }). Ruch ma { $player } ({ $color }), ruch 1. Graj komendą { CODE("!move <ruch>") }, np. { $example }.{ $clock }
game-starts-soffio = , z dmuchaniem
# $challenger: mention; $decliner: name.
challenge-declined = { $challenger }, { $decliner } odrzuca twoje wyzwanie (#{ $game }).
# $other: mention; $author: name.
challenge-cancelled = { $other }, { $author } wycofuje wyzwanie #{ $game }.
challenge-closed = Wyzwanie #{ $game } zostało odrzucone lub wycofane: nie ma na co odpowiadać.
# $challenged: name.
own-challenge = #{ $game } to twoje własne wyzwanie: przyjąć je musi { $challenged }. Aby je wycofać: { CODE("!cancel #", $game) }
only-challenged-answers = Na wyzwanie #{ $game } może odpowiedzieć tylko { $challenged }.
# $challenger: name.
only-challenger-cancels = Wyzwanie #{ $game } może wycofać tylko { $challenger }; ty możesz je odrzucić: { CODE("!decline #", $game) }
# $opponent: name.
already-challenged = Jest tu już wyzwanie między tobą a graczem { $opponent }: #{ $game }. Aby wycofać swoje: { CODE("!cancel #", $game) }
already-playing = Grasz już tutaj z graczem { $opponent }: partia #{ $game }. Najpierw ją dokończ (jedna partia na parę w kanale).
challenge-yourself = Nie możesz wyzwać samego siebie. Podaj znajomego: { CODE("!challenge @friend english") }
# $typed: what was typed.
unknown-person = Nie wiem, kim tutaj jest { $typed }: oznacz tę osobę tak, żeby aplikacja podlinkowała nazwę, np. { CODE("!challenge @friend") }
soffio-not-allowed = Zasadę dmuchania (soffio) stosuje się tylko w warcabach hiszpańskich i międzynarodowych, nie w wariancie { $variant }.
button-accept = Przyjmij
button-decline = Odrzuć

## Which game

no-such-game = W tym kanale nie ma partii #{ $game }. Partie tutaj pokaże { CODE("!games") }
no-game-here = Nie masz partii w tym kanale. Zacznij: { CODE("!challenge @friend english") }
# $white, $black: names.
not-a-player = Nie grasz w partii #{ $game }: grają w niej { $white } ({ color-white }) i { $black } ({ color-black }).
not-started = Partia #{ $game } jeszcze się nie zaczęła: wyzwanie czeka na odpowiedź wyzwanego gracza, { CODE("!accept #", $game) } albo { CODE("!decline #", $game) }.
# $player: name; $color: colour.
not-your-turn = W #{ $game } to nie twój ruch: ruch ma { $player } ({ $color }).
# $games: the games, as game-choice lines joined by "; ".
not-your-turn-anywhere = W żadnej z twoich partii tutaj nie masz teraz ruchu: { $games }.
# $example: the command with a game number.
which-game = Która partia? { $games }. Dodaj jej numer, np. { CODE($example) }
# One game in such a list: $against: game-against or game-between; $variant; $turn: game-choice-turn or nothing.
game-choice = #{ $game } { $against } ({ $variant }{ $turn })
game-against = przeciw { $opponent }
game-between = { $white } – { $black }
game-choice-turn = , ruch ma { $player }
nothing-to-answer = Nic tu nie czeka na twoją odpowiedź: żadnego wyzwania do ciebie ani propozycji od przeciwnika.
nothing-to-cancel = Nie masz tu żadnego wyzwania ani propozycji do wycofania.

## Offers

offer-undo = prośbę o cofnięcie ruchu
offer-draw = propozycję remisu
# $opponent: mention; $author: name; $moves: the moves to take back.
undo-requested = { $opponent }, { $author } prosi o cofnięcie { CODE($moves) } w #{ $game }. Odpowiedz { CODE("!accept #", $game) } albo { CODE("!decline #", $game) }.
# $moves: the moves taken back; $player: mention; $color; $move: move number.
undone = #{ $game }: cofnięto { $moves }. Ruch ma { $player } ({ $color }), ruch { $move }.
nothing-to-undo = W #{ $game } nie masz ruchu do cofnięcia.
# $opponent: mention; $author: name.
draw-offered = { $opponent }, { $author } proponuje remis w #{ $game }. Odpowiedz { CODE("!accept #", $game) } albo { CODE("!decline #", $game) } (ruch też oznacza odmowę).
# $offerer: mention; $decliner, $player: names; $offer: offer-undo or offer-draw.
offer-declined = { $offerer }, { $decliner } odrzuca twoją { $offer } w #{ $game }. Gra toczy się dalej: ruch ma { $player }.
# $opponent: mention; $author: name.
offer-withdrawn = { $opponent }, { $author } wycofuje { $offer } w #{ $game }.
# $opponent: name.
own-offer = Twoja propozycja w #{ $game } czeka na odpowiedź gracza { $opponent }; aby ją wycofać: { CODE("!cancel #", $game) }
answer-first = { $opponent } złożył(a) ci { $offer } w #{ $game }: najpierw odpowiedz { CODE("!accept #", $game) } albo { CODE("!decline #", $game) }

## Lists

games-none = W tym kanale nie ma partii. Zacznij: { CODE("!challenge @friend english") }
games-head = Partie tutaj:
# One line: $variant; $white, $black: names; $state: one of the two below; $clock: " (clock)" or nothing.
games-line = #{ $game } { $variant } — { $white } ({ color-white }) przeciw { $black } ({ color-black }): { $state }{ $clock }
# $since: a duration.
games-challenge = wyzwanie czeka na odpowiedź od { $since }
games-to-move = ruch ma { $player }, ruch { $move }, od { $since }
# Durations in a list: $n of each unit.
duration-seconds = { $n } s
duration-minutes = { $n } min
duration-hours = { $n } godz.
duration-days =
    { $n ->
        [one] { $n } dzień
        [few] { $n } dni
       *[many] { $n } dni
    }

## Settings

# $language: a language code; $variant: the variant's code; $orientation; $reminders: one of the two below; $threads: on/off.
settings-reminders-off = wył.
settings-reminders-after = po { $hours } godz. bez ruchu
settings-saved = Zapisano.
# $language: a language code, or prefs-language-auto; $flip: on/off.
prefs = Twoje preferencje: język { $language }; plansza od twojej strony, gdy masz ruch, niezależnie od orientacji kanału: { $flip }. Zmień je komendą { CODE("!prefs language it") }
prefs-language-auto = jak w kanale (albo w twojej aplikacji, jeśli go podaje)
admins-only = Ustawienia kanału mogą zmieniać tylko jego administratorzy.
# $value: what was typed; $key: the setting; $allowed: the values it takes.
bad-setting = `{ $value }` to nie jest wartość dla { $key }: użyj { $allowed }.

## The bot itself

internal-error = Coś poszło nie tak po mojej stronie i nic nie zostało zmienione. Spróbuj ponownie.
database-unreachable = Bot nie może połączyć się ze swoją bazą danych, spróbuj ponownie za chwilę.
pdn-inline = Partia #{ $game } w PDN:
pdn-caption = Partia #{ $game } w PDN
pdn-attached = Partia #{ $game } w PDN, w załączniku.
done = Gotowe.
unknown-slash-command = Nieznana komenda /{ $name }.
button-expired = Ten przycisk wygasł: wpisz komendę ręcznie.
# $place: the platform's link to the thread.
played-in = Partia #{ $game } toczy się w { $place }.
thread-name = Partia #{ $game }
console-greeting =
    Konsola dama. Pisz wiadomości jako `imię: tekst`, np.
      alice: !challenge @bob english
      bob: !accept
      alice: !move 11-15
    !help wypisuje komendy; Ctrl-D kończy.
saved-image = obraz: { $path }
saved-file = plik: { $path }
board-legend = ○ biały pion  ◎ biała damka  ● czarny pion  ◉ czarna damka

## Refusals of moves and !why

# $rule: a rule title (bold); $facts: a refusal sentence.
refused = #{ $game } { BOLD($rule) }: { $facts }.
# $move: the move; $general: the rule in a sentence.
explain-refusal = #{ $game } { CODE($move) } jest tu niedozwolony. { BOLD($rule) }: { $facts }. { $general }
# $color: the side to move, when not the asker.
explain-refusal-other = #{ $game } (dla strony { $color }, która ma ruch) { CODE($move) } jest tu niedozwolony. { BOLD($rule) }: { $facts }. { $general }
# $number: the move number.
why-refused = Twój ruch { CODE($move) } (ruch { $number }) został odrzucony zgodnie z zasadą { BOLD($rule) }: { $facts }. { $general }
# $player: name; $color: colour.
why-not-your-turn = Twój ruch { CODE($move) } (ruch { $number }) został odrzucony, bo to nie była twoja kolej: ruch miał(a) { $player } ({ $color }). Gracze ruszają się na zmianę, po jednym ruchu.
# $why: an explanation built from the explain- messages below.
explain-legal = { CODE($move) } { $why }
explain-legal-other = (dla strony { $color }, która ma ruch) { CODE($move) } { $why }
# $mover: name.
explain-last-move = Nic twojego nie zostało odrzucone. Ostatni ruch, { CODE($move) } gracza { $mover }, { $why }
explain-soffio-move = Ostatni ruch, { CODE($move) } gracza { $mover }, złamał zasadę „{ $rule }” ({ $facts }); domowa zasada dmuchania na to pozwala, a przeciwnik może zdmuchnąć pion, który mógł bić.
nothing-to-explain = W #{ $game } nie ma jeszcze czego wyjaśniać. Zapytaj o ruch: { CODE("!why 11-15") }
# $text: what was typed; $forms: the square-forms of the variant.
bad-square = `{ $text }` to nie jest pole gry. { $forms }
# $moves: the legal moves.
legal-here = Tu dozwolone: { $moves }.
# An explanation: $taking (explain-taking or nothing), $reason (one of explain-reason-*), $extra (explain-crowns, explain-passes or nothing).
explain = jest dozwolony{ $taking }; { $reason }{ $extra }.
explain-taking =
    { $count ->
        [one] , bije { $count } pion
        [few] , bije { $count } piony
       *[many] , bije { $count } pionów
    }
explain-reason-only-move = to jedyny możliwy ruch
explain-reason-free = nie ma bicia, więc każdy ruch jest dozwolony (możliwych ruchów: { $count })
explain-reason-compulsory = bicie jest obowiązkowe i można wybrać dowolne z możliwych (jest ich { $count }), ale trzeba je dokończyć
explain-reason-maximum =
    bije najwięcej: { $pieces ->
        [one] { $pieces } pion
        [few] { $pieces } piony
       *[many] { $pieces } pionów
    } (takich bić: { $count })
explain-reason-italian = wybiera go włoska kolejność pierwszeństwa (damką, najwięcej damek, damki wcześniej) (takich bić: { $count })
explain-reason-most-kings = wybiera go zasada największej liczby damek (takich bić: { $count })
explain-crowns = ; pion zostaje damką i ruch się kończy
explain-passes = ; pion przechodzi przez pole przemiany { $square }, ale nie kończy tam ruchu, więc pozostaje pionem

## Rule titles

rule-not-a-move = To nie jest ruch
rule-square-not-playable = To nie jest pole gry
rule-no-piece = Tam nie ma piona
rule-not-your-piece = To nie twój pion
rule-destination-occupied = Pole zajęte
rule-men-not-backwards = Piony nie cofają się
rule-men-capture-forwards = Piony biją tylko do przodu
rule-kings-one-square = Damka rusza się o jedno pole
rule-path-blocked = Droga zablokowana
rule-not-a-step = Ten pion tak nie chodzi
rule-men-jump-short = Pion bije tylko sąsiada
rule-capture-compulsory = Bicie jest obowiązkowe
rule-capture-not-finished = Bicie trzeba dokończyć
rule-maximum-capture = Bicie największej liczby
rule-italian-men-cannot-take-kings = Pion nie bije damki
rule-italian-capture-with-king = Bij damką
rule-italian-more-kings = Bij najwięcej damek
rule-italian-king-earlier = Najpierw bij damkę
rule-spanish-more-kings = Bij najwięcej damek
rule-jumped-twice = Żadnego piona nie bije się dwa razy
rule-jumped-piece-blocks = Zbite piony stoją do końca ruchu
rule-promotion-ends-move = Promocja kończy ruch
rule-passing-does-not-crown = Przejście przez pole przemiany nie daje damki
rule-dameo-crowning-at-end = Damka tylko na końcu ruchu
rule-dameo-orthogonal-captures = Bicie w pionie i poziomie
rule-dameo-line-forward = Kolumny idą do przodu
rule-dameo-king-not-in-line = Damka nie chodzi w kolumnie
rule-nothing-to-take = Nie ma czego bić
rule-own-piece = Na drodze własny pion
rule-not-legal = Tu niedozwolone
rule-piece-cannot-move = Ten pion nie może się ruszyć
rule-ambiguous = Niejednoznaczny ruch
rule-game-over = Koniec partii
rule-not-your-turn = Nie twój ruch
rule-other = Niedozwolone

## Rules in a sentence, for !why

general-capture-compulsory = W każdym wariancie, gdy bicie jest możliwe, trzeba bić.
general-capture-not-finished = Bijący pion skacze dalej, dopóki może; cała seria to jeden ruch.
general-maximum-capture = Trzeba wybrać bicie, które zbija najwięcej pionów (damka liczy się jako jeden).
general-italian-men-cannot-take-kings = W warcabach włoskich pion nigdy nie bije damki.
general-italian-precedence = Włoska kolejność pierwszeństwa: bij najwięcej pionów; bij damką, a nie pionem; bij najwięcej damek; bij damkę jak najwcześniej.
general-spanish-more-kings = Zasada hiszpańska: bij najwięcej pionów, a spośród takich bić najwięcej damek.
general-men-not-backwards = Piony idą tylko do przodu; damki mogą się cofać.
general-men-capture-forwards = W warcabach angielskich, włoskich i hiszpańskich piony biją tylko do przodu.
general-kings-one-square = W warcabach angielskich i włoskich damka rusza się i bije tylko o jedno pole.
general-path-blocked = Damka dalekosiężna porusza się tylko po wolnej przekątnej.
general-jumped-twice = W jednym ruchu żadnego piona nie można przeskoczyć dwa razy.
general-jumped-piece-blocks = Zbite piony zdejmuje się dopiero po zakończeniu ruchu; do tego czasu blokują drogę.
general-promotion-ends-move = Pion, który dojdzie do pola przemiany, zostaje damką i tam się zatrzymuje.
general-passing-does-not-crown = Pion zostaje damką tylko wtedy, gdy kończy ruch na polu przemiany.
general-dameo-crowning-at-end = W Dameo pion zostaje damką tylko wtedy, gdy kończy ruch na ostatnim rzędzie.
general-dameo-orthogonal-captures = W Dameo każde bicie idzie wzdłuż rzędów i kolumn.
general-dameo-lines = W Dameo zwarta kolumna pionów może przesunąć się o jedno pole w swoim kierunku; damki nigdy nie wchodzą do kolumny.
general-own-pieces = Ruszasz tylko własnymi pionami.
general-ambiguous = Gdy pasuje kilka bić, wpisz wszystkie pola lądowania.

## The facts of a refusal ($typed: the move as written; $moves: moves that are allowed)

refusal-not-a-move = `{ $text }` to nie jest ruch. { $forms }
refusal-square-not-playable = { $square } to nie jest pole gry w wariancie { $variant }. { $forms }
refusal-no-piece = na { $square } nie ma piona
# $color: the owner's colour.
refusal-not-your-piece = pion na { $square } należy do przeciwnika ({ $color })
refusal-occupied = pole { $square } jest zajęte
refusal-men-not-backwards = pion nie może cofnąć się z { $from } na { $to }
refusal-men-capture-forwards = tutaj piony biją tylko do przodu: pion na { $from } nie może bić do tyłu
refusal-kings-one-square = tutaj damka rusza się o jedno pole: z { $from } na { $to } jest za daleko
refusal-path-blocked = drogę z { $from } na { $to } blokuje pion na { $blocker }
refusal-men-jump-short = pion bije, przeskakując sąsiedni pion na pole tuż za nim: { $from }x{ $to } to za daleko
# $step: a step- sentence.
refusal-man-not-a-step = pion nie może przejść z { $from } na { $to }: { $step }
refusal-king-not-a-step = damka nie może przejść z { $from } na { $to }: { $step }
refusal-capture-compulsory = { $typed } niczego nie bije, a możesz bić: { $moves }
refusal-capture-not-finished = { $typed } zatrzymuje się na { $square }, ale stamtąd bicie trwa dalej: { $moves }
refusal-maximum-capture = { $typed } bije { $took }, a maksimum to tutaj { $max }: { $moves }
refusal-men-cannot-take-kings = w warcabach włoskich pion nie może bić damki (damka na { $square })
refusal-capture-with-king = przy równych biciach musi bić damka, nie pion: { $moves }
refusal-more-kings = przy równych biciach bij najwięcej damek: { $typed } bije damek { $took }, a można { $max }: { $moves }
refusal-king-earlier = przy równych biciach i damkach bij damkę jak najwcześniej: { $moves }
refusal-jumped-twice = { $square } zostałby przeskoczony dwa razy
refusal-jumped-piece-blocks = pion na { $square } jest już zbity, ale zostaje na planszy do końca ruchu i blokuje drogę
refusal-promotion-ends-move = pion zostaje damką na { $square } i musi się tam zatrzymać
refusal-passing-does-not-crown = pion przechodzi przez { $square } jako pion i nie może bić dalej jak damka
refusal-crowning-at-end = na { $square } pion jest wciąż pionem: damką zostaje tylko tam, gdzie kończy ruch
refusal-men-orthogonal = piony biją tylko wzdłuż rzędów i kolumn, nigdy po przekątnej
refusal-kings-orthogonal = damki biją tylko wzdłuż rzędów i kolumn, nigdy po przekątnej
refusal-line-forward = ruch z { $from } na { $to } musi przejść nad zwartą kolumną twoich pionów, do przodu
refusal-king-not-in-line = damka nigdy nie chodzi w kolumnie: nie może przejść nad pionem na { $square }
refusal-nothing-to-take = między { $from } a { $to } nie ma czego bić
refusal-own-piece = nie możesz przeskoczyć własnego piona na { $square }
refusal-not-legal = { $text } jest tu niedozwolony; pion na { $from } może zagrać: { $moves }
refusal-piece-cannot-move = pion na { $from } nie ma ruchu; dozwolone ruchy: { $moves }
refusal-ambiguous = `{ $text }` pasuje do kilku ruchów; wpisz jeden w całości: { $moves }
# $result: the outcome.
refusal-game-over = partia jest zakończona: { $result }
refusal-not-your-turn = to nie twój ruch: ruch mają { $color }
step-dameo-man = pion idzie o jedno pole prosto lub po skosie do przodu albo przesuwa kolumnę pionów
step-dameo-king = damka porusza się jak szachowy hetman po wolnej linii
step-short-king = damka rusza się o jedno pole po przekątnej
step-flying-king = damka porusza się po wolnej przekątnej
step-man = pion idzie o jedno pole po przekątnej do przodu

## How moves and squares are written (notation stays exactly as shown)

move-forms-english = Ruch zapisz jako 11-15, bicie jako 23x14 albo ze wszystkimi polami lądowania, 23x14x5.
move-forms-italian = Ruch zapisz jako 21-17, bicie jako 23x14 albo ze wszystkimi polami lądowania, 28x19x10.
move-forms-spanish = Ruch zapisz jako 9-13, bicie jako 10x19 albo ze wszystkimi polami lądowania, 8x12x20.
move-forms-international = Ruch zapisz jako 32-28, bicie jako 28x19 albo ze wszystkimi polami lądowania, 28x19x10.
move-forms-brazilian = Ruch zapisz jako c3-d4, bicie jako c3xe5 albo ze wszystkimi polami lądowania, c3xe5xc7.
move-forms-dameo = Ruch zapisz jako c3-c4 (ruch kolumną jako skąd-dokąd tylnego piona, c1-c4), bicie jako e2xe4xg4xg6.
square-forms-32 = Pola mają numery od 1 do 32.
square-forms-50 = Pola mają numery od 1 do 50.
square-forms-72 = Pola mają numery od 1 do 72.
square-forms-brazilian = Pola od a1 do h8, tylko ciemne (a1 jest ciemne).
square-forms-dameo = Pola od a1 do h8.

## Help

help-intro = Sędziuję partie warcabów na tym czacie: wyzwij znajomego, graj, wpisując ruchy, a po każdym ruchu dostaniesz planszę. Komendy:
# $usage: the command's usage; $summary: its summary.
help-line = { CODE($usage) } — { $summary }
# $variant: the channel's variant; $forms: its move-forms.
help-default-variant = Domyślny wariant tutaj to { $variant }. { $forms } Więcej o komendzie: { CODE("!help move") }
help-command = { CODE($usage) } — { $summary }.
# $aliases: other names of the command.
help-aliases = Także: { $aliases }.
# $name: an argument's name; $description: what it is.
help-arg = { $name }: { $description }
help-example = Przykład: { CODE($example) }
help-unknown = Nie ma komendy `{ $name }`. Lista: { CODE("!help") }
variants-head = Warianty:
# $code: the variant's code (english, italian, ...); $name: its name; $summary: one line on it.
variants-line = { BOLD($code) } — { $name }: { $summary }
variants-foot = Wyzwij komendą { CODE("!challenge @friend italian") }
summary-english = 8x8, zaczynają czarne; piony tylko do przodu, krótkie damki; bicie obowiązkowe, dowolna seria, do końca.
summary-italian = 8x8 w lustrze, zaczynają białe; piony nie biją damek; krótkie damki; najwięcej pionów, potem damką, najwięcej damek, damki wcześniej.
summary-spanish = 8x8 w lustrze, numeracja od prawego dolnego rogu; damki dalekosiężne; najwięcej pionów, potem najwięcej damek.
summary-international = 10x10, po 20 pionów; piony biją do tyłu; damki dalekosiężne; bicie maksymalne; promocja tylko gdy ruch kończy się na ostatnim rzędzie.
summary-brazilian = Zasady międzynarodowe na planszy 8x8, pola algebraiczne (c3-d4).
summary-dameo = Wszystkie 64 pola; piony idą prosto lub po skosie do przodu i posuwają się kolumnami; bicie ortogonalne; damki jak hetman.

## Parse errors

unknown-command = Nie znam komendy `{ $name }`.
# $command: the suggested command; $example: an example of it.
did-you-mean = Chodziło ci o { CODE($command) }, jak w { CODE($example) }?
all-commands = Wszystkie komendy: { CODE("!help") }
# $command: "!move"; $arg: the argument's name; $description: what it is; $usage, $example.
missing-argument = { CODE($command) } wymaga { $arg } ({ $description }). Użycie: { CODE($usage) }. Przykład: { CODE($example) }
unexpected-word = { CODE($command) } nie przyjmuje `{ $word }`. Użycie: { CODE($usage) }. Przykład: { CODE($example) }
bad-argument = `{ $value }` nie jest poprawne jako `{ $arg }` komendy { CODE($command) } ({ $description }).
bad-argument-example = Przykład: { CODE($example) }
bad-game-id = `{ $value }` to nie numer partii: wpisz # i numer, np. { CODE($command, " #12") }

## Rules in short (!rules); notation exactly as written

topic-moves = Ruchy
topic-captures = Bicie
topic-kings = Damki
topic-draws = Remisy
topic-notation = Notacja
# $name: the variant; $summary: its summary.
rules-head = { BOLD($name) } — { $summary }
# $title: a topic; $text: the rules of the topic.
rules-topic = { BOLD($title) }: { $text }
rules-more = Więcej: { CODE("!rules ", $code, " draws") }, { CODE("!rules ", $code, " notation") }, { CODE("!rules ", $code, " giveaway") }
rules-flying-kings = Damki są dalekosiężne: ruszają się o dowolną liczbę pól po wolnej przekątnej, biją pion z dowolnej odległości i stają na dowolnym wolnym polu za nim.
rules-english-moves = Zaczynają czarne. Piony idą o jedno pole po przekątnej do przodu na wolne pole.
rules-english-captures = Bicie jest obowiązkowe: przeskakuje się sąsiedni pion przeciwnika na wolne pole za nim; piony biją tylko do przodu. Bicie trwa, dopóki się da, ale spośród kilku bić można wybrać dowolne (bez zasady większości).
rules-short-kings = Pion, który dojdzie do ostatniego rzędu, zostaje damką i jego ruch się tam kończy. Damki ruszają się i biją o jedno pole, do przodu i do tyłu.
rules-english-draws = Za zgodą (!draw) albo według liczenia ruchów: gdy obie strony mają damkę, po 50 ruchów każdej strony tylko damkami i bez bicia. Bot pilnuje tego sam.
rules-english-notation = Pola 1–32 od lewego górnego rogu (strona czarnych); a1 jest polem gry. Czarne zaczynają na 1–12, białe na 21–32. Ruchy 11-15; bicia 23x14 albo ze wszystkimi polami lądowania 23x14x5.
rules-italian-moves = Zaczynają białe. Piony idą o jedno pole po przekątnej do przodu.
rules-italian-captures = Bicie jest obowiązkowe i trzeba je dokończyć. Piony biją tylko do przodu i nigdy nie biją damki. Spośród kilku bić: najwięcej pionów; potem damką, a nie pionem; potem najwięcej damek; potem damkę jak najwcześniej; dalej dowolnie.
rules-italian-draws = Zgoda; ta sama pozycja po raz trzeci z tym samym graczem na ruchu; 2 damki przeciw 1 bez wygranej w 20 ruchach, 3 przeciw 2 w 30; liczenie 40 ruchów na wniosek (!draw count): 40 ruchów wnioskującego bez bić i ruchów pionem.
rules-italian-notation = Plansza jest w lustrze: h1 jest polem gry („cantone”, 32). Pola 1–32 od lewego górnego rogu. Białe zaczynają na 21–32, czarne na 1–12. Ruchy 21-17; bicia 28x19x10.
rules-spanish-moves = Zaczynają białe. Piony idą o jedno pole po przekątnej do przodu.
rules-spanish-captures = Bicie jest obowiązkowe; piony biją tylko do przodu, piony i damki tak samo. Bij najwięcej pionów, potem najwięcej damek. Przeskoczone piony zostają na planszy do końca ruchu.
rules-spanish-kings = Pion, który dojdzie do ostatniego rzędu, zostaje damką i się zatrzymuje. Damki są dalekosiężne: ruszają się o dowolną liczbę pól po wolnej przekątnej, biją z odległości, a w biciu wielokrotnym stają tam, skąd bicie może iść dalej.
rules-spanish-draws = Zgoda; trzecie powtórzenie z tym samym graczem na ruchu; 3 damki przeciw 1 bez wygranej w 12 ruchach każdej strony; końcówka z pionami na 2 i 9 (albo 31 i 24): po 32 ruchy każdej strony.
rules-spanish-notation = Numeracja 1–32 od prawego dolnego rogu (strona białych). Białe zaczynają na 1–12, czarne na 21–32. Ruchy 9-13; bicia 10x19.
rules-international-captures = Bicie jest obowiązkowe; piony biją do przodu i do tyłu. Trzeba zbić najwięcej pionów (damka liczy się jako jeden); przy równości wybór dowolny. Przeskoczone piony zdejmuje się po zakończeniu ruchu i żadnego nie przeskakuje się dwa razy.
rules-international-kings = Pion zostaje damką tylko wtedy, gdy jego ruch kończy się na ostatnim rzędzie: przejście przez niego podczas bicia nie daje damki.
rules-international-draws = Zgoda; trzecie powtórzenie; po 25 ruchów każdej strony tylko damkami i bez bicia; trzy piony z damką przeciw samotnej damce: 16 ruchów każdej strony; dwa przeciw samotnej damce: 5 ruchów każdej strony.
rules-international-moves = 10x10, po 20 pionów; zaczynają białe. Piony idą o jedno pole po przekątnej do przodu.
rules-international-notation = Pola 1–50 od lewego górnego rogu (1 = b10, 46 = a1). Białe zaczynają na 31–50, czarne na 1–20. Ruchy 32-28; bicia 28x19x10.
rules-brazilian-moves = Zasady międzynarodowe na 8x8: zaczynają białe z rzędów 1–3, czarne stoją na rzędach 6–8. Piony idą o jedno pole po przekątnej do przodu.
rules-brazilian-notation = Pola algebraiczne, a1 ciemne, białe na dole: ruchy c3-d4, bicia c3xe5xc7.
rules-dameo-moves = Wszystkie 64 pola; zaczynają białe; po 18 pionów. Pion idzie o jedno pole prosto lub po skosie do przodu. Zwarta kolumna twoich pionów może przesunąć się o jedno pole w swoim kierunku: tylny pion przechodzi na pole przed czołowym (c1-c4 zmienia c1, c2, c3 w c2, c3, c4). Damki nigdy nie wchodzą do kolumny.
rules-dameo-captures = Piony i damki biją tylko ortogonalnie (do przodu, w bok, do tyłu). Trzeba zbić najwięcej pionów (damka liczy się jako jeden); przeskoczone piony zdejmuje się po zakończeniu ruchu.
rules-dameo-kings = Pion zostaje damką tylko wtedy, gdy jego ruch kończy się na ostatnim rzędzie. Damki ruszają się jak szachowy hetman i biją ortogonalnie z dowolnej odległości, stając na dowolnym wolnym polu za pionem.
rules-dameo-draws = Zgoda albo ta sama pozycja po raz trzeci z tym samym graczem na ruchu.
rules-dameo-notation = Pola algebraiczne a1–h8 jak w szachach, białe na dole. Ruchy c3-c4; bicia e2xe4xg4xg6; ruch kolumną zapisuje się polami tylnego piona.

## Play over days

# $days: the number of days.
clock-days =
    { $days ->
        [one] { $days } dzień
        [few] { $days } dni
       *[many] { $days } dni
    }
# A stretch of time to the minute.
span-less-than-minute = mniej niż minuta
span-minutes = { $minutes } min
span-hours = { $hours } h
span-hours-minutes = { $hours } h { $minutes } min
span-days = { $days } d
span-days-hours = { $days } d { $hours } h
# $per_move: clock-days; $left: a span.
clock-line = { $per_move } na ruch: zostało { $left }
clock-line-up = { $per_move } na ruch: czas minął
clock-rule = Zegar: { $per_move } na ruch; kto nie wykona ruchu na czas, przegrywa na czas.
# $player: mention; $opponent: name.
clock-warning = { $player }, partia #{ $game } przeciw graczowi { $opponent }: minęło 80% twojego czasu na ten ruch — zostało { $left } ({ $per_move } na ruch). Zagraj komendą { CODE("!move #", $game, " …") }, inaczej przegrasz partię na czas.
timed-out = Brak ruchu na czas ({ $per_move } na ruch).
# $player: mention; $opponent: name; $waiting: a span.
reminder = { $player }, twój ruch w partii #{ $game } przeciw graczowi { $opponent } ({ $variant }) czeka już { $waiting }. Pozycję pokaże { CODE("!board #", $game) }.
# $white, $black: a rating-change-one each.
rating-change = Ranking ({ $variant }): { $white }, { $black }.
rating-change-one = { $player } { $before } → { $after }
# $player: name.
stats-none = Gracz { $player } nie ma tu jeszcze zakończonych partii.
stats-head = Wyniki gracza { $player } tutaj:
# $rating: stats-rating or stats-unrated.
stats-line = { $variant }: wygrane { $wins }, remisy { $draws }, przegrane { $losses } — { $rating }
stats-rating = ranking { $rating } ± { $deviation }
stats-unrated = jeszcze bez rankingu
leaderboard-empty = Nie ma tu jeszcze rankingowych partii w wariancie { $variant }: zakończ jedną, a tabela ruszy. { CODE("!challenge @friend ", $code) }
leaderboard-head = Tabela wariantu { $variant } tutaj, według rankingu − 2×RD (wartości, powyżej której gracz jest niemal na pewno, żeby szczęśliwa pierwsza wygrana nie dawała pierwszego miejsca; każdy zaczyna od 1500 ± 350):
# $rank: the place; $player: name; $games: how many games.
leaderboard-line =
    { $rank }. { $player } — { $rating } ± { $deviation }, { $games ->
        [one] { $games } partia
        [few] { $games } partie
       *[many] { $games } partii
    }
# $plies: how many moves; $end: the outcome, or replay-under-way.
replay-caption =
    #{ $game } { $white } ({ color-white }) przeciw { $black } ({ color-black }), { $variant }: cała partia, { $plies ->
        [one] { $plies } ruch
        [few] { $plies } ruchy
       *[many] { $plies } ruchów
    }. { $end }
replay-under-way = Partia trwa.
replay-over = { $outcome }.
chart-caption = #{ $game } { $white } ({ color-white }) przeciw { $black } ({ color-black }): piony i damki każdej strony po każdym ruchu (linie ciągłe: piony, przerywane: damki).
chart-title = #{ $game } { $white } – { $black }
nothing-played = Partia #{ $game } jeszcze się nie zaczęła: nie ma czego pokazać.

## Commands: summaries (slash commands, !help) and arguments

# command-NAME: a command's summary (at most 100 characters: Discord's limit);
# command-NAME-ARG and argument-ARG: what an argument is (at most 100 characters).
command-help = Co robi bot i jak tu wpisywać ruchy
command-help-command = komenda do wyjaśnienia
command-variants = Warianty i po zdaniu o każdym
command-challenge = Wyzwij kogoś na partię
command-challenge-opponent = kogo wyzywasz
command-challenge-variant = wariant (domyślnie: wariant kanału)
command-challenge-color = twój kolor
command-accept = Przyjmij wyzwanie, prośbę o cofnięcie ruchu albo propozycję remisu
argument-game = która z twoich partii, jako #numer
argument-what = na co odpowiadasz: challenge, draw albo undo (domyślnie: na to, co na ciebie czeka)
command-decline = Odrzuć wyzwanie, prośbę o cofnięcie ruchu albo propozycję remisu
command-cancel = Wycofaj swoje wyzwanie
command-move = Wykonaj ruch w swojej partii
command-move-move = ruch, np. 23x14 albo 11-15
command-board = Pokaż ponownie aktualną planszę
command-moves = Twoje dozwolone ruchy (z jednego pola)
command-moves-square = tylko ruchy z tego pola
command-why = Wyjaśnij ostatnią decyzję albo czemu ruch jest dozwolony lub nie
command-why-move = ruch do wyjaśnienia
command-rules = Zasady w skrócie
command-rules-variant = wariant
command-rules-topic = moves, captures, kings, draws, notation, giveaway
command-undo = Poproś przeciwnika o cofnięcie twojego ostatniego ruchu
command-draw = Zaproponuj lub przyjmij remis; `count` zaczyna liczenie ruchów
command-draw-count = zacznij liczenie ruchów, jeśli wariant je ma
command-resign = Poddaj się
command-huff = Dmuchanie: zdejmij pion, który pominął bicie
command-huff-square = pion, który powinien był bić
command-games = Partie w tym kanale
command-stats = Wygrane, remisy, przegrane i ranking według wariantów
command-stats-player = czyje wyniki (domyślnie: twoje)
command-top = Tabela rankingowa tej społeczności
command-top-variant = wariant
command-replay = Partia jako animowany GIF
command-chart = Wykres pionów i damek w trakcie partii
command-settings = Ustawienia kanału (tylko dla administratorów)
command-settings-key = ustawienie
argument-value = jego nowa wartość
command-prefs = Twoje preferencje: strona, język, przypomnienia, strefa czasowa, godziny ciszy, podsumowanie
command-prefs-key = preferencja

## Slash commands' names in Discord's menu (the bot still reads the English name): lowercase
## letters and digits, - or _, no spaces, at most 32 characters, all different.

slash-help = pomoc
slash-variants = warianty
slash-challenge = wyzwij
slash-accept = przyjmij
slash-decline = odrzuć
slash-cancel = wycofaj
slash-move = ruch
slash-board = plansza
slash-moves = ruchy
slash-why = dlaczego
slash-rules = zasady
slash-undo = cofnij
slash-draw = remis
slash-resign = poddaj
slash-huff = zdmuchnij
slash-pdn = pdn
slash-games = partie
slash-stats = statystyki
slash-top = ranking
slash-replay = powtórka
slash-chart = wykres
slash-settings = ustawienia
slash-prefs = preferencje

game-kind-giveaway = { $variant }, odwrotne
challenge-giveaway = warcaby odwrotne: wygrywa, kto nie może wykonać ruchu
game-starts-giveaway = {" "}(warcaby odwrotne: wygrywa gracz, który nie może wykonać ruchu)
ambiguous-variant = `{ $word }` może oznaczać warcaby tureckie (dama, Türk daması) albo warcaby włoskie (dama italiana), a to także nazwa tego bota. Dla tureckich napisz { CODE($turkish) }; dla włoskich { CODE($italian) }.
summary-russian = 8x8, pola algebraiczne; piony biją do tyłu; damki dalekosiężne; można wybrać dowolne bicie; pion promowany w trakcie bicia bije dalej jako damka.
summary-turkish = Wszystkie 64 pola, po 16 pionów; piony idą prosto do przodu lub w bok; damki latają po rzędach i kolumnach; bicie maksymalne; zbite piony schodzą od razu.
summary-pool = 8x8 numerowana jak warcaby angielskie, zaczynają czarne; piony biją do tyłu; damki dalekosiężne; można wybrać dowolne bicie.
summary-czech = 8x8, pola algebraiczne; piony biją tylko do przodu; damki dalekosiężne; damka, która może bić, musi; inaczej dowolne bicie.
summary-frisian = 10x10; piony i damki biją też po kolumnach i rzędach; bicie o najwyższej wartości; damka rusza się najwyżej trzy razy z rzędu.
summary-canadian = Zasady międzynarodowe na planszy 12x12, po 30 pionów, pola od 1 do 72.
topic-giveaway = Warcaby odwrotne (giveaway)

rules-russian-moves = 8x8; zaczynają białe z pól a1–h3, czarne stoją na a6–h8. Piony idą o jedno pole po skosie do przodu.
rules-russian-captures = Bicie jest obowiązkowe i trzeba je dokończyć, ale spośród kilku bić można wybrać dowolne (bez zasady większości). Piony biją do przodu i do tyłu. Zbite piony zostają na planszy do końca ruchu („turecki cios”): blokują drogę i nigdy nie są bite dwa razy.
rules-russian-kings = Pion, który dojdzie do ostatniego rzędu, od razu staje się damką, nawet w trakcie bicia, i w tym samym ruchu bije dalej jako damka.
rules-russian-draws = Zgoda; ta sama pozycja po raz trzeci przy tym samym graczu na ruchu; 15 ruchów każdej strony samymi damkami bez bicia; trzy damki przeciw samotnej damce: 15 ruchów silniejszej strony; damki po obu stronach i niezmieniony materiał: 30 ruchów każdej strony przy 4–5 bierkach, 60 przy 6–7; trzy bierki z damką przeciw samotnej damce na długiej przekątnej a1–h8 albo dwie bierki lub damka przeciw samotnej damce: 5 ruchów silniejszej strony. Bot stosuje je sam.
rules-russian-notation = Pola algebraiczne, ciemne a1 w lewym dolnym rogu białych: ruchy c3-d4; bicia z dwukropkiem i każdym polem lądowania, c3:e5:c7 (x też jest czytane).
rules-turkish-moves = Wszystkie 64 pola; po 16 pionów, białe na rzędach 2–3, czarne na 6–7; zaczynają białe. Piony idą o jedno pole do przodu lub w bok, nigdy do tyłu ani po skosie.
rules-turkish-captures = Bicie jest obowiązkowe: przeskakuje się sąsiednią bierkę do przodu lub w bok na wolne pole za nią (piony nigdy nie biją do tyłu). Trzeba zbić najwięcej bierek (damka liczy się jako jedna); przy równości wybór dowolny. Każda przeskoczona bierka od razu schodzi z planszy, a bicie nie może zawrócić o 180° między dwoma skokami.
rules-turkish-kings = Pion staje się damką, gdy ruch kończy się na ostatnim rzędzie; jeśli dojdzie tam w trakcie bicia, bije dalej jako pion. Damki ruszają się jak wieża w szachach po wolnych rzędach i kolumnach i biją bierkę z dowolnej odległości, stając na dowolnym wolnym polu za nią.
rules-turkish-draws = Zgoda; po jednej bierce z każdej strony (nawet damka przeciw pionowi) to od razu remis; ta sama pozycja po raz trzeci przy tym samym graczu na ruchu.
rules-turkish-notation = Pola algebraiczne a1–h8 jak w szachach, białe na dole: ruchy d3-d4; bicia d4xd6xf6 (dwukropek też jest czytany).
rules-pool-moves = 8x8 numerowana jak warcaby angielskie; zaczynają czarne z pól 1–12, białe stoją na 21–32. Piony idą o jedno pole po skosie do przodu.
rules-pool-captures = Bicie jest obowiązkowe i trzeba je dokończyć, ale spośród kilku bić można wybrać dowolne. Piony biją do przodu i do tyłu. Bierki zdejmuje się po zakończeniu ruchu; żadnej nie bije się dwa razy.
rules-pool-kings = Pion, który kończy ruch na ostatnim rzędzie, staje się damką; ten, który dochodzi tam w trakcie bicia i może skakać dalej, musi kontynuować jako pion, bez promocji.
rules-pool-draws = Zgoda; ta sama pozycja po raz trzeci przy tym samym graczu na ruchu; trzy damki przeciw jednej nie wygrały w 13 ruchach silniejszej strony; 15 ruchów każdej strony samymi damkami bez bicia.
rules-pool-notation = Pola 1–32 od lewego górnego rogu (strona czarnych), jak w warcabach angielskich: ruchy 11-15; bicia 15x24x31.
rules-czech-captures = Bicie jest obowiązkowe i trzeba je dokończyć; piony biją tylko do przodu. Jeśli damka może bić, bić musi damka; w przeciwnym razie, a także spośród bić damek, można wybrać dowolne. Zbite bierki zdejmuje się po zakończeniu ruchu.
rules-czech-kings = Pion staje się damką, gdy ruch kończy się na ostatnim rzędzie (piony biją tylko do przodu, więc bicie, które tam dochodzi, tam się kończy).
rules-czech-draws = Zgoda; ta sama pozycja po raz trzeci; 15 ruchów każdej strony bez bicia i bez ruchu pionem.
rules-czech-notation = Pola algebraiczne, a1 ciemne: ruchy c3-d4; bicia c3:e5:g7 (x też jest czytane).
rules-frisian-moves = 10x10, po 20 pionów: zaczynają białe z 31–50, czarne stoją na 1–20. Piony idą o jedno pole po skosie do przodu. Dopóki jej strona ma piony, damka może wykonać najwyżej trzy ruchy z rzędu bez bicia; potem musi ruszyć się inna bierka.
rules-frisian-captures = Bicie jest obowiązkowe, po przekątnych oraz po kolumnach i rzędach, do przodu i do tyłu: po kolumnie lub rzędzie pion przeskakuje bierkę oddaloną o dwa pola i staje na ciemnym polu za nią. Trzeba wykonać bicie o najwyższej wartości: damka jest warta więcej niż pion i mniej niż dwa (2 piony wygrywają z 1 damką, 2 damki z 3 pionami); przy równej wartości bić musi damka. Bierki zdejmuje się po zakończeniu ruchu.
rules-frisian-kings = Pion staje się damką tylko wtedy, gdy ruch kończy się na ostatnim rzędzie. Damki ruszają się o dowolną liczbę pól po wolnej przekątnej i biją we wszystkich ośmiu kierunkach z dowolnej odległości, stając na dowolnym wolnym ciemnym polu za bierką.
rules-frisian-draws = Zgoda; dwie damki przeciw jednej (same damki): 7 ruchów każdej strony; damka przeciw damce: 2 ruchy każdej strony. Warcaby fryzyjskie nie mają zasady powtórzenia.
rules-frisian-notation = Pola 1–50 od lewego górnego rogu, jak w międzynarodowych: ruchy 32-28; bicia 28x17, prostopadłe tak samo (21x23).
rules-canadian-moves = 12x12, po 30 pionów: zaczynają białe z 43–72, czarne stoją na 1–30. Piony idą o jedno pole po skosie do przodu.
rules-canadian-notation = Pola 1–72 od lewego górnego rogu, po sześć w rzędzie (1 = b12, 67 = a1). Białe zaczynają na 43–72, czarne na 1–30. Ruchy 45-39; bicia 39x28x17.
rules-giveaway = Warcaby odwrotne (giveaway) to opcja każdego wariantu (!challenge @kolega russian giveaway): wygrywa gracz, który nie może wykonać ruchu — nie ma bierek albo wszystkie są zablokowane. Wszystkie inne zasady wariantu zostają: bicie nadal jest obowiązkowe i obowiązują jego zasady remisu.

eval-win =
    { $winner } wygrywają w { $moves ->
        [one] { $moves } ruchu
       *[other] { $moves } ruchach
    }
bot-game = #{ $game }: { $bot } gra na poziomie { $level } z 10. Partie z botem nie liczą się do rankingu. { $takebacks }
bot-takebacks-granted = Na tym poziomie pozwala cofać ruchy (!undo).
bot-takebacks-low-levels = Cofać ruchy pozwala tylko na poziomach 1–3.
level-out-of-range = Nie ma poziomu { $level }: bot gra od poziomu 1 (początkujący) do 10 (pełna siła). Na przykład { CODE("!challenge @dama level=5") }
level-only-against-bot = Poziom dotyczy partii z botem; ludzie grają na własnym. Wyzwij bota tak: { CODE("!challenge @dama level=5") }
bot-no-soffio = { $bot } nie gra z zasadą dmuchania: wyzwij go bez { CODE("soffio") }.
bot-no-giveaway = { $bot } gra tylko o zwycięstwo według zwykłych zasad: wyzwij go bez { CODE("giveaway") }.
bot-grants-takeback = #{ $game }: { $bot } (poziom { $level }) pozwala cofnąć ruch.
bot-declines-takeback = #{ $game }: { $bot } nie pozwala cofnąć ruchu: na poziomie { $level } gra na serio; cofać pozwala tylko na poziomach 1–3.
bot-accepts-draw = #{ $game }: { $bot } przyjmuje remis.
bot-declines-draw = #{ $game }: { $bot } odrzuca remis: przyjmuje go tylko, gdy stoi gorzej, albo gdy pozycja jest wyrównana i zostało osiem bierek lub mniej. Graj dalej albo poddaj się komendą !resign.
hint-only-against-bot = W partii #{ $game } nie ma podpowiedzi: grają w nią ludzie, a pomoc silnika byłaby nieuczciwa. Podpowiedzi są do partii z botem: { CODE("!challenge @dama") }
hint = Podpowiedź dla #{ $game }: { CODE($move) } ({ $eval }).
hint-line = Oczekiwany wariant: { CODE($line) }
analysis-of-live-game = Partia #{ $game } wciąż toczy się między ludźmi: analizy silnika nie będzie do jej końca, bo pomogłaby jednemu z graczy. Poproś ponownie po zakończeniu: { CODE("!analyse #", $game) }
analysis-of-giveaway = Partię #{ $game } rozegrano jako warcaby odwrotne, gdzie wygrywa strona, która nie może wykonać ruchu: silnik ocenia pozycje według zwykłych zasad, więc jej nie analizuje.
analysis-under-way = Analiza partii #{ $game } już trwa: pojawi się tutaj, gdy będzie gotowa.
analysis-progress = Analizuję partię #{ $game }: { $done } z { $total } pozycji ({ $percent }%)…
analysis-done =
    Analiza partii #{ $game }: gotowe, { $total ->
        [one] { $total } pozycja
        [few] { $total } pozycje
       *[many] { $total } pozycji
    } w { $seconds } s.
analysis-head = { BOLD("Analiza partii #", $game) } ({ $variant }, { $white } – { $black }).
analysis-head-over = { BOLD("Analiza partii #", $game) } ({ $variant }, { $white } – { $black }): { $outcome }.
analysis-side =
    { $player } ({ $color }): { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
       *[many] { $moves } ruchów
    }, średnio { $loss } piona straty na ruch, { $mistakes ->
        [one] { $mistakes } błąd
        [few] { $mistakes } błędy
       *[many] { $mistakes } błędów
    } (decydujących: { $decisive }).
analysis-mistakes-of = Błędy – { $color }:
analysis-mistake = ruch { $move }: { CODE($played) } kosztuje { $cost } piona ({ $before } → { $after }){ $decisive }; lepiej { CODE($better) }{ $line }{ $why }.
analysis-mistake-decisive = {" "}{ BOLD("— decydujący") }
analysis-mistake-line = {" "}({ CODE($line) })
analysis-mistake-why = . Dlaczego: { CODE($line) }
analysis-no-mistakes = Żadnego błędu za piona lub więcej po żadnej stronie.
analysis-moves = Wszystkie ruchy (ocena po ruchu, + dla białych, ? błąd): { $moves }
evaluation-chart-title = #{ $game } { $white } – { $black }: ocena
bot-record = Z botem (bez rankingu): { $levels }.
bot-record-level = poziom { $level }: wygrane { $wins }, remisy { $draws }, przegrane { $losses }

command-hint = Ruch, który radzi silnik, w partii z botem
command-analyse = Każdy ruch oceniony przez silnik, błędy i wykres
command-top-giveaway = partie wariantu w warcaby odwrotne, z osobnym rankingiem
slash-hint = podpowiedź
slash-analyse = analiza

ending-russian-kings-lone-king = Trzy damki przeciw samotnej damce: { $color } — { $moves } z 15 ruchów na jej złapanie.
ending-russian-long-diagonal = Trzy bierki przeciw samotnej damce na długiej przekątnej: { $color } — { $moves } z 5 ruchów na wygraną.
ending-russian-few-lone-king = Przeciw samotnej damce: { $color } — { $moves } z 5 ruchów na wygraną.
ending-pool-three-kings-one = Trzy damki przeciw jednej: { $color } — { $moves } z 13 ruchów na jej złapanie.
ending-frisian-two-kings-one = Dwie damki przeciw jednej: { $each } z 7 ruchów każdej strony.
ending-frisian-king-king = Damka przeciw damce: { $each } z 2 ruchów każdej strony.
rule-czech-king-must-capture = Bić musi damka
rule-frisian-value = Bicie o najwyższej wartości
rule-frisian-king-first = Najpierw bije damka
rule-frisian-three-king-moves = Trzy ruchy damką z rzędu
rule-turkish-men-not-backwards = Piony nigdy nie cofają się
rule-turkish-no-turning-back = Bez zawracania w biciu
rule-turkish-orthogonal = Tylko po rzędach i kolumnach
rule-turkish-crowned-at-end = Promocja na końcu ruchu
rule-pool-passing-does-not-crown = Przejście przez ostatni rząd nie promuje
rule-russian-crowned-goes-on = Promowany pion bije dalej jako damka
rule-land-to-continue = Stanąć tam, skąd bicie trwa
refusal-king-must-capture = damka może bić, więc bić musi damka: { $moves }
refusal-frisian-value = obowiązkowe jest bicie o najwyższej wartości (damka jest warta więcej niż jeden pion i mniej niż dwa): { $moves }
refusal-frisian-king-first = przy równej wartości bić musi damka, nie pion: { $moves }
refusal-frisian-three-king-moves = damka na { $square } wykonała trzy ruchy z rzędu i dopóki masz piony, może teraz tylko bić; rusz inną bierkę
refusal-turkish-men-not-backwards = piony chodzą i biją do przodu lub w bok, nigdy do tyłu: z { $from } na { $to } to ruch do tyłu
refusal-turkish-no-turning-back = bicie nie może zawrócić tą samą drogą (zwrot o 180°) po staniu na { $square }
refusal-turkish-men-orthogonal = piony chodzą i biją po rzędach i kolumnach, nigdy po skosie
refusal-turkish-kings-orthogonal = damki chodzą i biją po rzędach i kolumnach, nigdy po skosie
refusal-turkish-crowned-at-end = pion, który w trakcie bicia dojdzie do ostatniego rzędu, bije dalej jako pion i staje się damką na końcu ruchu: na { $square } jest jeszcze pionem; może zagrać: { $moves }
refusal-pool-passing-kings-row = pion, który skokiem dojdzie do ostatniego rzędu i może skakać dalej, kontynuuje jako pion: na { $square } nie staje się damką; może zagrać: { $moves }
refusal-russian-crowned-goes-on = pion promowany w trakcie bicia bije dalej jako damka: z { $square } może kontynuować: { $moves }
refusal-must-land-to-continue = po zbiciu bierki damka musi stanąć tam, skąd może bić dalej, a z { $square } nie może: { $moves }
move-forms-russian = Ruch zapisz jako c3-d4, bicie jako c3:e5 albo ze wszystkimi polami lądowania, c3:e5:c7.
move-forms-turkish = Ruch zapisz jako d3-d4, bicie jako d4xd6 albo ze wszystkimi polami lądowania, d4xd6xf6.
move-forms-pool = Ruch zapisz jako 11-15, bicie jako 15x24 albo ze wszystkimi polami lądowania, 15x24x31.
move-forms-czech = Ruch zapisz jako c3-d4, bicie jako c3:e5 albo ze wszystkimi polami lądowania, c3:e5:g7.
move-forms-frisian = Ruch zapisz jako 32-28, bicie jako 28x17 albo ze wszystkimi polami lądowania, 28x17x8.
move-forms-canadian = Ruch zapisz jako 45-39, bicie jako 45x34 albo ze wszystkimi polami lądowania, 45x34x23.

## Community (issue 14)

# Changed with issue 14 (moved here from above): $variants: the variants' codes.
command-challenge-options = giveaway, soffio, days=N | bank=30+1/45, unrated, level=1..10 (przeciw botowi)
command-pdn = Partie w PDN
command-pdn-player = wszystkie partie tego gracza tutaj, w jednym pliku
command-pdn-all = wszystkie partie tego kanału, w jednym pliku
command-games-all = także zakończone partie, z wynikami
command-games-page = która strona zakończonych partii
command-watch = Obserwuj partię prywatnie
command-unwatch = Przestań obserwować
argument-watched-game = która partia, jako #numer
command-tournament = Turnieje
command-tournament-action = create, join, leave albo start (bez akcji: tabela)
command-tournament-variant = wariant (create; domyślnie: wariant kanału)
command-tournament-options = days=N na ruch, rounds=N (create)
slash-watch = obserwuj
slash-unwatch = przestań-obserwować
slash-tournament = turniej
help-tournament-options = Administratorzy tworzą i rozpoczynają turniej; gracze dołączają i odchodzą. Do 8 graczy: turniej kołowy (tabele Bergera; przy rounds=2 każda para gra dwa razy, z zamianą kolorów), punktacja pomocnicza Sonneborna–Bergera. Więcej: system szwajcarski (grupy punktowe, żadna para dwa razy, wyrównane kolory, pauza za 1 punkt dla najniżej sklasyfikowanego gracza, który jeszcze jej nie miał), rounds=N (domyślnie: ceil(log2 graczy) + 1), punktacja pomocnicza Buchholza. Bot rozpoczyna partie każdej rundy z days=N na ruch (domyślnie 3); kto odchodzi z turnieju, przegrywa pozostałe partie walkowerem.
bad-argument-tournament = Akcje: create, join, leave, start; opcje (create): wariant, days=N (1–30), rounds=N.
# $since, $left: durations (duration-*).
games-challenge-lapses = wyzwanie czeka na odpowiedź od { $since }, wygasa za { $left }
analysis-head-aborted = { BOLD("Analiza partii #", $game) } ({ $variant }, { $white } – { $black }): anulowana, bez wyniku.
# A game ended before each side had moved. $player: mention (who resigned or ran out of time).
game-aborted-resigned = Partia #{ $game } anulowana: { $player } poddał(a) się, zanim obie strony wykonały choć po jednym ruchu. Bez wyniku, ranking bez zmian.
game-aborted-time = Partia #{ $game } anulowana: { $player } przekroczył(a) czas, zanim obie strony wykonały choć po jednym ruchu. Bez wyniku, ranking bez zmian.
game-aborted-draw = Partia #{ $game } anulowana: remis uzgodniono, zanim obie strony wykonały choć po jednym ruchu. Bez wyniku, ranking bez zmian.
# $challenger, $challenged: mentions; $days: a clock-days text.
challenge-lapsed = { $challenger }: twoje wyzwanie #{ $game } dla { $challenged } wygasło, bez odpowiedzi przez { $days }. Wyzwij ponownie komendą { CODE("!challenge") }.
# !games all: the channel's finished games, page by page.
finished-games-none = W tym kanale nie ma jeszcze zakończonych partii.
finished-games-head = Zakończone partie tutaj ({ $total }), strona { $page } z { $pages }:
# $variant: its name; $white, $black: names; $result: finished-game-aborted, finished-game-won or how a draw ended; $plies: half-moves played.
finished-game-line =
    #{ $game } { $variant } — { $white } przeciw { $black }: { $result }, { $plies ->
        [one] { $plies } półruch
        [few] { $plies } półruchy
       *[many] { $plies } półruchów
    }
finished-game-line-unrated =
    #{ $game } { $variant } — { $white } przeciw { $black }: { $result }, bez rankingu, { $plies ->
        [one] { $plies } półruch
        [few] { $plies } półruchy
       *[many] { $plies } półruchów
    }
finished-game-aborted = anulowana
# $player: the winner's name; $how: how the game ended.
finished-game-won = wygrał(a) { $player } ({ $how })
finished-games-more = Więcej: { CODE("!games all ", $page) }
no-such-page =
    Nie ma strony { $page }: zakończone partie zajmują { $pages ->
        [one] { $pages } stronę
        [few] { $pages } strony
       *[many] { $pages } stron
    }. Spróbuj { CODE("!games all ", $pages) }.
# The caption of a PDN file of several games. $player: a name.
pdn-collection-player =
    { $count ->
        [one] { $count } partia
        [few] { $count } partie
       *[many] { $count } partii
    } gracza { $player } w tym kanale, w jednym pliku PDN.
pdn-collection =
    { $count ->
        [one] { $count } partia
        [few] { $count } partie
       *[many] { $count } partii
    } tego kanału, w jednym pliku PDN.
# $player: mention.
no-games-to-export-player = { $player } nie rozegrał(a) żadnej partii w tym kanale.
no-games-to-export = W tym kanale nie rozegrano jeszcze żadnej partii.
# !watch: the moves of a game come to a spectator privately.
watching = Obserwujesz teraz partię #{ $game }: jej ruchy będą trafiać do ciebie prywatnie. Aby przestać: { CODE("!unwatch #", $game) }.
watching-already = Już obserwujesz partię #{ $game }. Aby przestać: { CODE("!unwatch #", $game) }.
unwatched = Nie obserwujesz już partii #{ $game }.
not-watching-game = Nie obserwujesz partii #{ $game }.
not-watching = Nie obserwujesz żadnej partii w tym kanale.
watch-own-game = Grasz w partii #{ $game }: jej ruchy i tak trafiają do ciebie tutaj.
# What a spectator's private message starts with. $white, $black: names.
watched-news = Partia #{ $game }, { $white } przeciw { $black }:
# $player: mention.
direct-refused = { $player }: nie mogę pisać do ciebie prywatnie, więc nie obserwujesz już żadnej partii. Otwórz ze mną prywatny czat (albo zezwól na wiadomości prywatne), a potem znowu { CODE("!watch") }.
# Tournaments. $id: the tournament's number; $variant: its name; $days: a clock-days text.
tournament-created = Turniej #{ $id } jest otwarty: { $variant }, { $days } na ruch. Dołącz komendą { CODE("!tournament join") }; administrator rozpoczyna go komendą { CODE("!tournament start") }.
tournament-created-rounds =
    Turniej #{ $id } jest otwarty: { $variant }, { $days } na ruch, { $rounds ->
        [one] { $rounds } runda
        [few] { $rounds } rundy
       *[many] { $rounds } rund
    }. Dołącz komendą { CODE("!tournament join") }; administrator rozpoczyna go komendą { CODE("!tournament start") }.
tournament-exists = W tym kanale trwa już turniej #{ $id }. Zobacz go: { CODE("!tournament") }.
no-tournament = W tym kanale nie ma turnieju. Administrator otwiera go komendą { CODE("!tournament create") }.
# $player: mention; $players: how many play now.
tournament-joined =
    { $player } dołącza do turnieju #{ $id } ({ $players ->
        [one] { $players } gracz
        [few] { $players } graczy
       *[many] { $players } graczy
    }).
tournament-joined-already =
    { $player } już jest w turnieju #{ $id } ({ $players ->
        [one] { $players } gracz
        [few] { $players } graczy
       *[many] { $players } graczy
    }).
tournament-closed = Turniej #{ $id } już się zaczął: nie przyjmuje więcej graczy.
# $player: mention.
tournament-left = { $player } opuszcza turniej #{ $id }.
tournament-left-forfeits = { $player } opuszcza turniej #{ $id } i przegrywa pozostałe partie walkowerem.
not-in-tournament = Nie grasz w turnieju #{ $id }.
tournament-too-small =
    Turniej #{ $id } ma { $players ->
        [one] { $players } gracza
        [few] { $players } graczy
       *[many] { $players } graczy
    }: do startu potrzeba co najmniej 3.
tournament-changed = Turniej #{ $id } w międzyczasie się zmienił (ktoś dołączył lub odszedł): spróbuj ponownie { CODE("!tournament start") }.
tournament-started-swiss =
    Turniej #{ $id } się zaczyna: { $players ->
        [one] { $players } gracz
        [few] { $players } graczy
       *[many] { $players } graczy
    }, system szwajcarski (punktacja pomocnicza: Buchholz), { $rounds ->
        [one] { $rounds } runda
        [few] { $rounds } rundy
       *[many] { $rounds } rund
    }.
tournament-started-round-robin =
    Turniej #{ $id } się zaczyna: { $players ->
        [one] { $players } gracz
        [few] { $players } graczy
       *[many] { $players } graczy
    }, system kołowy (punktacja pomocnicza: Sonneborn–Berger), { $rounds ->
        [one] { $rounds } runda
        [few] { $rounds } rundy
       *[many] { $rounds } rund
    }.
round-started = Turniej #{ $id }, runda { $round } z { $rounds }:
# A round's pairing. $white, $black: mentions in pairing-game, names otherwise; $result: a result (1–0, ½–½, result-*).
pairing-game = #{ $game } { $white } ({ color-white }) przeciw { $black } ({ color-black })
pairing-result = { $white } przeciw { $black }: { $result }
# $player: a name.
pairing-bye = { $player }: pauza (1 punkt)
result-white-forfeit = 1–0 walkowerem
result-black-forfeit = 0–1 walkowerem
result-double-forfeit = 0–0, obustronny walkower
result-bye = pauza
result-to-play = do rozegrania
# The standings. $white, $black: names ($black may be —); $result: as in pairing-result.
standings-after = Turniej #{ $id }: { $white } – { $black } { $result }.
standings-open =
    Turniej #{ $id } ({ $variant }), zapisy otwarte, { $players ->
        [one] { $players } gracz
        [few] { $players } graczy
       *[many] { $players } graczy
    }:
standings-join = Dołącz: { CODE("!tournament join") }
standings-final = Końcowa tabela turnieju #{ $id }:
standings-round = Tabela turnieju #{ $id }, runda { $round } z { $rounds }:
# One player's line. $rank: place; $player: name (or standing-left); $points: points as written (2½); $value: the same as a number, to select on (a half is "other": 2½ punktu); $played: games played; $system: Buchholz or SB (Sonneborn–Berger); $tiebreak: its points.
standing-line =
    { $rank }. { $player } — { $points } { $value ->
        [one] punkt
        [few] punkty
        [other] punktu
       *[many] punktów
    } z { $played }, { $system } { $tiebreak }
# $player: a name.
standing-left = { $player } (poza turniejem)
standings-title = Turniej #{ $id } — runda { $round } z { $rounds }
# $player: mention.
tournament-over = Turniej #{ $id } zakończony. Wygrywa { $player }!

## Correspondence (issue 17)

# The channel's settings. $language: a language code; $variant: the variant's code; $reminders: settings-reminders-*; $threads: on/off; $challenge_days: a clock-days text; $vacation_days: a number (0: vacations off).
settings-channel = Ustawienia tego kanału: język { $language }, wariant { $variant }, orientacja { $orientation } (przy 'mover' plansza od strony gracza na ruchu), przypomnienia { $reminders }, osobny wątek dla każdej partii { $threads }, wyzwania ważne przez { $challenge_days }, dni urlopu na gracza w roku: { $vacation_days }. Administratorzy zmieniają je komendą { CODE("!settings language it") }
help-challenge-options-bank = Warianty: { $variants }. Kolor: white, black albo random (domyślnie). Opcje: giveaway (wygrywa, kto nie może wykonać ruchu; każdy wariant), soffio (hiszpańskie, międzynarodowe), days=N (dni na ruch) albo bank=30+1/45 (pula 30 dni, +1 za każdy ruch, najwyżej 45; godziny z h), unrated (wynik nie liczy się do rankingu). Przeciw botowi (@dama albo wzmianka bota): level=1..10. Wyzwanie bez odpowiedzi wygasa po challenge_days kanału (domyślnie 7 dni). Partia, która kończy się, zanim obie strony wykonają choć po jednym ruchu, zostaje anulowana i nie liczy się do rankingu.
bad-argument-challenge-bank = Warianty: { $variants }; kolory: white, black, random; opcje: giveaway, soffio, days=N (1–30) albo bank=30+1/45, unrated, level=N (1–10, przeciw botowi).
command-away = Urlop: twoje zegary stają
command-away-length = dni (5d), on albo off
slash-away = urlop
# !help prefs: the values each preference takes (keywords and values exactly as written).
help-prefs-values = flip on|off: plansza od twojej strony, gdy masz ruch. language en|it|auto. reminders 12h|off|channel: jak często partia, która na ciebie czeka, ci o tym przypomina. timezone Europe/Rome: twoja strefa czasowa IANA (UTC, dopóki jej nie ustawisz), dla dwóch poniższych. quiet 22-08|off: w tych godzinach żadnych przypomnień ani wzmianek; po ich końcu jedno podsumowanie twoich partii. digest daily 09:00|off: jedna wiadomość dziennie (prywatnie, gdzie platforma na to pozwala) z listą partii, w których masz ruch, i pozostałym czasem, zamiast przypomnienia dla każdej partii.
# A time bank: $bank is its rule as typed (30+1/45: 30 days, +1 a move, at most 45).
clock-setting-bank = pula { $bank }
clock-rule-bank = Zegar: pula czasu { $bank } (dni albo godziny z h: pula, + ile dodaje każdy ruch, / ile najwyżej może wynosić); komu skończy się pula, przegrywa na czas.
# $white, $black: a span, or clock-bank-up.
clock-line-bank = Pula { $bank }: { color-white } { $white }, { color-black } { $black }
clock-bank-up = czas minął
# $player: mention; $opponent: name; $left: a span.
clock-warning-bank = { $player }, partia #{ $game } przeciw graczowi { $opponent }: minęło 80% twojego czasu — zostało { $left } (pula { $bank }). Zagraj komendą { CODE("!move #", $game, " …") }, inaczej przegrasz partię na czas.
timed-out-bank = Brak ruchu na czas (pula { $bank }).
# !prefs, after the language and the boards. $reminders: one of the three below; $zone: an IANA time zone; $used, $allowed: vacation days.
prefs-hours = Przypomnienia { $reminders }; strefa czasowa { $zone }; dni urlopu wykorzystane w tym roku: { $used } z { $allowed }
prefs-reminders-channel = jak w kanale
prefs-reminders-off = wył.
prefs-reminders-every = co { $hours } h
# Added to prefs-hours when set (prefs-away after a space). $quiet: hours as 22-08; $at: a time as 09:00; $left: a span.
prefs-quiet = ; godziny ciszy { $quiet }
prefs-digest = ; dzienne podsumowanie o { $at }
prefs-away = (teraz na urlopie, jeszcze przez { $left })
# !away. $span: how long (a span); $left: clock-days.
away-started = Udanego urlopu: przez { $span } wszystkie twoje zegary stoją i nikt nie dostaje przypomnień w twojej sprawie. Urlop kończy się, gdy wykonasz ruch, albo komendą { CODE("!away off") }. Urlopu zostało w tym roku: { $left }.
away-extended = Twój urlop skończy się teraz za { $span }. Kończy się, gdy wykonasz ruch, albo komendą { CODE("!away off") }. Urlopu zostało w tym roku: { $left }.
# $player: name; $days: days taken this year.
away-ended = Witaj z powrotem, { $player }: twoje zegary znowu chodzą, każdy z czasem, jaki miał. Dni urlopu wykorzystane w tym roku: { $days }.
# $opponent: mention; $away: name; $span: a span.
opponent-away = { $opponent }, { $away } jest na urlopie najwyżej przez { $span }: zegar przeciwnika w partii #{ $game } stoi do jego powrotu.
not-away = Nie jesteś na urlopie. { CODE("!away 5d") } zaczyna pięciodniowy urlop.
vacations-off = Urlopy są w tym kanale wyłączone (ustawienie vacation_days 0).
no-vacation-left =
    Urlop na ten rok jest już wykorzystany w całości ({ $days ->
        [one] { $days } dzień
        [few] { $days } dni
       *[many] { $days } dni
    }).
# $value: what was typed.
bad-away = `{ $value }` to nie długość urlopu. Spróbuj { CODE("!away 5d") }, { CODE("!away on") } albo { CODE("!away off") }.
# The games where it is a player's move. $player: mention; $games: how many.
digest-daily =
    { $player }, twoje dzienne podsumowanie: { $games ->
        [0] nie masz ruchu w żadnej partii
        [one] masz ruch w { $games } partii
        [few] masz ruch w { $games } partiach
       *[many] masz ruch w { $games } partiach
    }.
digest-quiet-over =
    { $player }, twoje godziny ciszy się skończyły: { $games ->
        [0] nie masz ruchu w żadnej partii
        [one] masz ruch w { $games } partii
        [few] masz ruch w { $games } partiach
       *[many] masz ruch w { $games } partiach
    }.
# $opponent: name; $waiting: a span; $clock: a clock line.
digest-line = #{ $game } przeciw { $opponent } ({ $variant }), czeka od { $waiting }; { $clock }.
digest-line-no-clock = #{ $game } przeciw { $opponent } ({ $variant }), czeka od { $waiting }; bez zegara.
