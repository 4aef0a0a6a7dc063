# dama: všechny texty bota česky. Vzorem je en/dama.ftl: tady jsou přesně tytéž zprávy
# se stejnými proměnnými ($jména).
# Conventions (see bot/locales/README.md): CODE(...) shows commands and moves monospaced,
# BOLD(...) shows a title in bold; a placeable named after a person ($player, $opponent,
# $author, ...) is a real mention where the comment says "mention", else the person's name.
# Moves, squares and commands (!move 11-15, 23x14, c3-d4, #12) never change.
# Plurals: one (1), few (2–4), other (0, 5 and more).

## Names

color-white = Bílý
color-black = Černý
variant-english = Anglická dáma
variant-italian = Italská dáma
variant-spanish = Španělská dáma
variant-international = Mezinárodní dáma
variant-brazilian = Brazilská dáma
variant-dameo = Dameo
variant-russian = Ruská dáma
variant-turkish = Turecká dáma
variant-pool = Pool checkers
variant-czech = Česká dáma
variant-frisian = Fríská dáma
variant-canadian = Kanadská dáma
# $shown: the first moves, comma-separated; $more: how many are left out.
list-more = { $shown } a { $more } dalších
on = zapnuto
off = vypnuto
# A piece in a list of pieces taken: $square holds a king.
taken-king = { $square } dáma

## Moves and boards

# $game: the game number; $mover: the player's name; $color: their colour; $move: the move.
move-played = #{ $game } { $mover } ({ $color }) { CODE($move) }.
# $details: what the move did ("takes 2 (18, 11 king), crowned").
move-played-details = #{ $game } { $mover } ({ $color }) { CODE($move) } — { $details }.
# $count: pieces taken; $squares: where.
move-takes =
    { $count ->
        [one] bere { $count } kámen ({ $squares })
        [few] bere { $count } kameny ({ $squares })
       *[other] bere { $count } kamenů ({ $squares })
    }
move-crowned = proměna v dámu
# $player (mention) is to move with $color; $move: the move number.
to-move = Na tahu je { $player } ({ $color }), tah { $move }.
# $mover, $player: names; $ignored: the captures that were due; $squares: pieces that may be huffed.
huff-possible = Foukání: { $mover } nevzal(a) povinně braný kámen ({ $ignored }). { $player } může příkazem !huff sfouknout jeden z kamenů { $squares }, nebo prostě táhnout.
# $variant: the variant's name; $white, $black: names.
board-head = #{ $game } { $variant } — { $white } ({ color-white }) proti { $black } ({ color-black }).
board-last-move = Poslední tah: { CODE($move) } ({ $color }).
# $player: name; $color: their colour.
legal-moves-head = #{ $game } možné tahy hráče { $player } ({ $color })
legal-moves-from-head = #{ $game } možné tahy z pole { $square } pro hráče { $player } ({ $color })
# $head: the line above; $count: how many; $moves: all of them.
legal-moves-none = { $head }: žádné.
legal-moves-list = { $head } ({ $count }): { $moves }.

## Draw counts under way ($each: moves each so far)

count-english = Počítání tahů (jen dámy, bez braní): { $each } z 50 tahů každého.
count-kings-only = Jen dámy, bez braní: { $each } z 25 tahů každého.
count-kings-only-15 = Jen dámy, bez braní: { $each } z 15 tahů každého.
count-czech = Bez braní a bez tahu kamenem: { $each } z 15 tahů každého.
count-russian-balance = Poměr sil beze změny, dámy na obou stranách: { $each } z { $of } tahů každého.
# $color: who asked; $moves: moves counted.
count-requested = Počítání 40 tahů, o které požádal { $color }: { $moves } ze 40.
# $color: the stronger side; $moves: its moves so far.
ending-two-kings-one = Dvě dámy proti jedné: { $color } má na výhru { $moves } z 20 tahů.
ending-three-kings-two = Tři dámy proti dvěma: { $color } má na výhru { $moves } z 30 tahů.
ending-three-kings-one = Tři dámy proti jedné: { $each } z 12 tahů každého.
ending-two-nine = Koncovka 2 a 9: { $each } z 32 tahů každého.
ending-three-lone-king = Tři kameny proti osamělé dámě: { $each } z 16 tahů každého.
ending-two-lone-king = Dva kameny proti osamělé dámě: { $each } z 5 tahů každého.

## Endings

# $winner, $loser: mentions; $winner_color, $loser_color: colours; $cause: a win-cause below.
outcome-win = Partie #{ $game } skončila: vyhrává { $winner } ({ $winner_color }) — { $loser } ({ $loser_color }) { $cause }.
# $reason: a draw-reason below; $white, $black: mentions.
outcome-draw = Partie #{ $game } skončila: { $reason }. { $white } { $black }
win-cause-no-pieces = nemá žádné kameny
win-cause-no-legal-move = nemá žádný možný tah
win-cause-resignation = se vzdal(a)
win-cause-time = překročil(a) čas
win-cause-giveaway-no-pieces = prohrává hru naopak: vyhrává ten, komu nezbyly žádné kameny
win-cause-giveaway-no-move = prohrává hru naopak: vyhrává ten, kdo nemá tah
# An outcome without people: $winner, $loser: colours.
outcome-win-short = { $winner } vyhrává: { $loser } { $cause }
draw-agreement = remíza dohodou obou hráčů
draw-repetition = remíza: stejná pozice se stejným hráčem na tahu nastala potřetí
draw-english-fifty = remíza: 50 tahů každého jen dámami a bez braní (počítání tahů)
draw-italian-forty = remíza: počítání 40 tahů skončilo bez braní a bez tahu obyčejným kamenem
draw-italian-two-kings-one = remíza: dvě dámy proti jedné nevyhrály do 20 tahů
draw-italian-three-kings-two = remíza: tři dámy proti dvěma nevyhrály do 30 tahů
draw-spanish-three-kings-one = remíza: tři dámy proti jedné nevyhrály do 12 tahů každého
draw-spanish-two-nine = remíza: koncovka s kameny na 2 a 9 trvala 32 tahů každého bez výhry, proměny či sebraného kamene
draw-twenty-five-king-moves = remíza: 25 tahů každého jen dámami a bez braní
draw-sixteen-move-ending = remíza: tři kameny s dámou nevyhrály proti osamělé dámě do 16 tahů každého
draw-five-move-ending = remíza: dva kameny s dámou nevyhrály proti osamělé dámě do 5 tahů každého
draw-fifteen-king-moves = remíza: 15 tahů každého jen dámami a bez braní
draw-russian-balance-thirty = remíza: s dámami na obou stranách a 4 nebo 5 kameny se poměr sil 30 tahů každého nezměnil
draw-russian-balance-sixty = remíza: s dámami na obou stranách a 6 nebo 7 kameny se poměr sil 60 tahů každého nezměnil
draw-russian-three-kings-one = remíza: tři dámy nesebraly osamělou dámu do svého 15. tahu
draw-russian-long-diagonal = remíza: tři kameny proti osamělé dámě na hlavní diagonále nevyhrály do svého 5. tahu
draw-russian-few-lone-king = remíza: dva kameny (nebo dáma) proti osamělé dámě nevyhrály do svého 5. tahu
draw-pool-three-kings-one = remíza: tři dámy nesebraly jednu do 13 tahů
draw-turkish-one-piece-each = remíza: každé straně zbyl jeden kámen
draw-frisian-two-kings-one = remíza: dvě dámy proti jedné nevyhrály do 7 tahů každého
draw-frisian-king-king = remíza: dáma proti dámě nevyhrála do 2 tahů každého
# $how: the outcome.
game-over = Partie #{ $game } skončila ({ $how }): další tahy už nejsou. Začněte novou: { CODE("!challenge @friend") }.
# $author: name; $square: the piece huffed; $result: the outcome, when the huff ended the game.
huffed-over = #{ $game }: { $author } sfoukává kámen na { $square } (soffio). { $result }.
# $player: mention.
huffed-to-move = #{ $game }: { $author } sfoukává kámen na { $square } (soffio). Na tahu je { $player }.
# $author: name; $color: their colour.
count-started = #{ $game }: { $author } ({ $color }) žádá o počítání 40 tahů. Když { $color } zahraje 40 tahů bez braní a bez tahu obyčejným kamenem, partie končí remízou; braní nebo tah obyčejným kamenem počítání vynuluje.

## What the game refuses

game-error-over = Partie skončila: { $outcome }.
game-error-nothing-to-huff = Není co sfouknout: poslední tah nevynechal braní.
# $square: the piece named; $options: the pieces that may be huffed.
game-error-not-huffable = { $square } není kámen, který mohl brát; sfouknout můžete { $options }.
game-error-no-count = Varianta { $variant } nemá počítání tahů, o které by šlo požádat.
game-error-count-running = Počítání 40 tahů už běží, požádal o ně { $color }.
game-error-soffio = Pravidlo foukání (soffio) se hraje jen ve španělské a mezinárodní dámě.
game-error-nothing-to-undo = Není žádný tah, který by šlo vrátit.

## Challenges

with-soffio = s foukáním
# $days: a clock-days text.
per-move = { $days } na tah
# $opponent: mention; $challenger: name; $variant; $extras: ", with soffio, 3 days per move" or nothing; $color: the colour the opponent would play.
challenge-offer = { $opponent }, { $challenger } vás vyzývá na partii: { $variant } (partie #{ $game }{ $extras }), vaše strana by byla { $color }. Odpovězte { CODE("!accept #", $game) } nebo { CODE("!decline #", $game) }.
# $player: mention, to move with $color; $white, $black: names; $soffio: ", with soffio" or nothing; $example: a first move; $clock: the clock's rule or nothing.
game-starts = Partie #{ $game } začíná: { $variant }{ $giveaway }{ $soffio }, { $white } ({ color-white }) proti { $black } ({ color-black }). Na tahu je { $player } ({ $color }), tah 1. Hrajte příkazem { CODE("!move <tah>") }, např. { $example }.{ $clock }
game-starts-soffio = , s foukáním
# $challenger: mention; $decliner: name.
challenge-declined = { $challenger }, { $decliner } odmítá vaši výzvu (#{ $game }).
# $other: mention; $author: name.
challenge-cancelled = { $other }, { $author } ruší výzvu #{ $game }.
challenge-closed = Výzva #{ $game } byla odmítnuta nebo zrušena: není na co odpovídat.
# $challenged: name.
own-challenge = #{ $game } je vaše vlastní výzva: přijmout ji musí { $challenged }. Zrušit ji: { CODE("!cancel #", $game) }
only-challenged-answers = Na výzvu #{ $game } může odpovědět jen { $challenged }.
# $challenger: name.
only-challenger-cancels = Výzvu #{ $game } může zrušit jen { $challenger }; vy ji můžete odmítnout: { CODE("!decline #", $game) }
# $opponent: name.
already-challenged = Mezi vámi a hráčem { $opponent } tu už výzva je: #{ $game }. Zrušit tu svou: { CODE("!cancel #", $game) }
already-playing = S hráčem { $opponent } tu už hrajete: partie #{ $game }. Nejdřív ji dohrajte (v kanálu jedna partie na dvojici).
challenge-yourself = Sami sebe vyzvat nemůžete. Uveďte kamaráda: { CODE("!challenge @friend english") }
# $typed: what was typed.
unknown-person = Nepoznám, kdo je tady { $typed }: zmiňte tu osobu tak, aby aplikace jméno propojila, např. { CODE("!challenge @friend") }
soffio-not-allowed = Pravidlo foukání (soffio) se hraje jen ve španělské a mezinárodní dámě, ne ve variantě { $variant }.
button-accept = Přijmout
button-decline = Odmítnout

## Which game

no-such-game = V tomto kanálu není partie #{ $game }. Partie tady ukáže { CODE("!games") }
no-game-here = V tomto kanálu nemáte žádnou partii. Začněte: { CODE("!challenge @friend english") }
# $white, $black: names.
not-a-player = V partii #{ $game } nehrajete: hraje v ní { $white } ({ color-white }) proti { $black } ({ color-black }).
not-started = Partie #{ $game } ještě nezačala: výzva čeká na odpověď vyzvaného hráče, { CODE("!accept #", $game) } nebo { CODE("!decline #", $game) }.
# $player: name; $color: colour.
not-your-turn = V #{ $game } nejste na tahu: táhne { $player } ({ $color }).
# $games: the games, as game-choice lines joined by "; ".
not-your-turn-anywhere = V žádné z vašich partií tady nejste na tahu: { $games }.
# $example: the command with a game number.
which-game = Která partie? { $games }. Přidejte její číslo, např. { CODE($example) }
# One game in such a list: $against: game-against or game-between; $variant; $turn: game-choice-turn or nothing.
game-choice = #{ $game } { $against } ({ $variant }{ $turn })
game-against = proti { $opponent }
game-between = { $white } – { $black }
game-choice-turn = , na tahu je { $player }
nothing-to-answer = Nic tu nečeká na vaši odpověď: žádná výzva pro vás, žádná nabídka od soupeře.
nothing-to-cancel = Nemáte tu žádnou výzvu ani nabídku, kterou byste mohli zrušit.

## Offers

offer-undo = žádost o vrácení tahu
offer-draw = nabídka remízy
# $opponent: mention; $author: name; $moves: the moves to take back.
undo-requested = { $opponent }, { $author } žádá o vrácení { CODE($moves) } v #{ $game }. Odpovězte { CODE("!accept #", $game) } nebo { CODE("!decline #", $game) }.
# $moves: the moves taken back; $player: mention; $color; $move: move number.
undone = #{ $game }: vráceno { $moves }. Na tahu je { $player } ({ $color }), tah { $move }.
nothing-to-undo = V #{ $game } nemáte žádný tah, který by šlo vrátit.
# $opponent: mention; $author: name.
draw-offered = { $opponent }, { $author } nabízí remízu v #{ $game }. Odpovězte { CODE("!accept #", $game) } nebo { CODE("!decline #", $game) } (tah ji také odmítá).
# $offerer: mention; $decliner, $player: names; $offer: offer-undo or offer-draw.
offer-declined = { $offerer }, { $decliner } odmítá vaši nabídku v #{ $game } ({ $offer }). Partie pokračuje: na tahu je { $player }.
# $opponent: mention; $author: name.
offer-withdrawn = { $opponent }, { $author } bere zpět svou nabídku v #{ $game } ({ $offer }).
# $opponent: name.
own-offer = Vaše nabídka v #{ $game } čeká na odpověď hráče { $opponent }; zrušit ji: { CODE("!cancel #", $game) }
answer-first = { $opponent } vám v #{ $game } poslal(a) nabídku ({ $offer }): nejdřív na ni odpovězte { CODE("!accept #", $game) } nebo { CODE("!decline #", $game) }

## Lists

games-none = V tomto kanálu nejsou žádné partie. Začněte: { CODE("!challenge @friend english") }
games-head = Partie tady:
# One line: $variant; $white, $black: names; $state: one of the two below; $clock: " (clock)" or nothing.
games-line = #{ $game } { $variant } — { $white } ({ color-white }) proti { $black } ({ color-black }): { $state }{ $clock }
# $since: a duration.
games-challenge = výzva čeká na odpověď už { $since }
games-to-move = na tahu je { $player }, tah { $move }, už { $since }
# Durations in a list: $n of each unit.
duration-seconds = { $n } s
duration-minutes = { $n } min
duration-hours = { $n } h
duration-days =
    { $n ->
        [one] { $n } den
        [few] { $n } dny
       *[other] { $n } dní
    }

## Settings

# $language: a language code; $variant: the variant's code; $orientation; $reminders: one of the two below; $threads: on/off.
settings-reminders-off = vypnuto
settings-reminders-after = po { $hours } h bez tahu
settings-saved = Uloženo.
# $language: a language code, or prefs-language-auto; $flip: on/off.
prefs = Vaše předvolby: jazyk { $language }; deska z vaší strany, když jste na tahu, bez ohledu na orientaci kanálu: { $flip }. Změníte je příkazem { CODE("!prefs language it") }
prefs-language-auto = podle kanálu (nebo podle vaší aplikace, pokud ho sdělí)
admins-only = Nastavení kanálu mohou měnit jen jeho správci.
# $value: what was typed; $key: the setting; $allowed: the values it takes.
bad-setting = `{ $value }` není platná hodnota pro { $key }: použijte { $allowed }.

## The bot itself

internal-error = Na mé straně se něco pokazilo a nic se nezměnilo. Zkuste to prosím znovu.
database-unreachable = Bot se nemůže spojit se svou databází, zkuste to za chvíli znovu.
pdn-inline = Partie #{ $game } v PDN:
pdn-caption = Partie #{ $game } v PDN
pdn-attached = Partie #{ $game } v PDN, v příloze.
done = Hotovo.
unknown-slash-command = Neznámý příkaz /{ $name }.
button-expired = Platnost tohoto tlačítka vypršela: napište příkaz ručně.
# $place: the platform's link to the thread.
played-in = Partie #{ $game } se hraje v { $place }.
thread-name = Partie #{ $game }
console-greeting =
    Konzole dama. Pište zprávy jako `jméno: text`, např.
      alice: !challenge @bob english
      bob: !accept
      alice: !move 11-15
    !help vypíše příkazy; Ctrl-D ukončí.
saved-image = obrázek: { $path }
saved-file = soubor: { $path }
board-legend = ○ bílý kámen  ◎ bílá dáma  ● černý kámen  ◉ černá dáma

## Refusals of moves and !why

# $rule: a rule title (bold); $facts: a refusal sentence.
refused = #{ $game } { BOLD($rule) }: { $facts }.
# $move: the move; $general: the rule in a sentence.
explain-refusal = #{ $game } { CODE($move) } tu není možný. { BOLD($rule) }: { $facts }. { $general }
# $color: the side to move, when not the asker.
explain-refusal-other = #{ $game } (pro stranu { $color }, která je na tahu) { CODE($move) } tu není možný. { BOLD($rule) }: { $facts }. { $general }
# $number: the move number.
why-refused = Váš tah { CODE($move) } (tah { $number }) byl odmítnut podle pravidla { BOLD($rule) }: { $facts }. { $general }
# $player: name; $color: colour.
why-not-your-turn = Váš tah { CODE($move) } (tah { $number }) byl odmítnut, protože jste nebyli na tahu: táhl(a) { $player } ({ $color }). Hráči se v tazích střídají, každý jeden tah.
# $why: an explanation built from the explain- messages below.
explain-legal = { CODE($move) } { $why }
explain-legal-other = (pro stranu { $color }, která je na tahu) { CODE($move) } { $why }
# $mover: name.
explain-last-move = Nic vašeho odmítnuto nebylo. Poslední tah, { CODE($move) } hráče { $mover }, { $why }
explain-soffio-move = Poslední tah, { CODE($move) } hráče { $mover }, porušil pravidlo „{ $rule }“ ({ $facts }); domácí pravidlo foukání to dovoluje a soupeř může sfouknout kámen, který mohl brát.
nothing-to-explain = V #{ $game } zatím není co vysvětlovat. Zeptejte se na tah: { CODE("!why 11-15") }
# $text: what was typed; $forms: the square-forms of the variant.
bad-square = `{ $text }` není hrací pole. { $forms }
# $moves: the legal moves.
legal-here = Tady je možné: { $moves }.
# An explanation: $taking (explain-taking or nothing), $reason (one of explain-reason-*), $extra (explain-crowns, explain-passes or nothing).
explain = je možný tah{ $taking }; { $reason }{ $extra }.
explain-taking =
    { $count ->
        [one] , bere { $count } kámen
        [few] , bere { $count } kameny
       *[other] , bere { $count } kamenů
    }
explain-reason-only-move = je to jediný možný tah
explain-reason-free = braní není k dispozici, takže je možný jakýkoli tah (možných tahů: { $count })
explain-reason-compulsory = braní je povinné a lze zvolit kterékoli z nich (je jich { $count }), ale musí se dokončit
explain-reason-maximum =
    bere nejvíc kamenů, { $pieces ->
        [one] { $pieces } kámen
        [few] { $pieces } kameny
       *[other] { $pieces } kamenů
    } (takových braní: { $count })
explain-reason-italian = vybírá ho italské pořadí přednosti (dámou, nejvíc dam, dámy dřív) (takových braní: { $count })
explain-reason-most-kings = vybírá ho pravidlo nejvíce dam (takových braní: { $count })
explain-crowns = ; kámen se mění v dámu a tah končí
explain-passes = ; kámen projde proměňovací řadou na { $square }, ale tah tam nekončí, takže zůstává obyčejným kamenem

## Rule titles

rule-not-a-move = Není to tah
rule-square-not-playable = Není hrací pole
rule-no-piece = Tam není kámen
rule-not-your-piece = Není to váš kámen
rule-destination-occupied = Pole je obsazené
rule-men-not-backwards = Kameny netáhnou dozadu
rule-men-capture-forwards = Kameny berou jen dopředu
rule-kings-one-square = Dáma táhne o jedno pole
rule-path-blocked = Cesta je zablokovaná
rule-not-a-step = Tak tento kámen táhnout nemůže
rule-men-jump-short = Kámen skáče jen přes sousední
rule-capture-compulsory = Braní je povinné
rule-capture-not-finished = Braní se musí dokončit
rule-maximum-capture = Braní co nejvíce kamenů
rule-italian-men-cannot-take-kings = Kámen nebere dámu
rule-italian-capture-with-king = Brát dámou
rule-italian-more-kings = Brát nejvíc dam
rule-italian-king-earlier = Nejdřív brát dámu
rule-spanish-more-kings = Brát nejvíc dam
rule-jumped-twice = Žádný kámen se nepřeskakuje dvakrát
rule-jumped-piece-blocks = Brané kameny zůstávají do konce tahu
rule-promotion-ends-move = Proměna ukončuje tah
rule-passing-does-not-crown = Průchod poslední řadou nepromění
rule-dameo-crowning-at-end = Proměna jen na konci tahu
rule-dameo-orthogonal-captures = Braní je ortogonální
rule-dameo-line-forward = Řady postupují dopředu
rule-dameo-king-not-in-line = Dáma nikdy netáhne v řadě
rule-nothing-to-take = Není co brát
rule-own-piece = V cestě je vlastní kámen
rule-not-legal = Tady to nejde
rule-piece-cannot-move = Tento kámen nemůže táhnout
rule-ambiguous = Nejednoznačný tah
rule-game-over = Konec partie
rule-not-your-turn = Nejste na tahu
rule-other = Nepovolený tah

## Rules in a sentence, for !why

general-capture-compulsory = Ve všech variantách platí: když můžete brát, musíte brát.
general-capture-not-finished = Kámen, který bere, skáče dál, dokud může; celá série je jeden tah.
general-maximum-capture = Musíte zvolit braní, které sebere nejvíc kamenů (dáma se počítá jako jeden).
general-italian-men-cannot-take-kings = V italské dámě obyčejný kámen nikdy nebere dámu.
general-italian-precedence = Italské pořadí přednosti: brát nejvíc kamenů; brát raději dámou než kamenem; brát nejvíc dam; brát dámu co nejdřív.
general-spanish-more-kings = Španělské pravidlo: brát nejvíc kamenů a z takových braní nejvíc dam.
general-men-not-backwards = Obyčejné kameny táhnou jen dopředu; dámy mohou i zpět.
general-men-capture-forwards = V anglické, italské a španělské dámě berou obyčejné kameny jen dopředu.
general-kings-one-square = V anglické a italské dámě dáma táhne a bere jen o jedno pole.
general-path-blocked = Dáma s dlouhým tahem táhne jen po volné diagonále.
general-jumped-twice = Žádný kámen se v jednom tahu nesmí přeskočit dvakrát.
general-jumped-piece-blocks = Brané kameny se odstraňují až na konci tahu; do té doby blokují cestu.
general-promotion-ends-move = Kámen, který dojde na poslední řadu, se promění v dámu a zastaví se tam.
general-passing-does-not-crown = Kámen se promění v dámu, jen když jeho tah skončí na poslední řadě.
general-dameo-crowning-at-end = Ve hře Dameo se kámen promění v dámu, jen když jeho tah skončí na poslední řadě.
general-dameo-orthogonal-captures = Ve hře Dameo se bere jen po řadách a sloupcích.
general-dameo-lines = Ve hře Dameo může nepřerušená řada kamenů postoupit o jedno pole ve svém směru; dámy se do řady nikdy nepočítají.
general-own-pieces = Táhnete jen vlastními kameny.
general-ambiguous = Když sedí víc braní, napište všechna dopadová pole.

## The facts of a refusal ($typed: the move as written; $moves: moves that are allowed)

refusal-not-a-move = `{ $text }` není tah. { $forms }
refusal-square-not-playable = { $square } není ve variantě { $variant } hrací pole. { $forms }
refusal-no-piece = na { $square } není žádný kámen
# $color: the owner's colour.
refusal-not-your-piece = kámen na { $square } patří soupeři ({ $color })
refusal-occupied = pole { $square } je obsazené
refusal-men-not-backwards = obyčejný kámen nemůže couvnout z { $from } na { $to }
refusal-men-capture-forwards = tady berou kameny jen dopředu: kámen na { $from } nemůže brát dozadu
refusal-kings-one-square = dáma tu táhne jen o jedno pole: z { $from } na { $to } je to moc daleko
refusal-path-blocked = cestu z { $from } na { $to } blokuje kámen na { $blocker }
refusal-men-jump-short = kámen bere skokem přes sousední kámen na pole hned za ním: { $from }x{ $to } je moc daleko
# $step: a step- sentence.
refusal-man-not-a-step = kámen nemůže z { $from } na { $to }: { $step }
refusal-king-not-a-step = dáma nemůže z { $from } na { $to }: { $step }
refusal-capture-compulsory = { $typed } nic nebere, ale brát můžete: { $moves }
refusal-capture-not-finished = { $typed } se zastaví na { $square }, ale odtud braní pokračuje: { $moves }
refusal-maximum-capture = { $typed } bere { $took }, ale maximum je tu { $max }: { $moves }
refusal-men-cannot-take-kings = v italské dámě kámen nemůže brát dámu (dáma na { $square })
refusal-capture-with-king = při stejném braní musí brát dáma, ne kámen: { $moves }
refusal-more-kings = při stejném braní berte nejvíc dam: { $typed } bere dam { $took }, lze { $max }: { $moves }
refusal-king-earlier = při stejném braní i počtu dam berte dámu co nejdřív: { $moves }
refusal-jumped-twice = { $square } by byl přeskočen dvakrát
refusal-jumped-piece-blocks = kámen na { $square } je už braný, ale zůstává na desce až do konce tahu a blokuje cestu
refusal-promotion-ends-move = kámen se na { $square } mění v dámu a musí tam zůstat
refusal-passing-does-not-crown = kámen projde přes { $square } jako obyčejný kámen a nemůže dál brát jako dáma
refusal-crowning-at-end = na { $square } je kámen pořád obyčejný: v dámu se mění jen tam, kde tah končí
refusal-men-orthogonal = kameny berou jen po řadách a sloupcích, nikdy šikmo
refusal-kings-orthogonal = dámy berou jen po řadách a sloupcích, nikdy šikmo
refusal-line-forward = tah z { $from } na { $to } musí vést přes nepřerušenou řadu vašich kamenů, dopředu
refusal-king-not-in-line = dáma nikdy netáhne v řadě: nemůže přejít přes kámen na { $square }
refusal-nothing-to-take = mezi { $from } a { $to } není co brát
refusal-own-piece = vlastní kámen na { $square } přeskočit nemůžete
refusal-not-legal = { $text } tu není možný; kámen na { $from } může hrát: { $moves }
refusal-piece-cannot-move = kámen na { $from } nemá tah; možné tahy: { $moves }
refusal-ambiguous = `{ $text }` odpovídá více tahům; napište jeden celý: { $moves }
# $result: the outcome.
refusal-game-over = partie skončila: { $result }
refusal-not-your-turn = nejste na tahu: táhne { $color }
step-dameo-man = kámen táhne o jedno pole rovně nebo šikmo dopředu, nebo posune řadu kamenů
step-dameo-king = dáma táhne jako šachová dáma po volné linii
step-short-king = dáma táhne o jedno pole šikmo
step-flying-king = dáma táhne po volné diagonále
step-man = kámen táhne o jedno pole šikmo dopředu

## How moves and squares are written (notation stays exactly as shown)

move-forms-english = Tah pište jako 11-15, braní jako 23x14 nebo se všemi dopadovými poli, 23x14x5.
move-forms-italian = Tah pište jako 21-17, braní jako 23x14 nebo se všemi dopadovými poli, 28x19x10.
move-forms-spanish = Tah pište jako 9-13, braní jako 10x19 nebo se všemi dopadovými poli, 8x12x20.
move-forms-international = Tah pište jako 32-28, braní jako 28x19 nebo se všemi dopadovými poli, 28x19x10.
move-forms-brazilian = Tah pište jako c3-d4, braní jako c3xe5 nebo se všemi dopadovými poli, c3xe5xc7.
move-forms-dameo = Tah pište jako c3-c4 (tah řadou jako odkud-kam zadního kamene, c1-c4), braní jako e2xe4xg4xg6.
square-forms-32 = Pole jsou očíslována 1 až 32.
square-forms-50 = Pole jsou očíslována 1 až 50.
square-forms-72 = Pole jsou očíslována 1 až 72.
square-forms-brazilian = Pole a1 až h8, jen tmavá (a1 je tmavé).
square-forms-dameo = Pole a1 až h8.

## Help

help-intro = Rozhoduji partie dámy v tomto chatu: vyzvěte kamaráda, hrajte psaním tahů a po každém tahu dostanete desku. Příkazy:
# $usage: the command's usage; $summary: its summary.
help-line = { CODE($usage) } — { $summary }
# $variant: the channel's variant; $forms: its move-forms.
help-default-variant = Výchozí varianta je tady { $variant }. { $forms } Víc o příkazu: { CODE("!help move") }
help-command = { CODE($usage) } — { $summary }.
# $aliases: other names of the command.
help-aliases = Také: { $aliases }.
# $name: an argument's name; $description: what it is.
help-arg = { $name }: { $description }
help-example = Příklad: { CODE($example) }
help-unknown = Příkaz `{ $name }` neexistuje. Seznam: { CODE("!help") }
variants-head = Varianty:
# $code: the variant's code (english, italian, ...); $name: its name; $summary: one line on it.
variants-line = { BOLD($code) } — { $name }: { $summary }
variants-foot = Vyzvěte příkazem { CODE("!challenge @friend italian") }
summary-english = 8x8, začíná černý; kameny jen dopředu, krátké dámy; braní povinné, libovolná série, dokončená.
summary-italian = 8x8 zrcadlově, začíná bílý; kameny neberou dámy; krátké dámy; nejvíc kamenů, pak dámou, nejvíc dam, dámy dřív.
summary-spanish = 8x8 zrcadlově, číslováno zprava zdola; dlouhé dámy; nejvíc kamenů, pak nejvíc dam.
summary-international = 10x10, každý 20 kamenů; kameny berou i dozadu; dlouhé dámy; braní maxima; proměna jen na konci tahu v poslední řadě.
summary-brazilian = Mezinárodní pravidla na desce 8x8, algebraická pole (c3-d4).
summary-dameo = Všech 64 polí; kameny táhnou rovně nebo šikmo dopředu a postupují v řadách; ortogonální braní; dámy jako šachová dáma.

## Parse errors

unknown-command = Příkaz `{ $name }` neznám.
# $command: the suggested command; $example: an example of it.
did-you-mean = Mysleli jste { CODE($command) }, jako v { CODE($example) }?
all-commands = Všechny příkazy: { CODE("!help") }
# $command: "!move"; $arg: the argument's name; $description: what it is; $usage, $example.
missing-argument = { CODE($command) } potřebuje { $arg } ({ $description }). Použití: { CODE($usage) }. Příklad: { CODE($example) }
unexpected-word = { CODE($command) } nebere `{ $word }`. Použití: { CODE($usage) }. Příklad: { CODE($example) }
bad-argument = `{ $value }` není platné jako `{ $arg }` příkazu { CODE($command) } ({ $description }).
bad-argument-example = Příklad: { CODE($example) }
bad-game-id = `{ $value }` není číslo partie: napište # a číslo, např. { CODE($command, " #12") }

## Rules in short (!rules); notation exactly as written

topic-moves = Tahy
topic-captures = Braní
topic-kings = Dámy
topic-draws = Remízy
topic-notation = Notace
# $name: the variant; $summary: its summary.
rules-head = { BOLD($name) } — { $summary }
# $title: a topic; $text: the rules of the topic.
rules-topic = { BOLD($title) }: { $text }
rules-more = Dále: { CODE("!rules ", $code, " draws") }, { CODE("!rules ", $code, " notation") }, { CODE("!rules ", $code, " giveaway") }
rules-flying-kings = Dámy mají dlouhý tah: o libovolný počet polí po volné diagonále; berou kámen na libovolnou vzdálenost a dopadají na kterékoli volné pole za ním.
rules-english-moves = Začíná černý. Kameny táhnou o jedno pole šikmo dopředu na volné pole.
rules-english-captures = Braní je povinné: přeskočí se sousední soupeřův kámen na volné pole za ním; kameny berou jen dopředu. Braní pokračuje, dokud to jde, ale z více braní lze zvolit kterékoli (bez pravidla maxima).
rules-short-kings = Kámen, který dojde na poslední řadu, se promění v dámu a jeho tah tam končí. Dámy táhnou a berou o jedno pole, dopředu i dozadu.
rules-english-draws = Dohodou (!draw) nebo počítáním tahů: když mají obě strany dámu, 50 tahů každého jen dámami a bez braní. Bot to hlídá sám.
rules-english-notation = Pole 1–32 zleva shora (strana černého); a1 je hrací pole. Černý začíná na 1–12, bílý na 21–32. Tahy 11-15; braní 23x14 nebo se všemi dopadovými poli 23x14x5.
rules-italian-moves = Začíná bílý. Kameny táhnou o jedno pole šikmo dopředu.
rules-italian-captures = Braní je povinné a musí se dokončit. Kameny berou jen dopředu a nikdy neberou dámu. Z více braní: nejvíc kamenů; pak dámou spíš než kamenem; pak nejvíc dam; pak dámu co nejdřív; pak volná volba.
rules-italian-draws = Dohoda; stejná pozice potřetí se stejným hráčem na tahu; 2 dámy proti 1 nevyhrají do 20 tahů, 3 proti 2 do 30; počítání 40 tahů na žádost (!draw count): 40 tahů žadatele bez braní a bez tahů kamenem.
rules-italian-notation = Deska je zrcadlová: h1 je hrací pole („cantone“, 32). Pole 1–32 zleva shora. Bílý začíná na 21–32, černý na 1–12. Tahy 21-17; braní 28x19x10.
rules-spanish-moves = Začíná bílý. Kameny táhnou o jedno pole šikmo dopředu.
rules-spanish-captures = Braní je povinné; kameny berou jen dopředu, kameny i dámy stejně. Berte nejvíc kamenů, pak nejvíc dam. Přeskočené kameny zůstávají na desce do konce tahu.
rules-spanish-kings = Kámen, který dojde na poslední řadu, se promění v dámu a zastaví se. Dámy mají dlouhý tah: o libovolný počet polí po volné diagonále; berou na dálku a při vícenásobném braní dopadají tam, odkud braní pokračuje.
rules-spanish-draws = Dohoda; třetí opakování se stejným hráčem na tahu; 3 dámy proti 1 nevyhrají do 12 tahů každého; koncovka s kameny na 2 a 9 (nebo 31 a 24): 32 tahů každého.
rules-spanish-notation = Číslováno 1–32 zprava zdola (strana bílého). Bílý začíná na 1–12, černý na 21–32. Tahy 9-13; braní 10x19.
rules-international-captures = Braní je povinné; kameny berou dopředu i dozadu. Musí se brát nejvíc kamenů (dáma se počítá jako jeden); při rovnosti volná volba. Přeskočené kameny se odstraní na konci tahu a žádný se nepřeskakuje dvakrát.
rules-international-kings = Kámen se promění v dámu, jen když jeho tah skončí na poslední řadě: průchod přes ni během braní nepromění.
rules-international-draws = Dohoda; třetí opakování; 25 tahů každého jen dámami a bez braní; tři kameny s dámou proti osamělé dámě: 16 tahů každého; dva proti osamělé dámě: 5 tahů každého.
rules-international-moves = 10x10, každý 20 kamenů; začíná bílý. Kameny táhnou o jedno pole šikmo dopředu.
rules-international-notation = Pole 1–50 zleva shora (1 = b10, 46 = a1). Bílý začíná na 31–50, černý na 1–20. Tahy 32-28; braní 28x19x10.
rules-brazilian-moves = Mezinárodní pravidla na 8x8: začíná bílý z řad 1–3, černý stojí na řadách 6–8. Kameny táhnou o jedno pole šikmo dopředu.
rules-brazilian-notation = Algebraická pole, a1 tmavé, bílý dole: tahy c3-d4, braní c3xe5xc7.
rules-dameo-moves = Všech 64 polí; začíná bílý; každý 18 kamenů. Kámen táhne o jedno pole rovně nebo šikmo dopředu. Nepřerušená řada vašich kamenů může postoupit o jedno pole ve svém směru: zadní kámen jde na pole před čelem (c1-c4 změní c1, c2, c3 na c2, c3, c4). Dámy se do řady nikdy nepočítají.
rules-dameo-captures = Kameny i dámy berou jen ortogonálně (dopředu, do strany, dozadu). Musí se brát nejvíc kamenů (dáma se počítá jako jeden); přeskočené kameny se odstraní na konci tahu.
rules-dameo-kings = Kámen se promění v dámu, jen když jeho tah skončí na poslední řadě. Dámy táhnou jako šachová dáma a berou ortogonálně na libovolnou vzdálenost, dopadají na kterékoli volné pole za kamenem.
rules-dameo-draws = Dohoda, nebo stejná pozice potřetí se stejným hráčem na tahu.
rules-dameo-notation = Algebraická pole a1–h8 jako v šachu, bílý dole. Tahy c3-c4; braní e2xe4xg4xg6; tah řadou se píše poli zadního kamene.

## Play over days

# $days: the number of days.
clock-days =
    { $days ->
        [one] { $days } den
        [few] { $days } dny
       *[other] { $days } dní
    }
# A stretch of time to the minute.
span-less-than-minute = méně než minuta
span-minutes = { $minutes } min
span-hours = { $hours } h
span-hours-minutes = { $hours } h { $minutes } min
span-days = { $days } d
span-days-hours = { $days } d { $hours } h
# $per_move: clock-days; $left: a span.
clock-line = { $per_move } na tah: zbývá { $left }
clock-line-up = { $per_move } na tah: čas vypršel
clock-rule = Hodiny: { $per_move } na tah; kdo netáhne včas, prohrává na čas.
# $player: mention; $opponent: name.
clock-warning = { $player }, partie #{ $game } proti hráči { $opponent }: 80 % vašeho času na tento tah uplynulo — zbývá { $left } ({ $per_move } na tah). Táhněte příkazem { CODE("!move #", $game, " …") }, jinak partii prohrajete na čas.
timed-out = Tah nebyl zahrán včas ({ $per_move } na tah).
# $player: mention; $opponent: name; $waiting: a span.
reminder = { $player }, v partii #{ $game } proti hráči { $opponent } ({ $variant }) jste na tahu už { $waiting }. Pozici ukáže { CODE("!board #", $game) }.
# $white, $black: a rating-change-one each.
rating-change = Rating ({ $variant }): { $white }, { $black }.
rating-change-one = { $player } { $before } → { $after }
# $player: name.
stats-none = Hráč { $player } tu zatím nemá žádnou dohranou partii.
stats-head = Výsledky hráče { $player } tady:
# $rating: stats-rating or stats-unrated.
stats-line = { $variant }: výhry { $wins }, remízy { $draws }, prohry { $losses } — { $rating }
stats-rating = rating { $rating } ± { $deviation }
stats-unrated = zatím bez ratingu
leaderboard-empty = Varianta { $variant } tu zatím nemá žádné hodnocené partie: dohrajte jednu a tabulka začne. { CODE("!challenge @friend ", $code) }
leaderboard-head = Žebříček varianty { $variant } tady, podle ratingu − 2×RD (hodnoty, nad kterou hráč téměř jistě je, aby šťastná první výhra nevynesla na čelo; všichni začínají na 1500 ± 350):
# $rank: the place; $player: name; $games: how many games.
leaderboard-line =
    { $rank }. { $player } — { $rating } ± { $deviation }, { $games ->
        [one] { $games } partie
        [few] { $games } partie
       *[other] { $games } partií
    }
# $plies: how many moves; $end: the outcome, or replay-under-way.
replay-caption =
    #{ $game } { $white } ({ color-white }) proti { $black } ({ color-black }), { $variant }: celá partie, { $plies ->
        [one] { $plies } tah
        [few] { $plies } tahy
       *[other] { $plies } tahů
    }. { $end }
replay-under-way = Partie pokračuje.
replay-over = { $outcome }.
chart-caption = #{ $game } { $white } ({ color-white }) proti { $black } ({ color-black }): kameny a dámy obou stran po každém tahu (plné čáry: kameny, čárkované: dámy).
chart-title = #{ $game } { $white } – { $black }
nothing-played = Partie #{ $game } ještě nezačala: zatím není co ukázat.

## Commands: summaries (slash commands, !help) and arguments

# command-NAME: a command's summary (at most 100 characters: Discord's limit);
# command-NAME-ARG and argument-ARG: what an argument is (at most 100 characters).
command-help = Co bot umí a jak se tu píšou tahy
command-help-command = příkaz k vysvětlení
command-variants = Varianty a řádek o každé
command-challenge = Vyzvat někoho na partii
command-challenge-opponent = koho vyzýváte
command-challenge-variant = varianta (výchozí: varianta kanálu)
command-challenge-color = vaše barva
command-accept = Přijmout výzvu, žádost o vrácení tahu nebo nabídku remízy
argument-game = která z vašich partií, jako #číslo
argument-what = na co odpovídáte: challenge, draw nebo undo (výchozí: na to, co na vás čeká)
command-decline = Odmítnout výzvu, žádost o vrácení tahu nebo nabídku remízy
command-cancel = Zrušit svou výzvu
command-move = Zahrát tah ve své partii
command-move-move = tah, např. 23x14 nebo 11-15
command-board = Znovu poslat aktuální desku
command-moves = Vaše možné tahy (z jednoho pole)
command-moves-square = jen tahy z tohoto pole
command-why = Vysvětlit poslední rozhodnutí, nebo proč tah je či není možný
command-why-move = tah k vysvětlení
command-rules = Pravidla ve zkratce
command-rules-variant = varianta
command-rules-topic = moves, captures, kings, draws, notation, giveaway
command-undo = Požádat soupeře o vrácení vašeho posledního tahu
command-draw = Nabídnout nebo přijmout remízu; `count` spustí počítání tahů
command-draw-count = spustit počítání tahů, pokud ho varianta má
command-resign = Vzdát se
command-huff = Foukání: odstranit kámen, který nevzal
command-huff-square = kámen, který měl brát
command-games = Partie v tomto kanálu
command-stats = Výhry, remízy, prohry a rating podle variant
command-stats-player = čí výsledky (výchozí: vaše)
command-top = Žebříček této komunity
command-top-variant = varianta
command-replay = Partie jako animovaný GIF
command-chart = Graf kamenů a dam v průběhu partie
command-settings = Nastavení kanálu (jen pro správce)
command-settings-key = nastavení
argument-value = jeho nová hodnota
command-prefs = Vaše předvolby: strana, jazyk, připomínky, časové pásmo, tiché hodiny, denní přehled
command-prefs-key = předvolba

## Slash commands' names in Discord's menu (the bot still reads the English name): lowercase
## letters and digits, - or _, no spaces, at most 32 characters, all different.

slash-help = nápověda
slash-variants = varianty
slash-challenge = výzva
slash-accept = přijmout
slash-decline = odmítnout
slash-cancel = zrušit
slash-move = tah
slash-board = deska
slash-moves = tahy
slash-why = proč
slash-rules = pravidla
slash-undo = vrátit
slash-draw = remíza
slash-resign = vzdát
slash-huff = sfouknout
slash-pdn = pdn
slash-games = partie
slash-stats = statistiky
slash-top = žebříček
slash-replay = přehrát
slash-chart = graf
slash-settings = nastavení
slash-prefs = předvolby

game-kind-giveaway = { $variant }, obrácená hra
challenge-giveaway = obrácená hra: vyhrává, kdo nemůže táhnout
game-starts-giveaway = {" "}(obrácená hra: vyhrává hráč, který nemůže táhnout)
ambiguous-variant = `{ $word }` může znamenat tureckou dámu (dama, Türk daması) nebo italskou dámu (dama italiana) a je to i jméno tohoto bota. Pro tureckou dámu napište { CODE($turkish) }; pro italskou { CODE($italian) }.
summary-russian = 8x8, algebraická pole; kameny berou i dozadu; dlouhé dámy; lze zvolit jakékoli braní; kámen proměněný během braní bere dál jako dáma.
summary-turkish = Všech 64 polí, každý 16 kamenů; kameny táhnou rovně vpřed nebo do strany; dámy létají po řadách a sloupcích; braní maxima; braté kameny hned mizí.
summary-pool = 8x8 číslovaná jako anglická dáma, začíná černý; kameny berou i dozadu; dlouhé dámy; lze zvolit jakékoli braní.
summary-czech = 8x8, algebraická pole; kameny berou jen dopředu; dlouhé dámy; dáma, která může brát, musí; jinak jakékoli braní.
summary-frisian = 10x10; kameny i dámy berou i po sloupcích a řadách; braní nejvyšší hodnoty; dáma táhne nejvýš třikrát za sebou.
summary-canadian = Mezinárodní pravidla na desce 12x12, každý 30 kamenů, pole 1 až 72.
topic-giveaway = Obrácená hra (giveaway)

rules-russian-moves = 8x8; začíná bílý z a1–h3, černý stojí na a6–h8. Kameny táhnou o jedno pole šikmo vpřed.
rules-russian-captures = Braní je povinné a musí se dokončit, ale z více braní lze zvolit kterékoli (pravidlo maxima neplatí). Kameny berou dopředu i dozadu. Přeskočené kameny zůstávají na desce do konce tahu („turecký úder“): blokují cestu a nikdy se nepřeskakují dvakrát.
rules-russian-kings = Kámen, který dojde do poslední řady, se hned mění v dámu, i uprostřed braní, a ve stejném tahu bere dál jako dáma.
rules-russian-draws = Dohoda; stejná pozice potřetí se stejným hráčem na tahu; 15 tahů každého jen dámami bez braní; tři dámy proti osamocené dámě: 15 tahů silnější strany; dámy na obou stranách a nezměněný materiál: 30 tahů každého se 4–5 kameny, 60 se 6–7; tři kameny s dámou proti osamocené dámě na velké diagonále a1–h8, nebo dva kameny či dáma proti osamocené dámě: 5 tahů silnější strany. Bot je uplatňuje sám.
rules-russian-notation = Algebraická pole, a1 tmavé vlevo dole u bílého: tahy c3-d4; braní s dvojtečkou a každým dopadovým polem, c3:e5:c7 (čte se i x).
rules-turkish-moves = Všech 64 polí; každý 16 kamenů, bílý na řadách 2–3, černý na 6–7; začíná bílý. Kameny táhnou o jedno pole vpřed nebo do strany, nikdy dozadu ani šikmo.
rules-turkish-captures = Braní je povinné: přeskočí se sousední kámen vpřed nebo do strany na volné pole za ním (kameny nikdy neberou dozadu). Musí se brát nejvíc kamenů (dáma se počítá jako jeden); při rovnosti volná volba. Každý přeskočený kámen hned mizí z desky a braní se mezi dvěma skoky nesmí otočit o 180°.
rules-turkish-kings = Kámen se mění v dámu, když tah skončí v poslední řadě; dojde-li tam během braní, pokračuje jako kámen. Dámy táhnou jako věž v šachu po volných řadách a sloupcích a berou kámen na libovolnou vzdálenost, s dopadem na kterékoli volné pole za ním.
rules-turkish-draws = Dohoda; po jednom kameni na každé straně (i dáma proti kameni) je hned remíza; stejná pozice potřetí se stejným hráčem na tahu.
rules-turkish-notation = Algebraická pole a1–h8 jako v šachu, bílý dole: tahy d3-d4; braní d4xd6xf6 (čte se i dvojtečka).
rules-pool-moves = 8x8 číslovaná jako anglická dáma; začíná černý z 1–12, bílý stojí na 21–32. Kameny táhnou o jedno pole šikmo vpřed.
rules-pool-captures = Braní je povinné a musí se dokončit, ale z více braní lze zvolit kterékoli. Kameny berou dopředu i dozadu. Kameny se odstraní na konci tahu; žádný se nepřeskakuje dvakrát.
rules-pool-kings = Kámen, který skončí tah v poslední řadě, se mění v dámu; ten, který tam dojde během braní a může skákat dál, musí pokračovat jako kámen, bez proměny.
rules-pool-draws = Dohoda; stejná pozice potřetí se stejným hráčem na tahu; tři dámy proti jedné nevyhrály do 13 tahů silnější strany; 15 tahů každého jen dámami bez braní.
rules-pool-notation = Pole 1–32 od levého horního rohu (strana černého), jako v anglické dámě: tahy 11-15; braní 15x24x31.
rules-czech-captures = Braní je povinné a musí se dokončit; kameny berou jen dopředu. Může-li brát dáma, musí brát dáma; jinak, a mezi braními dam, lze zvolit kterékoli. Přeskočené kameny se odstraní na konci tahu.
rules-czech-kings = Kámen se mění v dámu, když tah skončí v poslední řadě (kameny berou jen dopředu, takže braní, které tam dojde, tam končí).
rules-czech-draws = Dohoda; stejná pozice potřetí; 15 tahů každého bez braní a bez tahu kamenem.
rules-czech-notation = Algebraická pole, a1 tmavé: tahy c3-d4; braní c3:e5:g7 (čte se i x).
rules-frisian-moves = 10x10, každý 20 kamenů: začíná bílý na 31–50, černý stojí na 1–20. Kameny táhnou o jedno pole šikmo vpřed. Dokud má jeho strana kameny, smí dáma udělat nejvýš tři tahy za sebou bez braní; pak musí táhnout jiný kámen.
rules-frisian-captures = Braní je povinné, šikmo i po sloupcích a řadách, dopředu i dozadu: po sloupci nebo řadě kámen přeskočí kámen o dvě pole dál a dopadne na tmavé pole za ním. Hraje se braní nejvyšší hodnoty: dáma má větší cenu než kámen a menší než dva (2 kameny mají přednost před 1 dámou, 2 dámy před 3 kameny); při stejné hodnotě musí brát dáma. Kameny se odstraní na konci tahu.
rules-frisian-kings = Kámen se mění v dámu, jen když tah skončí v poslední řadě. Dámy táhnou o libovolný počet polí po volné diagonále a berou ve všech osmi směrech na libovolnou vzdálenost, s dopadem na kterékoli volné tmavé pole za kamenem.
rules-frisian-draws = Dohoda; dvě dámy proti jedné dámě (jen dámy): 7 tahů každého; dáma proti dámě: 2 tahy každého. Fríská dáma nemá pravidlo opakování.
rules-frisian-notation = Pole 1–50 od levého horního rohu, jako v mezinárodní dámě: tahy 32-28; braní 28x17, kolmá stejně (21x23).
rules-canadian-moves = 12x12, každý 30 kamenů: začíná bílý na 43–72, černý stojí na 1–30. Kameny táhnou o jedno pole šikmo vpřed.
rules-canadian-notation = Pole 1–72 od levého horního rohu, šest v řadě (1 = b12, 67 = a1). Bílý začíná na 43–72, černý na 1–30. Tahy 45-39; braní 39x28x17.
rules-giveaway = Obrácená hra (giveaway) je volba každé varianty (!challenge @kamarad russian giveaway): vyhrává hráč, který nemůže táhnout — nemá kameny, nebo jsou všechny zablokované. Všechna ostatní pravidla varianty platí dál: braní je stále povinné a platí její pravidla remízy.

eval-win =
    { $winner } vyhrává za { $moves ->
        [one] { $moves } tah
        [few] { $moves } tahy
        [many] { $moves } tahu
       *[other] { $moves } tahů
    }
bot-game = #{ $game }: { $bot } hraje na úrovni { $level } z 10. Partie proti botovi se nezapočítávají do ratingu. { $takebacks }
bot-takebacks-granted = Na této úrovni dovoluje brát tahy zpět (!undo).
bot-takebacks-low-levels = Brát tahy zpět dovoluje jen na úrovních 1–3.
level-out-of-range = Úroveň { $level } neexistuje: bot hraje od úrovně 1 (začátečník) do 10 (plná síla). Například { CODE("!challenge @dama level=5") }
level-only-against-bot = Úroveň platí pro partie proti botovi; lidé hrají na své vlastní. Vyzvěte bota takto: { CODE("!challenge @dama level=5") }
bot-no-soffio = { $bot } nehraje s pravidlem foukání: vyzvěte ho bez { CODE("soffio") }.
bot-no-giveaway = { $bot } hraje jen na výhru podle běžných pravidel: vyzvěte ho bez { CODE("giveaway") }.
bot-grants-takeback = #{ $game }: { $bot } (úroveň { $level }) dovoluje vzít tah zpět.
bot-declines-takeback = #{ $game }: { $bot } nedovolí vzít tah zpět: na úrovni { $level } hraje naostro; zpět dovoluje jen na úrovních 1–3.
bot-accepts-draw = #{ $game }: { $bot } přijímá remízu.
bot-declines-draw = #{ $game }: { $bot } odmítá remízu: přijme ji, jen když stojí hůř, nebo když je pozice vyrovnaná s osmi kameny či méně. Hrajte dál, nebo se vzdejte příkazem !resign.
hint-only-against-bot = V partii #{ $game } nápovědy nejsou: hrají ji lidé a pomoc motoru by byla nefér. Nápovědy jsou pro partie proti botovi: { CODE("!challenge @dama") }
hint = Nápověda pro #{ $game }: { CODE($move) } ({ $eval }).
hint-line = Očekávané pokračování: { CODE($line) }
analysis-of-live-game = Partii #{ $game } ještě hrají lidé: analýza motorem až po jejím konci, jinak by jednomu z nich pomohla. Požádejte znovu, až skončí: { CODE("!analyse #", $game) }
analysis-of-giveaway = Partie #{ $game } se hrála jako obrácená hra, kde vyhrává strana, která nemůže táhnout: motor hodnotí pozice podle běžných pravidel, proto ji neanalyzuje.
analysis-under-way = Analýza partie #{ $game } už běží: objeví se tady, až bude hotová.
analysis-progress =
    Analyzuji partii #{ $game }: { $done } z { $total ->
        [one] { $total } pozice
       *[other] { $total } pozic
    } ({ $percent } %)…
analysis-done =
    Analýza partie #{ $game }: hotovo, { $total ->
        [one] { $total } pozice
        [few] { $total } pozice
        [many] { $total } pozice
       *[other] { $total } pozic
    } za { $seconds } s.
analysis-head = { BOLD("Analýza partie #", $game) } ({ $variant }, { $white } – { $black }).
analysis-head-over = { BOLD("Analýza partie #", $game) } ({ $variant }, { $white } – { $black }): { $outcome }.
analysis-side =
    { $player } ({ $color }): { $moves ->
        [one] { $moves } tah
        [few] { $moves } tahy
        [many] { $moves } tahu
       *[other] { $moves } tahů
    }, průměrná ztráta { $loss } kamene na tah, { $mistakes ->
        [one] { $mistakes } chyba
        [few] { $mistakes } chyby
        [many] { $mistakes } chyby
       *[other] { $mistakes } chyb
    } (rozhodujících: { $decisive }).
analysis-mistakes-of = Chyby – { $color }:
analysis-mistake = tah { $move }: { CODE($played) } stojí { $cost } kamene ({ $before } → { $after }){ $decisive }; lepší { CODE($better) }{ $line }{ $why }.
analysis-mistake-decisive = {" "}{ BOLD("— rozhodující") }
analysis-mistake-line = {" "}({ CODE($line) })
analysis-mistake-why = . Proč: { CODE($line) }
analysis-no-mistakes = Žádná chyba za kámen či víc ani na jedné straně.
analysis-moves = Všechny tahy (hodnocení po tahu, + pro bílého, ? chyba): { $moves }
evaluation-chart-title = #{ $game } { $white } – { $black }: hodnocení
bot-record = Proti botovi (bez ratingu): { $levels }.
bot-record-level = úroveň { $level }: výhry { $wins }, remízy { $draws }, prohry { $losses }

command-hint = Tah, který vám radí motor, v partii proti botovi
command-analyse = Každý tah zhodnocený motorem, chyby a graf
command-top-giveaway = partie varianty v obrácené hře, s vlastním ratingem
slash-hint = rada
slash-analyse = analýza

ending-russian-kings-lone-king = Tři dámy proti osamocené dámě: { $color } má na její chycení { $moves } z 15 tahů.
ending-russian-long-diagonal = Tři kameny proti osamocené dámě na velké diagonále: { $color } má na výhru { $moves } z 5 tahů.
ending-russian-few-lone-king = Proti osamocené dámě: { $color } má na výhru { $moves } z 5 tahů.
ending-pool-three-kings-one = Tři dámy proti jedné: { $color } má na její chycení { $moves } z 13 tahů.
ending-frisian-two-kings-one = Dvě dámy proti jedné: { $each } z 7 tahů každého.
ending-frisian-king-king = Dáma proti dámě: { $each } ze 2 tahů každého.
rule-czech-king-must-capture = Brát musí dáma
rule-frisian-value = Braní nejvyšší hodnoty
rule-frisian-king-first = Nejdřív bere dáma
rule-frisian-three-king-moves = Tři tahy dámou za sebou
rule-turkish-men-not-backwards = Kameny nikdy necouvají
rule-turkish-no-turning-back = Při braní se neotáčí
rule-turkish-orthogonal = Jen po řadách a sloupcích
rule-turkish-crowned-at-end = Proměna na konci tahu
rule-pool-passing-does-not-crown = Průchod poslední řadou neproměňuje
rule-russian-crowned-goes-on = Proměněný kámen bere dál jako dáma
rule-land-to-continue = Dopadnout tam, kde braní pokračuje
refusal-king-must-capture = dáma může brát, takže brát musí dáma: { $moves }
refusal-frisian-value = povinné je braní nejvyšší hodnoty (dáma má větší cenu než jeden kámen a menší než dva): { $moves }
refusal-frisian-king-first = při stejné hodnotě musí brát dáma, ne kámen: { $moves }
refusal-frisian-three-king-moves = dáma na { $square } táhla třikrát za sebou, a dokud máte kameny, smí teď jen brát; táhněte jiným kamenem
refusal-turkish-men-not-backwards = kameny táhnou a berou vpřed nebo do strany, nikdy dozadu: z { $from } na { $to } je to dozadu
refusal-turkish-no-turning-back = braní se po dopadu na { $square } nesmí vrátit, odkud přišlo (otočka o 180°)
refusal-turkish-men-orthogonal = kameny táhnou a berou po řadách a sloupcích, nikdy šikmo
refusal-turkish-kings-orthogonal = dámy táhnou a berou po řadách a sloupcích, nikdy šikmo
refusal-turkish-crowned-at-end = kámen, který během braní dojde do poslední řady, pokračuje jako kámen a mění se v dámu až na konci tahu: na { $square } je to ještě kámen; může hrát: { $moves }
refusal-pool-passing-kings-row = kámen, který skokem dojde do poslední řady a může skákat dál, pokračuje jako kámen: na { $square } se nemění v dámu; může hrát: { $moves }
refusal-russian-crowned-goes-on = kámen proměněný během braní bere dál jako dáma: z { $square } může pokračovat: { $moves }
refusal-must-land-to-continue = po vzetí kamene musí dáma dopadnout tam, odkud může brát dál, a z { $square } nemůže: { $moves }
move-forms-russian = Tah pište jako c3-d4, braní jako c3:e5 nebo se všemi dopadovými poli, c3:e5:c7.
move-forms-turkish = Tah pište jako d3-d4, braní jako d4xd6 nebo se všemi dopadovými poli, d4xd6xf6.
move-forms-pool = Tah pište jako 11-15, braní jako 15x24 nebo se všemi dopadovými poli, 15x24x31.
move-forms-czech = Tah pište jako c3-d4, braní jako c3:e5 nebo se všemi dopadovými poli, c3:e5:g7.
move-forms-frisian = Tah pište jako 32-28, braní jako 28x17 nebo se všemi dopadovými poli, 28x17x8.
move-forms-canadian = Tah pište jako 45-39, braní jako 45x34 nebo se všemi dopadovými poli, 45x34x23.

## Community (issue 14)

# Changed with issue 14 (moved here from above): $variants: the variants' codes.
command-challenge-options = giveaway, soffio, days=N | bank=30+1/45, unrated, level=1..10 (proti botovi)
command-pdn = Partie v PDN
command-pdn-player = všechny partie tohoto hráče tady, v jednom souboru
command-pdn-all = všechny partie tohoto kanálu, v jednom souboru
command-games-all = i dohrané partie, s výsledky
command-games-page = která stránka dohraných partií
command-watch = Sledovat partii soukromě
command-unwatch = Přestat sledovat
argument-watched-game = která partie, jako #číslo
command-tournament = Turnaje
command-tournament-action = create, join, leave nebo start (bez akce: pořadí)
command-tournament-variant = varianta (create; výchozí: varianta kanálu)
command-tournament-options = days=N na tah, rounds=N (create)
slash-watch = sledovat
slash-unwatch = nesledovat
slash-tournament = turnaj
help-tournament-options = Správci turnaj vytvoří a spustí; hráči se přihlašují a odhlašují. Do 8 hráčů: každý s každým (Bergerovy tabulky; s rounds=2 hraje každá dvojice dvakrát, s prohozenými barvami), pomocné hodnocení Sonneborn–Berger. Víc hráčů: švýcarský systém (skupiny podle bodů, žádná dvojice dvakrát, vyrovnané barvy, volný los za 1 bod nejníže postavenému, kdo ho ještě neměl), rounds=N (výchozí: ceil(log2 hráčů) + 1), pomocné hodnocení Buchholz. Bot spouští partie každého kola s days=N na tah (výchozí 3); kdo turnaj opustí, prohrává zbývající partie kontumačně.
bad-argument-tournament = Akce: create, join, leave, start; volby (create): varianta, days=N (1–30), rounds=N.
# $since, $left: durations (duration-*).
games-challenge-lapses = výzva čeká na odpověď už { $since }, propadne za { $left }
analysis-head-aborted = { BOLD("Analýza partie #", $game) } ({ $variant }, { $white } – { $black }): zrušena, bez výsledku.
# A game ended before each side had moved. $player: mention (who resigned or ran out of time).
game-aborted-resigned = Partie #{ $game } je zrušena: { $player } se vzdal(a) dřív, než obě strany zahrály aspoň po jednom tahu. Žádný výsledek, rating beze změny.
game-aborted-time = Partie #{ $game } je zrušena: { $player } překročil(a) čas dřív, než obě strany zahrály aspoň po jednom tahu. Žádný výsledek, rating beze změny.
game-aborted-draw = Partie #{ $game } je zrušena: remíza byla dohodnuta dřív, než obě strany zahrály aspoň po jednom tahu. Žádný výsledek, rating beze změny.
# $challenger, $challenged: mentions; $days: a clock-days text.
challenge-lapsed = { $challenger }: vaše výzva #{ $game } pro { $challenged } propadla, { $days } bez odpovědi. Vyzvěte znovu příkazem { CODE("!challenge") }.
# !games all: the channel's finished games, page by page.
finished-games-none = V tomto kanálu zatím nejsou žádné dohrané partie.
finished-games-head = Dohrané partie tady ({ $total }), stránka { $page } z { $pages }:
# $variant: its name; $white, $black: names; $result: finished-game-aborted, finished-game-won or how a draw ended; $plies: half-moves played.
finished-game-line =
    #{ $game } { $variant } — { $white } proti { $black }: { $result }, { $plies ->
        [one] { $plies } půltah
        [few] { $plies } půltahy
       *[other] { $plies } půltahů
    }
finished-game-line-unrated =
    #{ $game } { $variant } — { $white } proti { $black }: { $result }, bez ratingu, { $plies ->
        [one] { $plies } půltah
        [few] { $plies } půltahy
       *[other] { $plies } půltahů
    }
finished-game-aborted = zrušena
# $player: the winner's name; $how: how the game ended.
finished-game-won = vyhrál(a) { $player } ({ $how })
finished-games-more = Další: { CODE("!games all ", $page) }
no-such-page =
    Stránka { $page } neexistuje: dohrané partie zabírají { $pages ->
        [one] { $pages } stránku
        [few] { $pages } stránky
       *[other] { $pages } stránek
    }. Zkuste { CODE("!games all ", $pages) }.
# The caption of a PDN file of several games. $player: a name.
pdn-collection-player =
    { $count ->
        [one] { $count } partie
        [few] { $count } partie
       *[other] { $count } partií
    } hráče { $player } v tomto kanálu, v jednom souboru PDN.
pdn-collection =
    { $count ->
        [one] { $count } partie
        [few] { $count } partie
       *[other] { $count } partií
    } tohoto kanálu, v jednom souboru PDN.
# $player: mention.
no-games-to-export-player = { $player } v tomto kanálu nehrál(a) žádnou partii.
no-games-to-export = V tomto kanálu se zatím nehrála žádná partie.
# !watch: the moves of a game come to a spectator privately.
watching = Teď sledujete partii #{ $game }: její tahy vám budou chodit soukromě. Přestat: { CODE("!unwatch #", $game) }.
watching-already = Partii #{ $game } už sledujete. Přestat: { CODE("!unwatch #", $game) }.
unwatched = Partii #{ $game } už nesledujete.
not-watching-game = Partii #{ $game } nesledujete.
not-watching = V tomto kanálu nesledujete žádnou partii.
watch-own-game = V partii #{ $game } hrajete: její tahy sem k vám chodí i tak.
# What a spectator's private message starts with. $white, $black: names.
watched-news = Partie #{ $game }, { $white } proti { $black }:
# $player: mention.
direct-refused = { $player }: nemůžu vám psát soukromě, takže už nesledujete žádnou partii. Otevřete se mnou soukromý chat (nebo povolte přímé zprávy) a pak znovu { CODE("!watch") }.
# Tournaments. $id: the tournament's number; $variant: its name; $days: a clock-days text.
tournament-created = Turnaj #{ $id } je otevřený: { $variant }, { $days } na tah. Přihlaste se příkazem { CODE("!tournament join") }; správce ho spustí příkazem { CODE("!tournament start") }.
tournament-created-rounds =
    Turnaj #{ $id } je otevřený: { $variant }, { $days } na tah, { $rounds ->
        [one] { $rounds } kolo
        [few] { $rounds } kola
       *[other] { $rounds } kol
    }. Přihlaste se příkazem { CODE("!tournament join") }; správce ho spustí příkazem { CODE("!tournament start") }.
tournament-exists = V tomto kanálu už běží turnaj #{ $id }. Ukáže ho { CODE("!tournament") }.
no-tournament = V tomto kanálu není žádný turnaj. Správce ho otevře příkazem { CODE("!tournament create") }.
# $player: mention; $players: how many play now.
tournament-joined =
    { $player } se přihlašuje do turnaje #{ $id } ({ $players ->
        [one] { $players } hráč
        [few] { $players } hráči
       *[other] { $players } hráčů
    }).
tournament-joined-already =
    { $player } už je v turnaji #{ $id } ({ $players ->
        [one] { $players } hráč
        [few] { $players } hráči
       *[other] { $players } hráčů
    }).
tournament-closed = Turnaj #{ $id } už začal: další hráče nepřijímá.
# $player: mention.
tournament-left = { $player } odchází z turnaje #{ $id }.
tournament-left-forfeits = { $player } odchází z turnaje #{ $id } a zbývající partie prohrává kontumačně.
not-in-tournament = V turnaji #{ $id } nehrajete.
tournament-too-small =
    Turnaj #{ $id } má { $players ->
        [one] { $players } hráče
        [few] { $players } hráče
       *[other] { $players } hráčů
    }: ke spuštění potřebuje aspoň 3.
tournament-changed = Turnaj #{ $id } se mezitím změnil (někdo se přihlásil nebo odešel): zkuste znovu { CODE("!tournament start") }.
tournament-started-swiss =
    Turnaj #{ $id } začíná: { $players ->
        [one] { $players } hráč
        [few] { $players } hráči
       *[other] { $players } hráčů
    }, švýcarský systém (pomocné hodnocení: Buchholz), { $rounds ->
        [one] { $rounds } kolo
        [few] { $rounds } kola
       *[other] { $rounds } kol
    }.
tournament-started-round-robin =
    Turnaj #{ $id } začíná: { $players ->
        [one] { $players } hráč
        [few] { $players } hráči
       *[other] { $players } hráčů
    }, systém každý s každým (pomocné hodnocení: Sonneborn–Berger), { $rounds ->
        [one] { $rounds } kolo
        [few] { $rounds } kola
       *[other] { $rounds } kol
    }.
round-started = Turnaj #{ $id }, kolo { $round } z { $rounds }:
# A round's pairing. $white, $black: mentions in pairing-game, names otherwise; $result: a result (1–0, ½–½, result-*).
pairing-game = #{ $game } { $white } ({ color-white }) proti { $black } ({ color-black })
pairing-result = { $white } proti { $black }: { $result }
# $player: a name.
pairing-bye = { $player }: volný los (1 bod)
result-white-forfeit = 1–0 kontumačně
result-black-forfeit = 0–1 kontumačně
result-double-forfeit = 0–0, kontumace obou
result-bye = volný los
result-to-play = zatím nehráno
# The standings. $white, $black: names ($black may be —); $result: as in pairing-result.
standings-after = Turnaj #{ $id }: { $white } – { $black } { $result }.
standings-open =
    Turnaj #{ $id } ({ $variant }), přihlášky otevřené, { $players ->
        [one] { $players } hráč
        [few] { $players } hráči
       *[other] { $players } hráčů
    }:
standings-join = Přihlaste se: { CODE("!tournament join") }
standings-final = Konečné pořadí turnaje #{ $id }:
standings-round = Pořadí turnaje #{ $id }, kolo { $round } z { $rounds }:
# One player's line. $rank: place; $player: name (or standing-left); $points: points as written (2½); $value: the same as a number, to select on (a half is "many": 2½ bodu); $played: games played; $system: Buchholz or SB (Sonneborn–Berger); $tiebreak: its points.
standing-line =
    { $rank }. { $player } — { $points } { $value ->
        [one] bod
        [few] body
        [many] bodu
       *[other] bodů
    } z { $played }, { $system } { $tiebreak }
# $player: a name.
standing-left = { $player } (mimo turnaj)
standings-title = Turnaj #{ $id } — kolo { $round } z { $rounds }
# $player: mention.
tournament-over = Turnaj #{ $id } skončil. Vítězí { $player }!

## Correspondence (issue 17)

# The channel's settings. $language: a language code; $variant: the variant's code; $reminders: settings-reminders-*; $threads: on/off; $challenge_days: a clock-days text; $vacation_days: a number (0: vacations off).
settings-channel = Nastavení tohoto kanálu: jazyk { $language }, varianta { $variant }, orientace { $orientation } (při 'mover' deska ze strany hráče na tahu), připomínky { $reminders }, vlákno pro každou partii { $threads }, výzvy platí { $challenge_days }, dny dovolené na hráče a rok: { $vacation_days }. Správci je mění příkazem { CODE("!settings language it") }
help-challenge-options-bank = Varianty: { $variants }. Barva: white, black nebo random (výchozí). Volby: giveaway (vyhrává, kdo nemůže táhnout; každá varianta), soffio (španělská, mezinárodní), days=N (dní na tah) nebo bank=30+1/45 (časová rezerva 30 dní, +1 za každý tah, nejvýš 45; hodiny s h), unrated (výsledek se nezapočítá do ratingu). Proti botovi (@dama nebo zmínka bota): level=1..10. Výzva bez odpovědi propadne po challenge_days kanálu (výchozí 7 dní). Partie, která skončí dřív, než obě strany zahrají aspoň po jednom tahu, se ruší a do ratingu se nezapočítá.
bad-argument-challenge-bank = Varianty: { $variants }; barvy: white, black, random; volby: giveaway, soffio, days=N (1–30) nebo bank=30+1/45, unrated, level=N (1–10, proti botovi).
command-away = Dovolená: vaše hodiny se zastaví
command-away-length = dny (5d), on nebo off
slash-away = dovolená
# !help prefs: the values each preference takes (keywords and values exactly as written).
help-prefs-values = flip on|off: deska z vaší strany, když jste na tahu. language en|it|auto. reminders 12h|off|channel: jak často vám partie, která na vás čeká, připomene tah. timezone Europe/Rome: vaše časové pásmo IANA (dokud ho nenastavíte, UTC), pro dvě následující předvolby. quiet 22-08|off: v těchto hodinách žádné připomínky ani zmínky; po jejich konci jeden přehled vašich partií. digest daily 09:00|off: jedna zpráva denně (soukromě, kde to platforma dovolí) se všemi partiemi, kde jste na tahu, a zbývajícím časem, místo připomínky za každou partii.
# A time bank: $bank is its rule as typed (30+1/45: 30 days, +1 a move, at most 45).
clock-setting-bank = rezerva { $bank }
clock-rule-bank = Hodiny: časová rezerva { $bank } (dny, nebo hodiny s h: rezerva, + kolik přidá každý tah, / nejvyšší možná rezerva); komu rezerva dojde, prohrává na čas.
# $white, $black: a span, or clock-bank-up.
clock-line-bank = Rezerva { $bank }: { color-white } { $white }, { color-black } { $black }
clock-bank-up = čas vypršel
# $player: mention; $opponent: name; $left: a span.
clock-warning-bank = { $player }, partie #{ $game } proti hráči { $opponent }: 80 % vašeho času uplynulo — zbývá { $left } (rezerva { $bank }). Táhněte příkazem { CODE("!move #", $game, " …") }, jinak partii prohrajete na čas.
timed-out-bank = Tah nepřišel včas (rezerva { $bank }).
# !prefs, after the language and the boards. $reminders: one of the three below; $zone: an IANA time zone; $used, $allowed: vacation days.
prefs-hours = Připomínky { $reminders }; časové pásmo { $zone }; letos vybrané dny dovolené: { $used } z { $allowed }
prefs-reminders-channel = podle kanálu
prefs-reminders-off = vypnuto
prefs-reminders-every = každých { $hours } h
# Added to prefs-hours when set (prefs-away after a space). $quiet: hours as 22-08; $at: a time as 09:00; $left: a span.
prefs-quiet = ; tiché hodiny { $quiet }
prefs-digest = ; denní přehled v { $at }
prefs-away = (teď na dovolené, ještě { $left })
# !away. $span: how long (a span); $left: clock-days.
away-started = Užijte si dovolenou: na { $span } jsou všechny vaše hodiny zastavené a žádné připomínky kvůli vám nechodí. Skončí, až táhnete, nebo příkazem { CODE("!away off") }. Zbývající dovolená na letošek: { $left }.
away-extended = Vaše dovolená teď skončí za { $span }. Skončí, až táhnete, nebo příkazem { CODE("!away off") }. Zbývající dovolená na letošek: { $left }.
# $player: name; $days: days taken this year.
away-ended = Vítejte zpět, { $player }: vaše hodiny zase běží, každé s časem, který měly. Letos vybrané dny dovolené: { $days }.
# $opponent: mention; $away: name; $span: a span.
opponent-away = { $opponent }, { $away } je na dovolené nejvýš { $span }: soupeřovy hodiny v partii #{ $game } stojí, dokud se nevrátí.
not-away = Nejste na dovolené. { CODE("!away 5d") } zahájí dovolenou na pět dní.
vacations-off = Dovolené jsou v tomto kanálu vypnuté (nastavení vacation_days 0).
no-vacation-left =
    Dovolenou na letošek už máte vybranou celou ({ $days ->
        [one] { $days } den
        [few] { $days } dny
       *[other] { $days } dní
    }).
# $value: what was typed.
bad-away = `{ $value }` není délka dovolené. Zkuste { CODE("!away 5d") }, { CODE("!away on") } nebo { CODE("!away off") }.
# The games where it is a player's move. $player: mention; $games: how many.
digest-daily =
    { $player }, váš denní přehled: { $games ->
        [0] nejste na tahu v žádné partii
        [one] jste na tahu v { $games } partii
        [few] jste na tahu ve { $games } partiích
       *[other] jste na tahu v { $games } partiích
    }.
digest-quiet-over =
    { $player }, vaše tiché hodiny skončily: { $games ->
        [0] nejste na tahu v žádné partii
        [one] jste na tahu v { $games } partii
        [few] jste na tahu ve { $games } partiích
       *[other] jste na tahu v { $games } partiích
    }.
# $opponent: name; $waiting: a span; $clock: a clock line.
digest-line = #{ $game } proti { $opponent } ({ $variant }), čeká už { $waiting }; { $clock }.
digest-line-no-clock = #{ $game } proti { $opponent } ({ $variant }), čeká už { $waiting }; bez hodin.
