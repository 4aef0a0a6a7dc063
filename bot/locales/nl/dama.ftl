# dama: alle teksten van de bot, in het Nederlands. Dezelfde berichten en dezelfde
# placeables ($namen) als het Engelse bestand (bot/locales/en/dama.ftl), dat uitlegt wat
# elk bevat.

## Names

color-white = Wit
color-black = Zwart
variant-english = Engels dammen
variant-italian = Italiaans dammen
variant-spanish = Spaans dammen
variant-international = Internationaal dammen
variant-brazilian = Braziliaans dammen
variant-dameo = Dameo
variant-russian = Russisch dammen
variant-turkish = Turks dammen
variant-pool = Pool checkers
variant-czech = Tsjechisch dammen
variant-frisian = Fries dammen
variant-canadian = Canadees dammen
list-more = { $shown } en nog { $more }
on = aan
off = uit
taken-king = { $square } dam

## Moves and boards

move-played = #{ $game } { $mover } ({ $color }) { CODE($move) }.
move-played-details = #{ $game } { $mover } ({ $color }) { CODE($move) } — { $details }.
move-takes =
    slaat { $count ->
        [one] { $count } stuk
       *[other] { $count } stukken
    } ({ $squares })
move-crowned = dam gehaald
to-move = { $player } is aan zet, { $color }, zet { $move }.
huff-possible = Soffio: { $mover } heeft een verplichte slag niet genomen ({ $ignored }). { $player } mag met !huff een van { $squares } blazen, of gewoon doorspelen.
board-head = #{ $game } { $variant } — { $white } ({ color-white }) tegen { $black } ({ color-black }).
board-last-move = Laatste zet: { CODE($move) } ({ $color }).
legal-moves-head = #{ $game } geldige zetten voor { $player } ({ $color })
legal-moves-from-head = #{ $game } geldige zetten vanaf { $square } voor { $player } ({ $color })
legal-moves-none = { $head }: geen.
legal-moves-list = { $head } ({ $count }): { $moves }.

## Draw counts under way ($each: moves each so far)

count-english = Zettentelling (alleen dammen, geen slag): { $each } van 50 zetten elk.
count-kings-only = Alleen dammen, geen slag: { $each } van 25 zetten elk.
count-kings-only-15 = Alleen dammen, geen slag: { $each } van 15 zetten elk.
count-czech = Geen slag, geen schijfzet: { $each } van 15 zetten elk.
count-russian-balance = Krachtsverhouding ongewijzigd met dammen aan beide kanten: { $each } van { $of } zetten elk.
count-requested = 40-zettentelling aangevraagd door { $color }: { $moves } van 40.
ending-two-kings-one = Twee dammen tegen één: { $color } heeft { $moves } van 20 zetten gebruikt om te winnen.
ending-three-kings-two = Drie dammen tegen twee: { $color } heeft { $moves } van 30 zetten gebruikt om te winnen.
ending-three-kings-one = Drie dammen tegen één: { $each } van 12 zetten elk.
ending-two-nine = Het eindspel op 2 en 9: { $each } van 32 zetten elk.
ending-three-lone-king = Drie stukken tegen een losse dam: { $each } van 16 zetten elk.
ending-two-lone-king = Twee stukken tegen een losse dam: { $each } van 5 zetten elk.

## Endings

outcome-win = Partij #{ $game } is afgelopen: { $winner } ({ $winner_color }) wint — { $loser } ({ $loser_color }) { $cause }.
outcome-draw = Partij #{ $game } is afgelopen: { $reason }. { $white } { $black }
win-cause-no-pieces = heeft geen stukken meer
win-cause-no-legal-move = heeft geen geldige zet meer
win-cause-resignation = heeft opgegeven
win-cause-time = heeft de tijd overschreden
win-cause-giveaway-no-pieces = verliest het weggeefspel: wie geen stukken meer heeft, wint
win-cause-giveaway-no-move = verliest het weggeefspel: wie geen zet meer heeft, wint
outcome-win-short = { $winner } wint: { $loser } { $cause }
draw-agreement = remise: in onderling overleg
draw-repetition = remise: dezelfde stelling kwam voor de derde keer voor met dezelfde speler aan zet
draw-english-fifty = remise: 50 zetten elk met alleen damzetten en geen slag (de zettentelling)
draw-italian-forty = remise: de 40-zettentelling liep af zonder slag en zonder schijfzet
draw-italian-two-kings-one = remise: twee dammen tegen één werden niet binnen 20 zetten gewonnen
draw-italian-three-kings-two = remise: drie dammen tegen twee werden niet binnen 30 zetten gewonnen
draw-spanish-three-kings-one = remise: drie dammen tegen één werden niet binnen 12 zetten elk gewonnen
draw-spanish-two-nine = remise: het eindspel met schijven op 2 en 9 duurde 32 zetten elk zonder winst, promotie of geslagen schijf
draw-twenty-five-king-moves = remise: 25 zetten elk met alleen damzetten en geen slag
draw-sixteen-move-ending = remise: drie stukken met een dam tegen een losse dam werden niet binnen 16 zetten elk gewonnen
draw-five-move-ending = remise: twee stukken met een dam tegen een losse dam werden niet binnen 5 zetten elk gewonnen
draw-fifteen-king-moves = remise: 15 zetten elk met alleen damzetten en geen slag
draw-russian-balance-thirty = remise: met dammen aan beide kanten en 4 of 5 stukken bleef de krachtsverhouding 30 zetten elk gelijk
draw-russian-balance-sixty = remise: met dammen aan beide kanten en 6 of 7 stukken bleef de krachtsverhouding 60 zetten elk gelijk
draw-russian-three-kings-one = remise: drie dammen tegen een losse dam sloegen die niet uiterlijk bij hun 15e zet
draw-russian-long-diagonal = remise: drie stukken tegen een losse dam op de lange diagonaal wonnen niet uiterlijk bij hun 5e zet
draw-russian-few-lone-king = remise: twee stukken (of een dam) tegen een losse dam wonnen niet uiterlijk bij hun 5e zet
draw-pool-three-kings-one = remise: drie dammen tegen één sloegen die niet binnen 13 zetten
draw-turkish-one-piece-each = remise: beide partijen hebben nog één stuk
draw-frisian-two-kings-one = remise: twee dammen tegen één dam werden niet binnen 7 zetten elk gewonnen
draw-frisian-king-king = remise: één dam tegen één dam werd niet binnen 2 zetten elk gewonnen
game-over = Partij #{ $game } is afgelopen ({ $how }): er kunnen geen zetten meer bij. Begin een nieuwe met { CODE("!challenge @friend") }.
huffed-over = #{ $game }: { $author } blaast het stuk op { $square } (soffio). { $result }.
huffed-to-move = #{ $game }: { $author } blaast het stuk op { $square } (soffio). { $player } is aan zet.
count-started = #{ $game }: { $author } ({ $color }) vraagt de 40-zettentelling aan. Doet { $color } 40 zetten zonder slag en zonder schijfzet, dan is het remise; een slag of een schijfzet start de telling opnieuw.

## What the game refuses

game-error-over = De partij is afgelopen: { $outcome }.
game-error-nothing-to-huff = Er valt niets te blazen: de laatste zet heeft geen slag overgeslagen.
game-error-not-huffable = { $square } is geen stuk dat had kunnen slaan; je mag { $options } blazen.
game-error-no-count = { $variant } heeft geen zettentelling om aan te vragen.
game-error-count-running = De 40-zettentelling loopt al, aangevraagd door { $color }.
game-error-soffio = De soffio-regel wordt alleen gespeeld in Spaans en Internationaal dammen.
game-error-nothing-to-undo = Er is geen zet om terug te nemen.

## Challenges

with-soffio = met soffio
per-move = { $days } per zet
challenge-offer = { $opponent }, { $challenger } daagt je uit voor { $variant } (partij #{ $game }{ $extras }): jij zou met { $color } spelen. Antwoord met { CODE("!accept #", $game) } of { CODE("!decline #", $game) }.
game-starts = Partij #{ $game } begint: { $variant }{ $giveaway }{ $soffio }, { $white } ({ color-white }) tegen { $black } ({ color-black }). { $player } is aan zet, { $color }, zet 1. Speel met { CODE("!move <zet>") }, bijvoorbeeld { $example }.{ $clock }
game-starts-soffio = , met soffio
challenge-declined = { $challenger }, { $decliner } slaat je uitdaging af (#{ $game }).
challenge-cancelled = { $other }, { $author } trekt uitdaging #{ $game } in.
challenge-closed = Partij #{ $game } is afgeslagen of ingetrokken: er valt niets te beantwoorden.
own-challenge = #{ $game } is je eigen uitdaging: het is aan { $challenged } om die aan te nemen. Intrekken: { CODE("!cancel #", $game) }
only-challenged-answers = Alleen { $challenged } kan uitdaging #{ $game } beantwoorden.
only-challenger-cancels = Alleen { $challenger } kan uitdaging #{ $game } intrekken; jij kunt haar afslaan: { CODE("!decline #", $game) }
already-challenged = Er staat hier al een uitdaging tussen jou en { $opponent }: #{ $game }. Je eigen uitdaging intrekken: { CODE("!cancel #", $game) }
already-playing = Je speelt hier al tegen { $opponent }: partij #{ $game }. Maak die eerst af (één partij per tweetal in een kanaal).
challenge-yourself = Je kunt jezelf niet uitdagen. Noem een vriend: { CODE("!challenge @friend english") }
unknown-person = Ik weet niet wie { $typed } hier is: noem de persoon met een vermelding zodat de app de naam koppelt, bijvoorbeeld { CODE("!challenge @friend") }
soffio-not-allowed = De soffio-regel wordt alleen gespeeld in Spaans en Internationaal dammen, niet in { $variant }.
button-accept = Aannemen
button-decline = Afslaan

## Which game

no-such-game = Er is geen partij #{ $game } in dit kanaal. Bekijk de partijen hier met { CODE("!games") }
no-game-here = Je hebt geen partij in dit kanaal. Begin er een: { CODE("!challenge @friend english") }
not-a-player = Je speelt niet mee in partij #{ $game }: het is { $white } ({ color-white }) tegen { $black } ({ color-black }).
not-started = Partij #{ $game } is nog niet begonnen: de uitdaging wacht op antwoord, { CODE("!accept #", $game) } of { CODE("!decline #", $game) } door de uitgedaagde speler.
not-your-turn = Je bent niet aan zet in #{ $game }: { $player } ({ $color }) is aan zet.
not-your-turn-anywhere = Je bent in geen van je partijen hier aan zet: { $games }.
which-game = Welke partij? { $games }. Voeg het nummer toe, bijvoorbeeld { CODE($example) }
game-choice = #{ $game } { $against } ({ $variant }{ $turn })
game-against = tegen { $opponent }
game-between = { $white } – { $black }
game-choice-turn = , { $player } aan zet
nothing-to-answer = Hier wacht niets op je antwoord: geen uitdaging aan jou, geen voorstel van je tegenstander.
nothing-to-cancel = Je hebt hier geen uitdaging of voorstel om in te trekken.

## Offers

offer-undo = verzoek om terug te nemen
offer-draw = remiseaanbod
undo-requested = { $opponent }, { $author } vraagt om { CODE($moves) } terug te nemen in #{ $game }. Antwoord met { CODE("!accept #", $game) } of { CODE("!decline #", $game) }.
undone = #{ $game }: teruggenomen: { $moves }. { $player } is aan zet, { $color }, zet { $move }.
nothing-to-undo = Je hebt geen zet om terug te nemen in #{ $game }.
draw-offered = { $opponent }, { $author } biedt remise aan in #{ $game }. Antwoord met { CODE("!accept #", $game) } of { CODE("!decline #", $game) } (een zet slaat het ook af).
offer-declined = { $offerer }, { $decliner } slaat je { $offer } in #{ $game } af. De partij gaat door: { $player } is aan zet.
offer-withdrawn = { $opponent }, { $author } trekt het { $offer } in #{ $game } in.
own-offer = Je voorstel in #{ $game } wacht op het antwoord van { $opponent }; intrekken: { CODE("!cancel #", $game) }
answer-first = { $opponent } heeft een { $offer } gedaan in #{ $game }: beantwoord dat eerst met { CODE("!accept #", $game) } of { CODE("!decline #", $game) }

## Lists

games-none = Geen partijen in dit kanaal. Begin er een: { CODE("!challenge @friend english") }
games-head = Partijen hier:
games-line = #{ $game } { $variant } — { $white } ({ color-white }) tegen { $black } ({ color-black }): { $state }{ $clock }
games-challenge = uitdaging wacht al { $since } op antwoord
games-to-move = { $player } aan zet, zet { $move }, al { $since }
duration-seconds = { $n } s
duration-minutes = { $n } min
duration-hours = { $n } u
duration-days =
    { $n ->
        [one] { $n } dag
       *[other] { $n } dagen
    }

## Settings

settings-reminders-off = uit
settings-reminders-after = na { $hours } u zonder zet
settings-saved = Opgeslagen.
prefs = Je voorkeuren: taal { $language }; bord vanaf jouw kant als je aan zet bent, ongeacht de oriëntatie van het kanaal: { $flip }. Wijzig ze met { CODE("!prefs language it") }
prefs-language-auto = die van het kanaal (of van je app, als de app die doorgeeft)
admins-only = Alleen de beheerders van het kanaal kunnen de instellingen wijzigen.
bad-setting = `{ $value }` is geen waarde voor { $key }: gebruik { $allowed }.

## The bot itself

internal-error = Er ging aan mijn kant iets mis en er is niets veranderd. Probeer het nog eens.
database-unreachable = De bot kan zijn database niet bereiken, probeer het zo nog eens.
pdn-inline = Partij #{ $game } in PDN:
pdn-caption = Partij #{ $game } in PDN
pdn-attached = Partij #{ $game } in PDN, als bijlage.
done = Klaar.
unknown-slash-command = Onbekend commando /{ $name }.
button-expired = Deze knop is verlopen: typ het commando in plaats daarvan.
played-in = Partij #{ $game } wordt gespeeld in { $place }.
thread-name = Partij #{ $game }
console-greeting =
    dama-console. Typ berichten als `naam: tekst`, bijvoorbeeld
      alice: !challenge @bob english
      bob: !accept
      alice: !move 11-15
    !help toont de commando's; Ctrl-D stopt.
saved-image = afbeelding: { $path }
saved-file = bestand: { $path }
board-legend = ○ witte schijf  ◎ witte dam  ● zwarte schijf  ◉ zwarte dam

## Refusals of moves and !why

refused = #{ $game } { BOLD($rule) }: { $facts }.
explain-refusal = #{ $game } { CODE($move) } is hier niet toegestaan. { BOLD($rule) }: { $facts }. { $general }
explain-refusal-other = #{ $game } (voor { $color }, die aan zet is) { CODE($move) } is hier niet toegestaan. { BOLD($rule) }: { $facts }. { $general }
why-refused = Je zet { CODE($move) } (zet { $number }) werd geweigerd door de regel { BOLD($rule) }: { $facts }. { $general }
why-not-your-turn = Je zet { CODE($move) } (zet { $number }) werd geweigerd omdat je niet aan zet was: { $player } ({ $color }) was aan zet. Spelers zetten om de beurt, één zet per keer.
explain-legal = { CODE($move) } { $why }
explain-legal-other = (voor { $color }, die aan zet is) { CODE($move) } { $why }
explain-last-move = Er is niets van jou geweigerd. De laatste zet, { CODE($move) } van { $mover }, { $why }
explain-soffio-move = De laatste zet, { CODE($move) } van { $mover }, brak de regel "{ $rule }" ({ $facts }); de huisregel soffio staat dat toe, en de tegenstander mag een stuk blazen dat had kunnen slaan.
nothing-to-explain = Nog niets uit te leggen in #{ $game }. Vraag naar een zet: { CODE("!why 11-15") }
bad-square = `{ $text }` is geen speelbaar veld. { $forms }
legal-here = Hier toegestaan: { $moves }.
explain = is toegestaan{ $taking }; { $reason }{ $extra }.
explain-taking =
    , slaat { $count ->
        [one] { $count } stuk
       *[other] { $count } stukken
    }
explain-reason-only-move = het is de enige geldige zet
explain-reason-free = er is geen slag, dus elke zet mag ({ $count } geldige zetten)
explain-reason-compulsory = slaan is verplicht en elk van de { $count } slagen mag gekozen worden, maar de slag moet worden afgemaakt
explain-reason-maximum = hij slaat het maximum, { $pieces } stukken ({ $count } zulke slagen)
explain-reason-italian = hij volgt uit de Italiaanse voorrang (met een dam, meeste dammen, dammen eerst) ({ $count } zulke slagen)
explain-reason-most-kings = hij volgt uit de regel van de meeste dammen ({ $count } zulke slagen)
explain-crowns = ; de schijf promoveert tot dam en de zet eindigt
explain-passes = ; de schijf passeert de promotierij op { $square } maar eindigt daar niet, dus blijft een schijf

## Rule titles

rule-not-a-move = Geen zet
rule-square-not-playable = Geen speelbaar veld
rule-no-piece = Daar staat geen stuk
rule-not-your-piece = Niet jouw stuk
rule-destination-occupied = Veld bezet
rule-men-not-backwards = Schijven gaan niet achteruit
rule-men-capture-forwards = Schijven slaan alleen vooruit
rule-kings-one-square = Dammen gaan één veld
rule-path-blocked = Weg versperd
rule-not-a-step = Geen stap die dit stuk kan zetten
rule-men-jump-short = Schijven springen kort
rule-capture-compulsory = Slaan is verplicht
rule-capture-not-finished = Een slag moet worden afgemaakt
rule-maximum-capture = Meerslag
rule-italian-men-cannot-take-kings = Schijven slaan geen dammen
rule-italian-capture-with-king = Slaan met de dam
rule-italian-more-kings = Sla de meeste dammen
rule-italian-king-earlier = Sla de dam eerst
rule-spanish-more-kings = Sla de meeste dammen
rule-jumped-twice = Geen stuk twee keer overspringen
rule-jumped-piece-blocks = Geslagen stukken blijven staan tot de zet eindigt
rule-promotion-ends-move = Promotie beëindigt de zet
rule-passing-does-not-crown = Langs de promotierij gaan maakt geen dam
rule-dameo-crowning-at-end = Dam alleen waar de zet eindigt
rule-dameo-orthogonal-captures = Slagen zijn orthogonaal
rule-dameo-line-forward = Rijen gaan vooruit
rule-dameo-king-not-in-line = Dammen gaan nooit mee in een rij
rule-nothing-to-take = Niets te slaan
rule-own-piece = Eigen stuk in de weg
rule-not-legal = Hier niet toegestaan
rule-piece-cannot-move = Dat stuk kan niet zetten
rule-ambiguous = Dubbelzinnige zet
rule-game-over = Partij afgelopen
rule-not-your-turn = Niet aan zet
rule-other = Niet toegestaan

## Rules in a sentence, for !why

general-capture-compulsory = In elke variant moet je slaan als slaan mogelijk is.
general-capture-not-finished = Een stuk dat slaat, springt door zolang het kan; de hele reeks is één zet.
general-maximum-capture = Je moet een slag kiezen die de meeste stukken slaat (een dam telt als één).
general-italian-men-cannot-take-kings = In het Italiaans dammen kan een schijf nooit een dam slaan.
general-italian-precedence = Italiaanse voorrang, op volgorde: sla de meeste stukken; sla liever met een dam dan met een schijf; sla de meeste dammen; sla een dam zo vroeg mogelijk.
general-spanish-more-kings = Spaanse regel: sla de meeste stukken, en daarvan de meeste dammen.
general-men-not-backwards = Schijven gaan alleen vooruit; dammen mogen terug.
general-men-capture-forwards = In Engels, Italiaans en Spaans dammen slaan schijven alleen vooruit.
general-kings-one-square = In Engels en Italiaans dammen zetten en slaan dammen één veld tegelijk.
general-path-blocked = Een vliegende dam gaat alleen over een vrije diagonaal.
general-jumped-twice = Geen stuk mag in één zet twee keer worden overgesprongen.
general-jumped-piece-blocks = Geslagen stukken gaan pas van het bord als de zet eindigt; tot dan versperren ze de weg.
general-promotion-ends-move = Een schijf die de promotierij bereikt, wordt dam en stopt daar.
general-passing-does-not-crown = Een schijf wordt alleen dam als de zet op de promotierij eindigt.
general-dameo-crowning-at-end = In Dameo wordt een schijf alleen dam als de zet op de laatste rij eindigt.
general-dameo-orthogonal-captures = In Dameo gaat elke slag langs rijen en lijnen.
general-dameo-lines = In Dameo mag een ononderbroken rij schijven één veld in haar eigen richting opschuiven; dammen gaan nooit mee in een rij.
general-own-pieces = Je zet alleen je eigen stukken.
general-ambiguous = Schrijf elk landingsveld als meerdere slagen passen.

## The facts of a refusal ($typed: the move as written; $moves: moves that are allowed)

refusal-not-a-move = `{ $text }` is geen zet. { $forms }
refusal-square-not-playable = { $square } is geen speelbaar veld in { $variant }. { $forms }
refusal-no-piece = er staat geen stuk op { $square }
refusal-not-your-piece = het stuk op { $square } is van { $color }
refusal-occupied = { $square } is bezet
refusal-men-not-backwards = een schijf kan niet terug van { $from } naar { $to }
refusal-men-capture-forwards = schijven slaan hier alleen vooruit: de schijf op { $from } kan niet achteruit slaan
refusal-kings-one-square = dammen gaan hier één veld tegelijk: { $from } naar { $to } is te ver
refusal-path-blocked = de weg van { $from } naar { $to } wordt versperd door het stuk op { $blocker }
refusal-men-jump-short = een schijf slaat door over een aangrenzend stuk naar het veld direct erachter te springen: { $from }x{ $to } gaat te ver
refusal-man-not-a-step = een schijf kan niet van { $from } naar { $to }: { $step }
refusal-king-not-a-step = een dam kan niet van { $from } naar { $to }: { $step }
refusal-capture-compulsory = { $typed } slaat niets, maar je kunt slaan: { $moves }
refusal-capture-not-finished = { $typed } stopt op { $square }, maar de slag gaat daar verder: { $moves }
refusal-maximum-capture = { $typed } slaat { $took } — het maximum hier is { $max }: { $moves }
refusal-men-cannot-take-kings = in het Italiaans dammen kan een schijf geen dam slaan (de dam op { $square })
refusal-capture-with-king = bij gelijke slagen moet de dam slaan, niet een schijf: { $moves }
refusal-more-kings = bij gelijke slagen sla je de meeste dammen: { $typed } slaat { $took }, { $max } kan: { $moves }
refusal-king-earlier = bij gelijke slagen en dammen sla je de dam zo vroeg mogelijk: { $moves }
refusal-jumped-twice = { $square } zou twee keer worden overgesprongen
refusal-jumped-piece-blocks = het stuk op { $square } is al geslagen maar blijft op het bord tot de zet eindigt, en verspert de weg
refusal-promotion-ends-move = de schijf wordt dam op { $square } en moet daar stoppen
refusal-passing-does-not-crown = de schijf gaat als schijf door { $square } en kan niet als dam verder slaan
refusal-crowning-at-end = op { $square } is de schijf nog een schijf: hij wordt pas dam waar de zet eindigt
refusal-men-orthogonal = schijven slaan alleen langs rijen en lijnen, nooit diagonaal
refusal-kings-orthogonal = dammen slaan alleen langs rijen en lijnen, nooit diagonaal
refusal-line-forward = { $from } naar { $to } moet vooruit over een ononderbroken rij van je eigen schijven gaan
refusal-king-not-in-line = een dam gaat nooit mee in een rij: hij kan niet over het stuk op { $square }
refusal-nothing-to-take = er valt niets te slaan tussen { $from } en { $to }
refusal-own-piece = je kunt niet over je eigen stuk op { $square } springen
refusal-not-legal = { $text } is hier niet toegestaan; het stuk op { $from } kan spelen: { $moves }
refusal-piece-cannot-move = het stuk op { $from } heeft geen zet; geldige zetten: { $moves }
refusal-ambiguous = `{ $text }` past bij meerdere zetten; schrijf er een volledig uit: { $moves }
refusal-game-over = de partij is afgelopen: { $result }
refusal-not-your-turn = je bent niet aan zet: { $color } is aan zet
step-dameo-man = een schijf gaat één veld recht of diagonaal vooruit, of schuift een rij schijven op
step-dameo-king = een dam gaat als een koningin bij schaken over een vrije lijn
step-short-king = een dam gaat één veld diagonaal
step-flying-king = een dam gaat over een vrije diagonaal
step-man = een schijf gaat één veld diagonaal vooruit

## How moves and squares are written (notation stays exactly as shown)

move-forms-english = Schrijf een zet als 11-15, een slag als 23x14 of met elk landingsveld, 23x14x5.
move-forms-italian = Schrijf een zet als 21-17, een slag als 23x14 of met elk landingsveld, 28x19x10.
move-forms-spanish = Schrijf een zet als 9-13, een slag als 10x19 of met elk landingsveld, 8x12x20.
move-forms-international = Schrijf een zet als 32-28, een slag als 28x19 of met elk landingsveld, 28x19x10.
move-forms-brazilian = Schrijf een zet als c3-d4, een slag als c3xe5 of met elk landingsveld, c3xe5xc7.
move-forms-dameo = Schrijf een zet als c3-c4 (een rijzet als van-naar van de achterste schijf, c1-c4), een slag als e2xe4xg4xg6.
square-forms-32 = De velden zijn genummerd van 1 tot 32.
square-forms-50 = De velden zijn genummerd van 1 tot 50.
square-forms-72 = De velden zijn genummerd van 1 tot 72.
square-forms-brazilian = De velden zijn a1 tot h8, alleen donkere velden (a1 is donker).
square-forms-dameo = De velden zijn a1 tot h8.

## Help

help-intro = Ik ben scheidsrechter bij dampartijen in deze chat: daag een vriend uit, speel door zetten te typen, krijg het bord na elke zet. Commando's:
help-line = { CODE($usage) } — { $summary }
help-default-variant = Hier is de standaardvariant { $variant }. { $forms } Meer over een commando: { CODE("!help move") }
help-command = { CODE($usage) } — { $summary }.
help-aliases = Ook: { $aliases }.
help-arg = { $name }: { $description }
help-example = Voorbeeld: { CODE($example) }
help-unknown = Er is geen commando `{ $name }`. De lijst: { CODE("!help") }
variants-head = Varianten:
variants-line = { BOLD($code) } — { $name }: { $summary }
variants-foot = Uitdagen met { CODE("!challenge @friend italian") }
summary-english = 8x8, Zwart begint; schijven alleen vooruit, korte dammen; slaan verplicht, elke reeks, afmaken.
summary-italian = 8x8 gespiegeld, Wit begint; schijven slaan geen dammen; korte dammen; meeste stukken, dan met dam, meeste dammen, dammen eerst.
summary-spanish = 8x8 gespiegeld, genummerd vanaf rechtsonder; vliegende dammen; meeste stukken, dan meeste dammen.
summary-international = 10x10, 20 schijven elk; schijven slaan ook achteruit; vliegende dammen; meerslag; dam alleen als de zet op de laatste rij eindigt.
summary-brazilian = Internationale regels op een 8x8-bord, algebraïsche velden (c3-d4).
summary-dameo = Alle 64 velden; schijven gaan recht of diagonaal vooruit en schuiven op in rijen; orthogonale slagen; dammen gaan als een koningin.

## Parse errors

unknown-command = Ik ken het commando `{ $name }` niet.
did-you-mean = Bedoelde je { CODE($command) }, zoals in { CODE($example) }?
all-commands = Alle commando's: { CODE("!help") }
missing-argument = { CODE($command) } heeft { $arg } nodig ({ $description }). Gebruik: { CODE($usage) }. Voorbeeld: { CODE($example) }
unexpected-word = { CODE($command) } kent `{ $word }` niet. Gebruik: { CODE($usage) }. Voorbeeld: { CODE($example) }
bad-argument = `{ $value }` is niet geldig als `{ $arg }` van { CODE($command) } ({ $description }).
bad-argument-example = Voorbeeld: { CODE($example) }
bad-game-id = `{ $value }` is geen partijnummer: schrijf # en het nummer, bijvoorbeeld { CODE($command, " #12") }

## Rules in short (!rules); notation exactly as written

topic-moves = Zetten
topic-captures = Slaan
topic-kings = Dammen
topic-draws = Remise
topic-notation = Notatie
rules-head = { BOLD($name) } — { $summary }
rules-topic = { BOLD($title) }: { $text }
rules-more = Meer: { CODE("!rules ", $code, " draws") }, { CODE("!rules ", $code, " notation") }, { CODE("!rules ", $code, " giveaway") }
rules-flying-kings = Dammen vliegen: elke afstand over een vrije diagonaal; ze slaan een stuk op elke afstand en landen op elk leeg veld erachter.
rules-english-moves = Zwart begint. Schijven gaan één veld diagonaal vooruit naar een leeg veld.
rules-english-captures = Slaan is verplicht: spring over een aangrenzend stuk van de tegenstander naar het lege veld erachter; schijven slaan alleen vooruit. Een slag gaat door zolang het kan, maar tussen meerdere slagen mag je vrij kiezen (geen meerslag).
rules-short-kings = Een schijf die de overkant bereikt, wordt dam en de zet eindigt daar. Dammen zetten en slaan één veld tegelijk, vooruit en achteruit.
rules-english-draws = In overleg (!draw), of via de zettentelling: als beide partijen een dam hebben, 50 zetten elk met alleen damzetten en geen slag. De bot past dit zelf toe.
rules-english-notation = Velden 1–32 vanaf linksboven (de kant van Zwart); a1 is een speelveld. Zwart begint op 1–12, Wit op 21–32. Zetten 11-15; slagen 23x14, of met elk landingsveld 23x14x5.
rules-italian-moves = Wit begint. Schijven gaan één veld diagonaal vooruit.
rules-italian-captures = Slaan is verplicht en moet worden afgemaakt. Schijven slaan alleen vooruit en nooit een dam. Bij meerdere slagen: de meeste stukken; dan met een dam liever dan met een schijf; dan de meeste dammen; dan een dam zo vroeg mogelijk; dan vrije keuze.
rules-italian-draws = Overleg; dezelfde stelling voor de derde keer met dezelfde speler aan zet; 2 dammen tegen 1 niet gewonnen binnen 20 zetten, 3 tegen 2 binnen 30; de 40-zettentelling op verzoek (!draw count): 40 zetten van de aanvrager zonder slag of schijfzet.
rules-italian-notation = Het bord is gespiegeld: h1 is een speelveld (de 'cantone', 32). Velden 1–32 vanaf linksboven. Wit begint op 21–32, Zwart op 1–12. Zetten 21-17; slagen 28x19x10.
rules-spanish-moves = Wit begint. Schijven gaan één veld diagonaal vooruit.
rules-spanish-captures = Slaan is verplicht; schijven slaan alleen vooruit, schijven en dammen. Sla de meeste stukken, dan de meeste dammen. Overgesprongen stukken blijven op het bord tot de zet eindigt.
rules-spanish-kings = Een schijf die de overkant bereikt, wordt dam en stopt. Dammen vliegen: elke afstand over een vrije diagonaal; ze slaan op afstand en landen bij een meerslag waar de slag verder kan.
rules-spanish-draws = Overleg; derde herhaling met dezelfde speler aan zet; 3 dammen tegen 1 niet gewonnen binnen 12 zetten elk; het eindspel met schijven op 2 en 9 (of 31 en 24): 32 zetten elk.
rules-spanish-notation = Genummerd 1–32 vanaf rechtsonder (de kant van Wit). Wit begint op 1–12, Zwart op 21–32. Zetten 9-13; slagen 10x19.
rules-international-captures = Slaan is verplicht; schijven slaan vooruit en achteruit. De meeste stukken moeten worden geslagen (een dam telt als één); bij gelijkheid vrije keuze. Geslagen stukken gaan van het bord als de zet eindigt, en geen stuk wordt twee keer overgesprongen.
rules-international-kings = Een schijf wordt alleen dam als de zet op de overkant eindigt: er tijdens een slag langs gaan, maakt geen dam.
rules-international-draws = Overleg; derde herhaling; 25 zetten elk met alleen damzetten en geen slag; drie stukken met een dam tegen een losse dam: 16 zetten elk; twee tegen een losse dam: 5 zetten elk.
rules-international-moves = 10x10, 20 schijven elk; Wit begint. Schijven gaan één veld diagonaal vooruit.
rules-international-notation = Velden 1–50 vanaf linksboven (1 = b10, 46 = a1). Wit begint op 31–50, Zwart op 1–20. Zetten 32-28; slagen 28x19x10.
rules-brazilian-moves = Internationale regels op 8x8: Wit begint vanaf rij 1–3, Zwart vanaf rij 6–8. Schijven gaan één veld diagonaal vooruit.
rules-brazilian-notation = Algebraïsche velden, a1 donker, Wit onderaan: zetten c3-d4, slagen c3xe5xc7.
rules-dameo-moves = Alle 64 velden; Wit begint; 18 schijven elk. Een schijf gaat één veld recht of diagonaal vooruit. Een ononderbroken rij van je schijven mag één veld in haar richting opschuiven: de achterste schijf gaat naar het veld voor de kop (c1-c4 maakt van c1, c2, c3 c2, c3, c4). Dammen gaan nooit mee in een rij.
rules-dameo-captures = Schijven en dammen slaan alleen orthogonaal (vooruit, opzij, achteruit), schijven en dammen. De meeste stukken moeten worden geslagen (een dam telt als één); geslagen stukken gaan van het bord als de zet eindigt.
rules-dameo-kings = Een schijf wordt alleen dam als de zet op de laatste rij eindigt. Dammen gaan als een koningin bij schaken en slaan orthogonaal op elke afstand, met landing op elk leeg veld erachter.
rules-dameo-draws = Overleg, of dezelfde stelling voor de derde keer met dezelfde speler aan zet.
rules-dameo-notation = Algebraïsche velden a1–h8 zoals bij schaken, Wit onderaan. Zetten c3-c4; slagen e2xe4xg4xg6; een rijzet schrijf je met de velden van de achterste schijf.

## Play over days

clock-days =
    { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    }
span-less-than-minute = minder dan een minuut
span-minutes = { $minutes } min
span-hours = { $hours } u
span-hours-minutes = { $hours } u { $minutes } min
span-days = { $days } d
span-days-hours = { $days } d { $hours } u
clock-line = { $per_move } per zet: nog { $left }
clock-line-up = { $per_move } per zet: de tijd is om
clock-rule = Klok: { $per_move } per zet; wie niet op tijd zet, verliest op tijd.
clock-warning = { $player }, partij #{ $game } tegen { $opponent }: 80% van je tijd voor deze zet is op — nog { $left } ({ $per_move } per zet). Zet met { CODE("!move #", $game, " …") }, anders verlies je op tijd.
timed-out = Geen zet op tijd ({ $per_move } per zet).
reminder = { $player }, je bent aan zet in partij #{ $game } tegen { $opponent } ({ $variant }), nu al { $waiting }. { CODE("!board #", $game) } toont de stelling.
rating-change = Ratings ({ $variant }): { $white }, { $black }.
rating-change-one = { $player } { $before } → { $after }
stats-none = { $player } heeft hier nog geen afgelopen partijen.
stats-head = Resultaten van { $player } hier:
stats-line = { $variant }: { $wins } gewonnen, { $draws } remise, { $losses } verloren — { $rating }
stats-rating = rating { $rating } ± { $deviation }
stats-unrated = nog geen rating
leaderboard-empty = Hier nog geen partijen { $variant } met rating: maak er een af en de ranglijst begint. { CODE("!challenge @friend ", $code) }
leaderboard-head = Ranglijst { $variant } hier, gerangschikt op rating − 2×RD (een rating waar elke speler vrijwel zeker boven zit, zodat een gelukkige eerste winst niet bovenaan komt; iedereen begint op 1500 ± 350):
leaderboard-line =
    { $rank }. { $player } — { $rating } ± { $deviation }, { $games ->
        [one] { $games } partij
       *[other] { $games } partijen
    }
replay-caption =
    #{ $game } { $white } ({ color-white }) tegen { $black } ({ color-black }), { $variant }: de hele partij, { $plies ->
        [one] { $plies } zet
       *[other] { $plies } zetten
    }. { $end }
replay-under-way = Bezig.
replay-over = { $outcome }.
chart-caption = #{ $game } { $white } ({ color-white }) tegen { $black } ({ color-black }): schijven en dammen van elke partij na elke zet (doorgetrokken lijnen: schijven, gestreept: dammen).
chart-title = #{ $game } { $white } tegen { $black }
nothing-played = Partij #{ $game } is nog niet begonnen: er is nog niets te tonen.

## Commands: summaries (slash commands, !help) and arguments (at most 100 characters)

command-help = Wat de bot doet en hoe je hier zetten typt
command-help-command = een commando om uit te leggen
command-variants = De varianten, met één regel per variant
command-challenge = Daag iemand uit voor een partij
command-challenge-opponent = wie je uitdaagt
command-challenge-variant = de variant (standaard: die van het kanaal)
command-challenge-color = jouw kleur
command-accept = Neem een uitdaging, terugnameverzoek of remiseaanbod aan
argument-game = welke van je partijen, als #id
argument-what = waar je op antwoordt: challenge, draw of undo (standaard: wat op je wacht)
command-decline = Sla een uitdaging, terugnameverzoek of remiseaanbod af
command-cancel = Trek je uitdaging in
command-move = Doe een zet in je partij
command-move-move = de zet, bijvoorbeeld 23x14 of 11-15
command-board = Plaats het huidige bord opnieuw
command-moves = Je geldige zetten (vanaf één veld)
command-moves-square = alleen de zetten vanaf dit veld
command-why = Leg de laatste beslissing uit, of waarom een zet wel of niet mag
command-why-move = een zet om uit te leggen
command-rules = De regels in het kort
command-rules-variant = de variant
command-rules-topic = moves, captures, kings, draws, notation, giveaway
command-undo = Vraag je tegenstander je laatste zet terug te nemen
command-draw = Bied remise aan of neem die aan; `count` start een zettentelling
command-draw-count = start een zettentelling waar de variant er een heeft
command-resign = Opgeven
command-huff = Soffio: blaas een stuk dat een slag oversloeg
command-huff-square = het stuk dat had moeten slaan
command-games = Partijen in dit kanaal
command-stats = Winst, remise, verlies en rating per variant
command-stats-player = wiens resultaten (standaard: die van jou)
command-top = De ranglijst van deze community
command-top-variant = de variant
command-replay = De partij als geanimeerde GIF
command-chart = Een grafiek van schijven en dammen tijdens de partij
command-settings = Kanaalinstellingen (alleen beheerders)
command-settings-key = de instelling
argument-value = de nieuwe waarde
command-prefs = Je voorkeuren: kant, taal, herinneringen, tijdzone, stille uren, dagelijks overzicht
command-prefs-key = de voorkeur

## Slash commands' names in Discord's menu (the bot still reads the English name): lowercase
## letters and digits, - or _, no spaces, at most 32 characters, all different.

slash-help = hulp
slash-variants = varianten
slash-challenge = uitdagen
slash-accept = aannemen
slash-decline = afslaan
slash-cancel = intrekken
slash-move = zet
slash-board = bord
slash-moves = zetten
slash-why = waarom
slash-rules = regels
slash-undo = terugnemen
slash-draw = remise
slash-resign = opgeven
slash-huff = blazen
slash-pdn = pdn
slash-games = partijen
slash-stats = statistieken
slash-top = ranglijst
slash-replay = herhaling
slash-chart = grafiek
slash-settings = instellingen
slash-prefs = voorkeuren

game-kind-giveaway = { $variant }, weggeefdammen
challenge-giveaway = weggeefdammen: wie niet kan zetten wint
game-starts-giveaway = {" "}(weggeefdammen: de speler die niet kan zetten wint)
ambiguous-variant = `{ $word }` kan Turks dammen (dama, Türk daması) of Italiaans dammen (dama italiana) betekenen, en het is ook de naam van deze bot. Voor Turks dammen schrijf je { CODE($turkish) }; voor Italiaans dammen { CODE($italian) }.
summary-russian = 8x8, algebraïsche velden; schijven slaan ook achteruit; vliegende dammen; elke slag mag gekozen worden; een schijf die tijdens een slag dam wordt, slaat verder als dam.
summary-turkish = Alle 64 velden, 16 schijven elk; schijven gaan recht vooruit of opzij; dammen vliegen over rijen en lijnen; meerslag; geslagen stukken gaan meteen van het bord.
summary-pool = 8x8 genummerd als Engels dammen, Zwart begint; schijven slaan ook achteruit; vliegende dammen; elke slag mag gekozen worden.
summary-czech = 8x8, algebraïsche velden; schijven slaan alleen vooruit; vliegende dammen; een dam die kan slaan moet slaan, anders elke slag.
summary-frisian = 10x10; schijven en dammen slaan ook over lijnen en rijen; de slag met de hoogste waarde; een dam zet hooguit drie keer achter elkaar.
summary-canadian = Internationale regels op een bord van 12x12, 30 schijven elk, velden 1 tot 72.
topic-giveaway = Weggeefdammen (giveaway)

rules-russian-moves = 8x8; Wit begint vanaf a1–h3, Zwart staat op a6–h8. Schijven gaan één veld diagonaal vooruit.
rules-russian-captures = Slaan is verplicht en moet worden afgemaakt, maar uit meerdere slagen mag elke gekozen worden (geen meerslag). Schijven slaan vooruit en achteruit. Geslagen stukken blijven tot het einde van de zet op het bord (de 'Turkse slag'): ze versperren de weg en worden nooit twee keer geslagen.
rules-russian-kings = Een schijf die de laatste rij bereikt, wordt meteen dam, ook midden in een slag, en slaat in dezelfde zet als dam verder.
rules-russian-draws = Overleg; dezelfde stelling voor de derde keer met dezelfde speler aan zet; 15 zetten elk met alleen dammen en zonder slag; drie dammen tegen één losse dam: 15 zetten van de sterkere partij; dammen aan beide kanten en gelijkblijvend materiaal: 30 zetten elk met 4–5 stukken, 60 met 6–7; drie stukken met een dam tegen een losse dam op de lange diagonaal a1–h8, of twee stukken of een dam tegen een losse dam: 5 zetten van de sterkere partij. De bot past ze zelf toe.
rules-russian-notation = Algebraïsche velden, a1 donker linksonder bij Wit: zetten c3-d4; slagen met een dubbele punt en elk landingsveld, c3:e5:c7 (x wordt ook gelezen).
rules-turkish-moves = Alle 64 velden; 16 schijven elk, Wit op rij 2–3, Zwart op 6–7; Wit begint. Schijven gaan één veld vooruit of opzij, nooit achteruit of diagonaal.
rules-turkish-captures = Slaan is verplicht: spring over een aangrenzend stuk vooruit of opzij naar het lege veld erachter (schijven slaan nooit achteruit). De meeste stukken moeten worden geslagen (een dam telt als één); bij gelijkheid vrije keuze. Elk geslagen stuk gaat meteen van het bord, en een slag mag tussen twee sprongen niet 180° omkeren.
rules-turkish-kings = Een schijf wordt dam als de zet op de laatste rij eindigt; bereikt ze die tijdens een slag, dan slaat ze verder als schijf. Dammen gaan als een toren in het schaken over vrije rijen en lijnen, en slaan een stuk op elke afstand, met landing op elk leeg veld erachter.
rules-turkish-draws = Overleg; één stuk aan elke kant (zelfs dam tegen schijf) is meteen remise; dezelfde stelling voor de derde keer met dezelfde speler aan zet.
rules-turkish-notation = Algebraïsche velden a1–h8 zoals bij schaken, Wit onderaan: zetten d3-d4; slagen d4xd6xf6 (: wordt ook gelezen).
rules-pool-moves = 8x8 genummerd als Engels dammen; Zwart begint vanaf 1–12, Wit staat op 21–32. Schijven gaan één veld diagonaal vooruit.
rules-pool-captures = Slaan is verplicht en moet worden afgemaakt, maar uit meerdere slagen mag elke gekozen worden. Schijven slaan vooruit en achteruit. Stukken gaan van het bord als de zet eindigt; geen stuk wordt twee keer geslagen.
rules-pool-kings = Een schijf die haar zet op de laatste rij eindigt, wordt dam; een schijf die er tijdens een slag komt en verder kan springen, moet als schijf doorgaan, zonder dam te worden.
rules-pool-draws = Overleg; dezelfde stelling voor de derde keer met dezelfde speler aan zet; drie dammen tegen één niet gewonnen binnen 13 zetten van de sterkere partij; 15 zetten elk met alleen dammen en zonder slag.
rules-pool-notation = Velden 1–32 vanaf linksboven (de kant van Zwart), zoals Engels dammen: zetten 11-15; slagen 15x24x31.
rules-czech-captures = Slaan is verplicht en moet worden afgemaakt; schijven slaan alleen vooruit. Als een dam kan slaan, moet een dam slaan; anders, en tussen de slagen van dammen, mag elke gekozen worden. Geslagen stukken gaan van het bord als de zet eindigt.
rules-czech-kings = Een schijf wordt dam als de zet op de laatste rij eindigt (schijven slaan alleen vooruit, dus een slag die daar aankomt, eindigt daar).
rules-czech-draws = Overleg; dezelfde stelling voor de derde keer; 15 zetten elk zonder slag en zonder schijfzet.
rules-czech-notation = Algebraïsche velden, a1 donker: zetten c3-d4; slagen c3:e5:g7 (x wordt ook gelezen).
rules-frisian-moves = 10x10, 20 schijven elk: Wit op 31–50 begint, Zwart staat op 1–20. Schijven gaan één veld diagonaal vooruit. Zolang de eigen partij schijven heeft, mag een dam hooguit drie keer achter elkaar zetten zonder te slaan; daarna moet een ander stuk zetten.
rules-frisian-captures = Slaan is verplicht, diagonaal en ook over lijnen en rijen, vooruit en achteruit: over een lijn of rij springt een schijf over het stuk twee velden verder naar het donkere veld erachter. De slag met de hoogste waarde moet worden gespeeld: een dam is meer waard dan een schijf en minder dan twee (2 schijven gaan boven 1 dam, 2 dammen boven 3 schijven); bij gelijke waarde moet de dam slaan. Stukken gaan van het bord als de zet eindigt.
rules-frisian-kings = Een schijf wordt alleen dam als de zet op de laatste rij eindigt. Dammen gaan elke afstand over een vrije diagonaal en slaan in alle acht richtingen op elke afstand, met landing op elk vrij donker veld erachter.
rules-frisian-draws = Overleg; twee dammen tegen één dam (alleen dammen): 7 zetten elk; één dam tegen één dam: 2 zetten elk. Fries dammen kent geen herhalingsregel.
rules-frisian-notation = Velden 1–50 vanaf linksboven, zoals Internationaal: zetten 32-28; slagen 28x17, de rechte op dezelfde manier (21x23).
rules-canadian-moves = 12x12, 30 schijven elk: Wit op 43–72 begint, Zwart staat op 1–30. Schijven gaan één veld diagonaal vooruit.
rules-canadian-notation = Velden 1–72 vanaf linksboven, zes per rij (1 = b12, 67 = a1). Wit begint op 43–72, Zwart op 1–30. Zetten 45-39; slagen 39x28x17.
rules-giveaway = Weggeefdammen (giveaway) is een optie van elke variant (!challenge @vriend russian giveaway): de speler die niet kan zetten wint — geen stukken meer, of allemaal ingesloten. Alle andere regels van de variant blijven: slaan is nog steeds verplicht en de remiseregels gelden.

eval-win = { $winner } wint in { $moves }
bot-game = #{ $game }: { $bot } speelt op niveau { $level } van 10. Partijen tegen de bot tellen niet voor de rating. { $takebacks }
bot-takebacks-granted = Op dit niveau mag je zetten terugnemen (!undo).
bot-takebacks-low-levels = Zetten terugnemen mag alleen op niveau 1–3.
level-out-of-range = Niveau { $level } bestaat niet: de bot speelt niveau 1 (beginner) tot 10 (volle kracht). Bijvoorbeeld { CODE("!challenge @dama level=5") }
level-only-against-bot = Een niveau is voor partijen tegen de bot; mensen spelen op hun eigen niveau. Daag de bot uit met { CODE("!challenge @dama level=5") }
bot-no-soffio = { $bot } speelt niet met de blaasregel: daag hem uit zonder { CODE("soffio") }.
bot-no-giveaway = { $bot } speelt alleen om te winnen volgens de gewone regels: daag hem uit zonder { CODE("giveaway") }.
bot-grants-takeback = #{ $game }: { $bot } (niveau { $level }) staat het terugnemen toe.
bot-declines-takeback = #{ $game }: { $bot } weigert het terugnemen: op niveau { $level } speelt hij echt; terugnemen mag alleen op niveau 1–3.
bot-accepts-draw = #{ $game }: { $bot } neemt de remise aan.
bot-declines-draw = #{ $game }: { $bot } weigert de remise: hij neemt die alleen aan als hij slechter staat, of als de stand gelijk is met acht stukken of minder. Speel door, of geef op met !resign.
hint-only-against-bot = Geen tips in partij #{ $game }: die wordt tussen mensen gespeeld, en hulp van de engine zou oneerlijk zijn. Tips zijn voor partijen tegen de bot: { CODE("!challenge @dama") }
hint = Tip voor #{ $game }: { CODE($move) } ({ $eval }).
hint-line = De verwachte variant: { CODE($line) }
analysis-of-live-game = Partij #{ $game } wordt nog tussen mensen gespeeld: geen engine-analyse tot ze voorbij is, want die zou een van beiden helpen. Vraag het opnieuw als ze afgelopen is: { CODE("!analyse #", $game) }
analysis-of-giveaway = Partij #{ $game } is als weggeefdammen gespeeld, waar de partij die niet kan zetten wint: de engine beoordeelt stellingen volgens de gewone regels en analyseert haar dus niet.
analysis-under-way = De analyse van partij #{ $game } loopt al: ze komt hier zodra ze klaar is.
analysis-progress =
    Partij #{ $game } wordt geanalyseerd: { $done } van { $total ->
        [one] { $total } stelling
       *[other] { $total } stellingen
    } ({ $percent }%)…
analysis-done =
    Analyse van partij #{ $game }: klaar, { $total ->
        [one] { $total } stelling
       *[other] { $total } stellingen
    } in { $seconds } s.
analysis-head = { BOLD("Analyse van partij #", $game) } ({ $variant }, { $white } – { $black }).
analysis-head-over = { BOLD("Analyse van partij #", $game) } ({ $variant }, { $white } – { $black }): { $outcome }.
analysis-side =
    { $player } ({ $color }): { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }, gemiddeld { $loss } schijf verlies per zet, { $mistakes ->
        [one] { $mistakes } fout
       *[other] { $mistakes } fouten
    } ({ $decisive } beslissend).
analysis-mistakes-of = Fouten van { $color }:
analysis-mistake = zet { $move }: { CODE($played) } kost { $cost } schijf ({ $before } → { $after }){ $decisive }; beter { CODE($better) }{ $line }{ $why }.
analysis-mistake-decisive = {" "}{ BOLD("— beslissend") }
analysis-mistake-line = {" "}({ CODE($line) })
analysis-mistake-why = . Waarom: { CODE($line) }
analysis-no-mistakes = Aan geen van beide kanten een fout van een schijf of meer.
analysis-moves = Alle zetten (beoordeling na de zet, + voor Wit, ? een fout): { $moves }
evaluation-chart-title = #{ $game } { $white } tegen { $black }: beoordeling
bot-record = Tegen de bot (zonder rating): { $levels }.
bot-record-level = niveau { $level }: { $wins } gewonnen, { $draws } remise, { $losses } verloren

command-hint = De zet die de engine je aanraadt, in een partij tegen de bot
command-analyse = Elke zet gewogen door de engine, de fouten en een grafiek
command-top-giveaway = de weggeefpartijen van de variant, met een eigen rating
slash-hint = tip
slash-analyse = analyse

ending-russian-kings-lone-king = Drie dammen tegen één losse dam: { $color } heeft { $moves } van 15 zetten gebruikt om hem te vangen.
ending-russian-long-diagonal = Drie stukken tegen een losse dam op de lange diagonaal: { $color } heeft { $moves } van 5 zetten gebruikt om te winnen.
ending-russian-few-lone-king = Tegen een losse dam: { $color } heeft { $moves } van 5 zetten gebruikt om te winnen.
ending-pool-three-kings-one = Drie dammen tegen één: { $color } heeft { $moves } van 13 zetten gebruikt om hem te vangen.
ending-frisian-two-kings-one = Twee dammen tegen één: { $each } van 7 zetten elk.
ending-frisian-king-king = Dam tegen dam: { $each } van 2 zetten elk.
rule-czech-king-must-capture = De dam moet slaan
rule-frisian-value = De slag met de hoogste waarde
rule-frisian-king-first = De dam slaat eerst
rule-frisian-three-king-moves = Drie damzetten achter elkaar
rule-turkish-men-not-backwards = Schijven gaan nooit achteruit
rule-turkish-no-turning-back = Niet omkeren in een slag
rule-turkish-orthogonal = Alleen over rijen en lijnen
rule-turkish-crowned-at-end = Dam als de zet eindigt
rule-pool-passing-does-not-crown = Over de laatste rij gaan maakt geen dam
rule-russian-crowned-goes-on = De nieuwe dam slaat als dam verder
rule-land-to-continue = Landen waar de slag verder gaat
refusal-king-must-capture = een dam kan slaan, dus een dam moet slaan: { $moves }
refusal-frisian-value = de slag met de hoogste waarde is verplicht (een dam is meer waard dan één schijf en minder dan twee): { $moves }
refusal-frisian-king-first = bij slagen van gelijke waarde moet de dam slaan, niet de schijf: { $moves }
refusal-frisian-three-king-moves = de dam op { $square } heeft drie keer achter elkaar gezet, en zolang je schijven hebt mag hij nu alleen slaan; zet een ander stuk
refusal-turkish-men-not-backwards = schijven gaan en slaan vooruit of opzij, nooit achteruit: { $from } naar { $to } gaat terug
refusal-turkish-no-turning-back = een slag mag na de landing op { $square } niet terug de weg die hij kwam (een draai van 180°)
refusal-turkish-men-orthogonal = schijven gaan en slaan over rijen en lijnen, nooit diagonaal
refusal-turkish-kings-orthogonal = dammen gaan en slaan over rijen en lijnen, nooit diagonaal
refusal-turkish-crowned-at-end = een schijf die tijdens een slag de laatste rij bereikt, gaat als schijf verder en wordt dam als de zet eindigt: op { $square } is ze nog een schijf; ze kan spelen: { $moves }
refusal-pool-passing-kings-row = een schijf die met een sprong de laatste rij bereikt en verder kan springen, gaat als schijf verder: ze wordt geen dam op { $square }; ze kan spelen: { $moves }
refusal-russian-crowned-goes-on = een schijf die tijdens een slag dam wordt, slaat als dam verder: vanaf { $square } kan ze verder: { $moves }
refusal-must-land-to-continue = na het slaan van een stuk moet een dam landen waar hij verder kan slaan, en vanaf { $square } kan dat niet: { $moves }
move-forms-russian = Schrijf een zet als c3-d4, een slag als c3:e5 of met elk landingsveld, c3:e5:c7.
move-forms-turkish = Schrijf een zet als d3-d4, een slag als d4xd6 of met elk landingsveld, d4xd6xf6.
move-forms-pool = Schrijf een zet als 11-15, een slag als 15x24 of met elk landingsveld, 15x24x31.
move-forms-czech = Schrijf een zet als c3-d4, een slag als c3:e5 of met elk landingsveld, c3:e5:g7.
move-forms-frisian = Schrijf een zet als 32-28, een slag als 28x17 of met elk landingsveld, 28x17x8.
move-forms-canadian = Schrijf een zet als 45-39, een slag als 45x34 of met elk landingsveld, 45x34x23.

## Community (issue 14)

# Changed with issue 14 (moved here from above): $variants: the variants' codes.
command-challenge-options = giveaway, soffio, days=N | bank=30+1/45, unrated, level=1..10 (tegen de bot)
command-pdn = Partijen in PDN: één, die van een speler of alle van het kanaal
command-pdn-player = elke partij van deze speler hier, in één bestand
command-pdn-all = elke partij van dit kanaal, in één bestand
command-games-all = ook de afgelopen partijen, met hun uitslag
command-games-page = welke pagina van de afgelopen partijen
command-watch = Volg een partij privé: de zetten komen naar jou
command-unwatch = Stop met het volgen van een partij
argument-watched-game = welke partij, als #id
command-tournament = Toernooien: create, join, leave, start, stand
command-tournament-action = create, join, leave of start (niets: de stand)
command-tournament-variant = de variant (create; standaard: die van het kanaal)
command-tournament-options = days=N per zet, rounds=N (create)
slash-watch = volgen
slash-unwatch = ontvolgen
slash-tournament = toernooi
help-tournament-options = Beheerders maken een toernooi aan en starten het; spelers doen mee of stappen uit. Tot 8 spelers: iedereen tegen iedereen (Berger-tabellen; rounds=2 laat elk tweetal twee keer spelen, met gewisselde kleuren), tiebreak Sonneborn–Berger. Meer: een Zwitsers toernooi (scoregroepen, geen tweetal twee keer, kleuren in evenwicht, een bye van 1 punt voor de laagst geplaatste die er nog geen had), rounds=N (standaard: ceil(log2 spelers) + 1), tiebreak Buchholz. De bot start de partijen van elke ronde met days=N per zet (standaard 3); wie uitstapt, verliest zijn resterende partijen reglementair.
bad-argument-tournament = Acties: create, join, leave, start; opties (create): een variant, days=N (1–30), rounds=N.
# $since, $left: durations (duration-*).
games-challenge-lapses = uitdaging wacht al { $since } op antwoord, vervalt over { $left }
analysis-head-aborted = { BOLD("Analyse van partij #", $game) } ({ $variant }, { $white } – { $black }): geannuleerd, geen uitslag.
# A game ended before each side had moved. $player: mention (who resigned or ran out of time).
game-aborted-resigned = Partij #{ $game } is geannuleerd: { $player } gaf op voordat beide kanten een zet hadden gedaan. Geen uitslag, geen ratingwijziging.
game-aborted-time = Partij #{ $game } is geannuleerd: { $player } overschreed de tijd voordat beide kanten een zet hadden gedaan. Geen uitslag, geen ratingwijziging.
game-aborted-draw = Partij #{ $game } is geannuleerd: er werd remise overeengekomen voordat beide kanten een zet hadden gedaan. Geen uitslag, geen ratingwijziging.
# $challenger, $challenged: mentions; $days: a clock-days text.
challenge-lapsed = { $challenger }: je uitdaging #{ $game } aan { $challenged } is vervallen, { $days } zonder antwoord. Daag opnieuw uit met { CODE("!challenge") }.
# !games all: the channel's finished games, page by page.
finished-games-none = Nog geen afgelopen partijen in dit kanaal.
finished-games-head = Afgelopen partijen hier ({ $total }), pagina { $page } van { $pages }:
# $variant: its name; $white, $black: names; $result: finished-game-aborted, finished-game-won or how a draw ended; $plies: half-moves played.
finished-game-line =
    #{ $game } { $variant } — { $white } tegen { $black }: { $result }, { $plies ->
        [one] { $plies } halve zet
       *[other] { $plies } halve zetten
    }
finished-game-line-unrated =
    #{ $game } { $variant } — { $white } tegen { $black }: { $result }, zonder rating, { $plies ->
        [one] { $plies } halve zet
       *[other] { $plies } halve zetten
    }
finished-game-aborted = geannuleerd
# $player: the winner's name; $how: how the game ended.
finished-game-won = { $player } won ({ $how })
finished-games-more = Meer: { CODE("!games all ", $page) }
no-such-page = Er is geen pagina { $page }: de afgelopen partijen vullen er { $pages }. Probeer { CODE("!games all ", $pages) }.
# The caption of a PDN file of several games. $player: a name.
pdn-collection-player =
    { $count ->
        [one] { $count } partij
       *[other] { $count } partijen
    } van { $player } in dit kanaal, in één PDN-bestand.
pdn-collection =
    { $count ->
        [one] { $count } partij
       *[other] { $count } partijen
    } uit dit kanaal, in één PDN-bestand.
# $player: mention.
no-games-to-export-player = { $player } heeft in dit kanaal geen partij gespeeld.
no-games-to-export = In dit kanaal is nog geen partij gespeeld.
# !watch: the moves of a game come to a spectator privately.
watching = Je volgt nu partij #{ $game }: de zetten komen privé naar je toe. Stoppen met { CODE("!unwatch #", $game) }.
watching-already = Je volgt partij #{ $game } al. Stoppen met { CODE("!unwatch #", $game) }.
unwatched = Je volgt partij #{ $game } niet meer.
not-watching-game = Je volgt partij #{ $game } niet.
not-watching = Je volgt geen partij in dit kanaal.
watch-own-game = Je speelt zelf in partij #{ $game }: de zetten bereiken je hier al.
# What a spectator's private message starts with. $white, $black: names.
watched-news = Partij #{ $game }, { $white } tegen { $black }:
# $player: mention.
direct-refused = { $player }: ik kan je geen privébericht sturen, dus je volgt geen partij meer. Open een privéchat met me (of sta directe berichten toe) en gebruik dan opnieuw { CODE("!watch") }.
# Tournaments. $id: the tournament's number; $variant: its name; $days: a clock-days text.
tournament-created = Toernooi #{ $id } is open: { $variant }, { $days } per zet. Doe mee met { CODE("!tournament join") }; een beheerder start het met { CODE("!tournament start") }.
tournament-created-rounds =
    Toernooi #{ $id } is open: { $variant }, { $days } per zet, { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } rondes
    }. Doe mee met { CODE("!tournament join") }; een beheerder start het met { CODE("!tournament start") }.
tournament-exists = In dit kanaal loopt al toernooi #{ $id }. Bekijk het met { CODE("!tournament") }.
no-tournament = Geen toernooi in dit kanaal. Een beheerder opent er een met { CODE("!tournament create") }.
# $player: mention; $players: how many play now.
tournament-joined =
    { $player } doet mee aan toernooi #{ $id } ({ $players ->
        [one] { $players } speler
       *[other] { $players } spelers
    }).
tournament-joined-already =
    { $player } doet al mee aan toernooi #{ $id } ({ $players ->
        [one] { $players } speler
       *[other] { $players } spelers
    }).
tournament-closed = Toernooi #{ $id } is begonnen: er kunnen geen spelers meer bij.
# $player: mention.
tournament-left = { $player } stapt uit toernooi #{ $id }.
tournament-left-forfeits = { $player } stapt uit toernooi #{ $id } en verliest de resterende partijen reglementair.
not-in-tournament = Je speelt niet mee in toernooi #{ $id }.
tournament-too-small =
    Toernooi #{ $id } heeft { $players ->
        [one] { $players } speler
       *[other] { $players } spelers
    }: er zijn er minstens 3 nodig om te starten.
tournament-changed = Toernooi #{ $id } is intussen veranderd (iemand deed mee of stapte uit): probeer { CODE("!tournament start") } nog eens.
tournament-started-swiss = Toernooi #{ $id } begint: { $players } spelers, Zwitsers systeem (tiebreak: Buchholz), { $rounds } rondes.
tournament-started-round-robin = Toernooi #{ $id } begint: { $players } spelers, iedereen tegen iedereen (tiebreak: Sonneborn–Berger), { $rounds } rondes.
round-started = Toernooi #{ $id }, ronde { $round } van { $rounds }:
# A round's pairing. $white, $black: mentions in pairing-game, names otherwise; $result: a result (1–0, ½–½, result-*).
pairing-game = #{ $game } { $white } ({ color-white }) tegen { $black } ({ color-black })
pairing-result = { $white } tegen { $black }: { $result }
# $player: a name.
pairing-bye = { $player }: bye (1 punt)
result-white-forfeit = 1–0 reglementair
result-black-forfeit = 0–1 reglementair
result-double-forfeit = 0–0, beiden reglementair verloren
result-bye = bye
result-to-play = nog te spelen
# The standings. $white, $black: names ($black may be —); $result: as in pairing-result.
standings-after = Toernooi #{ $id }: { $white } – { $black } { $result }.
standings-open =
    Toernooi #{ $id } ({ $variant }), open, { $players ->
        [one] { $players } speler
       *[other] { $players } spelers
    }:
standings-join = Doe mee met { CODE("!tournament join") }
standings-final = #{ $id } eindstand:
standings-round = #{ $id } stand, ronde { $round } van { $rounds }:
# One player's line. $rank: place; $player: name (or standing-left); $points: points as written (2½); $value: the same as a number, to select on; $played: games played; $system: Buchholz or SB (Sonneborn–Berger); $tiebreak: its points.
standing-line =
    { $rank }. { $player } — { $points } { $value ->
        [one] punt
       *[other] punten
    } uit { $played }, { $system } { $tiebreak }
# $player: a name.
standing-left = { $player } (uitgestapt)
standings-title = Toernooi #{ $id } — ronde { $round } van { $rounds }
# $player: mention.
tournament-over = Toernooi #{ $id } is afgelopen. De winnaar: { $player }!

## Correspondence (issue 17)

# The channel's settings. $language: a language code; $variant: the variant's code; $reminders: settings-reminders-*; $threads: on/off; $challenge_days: a clock-days text; $vacation_days: a number (0: vacations off).
settings-channel = Instellingen van dit kanaal: taal { $language }, variant { $variant }, oriëntatie { $orientation } (borden vanaf de kant van de speler aan zet bij 'mover'), herinneringen { $reminders }, één thread per partij { $threads }, uitdagingen vervallen na { $challenge_days }, vakantiedagen per speler per jaar { $vacation_days }. Beheerders wijzigen ze met { CODE("!settings language it") }
help-challenge-options-bank = Varianten: { $variants }. Kleur: white, black of random (standaard). Opties: giveaway (wie niet meer kan zetten wint; elke variant), soffio (Spaans, Internationaal), days=N (dagen per zet) of bank=30+1/45 (een tijdbank van 30 dagen, +1 per zet, hooguit 45; uren met h), unrated (de uitslag telt niet voor de rating). Tegen de bot (@dama, of de vermelding van de bot): level=1..10. Een uitdaging zonder antwoord vervalt na de challenge_days van het kanaal (standaard 7). Een partij die eindigt voordat beide kanten een zet hebben gedaan, wordt geannuleerd en telt niet voor de rating.
bad-argument-challenge-bank = Varianten: { $variants }; kleuren: white, black, random; opties: giveaway, soffio, days=N (1–30) of bank=30+1/45, unrated, level=N (1–10, tegen de bot).
command-away = Vakantie: je klokken staan stil
command-away-length = dagen (5d), on of off
slash-away = vakantie
# !help prefs: the values each preference takes (keywords and values exactly as written).
help-prefs-values = flip on|off: het bord vanaf jouw kant als je aan zet bent. language en|it|auto. reminders 12h|off|channel: hoe vaak een partij die op je wacht je eraan herinnert. timezone Europe/Rome: je IANA-tijdzone (UTC tot je die instelt), voor de twee hieronder. quiet 22-08|off: geen herinneringen of vermeldingen in die uren; als ze voorbij zijn één overzicht van je partijen. digest daily 09:00|off: één bericht per dag, als privébericht waar het platform dat toelaat, met elke partij waarin jij aan zet bent en de resterende tijd, in plaats van een herinnering per partij.
# A time bank: $bank is its rule as typed (30+1/45: 30 days, +1 a move, at most 45).
clock-setting-bank = tijdbank { $bank }
clock-rule-bank = Klok: een tijdbank van { $bank } (dagen, of uren met h: de bank, + wat elke zet erbij doet, / het maximum dat erin past); wie zijn bank opmaakt, verliest op tijd.
# $white, $black: a span, or clock-bank-up.
clock-line-bank = Tijdbank { $bank }: { color-white } { $white }, { color-black } { $black }
clock-bank-up = de tijd is om
# $player: mention; $opponent: name; $left: a span.
clock-warning-bank = { $player }, partij #{ $game } tegen { $opponent }: 80% van je tijd is op — nog { $left } (tijdbank { $bank }). Zet met { CODE("!move #", $game, " …") }, anders verlies je op tijd.
timed-out-bank = Geen zet op tijd (tijdbank { $bank }).
# !prefs, after the language and the boards. $reminders: one of the three below; $zone: an IANA time zone; $used, $allowed: vacation days.
prefs-hours = Herinneringen { $reminders }; tijdzone { $zone }; vakantiedagen opgenomen dit jaar: { $used } van { $allowed }
prefs-reminders-channel = die van het kanaal
prefs-reminders-off = uit
prefs-reminders-every = elke { $hours } u
# Added to prefs-hours when set (prefs-away after a space). $quiet: hours as 22-08; $at: a time as 09:00; $left: a span.
prefs-quiet = ; stille uren { $quiet }
prefs-digest = ; dagelijks overzicht om { $at }
prefs-away = (nu op vakantie, nog { $left })
# !away. $span: how long (a span); $left: clock-days.
away-started = Fijne vakantie! { $span } lang staan al je klokken stil en krijgt niemand herinneringen over jou. Ze eindigt als je een zet doet, of met { CODE("!away off") }. Resterende vakantie dit jaar: { $left }.
away-extended = Je vakantie eindigt nu over { $span }. Ze eindigt als je een zet doet, of met { CODE("!away off") }. Resterende vakantie dit jaar: { $left }.
# $player: name; $days: days taken this year.
away-ended = Welkom terug, { $player }: je klokken lopen weer, elk met de tijd die ze had. Vakantiedagen opgenomen dit jaar: { $days }.
# $opponent: mention; $away: name; $span: a span.
opponent-away = { $opponent }, { $away } is hooguit { $span } op vakantie: de klok van { $away } in partij #{ $game } staat stil tot de vakantie voorbij is.
not-away = Je bent niet op vakantie. { CODE("!away 5d") } begint een vakantie van vijf dagen.
vacations-off = Vakanties staan uit in dit kanaal (instelling vacation_days 0).
no-vacation-left =
    Je hebt al je { $days } { $days ->
        [one] vakantiedag
       *[other] vakantiedagen
    } van dit jaar opgenomen.
# $value: what was typed.
bad-away = `{ $value }` is geen vakantieduur. Probeer { CODE("!away 5d") }, { CODE("!away on") } of { CODE("!away off") }.
# The games where it is a player's move. $player: mention; $games: how many.
digest-daily =
    { $player }, je dagelijkse overzicht: je bent aan zet in { $games ->
        [0] geen enkele partij
        [one] { $games } partij
       *[other] { $games } partijen
    }.
digest-quiet-over =
    { $player }, je stille uren zijn voorbij: je bent aan zet in { $games ->
        [0] geen enkele partij
        [one] { $games } partij
       *[other] { $games } partijen
    }.
# $opponent: name; $waiting: a span; $clock: a clock line.
digest-line = #{ $game } tegen { $opponent } ({ $variant }), wacht al { $waiting }; { $clock }.
digest-line-no-clock = #{ $game } tegen { $opponent } ({ $variant }), wacht al { $waiting }; geen klok.
