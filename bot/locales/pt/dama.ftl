# dama: every text the bot writes, in Brazilian Portuguese. The reference is en/dama.ftl:
# this file has exactly its messages, with exactly the same placeables ($names).
# Conventions (see bot/locales/README.md): CODE(...) shows commands and moves monospaced,
# BOLD(...) shows a title in bold; a placeable named after a person ($player, $opponent,
# $author, ...) is a real mention where the comment says "mention", else the person's name.
# Moves, squares and commands (!move 11-15, 23x14, c3-d4, #12) never change.
# Terms: pedra (man), dama (king), captura/capturar (capture), sopro/soprar (huff), lance (move).

## Names

color-white = brancas
color-black = pretas
variant-english = Damas inglesas
variant-italian = Damas italianas
variant-spanish = Damas espanholas
variant-international = Damas internacionais
variant-brazilian = Damas brasileiras
variant-dameo = Dameo
variant-russian = Damas russas
variant-turkish = Damas turcas
variant-pool = Damas pool (americanas)
variant-czech = Damas tchecas
variant-frisian = Damas frísias
variant-canadian = Damas canadenses
# $shown: the first moves, comma-separated; $more: how many are left out.
list-more = { $shown } e mais { $more }
on = sim
off = não
# A piece in a list of pieces taken: $square holds a king.
taken-king = { $square } dama

## Moves and boards

# $game: the game number; $mover: the player's name; $color: their colour; $move: the move.
move-played = #{ $game } { $mover } ({ $color }) { CODE($move) }.
# $details: what the move did ("takes 2 (18, 11 king), crowned").
move-played-details = #{ $game } { $mover } ({ $color }) { CODE($move) } — { $details }.
# $count: pieces taken; $squares: where.
move-takes = captura { $count } ({ $squares })
move-crowned = vira dama
# $player (mention) is to move with $color; $move: the move number.
to-move = Vez de { $player }, com as { $color }, lance { $move }.
# $mover, $player: names; $ignored: the captures that were due; $squares: pieces that may be huffed.
huff-possible = Sopro: { $mover } não fez uma captura obrigatória ({ $ignored }). { $player } pode soprar uma destas peças: { $squares } com !huff, ou simplesmente jogar.
# $variant: the variant's name; $white, $black: names.
board-head = #{ $game } { $variant } — { $white } ({ color-white }) x { $black } ({ color-black }).
board-last-move = Último lance: { CODE($move) } ({ $color }).
# $player: name; $color: their colour.
legal-moves-head = #{ $game } lances válidos de { $player } ({ $color })
legal-moves-from-head = #{ $game } lances válidos a partir de { $square } de { $player } ({ $color })
# $head: the line above; $count: how many; $moves: all of them.
legal-moves-none = { $head }: nenhum.
legal-moves-list = { $head } ({ $count }): { $moves }.

## Draw counts under way ($each: moves each so far)

count-english = Contagem de lances (só damas, sem captura): { $each } de 50 lances cada.
count-kings-only = Só damas, sem captura: { $each } de 25 lances cada.
count-kings-only-15 = Só damas, sem captura: { $each } de 15 lances cada.
count-czech = Sem captura e sem lance de pedra: { $each } de 15 lances cada.
count-russian-balance = Forças inalteradas com damas dos dois lados: { $each } de { $of } lances cada.
# $color: who asked; $moves: moves counted.
count-requested = Contagem de 40 lances pedida pelas { $color }: { $moves } de 40.
# $color: the stronger side; $moves: its moves so far.
ending-two-kings-one = Duas damas contra uma: as { $color } já usaram { $moves } dos 20 lances para vencer.
ending-three-kings-two = Três damas contra duas: as { $color } já usaram { $moves } dos 30 lances para vencer.
ending-three-kings-one = Três damas contra uma: { $each } de 12 lances cada.
ending-two-nine = Final do 2 e do 9: { $each } de 32 lances cada.
ending-three-lone-king = Três peças contra uma dama sozinha: { $each } de 16 lances cada.
ending-two-lone-king = Duas peças contra uma dama sozinha: { $each } de 5 lances cada.

## Endings

# $winner, $loser: mentions; $winner_color, $loser_color: colours; $cause: a win-cause below.
outcome-win = A partida #{ $game } acabou: { $winner } ({ $winner_color }) venceu — { $loser } ({ $loser_color }) { $cause }.
# $reason: a draw-reason below; $white, $black: mentions.
outcome-draw = A partida #{ $game } acabou: { $reason }. { $white } { $black }
win-cause-no-pieces = ficou sem peças
win-cause-no-legal-move = ficou sem lances válidos
win-cause-resignation = desistiu
win-cause-time = estourou o tempo
win-cause-giveaway-no-pieces = perde no perde-ganha: vence o lado que fica sem peças
win-cause-giveaway-no-move = perde no perde-ganha: vence o lado que fica sem lances
# An outcome without people: $winner, $loser: colours.
outcome-win-short = Vitória das { $winner }: o lado das { $loser } { $cause }
draw-agreement = empate: de comum acordo
draw-repetition = empate: a mesma posição se repetiu pela terceira vez com o mesmo jogador na vez
draw-english-fifty = empate: 50 lances cada só com damas, sem captura (a contagem de lances)
draw-italian-forty = empate: a contagem de 40 lances acabou sem captura e sem lance de pedra
draw-italian-two-kings-one = empate: duas damas contra uma não venceram em 20 lances
draw-italian-three-kings-two = empate: três damas contra duas não venceram em 30 lances
draw-spanish-three-kings-one = empate: três damas contra uma não venceram em 12 lances cada
draw-spanish-two-nine = empate: o final com pedras no 2 e no 9 durou 32 lances cada sem vitória, promoção ou pedra capturada
draw-twenty-five-king-moves = empate: 25 lances cada só com damas e sem captura
draw-sixteen-move-ending = empate: três peças com dama contra uma dama sozinha não venceram em 16 lances cada
draw-five-move-ending = empate: duas peças com dama contra uma dama sozinha não venceram em 5 lances cada
draw-fifteen-king-moves = empate: 15 lances cada só com damas e sem captura
draw-russian-balance-thirty = empate: com damas dos dois lados e 4 ou 5 peças, o equilíbrio de forças não mudou em 30 lances cada
draw-russian-balance-sixty = empate: com damas dos dois lados e 6 ou 7 peças, o equilíbrio de forças não mudou em 60 lances cada
draw-russian-three-kings-one = empate: três damas contra uma dama sozinha não a capturaram até o 15º lance
draw-russian-long-diagonal = empate: três peças contra uma dama sozinha na grande diagonal não venceram até o 5º lance
draw-russian-few-lone-king = empate: duas peças (ou uma dama) contra uma dama sozinha não venceram até o 5º lance
draw-pool-three-kings-one = empate: três damas contra uma não a capturaram em 13 lances
draw-turkish-one-piece-each = empate: cada lado ficou com uma só peça
draw-frisian-two-kings-one = empate: duas damas contra uma dama não venceram em 7 lances cada
draw-frisian-king-king = empate: uma dama contra uma dama não venceu em 2 lances cada
# $how: the outcome.
game-over = A partida #{ $game } acabou ({ $how }): não há mais lances. Comece outra com { CODE("!challenge @friend") }.
# $author: name; $square: the piece huffed; $result: the outcome, when the huff ended the game.
huffed-over = #{ $game }: { $author } sopra a peça da casa { $square } (sopro). { $result }.
# $player: mention.
huffed-to-move = #{ $game }: { $author } sopra a peça da casa { $square } (sopro). Vez de { $player }.
# $author: name; $color: their colour.
count-started = #{ $game }: { $author } ({ $color }) pede a contagem de 40 lances. Se as { $color } fizerem 40 lances sem captura e sem mexer pedra, a partida termina empatada; uma captura ou um lance de pedra reinicia a contagem.

## What the game refuses

game-error-over = A partida acabou: { $outcome }.
game-error-nothing-to-huff = Não há nada para soprar: o último lance não deixou de fazer nenhuma captura.
# $square: the piece named; $options: the pieces that may be huffed.
game-error-not-huffable = { $square } não é uma peça que poderia ter capturado; você pode soprar { $options }.
game-error-no-count = { $variant } não tem contagem de lances para pedir.
game-error-count-running = A contagem de 40 lances já está rolando, pedida pelas { $color }.
game-error-soffio = A regra do sopro só vale nas damas espanholas e internacionais.
game-error-nothing-to-undo = Não há lance para voltar.

## Challenges

with-soffio = com sopro
# $days: a clock-days text.
per-move = { $days } por lance
# $opponent: mention; $challenger: name; $variant; $extras: ", with soffio, 3 days per move" or nothing; $color: the colour the opponent would play.
challenge-offer = { $opponent }, { $challenger } desafia você para uma partida de { $variant } (partida #{ $game }{ $extras }): você jogaria com as { $color }. Responda { CODE("!accept #", $game) } ou { CODE("!decline #", $game) }.
# $player: mention, to move with $color; $white, $black: names; $soffio: ", with soffio" or nothing; $example: a first move; $clock: the clock's rule or nothing.
game-starts = Começa a partida #{ $game }: { $variant }{ $giveaway }{ $soffio }, { $white } ({ color-white }) x { $black } ({ color-black }). Vez de { $player }, com as { $color }, lance 1. Jogue com { CODE("!move <lance>") }, por exemplo { $example }.{ $clock }
game-starts-soffio = , com sopro
# $challenger: mention; $decliner: name.
challenge-declined = { $challenger }, { $decliner } recusou seu desafio (#{ $game }).
# $other: mention; $author: name.
challenge-cancelled = { $other }, { $author } retirou o desafio #{ $game }.
challenge-closed = A partida #{ $game } foi recusada ou retirada: não há nada para responder.
# $challenged: name.
own-challenge = #{ $game } é o seu próprio desafio: cabe a { $challenged } aceitar. Para retirá-lo: { CODE("!cancel #", $game) }
only-challenged-answers = Só { $challenged } pode responder ao desafio #{ $game }.
# $challenger: name.
only-challenger-cancels = Só { $challenger } pode retirar o desafio #{ $game }; você pode recusá-lo: { CODE("!decline #", $game) }
# $opponent: name.
already-challenged = Já existe um desafio entre você e { $opponent } aqui: #{ $game }. Para retirar o seu: { CODE("!cancel #", $game) }
already-playing = Você já está jogando com { $opponent } aqui: partida #{ $game }. Termine essa primeiro (uma partida por dupla em cada canal).
challenge-yourself = Você não pode desafiar a si mesmo. Chame um amigo: { CODE("!challenge @friend english") }
# $typed: what was typed.
unknown-person = Não sei quem é { $typed } aqui: mencione a pessoa para o app vincular o nome, por exemplo { CODE("!challenge @friend") }
soffio-not-allowed = A regra do sopro só vale nas damas espanholas e internacionais, não em { $variant }.
button-accept = Aceitar
button-decline = Recusar

## Which game

no-such-game = Não há partida #{ $game } neste canal. Veja as partidas daqui com { CODE("!games") }
no-game-here = Você não tem partida neste canal. Comece uma: { CODE("!challenge @friend english") }
# $white, $black: names.
not-a-player = Você não joga na partida #{ $game }: é { $white } ({ color-white }) contra { $black } ({ color-black }).
not-started = A partida #{ $game } não começou: o desafio espera a resposta do jogador desafiado, { CODE("!accept #", $game) } ou { CODE("!decline #", $game) }.
# $player: name; $color: colour.
not-your-turn = Não é sua vez em #{ $game }: a vez é de { $player } ({ $color }).
# $games: the games, as game-choice lines joined by "; ".
not-your-turn-anywhere = Não é sua vez em nenhuma das suas partidas daqui: { $games }.
# $example: the command with a game number.
which-game = Qual partida? { $games }. Acrescente o número, por exemplo { CODE($example) }
# One game in such a list: $against: game-against or game-between; $variant; $turn: game-choice-turn or nothing.
game-choice = #{ $game } { $against } ({ $variant }{ $turn })
game-against = contra { $opponent }
game-between = { $white } – { $black }
game-choice-turn = , vez de { $player }
nothing-to-answer = Nada aqui espera sua resposta: nenhum desafio para você, nenhuma proposta do seu adversário.
nothing-to-cancel = Você não tem desafio nem proposta para retirar aqui.

## Offers

offer-undo = proposta de voltar o lance
offer-draw = proposta de empate
# $opponent: mention; $author: name; $moves: the moves to take back.
undo-requested = { $opponent }, { $author } pede para voltar { CODE($moves) } em #{ $game }. Responda { CODE("!accept #", $game) } ou { CODE("!decline #", $game) }.
# $moves: the moves taken back; $player: mention; $color; $move: move number.
undone = #{ $game }: voltou { $moves }. Vez de { $player }, com as { $color }, lance { $move }.
nothing-to-undo = Você não tem lance para voltar em #{ $game }.
# $opponent: mention; $author: name.
draw-offered = { $opponent }, { $author } propõe empate em #{ $game }. Responda { CODE("!accept #", $game) } ou { CODE("!decline #", $game) } (jogar um lance também recusa).
# $offerer: mention; $decliner, $player: names; $offer: offer-undo or offer-draw.
offer-declined = { $offerer }, { $decliner } recusou sua { $offer } em #{ $game }. A partida continua: vez de { $player }.
# $opponent: mention; $author: name.
offer-withdrawn = { $opponent }, { $author } retirou a { $offer } em #{ $game }.
# $opponent: name.
own-offer = Sua proposta em #{ $game } espera a resposta de { $opponent }; para retirá-la: { CODE("!cancel #", $game) }
answer-first = { $opponent } fez uma { $offer } em #{ $game }: responda primeiro com { CODE("!accept #", $game) } ou { CODE("!decline #", $game) }

## Lists

games-none = Nenhuma partida neste canal. Comece uma: { CODE("!challenge @friend english") }
games-head = Partidas daqui:
# One line: $variant; $white, $black: names; $state: one of the two below; $clock: " (clock)" or nothing.
games-line = #{ $game } { $variant } — { $white } ({ color-white }) x { $black } ({ color-black }): { $state }{ $clock }
# $since: a duration.
games-challenge = desafio esperando resposta há { $since }
games-to-move = vez de { $player }, lance { $move }, há { $since }
# Durations in a list: $n of each unit.
duration-seconds = { $n } s
duration-minutes = { $n } min
duration-hours = { $n } h
duration-days =
    { $n ->
        [one] { $n } dia
       *[other] { $n } dias
    }

## Settings

# $language: a language code; $variant: the variant's code; $orientation; $reminders: one of the two below; $threads: on/off.
settings-reminders-off = desligados
settings-reminders-after = após { $hours } h sem lance
settings-saved = Salvo.
# $language: a language code, or prefs-language-auto; $flip: on/off.
prefs = Suas preferências: idioma { $language }; tabuleiro do seu lado quando for sua vez, qualquer que seja a orientação do canal: { $flip }. Mude com { CODE("!prefs language it") }
prefs-language-auto = o do canal (ou o do seu app, quando o app informa)
admins-only = Só os admins do canal podem mudar as configurações.
# $value: what was typed; $key: the setting; $allowed: the values it takes.
bad-setting = `{ $value }` não é um valor para { $key }: use { $allowed }.

## The bot itself

internal-error = Algo deu errado do meu lado e nada foi alterado. Tente de novo.
database-unreachable = O bot não consegue acessar o banco de dados; tente de novo daqui a pouco.
pdn-inline = Partida #{ $game } em PDN:
pdn-caption = Partida #{ $game } em PDN
pdn-attached = Partida #{ $game } em PDN, em anexo.
done = Feito.
unknown-slash-command = Comando desconhecido /{ $name }.
button-expired = Este botão expirou: digite o comando.
# $place: the platform's link to the thread.
played-in = A partida #{ $game } é jogada em { $place }.
thread-name = Partida #{ $game }
console-greeting =
    Console do dama. Digite as mensagens como `nome: texto`, por exemplo
      alice: !challenge @bob english
      bob: !accept
      alice: !move 11-15
    !help lista os comandos; Ctrl-D sai.
saved-image = imagem: { $path }
saved-file = arquivo: { $path }
board-legend = ○ pedra branca  ◎ dama branca  ● pedra preta  ◉ dama preta

## Refusals of moves and !why

# $rule: a rule title (bold); $facts: a refusal sentence.
refused = #{ $game } { BOLD($rule) }: { $facts }.
# $move: the move; $general: the rule in a sentence.
explain-refusal = #{ $game } { CODE($move) } não é válido aqui. { BOLD($rule) }: { $facts }. { $general }
# $color: the side to move, when not the asker.
explain-refusal-other = #{ $game } (para as { $color }, que têm a vez) { CODE($move) } não é válido aqui. { BOLD($rule) }: { $facts }. { $general }
# $number: the move number.
why-refused = Seu lance { CODE($move) } (lance { $number }) foi recusado pela regra { BOLD($rule) }: { $facts }. { $general }
# $player: name; $color: colour.
why-not-your-turn = Seu lance { CODE($move) } (lance { $number }) foi recusado porque não era sua vez: a vez era de { $player } ({ $color }). Os jogadores jogam alternadamente, um lance cada.
# $why: an explanation built from the explain- messages below.
explain-legal = { CODE($move) } { $why }
explain-legal-other = (para as { $color }, que têm a vez) { CODE($move) } { $why }
# $mover: name.
explain-last-move = Nada seu foi recusado. O último lance, { CODE($move) } de { $mover }, { $why }
explain-soffio-move = O último lance, { CODE($move) } de { $mover }, desrespeitou a regra "{ $rule }" ({ $facts }); a regra do sopro permite isso, e o adversário pode soprar uma peça que poderia ter capturado.
nothing-to-explain = Ainda não há nada para explicar em #{ $game }. Pergunte sobre um lance: { CODE("!why 11-15") }
# $text: what was typed; $forms: the square-forms of the variant.
bad-square = `{ $text }` não é uma casa jogável. { $forms }
# $moves: the legal moves.
legal-here = Válidos aqui: { $moves }.
# An explanation: $taking (explain-taking or nothing), $reason (one of explain-reason-*), $extra (explain-crowns, explain-passes or nothing).
explain = é válido{ $taking }; { $reason }{ $extra }.
explain-taking = , capturando { $count }
explain-reason-only-move = é o único lance válido
explain-reason-free =
    não há captura possível, então qualquer lance é permitido ({ $count ->
        [one] { $count } lance válido
       *[other] { $count } lances válidos
    })
explain-reason-compulsory = a captura é obrigatória e pode-se escolher qualquer uma das { $count }, mas ela deve ser completada
explain-reason-maximum =
    captura o máximo, { $pieces ->
        [one] { $pieces } peça
       *[other] { $pieces } peças
    } ({ $count ->
        [one] { $count } captura assim
       *[other] { $count } capturas assim
    })
explain-reason-italian =
    é a escolhida pela precedência italiana (com dama, mais damas, damas primeiro) ({ $count ->
        [one] { $count } captura assim
       *[other] { $count } capturas assim
    })
explain-reason-most-kings =
    é a escolhida pela regra de mais damas ({ $count ->
        [one] { $count } captura assim
       *[other] { $count } capturas assim
    })
explain-crowns = ; a pedra vira dama e o lance termina
explain-passes = ; a pedra passa pela linha de coroação em { $square } mas não termina lá, então continua pedra

## Rule titles

rule-not-a-move = Não é um lance
rule-square-not-playable = Casa não jogável
rule-no-piece = Nenhuma peça aí
rule-not-your-piece = Não é sua peça
rule-destination-occupied = Casa ocupada
rule-men-not-backwards = Pedras não andam para trás
rule-men-capture-forwards = Pedras só capturam para a frente
rule-kings-one-square = Damas andam uma casa
rule-path-blocked = Caminho bloqueado
rule-not-a-step = Essa peça não anda assim
rule-men-jump-short = Pedras saltam curto
rule-capture-compulsory = Captura obrigatória
rule-capture-not-finished = A captura deve ser completada
rule-maximum-capture = Lei da maioria
rule-italian-men-cannot-take-kings = Pedras não capturam damas
rule-italian-capture-with-king = Capturar com a dama
rule-italian-more-kings = Capturar mais damas
rule-italian-king-earlier = Capturar a dama primeiro
rule-spanish-more-kings = Capturar mais damas
rule-jumped-twice = Nenhuma peça é saltada duas vezes
rule-jumped-piece-blocks = Peças saltadas ficam até o fim do lance
rule-promotion-ends-move = A promoção termina o lance
rule-passing-does-not-crown = Passar pela linha de coroação não promove
rule-dameo-crowning-at-end = Promove só onde o lance termina
rule-dameo-orthogonal-captures = Capturas são ortogonais
rule-dameo-line-forward = Filas andam para a frente
rule-dameo-king-not-in-line = Damas nunca andam em fila
rule-nothing-to-take = Nada para capturar
rule-own-piece = Peça própria no caminho
rule-not-legal = Não é válido aqui
rule-piece-cannot-move = Essa peça não pode mexer
rule-ambiguous = Lance ambíguo
rule-game-over = Partida encerrada
rule-not-your-turn = Não é sua vez
rule-other = Não é válido

## Rules in a sentence, for !why

general-capture-compulsory = Em todas as variantes, quando há captura possível, é obrigatório capturar.
general-capture-not-finished = Uma peça que captura continua saltando enquanto puder; a sequência inteira é um só lance.
general-maximum-capture = Você deve escolher a captura que toma mais peças (uma dama conta como uma).
general-italian-men-cannot-take-kings = Nas damas italianas uma pedra nunca pode capturar uma dama.
general-italian-precedence = Precedência italiana, em ordem: capturar mais peças; capturar com dama em vez de pedra; capturar mais damas; capturar uma dama o quanto antes.
general-spanish-more-kings = Regra espanhola: capturar mais peças e, entre essas, mais damas.
general-men-not-backwards = Pedras só andam para a frente; damas podem voltar.
general-men-capture-forwards = Nas damas inglesas, italianas e espanholas as pedras só capturam para a frente.
general-kings-one-square = Nas damas inglesas e italianas as damas andam e capturam uma casa por vez.
general-path-blocked = Uma dama de longo alcance só anda por uma diagonal livre.
general-jumped-twice = Nenhuma peça pode ser saltada duas vezes no mesmo lance.
general-jumped-piece-blocks = As peças capturadas só saem do tabuleiro quando o lance termina; até lá, bloqueiam o caminho.
general-promotion-ends-move = Uma pedra que chega à linha de coroação vira dama e para ali.
general-passing-does-not-crown = Uma pedra só vira dama se o lance terminar na linha de coroação.
general-dameo-crowning-at-end = No Dameo uma pedra só vira dama se o lance terminar na última fileira.
general-dameo-orthogonal-captures = No Dameo toda captura é feita por fileiras e colunas.
general-dameo-lines = No Dameo uma fila contínua de pedras pode avançar uma casa na sua própria direção; damas nunca entram numa fila.
general-own-pieces = Você só mexe as suas próprias peças.
general-ambiguous = Escreva todas as casas de chegada quando várias capturas servem.

## The facts of a refusal ($typed: the move as written; $moves: moves that are allowed)

refusal-not-a-move = `{ $text }` não é um lance. { $forms }
refusal-square-not-playable = { $square } não é uma casa jogável em { $variant }. { $forms }
refusal-no-piece = não há peça na casa { $square }
# $color: the owner's colour.
refusal-not-your-piece = a peça da casa { $square } é das { $color }
refusal-occupied = a casa { $square } está ocupada
refusal-men-not-backwards = uma pedra não pode voltar de { $from } para { $to }
refusal-men-capture-forwards = aqui as pedras só capturam para a frente: a pedra de { $from } não pode capturar para trás
refusal-kings-one-square = aqui as damas andam uma casa por vez: de { $from } para { $to } é longe demais
refusal-path-blocked = o caminho de { $from } para { $to } está bloqueado pela peça da casa { $blocker }
refusal-men-jump-short = uma pedra captura saltando uma peça vizinha até a casa logo atrás dela: { $from }x{ $to } vai longe demais
# $step: a step- sentence.
refusal-man-not-a-step = uma pedra não pode ir de { $from } para { $to }: { $step }
refusal-king-not-a-step = uma dama não pode ir de { $from } para { $to }: { $step }
refusal-capture-compulsory = { $typed } não captura nada, mas você pode capturar: { $moves }
refusal-capture-not-finished = { $typed } para em { $square }, mas a captura continua dali: { $moves }
refusal-maximum-capture = { $typed } captura { $took }; aqui o máximo é { $max }: { $moves }
refusal-men-cannot-take-kings = nas damas italianas uma pedra não pode capturar uma dama (a dama da casa { $square })
refusal-capture-with-king = com capturas iguais, quem captura é a dama, não a pedra: { $moves }
refusal-more-kings = com capturas iguais, capture mais damas: { $typed } captura { $took }, dá para capturar { $max }: { $moves }
refusal-king-earlier = com capturas e damas iguais, capture a dama o quanto antes: { $moves }
refusal-jumped-twice = a casa { $square } seria saltada duas vezes
refusal-jumped-piece-blocks = a peça da casa { $square } já foi capturada mas fica no tabuleiro até o fim do lance, e bloqueia o caminho
refusal-promotion-ends-move = a pedra vira dama em { $square } e tem que parar ali
refusal-passing-does-not-crown = a pedra passa por { $square } como pedra e não pode continuar capturando como dama
refusal-crowning-at-end = em { $square } a pedra ainda é pedra: só vira dama onde o lance termina
refusal-men-orthogonal = as pedras só capturam por fileiras e colunas, nunca na diagonal
refusal-kings-orthogonal = as damas só capturam por fileiras e colunas, nunca na diagonal
refusal-line-forward = de { $from } para { $to } é preciso passar por cima de uma fila contínua das suas pedras, para a frente
refusal-king-not-in-line = uma dama nunca anda em fila: não pode passar por cima da peça da casa { $square }
refusal-nothing-to-take = não há nada para capturar entre { $from } e { $to }
refusal-own-piece = você não pode saltar a sua própria peça da casa { $square }
refusal-not-legal = { $text } não é válido aqui; a peça de { $from } pode jogar: { $moves }
refusal-piece-cannot-move = a peça de { $from } não tem lance; lances válidos: { $moves }
refusal-ambiguous = `{ $text }` serve para vários lances; escreva um completo: { $moves }
# $result: the outcome.
refusal-game-over = a partida acabou: { $result }
refusal-not-your-turn = não é sua vez: a vez é das { $color }
step-dameo-man = uma pedra anda uma casa em frente ou na diagonal para a frente, ou avança uma fila de pedras
step-dameo-king = uma dama anda como a dama do xadrez por uma linha livre
step-short-king = uma dama anda uma casa na diagonal
step-flying-king = uma dama anda por uma diagonal livre
step-man = uma pedra anda uma casa na diagonal para a frente

## How moves and squares are written (notation stays exactly as shown)

move-forms-english = Escreva um lance como 11-15, uma captura como 23x14 ou com todas as casas de chegada, 23x14x5.
move-forms-italian = Escreva um lance como 21-17, uma captura como 23x14 ou com todas as casas de chegada, 28x19x10.
move-forms-spanish = Escreva um lance como 9-13, uma captura como 10x19 ou com todas as casas de chegada, 8x12x20.
move-forms-international = Escreva um lance como 32-28, uma captura como 28x19 ou com todas as casas de chegada, 28x19x10.
move-forms-brazilian = Escreva um lance como c3-d4, uma captura como c3xe5 ou com todas as casas de chegada, c3xe5xc7.
move-forms-dameo = Escreva um lance como c3-c4 (um avanço em fila, como origem-destino da pedra de trás, c1-c4), uma captura como e2xe4xg4xg6.
square-forms-32 = As casas são numeradas de 1 a 32.
square-forms-50 = As casas são numeradas de 1 a 50.
square-forms-72 = As casas são numeradas de 1 a 72.
square-forms-brazilian = As casas vão de a1 a h8, só as escuras (a1 é escura).
square-forms-dameo = As casas vão de a1 a h8.

## Help

help-intro = Eu arbitro partidas de damas neste chat: desafie um amigo, jogue digitando os lances e receba o tabuleiro após cada lance. Comandos:
# $usage: the command's usage; $summary: its summary.
help-line = { CODE($usage) } — { $summary }
# $variant: the channel's variant; $forms: its move-forms.
help-default-variant = Aqui a variante padrão é { $variant }. { $forms } Mais sobre um comando: { CODE("!help move") }
help-command = { CODE($usage) } — { $summary }.
# $aliases: other names of the command.
help-aliases = Também: { $aliases }.
# $name: an argument's name; $description: what it is.
help-arg = { $name }: { $description }
help-example = Exemplo: { CODE($example) }
help-unknown = Não existe o comando `{ $name }`. A lista: { CODE("!help") }
variants-head = Variantes:
# $code: the variant's code (english, italian, ...); $name: its name; $summary: one line on it.
variants-line = { BOLD($code) } — { $name }: { $summary }
variants-foot = Desafie com { CODE("!challenge @friend italian") }
summary-english = 8x8, as pretas começam; pedras só para a frente, damas curtas; captura obrigatória, qualquer sequência, completa.
summary-italian = 8x8 espelhado, as brancas começam; pedras não capturam damas; damas curtas; mais peças, depois captura com dama, mais damas, damas primeiro.
summary-spanish = 8x8 espelhado, numerado a partir do canto inferior direito; damas de longo alcance; mais peças, depois mais damas.
summary-international = 10x10, 20 pedras cada; pedras capturam para trás; damas de longo alcance; lei da maioria; promove só se o lance terminar na última fileira.
summary-brazilian = Regras internacionais num tabuleiro 8x8, casas algébricas (c3-d4).
summary-dameo = Todas as 64 casas; pedras andam em frente ou na diagonal e avançam em filas; capturas ortogonais; damas andam como a dama do xadrez.

## Parse errors

unknown-command = Não conheço o comando `{ $name }`.
# $command: the suggested command; $example: an example of it.
did-you-mean = Você quis dizer { CODE($command) }, como em { CODE($example) }?
all-commands = Todos os comandos: { CODE("!help") }
# $command: "!move"; $arg: the argument's name; $description: what it is; $usage, $example.
missing-argument = { CODE($command) } precisa de { $arg } ({ $description }). Uso: { CODE($usage) }. Exemplo: { CODE($example) }
unexpected-word = { CODE($command) } não aceita `{ $word }`. Uso: { CODE($usage) }. Exemplo: { CODE($example) }
bad-argument = `{ $value }` não é válido como `{ $arg }` de { CODE($command) } ({ $description }).
bad-argument-example = Exemplo: { CODE($example) }
bad-game-id = `{ $value }` não é um número de partida: escreva # e o número, por exemplo { CODE($command, " #12") }

## Rules in short (!rules); notation exactly as written

topic-moves = Lances
topic-captures = Capturas
topic-kings = Damas
topic-draws = Empates
topic-notation = Notação
# $name: the variant; $summary: its summary.
rules-head = { BOLD($name) } — { $summary }
# $title: a topic; $text: the rules of the topic.
rules-topic = { BOLD($title) }: { $text }
rules-more = Mais: { CODE("!rules ", $code, " draws") }, { CODE("!rules ", $code, " notation") }, { CODE("!rules ", $code, " giveaway") }
rules-flying-kings = As damas são de longo alcance: andam qualquer distância por uma diagonal livre; capturam uma peça a qualquer distância e param em qualquer casa vazia depois dela.
rules-english-moves = As pretas começam. As pedras andam uma casa na diagonal para a frente, para uma casa vazia.
rules-english-captures = A captura é obrigatória: salta-se uma peça adversária vizinha até a casa vazia logo atrás; as pedras só capturam para a frente. A captura continua enquanto der, mas entre várias capturas pode-se escolher qualquer uma (sem lei da maioria).
rules-short-kings = Uma pedra que chega à última fileira vira dama e o lance termina ali. As damas andam e capturam uma casa por vez, para a frente e para trás.
rules-english-draws = Por acordo (!draw), ou pela contagem de lances: quando os dois lados têm dama, 50 lances cada só com damas e sem captura. O bot aplica sozinho.
rules-english-notation = Casas 1–32 a partir do canto superior esquerdo (lado das pretas); a1 é uma casa jogável. As pretas começam em 1–12, as brancas em 21–32. Lances 11-15; capturas 23x14, ou com todas as casas de chegada 23x14x5.
rules-italian-moves = As brancas começam. As pedras andam uma casa na diagonal para a frente.
rules-italian-captures = A captura é obrigatória e deve ser completada. As pedras só capturam para a frente e nunca podem capturar uma dama. Entre várias capturas: mais peças; depois com dama em vez de pedra; depois mais damas; depois uma dama o quanto antes; depois livre escolha.
rules-italian-draws = Acordo; a mesma posição pela terceira vez com o mesmo jogador na vez; 2 damas contra 1 sem vencer em 20 lances, 3 contra 2 em 30; a contagem de 40 lances a pedido (!draw count): 40 lances de quem pediu sem captura nem lance de pedra.
rules-italian-notation = O tabuleiro é espelhado: h1 é uma casa jogável (o 'cantone', 32). Casas 1–32 a partir do canto superior esquerdo. As brancas começam em 21–32, as pretas em 1–12. Lances 21-17; capturas 28x19x10.
rules-spanish-moves = As brancas começam. As pedras andam uma casa na diagonal para a frente.
rules-spanish-captures = A captura é obrigatória; as pedras só capturam para a frente, assim como as damas. Capture mais peças, depois mais damas. As peças saltadas ficam no tabuleiro até o fim do lance.
rules-spanish-kings = Uma pedra que chega à última fileira vira dama e para. As damas são de longo alcance: andam qualquer distância por uma diagonal livre; capturam à distância e, numa captura múltipla, param onde a captura pode continuar.
rules-spanish-draws = Acordo; terceira repetição com o mesmo jogador na vez; 3 damas contra 1 sem vencer em 12 lances cada; o final com pedras no 2 e no 9 (ou 31 e 24): 32 lances cada.
rules-spanish-notation = Numeradas 1–32 a partir do canto inferior direito (lado das brancas). As brancas começam em 1–12, as pretas em 21–32. Lances 9-13; capturas 10x19.
rules-international-captures = A captura é obrigatória; as pedras capturam para a frente e para trás. Deve-se capturar o maior número de peças (uma dama conta como uma); em caso de empate, livre escolha. As peças saltadas saem quando o lance termina, e nenhuma peça é saltada duas vezes.
rules-international-kings = Uma pedra só vira dama se o lance terminar na última fileira: passar por ela durante uma captura não promove.
rules-international-draws = Acordo; terceira repetição; 25 lances cada só com damas e sem captura; três peças com dama contra uma dama sozinha: 16 lances cada; duas contra uma dama sozinha: 5 lances cada.
rules-international-moves = 10x10, 20 pedras cada; as brancas começam. As pedras andam uma casa na diagonal para a frente.
rules-international-notation = Casas 1–50 a partir do canto superior esquerdo (1 = b10, 46 = a1). As brancas começam em 31–50, as pretas em 1–20. Lances 32-28; capturas 28x19x10.
rules-brazilian-moves = Regras internacionais no 8x8: as brancas começam, nas fileiras 1–3, as pretas nas fileiras 6–8. As pedras andam uma casa na diagonal para a frente.
rules-brazilian-notation = Casas algébricas, a1 escura, brancas embaixo: lances c3-d4, capturas c3xe5xc7.
rules-dameo-moves = Todas as 64 casas; as brancas começam; 18 pedras cada. Uma pedra anda uma casa em frente ou na diagonal para a frente. Uma fila contínua das suas pedras pode avançar uma casa na sua direção: a pedra de trás vai para a casa na frente da primeira (c1-c4 transforma c1, c2, c3 em c2, c3, c4). Damas nunca entram numa fila.
rules-dameo-captures = Pedras e damas só capturam ortogonalmente (para a frente, para os lados, para trás), todas igualmente. Deve-se capturar o maior número de peças (uma dama conta como uma); as peças saltadas saem quando o lance termina.
rules-dameo-kings = Uma pedra só vira dama se o lance terminar na última fileira. As damas andam como a dama do xadrez e capturam ortogonalmente a qualquer distância, parando em qualquer casa vazia depois.
rules-dameo-draws = Acordo, ou a mesma posição pela terceira vez com o mesmo jogador na vez.
rules-dameo-notation = Casas algébricas a1–h8 como no xadrez, brancas embaixo. Lances c3-c4; capturas e2xe4xg4xg6; um avanço em fila se escreve com as casas da pedra de trás.

## Play over days

# $days: the number of days.
clock-days =
    { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    }
# A stretch of time to the minute.
span-less-than-minute = menos de um minuto
span-minutes = { $minutes } min
span-hours = { $hours } h
span-hours-minutes = { $hours } h { $minutes } min
span-days = { $days } d
span-days-hours = { $days } d { $hours } h
# $per_move: clock-days; $left: a span.
clock-line = { $per_move } por lance: faltam { $left }
clock-line-up = { $per_move } por lance: o tempo acabou
clock-rule = Relógio: { $per_move } por lance; quem não joga a tempo perde por tempo.
# $player: mention; $opponent: name.
clock-warning = { $player }, partida #{ $game } contra { $opponent }: 80% do seu tempo para este lance já passou — faltam { $left } ({ $per_move } por lance). Jogue com { CODE("!move #", $game, " …") }, ou a partida será perdida por tempo.
timed-out = Sem lance a tempo ({ $per_move } por lance).
# $player: mention; $opponent: name; $waiting: a span.
reminder = { $player }, é a sua vez na partida #{ $game } contra { $opponent } ({ $variant }) há { $waiting }. { CODE("!board #", $game) } mostra a posição.
# $white, $black: a rating-change-one each.
rating-change = Ratings ({ $variant }): { $white }, { $black }.
rating-change-one = { $player } { $before } → { $after }
# $player: name.
stats-none = { $player } ainda não tem partidas terminadas aqui.
stats-head = Resultados de { $player } aqui:
# $rating: stats-rating or stats-unrated.
stats-line = { $variant }: { $wins } vitórias, { $draws } empates, { $losses } derrotas — { $rating }
stats-rating = rating { $rating } ± { $deviation }
stats-unrated = ainda sem rating
leaderboard-empty = Ainda não há partidas valendo rating de { $variant } aqui: termine uma e o ranking começa. { CODE("!challenge @friend ", $code) }
leaderboard-head = Ranking de { $variant } aqui, ordenado por rating − 2×RD (um rating que cada jogador muito provavelmente supera, então uma primeira vitória de sorte não leva ao topo; todos começam com 1500 ± 350):
# $rank: the place; $player: name; $games: how many games.
leaderboard-line =
    { $rank }. { $player } — { $rating } ± { $deviation }, { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }
# $plies: how many moves; $end: the outcome, or replay-under-way.
replay-caption =
    #{ $game } { $white } ({ color-white }) x { $black } ({ color-black }), { $variant }: a partida inteira, { $plies ->
        [one] { $plies } lance
       *[other] { $plies } lances
    }. { $end }
replay-under-way = Em andamento.
replay-over = { $outcome }.
chart-caption = #{ $game } { $white } ({ color-white }) x { $black } ({ color-black }): pedras e damas de cada lado após cada lance (linha cheia: pedras; tracejada: damas).
chart-title = #{ $game } { $white } x { $black }
nothing-played = A partida #{ $game } não começou: ainda não há nada para mostrar.

## Commands: summaries (slash commands, !help) and arguments

# command-NAME: a command's summary (at most 100 characters: Discord's limit);
# command-NAME-ARG and argument-ARG: what an argument is (at most 100 characters).
command-help = O que o bot faz e como digitar os lances aqui
command-help-command = um comando para explicar
command-variants = As variantes, com uma linha sobre cada uma
command-challenge = Desafiar alguém para uma partida
command-challenge-opponent = quem você desafia
command-challenge-variant = a variante (padrão: a do canal)
command-challenge-color = sua cor
command-accept = Aceitar um desafio, um pedido para voltar lance ou uma proposta de empate
argument-game = qual das suas partidas, como #id
argument-what = o que você responde: challenge, draw ou undo (padrão: o que estiver esperando você)
command-decline = Recusar um desafio, um pedido para voltar lance ou uma proposta de empate
command-cancel = Retirar seu desafio
command-move = Jogar um lance na sua partida
command-move-move = o lance, por exemplo 23x14 ou 11-15
command-board = Mostrar de novo o tabuleiro atual
command-moves = Seus lances válidos (a partir de uma casa)
command-moves-square = só os lances a partir desta casa
command-why = Explicar a última decisão, ou por que um lance é válido ou não
command-why-move = um lance para explicar
command-rules = As regras em resumo
command-rules-variant = a variante
command-rules-topic = moves, captures, kings, draws, notation, giveaway
command-undo = Pedir ao adversário para voltar seu último lance
command-draw = Propor ou aceitar empate; `count` inicia uma contagem de lances
command-draw-count = iniciar uma contagem de lances, se a variante tiver
command-resign = Desistir
command-huff = Sopro: remover uma peça que deixou de capturar
command-huff-square = a peça que deveria ter capturado
command-games = Partidas deste canal
command-stats = Vitórias, empates, derrotas e rating por variante
command-stats-player = de quem são os resultados (padrão: os seus)
command-top = O ranking desta comunidade
command-top-variant = a variante
command-replay = A partida como GIF animado
command-chart = Um gráfico de pedras e damas ao longo da partida
command-settings = Configurações do canal (só admins)
command-settings-key = a configuração
argument-value = o novo valor
command-prefs = Suas preferências: lado, idioma, lembretes, fuso horário, horário de silêncio, resumo diário
command-prefs-key = a preferência

## Slash commands' names in Discord's menu (the bot still reads the English name): lowercase
## letters and digits, - or _, no spaces, at most 32 characters, all different.

slash-help = ajuda
slash-variants = variantes
slash-challenge = desafiar
slash-accept = aceitar
slash-decline = recusar
slash-cancel = cancelar
slash-move = jogar
slash-board = tabuleiro
slash-moves = lances
slash-why = porque
slash-rules = regras
slash-undo = voltar
slash-draw = empate
slash-resign = desistir
slash-huff = soprar
slash-pdn = pdn
slash-games = partidas
slash-stats = estatisticas
slash-top = ranking
slash-replay = replay
slash-chart = grafico
slash-settings = configuracoes
slash-prefs = preferencias

game-kind-giveaway = { $variant }, perde-ganha
challenge-giveaway = perde-ganha: vence quem não pode mover
game-starts-giveaway = {" "}(perde-ganha: vence o jogador que não pode mover)
ambiguous-variant = `{ $word }` pode ser as damas turcas (dama, Türk daması) ou as damas italianas (dama italiana), e também é o nome deste bot. Para as turcas escreva { CODE($turkish) }; para as italianas { CODE($italian) }.
summary-russian = 8x8, casas algébricas; pedras capturam para trás; damas de longo alcance; qualquer captura pode ser escolhida; a pedra promovida durante uma captura continua como dama.
summary-turkish = As 64 casas, 16 pedras cada; pedras andam para a frente ou para o lado; damas correm por fileiras e colunas; lei da maioria; peças capturadas saem na hora.
summary-pool = 8x8 numerado como o inglês, começam as pretas; pedras capturam para trás; damas de longo alcance; qualquer captura pode ser escolhida.
summary-czech = 8x8, casas algébricas; pedras capturam só para a frente; damas de longo alcance; se uma dama pode capturar, deve; senão, qualquer captura.
summary-frisian = 10x10; pedras e damas também capturam por fileiras e colunas; a captura de maior valor; uma dama move no máximo três vezes seguidas.
summary-canadian = Regras internacionais num tabuleiro 12x12, 30 pedras cada, casas 1 a 72.
topic-giveaway = Perde-ganha (giveaway)

rules-russian-moves = 8x8; começam as brancas em a1–h3, as pretas em a6–h8. As pedras andam uma casa na diagonal para a frente.
rules-russian-captures = A captura é obrigatória e deve ser completada, mas entre várias capturas pode-se escolher qualquer uma (sem lei da maioria). As pedras capturam para a frente e para trás. As peças saltadas ficam no tabuleiro até o fim do lance (o «golpe turco»): bloqueiam o caminho e nunca são saltadas duas vezes.
rules-russian-kings = A pedra que chega à última fileira é promovida na hora, mesmo no meio de uma captura, e continua capturando como dama no mesmo lance.
rules-russian-draws = Acordo; a mesma posição pela terceira vez com o mesmo jogador a mover; 15 lances de cada lado só com damas e sem captura; três damas contra uma dama sozinha: 15 lances do lado mais forte; damas dos dois lados e material sem mudança: 30 lances de cada lado com 4–5 peças, 60 com 6–7; três peças com uma dama contra uma dama sozinha na grande diagonal a1–h8, ou duas peças ou uma dama contra uma dama sozinha: 5 lances do lado mais forte. O bot as aplica sozinho.
rules-russian-notation = Casas algébricas, a1 escura no canto inferior esquerdo das brancas: lances c3-d4; capturas com dois-pontos e cada casa de chegada, c3:e5:c7 (x também é lido).
rules-turkish-moves = As 64 casas; 16 pedras cada, as brancas nas fileiras 2–3, as pretas nas 6–7; começam as brancas. As pedras andam uma casa para a frente ou para o lado, nunca para trás nem na diagonal.
rules-turkish-captures = A captura é obrigatória: salta-se uma peça vizinha para a frente ou para o lado até a casa vazia depois dela (as pedras nunca capturam para trás). Deve-se capturar o maior número de peças (uma dama conta como uma); em caso de empate, livre escolha. Cada peça saltada sai do tabuleiro na hora, e uma captura não pode voltar 180° entre dois saltos.
rules-turkish-kings = A pedra é promovida quando o lance termina na última fileira; se chega lá durante uma captura, continua como pedra. As damas andam como a torre do xadrez por fileiras e colunas livres e capturam uma peça a qualquer distância, parando em qualquer casa vazia depois dela.
rules-turkish-draws = Acordo; uma peça de cada lado (mesmo dama contra pedra) é empate na hora; a mesma posição pela terceira vez com o mesmo jogador a mover.
rules-turkish-notation = Casas algébricas a1–h8 como no xadrez, brancas embaixo: lances d3-d4; capturas d4xd6xf6 (dois-pontos também são lidos).
rules-pool-moves = 8x8 numerado como as damas inglesas; começam as pretas em 1–12, as brancas em 21–32. As pedras andam uma casa na diagonal para a frente.
rules-pool-captures = A captura é obrigatória e deve ser completada, mas entre várias capturas pode-se escolher qualquer uma. As pedras capturam para a frente e para trás. As peças saem quando o lance termina; nenhuma é saltada duas vezes.
rules-pool-kings = A pedra que termina o lance na última fileira é promovida; a que chega lá durante uma captura e pode continuar saltando deve seguir como pedra, sem promoção.
rules-pool-draws = Acordo; a mesma posição pela terceira vez com o mesmo jogador a mover; três damas contra uma não vencidas em 13 lances do lado mais forte; 15 lances de cada lado só com damas e sem captura.
rules-pool-notation = Casas 1–32 a partir do canto superior esquerdo (lado das pretas), como nas damas inglesas: lances 11-15; capturas 15x24x31.
rules-czech-captures = A captura é obrigatória e deve ser completada; as pedras capturam só para a frente. Se uma dama pode capturar, uma dama deve capturar; senão, e entre as capturas das damas, pode-se escolher qualquer uma. As peças saltadas saem quando o lance termina.
rules-czech-kings = A pedra é promovida quando o lance termina na última fileira (as pedras capturam só para a frente, então uma captura que chega lá termina ali).
rules-czech-draws = Acordo; a mesma posição pela terceira vez; 15 lances de cada lado sem captura e sem mover pedras.
rules-czech-notation = Casas algébricas, a1 escura: lances c3-d4; capturas c3:e5:g7 (x também é lido).
rules-frisian-moves = 10x10, 20 pedras cada: começam as brancas em 31–50, as pretas em 1–20. As pedras andam uma casa na diagonal para a frente. Enquanto seu lado tiver pedras, uma dama pode fazer no máximo três lances seguidos sem capturar; depois outra peça deve mover.
rules-frisian-captures = A captura é obrigatória, pelas diagonais e também por fileiras e colunas, para a frente e para trás: por uma fileira ou coluna a pedra salta a peça a duas casas e para na casa escura depois dela. Deve-se jogar a captura de maior valor: uma dama vale mais que uma pedra e menos que duas (2 pedras vencem 1 dama, 2 damas vencem 3 pedras); com valor igual, a dama deve capturar. As peças saem quando o lance termina.
rules-frisian-kings = A pedra só é promovida se o lance termina na última fileira. As damas andam qualquer distância por uma diagonal livre e capturam nas oito direções a qualquer distância, parando em qualquer casa escura livre depois da peça.
rules-frisian-draws = Acordo; duas damas contra uma dama (só damas): 7 lances de cada lado; uma dama contra uma dama: 2 lances de cada lado. As damas frísias não têm regra de repetição.
rules-frisian-notation = Casas 1–50 a partir do canto superior esquerdo, como nas internacionais: lances 32-28; capturas 28x17, as ortogonais do mesmo jeito (21x23).
rules-canadian-moves = 12x12, 30 pedras cada: começam as brancas em 43–72, as pretas em 1–30. As pedras andam uma casa na diagonal para a frente.
rules-canadian-notation = Casas 1–72 a partir do canto superior esquerdo, seis por fileira (1 = b12, 67 = a1). As brancas começam em 43–72, as pretas em 1–30. Lances 45-39; capturas 39x28x17.
rules-giveaway = O perde-ganha (giveaway) é uma opção de qualquer variante (!challenge @amigo russian giveaway): vence o jogador que não pode mover — sem peças, ou com todas bloqueadas. Todas as outras regras da variante continuam: a captura segue obrigatória e valem as suas regras de empate.

eval-win = as { $winner } vencem em { $moves }
bot-game = #{ $game }: { $bot } joga no nível { $level } de 10. Partidas contra o bot não valem rating. { $takebacks }
bot-takebacks-granted = Neste nível ele deixa voltar lances (!undo).
bot-takebacks-low-levels = Ele só deixa voltar lances nos níveis 1–3.
level-out-of-range = Não existe nível { $level }: o bot joga do nível 1 (iniciante) ao 10 (força total). Por exemplo { CODE("!challenge @dama level=5") }
level-only-against-bot = O nível é para partidas contra o bot; pessoas jogam no seu próprio. Desafie o bot com { CODE("!challenge @dama level=5") }
bot-no-soffio = { $bot } não joga com a regra do sopro: desafie-o sem { CODE("soffio") }.
bot-no-giveaway = { $bot } só joga para vencer pelas regras normais: desafie-o sem { CODE("giveaway") }.
bot-grants-takeback = #{ $game }: { $bot } (nível { $level }) deixa voltar o lance.
bot-declines-takeback = #{ $game }: { $bot } não deixa voltar o lance: no nível { $level } joga para valer; só deixa nos níveis 1–3.
bot-accepts-draw = #{ $game }: { $bot } aceita o empate.
bot-declines-draw = #{ $game }: { $bot } recusa o empate: só aceita quando está pior, ou quando a partida está igual com oito peças ou menos. Continue jogando, ou abandone com !resign.
hint-only-against-bot = Sem dicas na partida #{ $game }: ela é jogada entre pessoas, e a ajuda do motor seria injusta. Dicas são para partidas contra o bot: { CODE("!challenge @dama") }
hint = Dica para #{ $game }: { CODE($move) } ({ $eval }).
hint-line = A linha que ele espera: { CODE($line) }
analysis-of-live-game = A partida #{ $game } ainda está sendo jogada entre pessoas: sem análise do motor até ela acabar, porque ajudaria um dos dois. Peça de novo quando tiver terminado: { CODE("!analyse #", $game) }
analysis-of-giveaway = A partida #{ $game } foi jogada no perde-ganha, onde vence o lado que não pode mover: o motor julga as posições pelas regras normais, então não a analisa.
analysis-under-way = A análise da partida #{ $game } já está em andamento: será publicada aqui quando terminar.
analysis-progress =
    Analisando a partida #{ $game }: { $done } de { $total ->
        [one] { $total } posição
       *[other] { $total } posições
    } ({ $percent }%)…
analysis-done =
    Análise da partida #{ $game }: pronta, { $total ->
        [one] { $total } posição
       *[other] { $total } posições
    } em { $seconds } s.
analysis-head = { BOLD("Análise da partida #", $game) } ({ $variant }, { $white } – { $black }).
analysis-head-over = { BOLD("Análise da partida #", $game) } ({ $variant }, { $white } – { $black }): { $outcome }.
analysis-side =
    { $player } ({ $color }): { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }, { $loss } pedras perdidas por lance em média, { $mistakes ->
        [one] { $mistakes } erro
       *[other] { $mistakes } erros
    } ({ $decisive ->
        [one] { $decisive } decisivo
       *[other] { $decisive } decisivos
    }).
analysis-mistakes-of = Erros das { $color }:
analysis-mistake = lance { $move }: { CODE($played) } custa { $cost } pedras ({ $before } → { $after }){ $decisive }; melhor { CODE($better) }{ $line }{ $why }.
analysis-mistake-decisive = {" "}{ BOLD("— decisivo") }
analysis-mistake-line = {" "}({ CODE($line) })
analysis-mistake-why = . Por quê: { CODE($line) }
analysis-no-mistakes = Nenhum erro de uma pedra ou mais de nenhum lado.
analysis-moves = Cada lance (avaliação depois dele, + a favor das brancas, ? um erro): { $moves }
evaluation-chart-title = #{ $game } { $white } x { $black }: avaliação
bot-record = Contra o bot (sem rating): { $levels }.
bot-record-level = nível { $level }: vitórias { $wins }, empates { $draws }, derrotas { $losses }

command-hint = O lance que o motor recomenda, numa partida contra o bot
command-analyse = Cada lance avaliado pelo motor, os erros e um gráfico
command-top-giveaway = as partidas perde-ganha da variante, com rating à parte
slash-hint = dica
slash-analyse = analise

ending-russian-kings-lone-king = Três damas contra uma dama sozinha: as { $color } já usaram { $moves } dos 15 lances para capturá-la.
ending-russian-long-diagonal = Três peças contra uma dama sozinha na grande diagonal: as { $color } já usaram { $moves } dos 5 lances para vencer.
ending-russian-few-lone-king = Contra uma dama sozinha: as { $color } já usaram { $moves } dos 5 lances para vencer.
ending-pool-three-kings-one = Três damas contra uma: as { $color } já usaram { $moves } dos 13 lances para capturá-la.
ending-frisian-two-kings-one = Duas damas contra uma: { $each } de 7 lances cada.
ending-frisian-king-king = Dama contra dama: { $each } de 2 lances cada.
rule-czech-king-must-capture = A dama deve capturar
rule-frisian-value = A captura de maior valor
rule-frisian-king-first = A dama captura primeiro
rule-frisian-three-king-moves = Três lances de dama seguidos
rule-turkish-men-not-backwards = Pedras nunca voltam
rule-turkish-no-turning-back = Sem meia-volta na captura
rule-turkish-orthogonal = Só por fileiras e colunas
rule-turkish-crowned-at-end = Promove no fim do lance
rule-pool-passing-does-not-crown = Passar pela última fileira não promove
rule-russian-crowned-goes-on = A pedra promovida continua como dama
rule-land-to-continue = Parar onde a captura continua
refusal-king-must-capture = uma dama pode capturar, então uma dama deve capturar: { $moves }
refusal-frisian-value = a captura de maior valor é obrigatória (uma dama vale mais que uma pedra e menos que duas): { $moves }
refusal-frisian-king-first = com capturas de mesmo valor, a dama deve capturar, não a pedra: { $moves }
refusal-frisian-three-king-moves = a dama em { $square } já fez três lances seguidos e, enquanto você tiver pedras, agora só pode capturar; mova outra peça
refusal-turkish-men-not-backwards = as pedras andam e capturam para a frente ou para o lado, nunca para trás: de { $from } para { $to } é voltar
refusal-turkish-no-turning-back = uma captura não pode voltar por onde veio (meia-volta de 180°) depois de parar em { $square }
refusal-turkish-men-orthogonal = as pedras andam e capturam por fileiras e colunas, nunca na diagonal
refusal-turkish-kings-orthogonal = as damas andam e capturam por fileiras e colunas, nunca na diagonal
refusal-turkish-crowned-at-end = a pedra que chega à última fileira durante uma captura continua como pedra e é promovida no fim do lance: em { $square } ainda é pedra; pode jogar: { $moves }
refusal-pool-passing-kings-row = a pedra que chega à última fileira saltando e pode continuar saltando segue como pedra: não é promovida em { $square }; pode jogar: { $moves }
refusal-russian-crowned-goes-on = a pedra promovida durante uma captura continua capturando como dama: de { $square } pode continuar: { $moves }
refusal-must-land-to-continue = depois de capturar uma peça, a dama deve parar onde possa continuar capturando, e de { $square } não pode: { $moves }
move-forms-russian = Escreva um lance como c3-d4, uma captura como c3:e5 ou com todas as casas de chegada, c3:e5:c7.
move-forms-turkish = Escreva um lance como d3-d4, uma captura como d4xd6 ou com todas as casas de chegada, d4xd6xf6.
move-forms-pool = Escreva um lance como 11-15, uma captura como 15x24 ou com todas as casas de chegada, 15x24x31.
move-forms-czech = Escreva um lance como c3-d4, uma captura como c3:e5 ou com todas as casas de chegada, c3:e5:g7.
move-forms-frisian = Escreva um lance como 32-28, uma captura como 28x17 ou com todas as casas de chegada, 28x17x8.
move-forms-canadian = Escreva um lance como 45-39, uma captura como 45x34 ou com todas as casas de chegada, 45x34x23.

## Community (issue 14)

command-challenge-options = giveaway, soffio, days=N | bank=30+1/45, unrated, level=1..10 (contra o bot)
command-pdn = Partidas em PDN: uma, as de um jogador ou todas as do canal
command-pdn-player = todas as partidas deste jogador aqui, num só arquivo
command-pdn-all = todas as partidas deste canal, num só arquivo
command-games-all = também as partidas terminadas, com os resultados
command-games-page = qual página das partidas terminadas
command-watch = Acompanhar uma partida no privado: os lances chegam para você
command-unwatch = Parar de acompanhar uma partida
argument-watched-game = qual partida, como #id
command-tournament = Torneios: create, join, leave, start, classificação
command-tournament-action = create, join, leave ou start (nada: a classificação)
command-tournament-variant = a variante (create; padrão: a do canal)
command-tournament-options = days=N por lance, rounds=N (create)
slash-watch = acompanhar
slash-unwatch = parar-de-acompanhar
slash-tournament = torneio
help-tournament-options = Os admins criam e iniciam um torneio; os jogadores entram e saem. Até 8 jogadores: todos contra todos (tabelas de Berger; rounds=2 joga cada dupla duas vezes, com as cores trocadas), desempate Sonneborn–Berger. Mais que isso: sistema suíço (grupos por pontuação, nenhuma dupla se repete, cores equilibradas, uma folga valendo 1 ponto para o pior colocado que ainda não teve folga), rounds=N (padrão: ceil(log2 jogadores) + 1), desempate Buchholz. O bot inicia as partidas de cada rodada com days=N por lance (padrão 3); quem sai perde por W.O. as partidas que faltam.
bad-argument-tournament = Ações: create, join, leave, start; opções (create): uma variante, days=N (1–30), rounds=N.
# $since, $left: durations (duration-*).
games-challenge-lapses = desafio esperando resposta há { $since }, expira em { $left }
analysis-head-aborted = { BOLD("Análise da partida #", $game) } ({ $variant }, { $white } – { $black }): anulada, sem resultado.
# A game ended before each side had moved. $player: mention (who resigned or ran out of time).
game-aborted-resigned = A partida #{ $game } foi anulada: { $player } desistiu antes de cada lado ter jogado. Sem resultado, sem mudança de rating.
game-aborted-time = A partida #{ $game } foi anulada: o tempo de { $player } acabou antes de cada lado ter jogado. Sem resultado, sem mudança de rating.
game-aborted-draw = A partida #{ $game } foi anulada: o empate foi combinado antes de cada lado ter jogado. Sem resultado, sem mudança de rating.
# $challenger, $challenged: mentions; $days: a clock-days text.
challenge-lapsed = { $challenger }: seu desafio #{ $game } para { $challenged } expirou, sem resposta por { $days }. Desafie de novo com { CODE("!challenge") }.
# !games all: the channel's finished games, page by page.
finished-games-none = Ainda não há partidas terminadas neste canal.
finished-games-head = Partidas terminadas aqui ({ $total }), página { $page } de { $pages }:
# $variant: its name; $white, $black: names; $result: finished-game-aborted, finished-game-won or how a draw ended; $plies: half-moves played.
finished-game-line =
    #{ $game } { $variant } — { $white } x { $black }: { $result }, { $plies ->
        [one] { $plies } meio-lance
       *[other] { $plies } meios-lances
    }
finished-game-line-unrated =
    #{ $game } { $variant } — { $white } x { $black }: { $result }, sem rating, { $plies ->
        [one] { $plies } meio-lance
       *[other] { $plies } meios-lances
    }
finished-game-aborted = anulada
# $player: the winner's name; $how: how the game ended.
finished-game-won = { $player } venceu ({ $how })
finished-games-more = Mais: { CODE("!games all ", $page) }
no-such-page = Não existe a página { $page }: as partidas terminadas ocupam { $pages }. Tente { CODE("!games all ", $pages) }.
# The caption of a PDN file of several games. $player: a name.
pdn-collection-player =
    { $count ->
        [one] { $count } partida
       *[other] { $count } partidas
    } de { $player } neste canal, num só arquivo PDN.
pdn-collection =
    { $count ->
        [one] { $count } partida
       *[other] { $count } partidas
    } deste canal, num só arquivo PDN.
# $player: mention.
no-games-to-export-player = { $player } não jogou nenhuma partida neste canal.
no-games-to-export = Nenhuma partida foi jogada neste canal.
# !watch: the moves of a game come to a spectator privately.
watching = Agora você acompanha a partida #{ $game }: os lances chegam para você no privado. Para parar: { CODE("!unwatch #", $game) }.
watching-already = Você já acompanha a partida #{ $game }. Para parar: { CODE("!unwatch #", $game) }.
unwatched = Você não acompanha mais a partida #{ $game }.
not-watching-game = Você não acompanha a partida #{ $game }.
not-watching = Você não acompanha nenhuma partida neste canal.
watch-own-game = Você joga na partida #{ $game }: os lances já chegam para você aqui.
# What a spectator's private message starts with. $white, $black: names.
watched-news = Partida #{ $game }, { $white } x { $black }:
# $player: mention.
direct-refused = { $player }: não consigo te mandar mensagem no privado, então você não acompanha mais nenhuma partida. Abra uma conversa privada comigo (ou permita mensagens diretas) e use { CODE("!watch") } de novo.
# Tournaments. $id: the tournament's number; $variant: its name; $days: a clock-days text.
tournament-created = O torneio #{ $id } está aberto: { $variant }, { $days } por lance. Entre com { CODE("!tournament join") }; um admin o inicia com { CODE("!tournament start") }.
tournament-created-rounds =
    O torneio #{ $id } está aberto: { $variant }, { $days } por lance, { $rounds ->
        [one] { $rounds } rodada
       *[other] { $rounds } rodadas
    }. Entre com { CODE("!tournament join") }; um admin o inicia com { CODE("!tournament start") }.
tournament-exists = Este canal já tem o torneio #{ $id } em andamento. Veja com { CODE("!tournament") }.
no-tournament = Nenhum torneio neste canal. Um admin abre um com { CODE("!tournament create") }.
# $player: mention; $players: how many play now.
tournament-joined =
    { $player } entrou no torneio #{ $id } ({ $players ->
        [one] { $players } jogador
       *[other] { $players } jogadores
    }).
tournament-joined-already =
    { $player } já está no torneio #{ $id } ({ $players ->
        [one] { $players } jogador
       *[other] { $players } jogadores
    }).
tournament-closed = O torneio #{ $id } já começou: não aceita mais jogadores.
# $player: mention.
tournament-left = { $player } saiu do torneio #{ $id }.
tournament-left-forfeits = { $player } saiu do torneio #{ $id } e perde por W.O. as partidas que faltam.
not-in-tournament = Você não joga no torneio #{ $id }.
tournament-too-small =
    O torneio #{ $id } tem { $players ->
        [one] { $players } jogador
       *[other] { $players } jogadores
    }: precisa de pelo menos 3 para começar.
tournament-changed = O torneio #{ $id } mudou nesse meio-tempo (alguém entrou ou saiu): tente { CODE("!tournament start") } de novo.
tournament-started-swiss = Começa o torneio #{ $id }: { $players } jogadores, sistema suíço (desempate: Buchholz), { $rounds } rodadas.
tournament-started-round-robin = Começa o torneio #{ $id }: { $players } jogadores, todos contra todos (desempate: Sonneborn–Berger), { $rounds } rodadas.
round-started = Torneio #{ $id }, rodada { $round } de { $rounds }:
# A round's pairing. $white, $black: mentions in pairing-game, names otherwise; $result: a result (1–0, ½–½, result-*).
pairing-game = #{ $game } { $white } ({ color-white }) x { $black } ({ color-black })
pairing-result = { $white } x { $black }: { $result }
# $player: a name.
pairing-bye = { $player }: folga (1 ponto)
result-white-forfeit = 1–0 por W.O.
result-black-forfeit = 0–1 por W.O.
result-double-forfeit = 0–0, W.O. duplo
result-bye = folga
result-to-play = a jogar
# The standings. $white, $black: names ($black may be —); $result: as in pairing-result.
standings-after = Torneio #{ $id }: { $white } – { $black } { $result }.
standings-open =
    Torneio #{ $id } ({ $variant }), aberto, { $players ->
        [one] { $players } jogador
       *[other] { $players } jogadores
    }:
standings-join = Entre com { CODE("!tournament join") }
standings-final = #{ $id } classificação final:
standings-round = #{ $id } classificação, rodada { $round } de { $rounds }:
# One player's line. $rank: place; $player: name (or standing-left); $points: points as written (2½); $value: the same as a number, to select on; $played: games played; $system: Buchholz or SB (Sonneborn–Berger); $tiebreak: its points.
standing-line =
    { $rank }. { $player } — { $points } { $value ->
        [one] ponto
       *[other] pontos
    } em { $played }, { $system } { $tiebreak }
# $player: a name.
standing-left = { $player } (saiu)
standings-title = Torneio #{ $id } — rodada { $round } de { $rounds }
# $player: mention.
tournament-over = O torneio #{ $id } terminou. Vitória de { $player }!

## Correspondence (issue 17)

# The channel's settings. $language: a language code; $variant: the variant's code; $reminders: settings-reminders-*; $threads: on/off; $challenge_days: a clock-days text; $vacation_days: a number (0: vacations off).
settings-channel = Configurações deste canal: idioma { $language }, variante { $variant }, orientação { $orientation } (tabuleiro do lado de quem tem a vez com 'mover'), lembretes { $reminders }, um tópico por partida { $threads }, desafios expiram após { $challenge_days }, dias de férias por jogador por ano { $vacation_days }. Os admins mudam com { CODE("!settings language it") }
help-challenge-options-bank = Variantes: { $variants }. Cor: white, black ou random (padrão). Opções: giveaway (vence quem não pode mover; qualquer variante), soffio (espanhola, internacional), days=N (dias por lance) ou bank=30+1/45 (um banco de 30 dias, +1 por lance, no máximo 45; horas com h), unrated (o resultado não conta para o rating). Contra o bot (@dama, ou a menção do bot): level=1..10. Um desafio sem resposta expira depois dos challenge_days do canal (padrão 7). Uma partida que termina antes de cada lado ter jogado é anulada e não vale rating.
bad-argument-challenge-bank = Variantes: { $variants }; cores: white, black, random; opções: giveaway, soffio, days=N (1–30) ou bank=30+1/45, unrated, level=N (1–10, contra o bot).
command-away = Férias: seus relógios param
command-away-length = dias (5d), on ou off
slash-away = ferias
# !help prefs: the values each preference takes (keywords and values exactly as written).
help-prefs-values = flip on|off: tabuleiro do seu lado quando for sua vez. language en|it|auto. reminders 12h|off|channel: de quanto em quanto tempo uma partida que espera por você te lembra. timezone Europe/Rome: seu fuso horário IANA (UTC até você definir), para as duas seguintes. quiet 22-08|off: nenhum lembrete nem menção nesse horário; no fim, um resumo das suas partidas. digest daily 09:00|off: uma mensagem por dia, no privado onde a plataforma permite, com cada partida em que é sua vez e o tempo que resta, em vez de um lembrete por partida.
# A time bank: $bank is its rule as typed (30+1/45: 30 days, +1 a move, at most 45).
clock-setting-bank = banco de tempo { $bank }
clock-rule-bank = Relógio: um banco de tempo de { $bank } (dias, ou horas com h: o banco, + o que cada lance acrescenta, / o máximo que ele comporta); quem fica sem banco perde por tempo.
# $white, $black: a span, or clock-bank-up.
clock-line-bank = Banco { $bank }: { color-white } { $white }, { color-black } { $black }
clock-bank-up = tempo esgotado
# $player: mention; $opponent: name; $left: a span.
clock-warning-bank = { $player }, partida #{ $game } contra { $opponent }: 80% do seu tempo já passou — faltam { $left } (banco { $bank }). Jogue com { CODE("!move #", $game, " …") }, ou a partida será perdida por tempo.
timed-out-bank = Não jogou a tempo (banco { $bank }).
# !prefs, after the language and the boards. $reminders: one of the three below; $zone: an IANA time zone; $used, $allowed: vacation days.
prefs-hours = Lembretes { $reminders }; fuso horário { $zone }; dias de férias usados este ano { $used } de { $allowed }
prefs-reminders-channel = os do canal
prefs-reminders-off = desligados
prefs-reminders-every = a cada { $hours } h
# Added to prefs-hours when set (prefs-away after a space). $quiet: hours as 22-08; $at: a time as 09:00; $left: a span.
prefs-quiet = ; horário de silêncio { $quiet }
prefs-digest = ; resumo diário às { $at }
prefs-away = (de férias agora, por mais { $left })
# !away. $span: how long (a span); $left: clock-days.
away-started = Boas férias! Por { $span } todos os seus relógios ficam parados e ninguém recebe lembretes sobre você. Elas acabam quando você jogar, ou com { CODE("!away off") }. Férias que restam neste ano: { $left }.
away-extended = Suas férias agora acabam em { $span }. Elas acabam quando você jogar, ou com { CODE("!away off") }. Férias que restam neste ano: { $left }.
# $player: name; $days: days taken this year.
away-ended = Que bom ter você de volta, { $player }: seus relógios voltam a correr, cada um com o tempo que tinha. Dias de férias usados este ano: { $days }.
# $opponent: mention; $away: name; $span: a span.
opponent-away = { $opponent }, { $away } está de férias por até { $span }: na partida #{ $game }, o relógio fica parado até a volta.
not-away = Você não está de férias. { CODE("!away 5d") } começa férias de cinco dias.
vacations-off = As férias estão desativadas neste canal (configuração vacation_days 0).
no-vacation-left =
    Você já usou { $days ->
        [one] o { $days } dia
       *[other] todos os { $days } dias
    } de férias deste ano.
# $value: what was typed.
bad-away = `{ $value }` não é uma duração de férias. Tente { CODE("!away 5d") }, { CODE("!away on") } ou { CODE("!away off") }.
# The games where it is a player's move. $player: mention; $games: how many.
digest-daily =
    { $player }, seu resumo diário: é sua vez em { $games ->
        [0] nenhuma partida
        [one] { $games } partida
       *[other] { $games } partidas
    }.
digest-quiet-over =
    { $player }, seu horário de silêncio acabou: é sua vez em { $games ->
        [0] nenhuma partida
        [one] { $games } partida
       *[other] { $games } partidas
    }.
# $opponent: name; $waiting: a span; $clock: a clock line.
digest-line = #{ $game } contra { $opponent } ({ $variant }), esperando há { $waiting }; { $clock }.
digest-line-no-clock = #{ $game } contra { $opponent } ({ $variant }), esperando há { $waiting }; sem relógio.
