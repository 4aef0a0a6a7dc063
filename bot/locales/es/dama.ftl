# dama: every text the bot writes, in Spanish. The reference is en/dama.ftl: this file has
# exactly its messages, with exactly the same placeables ($names).
# Conventions (see bot/locales/README.md): CODE(...) shows commands and moves monospaced,
# BOLD(...) shows a title in bold; a placeable named after a person ($player, $opponent,
# $author, ...) is a real mention where the comment says "mention", else the person's name.
# Moves, squares and commands (!move 11-15, 23x14, c3-d4, #12) never change.
# Terms: peón (man), dama (king), comer/captura (capture), soplo/soplar (huff), tablas (draw).

## Names

color-white = blancas
color-black = negras
variant-english = Damas inglesas
variant-italian = Damas italianas
variant-spanish = Damas españolas
variant-international = Damas internacionales
variant-brazilian = Damas brasileñas
variant-dameo = Dameo
variant-russian = Damas rusas
variant-turkish = Damas turcas
variant-pool = Damas pool (americanas)
variant-czech = Damas checas
variant-frisian = Damas frisias
variant-canadian = Damas canadienses
# $shown: the first moves, comma-separated; $more: how many are left out.
list-more = { $shown } y { $more } más
on = sí
off = no
# A piece in a list of pieces taken: $square holds a king.
taken-king = { $square } dama

## Moves and boards

# $game: the game number; $mover: the player's name; $color: their colour; $move: the move.
move-played = #{ $game } { $mover } ({ $color }) { CODE($move) }.
# $details: what the move did ("takes 2 (18, 11 king), crowned").
move-played-details = #{ $game } { $mover } ({ $color }) { CODE($move) } — { $details }.
# $count: pieces taken; $squares: where.
move-takes = come { $count } ({ $squares })
move-crowned = corona dama
# $player (mention) is to move with $color; $move: the move number.
to-move = Le toca a { $player }, con { $color }, jugada { $move }.
# $mover, $player: names; $ignored: the captures that were due; $squares: pieces that may be huffed.
huff-possible = Soplo: { $mover } no hizo una captura obligatoria ({ $ignored }). { $player } puede soplar una de estas piezas: { $squares } con !huff, o simplemente jugar.
# $variant: the variant's name; $white, $black: names.
board-head = #{ $game } { $variant } — { $white } ({ color-white }) contra { $black } ({ color-black }).
board-last-move = Última jugada: { CODE($move) } ({ $color }).
# $player: name; $color: their colour.
legal-moves-head = #{ $game } jugadas legales de { $player } ({ $color })
legal-moves-from-head = #{ $game } jugadas legales desde { $square } de { $player } ({ $color })
# $head: the line above; $count: how many; $moves: all of them.
legal-moves-none = { $head }: ninguna.
legal-moves-list = { $head } ({ $count }): { $moves }.

## Draw counts under way ($each: moves each so far)

count-english = Cuenta de jugadas (solo damas, sin capturas): { $each } de 50 jugadas cada uno.
count-kings-only = Solo damas, sin capturas: { $each } de 25 jugadas cada uno.
count-kings-only-15 = Solo damas, sin capturas: { $each } de 15 jugadas cada uno.
count-czech = Sin capturas ni jugadas de peón: { $each } de 15 jugadas cada uno.
count-russian-balance = Fuerzas sin cambios con damas en ambos bandos: { $each } de { $of } jugadas cada uno.
# $color: who asked; $moves: moves counted.
count-requested = Cuenta de 40 jugadas pedida por las { $color }: { $moves } de 40.
# $color: the stronger side; $moves: its moves so far.
ending-two-kings-one = Dos damas contra una: las { $color } llevan { $moves } de las 20 jugadas para ganar.
ending-three-kings-two = Tres damas contra dos: las { $color } llevan { $moves } de las 30 jugadas para ganar.
ending-three-kings-one = Tres damas contra una: { $each } de 12 jugadas cada uno.
ending-two-nine = Final del 2 y el 9: { $each } de 32 jugadas cada uno.
ending-three-lone-king = Tres piezas contra una dama sola: { $each } de 16 jugadas cada uno.
ending-two-lone-king = Dos piezas contra una dama sola: { $each } de 5 jugadas cada uno.

## Endings

# $winner, $loser: mentions; $winner_color, $loser_color: colours; $cause: a win-cause below.
outcome-win = La partida #{ $game } ha terminado: gana { $winner } ({ $winner_color }) — { $loser } ({ $loser_color }) { $cause }.
# $reason: a draw-reason below; $white, $black: mentions.
outcome-draw = La partida #{ $game } ha terminado: { $reason }. { $white } { $black }
win-cause-no-pieces = se ha quedado sin piezas
win-cause-no-legal-move = no tiene jugadas legales
win-cause-resignation = ha abandonado
win-cause-time = se ha quedado sin tiempo
win-cause-giveaway-no-pieces = pierde a ganapierde: gana el bando que se queda sin piezas
win-cause-giveaway-no-move = pierde a ganapierde: gana el bando que se queda sin jugadas
# An outcome without people: $winner, $loser: colours.
outcome-win-short = Ganan las { $winner }: el bando de las { $loser } { $cause }
draw-agreement = tablas: de mutuo acuerdo
draw-repetition = tablas: la misma posición se ha repetido por tercera vez con el mismo jugador al turno
draw-english-fifty = tablas: 50 jugadas cada uno moviendo solo damas, sin capturas (la cuenta de jugadas)
draw-italian-forty = tablas: se agotó la cuenta de 40 jugadas sin capturas ni jugadas de peón
draw-italian-two-kings-one = tablas: dos damas contra una no ganaron en 20 jugadas
draw-italian-three-kings-two = tablas: tres damas contra dos no ganaron en 30 jugadas
draw-spanish-three-kings-one = tablas: tres damas contra una no ganaron en 12 jugadas cada uno
draw-spanish-two-nine = tablas: el final con peones en 2 y 9 duró 32 jugadas cada uno sin victoria, coronación ni peón comido
draw-twenty-five-king-moves = tablas: 25 jugadas cada uno moviendo solo damas y sin capturas
draw-sixteen-move-ending = tablas: tres piezas con dama contra una dama sola no ganaron en 16 jugadas cada uno
draw-five-move-ending = tablas: dos piezas con dama contra una dama sola no ganaron en 5 jugadas cada uno
draw-fifteen-king-moves = tablas: 15 jugadas cada uno moviendo solo damas y sin capturas
draw-russian-balance-thirty = tablas: con damas en ambos bandos y 4 o 5 piezas, el equilibrio de fuerzas no cambió en 30 jugadas cada uno
draw-russian-balance-sixty = tablas: con damas en ambos bandos y 6 o 7 piezas, el equilibrio de fuerzas no cambió en 60 jugadas cada uno
draw-russian-three-kings-one = tablas: tres damas contra una dama sola no la capturaron antes de su 15.ª jugada
draw-russian-long-diagonal = tablas: tres piezas contra una dama sola en la gran diagonal no ganaron antes de su 5.ª jugada
draw-russian-few-lone-king = tablas: dos piezas (o una dama) contra una dama sola no ganaron antes de su 5.ª jugada
draw-pool-three-kings-one = tablas: tres damas contra una no la capturaron en 13 jugadas
draw-turkish-one-piece-each = tablas: a cada bando le queda una sola pieza
draw-frisian-two-kings-one = tablas: dos damas contra una dama no ganaron en 7 jugadas cada uno
draw-frisian-king-king = tablas: una dama contra una dama no ganó en 2 jugadas cada uno
# $how: the outcome.
game-over = La partida #{ $game } ha terminado ({ $how }): no hay más jugadas. Empieza otra con { CODE("!challenge @friend") }.
# $author: name; $square: the piece huffed; $result: the outcome, when the huff ended the game.
huffed-over = #{ $game }: { $author } sopla la pieza de { $square } (soplo). { $result }.
# $player: mention.
huffed-to-move = #{ $game }: { $author } sopla la pieza de { $square } (soplo). Le toca a { $player }.
# $author: name; $color: their colour.
count-started = #{ $game }: { $author } ({ $color }) pide la cuenta de 40 jugadas. Si las { $color } hacen 40 jugadas sin capturas ni jugadas de peón, la partida es tablas; una captura o una jugada de peón reinicia la cuenta.

## What the game refuses

game-error-over = La partida ha terminado: { $outcome }.
game-error-nothing-to-huff = No hay nada que soplar: la última jugada no ignoró ninguna captura.
# $square: the piece named; $options: the pieces that may be huffed.
game-error-not-huffable = { $square } no es una pieza que pudiera comer; puedes soplar { $options }.
game-error-no-count = Las { $variant } no tienen cuenta de jugadas que pedir.
game-error-count-running = La cuenta de 40 jugadas ya está en marcha, pedida por las { $color }.
game-error-soffio = La regla del soplo solo se juega en las damas españolas e internacionales.
game-error-nothing-to-undo = No hay ninguna jugada que deshacer.

## Challenges

with-soffio = con soplo
# $days: a clock-days text.
per-move = { $days } por jugada
# $opponent: mention; $challenger: name; $variant; $extras: ", with soffio, 3 days per move" or nothing; $color: the colour the opponent would play.
challenge-offer = { $opponent }, { $challenger } te desafía a una partida de { $variant } (partida #{ $game }{ $extras }): jugarías con { $color }. Responde { CODE("!accept #", $game) } o { CODE("!decline #", $game) }.
# $player: mention, to move with $color; $white, $black: names; $soffio: ", with soffio" or nothing; $example: a first move; $clock: the clock's rule or nothing.
game-starts = Empieza la partida #{ $game }: { $variant }{ $giveaway }{ $soffio }, { $white } ({ color-white }) contra { $black } ({ color-black }). Le toca a { $player }, con { $color }, jugada 1. Juega con { CODE("!move <jugada>") }, por ejemplo { $example }.{ $clock }
game-starts-soffio = , con soplo
# $challenger: mention; $decliner: name.
challenge-declined = { $challenger }, { $decliner } rechaza tu desafío (#{ $game }).
# $other: mention; $author: name.
challenge-cancelled = { $other }, { $author } retira el desafío #{ $game }.
challenge-closed = La partida #{ $game } fue rechazada o retirada: no hay nada que responder.
# $challenged: name.
own-challenge = #{ $game } es tu propio desafío: le toca a { $challenged } aceptarlo. Para retirarlo: { CODE("!cancel #", $game) }
only-challenged-answers = Solo { $challenged } puede responder al desafío #{ $game }.
# $challenger: name.
only-challenger-cancels = Solo { $challenger } puede retirar el desafío #{ $game }; tú puedes rechazarlo: { CODE("!decline #", $game) }
# $opponent: name.
already-challenged = Ya hay un desafío entre { $opponent } y tú aquí: #{ $game }. Para retirar el tuyo: { CODE("!cancel #", $game) }
already-playing = Ya estás jugando contra { $opponent } aquí: partida #{ $game }. Termínala primero (una partida por pareja en cada canal).
challenge-yourself = No puedes desafiarte a ti mismo. Nombra a un amigo: { CODE("!challenge @friend english") }
# $typed: what was typed.
unknown-person = No sé quién es { $typed } aquí: menciona a la persona para que la app enlace el nombre, por ejemplo { CODE("!challenge @friend") }
soffio-not-allowed = La regla del soplo solo se juega en las damas españolas e internacionales, no en { $variant }.
button-accept = Aceptar
button-decline = Rechazar

## Which game

no-such-game = No hay ninguna partida #{ $game } en este canal. Mira las partidas de aquí con { CODE("!games") }
no-game-here = No tienes ninguna partida en este canal. Empieza una: { CODE("!challenge @friend english") }
# $white, $black: names.
not-a-player = No juegas en la partida #{ $game }: es { $white } ({ color-white }) contra { $black } ({ color-black }).
not-started = La partida #{ $game } no ha empezado: el desafío espera respuesta, { CODE("!accept #", $game) } o { CODE("!decline #", $game) }, del jugador desafiado.
# $player: name; $color: colour.
not-your-turn = No es tu turno en #{ $game }: le toca a { $player } ({ $color }).
# $games: the games, as game-choice lines joined by "; ".
not-your-turn-anywhere = No es tu turno en ninguna de tus partidas de aquí: { $games }.
# $example: the command with a game number.
which-game = ¿Qué partida? { $games }. Añade su número, por ejemplo { CODE($example) }
# One game in such a list: $against: game-against or game-between; $variant; $turn: game-choice-turn or nothing.
game-choice = #{ $game } { $against } ({ $variant }{ $turn })
game-against = contra { $opponent }
game-between = { $white } – { $black }
game-choice-turn = , le toca a { $player }
nothing-to-answer = Aquí no hay nada esperando tu respuesta: ni desafíos para ti ni ofertas de tu rival.
nothing-to-cancel = Aquí no tienes ningún desafío ni oferta que retirar.

## Offers

offer-undo = petición de deshacer
offer-draw = oferta de tablas
# $opponent: mention; $author: name; $moves: the moves to take back.
undo-requested = { $opponent }, { $author } pide deshacer { CODE($moves) } en #{ $game }. Responde { CODE("!accept #", $game) } o { CODE("!decline #", $game) }.
# $moves: the moves taken back; $player: mention; $color; $move: move number.
undone = #{ $game }: se deshizo { $moves }. Le toca a { $player }, con { $color }, jugada { $move }.
nothing-to-undo = No tienes ninguna jugada que deshacer en #{ $game }.
# $opponent: mention; $author: name.
draw-offered = { $opponent }, { $author } ofrece tablas en #{ $game }. Responde { CODE("!accept #", $game) } o { CODE("!decline #", $game) } (jugar también la rechaza).
# $offerer: mention; $decliner, $player: names; $offer: offer-undo or offer-draw.
offer-declined = { $offerer }, { $decliner } rechaza tu { $offer } en #{ $game }. La partida sigue: le toca a { $player }.
# $opponent: mention; $author: name.
offer-withdrawn = { $opponent }, { $author } retira su { $offer } en #{ $game }.
# $opponent: name.
own-offer = Tu oferta en #{ $game } espera la respuesta de { $opponent }; para retirarla: { CODE("!cancel #", $game) }
answer-first = { $opponent } te ha hecho una { $offer } en #{ $game }: respóndela primero con { CODE("!accept #", $game) } o { CODE("!decline #", $game) }

## Lists

games-none = No hay partidas en este canal. Empieza una: { CODE("!challenge @friend english") }
games-head = Partidas de aquí:
# One line: $variant; $white, $black: names; $state: one of the two below; $clock: " (clock)" or nothing.
games-line = #{ $game } { $variant } — { $white } ({ color-white }) contra { $black } ({ color-black }): { $state }{ $clock }
# $since: a duration.
games-challenge = desafío esperando respuesta desde hace { $since }
games-to-move = le toca a { $player }, jugada { $move }, desde hace { $since }
# Durations in a list: $n of each unit.
duration-seconds = { $n } s
duration-minutes = { $n } min
duration-hours = { $n } h
duration-days =
    { $n ->
        [one] { $n } día
       *[other] { $n } días
    }

## Settings

# $language: a language code; $variant: the variant's code; $orientation; $reminders: one of the two below; $threads: on/off.
settings-reminders-off = no
settings-reminders-after = tras { $hours } h sin jugar
settings-saved = Guardado.
# $language: a language code, or prefs-language-auto; $flip: on/off.
prefs = Tus preferencias: idioma { $language }; tablero desde tu lado cuando te toca, sea cual sea la orientación del canal: { $flip }. Cámbialas con { CODE("!prefs language it") }
prefs-language-auto = el del canal (o el de tu app, si la app lo indica)
admins-only = Solo los administradores del canal pueden cambiar sus ajustes.
# $value: what was typed; $key: the setting; $allowed: the values it takes.
bad-setting = `{ $value }` no es un valor válido para { $key }: usa { $allowed }.

## The bot itself

internal-error = Algo ha fallado por mi parte y no se ha cambiado nada. Inténtalo de nuevo.
database-unreachable = El bot no puede acceder a su base de datos; inténtalo de nuevo en un momento.
pdn-inline = Partida #{ $game } en PDN:
pdn-caption = Partida #{ $game } en PDN
pdn-attached = Partida #{ $game } en PDN, adjunta.
done = Hecho.
unknown-slash-command = Comando desconocido /{ $name }.
button-expired = Este botón ha caducado: escribe el comando.
# $place: the platform's link to the thread.
played-in = La partida #{ $game } se juega en { $place }.
thread-name = Partida #{ $game }
console-greeting =
    Consola de dama. Escribe los mensajes como `nombre: texto`, por ejemplo
      alice: !challenge @bob english
      bob: !accept
      alice: !move 11-15
    !help muestra los comandos; Ctrl-D para salir.
saved-image = imagen: { $path }
saved-file = archivo: { $path }
board-legend = ○ peón blanco  ◎ dama blanca  ● peón negro  ◉ dama negra

## Refusals of moves and !why

# $rule: a rule title (bold); $facts: a refusal sentence.
refused = #{ $game } { BOLD($rule) }: { $facts }.
# $move: the move; $general: the rule in a sentence.
explain-refusal = #{ $game } { CODE($move) } no es legal aquí. { BOLD($rule) }: { $facts }. { $general }
# $color: the side to move, when not the asker.
explain-refusal-other = #{ $game } (para las { $color }, que tienen el turno) { CODE($move) } no es legal aquí. { BOLD($rule) }: { $facts }. { $general }
# $number: the move number.
why-refused = Tu jugada { CODE($move) } (jugada { $number }) fue rechazada por la regla { BOLD($rule) }: { $facts }. { $general }
# $player: name; $color: colour.
why-not-your-turn = Tu jugada { CODE($move) } (jugada { $number }) fue rechazada porque no era tu turno: le tocaba a { $player } ({ $color }). Se juega por turnos, una jugada cada uno.
# $why: an explanation built from the explain- messages below.
explain-legal = { CODE($move) } { $why }
explain-legal-other = (para las { $color }, que tienen el turno) { CODE($move) } { $why }
# $mover: name.
explain-last-move = No se te ha rechazado nada. La última jugada, { CODE($move) } de { $mover }, { $why }
explain-soffio-move = La última jugada, { CODE($move) } de { $mover }, incumplió la regla "{ $rule }" ({ $facts }); la regla del soplo lo permite, y el rival puede soplar una pieza que podía comer.
nothing-to-explain = Todavía no hay nada que explicar en #{ $game }. Pregunta por una jugada: { CODE("!why 11-15") }
# $text: what was typed; $forms: the square-forms of the variant.
bad-square = `{ $text }` no es una casilla jugable. { $forms }
# $moves: the legal moves.
legal-here = Legales aquí: { $moves }.
# An explanation: $taking (explain-taking or nothing), $reason (one of explain-reason-*), $extra (explain-crowns, explain-passes or nothing).
explain = es legal{ $taking }; { $reason }{ $extra }.
explain-taking = , come { $count }
explain-reason-only-move = es la única jugada legal
explain-reason-free =
    no hay captura posible, así que se permite cualquier jugada ({ $count ->
        [one] { $count } jugada legal
       *[other] { $count } jugadas legales
    })
explain-reason-compulsory = comer es obligatorio y se puede elegir cualquiera de las { $count } capturas, pero hay que completarla
explain-reason-maximum =
    come el máximo, { $pieces ->
        [one] { $pieces } pieza
       *[other] { $pieces } piezas
    } ({ $count ->
        [one] { $count } captura así
       *[other] { $count } capturas así
    })
explain-reason-italian =
    la elige la precedencia italiana (con dama, más damas, damas primero) ({ $count ->
        [one] { $count } captura así
       *[other] { $count } capturas así
    })
explain-reason-most-kings =
    la elige la regla de la cantidad de damas ({ $count ->
        [one] { $count } captura así
       *[other] { $count } capturas así
    })
explain-crowns = ; el peón corona y la jugada termina
explain-passes = ; el peón pasa por la fila de coronación en { $square } pero no termina allí, así que sigue siendo peón

## Rule titles

rule-not-a-move = No es una jugada
rule-square-not-playable = Casilla no jugable
rule-no-piece = No hay pieza ahí
rule-not-your-piece = No es tu pieza
rule-destination-occupied = Casilla ocupada
rule-men-not-backwards = Los peones no retroceden
rule-men-capture-forwards = Los peones solo comen hacia delante
rule-kings-one-square = Las damas mueven una casilla
rule-path-blocked = Camino bloqueado
rule-not-a-step = Esta pieza no puede mover así
rule-men-jump-short = Los peones saltan corto
rule-capture-compulsory = Comer es obligatorio
rule-capture-not-finished = La captura debe completarse
rule-maximum-capture = Ley de la cantidad
rule-italian-men-cannot-take-kings = Los peones no comen damas
rule-italian-capture-with-king = Comer con la dama
rule-italian-more-kings = Comer más damas
rule-italian-king-earlier = Comer la dama primero
rule-spanish-more-kings = Comer más damas
rule-jumped-twice = Ninguna pieza se salta dos veces
rule-jumped-piece-blocks = Las piezas saltadas siguen hasta el final de la jugada
rule-promotion-ends-move = La coronación termina la jugada
rule-passing-does-not-crown = Pasar por la fila de coronación no corona
rule-dameo-crowning-at-end = Solo corona donde termina la jugada
rule-dameo-orthogonal-captures = Las capturas son ortogonales
rule-dameo-line-forward = Las filas avanzan hacia delante
rule-dameo-king-not-in-line = Las damas nunca mueven en fila
rule-nothing-to-take = No hay nada que comer
rule-own-piece = Pieza propia en medio
rule-not-legal = No es legal aquí
rule-piece-cannot-move = Esa pieza no puede mover
rule-ambiguous = Jugada ambigua
rule-game-over = Partida terminada
rule-not-your-turn = No es tu turno
rule-other = No es legal

## Rules in a sentence, for !why

general-capture-compulsory = En todas las variantes, si se puede comer, hay que comer.
general-capture-not-finished = Una pieza que come sigue saltando mientras pueda; toda la secuencia es una sola jugada.
general-maximum-capture = Hay que elegir la captura que come más piezas (una dama cuenta como una).
general-italian-men-cannot-take-kings = En las damas italianas un peón nunca puede comer una dama.
general-italian-precedence = Precedencia italiana, por orden: comer más piezas; comer con dama antes que con peón; comer más damas; comer una dama lo antes posible.
general-spanish-more-kings = Regla española: comer más piezas y, entre ellas, más damas.
general-men-not-backwards = Los peones solo avanzan; las damas pueden retroceder.
general-men-capture-forwards = En las damas inglesas, italianas y españolas los peones solo comen hacia delante.
general-kings-one-square = En las damas inglesas e italianas las damas mueven y comen de una en una casilla.
general-path-blocked = Una dama volante solo se mueve por una diagonal libre.
general-jumped-twice = Ninguna pieza se puede saltar dos veces en la misma jugada.
general-jumped-piece-blocks = Las piezas comidas se retiran solo al terminar la jugada; hasta entonces bloquean el paso.
general-promotion-ends-move = Un peón que llega a la fila de coronación corona y se detiene ahí.
general-passing-does-not-crown = Un peón solo corona si su jugada termina en la fila de coronación.
general-dameo-crowning-at-end = En el Dameo un peón solo corona si su jugada termina en la última fila.
general-dameo-orthogonal-captures = En el Dameo toda captura va por filas y columnas.
general-dameo-lines = En el Dameo una fila continua de peones puede avanzar una casilla en su propia dirección; las damas nunca forman parte de una fila.
general-own-pieces = Solo mueves tus propias piezas.
general-ambiguous = Escribe todas las casillas de llegada cuando varias capturas encajan.

## The facts of a refusal ($typed: the move as written; $moves: moves that are allowed)

refusal-not-a-move = `{ $text }` no es una jugada. { $forms }
refusal-square-not-playable = { $square } no es una casilla jugable en { $variant }. { $forms }
refusal-no-piece = no hay ninguna pieza en { $square }
# $color: the owner's colour.
refusal-not-your-piece = la pieza de { $square } es de las { $color }
refusal-occupied = { $square } está ocupada
refusal-men-not-backwards = un peón no puede retroceder de { $from } a { $to }
refusal-men-capture-forwards = aquí los peones solo comen hacia delante: el peón de { $from } no puede comer hacia atrás
refusal-kings-one-square = aquí las damas mueven de una en una casilla: de { $from } a { $to } es demasiado lejos
refusal-path-blocked = el camino de { $from } a { $to } está bloqueado por la pieza de { $blocker }
refusal-men-jump-short = un peón come saltando una pieza contigua hasta la casilla justo detrás: { $from }x{ $to } va demasiado lejos
# $step: a step- sentence.
refusal-man-not-a-step = un peón no puede ir de { $from } a { $to }: { $step }
refusal-king-not-a-step = una dama no puede ir de { $from } a { $to }: { $step }
refusal-capture-compulsory = { $typed } no come nada, pero puedes comer: { $moves }
refusal-capture-not-finished = { $typed } se detiene en { $square }, pero la captura sigue desde ahí: { $moves }
refusal-maximum-capture = { $typed } come { $took }; aquí el máximo es { $max }: { $moves }
refusal-men-cannot-take-kings = en las damas italianas un peón no puede comer una dama (la dama de { $square })
refusal-capture-with-king = a igualdad de captura debe comer la dama, no el peón: { $moves }
refusal-more-kings = a igualdad de captura hay que comer más damas: { $typed } come { $took }, se pueden { $max }: { $moves }
refusal-king-earlier = a igualdad de captura y de damas, hay que comer la dama lo antes posible: { $moves }
refusal-jumped-twice = { $square } se saltaría dos veces
refusal-jumped-piece-blocks = la pieza de { $square } ya está comida pero sigue en el tablero hasta el final de la jugada, y bloquea el paso
refusal-promotion-ends-move = el peón corona en { $square } y debe detenerse ahí
refusal-passing-does-not-crown = el peón pasa por { $square } como peón y no puede seguir comiendo como dama
refusal-crowning-at-end = en { $square } el peón sigue siendo peón: solo corona donde termina su jugada
refusal-men-orthogonal = los peones comen solo por filas y columnas, nunca en diagonal
refusal-kings-orthogonal = las damas comen solo por filas y columnas, nunca en diagonal
refusal-line-forward = de { $from } a { $to } hay que pasar por encima de una fila continua de peones propios, hacia delante
refusal-king-not-in-line = una dama nunca mueve en fila: no puede pasar por encima de la pieza de { $square }
refusal-nothing-to-take = no hay nada que comer entre { $from } y { $to }
refusal-own-piece = no puedes saltar tu propia pieza de { $square }
refusal-not-legal = { $text } no es legal aquí; la pieza de { $from } puede jugar: { $moves }
refusal-piece-cannot-move = la pieza de { $from } no tiene jugadas; jugadas legales: { $moves }
refusal-ambiguous = `{ $text }` encaja con varias jugadas; escribe una completa: { $moves }
# $result: the outcome.
refusal-game-over = la partida ha terminado: { $result }
refusal-not-your-turn = no es tu turno: les toca a las { $color }
step-dameo-man = un peón avanza una casilla recto o en diagonal, o hace avanzar una fila de peones
step-dameo-king = una dama se mueve como la dama del ajedrez por una línea libre
step-short-king = una dama mueve una casilla en diagonal
step-flying-king = una dama se mueve por una diagonal libre
step-man = un peón avanza una casilla en diagonal

## How moves and squares are written (notation stays exactly as shown)

move-forms-english = Escribe una jugada como 11-15, una captura como 23x14 o con todas las casillas de llegada, 23x14x5.
move-forms-italian = Escribe una jugada como 21-17, una captura como 23x14 o con todas las casillas de llegada, 28x19x10.
move-forms-spanish = Escribe una jugada como 9-13, una captura como 10x19 o con todas las casillas de llegada, 8x12x20.
move-forms-international = Escribe una jugada como 32-28, una captura como 28x19 o con todas las casillas de llegada, 28x19x10.
move-forms-brazilian = Escribe una jugada como c3-d4, una captura como c3xe5 o con todas las casillas de llegada, c3xe5xc7.
move-forms-dameo = Escribe una jugada como c3-c4 (un avance en fila, como origen-destino del peón de atrás, c1-c4), una captura como e2xe4xg4xg6.
square-forms-32 = Las casillas van numeradas del 1 al 32.
square-forms-50 = Las casillas van numeradas del 1 al 50.
square-forms-72 = Las casillas van numeradas del 1 al 72.
square-forms-brazilian = Las casillas van de a1 a h8, solo las oscuras (a1 es oscura).
square-forms-dameo = Las casillas van de a1 a h8.

## Help

help-intro = Arbitro partidas de damas en este chat: desafía a un amigo, juega escribiendo tus jugadas y recibe el tablero tras cada jugada. Comandos:
# $usage: the command's usage; $summary: its summary.
help-line = { CODE($usage) } — { $summary }
# $variant: the channel's variant; $forms: its move-forms.
help-default-variant = Aquí la variante por defecto es { $variant }. { $forms } Más sobre un comando: { CODE("!help move") }
help-command = { CODE($usage) } — { $summary }.
# $aliases: other names of the command.
help-aliases = También: { $aliases }.
# $name: an argument's name; $description: what it is.
help-arg = { $name }: { $description }
help-example = Ejemplo: { CODE($example) }
help-unknown = No existe el comando `{ $name }`. La lista: { CODE("!help") }
variants-head = Variantes:
# $code: the variant's code (english, italian, ...); $name: its name; $summary: one line on it.
variants-line = { BOLD($code) } — { $name }: { $summary }
variants-foot = Desafía con { CODE("!challenge @friend italian") }
summary-english = 8x8, empiezan las negras; los peones solo avanzan, damas cortas; comer es obligatorio, cualquier secuencia, completa.
summary-italian = 8x8 invertido, empiezan las blancas; los peones no comen damas; damas cortas; más piezas, luego comer con dama, más damas, damas primero.
summary-spanish = 8x8 invertido, numerado desde abajo a la derecha; damas volantes; más piezas, luego más damas.
summary-international = 10x10, 20 peones cada uno; los peones comen hacia atrás; damas volantes; ley de la cantidad; solo corona si la jugada termina en la última fila.
summary-brazilian = Reglas internacionales en un tablero de 8x8, casillas algebraicas (c3-d4).
summary-dameo = Las 64 casillas; los peones avanzan recto o en diagonal y en filas; capturas ortogonales; las damas mueven como la dama del ajedrez.

## Parse errors

unknown-command = No conozco el comando `{ $name }`.
# $command: the suggested command; $example: an example of it.
did-you-mean = ¿Querías decir { CODE($command) }, como en { CODE($example) }?
all-commands = Todos los comandos: { CODE("!help") }
# $command: "!move"; $arg: the argument's name; $description: what it is; $usage, $example.
missing-argument = { CODE($command) } necesita { $arg } ({ $description }). Uso: { CODE($usage) }. Ejemplo: { CODE($example) }
unexpected-word = { CODE($command) } no admite `{ $word }`. Uso: { CODE($usage) }. Ejemplo: { CODE($example) }
bad-argument = `{ $value }` no es válido como `{ $arg }` de { CODE($command) } ({ $description }).
bad-argument-example = Ejemplo: { CODE($example) }
bad-game-id = `{ $value }` no es un número de partida: escribe # y el número, por ejemplo { CODE($command, " #12") }

## Rules in short (!rules); notation exactly as written

topic-moves = Jugadas
topic-captures = Capturas
topic-kings = Damas
topic-draws = Tablas
topic-notation = Notación
# $name: the variant; $summary: its summary.
rules-head = { BOLD($name) } — { $summary }
# $title: a topic; $text: the rules of the topic.
rules-topic = { BOLD($title) }: { $text }
rules-more = Más: { CODE("!rules ", $code, " draws") }, { CODE("!rules ", $code, " notation") }, { CODE("!rules ", $code, " giveaway") }
rules-flying-kings = Las damas son volantes: recorren cualquier distancia por una diagonal libre; comen una pieza a cualquier distancia y caen en cualquier casilla vacía detrás de ella.
rules-english-moves = Empiezan las negras. Los peones avanzan una casilla en diagonal a una casilla vacía.
rules-english-captures = Comer es obligatorio: se salta una pieza rival contigua hasta la casilla vacía de detrás; los peones solo comen hacia delante. La captura sigue mientras se pueda, pero entre varias capturas se puede elegir cualquiera (no hay ley de la cantidad).
rules-short-kings = Un peón que llega a la última fila corona y su jugada termina ahí. Las damas mueven y comen de una en una casilla, hacia delante y hacia atrás.
rules-english-draws = De mutuo acuerdo (!draw), o por la cuenta de jugadas: cuando ambos bandos tienen dama, 50 jugadas cada uno moviendo solo damas y sin capturas. El bot la aplica solo.
rules-english-notation = Casillas 1–32 desde arriba a la izquierda (el lado de las negras); a1 es una casilla jugable. Las negras empiezan en 1–12, las blancas en 21–32. Jugadas 11-15; capturas 23x14, o con todas las casillas de llegada 23x14x5.
rules-italian-moves = Empiezan las blancas. Los peones avanzan una casilla en diagonal.
rules-italian-captures = Comer es obligatorio y hay que completar la captura. Los peones solo comen hacia delante y nunca pueden comer una dama. Entre varias capturas: más piezas; luego con dama antes que con peón; luego más damas; luego una dama lo antes posible; luego libre elección.
rules-italian-draws = Acuerdo; la misma posición por tercera vez con el mismo jugador al turno; 2 damas contra 1 sin ganar en 20 jugadas, 3 contra 2 en 30; la cuenta de 40 jugadas a petición (!draw count): 40 jugadas de quien la pide sin capturas ni jugadas de peón.
rules-italian-notation = El tablero está invertido: h1 es una casilla jugable (el 'cantone', 32). Casillas 1–32 desde arriba a la izquierda. Las blancas empiezan en 21–32, las negras en 1–12. Jugadas 21-17; capturas 28x19x10.
rules-spanish-moves = Empiezan las blancas. Los peones avanzan una casilla en diagonal.
rules-spanish-captures = Comer es obligatorio; los peones solo comen hacia delante, igual que las damas. Hay que comer más piezas y, luego, más damas. Las piezas saltadas siguen en el tablero hasta que termina la jugada.
rules-spanish-kings = Un peón que llega a la última fila corona y se detiene. Las damas son volantes: recorren cualquier distancia por una diagonal libre; comen a distancia y, en una captura múltiple, caen donde la captura pueda seguir.
rules-spanish-draws = Acuerdo; tercera repetición con el mismo jugador al turno; 3 damas contra 1 sin ganar en 12 jugadas cada uno; el final con peones en 2 y 9 (o 31 y 24): 32 jugadas cada uno.
rules-spanish-notation = Numeradas 1–32 desde abajo a la derecha (el lado de las blancas). Las blancas empiezan en 1–12, las negras en 21–32. Jugadas 9-13; capturas 10x19.
rules-international-captures = Comer es obligatorio; los peones comen hacia delante y hacia atrás. Hay que comer el máximo de piezas (una dama cuenta como una); a igualdad, libre elección. Las piezas saltadas se retiran al terminar la jugada, y ninguna pieza se salta dos veces.
rules-international-kings = Un peón solo corona si su jugada termina en la última fila: pasar por ella durante una captura no corona.
rules-international-draws = Acuerdo; tercera repetición; 25 jugadas cada uno moviendo solo damas y sin capturas; tres piezas con dama contra una dama sola: 16 jugadas cada uno; dos contra una dama sola: 5 jugadas cada uno.
rules-international-moves = 10x10, 20 peones cada uno; empiezan las blancas. Los peones avanzan una casilla en diagonal.
rules-international-notation = Casillas 1–50 desde arriba a la izquierda (1 = b10, 46 = a1). Las blancas empiezan en 31–50, las negras en 1–20. Jugadas 32-28; capturas 28x19x10.
rules-brazilian-moves = Reglas internacionales en 8x8: empiezan las blancas desde las filas 1–3, las negras desde las filas 6–8. Los peones avanzan una casilla en diagonal.
rules-brazilian-notation = Casillas algebraicas, a1 oscura, las blancas abajo: jugadas c3-d4, capturas c3xe5xc7.
rules-dameo-moves = Las 64 casillas; empiezan las blancas; 18 peones cada uno. Un peón avanza una casilla recto o en diagonal. Una fila continua de tus peones puede avanzar una casilla en su dirección: el peón de atrás va a la casilla delante de la cabeza (c1-c4 convierte c1, c2, c3 en c2, c3, c4). Las damas nunca forman parte de una fila.
rules-dameo-captures = Peones y damas comen solo en ortogonal (hacia delante, de lado, hacia atrás), todos por igual. Hay que comer el máximo de piezas (una dama cuenta como una); las piezas saltadas se retiran al terminar la jugada.
rules-dameo-kings = Un peón solo corona si su jugada termina en la última fila. Las damas mueven como la dama del ajedrez y comen en ortogonal a cualquier distancia, cayendo en cualquier casilla vacía detrás.
rules-dameo-draws = Acuerdo, o la misma posición por tercera vez con el mismo jugador al turno.
rules-dameo-notation = Casillas algebraicas a1–h8 como en ajedrez, las blancas abajo. Jugadas c3-c4; capturas e2xe4xg4xg6; un avance en fila se escribe con las casillas del peón de atrás.

## Play over days

# $days: the number of days.
clock-days =
    { $days ->
        [one] { $days } día
       *[other] { $days } días
    }
# A stretch of time to the minute.
span-less-than-minute = menos de un minuto
span-minutes = { $minutes } min
span-hours = { $hours } h
span-hours-minutes = { $hours } h { $minutes } min
span-days = { $days } d
span-days-hours = { $days } d { $hours } h
# $per_move: clock-days; $left: a span.
clock-line = { $per_move } por jugada: quedan { $left }
clock-line-up = { $per_move } por jugada: se acabó el tiempo
clock-rule = Reloj: { $per_move } por jugada; quien no juega a tiempo pierde por tiempo.
# $player: mention; $opponent: name.
clock-warning = { $player }, partida #{ $game } contra { $opponent }: ya has usado el 80% de tu tiempo para esta jugada — quedan { $left } ({ $per_move } por jugada). Juega con { CODE("!move #", $game, " …") }, o perderás la partida por tiempo.
timed-out = No jugó a tiempo ({ $per_move } por jugada).
# $player: mention; $opponent: name; $waiting: a span.
reminder = { $player }, te toca jugar en la partida #{ $game } contra { $opponent } ({ $variant }) desde hace { $waiting }. { CODE("!board #", $game) } muestra la posición.
# $white, $black: a rating-change-one each.
rating-change = Puntuaciones ({ $variant }): { $white }, { $black }.
rating-change-one = { $player } { $before } → { $after }
# $player: name.
stats-none = { $player } todavía no tiene partidas terminadas aquí.
stats-head = Resultados de { $player } aquí:
# $rating: stats-rating or stats-unrated.
stats-line = { $variant }: { $wins } ganadas, { $draws } tablas, { $losses } perdidas — { $rating }
stats-rating = puntuación { $rating } ± { $deviation }
stats-unrated = todavía sin puntuación
leaderboard-empty = Todavía no hay partidas puntuadas de { $variant } aquí: termina una y empieza la clasificación. { CODE("!challenge @friend ", $code) }
leaderboard-head = Clasificación de { $variant } aquí, ordenada por puntuación − 2×RD (una puntuación que casi seguro cada jugador supera, así que una primera victoria con suerte no te pone en cabeza; todos empiezan en 1500 ± 350):
# $rank: the place; $player: name; $games: how many games.
leaderboard-line =
    { $rank }. { $player } — { $rating } ± { $deviation }, { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }
# $plies: how many moves; $end: the outcome, or replay-under-way.
replay-caption =
    #{ $game } { $white } ({ color-white }) contra { $black } ({ color-black }), { $variant }: la partida completa, { $plies ->
        [one] { $plies } jugada
       *[other] { $plies } jugadas
    }. { $end }
replay-under-way = En curso.
replay-over = { $outcome }.
chart-caption = #{ $game } { $white } ({ color-white }) contra { $black } ({ color-black }): peones y damas de cada bando tras cada jugada (línea continua: peones; discontinua: damas).
chart-title = #{ $game } { $white } contra { $black }
nothing-played = La partida #{ $game } no ha empezado: todavía no hay nada que mostrar.

## Commands: summaries (slash commands, !help) and arguments

# command-NAME: a command's summary (at most 100 characters: Discord's limit);
# command-NAME-ARG and argument-ARG: what an argument is (at most 100 characters).
command-help = Qué hace el bot y cómo escribir las jugadas aquí
command-help-command = un comando que explicar
command-variants = Las variantes, con una línea sobre cada una
command-challenge = Desafía a alguien a una partida
command-challenge-opponent = a quién desafías
command-challenge-variant = la variante (por defecto: la del canal)
command-challenge-color = tu color
command-accept = Acepta un desafío, una petición de deshacer o una oferta de tablas
argument-game = cuál de tus partidas, como #id
argument-what = qué respondes: challenge, draw o undo (por defecto: lo que te esté esperando)
command-decline = Rechaza un desafío, una petición de deshacer o una oferta de tablas
command-cancel = Retira tu desafío
command-move = Haz una jugada en tu partida
command-move-move = la jugada, por ejemplo 23x14 o 11-15
command-board = Vuelve a mostrar el tablero actual
command-moves = Tus jugadas legales (desde una casilla)
command-moves-square = solo las jugadas desde esta casilla
command-why = Explica la última decisión, o por qué una jugada es legal o no
command-why-move = una jugada que explicar
command-rules = Las reglas en resumen
command-rules-variant = la variante
command-rules-topic = moves, captures, kings, draws, notation, giveaway
command-undo = Pide a tu rival deshacer tu última jugada
command-draw = Ofrece o acepta tablas; `count` inicia una cuenta de jugadas
command-draw-count = inicia una cuenta de jugadas si la variante la tiene
command-resign = Abandonar
command-huff = Soplo: retira una pieza que no comió
command-huff-square = la pieza que debía haber comido
command-games = Partidas de este canal
command-stats = Victorias, tablas, derrotas y puntuación por variante
command-stats-player = de quién son los resultados (por defecto: los tuyos)
command-top = La clasificación de esta comunidad
command-top-variant = la variante
command-replay = La partida como GIF animado
command-chart = Un gráfico de peones y damas a lo largo de la partida
command-settings = Ajustes del canal (solo administradores)
command-settings-key = el ajuste
argument-value = su nuevo valor
command-prefs = Tus preferencias: lado, idioma, recordatorios, zona horaria, horas de silencio, resumen diario
command-prefs-key = la preferencia

## Slash commands' names in Discord's menu (the bot still reads the English name): lowercase
## letters and digits, - or _, no spaces, at most 32 characters, all different.

slash-help = ayuda
slash-variants = variantes
slash-challenge = desafiar
slash-accept = aceptar
slash-decline = rechazar
slash-cancel = cancelar
slash-move = jugar
slash-board = tablero
slash-moves = jugadas
slash-why = porque
slash-rules = reglas
slash-undo = deshacer
slash-draw = tablas
slash-resign = abandonar
slash-huff = soplar
slash-pdn = pdn
slash-games = partidas
slash-stats = estadisticas
slash-top = clasificacion
slash-replay = repeticion
slash-chart = grafico
slash-settings = ajustes
slash-prefs = preferencias

game-kind-giveaway = { $variant }, ganapierde
challenge-giveaway = ganapierde: gana quien no puede mover
game-starts-giveaway = {" "}(ganapierde: gana el jugador que no puede mover)
ambiguous-variant = `{ $word }` puede ser las damas turcas (dama, Türk daması) o las damas italianas (dama italiana), y también es el nombre de este bot. Para las turcas escribe { CODE($turkish) }; para las italianas { CODE($italian) }.
summary-russian = 8x8, casillas algebraicas; los peones comen hacia atrás; damas volantes; se elige cualquier captura; el peón coronado durante una captura sigue como dama.
summary-turkish = Las 64 casillas, 16 peones cada uno; los peones avanzan recto o de lado; las damas vuelan por filas y columnas; ley de la cantidad; las piezas comidas salen enseguida.
summary-pool = 8x8 numerado como el inglés, empiezan las negras; los peones comen hacia atrás; damas volantes; se elige cualquier captura.
summary-czech = 8x8, casillas algebraicas; los peones comen solo hacia delante; damas volantes; si una dama puede comer, debe hacerlo; si no, cualquier captura.
summary-frisian = 10x10; peones y damas comen también por filas y columnas; la captura de mayor valor; una dama mueve como mucho tres veces seguidas.
summary-canadian = Reglas internacionales en un tablero de 12x12, 30 peones cada uno, casillas 1 a 72.
topic-giveaway = Ganapierde (giveaway)

rules-russian-moves = 8x8; empiezan las blancas desde a1–h3, las negras desde a6–h8. Los peones avanzan una casilla en diagonal.
rules-russian-captures = Comer es obligatorio y hay que terminar la captura, pero entre varias capturas se elige cualquiera (sin ley de la cantidad). Los peones comen hacia delante y hacia atrás. Las piezas saltadas quedan en el tablero hasta el final de la jugada (el «golpe turco»): bloquean el paso y nunca se saltan dos veces.
rules-russian-kings = Un peón que llega a la última fila corona enseguida, incluso en medio de una captura, y sigue comiendo como dama en la misma jugada.
rules-russian-draws = Acuerdo; la misma posición por tercera vez con el mismo jugador al turno; 15 jugadas cada uno solo con damas y sin capturas; tres damas contra una dama sola: 15 jugadas del bando fuerte; damas en ambos bandos y material sin cambios: 30 jugadas cada uno con 4–5 piezas, 60 con 6–7; tres piezas con una dama contra una dama sola en la gran diagonal a1–h8, o dos piezas o una dama contra una dama sola: 5 jugadas del bando fuerte. El bot las aplica solo.
rules-russian-notation = Casillas algebraicas, a1 oscura abajo a la izquierda de las blancas: jugadas c3-d4; capturas con dos puntos y cada casilla de llegada, c3:e5:c7 (también se lee x).
rules-turkish-moves = Las 64 casillas; 16 peones cada uno, las blancas en las filas 2–3, las negras en 6–7; empiezan las blancas. Los peones avanzan una casilla hacia delante o de lado, nunca hacia atrás ni en diagonal.
rules-turkish-captures = Comer es obligatorio: se salta una pieza contigua hacia delante o de lado a la casilla vacía detrás (los peones nunca comen hacia atrás). Hay que comer el máximo de piezas (una dama cuenta como una); a igualdad, libre elección. Cada pieza saltada sale del tablero enseguida, y una captura no puede girar 180° entre dos saltos.
rules-turkish-kings = Un peón corona cuando su jugada termina en la última fila; si llega durante una captura sigue como peón. Las damas mueven como la torre del ajedrez por filas y columnas libres, y comen una pieza a cualquier distancia, cayendo en cualquier casilla vacía detrás.
rules-turkish-draws = Acuerdo; una pieza por bando (incluso dama contra peón) es tablas enseguida; la misma posición por tercera vez con el mismo jugador al turno.
rules-turkish-notation = Casillas algebraicas a1–h8 como en ajedrez, las blancas abajo: jugadas d3-d4; capturas d4xd6xf6 (también se leen los dos puntos).
rules-pool-moves = 8x8 numerado como las damas inglesas; empiezan las negras desde 1–12, las blancas desde 21–32. Los peones avanzan una casilla en diagonal.
rules-pool-captures = Comer es obligatorio y hay que terminar la captura, pero entre varias capturas se elige cualquiera. Los peones comen hacia delante y hacia atrás. Las piezas se retiran al terminar la jugada; ninguna se salta dos veces.
rules-pool-kings = Un peón que termina su jugada en la última fila corona; uno que llega durante una captura y puede seguir saltando debe seguir como peón, sin coronar.
rules-pool-draws = Acuerdo; la misma posición por tercera vez con el mismo jugador al turno; tres damas contra una no ganadas en 13 jugadas del bando fuerte; 15 jugadas cada uno solo con damas y sin capturas.
rules-pool-notation = Casillas 1–32 desde arriba a la izquierda (lado de las negras), como las damas inglesas: jugadas 11-15; capturas 15x24x31.
rules-czech-captures = Comer es obligatorio y hay que terminar la captura; los peones comen solo hacia delante. Si una dama puede comer, debe comer una dama; si no, y entre las capturas de las damas, se elige cualquiera. Las piezas saltadas se retiran al terminar la jugada.
rules-czech-kings = Un peón corona cuando su jugada termina en la última fila (los peones comen solo hacia delante, así que una captura que llega allí termina allí).
rules-czech-draws = Acuerdo; la misma posición por tercera vez; 15 jugadas cada uno sin capturas y sin mover peones.
rules-czech-notation = Casillas algebraicas, a1 oscura: jugadas c3-d4; capturas c3:e5:g7 (también se lee x).
rules-frisian-moves = 10x10, 20 peones cada uno: empiezan las blancas desde 31–50, las negras desde 1–20. Los peones avanzan una casilla en diagonal. Mientras su bando tenga peones, una dama puede hacer como mucho tres jugadas seguidas sin comer; luego debe mover otra pieza.
rules-frisian-captures = Comer es obligatorio, en diagonal y también por filas y columnas, hacia delante y hacia atrás: por una fila o columna el peón salta la pieza a dos casillas y cae en la casilla oscura detrás. Se juega la captura de mayor valor: una dama vale más que un peón y menos que dos (2 peones ganan a 1 dama, 2 damas ganan a 3 peones); a igual valor debe comer la dama. Las piezas se retiran al terminar la jugada.
rules-frisian-kings = Un peón corona solo si su jugada termina en la última fila. Las damas recorren cualquier distancia por una diagonal libre y comen en las ocho direcciones a cualquier distancia, cayendo en cualquier casilla oscura libre detrás.
rules-frisian-draws = Acuerdo; dos damas contra una dama (solo damas): 7 jugadas cada uno; una dama contra una dama: 2 jugadas cada uno. Las damas frisias no tienen regla de repetición.
rules-frisian-notation = Casillas 1–50 desde arriba a la izquierda, como las internacionales: jugadas 32-28; capturas 28x17, las ortogonales igual (21x23).
rules-canadian-moves = 12x12, 30 peones cada uno: empiezan las blancas desde 43–72, las negras desde 1–30. Los peones avanzan una casilla en diagonal.
rules-canadian-notation = Casillas 1–72 desde arriba a la izquierda, seis por fila (1 = b12, 67 = a1). Las blancas empiezan en 43–72, las negras en 1–30. Jugadas 45-39; capturas 39x28x17.
rules-giveaway = El ganapierde (giveaway) es una opción de cualquier variante (!challenge @amigo russian giveaway): gana el jugador que no puede mover — sin piezas o con todas bloqueadas. Todas las demás reglas de la variante siguen: comer sigue siendo obligatorio y valen sus reglas de tablas.

eval-win = ganan las { $winner } en { $moves }
bot-game = #{ $game }: { $bot } juega en el nivel { $level } de 10. Las partidas contra el bot no puntúan. { $takebacks }
bot-takebacks-granted = En este nivel deja deshacer jugadas (!undo).
bot-takebacks-low-levels = Solo deja deshacer jugadas en los niveles 1–3.
level-out-of-range = No existe el nivel { $level }: el bot juega del nivel 1 (principiante) al 10 (toda su fuerza). Por ejemplo { CODE("!challenge @dama level=5") }
level-only-against-bot = El nivel es para partidas contra el bot; las personas juegan al suyo. Desafía al bot con { CODE("!challenge @dama level=5") }
bot-no-soffio = { $bot } no juega con la regla del soplo: desafíalo sin { CODE("soffio") }.
bot-no-giveaway = { $bot } solo juega para ganar con las reglas normales: desafíalo sin { CODE("giveaway") }.
bot-grants-takeback = #{ $game }: { $bot } (nivel { $level }) te deja deshacer la jugada.
bot-declines-takeback = #{ $game }: { $bot } no deja deshacer la jugada: en el nivel { $level } juega en serio; solo lo permite en los niveles 1–3.
bot-accepts-draw = #{ $game }: { $bot } acepta las tablas.
bot-declines-draw = #{ $game }: { $bot } rechaza las tablas: solo las acepta cuando está peor, o cuando la partida está igualada con ocho piezas o menos. Sigue jugando, o abandona con !resign.
hint-only-against-bot = No hay pistas en la partida #{ $game }: se juega entre personas, y la ayuda del motor no sería justa. Las pistas son para partidas contra el bot: { CODE("!challenge @dama") }
hint = Pista para #{ $game }: { CODE($move) } ({ $eval }).
hint-line = La línea que espera: { CODE($line) }
analysis-of-live-game = La partida #{ $game } todavía se juega entre personas: no hay análisis del motor hasta que termine, porque ayudaría a uno de los dos. Pídelo de nuevo cuando haya terminado: { CODE("!analyse #", $game) }
analysis-of-giveaway = La partida #{ $game } se jugó a ganapierde, donde gana el bando que no puede mover: el motor juzga las posiciones con las reglas normales, así que no la analiza.
analysis-under-way = El análisis de la partida #{ $game } ya está en marcha: lo publicaré aquí cuando termine.
analysis-progress =
    Analizando la partida #{ $game }: { $done } de { $total ->
        [one] { $total } posición
       *[other] { $total } posiciones
    } ({ $percent }%)…
analysis-done =
    Análisis de la partida #{ $game }: hecho, { $total ->
        [one] { $total } posición
       *[other] { $total } posiciones
    } en { $seconds } s.
analysis-head = { BOLD("Análisis de la partida #", $game) } ({ $variant }, { $white } – { $black }).
analysis-head-over = { BOLD("Análisis de la partida #", $game) } ({ $variant }, { $white } – { $black }): { $outcome }.
analysis-side =
    { $player } ({ $color }): { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }, { $loss } peones perdidos por jugada de media, { $mistakes ->
        [one] { $mistakes } error
       *[other] { $mistakes } errores
    } ({ $decisive ->
        [one] { $decisive } decisivo
       *[other] { $decisive } decisivos
    }).
analysis-mistakes-of = Errores de las { $color }:
analysis-mistake = jugada { $move }: { CODE($played) } cuesta { $cost } peones ({ $before } → { $after }){ $decisive }; mejor { CODE($better) }{ $line }{ $why }.
analysis-mistake-decisive = {" "}{ BOLD("— decisivo") }
analysis-mistake-line = {" "}({ CODE($line) })
analysis-mistake-why = . Por qué: { CODE($line) }
analysis-no-mistakes = Ningún error de un peón o más en ningún bando.
analysis-moves = Cada jugada (evaluación tras ella, + a favor de las blancas, ? un error): { $moves }
evaluation-chart-title = #{ $game } { $white } contra { $black }: evaluación
bot-record = Contra el bot (sin puntuar): { $levels }.
bot-record-level = nivel { $level }: victorias { $wins }, tablas { $draws }, derrotas { $losses }

command-hint = La jugada que te aconseja el motor, en una partida contra el bot
command-analyse = Cada jugada evaluada por el motor, los errores y un gráfico
command-top-giveaway = las partidas a ganapierde de la variante, con puntuación aparte
slash-hint = pista
slash-analyse = analisis

ending-russian-kings-lone-king = Tres damas contra una dama sola: las { $color } llevan { $moves } de las 15 jugadas para cazarla.
ending-russian-long-diagonal = Tres piezas contra una dama sola en la gran diagonal: las { $color } llevan { $moves } de las 5 jugadas para ganar.
ending-russian-few-lone-king = Contra una dama sola: las { $color } llevan { $moves } de las 5 jugadas para ganar.
ending-pool-three-kings-one = Tres damas contra una: las { $color } llevan { $moves } de las 13 jugadas para cazarla.
ending-frisian-two-kings-one = Dos damas contra una: { $each } de 7 jugadas cada uno.
ending-frisian-king-king = Dama contra dama: { $each } de 2 jugadas cada uno.
rule-czech-king-must-capture = La dama debe comer
rule-frisian-value = La captura de mayor valor
rule-frisian-king-first = Primero come la dama
rule-frisian-three-king-moves = Tres jugadas de dama seguidas
rule-turkish-men-not-backwards = Los peones nunca retroceden
rule-turkish-no-turning-back = Sin media vuelta en la captura
rule-turkish-orthogonal = Solo por filas y columnas
rule-turkish-crowned-at-end = Corona al terminar la jugada
rule-pool-passing-does-not-crown = Pasar por la última fila no corona
rule-russian-crowned-goes-on = El peón coronado sigue como dama
rule-land-to-continue = Caer donde la captura sigue
refusal-king-must-capture = una dama puede comer, así que debe comer una dama: { $moves }
refusal-frisian-value = es obligatoria la captura de mayor valor (una dama vale más que un peón y menos que dos): { $moves }
refusal-frisian-king-first = a igual valor debe comer la dama, no el peón: { $moves }
refusal-frisian-three-king-moves = la dama de { $square } ya hizo tres jugadas seguidas y, mientras tengas peones, ahora solo puede comer; mueve otra pieza
refusal-turkish-men-not-backwards = los peones mueven y comen hacia delante o de lado, nunca hacia atrás: de { $from } a { $to } es retroceder
refusal-turkish-no-turning-back = una captura no puede volver por donde vino (media vuelta de 180°) tras caer en { $square }
refusal-turkish-men-orthogonal = los peones mueven y comen por filas y columnas, nunca en diagonal
refusal-turkish-kings-orthogonal = las damas mueven y comen por filas y columnas, nunca en diagonal
refusal-turkish-crowned-at-end = un peón que llega a la última fila durante una captura sigue como peón y corona al terminar la jugada: en { $square } aún es peón; puede jugar: { $moves }
refusal-pool-passing-kings-row = un peón que llega a la última fila saltando y puede seguir saltando continúa como peón: no corona en { $square }; puede jugar: { $moves }
refusal-russian-crowned-goes-on = un peón coronado durante una captura sigue comiendo como dama: desde { $square } puede seguir: { $moves }
refusal-must-land-to-continue = tras comer una pieza, la dama debe caer donde pueda seguir comiendo, y desde { $square } no puede: { $moves }
move-forms-russian = Escribe una jugada como c3-d4, una captura como c3:e5 o con todas las casillas de llegada, c3:e5:c7.
move-forms-turkish = Escribe una jugada como d3-d4, una captura como d4xd6 o con todas las casillas de llegada, d4xd6xf6.
move-forms-pool = Escribe una jugada como 11-15, una captura como 15x24 o con todas las casillas de llegada, 15x24x31.
move-forms-czech = Escribe una jugada como c3-d4, una captura como c3:e5 o con todas las casillas de llegada, c3:e5:g7.
move-forms-frisian = Escribe una jugada como 32-28, una captura como 28x17 o con todas las casillas de llegada, 28x17x8.
move-forms-canadian = Escribe una jugada como 45-39, una captura como 45x34 o con todas las casillas de llegada, 45x34x23.

## Community (issue 14)

command-challenge-options = giveaway, soffio, days=N | bank=30+1/45, unrated, level=1..10 (contra el bot)
command-pdn = Partidas en PDN: una, las de un jugador o todas las del canal
command-pdn-player = todas las partidas de este jugador aquí, en un archivo
command-pdn-all = todas las partidas de este canal, en un archivo
command-games-all = también las partidas terminadas, con sus resultados
command-games-page = qué página de las partidas terminadas
command-watch = Sigue una partida en privado: te llegan sus jugadas
command-unwatch = Deja de seguir una partida
argument-watched-game = qué partida, como #id
command-tournament = Torneos: create, join, leave, start, clasificación
command-tournament-action = create, join, leave o start (nada: la clasificación)
command-tournament-variant = la variante (create; por defecto: la del canal)
command-tournament-options = days=N por jugada, rounds=N (create)
slash-watch = seguir
slash-unwatch = dejar-de-seguir
slash-tournament = torneo
help-tournament-options = Los administradores crean e inician un torneo; los jugadores se apuntan y se retiran. Hasta 8 jugadores: todos contra todos (tablas de Berger; rounds=2 juega cada pareja dos veces, con los colores cambiados), desempate Sonneborn–Berger. Más: sistema suizo (grupos por puntos, ninguna pareja dos veces, colores equilibrados, un descanso que vale 1 punto para el peor clasificado que aún no lo haya tenido), rounds=N (por defecto: ceil(log2 jugadores) + 1), desempate Buchholz. El bot inicia las partidas de cada ronda con days=N por jugada (3 por defecto); quien se retira pierde por incomparecencia las partidas que le quedan.
bad-argument-tournament = Acciones: create, join, leave, start; opciones (create): una variante, days=N (1–30), rounds=N.
# $since, $left: durations (duration-*).
games-challenge-lapses = desafío esperando respuesta desde hace { $since }, caduca en { $left }
analysis-head-aborted = { BOLD("Análisis de la partida #", $game) } ({ $variant }, { $white } – { $black }): anulada, sin resultado.
# A game ended before each side had moved. $player: mention (who resigned or ran out of time).
game-aborted-resigned = La partida #{ $game } queda anulada: { $player } abandonó antes de que ambos bandos hubieran jugado. Sin resultado ni cambio de puntuación.
game-aborted-time = La partida #{ $game } queda anulada: a { $player } se le acabó el tiempo antes de que ambos bandos hubieran jugado. Sin resultado ni cambio de puntuación.
game-aborted-draw = La partida #{ $game } queda anulada: se acordaron tablas antes de que ambos bandos hubieran jugado. Sin resultado ni cambio de puntuación.
# $challenger, $challenged: mentions; $days: a clock-days text.
challenge-lapsed = { $challenger }: tu desafío #{ $game } a { $challenged } ha caducado tras { $days } sin respuesta. Vuelve a desafiar con { CODE("!challenge") }.
# !games all: the channel's finished games, page by page.
finished-games-none = Todavía no hay partidas terminadas en este canal.
finished-games-head = Partidas terminadas aquí ({ $total }), página { $page } de { $pages }:
# $variant: its name; $white, $black: names; $result: finished-game-aborted, finished-game-won or how a draw ended; $plies: half-moves played.
finished-game-line =
    #{ $game } { $variant } — { $white } contra { $black }: { $result }, { $plies ->
        [one] { $plies } media jugada
       *[other] { $plies } medias jugadas
    }
finished-game-line-unrated =
    #{ $game } { $variant } — { $white } contra { $black }: { $result }, sin puntuar, { $plies ->
        [one] { $plies } media jugada
       *[other] { $plies } medias jugadas
    }
finished-game-aborted = anulada
# $player: the winner's name; $how: how the game ended.
finished-game-won = ganó { $player } ({ $how })
finished-games-more = Más: { CODE("!games all ", $page) }
no-such-page = No existe la página { $page }: las partidas terminadas ocupan { $pages }. Prueba { CODE("!games all ", $pages) }.
# The caption of a PDN file of several games. $player: a name.
pdn-collection-player =
    { $count ->
        [one] { $count } partida
       *[other] { $count } partidas
    } de { $player } en este canal, en un archivo PDN.
pdn-collection =
    { $count ->
        [one] { $count } partida
       *[other] { $count } partidas
    } de este canal, en un archivo PDN.
# $player: mention.
no-games-to-export-player = { $player } no ha jugado ninguna partida en este canal.
no-games-to-export = En este canal no se ha jugado ninguna partida.
# !watch: the moves of a game come to a spectator privately.
watching = Ahora sigues la partida #{ $game }: te llegarán sus jugadas en privado. Para dejarla: { CODE("!unwatch #", $game) }.
watching-already = Ya sigues la partida #{ $game }. Para dejarla: { CODE("!unwatch #", $game) }.
unwatched = Ya no sigues la partida #{ $game }.
not-watching-game = No sigues la partida #{ $game }.
not-watching = No sigues ninguna partida en este canal.
watch-own-game = Juegas en la partida #{ $game }: sus jugadas ya te llegan aquí.
# What a spectator's private message starts with. $white, $black: names.
watched-news = Partida #{ $game }, { $white } contra { $black }:
# $player: mention.
direct-refused = { $player }: no puedo escribirte en privado, así que ya no sigues ninguna partida. Abre un chat privado conmigo (o permite los mensajes directos) y vuelve a usar { CODE("!watch") }.
# Tournaments. $id: the tournament's number; $variant: its name; $days: a clock-days text.
tournament-created = El torneo #{ $id } está abierto: { $variant }, { $days } por jugada. Apúntate con { CODE("!tournament join") }; un administrador lo inicia con { CODE("!tournament start") }.
tournament-created-rounds =
    El torneo #{ $id } está abierto: { $variant }, { $days } por jugada, { $rounds ->
        [one] { $rounds } ronda
       *[other] { $rounds } rondas
    }. Apúntate con { CODE("!tournament join") }; un administrador lo inicia con { CODE("!tournament start") }.
tournament-exists = Este canal ya tiene en marcha el torneo #{ $id }. Míralo con { CODE("!tournament") }.
no-tournament = No hay ningún torneo en este canal. Un administrador abre uno con { CODE("!tournament create") }.
# $player: mention; $players: how many play now.
tournament-joined =
    { $player } se apunta al torneo #{ $id } ({ $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }).
tournament-joined-already =
    { $player } ya está en el torneo #{ $id } ({ $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }).
tournament-closed = El torneo #{ $id } ya ha empezado: no admite más jugadores.
# $player: mention.
tournament-left = { $player } se retira del torneo #{ $id }.
tournament-left-forfeits = { $player } se retira del torneo #{ $id } y pierde por incomparecencia las partidas que le quedan.
not-in-tournament = No juegas en el torneo #{ $id }.
tournament-too-small =
    El torneo #{ $id } tiene { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }: hacen falta al menos 3 para empezar.
tournament-changed = El torneo #{ $id } ha cambiado entretanto (alguien se apuntó o se retiró): vuelve a probar { CODE("!tournament start") }.
tournament-started-swiss = Empieza el torneo #{ $id }: { $players } jugadores, sistema suizo (desempate: Buchholz), { $rounds } rondas.
tournament-started-round-robin = Empieza el torneo #{ $id }: { $players } jugadores, todos contra todos (desempate: Sonneborn–Berger), { $rounds } rondas.
round-started = Torneo #{ $id }, ronda { $round } de { $rounds }:
# A round's pairing. $white, $black: mentions in pairing-game, names otherwise; $result: a result (1–0, ½–½, result-*).
pairing-game = #{ $game } { $white } ({ color-white }) contra { $black } ({ color-black })
pairing-result = { $white } contra { $black }: { $result }
# $player: a name.
pairing-bye = { $player }: descansa (1 punto)
result-white-forfeit = 1–0 por incomparecencia
result-black-forfeit = 0–1 por incomparecencia
result-double-forfeit = 0–0, incomparecencia de ambos
result-bye = descanso
result-to-play = por jugar
# The standings. $white, $black: names ($black may be —); $result: as in pairing-result.
standings-after = Torneo #{ $id }: { $white } – { $black } { $result }.
standings-open =
    Torneo #{ $id } ({ $variant }), abierto, { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }:
standings-join = Apúntate con { CODE("!tournament join") }
standings-final = #{ $id } clasificación final:
standings-round = #{ $id } clasificación, ronda { $round } de { $rounds }:
# One player's line. $rank: place; $player: name (or standing-left); $points: points as written (2½); $value: the same as a number, to select on; $played: games played; $system: Buchholz or SB (Sonneborn–Berger); $tiebreak: its points.
standing-line =
    { $rank }. { $player } — { $points } { $value ->
        [one] punto
       *[other] puntos
    } en { $played }, { $system } { $tiebreak }
# $player: a name.
standing-left = { $player } (retirado)
standings-title = Torneo #{ $id } — ronda { $round } de { $rounds }
# $player: mention.
tournament-over = El torneo #{ $id } ha terminado. ¡Gana { $player }!

## Correspondence (issue 17)

# The channel's settings. $language: a language code; $variant: the variant's code; $reminders: settings-reminders-*; $threads: on/off; $challenge_days: a clock-days text; $vacation_days: a number (0: vacations off).
settings-channel = Ajustes de este canal: idioma { $language }, variante { $variant }, orientación { $orientation } (tableros desde el lado del jugador al turno con 'mover'), recordatorios { $reminders }, un hilo por partida { $threads }, los desafíos caducan tras { $challenge_days }, días de vacaciones por jugador y año { $vacation_days }. Los administradores los cambian con { CODE("!settings language it") }
help-challenge-options-bank = Variantes: { $variants }. Color: white, black o random (por defecto). Opciones: giveaway (gana quien no puede mover; cualquier variante), soffio (española, internacional), days=N (días por jugada) o bank=30+1/45 (una reserva de 30 días, +1 por jugada, 45 como máximo; horas con h), unrated (el resultado no cuenta para la puntuación). Contra el bot (@dama, o la mención del bot): level=1..10. Un desafío sin respuesta caduca tras los challenge_days del canal (7 por defecto). Una partida que termina antes de que ambos bandos hayan jugado se anula y no puntúa.
bad-argument-challenge-bank = Variantes: { $variants }; colores: white, black, random; opciones: giveaway, soffio, days=N (1–30) o bank=30+1/45, unrated, level=N (1–10, contra el bot).
command-away = Vacaciones: tus relojes se paran
command-away-length = días (5d), on u off
slash-away = vacaciones
# !help prefs: the values each preference takes (keywords and values exactly as written).
help-prefs-values = flip on|off: el tablero desde tu lado cuando te toca. language en|it|auto. reminders 12h|off|channel: cada cuánto te avisa una partida que te espera. timezone Europe/Rome: tu zona horaria IANA (UTC mientras no la fijes), para las dos siguientes. quiet 22-08|off: ni recordatorios ni menciones en esas horas; al terminar, un resumen de tus partidas. digest daily 09:00|off: un mensaje al día, por mensaje directo donde la plataforma lo permita, con cada partida en la que te toca y el tiempo que te queda, en lugar de un recordatorio por partida.
# A time bank: $bank is its rule as typed (30+1/45: 30 days, +1 a move, at most 45).
clock-setting-bank = reserva { $bank }
clock-rule-bank = Reloj: una reserva de tiempo de { $bank } (días, u horas con h: la reserva, + lo que suma cada jugada, / lo máximo que puede acumular); quien agota su reserva pierde por tiempo.
# $white, $black: a span, or clock-bank-up.
clock-line-bank = Reserva { $bank }: { color-white } { $white }, { color-black } { $black }
clock-bank-up = sin tiempo
# $player: mention; $opponent: name; $left: a span.
clock-warning-bank = { $player }, partida #{ $game } contra { $opponent }: ya has usado el 80% de tu tiempo — quedan { $left } (reserva { $bank }). Juega con { CODE("!move #", $game, " …") }, o perderás la partida por tiempo.
timed-out-bank = No jugó a tiempo (reserva { $bank }).
# !prefs, after the language and the boards. $reminders: one of the three below; $zone: an IANA time zone; $used, $allowed: vacation days.
prefs-hours = Recordatorios { $reminders }; zona horaria { $zone }; días de vacaciones usados este año { $used } de { $allowed }
prefs-reminders-channel = los del canal
prefs-reminders-off = desactivados
prefs-reminders-every = cada { $hours } h
# Added to prefs-hours when set (prefs-away after a space). $quiet: hours as 22-08; $at: a time as 09:00; $left: a span.
prefs-quiet = ; horas de silencio { $quiet }
prefs-digest = ; resumen diario a las { $at }
prefs-away = (ahora de vacaciones, durante { $left } más)
# !away. $span: how long (a span); $left: clock-days.
away-started = ¡Felices vacaciones! Durante { $span } todos tus relojes están parados y nadie recibe recordatorios sobre ti. Terminan cuando juegues, o con { CODE("!away off") }. Vacaciones que te quedan este año: { $left }.
away-extended = Tus vacaciones terminan ahora dentro de { $span }. Terminan cuando juegues, o con { CODE("!away off") }. Vacaciones que te quedan este año: { $left }.
# $player: name; $days: days taken this year.
away-ended = ¡Hola de nuevo, { $player }! Tus relojes vuelven a correr, cada uno con el tiempo que tenía. Días de vacaciones usados este año: { $days }.
# $opponent: mention; $away: name; $span: a span.
opponent-away = { $opponent }, { $away } está de vacaciones durante { $span } como mucho: su reloj en la partida #{ $game } está parado hasta que vuelva.
not-away = No estás de vacaciones. { CODE("!away 5d") } empieza unas vacaciones de cinco días.
vacations-off = Las vacaciones están desactivadas en este canal (ajuste vacation_days 0).
no-vacation-left =
    Ya has usado { $days ->
        [one] tu { $days } día
       *[other] todos tus { $days } días
    } de vacaciones de este año.
# $value: what was typed.
bad-away = `{ $value }` no es una duración de vacaciones. Prueba { CODE("!away 5d") }, { CODE("!away on") } o { CODE("!away off") }.
# The games where it is a player's move. $player: mention; $games: how many.
digest-daily =
    { $player }, tu resumen diario: te toca jugar en { $games ->
        [0] ninguna partida
        [one] { $games } partida
       *[other] { $games } partidas
    }.
digest-quiet-over =
    { $player }, se acabaron tus horas de silencio: te toca jugar en { $games ->
        [0] ninguna partida
        [one] { $games } partida
       *[other] { $games } partidas
    }.
# $opponent: name; $waiting: a span; $clock: a clock line.
digest-line = #{ $game } contra { $opponent } ({ $variant }), esperando desde hace { $waiting }; { $clock }.
digest-line-no-clock = #{ $game } contra { $opponent } ({ $variant }), esperando desde hace { $waiting }; sin reloj.
