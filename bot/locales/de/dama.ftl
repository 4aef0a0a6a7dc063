# dama: alle Texte des Bots, auf Deutsch. Dieselben Nachrichten und dieselben Platzhalter
# ($Namen) wie die englische Datei (bot/locales/en/dama.ftl), die erklärt, was jeder enthält.

## Names

color-white = Weiß
color-black = Schwarz
variant-english = Englische Dame
variant-italian = Italienische Dame
variant-spanish = Spanische Dame
variant-international = Internationales Damespiel
variant-brazilian = Brasilianische Dame
variant-dameo = Dameo
variant-russian = Russische Dame
variant-turkish = Türkische Dame
variant-pool = Pool Checkers
variant-czech = Tschechische Dame
variant-frisian = Friesische Dame
variant-canadian = Kanadische Dame
list-more = { $shown } und { $more } weitere
on = an
off = aus
taken-king = { $square } Dame

## Moves and boards

move-played = #{ $game } { $mover } ({ $color }) { CODE($move) }.
move-played-details = #{ $game } { $mover } ({ $color }) { CODE($move) } — { $details }.
move-takes = schlägt { $count } ({ $squares })
move-crowned = zur Dame befördert
to-move = { $player } ist am Zug, { $color }, Zug { $move }.
huff-possible = Soffio: { $mover } hat einen Schlagzwang missachtet ({ $ignored }). { $player } darf mit !huff einen von { $squares } pusten oder einfach weiterziehen.
board-head = #{ $game } { $variant } — { $white } ({ color-white }) gegen { $black } ({ color-black }).
board-last-move = Letzter Zug: { CODE($move) } ({ $color }).
legal-moves-head = #{ $game } erlaubte Züge für { $player } ({ $color })
legal-moves-from-head = #{ $game } erlaubte Züge von { $square } für { $player } ({ $color })
legal-moves-none = { $head }: keine.
legal-moves-list = { $head } ({ $count }): { $moves }.

## Draw counts under way ($each: moves each so far)

count-english = Zugzählung (nur Damen, kein Schlagen): { $each } von 50 Zügen je Seite.
count-kings-only = Nur Damen, kein Schlagen: { $each } von 25 Zügen je Seite.
count-kings-only-15 = Nur Damen, kein Schlagen: { $each } von 15 Zügen je Seite.
count-czech = Kein Schlagen, kein Steinzug: { $each } von 15 Zügen je Seite.
count-russian-balance = Kräfteverhältnis unverändert, Damen auf beiden Seiten: { $each } von { $of } Zügen je Seite.
count-requested = 40-Züge-Zählung, verlangt von { $color }: { $moves } von 40.
ending-two-kings-one = Zwei Damen gegen eine: { $color } hat { $moves } von 20 Zügen zum Gewinnen verbraucht.
ending-three-kings-two = Drei Damen gegen zwei: { $color } hat { $moves } von 30 Zügen zum Gewinnen verbraucht.
ending-three-kings-one = Drei Damen gegen eine: { $each } von 12 Zügen je Seite.
ending-two-nine = Das Endspiel 2 und 9: { $each } von 32 Zügen je Seite.
ending-three-lone-king = Drei Steine gegen eine einzelne Dame: { $each } von 16 Zügen je Seite.
ending-two-lone-king = Zwei Steine gegen eine einzelne Dame: { $each } von 5 Zügen je Seite.

## Endings

outcome-win = Partie #{ $game } ist vorbei: { $winner } ({ $winner_color }) gewinnt — { $loser } ({ $loser_color }) { $cause }.
outcome-draw = Partie #{ $game } ist vorbei: { $reason }. { $white } { $black }
win-cause-no-pieces = hat keine Steine mehr
win-cause-no-legal-move = hat keinen erlaubten Zug mehr
win-cause-resignation = hat aufgegeben
win-cause-time = hat die Zeit überschritten
win-cause-giveaway-no-pieces = verliert das Schlagdame-Spiel: Wer keine Steine mehr hat, gewinnt
win-cause-giveaway-no-move = verliert das Schlagdame-Spiel: Wer keinen Zug mehr hat, gewinnt
outcome-win-short = { $winner } gewinnt: { $loser } { $cause }
draw-agreement = Remis: von beiden Spielern vereinbart
draw-repetition = Remis: dieselbe Stellung trat zum dritten Mal mit demselben Spieler am Zug auf
draw-english-fifty = Remis: 50 Züge je Seite nur mit Damen und ohne Schlagen (die Zugzählung)
draw-italian-forty = Remis: die 40-Züge-Zählung lief ohne Schlagen und ohne Steinzug ab
draw-italian-two-kings-one = Remis: zwei Damen gegen eine gewannen nicht innerhalb von 20 Zügen
draw-italian-three-kings-two = Remis: drei Damen gegen zwei gewannen nicht innerhalb von 30 Zügen
draw-spanish-three-kings-one = Remis: drei Damen gegen eine gewannen nicht innerhalb von 12 Zügen je Seite
draw-spanish-two-nine = Remis: das Endspiel mit Steinen auf 2 und 9 dauerte 32 Züge je Seite ohne Gewinn, Umwandlung oder geschlagenen Stein
draw-twenty-five-king-moves = Remis: 25 Züge je Seite nur mit Damen und ohne Schlagen
draw-sixteen-move-ending = Remis: drei Steine mit einer Dame gegen eine einzelne Dame gewannen nicht innerhalb von 16 Zügen je Seite
draw-five-move-ending = Remis: zwei Steine mit einer Dame gegen eine einzelne Dame gewannen nicht innerhalb von 5 Zügen je Seite
draw-fifteen-king-moves = Remis: 15 Züge je Seite nur mit Damen und ohne Schlagen
draw-russian-balance-thirty = Remis: mit Damen auf beiden Seiten und 4 oder 5 Steinen blieb das Kräfteverhältnis 30 Züge je Seite unverändert
draw-russian-balance-sixty = Remis: mit Damen auf beiden Seiten und 6 oder 7 Steinen blieb das Kräfteverhältnis 60 Züge je Seite unverändert
draw-russian-three-kings-one = Remis: drei Damen gegen eine einzelne Dame schlugen sie nicht bis zu ihrem 15. Zug
draw-russian-long-diagonal = Remis: drei Steine gegen eine einzelne Dame auf der großen Diagonale gewannen nicht bis zu ihrem 5. Zug
draw-russian-few-lone-king = Remis: zwei Steine (oder eine Dame) gegen eine einzelne Dame gewannen nicht bis zu ihrem 5. Zug
draw-pool-three-kings-one = Remis: drei Damen gegen eine schlugen sie nicht innerhalb von 13 Zügen
draw-turkish-one-piece-each = Remis: jede Seite hat nur noch einen Stein
draw-frisian-two-kings-one = Remis: zwei Damen gegen eine Dame gewannen nicht innerhalb von 7 Zügen je Seite
draw-frisian-king-king = Remis: eine Dame gegen eine Dame gewann nicht innerhalb von 2 Zügen je Seite
game-over = Partie #{ $game } ist vorbei ({ $how }): keine Züge mehr. Starte eine neue mit { CODE("!challenge @friend") }.
huffed-over = #{ $game }: { $author } pustet den Stein auf { $square } (Soffio). { $result }.
huffed-to-move = #{ $game }: { $author } pustet den Stein auf { $square } (Soffio). { $player } ist am Zug.
count-started = #{ $game }: { $author } ({ $color }) verlangt die 40-Züge-Zählung. Macht { $color } 40 Züge ohne Schlagen und ohne Steinzug, endet die Partie remis; ein Schlag oder ein Steinzug startet die Zählung neu.

## What the game refuses

game-error-over = Die Partie ist vorbei: { $outcome }.
game-error-nothing-to-huff = Es gibt nichts zu pusten: Der letzte Zug hat keinen Schlag ausgelassen.
game-error-not-huffable = { $square } ist kein Stein, der hätte schlagen können; du darfst { $options } pusten.
game-error-no-count = { $variant } hat keine Zugzählung, die man verlangen könnte.
game-error-count-running = Die 40-Züge-Zählung läuft bereits, verlangt von { $color }.
game-error-soffio = Die Soffio-Regel gibt es nur bei der Spanischen Dame und im Internationalen Damespiel.
game-error-nothing-to-undo = Es gibt keinen Zug zum Zurücknehmen.

## Challenges

with-soffio = mit Soffio
per-move = { $days } pro Zug
challenge-offer = { $opponent }, { $challenger } fordert dich zu { $variant } heraus (Partie #{ $game }{ $extras }): Du würdest { $color } spielen. Antworte mit { CODE("!accept #", $game) } oder { CODE("!decline #", $game) }.
game-starts = Partie #{ $game } beginnt: { $variant }{ $giveaway }{ $soffio }, { $white } ({ color-white }) gegen { $black } ({ color-black }). { $player } ist am Zug, { $color }, Zug 1. Spiele mit { CODE("!move <Zug>") }, z. B. { $example }.{ $clock }
game-starts-soffio = , mit Soffio
challenge-declined = { $challenger }, { $decliner } lehnt deine Herausforderung ab (#{ $game }).
challenge-cancelled = { $other }, { $author } zieht die Herausforderung #{ $game } zurück.
challenge-closed = Partie #{ $game } wurde abgelehnt oder zurückgezogen: Es gibt nichts zu beantworten.
own-challenge = #{ $game } ist deine eigene Herausforderung: { $challenged } muss sie annehmen. Zurückziehen: { CODE("!cancel #", $game) }
only-challenged-answers = Nur { $challenged } kann auf die Herausforderung #{ $game } antworten.
only-challenger-cancels = Nur { $challenger } kann die Herausforderung #{ $game } zurückziehen; du kannst sie ablehnen: { CODE("!decline #", $game) }
already-challenged = Hier gibt es schon eine Herausforderung zwischen dir und { $opponent }: #{ $game }. Deine zurückziehen: { CODE("!cancel #", $game) }
already-playing = Du spielst hier schon gegen { $opponent }: Partie #{ $game }. Beende sie zuerst (eine Partie pro Paar in einem Kanal).
challenge-yourself = Du kannst dich nicht selbst herausfordern. Nenne einen Freund: { CODE("!challenge @friend english") }
unknown-person = Ich weiß nicht, wer { $typed } hier ist: Erwähne die Person, damit die App den Namen verknüpft, z. B. { CODE("!challenge @friend") }
soffio-not-allowed = Die Soffio-Regel gibt es nur bei der Spanischen Dame und im Internationalen Damespiel, nicht bei { $variant }.
button-accept = Annehmen
button-decline = Ablehnen

## Which game

no-such-game = In diesem Kanal gibt es keine Partie #{ $game }. Die Partien hier zeigt { CODE("!games") }
no-game-here = Du hast keine Partie in diesem Kanal. Starte eine: { CODE("!challenge @friend english") }
not-a-player = Du spielst nicht in Partie #{ $game } mit: Es spielen { $white } ({ color-white }) gegen { $black } ({ color-black }).
not-started = Partie #{ $game } hat noch nicht begonnen: Die Herausforderung wartet auf eine Antwort, { CODE("!accept #", $game) } oder { CODE("!decline #", $game) } durch den Herausgeforderten.
not-your-turn = Du bist in #{ $game } nicht am Zug: { $player } ({ $color }) ist am Zug.
not-your-turn-anywhere = Du bist in keiner deiner Partien hier am Zug: { $games }.
which-game = Welche Partie? { $games }. Füge ihre Nummer hinzu, z. B. { CODE($example) }
game-choice = #{ $game } { $against } ({ $variant }{ $turn })
game-against = gegen { $opponent }
game-between = { $white } – { $black }
game-choice-turn = , { $player } am Zug
nothing-to-answer = Hier wartet nichts auf deine Antwort: keine Herausforderung an dich, kein Angebot deines Gegners.
nothing-to-cancel = Du hast hier keine Herausforderung und kein Angebot zum Zurückziehen.

## Offers

offer-undo = Rücknahmewunsch
offer-draw = Remisvorschlag
undo-requested = { $opponent }, { $author } möchte in #{ $game } { CODE($moves) } zurücknehmen. Antworte mit { CODE("!accept #", $game) } oder { CODE("!decline #", $game) }.
undone = #{ $game }: zurückgenommen: { $moves }. { $player } ist am Zug, { $color }, Zug { $move }.
nothing-to-undo = Du hast in #{ $game } keinen Zug zum Zurücknehmen.
draw-offered = { $opponent }, { $author } bietet in #{ $game } Remis an. Antworte mit { CODE("!accept #", $game) } oder { CODE("!decline #", $game) } (ein Zug lehnt es auch ab).
offer-declined = { $offerer }, { $decliner } lehnt deinen { $offer } in #{ $game } ab. Die Partie geht weiter: { $player } ist am Zug.
offer-withdrawn = { $opponent }, { $author } zieht den { $offer } in #{ $game } zurück.
own-offer = Dein Angebot in #{ $game } wartet auf die Antwort von { $opponent }; zurückziehen: { CODE("!cancel #", $game) }
answer-first = { $opponent } hat in #{ $game } einen { $offer } gemacht: Beantworte ihn zuerst mit { CODE("!accept #", $game) } oder { CODE("!decline #", $game) }

## Lists

games-none = Keine Partien in diesem Kanal. Starte eine: { CODE("!challenge @friend english") }
games-head = Partien hier:
games-line = #{ $game } { $variant } — { $white } ({ color-white }) gegen { $black } ({ color-black }): { $state }{ $clock }
games-challenge = Herausforderung wartet seit { $since } auf Antwort
games-to-move = { $player } am Zug, Zug { $move }, seit { $since }
duration-seconds = { $n } s
duration-minutes = { $n } min
duration-hours = { $n } h
duration-days =
    { $n ->
        [one] { $n } Tag
       *[other] { $n } Tagen
    }

## Settings

settings-reminders-off = aus
settings-reminders-after = nach { $hours } h ohne Zug
settings-saved = Gespeichert.
prefs = Deine Einstellungen: Sprache { $language }; Brett von deiner Seite, wenn du am Zug bist, egal wie der Kanal ausgerichtet ist: { $flip }. Ändere sie mit { CODE("!prefs language it") }
prefs-language-auto = die des Kanals (oder deiner App, wenn die App sie mitteilt)
admins-only = Nur die Admins des Kanals können seine Einstellungen ändern.
bad-setting = `{ $value }` ist kein Wert für { $key }: Verwende { $allowed }.

## The bot itself

internal-error = Bei mir ist etwas schiefgegangen, und nichts wurde geändert. Bitte versuche es noch einmal.
database-unreachable = Der Bot erreicht seine Datenbank nicht, versuche es gleich noch einmal.
pdn-inline = Partie #{ $game } als PDN:
pdn-caption = Partie #{ $game } als PDN
pdn-attached = Partie #{ $game } als PDN, im Anhang.
done = Erledigt.
unknown-slash-command = Unbekannter Befehl /{ $name }.
button-expired = Diese Schaltfläche ist abgelaufen: Tippe stattdessen den Befehl.
played-in = Partie #{ $game } wird in { $place } gespielt.
thread-name = Partie #{ $game }
console-greeting =
    dama-Konsole. Schreibe Nachrichten als `name: text`, z. B.
      alice: !challenge @bob english
      bob: !accept
      alice: !move 11-15
    !help listet die Befehle; Strg-D beendet.
saved-image = Bild: { $path }
saved-file = Datei: { $path }
board-legend = ○ weißer Stein  ◎ weiße Dame  ● schwarzer Stein  ◉ schwarze Dame

## Refusals of moves and !why

refused = #{ $game } { BOLD($rule) }: { $facts }.
explain-refusal = #{ $game } { CODE($move) } ist hier nicht erlaubt. { BOLD($rule) }: { $facts }. { $general }
explain-refusal-other = #{ $game } (für { $color }, am Zug) { CODE($move) } ist hier nicht erlaubt. { BOLD($rule) }: { $facts }. { $general }
why-refused = Dein Zug { CODE($move) } (Zug { $number }) wurde durch die Regel { BOLD($rule) } abgelehnt: { $facts }. { $general }
why-not-your-turn = Dein Zug { CODE($move) } (Zug { $number }) wurde abgelehnt, weil du nicht am Zug warst: { $player } ({ $color }) war am Zug. Es wird abwechselnd gezogen, je ein Zug.
explain-legal = { CODE($move) } { $why }
explain-legal-other = (für { $color }, am Zug) { CODE($move) } { $why }
explain-last-move = Von dir wurde nichts abgelehnt. Der letzte Zug, { CODE($move) } von { $mover }, { $why }
explain-soffio-move = Der letzte Zug, { CODE($move) } von { $mover }, verstieß gegen die Regel „{ $rule }“ ({ $facts }); die Hausregel Soffio erlaubt das, und der Gegner darf einen Stein pusten, der hätte schlagen können.
nothing-to-explain = In #{ $game } gibt es noch nichts zu erklären. Frag nach einem Zug: { CODE("!why 11-15") }
bad-square = `{ $text }` ist kein spielbares Feld. { $forms }
legal-here = Hier erlaubt: { $moves }.
explain = ist erlaubt{ $taking }; { $reason }{ $extra }.
explain-taking =
    , schlägt { $count ->
        [one] { $count } Stein
       *[other] { $count } Steine
    }
explain-reason-only-move = es ist der einzige erlaubte Zug
explain-reason-free = es gibt keinen Schlag, also ist jeder Zug erlaubt ({ $count } erlaubte Züge)
explain-reason-compulsory = Schlagen ist Pflicht, und jeder der { $count } Schläge darf gewählt werden, aber er muss zu Ende geführt werden
explain-reason-maximum = er schlägt das Maximum, { $pieces } Steine ({ $count } solche Schläge)
explain-reason-italian = er folgt aus dem italienischen Vorrang (mit Dame, meiste Damen, Damen zuerst) ({ $count } solche Schläge)
explain-reason-most-kings = er folgt aus der Regel der meisten Damen ({ $count } solche Schläge)
explain-crowns = ; der Stein wird zur Dame und der Zug endet
explain-passes = ; der Stein überquert die Grundreihe auf { $square }, endet dort aber nicht und bleibt daher ein Stein

## Rule titles

rule-not-a-move = Kein Zug
rule-square-not-playable = Kein spielbares Feld
rule-no-piece = Dort steht kein Stein
rule-not-your-piece = Nicht dein Stein
rule-destination-occupied = Feld besetzt
rule-men-not-backwards = Steine ziehen nicht rückwärts
rule-men-capture-forwards = Steine schlagen nur vorwärts
rule-kings-one-square = Damen ziehen ein Feld
rule-path-blocked = Weg versperrt
rule-not-a-step = Kein Schritt, den dieser Stein machen kann
rule-men-jump-short = Steine springen kurz
rule-capture-compulsory = Schlagzwang
rule-capture-not-finished = Ein Schlag muss zu Ende geführt werden
rule-maximum-capture = Mehrheitsschlag
rule-italian-men-cannot-take-kings = Steine schlagen keine Damen
rule-italian-capture-with-king = Mit der Dame schlagen
rule-italian-more-kings = Die meisten Damen schlagen
rule-italian-king-earlier = Die Dame zuerst schlagen
rule-spanish-more-kings = Die meisten Damen schlagen
rule-jumped-twice = Kein Stein wird zweimal übersprungen
rule-jumped-piece-blocks = Geschlagene Steine bleiben bis zum Zugende stehen
rule-promotion-ends-move = Die Umwandlung beendet den Zug
rule-passing-does-not-crown = Überqueren der Grundreihe macht keine Dame
rule-dameo-crowning-at-end = Dame nur, wo der Zug endet
rule-dameo-orthogonal-captures = Schläge sind orthogonal
rule-dameo-line-forward = Reihen ziehen vorwärts
rule-dameo-king-not-in-line = Damen ziehen nie in einer Reihe
rule-nothing-to-take = Nichts zu schlagen
rule-own-piece = Eigener Stein im Weg
rule-not-legal = Hier nicht erlaubt
rule-piece-cannot-move = Dieser Stein kann nicht ziehen
rule-ambiguous = Mehrdeutiger Zug
rule-game-over = Partie vorbei
rule-not-your-turn = Nicht am Zug
rule-other = Nicht erlaubt

## Rules in a sentence, for !why

general-capture-compulsory = In jeder Variante gilt: Wenn du schlagen kannst, musst du schlagen.
general-capture-not-finished = Ein schlagender Stein springt weiter, solange er kann; die ganze Folge ist ein Zug.
general-maximum-capture = Du musst einen Schlag wählen, der die meisten Steine schlägt (eine Dame zählt als einer).
general-italian-men-cannot-take-kings = Bei der Italienischen Dame kann ein Stein nie eine Dame schlagen.
general-italian-precedence = Italienischer Vorrang, der Reihe nach: die meisten Steine schlagen; lieber mit einer Dame als mit einem Stein schlagen; die meisten Damen schlagen; eine Dame so früh wie möglich schlagen.
general-spanish-more-kings = Spanische Regel: die meisten Steine schlagen und unter diesen die meisten Damen.
general-men-not-backwards = Steine ziehen nur vorwärts; Damen dürfen zurück.
general-men-capture-forwards = Bei der Englischen, Italienischen und Spanischen Dame schlagen Steine nur vorwärts.
general-kings-one-square = Bei der Englischen und Italienischen Dame ziehen und schlagen Damen jeweils ein Feld.
general-path-blocked = Eine fliegende Dame zieht nur über eine freie Diagonale.
general-jumped-twice = Kein Stein darf in einem Zug zweimal übersprungen werden.
general-jumped-piece-blocks = Geschlagene Steine werden erst am Ende des Zuges entfernt; bis dahin versperren sie den Weg.
general-promotion-ends-move = Ein Stein, der die Grundreihe erreicht, wird zur Dame und bleibt dort stehen.
general-passing-does-not-crown = Ein Stein wird nur zur Dame, wenn sein Zug auf der Grundreihe endet.
general-dameo-crowning-at-end = Beim Dameo wird ein Stein nur zur Dame, wenn sein Zug auf der letzten Reihe endet.
general-dameo-orthogonal-captures = Beim Dameo geht jeder Schlag entlang von Reihen und Linien.
general-dameo-lines = Beim Dameo darf eine lückenlose Reihe von Steinen ein Feld in ihre eigene Richtung vorrücken; Damen ziehen nie in einer Reihe.
general-own-pieces = Du ziehst nur deine eigenen Steine.
general-ambiguous = Schreibe jedes Landefeld, wenn mehrere Schläge passen.

## The facts of a refusal ($typed: the move as written; $moves: moves that are allowed)

refusal-not-a-move = `{ $text }` ist kein Zug. { $forms }
refusal-square-not-playable = { $square } ist bei { $variant } kein spielbares Feld. { $forms }
refusal-no-piece = auf { $square } steht kein Stein
refusal-not-your-piece = der Stein auf { $square } gehört { $color }
refusal-occupied = { $square } ist besetzt
refusal-men-not-backwards = ein Stein kann nicht von { $from } nach { $to } zurückziehen
refusal-men-capture-forwards = Steine schlagen hier nur vorwärts: der Stein auf { $from } kann nicht rückwärts schlagen
refusal-kings-one-square = Damen ziehen hier jeweils ein Feld: { $from } nach { $to } ist zu weit
refusal-path-blocked = der Weg von { $from } nach { $to } ist durch den Stein auf { $blocker } versperrt
refusal-men-jump-short = ein Stein schlägt, indem er über einen benachbarten Stein auf das Feld direkt dahinter springt: { $from }x{ $to } geht zu weit
refusal-man-not-a-step = ein Stein kann nicht von { $from } nach { $to }: { $step }
refusal-king-not-a-step = eine Dame kann nicht von { $from } nach { $to }: { $step }
refusal-capture-compulsory = { $typed } schlägt nichts, aber du kannst schlagen: { $moves }
refusal-capture-not-finished = { $typed } hält auf { $square }, aber der Schlag geht von dort weiter: { $moves }
refusal-maximum-capture = { $typed } schlägt { $took } — das Maximum hier ist { $max }: { $moves }
refusal-men-cannot-take-kings = bei der Italienischen Dame kann ein Stein keine Dame schlagen (die Dame auf { $square })
refusal-capture-with-king = bei gleichen Schlägen muss die Dame schlagen, nicht ein Stein: { $moves }
refusal-more-kings = bei gleichen Schlägen schlägt man die meisten Damen: { $typed } schlägt { $took }, { $max } sind möglich: { $moves }
refusal-king-earlier = bei gleichen Schlägen und Damen schlägt man die Dame so früh wie möglich: { $moves }
refusal-jumped-twice = { $square } würde zweimal übersprungen
refusal-jumped-piece-blocks = der Stein auf { $square } ist schon geschlagen, bleibt aber bis zum Zugende auf dem Brett und versperrt den Weg
refusal-promotion-ends-move = der Stein wird auf { $square } zur Dame und muss dort stehen bleiben
refusal-passing-does-not-crown = der Stein zieht als Stein über { $square } und kann nicht als Dame weiterschlagen
refusal-crowning-at-end = auf { $square } ist der Stein noch ein Stein: Er wird erst dort zur Dame, wo sein Zug endet
refusal-men-orthogonal = Steine schlagen nur entlang von Reihen und Linien, nie diagonal
refusal-kings-orthogonal = Damen schlagen nur entlang von Reihen und Linien, nie diagonal
refusal-line-forward = { $from } nach { $to } muss vorwärts über eine lückenlose Reihe deiner eigenen Steine gehen
refusal-king-not-in-line = eine Dame zieht nie in einer Reihe: Sie kann nicht über den Stein auf { $square }
refusal-nothing-to-take = zwischen { $from } und { $to } gibt es nichts zu schlagen
refusal-own-piece = du kannst deinen eigenen Stein auf { $square } nicht überspringen
refusal-not-legal = { $text } ist hier nicht erlaubt; der Stein auf { $from } kann ziehen: { $moves }
refusal-piece-cannot-move = der Stein auf { $from } hat keinen Zug; erlaubte Züge: { $moves }
refusal-ambiguous = `{ $text }` passt zu mehreren Zügen; schreibe einen vollständig: { $moves }
refusal-game-over = die Partie ist vorbei: { $result }
refusal-not-your-turn = du bist nicht am Zug: { $color } ist am Zug
step-dameo-man = ein Stein zieht ein Feld gerade oder diagonal vorwärts oder rückt eine Reihe von Steinen vor
step-dameo-king = eine Dame zieht wie die Dame im Schach über eine freie Linie
step-short-king = eine Dame zieht ein Feld diagonal
step-flying-king = eine Dame zieht über eine freie Diagonale
step-man = ein Stein zieht ein Feld diagonal vorwärts

## How moves and squares are written (notation stays exactly as shown)

move-forms-english = Schreibe einen Zug als 11-15, einen Schlag als 23x14 oder mit jedem Landefeld, 23x14x5.
move-forms-italian = Schreibe einen Zug als 21-17, einen Schlag als 23x14 oder mit jedem Landefeld, 28x19x10.
move-forms-spanish = Schreibe einen Zug als 9-13, einen Schlag als 10x19 oder mit jedem Landefeld, 8x12x20.
move-forms-international = Schreibe einen Zug als 32-28, einen Schlag als 28x19 oder mit jedem Landefeld, 28x19x10.
move-forms-brazilian = Schreibe einen Zug als c3-d4, einen Schlag als c3xe5 oder mit jedem Landefeld, c3xe5xc7.
move-forms-dameo = Schreibe einen Zug als c3-c4 (einen Reihenzug als Von-nach des hintersten Steins, c1-c4), einen Schlag als e2xe4xg4xg6.
square-forms-32 = Die Felder sind von 1 bis 32 nummeriert.
square-forms-50 = Die Felder sind von 1 bis 50 nummeriert.
square-forms-72 = Die Felder sind von 1 bis 72 nummeriert.
square-forms-brazilian = Die Felder gehen von a1 bis h8, nur dunkle Felder (a1 ist dunkel).
square-forms-dameo = Die Felder gehen von a1 bis h8.

## Help

help-intro = Ich leite Damepartien in diesem Chat: Fordere einen Freund heraus, spiele, indem du Züge tippst, und sieh nach jedem Zug das Brett. Befehle:
help-line = { CODE($usage) } — { $summary }
help-default-variant = Hier ist die Standardvariante { $variant }. { $forms } Mehr zu einem Befehl: { CODE("!help move") }
help-command = { CODE($usage) } — { $summary }.
help-aliases = Auch: { $aliases }.
help-arg = { $name }: { $description }
help-example = Beispiel: { CODE($example) }
help-unknown = Es gibt keinen Befehl `{ $name }`. Die Liste: { CODE("!help") }
variants-head = Varianten:
variants-line = { BOLD($code) } — { $name }: { $summary }
variants-foot = Herausfordern mit { CODE("!challenge @friend italian") }
summary-english = 8x8, Schwarz beginnt; Steine nur vorwärts, kurze Damen; Schlagzwang, beliebige Folge, zu Ende geführt.
summary-italian = 8x8 gespiegelt, Weiß beginnt; Steine schlagen keine Damen; kurze Damen; meiste Steine, dann mit Dame, meiste Damen, Damen zuerst.
summary-spanish = 8x8 gespiegelt, von rechts unten nummeriert; fliegende Damen; meiste Steine, dann meiste Damen.
summary-international = 10x10, je 20 Steine; Steine schlagen auch rückwärts; fliegende Damen; Mehrheitsschlag; Dame nur bei Zugende auf der Grundreihe.
summary-brazilian = Internationale Regeln auf einem 8x8-Brett, algebraische Felder (c3-d4).
summary-dameo = Alle 64 Felder; Steine ziehen gerade oder diagonal vorwärts und rücken in Reihen vor; orthogonale Schläge; Damen ziehen wie die Schachdame.

## Parse errors

unknown-command = Den Befehl `{ $name }` kenne ich nicht.
did-you-mean = Meintest du { CODE($command) }, wie in { CODE($example) }?
all-commands = Alle Befehle: { CODE("!help") }
missing-argument = { CODE($command) } braucht { $arg } ({ $description }). Verwendung: { CODE($usage) }. Beispiel: { CODE($example) }
unexpected-word = { CODE($command) } nimmt kein `{ $word }`. Verwendung: { CODE($usage) }. Beispiel: { CODE($example) }
bad-argument = `{ $value }` ist als `{ $arg }` von { CODE($command) } nicht gültig ({ $description }).
bad-argument-example = Beispiel: { CODE($example) }
bad-game-id = `{ $value }` ist keine Partienummer: Schreibe # und die Nummer, z. B. { CODE($command, " #12") }

## Rules in short (!rules); notation exactly as written

topic-moves = Züge
topic-captures = Schlagen
topic-kings = Damen
topic-draws = Remis
topic-notation = Notation
rules-head = { BOLD($name) } — { $summary }
rules-topic = { BOLD($title) }: { $text }
rules-more = Mehr: { CODE("!rules ", $code, " draws") }, { CODE("!rules ", $code, " notation") }, { CODE("!rules ", $code, " giveaway") }
rules-flying-kings = Damen fliegen: beliebig weit über eine freie Diagonale; sie schlagen einen Stein in jeder Entfernung und landen auf einem beliebigen freien Feld dahinter.
rules-english-moves = Schwarz beginnt. Steine ziehen ein Feld diagonal vorwärts auf ein freies Feld.
rules-english-captures = Schlagen ist Pflicht: Springe über einen benachbarten gegnerischen Stein auf das freie Feld dahinter; Steine schlagen nur vorwärts. Ein Schlag geht weiter, solange es geht, aber unter mehreren Schlägen darf man frei wählen (kein Mehrheitsschlag).
rules-short-kings = Ein Stein, der die gegnerische Grundreihe erreicht, wird zur Dame, und sein Zug endet dort. Damen ziehen und schlagen jeweils ein Feld, vorwärts und rückwärts.
rules-english-draws = Durch Vereinbarung (!draw) oder durch die Zugzählung: Haben beide Seiten eine Dame, 50 Züge je Seite nur mit Damen und ohne Schlagen. Der Bot wendet sie selbst an.
rules-english-notation = Felder 1–32 von links oben (Seite von Schwarz); a1 ist ein Spielfeld. Schwarz beginnt auf 1–12, Weiß auf 21–32. Züge 11-15; Schläge 23x14 oder mit jedem Landefeld 23x14x5.
rules-italian-moves = Weiß beginnt. Steine ziehen ein Feld diagonal vorwärts.
rules-italian-captures = Schlagen ist Pflicht und muss zu Ende geführt werden. Steine schlagen nur vorwärts und nie eine Dame. Bei mehreren Schlägen: die meisten Steine; dann lieber mit Dame als mit Stein; dann die meisten Damen; dann eine Dame so früh wie möglich; dann freie Wahl.
rules-italian-draws = Vereinbarung; dieselbe Stellung zum dritten Mal mit demselben Spieler am Zug; 2 Damen gegen 1 nicht binnen 20 Zügen gewonnen, 3 gegen 2 binnen 30; die 40-Züge-Zählung auf Verlangen (!draw count): 40 Züge des Verlangenden ohne Schlag oder Steinzug.
rules-italian-notation = Das Brett ist gespiegelt: h1 ist ein Spielfeld (der 'cantone', 32). Felder 1–32 von links oben. Weiß beginnt auf 21–32, Schwarz auf 1–12. Züge 21-17; Schläge 28x19x10.
rules-spanish-moves = Weiß beginnt. Steine ziehen ein Feld diagonal vorwärts.
rules-spanish-captures = Schlagen ist Pflicht; Steine schlagen nur vorwärts, Steine wie Damen. Schlage die meisten Steine, dann die meisten Damen. Übersprungene Steine bleiben bis zum Zugende auf dem Brett.
rules-spanish-kings = Ein Stein, der die Grundreihe erreicht, wird zur Dame und bleibt stehen. Damen fliegen: beliebig weit über eine freie Diagonale; sie schlagen auf Entfernung und landen bei einem Mehrfachschlag dort, wo der Schlag weitergehen kann.
rules-spanish-draws = Vereinbarung; dritte Wiederholung mit demselben Spieler am Zug; 3 Damen gegen 1 nicht binnen 12 Zügen je Seite gewonnen; das Endspiel mit Steinen auf 2 und 9 (oder 31 und 24): 32 Züge je Seite.
rules-spanish-notation = Nummeriert 1–32 von rechts unten (Seite von Weiß). Weiß beginnt auf 1–12, Schwarz auf 21–32. Züge 9-13; Schläge 10x19.
rules-international-captures = Schlagen ist Pflicht; Steine schlagen vorwärts und rückwärts. Es müssen die meisten Steine geschlagen werden (eine Dame zählt als einer); bei Gleichstand freie Wahl. Übersprungene Steine werden am Zugende entfernt, und kein Stein wird zweimal übersprungen.
rules-international-kings = Ein Stein wird nur zur Dame, wenn sein Zug auf der Grundreihe endet: Sie während eines Schlags zu überqueren, macht keine Dame.
rules-international-draws = Vereinbarung; dritte Wiederholung; 25 Züge je Seite nur mit Damen und ohne Schlagen; drei Steine mit einer Dame gegen eine einzelne Dame: 16 Züge je Seite; zwei gegen eine einzelne Dame: 5 Züge je Seite.
rules-international-moves = 10x10, je 20 Steine; Weiß beginnt. Steine ziehen ein Feld diagonal vorwärts.
rules-international-notation = Felder 1–50 von links oben (1 = b10, 46 = a1). Weiß beginnt auf 31–50, Schwarz auf 1–20. Züge 32-28; Schläge 28x19x10.
rules-brazilian-moves = Internationale Regeln auf 8x8: Weiß beginnt von den Reihen 1–3, Schwarz von den Reihen 6–8. Steine ziehen ein Feld diagonal vorwärts.
rules-brazilian-notation = Algebraische Felder, a1 dunkel, Weiß unten: Züge c3-d4, Schläge c3xe5xc7.
rules-dameo-moves = Alle 64 Felder; Weiß beginnt; je 18 Steine. Ein Stein zieht ein Feld gerade oder diagonal vorwärts. Eine lückenlose Reihe eigener Steine darf ein Feld in ihre Richtung vorrücken: Der hinterste Stein springt auf das Feld vor der Spitze (c1-c4 macht aus c1, c2, c3 die Felder c2, c3, c4). Damen ziehen nie in einer Reihe.
rules-dameo-captures = Steine und Damen schlagen nur orthogonal (vorwärts, seitwärts, rückwärts), Steine wie Damen. Es müssen die meisten Steine geschlagen werden (eine Dame zählt als einer); übersprungene Steine werden am Zugende entfernt.
rules-dameo-kings = Ein Stein wird nur zur Dame, wenn sein Zug auf der letzten Reihe endet. Damen ziehen wie die Dame im Schach und schlagen orthogonal auf jede Entfernung, mit Landung auf einem beliebigen freien Feld dahinter.
rules-dameo-draws = Vereinbarung oder dieselbe Stellung zum dritten Mal mit demselben Spieler am Zug.
rules-dameo-notation = Algebraische Felder a1–h8 wie im Schach, Weiß unten. Züge c3-c4; Schläge e2xe4xg4xg6; ein Reihenzug wird mit den Feldern des hintersten Steins geschrieben.

## Play over days

clock-days =
    { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    }
span-less-than-minute = weniger als eine Minute
span-minutes = { $minutes } min
span-hours = { $hours } h
span-hours-minutes = { $hours } h { $minutes } min
span-days = { $days } d
span-days-hours = { $days } d { $hours } h
clock-line = { $per_move } pro Zug: noch { $left }
clock-line-up = { $per_move } pro Zug: Zeit abgelaufen
clock-rule = Uhr: { $per_move } pro Zug; wer nicht rechtzeitig zieht, verliert auf Zeit.
clock-warning = { $player }, Partie #{ $game } gegen { $opponent }: 80 % deiner Zeit für diesen Zug sind verbraucht — noch { $left } ({ $per_move } pro Zug). Ziehe mit { CODE("!move #", $game, " …") }, sonst verlierst du auf Zeit.
timed-out = Kein Zug in der Zeit ({ $per_move } pro Zug).
reminder = { $player }, du bist in Partie #{ $game } gegen { $opponent } ({ $variant }) am Zug, schon seit { $waiting }. { CODE("!board #", $game) } zeigt die Stellung.
rating-change = Wertungen ({ $variant }): { $white }, { $black }.
rating-change-one = { $player } { $before } → { $after }
stats-none = { $player } hat hier noch keine beendeten Partien.
stats-head = Ergebnisse von { $player } hier:
stats-line = { $variant }: { $wins } gewonnen, { $draws } remis, { $losses } verloren — { $rating }
stats-rating = Wertung { $rating } ± { $deviation }
stats-unrated = noch keine Wertung
leaderboard-empty = Hier noch keine gewerteten Partien { $variant }: Beendet eine, und die Tabelle beginnt. { CODE("!challenge @friend ", $code) }
leaderboard-head = Rangliste { $variant } hier, sortiert nach Wertung − 2×RD (eine Wertung, über der jeder Spieler sehr wahrscheinlich liegt, damit ein glücklicher erster Sieg nicht an die Spitze führt; alle beginnen mit 1500 ± 350):
leaderboard-line =
    { $rank }. { $player } — { $rating } ± { $deviation }, { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }
replay-caption =
    #{ $game } { $white } ({ color-white }) gegen { $black } ({ color-black }), { $variant }: die ganze Partie, { $plies ->
        [one] { $plies } Zug
       *[other] { $plies } Züge
    }. { $end }
replay-under-way = Läuft noch.
replay-over = { $outcome }.
chart-caption = #{ $game } { $white } ({ color-white }) gegen { $black } ({ color-black }): Steine und Damen jeder Seite nach jedem Zug (durchgezogene Linien: Steine, gestrichelt: Damen).
chart-title = #{ $game } { $white } gegen { $black }
nothing-played = Partie #{ $game } hat noch nicht begonnen: Es gibt noch nichts zu zeigen.

## Commands: summaries (slash commands, !help) and arguments (at most 100 characters)

command-help = Was der Bot macht und wie man hier Züge eingibt
command-help-command = ein Befehl, der erklärt werden soll
command-variants = Die Varianten mit je einer Zeile
command-challenge = Jemanden zu einer Partie herausfordern
command-challenge-opponent = wen du herausforderst
command-challenge-variant = die Variante (Standard: die des Kanals)
command-challenge-color = deine Farbe
command-accept = Herausforderung, Rücknahmewunsch oder Remisangebot annehmen
argument-game = welche deiner Partien, als #id
argument-what = worauf du antwortest: challenge, draw oder undo (Standard: was auf dich wartet)
command-decline = Herausforderung, Rücknahmewunsch oder Remisangebot ablehnen
command-cancel = Deine Herausforderung zurückziehen
command-move = Einen Zug in deiner Partie spielen
command-move-move = der Zug, z. B. 23x14 oder 11-15
command-board = Das aktuelle Brett erneut posten
command-moves = Deine erlaubten Züge (von einem Feld)
command-moves-square = nur die Züge von diesem Feld
command-why = Die letzte Entscheidung erklären, oder warum ein Zug erlaubt ist oder nicht
command-why-move = ein Zug, der erklärt werden soll
command-rules = Die Regeln in Kürze
command-rules-variant = die Variante
command-rules-topic = moves, captures, kings, draws, notation, giveaway
command-undo = Den Gegner bitten, deinen letzten Zug zurückzunehmen
command-draw = Remis anbieten oder annehmen; `count` startet eine Zugzählung
command-draw-count = eine Zugzählung starten, wo die Variante eine hat
command-resign = Aufgeben
command-huff = Soffio: einen Stein pusten, der einen Schlag ausgelassen hat
command-huff-square = der Stein, der hätte schlagen müssen
command-games = Partien in diesem Kanal
command-stats = Siege, Remis, Niederlagen und Wertung je Variante
command-stats-player = wessen Ergebnisse (Standard: deine)
command-top = Die Rangliste dieser Community
command-top-variant = die Variante
command-replay = Die Partie als animiertes GIF
command-chart = Ein Diagramm der Steine und Damen im Partieverlauf
command-settings = Kanaleinstellungen (nur Admins)
command-settings-key = die Einstellung
argument-value = ihr neuer Wert
command-prefs = Deine Einstellungen: Seite, Sprache, Erinnerungen, Zeitzone, Ruhezeit, tägliche Übersicht
command-prefs-key = die Einstellung

## Slash commands' names in Discord's menu (the bot still reads the English name): lowercase
## letters and digits, - or _, no spaces, at most 32 characters, all different.

slash-help = hilfe
slash-variants = varianten
slash-challenge = herausfordern
slash-accept = annehmen
slash-decline = ablehnen
slash-cancel = zurückziehen
slash-move = zug
slash-board = brett
slash-moves = züge
slash-why = warum
slash-rules = regeln
slash-undo = zurücknehmen
slash-draw = remis
slash-resign = aufgeben
slash-huff = pusten
slash-pdn = pdn
slash-games = partien
slash-stats = statistik
slash-top = rangliste
slash-replay = wiederholung
slash-chart = diagramm
slash-settings = einstellungen
slash-prefs = vorlieben

game-kind-giveaway = { $variant }, Schlagdame
challenge-giveaway = Schlagdame: wer nicht ziehen kann, gewinnt
game-starts-giveaway = {" "}(Schlagdame: wer nicht mehr ziehen kann, gewinnt)
ambiguous-variant = `{ $word }` kann Türkische Dame (dama, Türk daması) oder Italienische Dame (dama italiana) heißen, und es ist auch der Name dieses Bots. Für Türkische Dame schreibe { CODE($turkish) }; für Italienische Dame { CODE($italian) }.
summary-russian = 8x8, algebraische Felder; Steine schlagen auch rückwärts; fliegende Damen; jeder Schlag darf gewählt werden; ein beim Schlagen gekrönter Stein schlägt als Dame weiter.
summary-turkish = Alle 64 Felder, je 16 Steine; Steine ziehen gerade vorwärts oder seitwärts; Damen fliegen über Reihen und Linien; Mehrheitsschlag; geschlagene Steine verschwinden sofort.
summary-pool = 8x8 nummeriert wie Englische Dame, Schwarz beginnt; Steine schlagen auch rückwärts; fliegende Damen; jeder Schlag darf gewählt werden.
summary-czech = 8x8, algebraische Felder; Steine schlagen nur vorwärts; fliegende Damen; eine Dame, die schlagen kann, muss; sonst jeder Schlag.
summary-frisian = 10x10; Steine und Damen schlagen auch über Linien und Reihen; der Schlag mit dem höchsten Wert; eine Dame zieht höchstens dreimal hintereinander.
summary-canadian = Internationale Regeln auf einem 12x12-Brett, je 30 Steine, Felder 1 bis 72.
topic-giveaway = Schlagdame (giveaway)

rules-russian-moves = 8x8; Weiß beginnt von a1–h3, Schwarz steht auf a6–h8. Steine ziehen ein Feld diagonal vorwärts.
rules-russian-captures = Schlagen ist Pflicht und wird zu Ende geführt, aber unter mehreren Schlägen darf jeder gewählt werden (keine Mehrheitsregel). Steine schlagen vorwärts und rückwärts. Übersprungene Steine bleiben bis zum Zugende auf dem Brett (der „türkische Schlag“): Sie versperren den Weg und werden nie zweimal übersprungen.
rules-russian-kings = Ein Stein, der die letzte Reihe erreicht, wird sofort Dame, auch mitten im Schlagen, und schlägt im selben Zug als Dame weiter.
rules-russian-draws = Vereinbarung; dieselbe Stellung zum dritten Mal mit demselben Spieler am Zug; 15 Züge je Seite nur mit Damen ohne Schlagen; drei Damen gegen eine einzelne Dame: 15 Züge der stärkeren Seite; Damen auf beiden Seiten und unverändertes Material: 30 Züge je Seite bei 4–5 Steinen, 60 bei 6–7; drei Steine mit Dame gegen eine einzelne Dame auf der großen Diagonale a1–h8, oder zwei Steine oder eine Dame gegen eine einzelne Dame: 5 Züge der stärkeren Seite. Der Bot wendet sie selbst an.
rules-russian-notation = Algebraische Felder, a1 dunkel unten links bei Weiß: Züge c3-d4; Schläge mit Doppelpunkt und jedem Landefeld, c3:e5:c7 (x wird auch gelesen).
rules-turkish-moves = Alle 64 Felder; je 16 Steine, Weiß auf den Reihen 2–3, Schwarz auf 6–7; Weiß beginnt. Steine ziehen ein Feld vorwärts oder seitwärts, nie rückwärts oder diagonal.
rules-turkish-captures = Schlagen ist Pflicht: Man springt über einen benachbarten Stein vorwärts oder seitwärts auf das leere Feld dahinter (Steine schlagen nie rückwärts). Es müssen die meisten Steine geschlagen werden (eine Dame zählt als einer); bei Gleichstand freie Wahl. Jeder übersprungene Stein verlässt sofort das Brett, und ein Schlag darf zwischen zwei Sprüngen nicht um 180° umkehren.
rules-turkish-kings = Ein Stein wird Dame, wenn sein Zug auf der letzten Reihe endet; erreicht er sie beim Schlagen, schlägt er als Stein weiter. Damen ziehen wie der Turm im Schach über freie Reihen und Linien und schlagen einen Stein in jeder Entfernung, mit Landung auf einem beliebigen leeren Feld dahinter.
rules-turkish-draws = Vereinbarung; je ein Stein auf jeder Seite (auch Dame gegen Stein) ist sofort Remis; dieselbe Stellung zum dritten Mal mit demselben Spieler am Zug.
rules-turkish-notation = Algebraische Felder a1–h8 wie im Schach, Weiß unten: Züge d3-d4; Schläge d4xd6xf6 (: wird auch gelesen).
rules-pool-moves = 8x8 nummeriert wie Englische Dame; Schwarz beginnt von 1–12, Weiß steht auf 21–32. Steine ziehen ein Feld diagonal vorwärts.
rules-pool-captures = Schlagen ist Pflicht und wird zu Ende geführt, aber unter mehreren Schlägen darf jeder gewählt werden. Steine schlagen vorwärts und rückwärts. Steine werden am Zugende entfernt; keiner wird zweimal übersprungen.
rules-pool-kings = Ein Stein, der seinen Zug auf der letzten Reihe beendet, wird Dame; einer, der sie beim Schlagen erreicht und weiterspringen kann, muss als Stein weitermachen, ohne Dame zu werden.
rules-pool-draws = Vereinbarung; dieselbe Stellung zum dritten Mal mit demselben Spieler am Zug; drei Damen gegen eine, nicht gewonnen in 13 Zügen der stärkeren Seite; 15 Züge je Seite nur mit Damen ohne Schlagen.
rules-pool-notation = Felder 1–32 von oben links (Seite von Schwarz), wie Englische Dame: Züge 11-15; Schläge 15x24x31.
rules-czech-captures = Schlagen ist Pflicht und wird zu Ende geführt; Steine schlagen nur vorwärts. Kann eine Dame schlagen, muss eine Dame schlagen; sonst, und unter den Schlägen der Damen, darf jeder gewählt werden. Übersprungene Steine werden am Zugende entfernt.
rules-czech-kings = Ein Stein wird Dame, wenn sein Zug auf der letzten Reihe endet (Steine schlagen nur vorwärts, also endet ein Schlag, der sie erreicht, dort).
rules-czech-draws = Vereinbarung; dieselbe Stellung zum dritten Mal; 15 Züge je Seite ohne Schlagen und ohne Steinzug.
rules-czech-notation = Algebraische Felder, a1 dunkel: Züge c3-d4; Schläge c3:e5:g7 (x wird auch gelesen).
rules-frisian-moves = 10x10, je 20 Steine: Weiß auf 31–50 beginnt, Schwarz steht auf 1–20. Steine ziehen ein Feld diagonal vorwärts. Solange die eigene Seite Steine hat, darf eine Dame höchstens dreimal hintereinander ohne Schlagen ziehen; danach muss ein anderer Stein ziehen.
rules-frisian-captures = Schlagen ist Pflicht, diagonal und auch über Linien und Reihen, vorwärts und rückwärts: Auf einer Linie oder Reihe überspringt ein Stein den Stein zwei Felder weiter und landet auf dem dunklen Feld dahinter. Der Schlag mit dem höchsten Wert muss gespielt werden: Eine Dame ist mehr wert als ein Stein und weniger als zwei (2 Steine gehen vor 1 Dame, 2 Damen vor 3 Steinen); bei gleichem Wert muss die Dame schlagen. Steine werden am Zugende entfernt.
rules-frisian-kings = Ein Stein wird nur Dame, wenn sein Zug auf der letzten Reihe endet. Damen ziehen beliebig weit über eine freie Diagonale und schlagen in alle acht Richtungen in jeder Entfernung, mit Landung auf einem beliebigen freien dunklen Feld dahinter.
rules-frisian-draws = Vereinbarung; zwei Damen gegen eine Dame (nur Damen): 7 Züge je Seite; Dame gegen Dame: 2 Züge je Seite. Friesische Dame kennt keine Wiederholungsregel.
rules-frisian-notation = Felder 1–50 von oben links, wie International: Züge 32-28; Schläge 28x17, die geraden genauso (21x23).
rules-canadian-moves = 12x12, je 30 Steine: Weiß auf 43–72 beginnt, Schwarz steht auf 1–30. Steine ziehen ein Feld diagonal vorwärts.
rules-canadian-notation = Felder 1–72 von oben links, sechs je Reihe (1 = b12, 67 = a1). Weiß beginnt auf 43–72, Schwarz auf 1–30. Züge 45-39; Schläge 39x28x17.
rules-giveaway = Schlagdame (giveaway) ist eine Option jeder Variante (!challenge @freund russian giveaway): Wer nicht ziehen kann, gewinnt — keine Steine mehr oder alle blockiert. Alle anderen Regeln der Variante bleiben: Schlagen ist weiter Pflicht, und ihre Remisregeln gelten.

eval-win =
    { $winner } gewinnt in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }
bot-game = #{ $game }: { $bot } spielt auf Stufe { $level } von 10. Partien gegen den Bot sind ohne Wertung. { $takebacks }
bot-takebacks-granted = Auf dieser Stufe erlaubt er Zugrücknahmen (!undo).
bot-takebacks-low-levels = Zugrücknahmen erlaubt er nur auf den Stufen 1–3.
level-out-of-range = Stufe { $level } gibt es nicht: Der Bot spielt Stufe 1 (Anfänger) bis 10 (volle Stärke). Zum Beispiel { CODE("!challenge @dama level=5") }
level-only-against-bot = Eine Stufe gilt für Partien gegen den Bot; Menschen spielen auf ihrer eigenen. Fordere den Bot so heraus: { CODE("!challenge @dama level=5") }
bot-no-soffio = { $bot } spielt nicht mit der Blasregel: Fordere ihn ohne { CODE("soffio") } heraus.
bot-no-giveaway = { $bot } spielt nur auf Sieg nach den normalen Regeln: Fordere ihn ohne { CODE("giveaway") } heraus.
bot-grants-takeback = #{ $game }: { $bot } (Stufe { $level }) erlaubt die Zugrücknahme.
bot-declines-takeback = #{ $game }: { $bot } lehnt die Zugrücknahme ab: Auf Stufe { $level } spielt er ernsthaft; Rücknahmen erlaubt er nur auf den Stufen 1–3.
bot-accepts-draw = #{ $game }: { $bot } nimmt das Remis an.
bot-declines-draw = #{ $game }: { $bot } lehnt das Remis ab: Er nimmt es nur an, wenn er schlechter steht oder die Partie mit acht Steinen oder weniger ausgeglichen ist. Spiel weiter oder gib mit !resign auf.
hint-only-against-bot = Keine Tipps in Partie #{ $game }: Sie wird zwischen Menschen gespielt, und die Hilfe der Engine wäre unfair. Tipps gibt es in Partien gegen den Bot: { CODE("!challenge @dama") }
hint = Tipp für #{ $game }: { CODE($move) } ({ $eval }).
hint-line = Die erwartete Fortsetzung: { CODE($line) }
analysis-of-live-game = Partie #{ $game } wird noch zwischen Menschen gespielt: keine Engine-Analyse, bevor sie vorbei ist, denn sie würde einem der beiden helfen. Frag erneut, wenn sie beendet ist: { CODE("!analyse #", $game) }
analysis-of-giveaway = Partie #{ $game } wurde als Schlagdame gespielt, wo die Seite gewinnt, die nicht ziehen kann: Die Engine bewertet Stellungen nach den normalen Regeln und analysiert sie daher nicht.
analysis-under-way = Die Analyse von Partie #{ $game } läuft schon: Sie erscheint hier, sobald sie fertig ist.
analysis-progress =
    Analysiere Partie #{ $game }: { $done } von { $total ->
        [one] { $total } Stellung
       *[other] { $total } Stellungen
    } ({ $percent } %)…
analysis-done =
    Analyse von Partie #{ $game }: fertig, { $total ->
        [one] { $total } Stellung
       *[other] { $total } Stellungen
    } in { $seconds } s.
analysis-head = { BOLD("Analyse von Partie #", $game) } ({ $variant }, { $white } – { $black }).
analysis-head-over = { BOLD("Analyse von Partie #", $game) } ({ $variant }, { $white } – { $black }): { $outcome }.
analysis-side =
    { $player } ({ $color }): { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }, im Schnitt { $loss } Steine Verlust pro Zug, { $mistakes ->
        [one] { $mistakes } Fehler
       *[other] { $mistakes } Fehler
    } ({ $decisive } entscheidend).
analysis-mistakes-of = Fehler von { $color }:
analysis-mistake = Zug { $move }: { CODE($played) } kostet { $cost } Steine ({ $before } → { $after }){ $decisive }; besser { CODE($better) }{ $line }{ $why }.
analysis-mistake-decisive = {" "}{ BOLD("— entscheidend") }
analysis-mistake-line = {" "}({ CODE($line) })
analysis-mistake-why = . Warum: { CODE($line) }
analysis-no-mistakes = Auf keiner Seite ein Fehler von einem Stein oder mehr.
analysis-moves = Alle Züge (Bewertung nach dem Zug, + für Weiß, ? ein Fehler): { $moves }
evaluation-chart-title = #{ $game } { $white } gegen { $black }: Bewertung
bot-record = Gegen den Bot (ohne Wertung): { $levels }.
bot-record-level = Stufe { $level }: { $wins } gewonnen, { $draws } remis, { $losses } verloren

command-hint = Der Zug, den dir die Engine rät, in einer Partie gegen den Bot
command-analyse = Jeder Zug von der Engine bewertet, die Fehler und ein Diagramm
command-top-giveaway = die Schlagdame-Partien der Variante, eigens gewertet
slash-hint = tipp
slash-analyse = analyse

ending-russian-kings-lone-king = Drei Damen gegen eine einzelne Dame: { $color } hat { $moves } von 15 Zügen verbraucht, um sie zu fangen.
ending-russian-long-diagonal = Drei Steine gegen eine einzelne Dame auf der großen Diagonale: { $color } hat { $moves } von 5 Zügen zum Gewinnen verbraucht.
ending-russian-few-lone-king = Gegen eine einzelne Dame: { $color } hat { $moves } von 5 Zügen zum Gewinnen verbraucht.
ending-pool-three-kings-one = Drei Damen gegen eine: { $color } hat { $moves } von 13 Zügen verbraucht, um sie zu fangen.
ending-frisian-two-kings-one = Zwei Damen gegen eine: { $each } von 7 Zügen je Seite.
ending-frisian-king-king = Dame gegen Dame: { $each } von 2 Zügen je Seite.
rule-czech-king-must-capture = Die Dame muss schlagen
rule-frisian-value = Der Schlag mit dem höchsten Wert
rule-frisian-king-first = Die Dame schlägt zuerst
rule-frisian-three-king-moves = Drei Damenzüge hintereinander
rule-turkish-men-not-backwards = Steine ziehen nie rückwärts
rule-turkish-no-turning-back = Keine Umkehr beim Schlagen
rule-turkish-orthogonal = Nur über Reihen und Linien
rule-turkish-crowned-at-end = Dame erst am Zugende
rule-pool-passing-does-not-crown = Durchziehen der Grundreihe macht keine Dame
rule-russian-crowned-goes-on = Die neue Dame schlägt als Dame weiter
rule-land-to-continue = Dort landen, wo der Schlag weitergeht
refusal-king-must-capture = eine Dame kann schlagen, also muss eine Dame schlagen: { $moves }
refusal-frisian-value = der Schlag mit dem höchsten Wert ist Pflicht (eine Dame ist mehr wert als ein Stein und weniger als zwei): { $moves }
refusal-frisian-king-first = bei gleichem Wert muss die Dame schlagen, nicht der Stein: { $moves }
refusal-frisian-three-king-moves = die Dame auf { $square } hat dreimal hintereinander gezogen, und solange du Steine hast, darf sie jetzt nur schlagen; ziehe einen anderen Stein
refusal-turkish-men-not-backwards = Steine ziehen und schlagen vorwärts oder seitwärts, nie rückwärts: { $from } nach { $to } geht zurück
refusal-turkish-no-turning-back = ein Schlag darf nach der Landung auf { $square } nicht den Weg zurück nehmen, den er kam (eine Wende um 180°)
refusal-turkish-men-orthogonal = Steine ziehen und schlagen über Reihen und Linien, nie diagonal
refusal-turkish-kings-orthogonal = Damen ziehen und schlagen über Reihen und Linien, nie diagonal
refusal-turkish-crowned-at-end = ein Stein, der beim Schlagen die Grundreihe erreicht, schlägt als Stein weiter und wird erst am Zugende Dame: auf { $square } ist er noch ein Stein; er kann spielen: { $moves }
refusal-pool-passing-kings-row = ein Stein, der die Grundreihe mit einem Sprung erreicht und weiterspringen kann, macht als Stein weiter: auf { $square } wird er keine Dame; er kann spielen: { $moves }
refusal-russian-crowned-goes-on = ein Stein, der beim Schlagen Dame wird, schlägt als Dame weiter: von { $square } geht es weiter: { $moves }
refusal-must-land-to-continue = nach dem Schlagen eines Steins muss eine Dame dort landen, wo sie weiterschlagen kann, und von { $square } kann sie das nicht: { $moves }
move-forms-russian = Schreibe einen Zug als c3-d4, einen Schlag als c3:e5 oder mit jedem Landefeld, c3:e5:c7.
move-forms-turkish = Schreibe einen Zug als d3-d4, einen Schlag als d4xd6 oder mit jedem Landefeld, d4xd6xf6.
move-forms-pool = Schreibe einen Zug als 11-15, einen Schlag als 15x24 oder mit jedem Landefeld, 15x24x31.
move-forms-czech = Schreibe einen Zug als c3-d4, einen Schlag als c3:e5 oder mit jedem Landefeld, c3:e5:g7.
move-forms-frisian = Schreibe einen Zug als 32-28, einen Schlag als 28x17 oder mit jedem Landefeld, 28x17x8.
move-forms-canadian = Schreibe einen Zug als 45-39, einen Schlag als 45x34 oder mit jedem Landefeld, 45x34x23.

## Community (issue 14)

# Changed with issue 14 (moved here from above): $variants: the variants' codes.
command-challenge-options = giveaway, soffio, days=N | bank=30+1/45, unrated, level=1..10 (gegen den Bot)
command-pdn = Partien als PDN: eine, die eines Spielers oder alle des Kanals
command-pdn-player = jede Partie dieses Spielers hier, in einer Datei
command-pdn-all = jede Partie dieses Kanals, in einer Datei
command-games-all = auch die beendeten Partien, mit ihren Ergebnissen
command-games-page = welche Seite der beendeten Partien
command-watch = Eine Partie privat verfolgen: Jeder ihrer Züge kommt zu dir
command-unwatch = Eine Partie nicht mehr verfolgen
argument-watched-game = welche Partie, als #id
command-tournament = Turniere: create, join, leave, start, Tabelle
command-tournament-action = create, join, leave oder start (nichts: die Tabelle)
command-tournament-variant = die Variante (create; Standard: die des Kanals)
command-tournament-options = days=N pro Zug, rounds=N (create)
slash-watch = verfolgen
slash-unwatch = entfolgen
slash-tournament = turnier
help-tournament-options = Admins erstellen und starten ein Turnier; Spieler treten bei und wieder aus. Bis zu 8 Spieler: ein Rundenturnier (Berger-Tabellen; rounds=2 spielt jedes Paar zweimal mit getauschten Farben), Feinwertung Sonneborn–Berger. Mehr: ein Turnier im Schweizer System (Punktgruppen, kein Paar zweimal, ausgeglichene Farben, ein Freilos mit 1 Punkt für den Tiefstplatzierten, der noch keines hatte), rounds=N (Standard: ceil(log2 Spieler) + 1), Feinwertung Buchholz. Der Bot startet die Partien jeder Runde mit days=N pro Zug (Standard 3); wer austritt, verliert seine restlichen Partien kampflos.
bad-argument-tournament = Aktionen: create, join, leave, start; Optionen (create): eine Variante, days=N (1–30), rounds=N.
# $since, $left: durations (duration-*).
games-challenge-lapses = Herausforderung wartet seit { $since } auf Antwort, verfällt in { $left }
analysis-head-aborted = { BOLD("Analyse von Partie #", $game) } ({ $variant }, { $white } – { $black }): annulliert, kein Ergebnis.
# A game ended before each side had moved. $player: mention (who resigned or ran out of time).
game-aborted-resigned = Partie #{ $game } ist annulliert: { $player } hat aufgegeben, bevor beide Seiten einen Zug gemacht hatten. Kein Ergebnis, keine Wertungsänderung.
game-aborted-time = Partie #{ $game } ist annulliert: { $player } hat die Zeit überschritten, bevor beide Seiten einen Zug gemacht hatten. Kein Ergebnis, keine Wertungsänderung.
game-aborted-draw = Partie #{ $game } ist annulliert: Remis wurde vereinbart, bevor beide Seiten einen Zug gemacht hatten. Kein Ergebnis, keine Wertungsänderung.
# $challenger, $challenged: mentions; $days: a clock-days text.
challenge-lapsed = { $challenger }: Deine Herausforderung #{ $game } an { $challenged } ist verfallen, sie blieb { $days } lang unbeantwortet. Fordere erneut heraus mit { CODE("!challenge") }.
# !games all: the channel's finished games, page by page.
finished-games-none = In diesem Kanal gibt es noch keine beendeten Partien.
finished-games-head = Beendete Partien hier ({ $total }), Seite { $page } von { $pages }:
# $variant: its name; $white, $black: names; $result: finished-game-aborted, finished-game-won or how a draw ended; $plies: half-moves played.
finished-game-line =
    #{ $game } { $variant } — { $white } gegen { $black }: { $result }, { $plies ->
        [one] { $plies } Halbzug
       *[other] { $plies } Halbzüge
    }
finished-game-line-unrated =
    #{ $game } { $variant } — { $white } gegen { $black }: { $result }, ohne Wertung, { $plies ->
        [one] { $plies } Halbzug
       *[other] { $plies } Halbzüge
    }
finished-game-aborted = annulliert
# $player: the winner's name; $how: how the game ended.
finished-game-won = { $player } hat gewonnen ({ $how })
finished-games-more = Mehr: { CODE("!games all ", $page) }
no-such-page = Es gibt keine Seite { $page }: Die beendeten Partien füllen { $pages }. Versuche { CODE("!games all ", $pages) }.
# The caption of a PDN file of several games. $player: a name.
pdn-collection-player =
    { $count ->
        [one] { $count } Partie
       *[other] { $count } Partien
    } von { $player } in diesem Kanal, in einer PDN-Datei.
pdn-collection =
    { $count ->
        [one] { $count } Partie
       *[other] { $count } Partien
    } aus diesem Kanal, in einer PDN-Datei.
# $player: mention.
no-games-to-export-player = { $player } hat in diesem Kanal keine Partie gespielt.
no-games-to-export = In diesem Kanal wurde noch keine Partie gespielt.
# !watch: the moves of a game come to a spectator privately.
watching = Du verfolgst jetzt Partie #{ $game }: Jeder ihrer Züge kommt privat zu dir. Beenden mit { CODE("!unwatch #", $game) }.
watching-already = Du verfolgst Partie #{ $game } schon. Beenden mit { CODE("!unwatch #", $game) }.
unwatched = Du verfolgst Partie #{ $game } nicht mehr.
not-watching-game = Du verfolgst Partie #{ $game } nicht.
not-watching = Du verfolgst keine Partie in diesem Kanal.
watch-own-game = Du spielst in Partie #{ $game } mit: Die Züge erreichen dich hier schon.
# What a spectator's private message starts with. $white, $black: names.
watched-news = Partie #{ $game }, { $white } gegen { $black }:
# $player: mention.
direct-refused = { $player }: Ich kann dir nicht privat schreiben, deshalb verfolgst du keine Partie mehr. Öffne einen privaten Chat mit mir (oder erlaube Direktnachrichten) und dann noch einmal { CODE("!watch") }.
# Tournaments. $id: the tournament's number; $variant: its name; $days: a clock-days text.
tournament-created = Turnier #{ $id } ist offen: { $variant }, { $days } pro Zug. Tritt bei mit { CODE("!tournament join") }; ein Admin startet es mit { CODE("!tournament start") }.
tournament-created-rounds =
    Turnier #{ $id } ist offen: { $variant }, { $days } pro Zug, { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    }. Tritt bei mit { CODE("!tournament join") }; ein Admin startet es mit { CODE("!tournament start") }.
tournament-exists = In diesem Kanal läuft schon Turnier #{ $id }. Ansehen mit { CODE("!tournament") }.
no-tournament = Kein Turnier in diesem Kanal. Ein Admin eröffnet eines mit { CODE("!tournament create") }.
# $player: mention; $players: how many play now.
tournament-joined =
    { $player } tritt Turnier #{ $id } bei ({ $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    }).
tournament-joined-already =
    { $player } ist schon in Turnier #{ $id } ({ $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    }).
tournament-closed = Turnier #{ $id } hat begonnen: Es nimmt keine Spieler mehr auf.
# $player: mention.
tournament-left = { $player } verlässt Turnier #{ $id }.
tournament-left-forfeits = { $player } verlässt Turnier #{ $id } und verliert die restlichen Partien kampflos.
not-in-tournament = Du spielst nicht in Turnier #{ $id } mit.
tournament-too-small =
    Turnier #{ $id } hat { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    }: Zum Start braucht es mindestens 3.
tournament-changed = Turnier #{ $id } hat sich inzwischen geändert (jemand ist bei- oder ausgetreten): Versuche { CODE("!tournament start") } noch einmal.
tournament-started-swiss = Turnier #{ $id } beginnt: { $players } Spieler, Schweizer System (Feinwertung: Buchholz), { $rounds } Runden.
tournament-started-round-robin = Turnier #{ $id } beginnt: { $players } Spieler, Rundenturnier (Feinwertung: Sonneborn–Berger), { $rounds } Runden.
round-started = Turnier #{ $id }, Runde { $round } von { $rounds }:
# A round's pairing. $white, $black: mentions in pairing-game, names otherwise; $result: a result (1–0, ½–½, result-*).
pairing-game = #{ $game } { $white } ({ color-white }) gegen { $black } ({ color-black })
pairing-result = { $white } gegen { $black }: { $result }
# $player: a name.
pairing-bye = { $player }: Freilos (1 Punkt)
result-white-forfeit = 1–0 kampflos
result-black-forfeit = 0–1 kampflos
result-double-forfeit = 0–0, beide kampflos verloren
result-bye = Freilos
result-to-play = noch zu spielen
# The standings. $white, $black: names ($black may be —); $result: as in pairing-result.
standings-after = Turnier #{ $id }: { $white } – { $black } { $result }.
standings-open =
    Turnier #{ $id } ({ $variant }), offen, { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    }:
standings-join = Beitreten mit { CODE("!tournament join") }
standings-final = #{ $id } Endstand:
standings-round = #{ $id } Tabelle, Runde { $round } von { $rounds }:
# One player's line. $rank: place; $player: name (or standing-left); $points: points as written (2½); $value: the same as a number, to select on; $played: games played; $system: Buchholz or SB (Sonneborn–Berger); $tiebreak: its points.
standing-line =
    { $rank }. { $player } — { $points } { $value ->
        [one] Punkt
       *[other] Punkte
    } aus { $played }, { $system } { $tiebreak }
# $player: a name.
standing-left = { $player } (ausgetreten)
standings-title = Turnier #{ $id } — Runde { $round } von { $rounds }
# $player: mention.
tournament-over = Turnier #{ $id } ist beendet. Sieger: { $player }!

## Correspondence (issue 17)

# The channel's settings. $language: a language code; $variant: the variant's code; $reminders: settings-reminders-*; $threads: on/off; $challenge_days: a clock-days text; $vacation_days: a number (0: vacations off).
settings-channel = Einstellungen dieses Kanals: Sprache { $language }, Variante { $variant }, Ausrichtung { $orientation } (bei 'mover' Bretter von der Seite des Spielers am Zug), Erinnerungen { $reminders }, ein Thread pro Partie { $threads }, Herausforderungen gelten { $challenge_days }, Urlaubstage pro Spieler und Jahr { $vacation_days }. Admins ändern sie mit { CODE("!settings language it") }
help-challenge-options-bank = Varianten: { $variants }. Farbe: white, black oder random (Standard). Optionen: giveaway (wer nicht ziehen kann, gewinnt; jede Variante), soffio (Spanisch, International), days=N (Tage pro Zug) oder bank=30+1/45 (ein Zeitkonto von 30 Tagen, +1 pro Zug, höchstens 45; Stunden mit h), unrated (das Ergebnis zählt für keine Wertung). Gegen den Bot (@dama oder die Erwähnung des Bots): level=1..10. Eine unbeantwortete Herausforderung verfällt nach den challenge_days des Kanals (Standard 7). Eine Partie, die endet, bevor beide Seiten gezogen haben, wird annulliert und nicht gewertet.
bad-argument-challenge-bank = Varianten: { $variants }; Farben: white, black, random; Optionen: giveaway, soffio, days=N (1–30) oder bank=30+1/45, unrated, level=N (1–10, gegen den Bot).
command-away = Urlaub: Deine Uhren stehen still
command-away-length = Tage (5d), on oder off
slash-away = urlaub
# !help prefs: the values each preference takes (keywords and values exactly as written).
help-prefs-values = flip on|off: Brett von deiner Seite, wenn du am Zug bist. language en|it|auto. reminders 12h|off|channel: wie oft dich eine Partie erinnert, die auf dich wartet. timezone Europe/Rome: deine IANA-Zeitzone (UTC, bis du sie setzt), für die beiden folgenden. quiet 22-08|off: keine Erinnerungen oder Erwähnungen in diesen Stunden; an ihrem Ende eine Übersicht deiner Partien. digest daily 09:00|off: eine Nachricht am Tag, als Direktnachricht, wo die Plattform es erlaubt, mit jeder Partie, in der du am Zug bist, und der verbleibenden Zeit, statt einer Erinnerung pro Partie.
# A time bank: $bank is its rule as typed (30+1/45: 30 days, +1 a move, at most 45).
clock-setting-bank = Zeitkonto { $bank }
clock-rule-bank = Uhr: ein Zeitkonto von { $bank } (Tage, oder Stunden mit h: das Konto, + was jeder Zug hinzufügt, / das Höchste, was es fasst); wessen Konto leer ist, verliert auf Zeit.
# $white, $black: a span, or clock-bank-up.
clock-line-bank = Zeitkonto { $bank }: { color-white } { $white }, { color-black } { $black }
clock-bank-up = Zeit abgelaufen
# $player: mention; $opponent: name; $left: a span.
clock-warning-bank = { $player }, Partie #{ $game } gegen { $opponent }: 80 % deiner Zeit sind verbraucht — noch { $left } (Zeitkonto { $bank }). Ziehe mit { CODE("!move #", $game, " …") }, sonst verlierst du auf Zeit.
timed-out-bank = Kein Zug in der Zeit (Zeitkonto { $bank }).
# !prefs, after the language and the boards. $reminders: one of the three below; $zone: an IANA time zone; $used, $allowed: vacation days.
prefs-hours = Erinnerungen { $reminders }; Zeitzone { $zone }; Urlaubstage in diesem Jahr genommen: { $used } von { $allowed }
prefs-reminders-channel = wie im Kanal
prefs-reminders-off = aus
prefs-reminders-every = alle { $hours } h
# Added to prefs-hours when set (prefs-away after a space). $quiet: hours as 22-08; $at: a time as 09:00; $left: a span.
prefs-quiet = ; Ruhezeit { $quiet }
prefs-digest = ; tägliche Übersicht um { $at }
prefs-away = (gerade im Urlaub, noch { $left })
# !away. $span: how long (a span); $left: clock-days.
away-started = Schönen Urlaub! Für { $span } stehen alle deine Uhren still, und niemand bekommt deinetwegen Erinnerungen. Er endet, wenn du ziehst, oder mit { CODE("!away off") }. Verbleibender Urlaub in diesem Jahr: { $left }.
away-extended = Dein Urlaub endet jetzt in { $span }. Er endet, wenn du ziehst, oder mit { CODE("!away off") }. Verbleibender Urlaub in diesem Jahr: { $left }.
# $player: name; $days: days taken this year.
away-ended = Willkommen zurück, { $player }: Deine Uhren laufen wieder, jede mit der Zeit, die sie hatte. Urlaubstage in diesem Jahr genommen: { $days }.
# $opponent: mention; $away: name; $span: a span.
opponent-away = { $opponent }, { $away } ist für bis zu { $span } im Urlaub: Die Uhr von { $away } in Partie #{ $game } steht bis zur Rückkehr still.
not-away = Du bist nicht im Urlaub. { CODE("!away 5d") } startet einen Urlaub von fünf Tagen.
vacations-off = Urlaub ist in diesem Kanal abgeschaltet (Einstellung vacation_days 0).
no-vacation-left =
    Du hast deine { $days } { $days ->
        [one] Urlaubstag
       *[other] Urlaubstage
    } für dieses Jahr schon genommen.
# $value: what was typed.
bad-away = `{ $value }` ist keine Urlaubsdauer. Versuche { CODE("!away 5d") }, { CODE("!away on") } oder { CODE("!away off") }.
# The games where it is a player's move. $player: mention; $games: how many.
digest-daily =
    { $player }, deine tägliche Übersicht: Du bist am Zug in { $games ->
        [0] keiner Partie
        [one] { $games } Partie
       *[other] { $games } Partien
    }.
digest-quiet-over =
    { $player }, deine Ruhezeit ist vorbei: Du bist am Zug in { $games ->
        [0] keiner Partie
        [one] { $games } Partie
       *[other] { $games } Partien
    }.
# $opponent: name; $waiting: a span; $clock: a clock line.
digest-line = #{ $game } gegen { $opponent } ({ $variant }), wartet seit { $waiting }; { $clock }.
digest-line-no-clock = #{ $game } gegen { $opponent } ({ $variant }), wartet seit { $waiting }; ohne Uhr.
