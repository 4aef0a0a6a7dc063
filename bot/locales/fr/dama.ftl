# dama: every text the bot writes, in French. The reference is en/dama.ftl: this file has
# exactly its messages, with exactly the same placeables ($names).
# Conventions (see bot/locales/README.md): CODE(...) shows commands and moves monospaced,
# BOLD(...) shows a title in bold; a placeable named after a person ($player, $opponent,
# $author, ...) is a real mention where the comment says "mention", else the person's name.
# Moves, squares and commands (!move 11-15, 23x14, c3-d4, #12) never change.
# Terms: pion (man), dame (king), prise/prendre (capture), souffler/soufflage (huff), coup (move).

## Names

color-white = Blancs
color-black = Noirs
variant-english = Dames anglaises
variant-italian = Dames italiennes
variant-spanish = Dames espagnoles
variant-international = Dames internationales
variant-brazilian = Dames brésiliennes
variant-dameo = Dameo
variant-russian = Dames russes
variant-turkish = Dames turques
variant-pool = Dames pool (américaines)
variant-czech = Dames tchèques
variant-frisian = Dames frisonnes
variant-canadian = Dames canadiennes
# $shown: the first moves, comma-separated; $more: how many are left out.
list-more = { $shown } et { $more } de plus
on = oui
off = non
# A piece in a list of pieces taken: $square holds a king.
taken-king = { $square } dame

## Moves and boards

# $game: the game number; $mover: the player's name; $color: their colour; $move: the move.
move-played = #{ $game } { $mover } ({ $color }) { CODE($move) }.
# $details: what the move did ("takes 2 (18, 11 king), crowned").
move-played-details = #{ $game } { $mover } ({ $color }) { CODE($move) } — { $details }.
# $count: pieces taken; $squares: where.
move-takes = prend { $count } ({ $squares })
move-crowned = va à dame
# $player (mention) is to move with $color; $move: the move number.
to-move = Au tour de { $player }, avec les { $color }, coup { $move }.
# $mover, $player: names; $ignored: the captures that were due; $squares: pieces that may be huffed.
huff-possible = Soufflage : { $mover } n'a pas fait une prise obligatoire ({ $ignored }). { $player } peut souffler une de ces pièces : { $squares } avec !huff, ou simplement jouer.
# $variant: the variant's name; $white, $black: names.
board-head = #{ $game } { $variant } — { $white } ({ color-white }) contre { $black } ({ color-black }).
board-last-move = Dernier coup : { CODE($move) } ({ $color }).
# $player: name; $color: their colour.
legal-moves-head = #{ $game } coups légaux de { $player } ({ $color })
legal-moves-from-head = #{ $game } coups légaux depuis { $square } de { $player } ({ $color })
# $head: the line above; $count: how many; $moves: all of them.
legal-moves-none = { $head } : aucun.
legal-moves-list = { $head } ({ $count }) : { $moves }.

## Draw counts under way ($each: moves each so far)

count-english = Décompte des coups (dames seules, sans prise) : { $each } sur 50 coups chacun.
count-kings-only = Dames seules, sans prise : { $each } sur 25 coups chacun.
count-kings-only-15 = Dames seules, sans prise : { $each } sur 15 coups chacun.
count-czech = Sans prise ni coup de pion : { $each } sur 15 coups chacun.
count-russian-balance = Rapport de forces inchangé avec des dames des deux côtés : { $each } sur { $of } coups chacun.
# $color: who asked; $moves: moves counted.
count-requested = Décompte des 40 coups demandé par les { $color } : { $moves } sur 40.
# $color: the stronger side; $moves: its moves so far.
ending-two-kings-one = Deux dames contre une : les { $color } ont joué { $moves } des 20 coups pour gagner.
ending-three-kings-two = Trois dames contre deux : les { $color } ont joué { $moves } des 30 coups pour gagner.
ending-three-kings-one = Trois dames contre une : { $each } sur 12 coups chacun.
ending-two-nine = La finale du 2 et du 9 : { $each } sur 32 coups chacun.
ending-three-lone-king = Trois pièces contre une dame seule : { $each } sur 16 coups chacun.
ending-two-lone-king = Deux pièces contre une dame seule : { $each } sur 5 coups chacun.

## Endings

# $winner, $loser: mentions; $winner_color, $loser_color: colours; $cause: a win-cause below.
outcome-win = La partie #{ $game } est terminée : { $winner } ({ $winner_color }) gagne — { $loser } ({ $loser_color }) { $cause }.
# $reason: a draw-reason below; $white, $black: mentions.
outcome-draw = La partie #{ $game } est terminée : { $reason }. { $white } { $black }
win-cause-no-pieces = n'a plus de pièces
win-cause-no-legal-move = n'a plus de coup légal
win-cause-resignation = a abandonné
win-cause-time = a dépassé le temps
win-cause-giveaway-no-pieces = perd à qui perd gagne : le camp qui n'a plus de pièces gagne
win-cause-giveaway-no-move = perd à qui perd gagne : le camp qui n'a plus de coup gagne
# An outcome without people: $winner, $loser: colours.
outcome-win-short = Victoire des { $winner } : le camp des { $loser } { $cause }
draw-agreement = nulle : d'un commun accord
draw-repetition = nulle : la même position s'est répétée pour la troisième fois avec le même joueur au trait
draw-english-fifty = nulle : 50 coups chacun en ne jouant que des dames, sans prise (le décompte des coups)
draw-italian-forty = nulle : le décompte des 40 coups s'est écoulé sans prise ni coup de pion
draw-italian-two-kings-one = nulle : deux dames contre une n'ont pas gagné en 20 coups
draw-italian-three-kings-two = nulle : trois dames contre deux n'ont pas gagné en 30 coups
draw-spanish-three-kings-one = nulle : trois dames contre une n'ont pas gagné en 12 coups chacun
draw-spanish-two-nine = nulle : la finale avec des pions sur 2 et 9 a duré 32 coups chacun sans gain, sans promotion ni pion pris
draw-twenty-five-king-moves = nulle : 25 coups chacun en ne jouant que des dames, sans prise
draw-sixteen-move-ending = nulle : trois pièces dont une dame contre une dame seule n'ont pas gagné en 16 coups chacun
draw-five-move-ending = nulle : deux pièces dont une dame contre une dame seule n'ont pas gagné en 5 coups chacun
draw-fifteen-king-moves = nulle : 15 coups chacun en ne jouant que des dames, sans prise
draw-russian-balance-thirty = nulle : avec des dames des deux côtés et 4 ou 5 pièces, le rapport de forces n'a pas changé en 30 coups chacun
draw-russian-balance-sixty = nulle : avec des dames des deux côtés et 6 ou 7 pièces, le rapport de forces n'a pas changé en 60 coups chacun
draw-russian-three-kings-one = nulle : trois dames contre une dame seule ne l'ont pas prise à leur 15e coup
draw-russian-long-diagonal = nulle : trois pièces contre une dame seule sur la grande diagonale n'ont pas gagné à leur 5e coup
draw-russian-few-lone-king = nulle : deux pièces (ou une dame) contre une dame seule n'ont pas gagné à leur 5e coup
draw-pool-three-kings-one = nulle : trois dames contre une ne l'ont pas prise en 13 coups
draw-turkish-one-piece-each = nulle : il reste une seule pièce à chaque camp
draw-frisian-two-kings-one = nulle : deux dames contre une dame n'ont pas gagné en 7 coups chacun
draw-frisian-king-king = nulle : une dame contre une dame n'a pas gagné en 2 coups chacun
# $how: the outcome.
game-over = La partie #{ $game } est terminée ({ $how }) : plus aucun coup possible. Lance-en une autre avec { CODE("!challenge @friend") }.
# $author: name; $square: the piece huffed; $result: the outcome, when the huff ended the game.
huffed-over = #{ $game } : { $author } souffle la pièce en { $square } (soufflage). { $result }.
# $player: mention.
huffed-to-move = #{ $game } : { $author } souffle la pièce en { $square } (soufflage). Au tour de { $player }.
# $author: name; $color: their colour.
count-started = #{ $game } : { $author } ({ $color }) demande le décompte des 40 coups. Si les { $color } jouent 40 coups sans prise ni coup de pion, la partie est nulle ; une prise ou un coup de pion relance le décompte.

## What the game refuses

game-error-over = La partie est terminée : { $outcome }.
game-error-nothing-to-huff = Il n'y a rien à souffler : le dernier coup n'a ignoré aucune prise.
# $square: the piece named; $options: the pieces that may be huffed.
game-error-not-huffable = { $square } n'est pas une pièce qui pouvait prendre ; tu peux souffler { $options }.
game-error-no-count = Les { $variant } n'ont pas de décompte de coups à demander.
game-error-count-running = Le décompte des 40 coups est déjà en cours, demandé par les { $color }.
game-error-soffio = Le soufflage ne se joue qu'aux dames espagnoles et internationales.
game-error-nothing-to-undo = Il n'y a aucun coup à reprendre.

## Challenges

with-soffio = avec soufflage
# $days: a clock-days text.
per-move = { $days } par coup
# $opponent: mention; $challenger: name; $variant; $extras: ", with soffio, 3 days per move" or nothing; $color: the colour the opponent would play.
challenge-offer = { $opponent }, { $challenger } te défie aux { $variant } (partie #{ $game }{ $extras }) : tu jouerais avec les { $color }. Réponds { CODE("!accept #", $game) } ou { CODE("!decline #", $game) }.
# $player: mention, to move with $color; $white, $black: names; $soffio: ", with soffio" or nothing; $example: a first move; $clock: the clock's rule or nothing.
game-starts = La partie #{ $game } commence : { $variant }{ $giveaway }{ $soffio }, { $white } ({ color-white }) contre { $black } ({ color-black }). Au tour de { $player }, avec les { $color }, coup 1. Joue avec { CODE("!move <coup>") }, par exemple { $example }.{ $clock }
game-starts-soffio = , avec soufflage
# $challenger: mention; $decliner: name.
challenge-declined = { $challenger }, { $decliner } refuse ton défi (#{ $game }).
# $other: mention; $author: name.
challenge-cancelled = { $other }, { $author } retire le défi #{ $game }.
challenge-closed = La partie #{ $game } a été refusée ou retirée : il n'y a rien à répondre.
# $challenged: name.
own-challenge = #{ $game } est ton propre défi : c'est à { $challenged } de l'accepter. Pour le retirer : { CODE("!cancel #", $game) }
only-challenged-answers = Seul { $challenged } peut répondre au défi #{ $game }.
# $challenger: name.
only-challenger-cancels = Seul { $challenger } peut retirer le défi #{ $game } ; toi, tu peux le refuser : { CODE("!decline #", $game) }
# $opponent: name.
already-challenged = Il y a déjà un défi entre toi et { $opponent } ici : #{ $game }. Pour retirer le tien : { CODE("!cancel #", $game) }
already-playing = Tu joues déjà contre { $opponent } ici : partie #{ $game }. Termine-la d'abord (une partie par paire de joueurs dans un salon).
challenge-yourself = Tu ne peux pas te défier toi-même. Cite un ami : { CODE("!challenge @friend english") }
# $typed: what was typed.
unknown-person = Je ne sais pas qui est { $typed } ici : mentionne la personne pour que l'appli relie le nom, par exemple { CODE("!challenge @friend") }
soffio-not-allowed = Le soufflage ne se joue qu'aux dames espagnoles et internationales, pas aux { $variant }.
button-accept = Accepter
button-decline = Refuser

## Which game

no-such-game = Il n'y a pas de partie #{ $game } dans ce salon. Vois les parties en cours ici avec { CODE("!games") }
no-game-here = Tu n'as aucune partie dans ce salon. Lance-en une : { CODE("!challenge @friend english") }
# $white, $black: names.
not-a-player = Tu ne joues pas dans la partie #{ $game } : c'est { $white } ({ color-white }) contre { $black } ({ color-black }).
not-started = La partie #{ $game } n'a pas commencé : le défi attend la réponse du joueur défié, { CODE("!accept #", $game) } ou { CODE("!decline #", $game) }.
# $player: name; $color: colour.
not-your-turn = Ce n'est pas ton tour dans #{ $game } : c'est à { $player } ({ $color }) de jouer.
# $games: the games, as game-choice lines joined by "; ".
not-your-turn-anywhere = Ce n'est ton tour dans aucune de tes parties ici : { $games }.
# $example: the command with a game number.
which-game = Quelle partie ? { $games }. Ajoute son numéro, par exemple { CODE($example) }
# One game in such a list: $against: game-against or game-between; $variant; $turn: game-choice-turn or nothing.
game-choice = #{ $game } { $against } ({ $variant }{ $turn })
game-against = contre { $opponent }
game-between = { $white } – { $black }
game-choice-turn = , au tour de { $player }
nothing-to-answer = Rien ici n'attend ta réponse : aucun défi pour toi, aucune proposition de ton adversaire.
nothing-to-cancel = Tu n'as aucun défi ni aucune proposition à retirer ici.

## Offers

offer-undo = demande de reprise de coup
offer-draw = proposition de nulle
# $opponent: mention; $author: name; $moves: the moves to take back.
undo-requested = { $opponent }, { $author } demande à reprendre { CODE($moves) } dans #{ $game }. Réponds { CODE("!accept #", $game) } ou { CODE("!decline #", $game) }.
# $moves: the moves taken back; $player: mention; $color; $move: move number.
undone = #{ $game } : { $moves } repris. Au tour de { $player }, avec les { $color }, coup { $move }.
nothing-to-undo = Tu n'as aucun coup à reprendre dans #{ $game }.
# $opponent: mention; $author: name.
draw-offered = { $opponent }, { $author } propose la nulle dans #{ $game }. Réponds { CODE("!accept #", $game) } ou { CODE("!decline #", $game) } (jouer un coup la refuse aussi).
# $offerer: mention; $decliner, $player: names; $offer: offer-undo or offer-draw.
offer-declined = { $offerer }, { $decliner } refuse ta { $offer } dans #{ $game }. La partie continue : au tour de { $player }.
# $opponent: mention; $author: name.
offer-withdrawn = { $opponent }, { $author } retire sa { $offer } dans #{ $game }.
# $opponent: name.
own-offer = Ta proposition dans #{ $game } attend la réponse de { $opponent } ; pour la retirer : { CODE("!cancel #", $game) }
answer-first = { $opponent } t'a fait une { $offer } dans #{ $game } : réponds-y d'abord avec { CODE("!accept #", $game) } ou { CODE("!decline #", $game) }

## Lists

games-none = Aucune partie dans ce salon. Lance-en une : { CODE("!challenge @friend english") }
games-head = Parties en cours ici :
# One line: $variant; $white, $black: names; $state: one of the two below; $clock: " (clock)" or nothing.
games-line = #{ $game } { $variant } — { $white } ({ color-white }) contre { $black } ({ color-black }) : { $state }{ $clock }
# $since: a duration.
games-challenge = défi en attente de réponse depuis { $since }
games-to-move = au tour de { $player }, coup { $move }, depuis { $since }
# Durations in a list: $n of each unit.
duration-seconds = { $n } s
duration-minutes = { $n } min
duration-hours = { $n } h
duration-days =
    { $n ->
        [one] { $n } jour
       *[other] { $n } jours
    }

## Settings

# $language: a language code; $variant: the variant's code; $orientation; $reminders: one of the two below; $threads: on/off.
settings-reminders-off = désactivés
settings-reminders-after = après { $hours } h sans coup joué
settings-saved = Enregistré.
# $language: a language code, or prefs-language-auto; $flip: on/off.
prefs = Tes préférences : langue { $language } ; damier de ton côté quand c'est ton tour, quelle que soit l'orientation du salon : { $flip }. Change-les avec { CODE("!prefs language it") }
prefs-language-auto = celle du salon (ou de ton appli, quand elle l'indique)
admins-only = Seuls les admins du salon peuvent changer ses réglages.
# $value: what was typed; $key: the setting; $allowed: the values it takes.
bad-setting = `{ $value }` n'est pas une valeur possible pour { $key } : utilise { $allowed }.

## The bot itself

internal-error = Quelque chose a mal tourné de mon côté et rien n'a été modifié. Réessaie.
database-unreachable = Le bot n'arrive pas à joindre sa base de données, réessaie dans un instant.
pdn-inline = Partie #{ $game } en PDN :
pdn-caption = Partie #{ $game } en PDN
pdn-attached = Partie #{ $game } en PDN, en pièce jointe.
done = C'est fait.
unknown-slash-command = Commande inconnue /{ $name }.
button-expired = Ce bouton a expiré : tape plutôt la commande.
# $place: the platform's link to the thread.
played-in = La partie #{ $game } se joue dans { $place }.
thread-name = Partie #{ $game }
console-greeting =
    Console dama. Tape les messages sous la forme `nom: texte`, par exemple
      alice: !challenge @bob english
      bob: !accept
      alice: !move 11-15
    !help liste les commandes ; Ctrl-D pour quitter.
saved-image = image : { $path }
saved-file = fichier : { $path }
board-legend = ○ pion blanc  ◎ dame blanche  ● pion noir  ◉ dame noire

## Refusals of moves and !why

# $rule: a rule title (bold); $facts: a refusal sentence.
refused = #{ $game } { BOLD($rule) } : { $facts }.
# $move: the move; $general: the rule in a sentence.
explain-refusal = #{ $game } { CODE($move) } n'est pas légal ici. { BOLD($rule) } : { $facts }. { $general }
# $color: the side to move, when not the asker.
explain-refusal-other = #{ $game } (pour les { $color }, qui ont le trait) { CODE($move) } n'est pas légal ici. { BOLD($rule) } : { $facts }. { $general }
# $number: the move number.
why-refused = Ton coup { CODE($move) } (coup { $number }) a été refusé par la règle { BOLD($rule) } : { $facts }. { $general }
# $player: name; $color: colour.
why-not-your-turn = Ton coup { CODE($move) } (coup { $number }) a été refusé parce que ce n'était pas ton tour : c'était à { $player } ({ $color }) de jouer. On joue chacun son tour, un coup chacun.
# $why: an explanation built from the explain- messages below.
explain-legal = { CODE($move) } { $why }
explain-legal-other = (pour les { $color }, qui ont le trait) { CODE($move) } { $why }
# $mover: name.
explain-last-move = Rien de ta part n'a été refusé. Le dernier coup, { CODE($move) } de { $mover }, { $why }
explain-soffio-move = Le dernier coup, { CODE($move) } de { $mover }, a enfreint la règle « { $rule } » ({ $facts }) ; la règle maison du soufflage le permet, et l'adversaire peut souffler une pièce qui pouvait prendre.
nothing-to-explain = Rien à expliquer pour l'instant dans #{ $game }. Demande à propos d'un coup : { CODE("!why 11-15") }
# $text: what was typed; $forms: the square-forms of the variant.
bad-square = `{ $text }` n'est pas une case jouable. { $forms }
# $moves: the legal moves.
legal-here = Coups légaux ici : { $moves }.
# An explanation: $taking (explain-taking or nothing), $reason (one of explain-reason-*), $extra (explain-crowns, explain-passes or nothing).
explain = est légal{ $taking } ; { $reason }{ $extra }.
explain-taking = , et prend { $count }
explain-reason-only-move = c'est le seul coup légal
explain-reason-free =
    aucune prise n'est possible, donc tout coup est permis ({ $count ->
        [one] { $count } coup légal
       *[other] { $count } coups légaux
    })
explain-reason-compulsory = la prise est obligatoire et on peut choisir n'importe laquelle des { $count }, mais il faut la terminer
explain-reason-maximum =
    il prend le maximum, { $pieces ->
        [one] { $pieces } pièce
       *[other] { $pieces } pièces
    } ({ $count ->
        [one] { $count } prise de ce type
       *[other] { $count } prises de ce type
    })
explain-reason-italian =
    il est désigné par la priorité italienne (avec une dame, le plus de dames, les dames d'abord) ({ $count ->
        [one] { $count } prise de ce type
       *[other] { $count } prises de ce type
    })
explain-reason-most-kings =
    il est désigné par la règle du plus de dames ({ $count ->
        [one] { $count } prise de ce type
       *[other] { $count } prises de ce type
    })
explain-crowns = ; le pion va à dame et le coup s'arrête
explain-passes = ; le pion passe par la ligne de promotion en { $square } sans s'y arrêter, donc il reste pion

## Rule titles

rule-not-a-move = Ce n'est pas un coup
rule-square-not-playable = Case non jouable
rule-no-piece = Aucune pièce ici
rule-not-your-piece = Pas ta pièce
rule-destination-occupied = Case occupée
rule-men-not-backwards = Les pions ne reculent pas
rule-men-capture-forwards = Les pions ne prennent qu'en avant
rule-kings-one-square = Les dames avancent d'une case
rule-path-blocked = Chemin bloqué
rule-not-a-step = Cette pièce ne peut pas aller là
rule-men-jump-short = Les pions sautent court
rule-capture-compulsory = La prise est obligatoire
rule-capture-not-finished = La rafle doit être terminée
rule-maximum-capture = Prise majoritaire
rule-italian-men-cannot-take-kings = Les pions ne prennent pas les dames
rule-italian-capture-with-king = Prendre avec la dame
rule-italian-more-kings = Prendre le plus de dames
rule-italian-king-earlier = Prendre la dame d'abord
rule-spanish-more-kings = Prendre le plus de dames
rule-jumped-twice = Aucune pièce n'est sautée deux fois
rule-jumped-piece-blocks = Les pièces prises restent jusqu'à la fin du coup
rule-promotion-ends-move = La promotion termine le coup
rule-passing-does-not-crown = Passer par la ligne de promotion ne fait pas dame
rule-dameo-crowning-at-end = Promu seulement là où le coup s'arrête
rule-dameo-orthogonal-captures = Les prises sont orthogonales
rule-dameo-line-forward = Les files avancent vers l'avant
rule-dameo-king-not-in-line = Les dames ne bougent jamais en file
rule-nothing-to-take = Rien à prendre
rule-own-piece = Ta propre pièce bloque
rule-not-legal = Pas légal ici
rule-piece-cannot-move = Cette pièce ne peut pas bouger
rule-ambiguous = Coup ambigu
rule-game-over = Partie terminée
rule-not-your-turn = Pas ton tour
rule-other = Pas légal

## Rules in a sentence, for !why

general-capture-compulsory = Dans toutes les variantes, quand une prise est possible, il faut prendre.
general-capture-not-finished = Une pièce qui prend continue à sauter tant qu'elle peut ; toute la rafle forme un seul coup.
general-maximum-capture = Tu dois choisir la prise qui prend le plus de pièces (une dame compte pour une).
general-italian-men-cannot-take-kings = Aux dames italiennes, un pion ne peut jamais prendre une dame.
general-italian-precedence = Priorité italienne, dans l'ordre : prendre le plus de pièces ; prendre avec une dame plutôt qu'un pion ; prendre le plus de dames ; prendre une dame le plus tôt possible.
general-spanish-more-kings = Règle espagnole : prendre le plus de pièces et, parmi elles, le plus de dames.
general-men-not-backwards = Les pions ne font qu'avancer ; les dames peuvent reculer.
general-men-capture-forwards = Aux dames anglaises, italiennes et espagnoles, les pions ne prennent qu'en avant.
general-kings-one-square = Aux dames anglaises et italiennes, les dames se déplacent et prennent case par case.
general-path-blocked = Une dame volante ne se déplace que sur une diagonale libre.
general-jumped-twice = Aucune pièce ne peut être sautée deux fois dans le même coup.
general-jumped-piece-blocks = Les pièces prises ne sont retirées qu'à la fin du coup ; d'ici là, elles bloquent le passage.
general-promotion-ends-move = Un pion qui atteint la ligne de promotion va à dame et s'y arrête.
general-passing-does-not-crown = Un pion ne va à dame que si son coup se termine sur la ligne de promotion.
general-dameo-crowning-at-end = Au Dameo, un pion ne va à dame que si son coup se termine sur la dernière rangée.
general-dameo-orthogonal-captures = Au Dameo, toute prise se fait le long des rangées et des colonnes.
general-dameo-lines = Au Dameo, une file continue de pions peut avancer d'une case dans sa propre direction ; les dames n'entrent jamais dans une file.
general-own-pieces = Tu ne joues que tes propres pièces.
general-ambiguous = Écris toutes les cases d'arrivée quand plusieurs prises correspondent.

## The facts of a refusal ($typed: the move as written; $moves: moves that are allowed)

refusal-not-a-move = `{ $text }` n'est pas un coup. { $forms }
refusal-square-not-playable = { $square } n'est pas une case jouable aux { $variant }. { $forms }
refusal-no-piece = il n'y a aucune pièce en { $square }
# $color: the owner's colour.
refusal-not-your-piece = la pièce en { $square } appartient aux { $color }
refusal-occupied = la case { $square } est occupée
refusal-men-not-backwards = un pion ne peut pas reculer de { $from } à { $to }
refusal-men-capture-forwards = ici les pions ne prennent qu'en avant : le pion en { $from } ne peut pas prendre en arrière
refusal-kings-one-square = ici les dames avancent case par case : de { $from } à { $to }, c'est trop loin
refusal-path-blocked = le chemin de { $from } à { $to } est bloqué par la pièce en { $blocker }
refusal-men-jump-short = un pion prend en sautant une pièce adjacente jusqu'à la case juste derrière : { $from }x{ $to } va trop loin
# $step: a step- sentence.
refusal-man-not-a-step = un pion ne peut pas aller de { $from } à { $to } : { $step }
refusal-king-not-a-step = une dame ne peut pas aller de { $from } à { $to } : { $step }
refusal-capture-compulsory = { $typed } ne prend rien, mais tu peux prendre : { $moves }
refusal-capture-not-finished = { $typed } s'arrête en { $square }, mais la rafle continue de là : { $moves }
refusal-maximum-capture = { $typed } prend { $took } ; ici le maximum est { $max } : { $moves }
refusal-men-cannot-take-kings = aux dames italiennes, un pion ne peut pas prendre une dame (la dame en { $square })
refusal-capture-with-king = à prise égale, c'est la dame qui doit prendre, pas un pion : { $moves }
refusal-more-kings = à prise égale, il faut prendre le plus de dames : { $typed } en prend { $took }, on peut en prendre { $max } : { $moves }
refusal-king-earlier = à prise égale et à dames égales, il faut prendre la dame le plus tôt possible : { $moves }
refusal-jumped-twice = { $square } serait sautée deux fois
refusal-jumped-piece-blocks = la pièce en { $square } est déjà prise mais reste sur le damier jusqu'à la fin du coup, et bloque le passage
refusal-promotion-ends-move = le pion va à dame en { $square } et doit s'y arrêter
refusal-passing-does-not-crown = le pion passe par { $square } en tant que pion et ne peut pas continuer à prendre comme une dame
refusal-crowning-at-end = en { $square } le pion est encore un pion : il ne va à dame que là où son coup s'arrête
refusal-men-orthogonal = les pions ne prennent que le long des rangées et des colonnes, jamais en diagonale
refusal-kings-orthogonal = les dames ne prennent que le long des rangées et des colonnes, jamais en diagonale
refusal-line-forward = de { $from } à { $to }, il faut passer au-dessus d'une file continue de tes propres pions, vers l'avant
refusal-king-not-in-line = une dame ne se déplace jamais en file : elle ne peut pas passer au-dessus de la pièce en { $square }
refusal-nothing-to-take = il n'y a rien à prendre entre { $from } et { $to }
refusal-own-piece = tu ne peux pas sauter ta propre pièce en { $square }
refusal-not-legal = { $text } n'est pas légal ici ; la pièce en { $from } peut jouer : { $moves }
refusal-piece-cannot-move = la pièce en { $from } n'a aucun coup ; coups légaux : { $moves }
refusal-ambiguous = `{ $text }` correspond à plusieurs coups ; écris-en un en entier : { $moves }
# $result: the outcome.
refusal-game-over = la partie est terminée : { $result }
refusal-not-your-turn = ce n'est pas ton tour : le trait est aux { $color }
step-dameo-man = un pion avance d'une case tout droit ou en diagonale, ou fait avancer une file de pions
step-dameo-king = une dame se déplace comme la dame aux échecs sur une ligne libre
step-short-king = une dame se déplace d'une case en diagonale
step-flying-king = une dame se déplace sur une diagonale libre
step-man = un pion avance d'une case en diagonale

## How moves and squares are written (notation stays exactly as shown)

move-forms-english = Écris un coup comme 11-15, une prise comme 23x14 ou avec toutes les cases d'arrivée, 23x14x5.
move-forms-italian = Écris un coup comme 21-17, une prise comme 23x14 ou avec toutes les cases d'arrivée, 28x19x10.
move-forms-spanish = Écris un coup comme 9-13, une prise comme 10x19 ou avec toutes les cases d'arrivée, 8x12x20.
move-forms-international = Écris un coup comme 32-28, une prise comme 28x19 ou avec toutes les cases d'arrivée, 28x19x10.
move-forms-brazilian = Écris un coup comme c3-d4, une prise comme c3xe5 ou avec toutes les cases d'arrivée, c3xe5xc7.
move-forms-dameo = Écris un coup comme c3-c4 (l'avance d'une file, comme départ-arrivée du pion de queue, c1-c4), une prise comme e2xe4xg4xg6.
square-forms-32 = Les cases sont numérotées de 1 à 32.
square-forms-50 = Les cases sont numérotées de 1 à 50.
square-forms-72 = Les cases sont numérotées de 1 à 72.
square-forms-brazilian = Les cases vont de a1 à h8, cases foncées uniquement (a1 est foncée).
square-forms-dameo = Les cases vont de a1 à h8.

## Help

help-intro = J'arbitre des parties de dames dans ce chat : défie un ami, joue en tapant tes coups, et reçois le damier après chaque coup. Commandes :
# $usage: the command's usage; $summary: its summary.
help-line = { CODE($usage) } — { $summary }
# $variant: the channel's variant; $forms: its move-forms.
help-default-variant = Ici, la variante par défaut est { $variant }. { $forms } Plus d'infos sur une commande : { CODE("!help move") }
help-command = { CODE($usage) } — { $summary }.
# $aliases: other names of the command.
help-aliases = Aussi : { $aliases }.
# $name: an argument's name; $description: what it is.
help-arg = { $name } : { $description }
help-example = Exemple : { CODE($example) }
help-unknown = La commande `{ $name }` n'existe pas. La liste : { CODE("!help") }
variants-head = Variantes :
# $code: the variant's code (english, italian, ...); $name: its name; $summary: one line on it.
variants-line = { BOLD($code) } — { $name } : { $summary }
variants-foot = Défie avec { CODE("!challenge @friend italian") }
summary-english = 8x8, les Noirs commencent ; pions vers l'avant seulement, dames courtes ; prise obligatoire, n'importe quelle rafle, menée à terme.
summary-italian = 8x8 inversé, les Blancs commencent ; les pions ne prennent pas les dames ; dames courtes ; le plus de pièces, puis prise avec dame, le plus de dames, dames d'abord.
summary-spanish = 8x8 inversé, numéroté depuis le coin inférieur droit ; dames volantes ; le plus de pièces, puis le plus de dames.
summary-international = 10x10, 20 pions chacun ; les pions prennent en arrière ; dames volantes ; prise majoritaire ; dame seulement si le coup finit sur la dernière rangée.
summary-brazilian = Règles internationales sur un damier 8x8, cases algébriques (c3-d4).
summary-dameo = Les 64 cases ; les pions avancent tout droit ou en diagonale, et en files ; prises orthogonales ; les dames bougent comme la dame aux échecs.

## Parse errors

unknown-command = Je ne connais pas la commande `{ $name }`.
# $command: the suggested command; $example: an example of it.
did-you-mean = Tu voulais dire { CODE($command) }, comme dans { CODE($example) } ?
all-commands = Toutes les commandes : { CODE("!help") }
# $command: "!move"; $arg: the argument's name; $description: what it is; $usage, $example.
missing-argument = { CODE($command) } a besoin de { $arg } ({ $description }). Usage : { CODE($usage) }. Exemple : { CODE($example) }
unexpected-word = { CODE($command) } n'accepte pas `{ $word }`. Usage : { CODE($usage) }. Exemple : { CODE($example) }
bad-argument = `{ $value }` n'est pas valide comme `{ $arg }` de { CODE($command) } ({ $description }).
bad-argument-example = Exemple : { CODE($example) }
bad-game-id = `{ $value }` n'est pas un numéro de partie : écris # et le numéro, par exemple { CODE($command, " #12") }

## Rules in short (!rules); notation exactly as written

topic-moves = Déplacements
topic-captures = Prises
topic-kings = Dames
topic-draws = Nulles
topic-notation = Notation
# $name: the variant; $summary: its summary.
rules-head = { BOLD($name) } — { $summary }
# $title: a topic; $text: the rules of the topic.
rules-topic = { BOLD($title) } : { $text }
rules-more = Plus : { CODE("!rules ", $code, " draws") }, { CODE("!rules ", $code, " notation") }, { CODE("!rules ", $code, " giveaway") }
rules-flying-kings = Les dames sont volantes : elles parcourent n'importe quelle distance sur une diagonale libre ; elles prennent une pièce à distance et se posent sur n'importe quelle case libre derrière elle.
rules-english-moves = Les Noirs commencent. Les pions avancent d'une case en diagonale vers une case libre.
rules-english-captures = La prise est obligatoire : on saute une pièce adverse adjacente jusqu'à la case libre juste derrière ; les pions ne prennent qu'en avant. La rafle continue tant qu'elle peut, mais entre plusieurs prises on choisit librement (pas de prise majoritaire).
rules-short-kings = Un pion qui atteint la dernière rangée va à dame et son coup s'arrête là. Les dames se déplacent et prennent case par case, en avant comme en arrière.
rules-english-draws = D'un commun accord (!draw), ou par le décompte des coups : quand les deux camps ont une dame, 50 coups chacun en ne jouant que des dames, sans prise. Le bot l'applique tout seul.
rules-english-notation = Cases 1–32 depuis le coin supérieur gauche (côté Noirs) ; a1 est une case jouable. Les Noirs commencent sur 1–12, les Blancs sur 21–32. Coups 11-15 ; prises 23x14, ou avec toutes les cases d'arrivée 23x14x5.
rules-italian-moves = Les Blancs commencent. Les pions avancent d'une case en diagonale.
rules-italian-captures = La prise est obligatoire et doit être menée à terme. Les pions ne prennent qu'en avant et ne peuvent jamais prendre une dame. Entre plusieurs prises : le plus de pièces ; puis avec une dame plutôt qu'un pion ; puis le plus de dames ; puis une dame le plus tôt possible ; puis libre choix.
rules-italian-draws = Accord ; la même position pour la troisième fois avec le même joueur au trait ; 2 dames contre 1 sans gain en 20 coups, 3 contre 2 en 30 ; le décompte des 40 coups sur demande (!draw count) : 40 coups du demandeur sans prise ni coup de pion.
rules-italian-notation = Le damier est inversé : h1 est une case jouable (le 'cantone', 32). Cases 1–32 depuis le coin supérieur gauche. Les Blancs commencent sur 21–32, les Noirs sur 1–12. Coups 21-17 ; prises 28x19x10.
rules-spanish-moves = Les Blancs commencent. Les pions avancent d'une case en diagonale.
rules-spanish-captures = La prise est obligatoire ; les pions ne prennent qu'en avant, tout comme les dames. Il faut prendre le plus de pièces, puis le plus de dames. Les pièces sautées restent sur le damier jusqu'à la fin du coup.
rules-spanish-kings = Un pion qui atteint la dernière rangée va à dame et s'arrête. Les dames sont volantes : elles parcourent n'importe quelle distance sur une diagonale libre ; elles prennent à distance et, dans une rafle, se posent là où la prise peut continuer.
rules-spanish-draws = Accord ; troisième répétition avec le même joueur au trait ; 3 dames contre 1 sans gain en 12 coups chacun ; la finale avec des pions sur 2 et 9 (ou 31 et 24) : 32 coups chacun.
rules-spanish-notation = Numérotation 1–32 depuis le coin inférieur droit (côté Blancs). Les Blancs commencent sur 1–12, les Noirs sur 21–32. Coups 9-13 ; prises 10x19.
rules-international-captures = La prise est obligatoire ; les pions prennent en avant et en arrière. Il faut prendre le plus grand nombre de pièces (une dame compte pour une) ; à égalité, libre choix. Les pièces sautées sont retirées à la fin du coup, et aucune pièce n'est sautée deux fois.
rules-international-kings = Un pion ne va à dame que si son coup se termine sur la dernière rangée : y passer pendant une rafle ne fait pas dame.
rules-international-draws = Accord ; troisième répétition ; 25 coups chacun en ne jouant que des dames, sans prise ; trois pièces dont une dame contre une dame seule : 16 coups chacun ; deux contre une dame seule : 5 coups chacun.
rules-international-moves = 10x10, 20 pions chacun ; les Blancs commencent. Les pions avancent d'une case en diagonale.
rules-international-notation = Cases 1–50 depuis le coin supérieur gauche (1 = b10, 46 = a1). Les Blancs commencent sur 31–50, les Noirs sur 1–20. Coups 32-28 ; prises 28x19x10.
rules-brazilian-moves = Règles internationales sur 8x8 : les Blancs commencent, sur les rangées 1–3, les Noirs sur les rangées 6–8. Les pions avancent d'une case en diagonale.
rules-brazilian-notation = Cases algébriques, a1 foncée, les Blancs en bas : coups c3-d4, prises c3xe5xc7.
rules-dameo-moves = Les 64 cases ; les Blancs commencent ; 18 pions chacun. Un pion avance d'une case tout droit ou en diagonale. Une file continue de tes pions peut avancer d'une case dans sa direction : le pion de queue va sur la case devant celui de tête (c1-c4 transforme c1, c2, c3 en c2, c3, c4). Les dames n'entrent jamais dans une file.
rules-dameo-captures = Pions et dames ne prennent qu'orthogonalement (en avant, sur le côté, en arrière), les uns comme les autres. Il faut prendre le plus grand nombre de pièces (une dame compte pour une) ; les pièces sautées sont retirées à la fin du coup.
rules-dameo-kings = Un pion ne va à dame que si son coup se termine sur la dernière rangée. Les dames se déplacent comme la dame aux échecs et prennent orthogonalement à distance, en se posant sur n'importe quelle case libre derrière.
rules-dameo-draws = Accord, ou la même position pour la troisième fois avec le même joueur au trait.
rules-dameo-notation = Cases algébriques a1–h8 comme aux échecs, les Blancs en bas. Coups c3-c4 ; prises e2xe4xg4xg6 ; l'avance d'une file s'écrit avec les cases du pion de queue.

## Play over days

# $days: the number of days.
clock-days =
    { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }
# A stretch of time to the minute.
span-less-than-minute = moins d'une minute
span-minutes = { $minutes } min
span-hours = { $hours } h
span-hours-minutes = { $hours } h { $minutes } min
span-days = { $days } j
span-days-hours = { $days } j { $hours } h
# $per_move: clock-days; $left: a span.
clock-line = { $per_move } par coup : il reste { $left }
clock-line-up = { $per_move } par coup : le temps est écoulé
clock-rule = Pendule : { $per_move } par coup ; un joueur qui ne joue pas à temps perd au temps.
# $player: mention; $opponent: name.
clock-warning = { $player }, partie #{ $game } contre { $opponent } : 80 % de ton temps pour ce coup est écoulé — il reste { $left } ({ $per_move } par coup). Joue avec { CODE("!move #", $game, " …") }, sinon la partie est perdue au temps.
timed-out = Aucun coup joué à temps ({ $per_move } par coup).
# $player: mention; $opponent: name; $waiting: a span.
reminder = { $player }, c'est ton tour dans la partie #{ $game } contre { $opponent } ({ $variant }), depuis { $waiting } déjà. { CODE("!board #", $game) } montre la position.
# $white, $black: a rating-change-one each.
rating-change = Cotes ({ $variant }) : { $white }, { $black }.
rating-change-one = { $player } { $before } → { $after }
# $player: name.
stats-none = { $player } n'a encore aucune partie terminée ici.
stats-head = Résultats de { $player } ici :
# $rating: stats-rating or stats-unrated.
stats-line = { $variant } : { $wins } gagnées, { $draws } nulles, { $losses } perdues — { $rating }
stats-rating = cote { $rating } ± { $deviation }
stats-unrated = pas encore de cote
leaderboard-empty = Aucune partie classée de { $variant } ici pour l'instant : termines-en une et le classement démarre. { CODE("!challenge @friend ", $code) }
leaderboard-head = Classement de { $variant } ici, trié par cote − 2×RD (une cote que chaque joueur dépasse très probablement, pour qu'une première victoire chanceuse ne place pas en tête ; tout le monde commence à 1500 ± 350) :
# $rank: the place; $player: name; $games: how many games.
leaderboard-line =
    { $rank }. { $player } — { $rating } ± { $deviation }, { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }
# $plies: how many moves; $end: the outcome, or replay-under-way.
replay-caption =
    #{ $game } { $white } ({ color-white }) contre { $black } ({ color-black }), { $variant } : toute la partie, { $plies ->
        [one] { $plies } coup
       *[other] { $plies } coups
    }. { $end }
replay-under-way = En cours.
replay-over = { $outcome }.
chart-caption = #{ $game } { $white } ({ color-white }) contre { $black } ({ color-black }) : pions et dames de chaque camp après chaque coup (traits pleins : pions ; pointillés : dames).
chart-title = #{ $game } { $white } contre { $black }
nothing-played = La partie #{ $game } n'a pas commencé : il n'y a encore rien à montrer.

## Commands: summaries (slash commands, !help) and arguments

# command-NAME: a command's summary (at most 100 characters: Discord's limit);
# command-NAME-ARG and argument-ARG: what an argument is (at most 100 characters).
command-help = Ce que fait le bot et comment taper les coups ici
command-help-command = une commande à expliquer
command-variants = Les variantes, avec une ligne sur chacune
command-challenge = Défier quelqu'un pour une partie
command-challenge-opponent = qui tu défies
command-challenge-variant = la variante (par défaut : celle du salon)
command-challenge-color = ta couleur
command-accept = Accepter un défi, une demande de reprise ou une proposition de nulle
argument-game = laquelle de tes parties, sous la forme #id
argument-what = ce à quoi tu réponds : challenge, draw ou undo (par défaut : ce qui t'attend)
command-decline = Refuser un défi, une demande de reprise ou une proposition de nulle
command-cancel = Retirer ton défi
command-move = Jouer un coup dans ta partie
command-move-move = le coup, par exemple 23x14 ou 11-15
command-board = Réafficher le damier actuel
command-moves = Tes coups légaux (depuis une case)
command-moves-square = seulement les coups depuis cette case
command-why = Expliquer la dernière décision, ou pourquoi un coup est légal ou non
command-why-move = un coup à expliquer
command-rules = Les règles en bref
command-rules-variant = la variante
command-rules-topic = moves, captures, kings, draws, notation, giveaway
command-undo = Demander à ton adversaire de reprendre ton dernier coup
command-draw = Proposer ou accepter la nulle ; `count` lance un décompte des coups
command-draw-count = lancer un décompte des coups si la variante en a un
command-resign = Abandonner
command-huff = Soufflage : retirer une pièce qui n'a pas pris
command-huff-square = la pièce qui aurait dû prendre
command-games = Les parties de ce salon
command-stats = Victoires, nulles, défaites et cote par variante
command-stats-player = les résultats de qui (par défaut : les tiens)
command-top = Le classement de cette communauté
command-top-variant = la variante
command-replay = La partie en GIF animé
command-chart = Un graphique des pions et des dames au fil de la partie
command-settings = Réglages du salon (admins seulement)
command-settings-key = le réglage
argument-value = sa nouvelle valeur
command-prefs = Tes préférences : côté, langue, rappels, fuseau horaire, heures de silence, résumé
command-prefs-key = la préférence

## Slash commands' names in Discord's menu (the bot still reads the English name): lowercase
## letters and digits, - or _, no spaces, at most 32 characters, all different.

slash-help = aide
slash-variants = variantes
slash-challenge = defier
slash-accept = accepter
slash-decline = refuser
slash-cancel = annuler
slash-move = jouer
slash-board = damier
slash-moves = coups
slash-why = pourquoi
slash-rules = regles
slash-undo = reprendre
slash-draw = nulle
slash-resign = abandonner
slash-huff = souffler
slash-pdn = pdn
slash-games = parties
slash-stats = stats
slash-top = classement
slash-replay = rejouer
slash-chart = graphique
slash-settings = reglages
slash-prefs = preferences

game-kind-giveaway = { $variant }, qui perd gagne
challenge-giveaway = qui perd gagne : celui qui ne peut plus jouer gagne
game-starts-giveaway = {" "}(qui perd gagne : le joueur qui ne peut plus jouer gagne)
ambiguous-variant = `{ $word }` peut désigner les dames turques (dama, Türk daması) ou les dames italiennes (dama italiana), et c'est aussi le nom de ce bot. Pour les dames turques, écris { CODE($turkish) } ; pour les dames italiennes, { CODE($italian) }.
summary-russian = 8x8, cases algébriques ; les pions prennent en arrière ; dames volantes ; prise au choix ; un pion promu pendant une prise continue comme dame.
summary-turkish = Les 64 cases, 16 pions chacun ; les pions avancent tout droit ou de côté ; les dames volent le long des rangées et colonnes ; prise majoritaire ; les pièces prises sortent aussitôt.
summary-pool = 8x8 numéroté comme les dames anglaises, les Noirs commencent ; les pions prennent en arrière ; dames volantes ; prise au choix.
summary-czech = 8x8, cases algébriques ; les pions prennent seulement en avant ; dames volantes ; une dame qui peut prendre doit prendre, sinon prise au choix.
summary-frisian = 10x10 ; pions et dames prennent aussi le long des colonnes et rangées ; la prise de plus grande valeur ; une dame joue au plus trois fois de suite.
summary-canadian = Règles internationales sur un damier 12x12, 30 pions chacun, cases 1 à 72.
topic-giveaway = Qui perd gagne (giveaway)

rules-russian-moves = 8x8 ; les Blancs commencent depuis a1–h3, les Noirs sont sur a6–h8. Les pions avancent d'une case en diagonale.
rules-russian-captures = La prise est obligatoire et doit être menée à terme, mais entre plusieurs prises on choisit librement (pas de prise majoritaire). Les pions prennent en avant et en arrière. Les pièces sautées restent sur le damier jusqu'à la fin du coup (le « coup turc ») : elles bloquent le chemin et ne sont jamais sautées deux fois.
rules-russian-kings = Un pion qui atteint la dernière rangée devient dame aussitôt, même au milieu d'une prise, et continue à prendre comme dame dans le même coup.
rules-russian-draws = Accord ; la même position pour la troisième fois avec le même joueur au trait ; 15 coups chacun avec seulement des dames et sans prise ; trois dames contre une dame seule : 15 coups du camp le plus fort ; des dames des deux côtés et un matériel inchangé : 30 coups chacun avec 4–5 pièces, 60 avec 6–7 ; trois pièces dont une dame contre une dame seule sur la grande diagonale a1–h8, ou deux pièces ou une dame contre une dame seule : 5 coups du camp le plus fort. Le bot les applique lui-même.
rules-russian-notation = Cases algébriques, a1 foncée en bas à gauche des Blancs : coups c3-d4 ; prises avec deux-points et chaque case d'arrivée, c3:e5:c7 (x est lu aussi).
rules-turkish-moves = Les 64 cases ; 16 pions chacun, les Blancs sur les rangées 2–3, les Noirs sur 6–7 ; les Blancs commencent. Les pions avancent d'une case tout droit ou de côté, jamais en arrière ni en diagonale.
rules-turkish-captures = La prise est obligatoire : on saute une pièce voisine en avant ou de côté vers la case vide derrière (les pions ne prennent jamais en arrière). Il faut prendre le plus de pièces (une dame compte pour une) ; à égalité, libre choix. Chaque pièce sautée sort aussitôt du damier, et une prise ne peut pas faire demi-tour (180°) entre deux sauts.
rules-turkish-kings = Un pion devient dame quand son coup finit sur la dernière rangée ; s'il l'atteint pendant une prise, il continue comme pion. Les dames se déplacent comme la tour aux échecs le long des rangées et colonnes libres, et prennent une pièce à toute distance, en se posant sur n'importe quelle case vide derrière.
rules-turkish-draws = Accord ; une pièce de chaque côté (même dame contre pion) fait nulle aussitôt ; la même position pour la troisième fois avec le même joueur au trait.
rules-turkish-notation = Cases algébriques a1–h8 comme aux échecs, les Blancs en bas : coups d3-d4 ; prises d4xd6xf6 (les deux-points sont lus aussi).
rules-pool-moves = 8x8 numéroté comme les dames anglaises ; les Noirs commencent depuis 1–12, les Blancs sont sur 21–32. Les pions avancent d'une case en diagonale.
rules-pool-captures = La prise est obligatoire et doit être menée à terme, mais entre plusieurs prises on choisit librement. Les pions prennent en avant et en arrière. Les pièces sont retirées à la fin du coup ; aucune n'est sautée deux fois.
rules-pool-kings = Un pion qui finit son coup sur la dernière rangée devient dame ; celui qui l'atteint pendant une prise et peut encore sauter doit continuer comme pion, sans être promu.
rules-pool-draws = Accord ; la même position pour la troisième fois avec le même joueur au trait ; trois dames contre une non gagnées en 13 coups du camp le plus fort ; 15 coups chacun avec seulement des dames et sans prise.
rules-pool-notation = Cases 1–32 depuis le coin supérieur gauche (côté des Noirs), comme les dames anglaises : coups 11-15 ; prises 15x24x31.
rules-czech-captures = La prise est obligatoire et doit être menée à terme ; les pions prennent seulement en avant. Si une dame peut prendre, une dame doit prendre ; sinon, et entre les prises des dames, on choisit librement. Les pièces sautées sont retirées à la fin du coup.
rules-czech-kings = Un pion devient dame quand son coup finit sur la dernière rangée (les pions prennent seulement en avant, donc une prise qui l'atteint s'y arrête).
rules-czech-draws = Accord ; la même position pour la troisième fois ; 15 coups chacun sans prise et sans coup de pion.
rules-czech-notation = Cases algébriques, a1 foncée : coups c3-d4 ; prises c3:e5:g7 (x est lu aussi).
rules-frisian-moves = 10x10, 20 pions chacun : les Blancs sur 31–50 commencent, les Noirs sont sur 1–20. Les pions avancent d'une case en diagonale. Tant que son camp a des pions, une dame peut jouer au plus trois coups de suite sans prendre ; ensuite une autre pièce doit jouer.
rules-frisian-captures = La prise est obligatoire, en diagonale et aussi le long des colonnes et rangées, en avant et en arrière : sur une colonne ou une rangée, le pion saute la pièce située deux cases plus loin et se pose sur la case foncée derrière. Il faut jouer la prise de plus grande valeur : une dame vaut plus qu'un pion et moins que deux (2 pions l'emportent sur 1 dame, 2 dames sur 3 pions) ; à valeur égale, la dame doit prendre. Les pièces sont retirées à la fin du coup.
rules-frisian-kings = Un pion devient dame seulement si son coup finit sur la dernière rangée. Les dames parcourent toute distance sur une diagonale libre et prennent dans les huit directions à toute distance, en se posant sur n'importe quelle case foncée libre derrière.
rules-frisian-draws = Accord ; deux dames contre une dame (seulement des dames) : 7 coups chacun ; une dame contre une dame : 2 coups chacun. Les dames frisonnes n'ont pas de règle de répétition.
rules-frisian-notation = Cases 1–50 depuis le coin supérieur gauche, comme les dames internationales : coups 32-28 ; prises 28x17, les orthogonales de la même façon (21x23).
rules-canadian-moves = 12x12, 30 pions chacun : les Blancs sur 43–72 commencent, les Noirs sont sur 1–30. Les pions avancent d'une case en diagonale.
rules-canadian-notation = Cases 1–72 depuis le coin supérieur gauche, six par rangée (1 = b12, 67 = a1). Les Blancs commencent sur 43–72, les Noirs sur 1–30. Coups 45-39 ; prises 39x28x17.
rules-giveaway = Qui perd gagne (giveaway) est une option de toute variante (!challenge @ami russian giveaway) : le joueur qui ne peut plus jouer gagne — plus de pièces, ou toutes bloquées. Toutes les autres règles de la variante restent : la prise reste obligatoire et ses règles de nulle s'appliquent.

eval-win = les { $winner } gagnent en { $moves }
bot-game = #{ $game } : { $bot } joue au niveau { $level } sur 10. Les parties contre le bot ne comptent pas pour le classement. { $takebacks }
bot-takebacks-granted = À ce niveau, il accepte de reprendre les coups (!undo).
bot-takebacks-low-levels = Il n'accepte de reprendre les coups qu'aux niveaux 1–3.
level-out-of-range = Le niveau { $level } n'existe pas : le bot joue du niveau 1 (débutant) au 10 (pleine force). Par exemple { CODE("!challenge @dama level=5") }
level-only-against-bot = Un niveau sert aux parties contre le bot ; les personnes jouent à leur propre niveau. Défie le bot avec { CODE("!challenge @dama level=5") }
bot-no-soffio = { $bot } ne joue pas avec la règle du soufflage : défie-le sans { CODE("soffio") }.
bot-no-giveaway = { $bot } ne joue que pour gagner selon les règles ordinaires : défie-le sans { CODE("giveaway") }.
bot-grants-takeback = #{ $game } : { $bot } (niveau { $level }) accepte de reprendre le coup.
bot-declines-takeback = #{ $game } : { $bot } refuse de reprendre le coup : au niveau { $level }, il joue pour de vrai ; il ne l'accepte qu'aux niveaux 1–3.
bot-accepts-draw = #{ $game } : { $bot } accepte la nulle.
bot-declines-draw = #{ $game } : { $bot } refuse la nulle : il ne l'accepte que s'il est moins bien, ou si la partie est égale avec huit pièces ou moins. Continue à jouer, ou abandonne avec !resign.
hint-only-against-bot = Pas d'indice dans la partie #{ $game } : elle se joue entre personnes, et l'aide du moteur serait déloyale. Les indices sont pour les parties contre le bot : { CODE("!challenge @dama") }
hint = Indice pour #{ $game } : { CODE($move) } ({ $eval }).
hint-line = La suite qu'il prévoit : { CODE($line) }
analysis-of-live-game = La partie #{ $game } se joue encore entre personnes : pas d'analyse du moteur avant la fin, car elle aiderait l'un des deux. Redemande-la quand elle sera finie : { CODE("!analyse #", $game) }
analysis-of-giveaway = La partie #{ $game } s'est jouée en qui perd gagne, où gagne le camp qui ne peut plus jouer : le moteur juge les positions selon les règles ordinaires, il ne l'analyse donc pas.
analysis-under-way = L'analyse de la partie #{ $game } est déjà en cours : elle sera publiée ici dès qu'elle sera prête.
analysis-progress =
    Analyse de la partie #{ $game } : { $done ->
        [one] { $done } position
       *[other] { $done } positions
    } sur { $total } ({ $percent } %)…
analysis-done =
    Analyse de la partie #{ $game } : terminée, { $total ->
        [one] { $total } position
       *[other] { $total } positions
    } en { $seconds } s.
analysis-head = { BOLD("Analyse de la partie #", $game) } ({ $variant }, { $white } – { $black }).
analysis-head-over = { BOLD("Analyse de la partie #", $game) } ({ $variant }, { $white } – { $black }) : { $outcome }.
analysis-side =
    { $player } ({ $color }) : { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, { $loss } pion perdu par coup en moyenne, { $mistakes ->
        [one] { $mistakes } erreur
       *[other] { $mistakes } erreurs
    } ({ $decisive ->
        [one] { $decisive } décisive
       *[other] { $decisive } décisives
    }).
analysis-mistakes-of = Erreurs des { $color } :
analysis-mistake = coup { $move } : { CODE($played) } coûte { $cost } pion ({ $before } → { $after }){ $decisive } ; mieux : { CODE($better) }{ $line }{ $why }.
analysis-mistake-decisive = {" "}{ BOLD("— décisive") }
analysis-mistake-line = {" "}({ CODE($line) })
analysis-mistake-why = . Pourquoi : { CODE($line) }
analysis-no-mistakes = Aucune erreur d'un pion ou plus, d'un côté comme de l'autre.
analysis-moves = Tous les coups (évaluation après le coup, + pour les Blancs, ? une erreur) : { $moves }
evaluation-chart-title = #{ $game } { $white } contre { $black } : évaluation
bot-record = Contre le bot (hors classement) : { $levels }.
bot-record-level = niveau { $level } : victoires { $wins }, nulles { $draws }, défaites { $losses }

command-hint = Le coup que le moteur te conseille, dans une partie contre le bot
command-analyse = Chaque coup évalué par le moteur, les erreurs et un graphique
command-top-giveaway = les parties qui perd gagne de la variante, classées à part
slash-hint = indice
slash-analyse = analyse

ending-russian-kings-lone-king = Trois dames contre une dame seule : les { $color } ont joué { $moves } des 15 coups pour la prendre.
ending-russian-long-diagonal = Trois pièces contre une dame seule sur la grande diagonale : les { $color } ont joué { $moves } des 5 coups pour gagner.
ending-russian-few-lone-king = Contre une dame seule : les { $color } ont joué { $moves } des 5 coups pour gagner.
ending-pool-three-kings-one = Trois dames contre une : les { $color } ont joué { $moves } des 13 coups pour la prendre.
ending-frisian-two-kings-one = Deux dames contre une : { $each } sur 7 coups chacun.
ending-frisian-king-king = Dame contre dame : { $each } sur 2 coups chacun.
rule-czech-king-must-capture = La dame doit prendre
rule-frisian-value = La prise de plus grande valeur
rule-frisian-king-first = La dame prend d'abord
rule-frisian-three-king-moves = Trois coups de dame de suite
rule-turkish-men-not-backwards = Les pions ne reculent jamais
rule-turkish-no-turning-back = Pas de demi-tour dans une prise
rule-turkish-orthogonal = Seulement le long des rangées et colonnes
rule-turkish-crowned-at-end = Promu à la fin du coup
rule-pool-passing-does-not-crown = Passer la dernière rangée ne promeut pas
rule-russian-crowned-goes-on = Le pion promu continue comme dame
rule-land-to-continue = Se poser là où la prise continue
refusal-king-must-capture = une dame peut prendre, donc une dame doit prendre : { $moves }
refusal-frisian-value = la prise de plus grande valeur est obligatoire (une dame vaut plus qu'un pion et moins que deux) : { $moves }
refusal-frisian-king-first = à valeur égale, la dame doit prendre plutôt qu'un pion : { $moves }
refusal-frisian-three-king-moves = la dame en { $square } a joué trois coups de suite et, tant que tu as des pions, elle ne peut plus que prendre ; joue une autre pièce
refusal-turkish-men-not-backwards = les pions avancent et prennent en avant ou de côté, jamais en arrière : de { $from } à { $to }, c'est reculer
refusal-turkish-no-turning-back = une prise ne peut pas revenir sur ses pas (un demi-tour de 180°) après s'être posée en { $square }
refusal-turkish-men-orthogonal = les pions avancent et prennent le long des rangées et colonnes, jamais en diagonale
refusal-turkish-kings-orthogonal = les dames se déplacent et prennent le long des rangées et colonnes, jamais en diagonale
refusal-turkish-crowned-at-end = un pion qui atteint la dernière rangée pendant une prise continue comme pion et n'est promu qu'à la fin du coup : en { $square } c'est encore un pion ; il peut jouer : { $moves }
refusal-pool-passing-kings-row = un pion qui atteint la dernière rangée en sautant et peut encore sauter continue comme pion : il n'est pas promu en { $square } ; il peut jouer : { $moves }
refusal-russian-crowned-goes-on = un pion promu pendant une prise continue à prendre comme dame : depuis { $square } il peut continuer : { $moves }
refusal-must-land-to-continue = après avoir pris une pièce, la dame doit se poser là où elle peut continuer à prendre, et depuis { $square } elle ne le peut pas : { $moves }
move-forms-russian = Écris un coup comme c3-d4, une prise comme c3:e5 ou avec toutes les cases d'arrivée, c3:e5:c7.
move-forms-turkish = Écris un coup comme d3-d4, une prise comme d4xd6 ou avec toutes les cases d'arrivée, d4xd6xf6.
move-forms-pool = Écris un coup comme 11-15, une prise comme 15x24 ou avec toutes les cases d'arrivée, 15x24x31.
move-forms-czech = Écris un coup comme c3-d4, une prise comme c3:e5 ou avec toutes les cases d'arrivée, c3:e5:g7.
move-forms-frisian = Écris un coup comme 32-28, une prise comme 28x17 ou avec toutes les cases d'arrivée, 28x17x8.
move-forms-canadian = Écris un coup comme 45-39, une prise comme 45x34 ou avec toutes les cases d'arrivée, 45x34x23.

## Community (issue 14)

command-challenge-options = giveaway, soffio, days=N | bank=30+1/45, unrated, level=1..10 (contre le bot)
command-pdn = Parties en PDN : une, celles d'un joueur ou toutes celles du salon
command-pdn-player = toutes les parties de ce joueur ici, dans un seul fichier
command-pdn-all = toutes les parties de ce salon, dans un seul fichier
command-games-all = aussi les parties terminées, avec leurs résultats
command-games-page = quelle page des parties terminées
command-watch = Suivre une partie en privé : ses coups t'arrivent
command-unwatch = Ne plus suivre une partie
argument-watched-game = quelle partie, sous la forme #id
command-tournament = Tournois : create, join, leave, start, classement
command-tournament-action = create, join, leave ou start (rien : le classement)
command-tournament-variant = la variante (create ; par défaut : celle du salon)
command-tournament-options = days=N par coup, rounds=N (create)
slash-watch = suivre
slash-unwatch = ne-plus-suivre
slash-tournament = tournoi
help-tournament-options = Les admins créent et lancent un tournoi ; les joueurs s'inscrivent et se retirent. Jusqu'à 8 joueurs : un toutes rondes (tables de Berger ; rounds=2 fait jouer chaque paire deux fois, couleurs inversées), départage Sonneborn–Berger. Au-delà : un système suisse (groupes de points, jamais deux fois la même paire, couleurs équilibrées, une exemption valant 1 point au moins bien classé qui n'en a pas encore eu), rounds=N (par défaut : ceil(log2 joueurs) + 1), départage Buchholz. Le bot lance les parties de chaque ronde avec days=N par coup (3 par défaut) ; un joueur qui se retire perd par forfait ses parties restantes.
bad-argument-tournament = Actions : create, join, leave, start ; options (create) : une variante, days=N (1–30), rounds=N.
# $since, $left: durations (duration-*).
games-challenge-lapses = défi en attente de réponse depuis { $since }, expire dans { $left }
analysis-head-aborted = { BOLD("Analyse de la partie #", $game) } ({ $variant }, { $white } – { $black }) : annulée, sans résultat.
# A game ended before each side had moved. $player: mention (who resigned or ran out of time).
game-aborted-resigned = La partie #{ $game } est annulée : { $player } a abandonné avant que chaque camp ait joué un coup. Pas de résultat, pas de changement de cote.
game-aborted-time = La partie #{ $game } est annulée : { $player } a dépassé le temps avant que chaque camp ait joué un coup. Pas de résultat, pas de changement de cote.
game-aborted-draw = La partie #{ $game } est annulée : la nulle a été convenue avant que chaque camp ait joué un coup. Pas de résultat, pas de changement de cote.
# $challenger, $challenged: mentions; $days: a clock-days text.
challenge-lapsed = { $challenger } : ton défi #{ $game } à { $challenged } a expiré, resté sans réponse pendant { $days }. Relance un défi avec { CODE("!challenge") }.
# !games all: the channel's finished games, page by page.
finished-games-none = Aucune partie terminée dans ce salon pour l'instant.
finished-games-head = Parties terminées ici ({ $total }), page { $page } sur { $pages } :
# $variant: its name; $white, $black: names; $result: finished-game-aborted, finished-game-won or how a draw ended; $plies: half-moves played.
finished-game-line =
    #{ $game } { $variant } — { $white } contre { $black } : { $result }, { $plies ->
        [one] { $plies } demi-coup
       *[other] { $plies } demi-coups
    }
finished-game-line-unrated =
    #{ $game } { $variant } — { $white } contre { $black } : { $result }, hors classement, { $plies ->
        [one] { $plies } demi-coup
       *[other] { $plies } demi-coups
    }
finished-game-aborted = annulée
# $player: the winner's name; $how: how the game ended.
finished-game-won = { $player } a gagné ({ $how })
finished-games-more = Suite : { CODE("!games all ", $page) }
no-such-page = Il n'y a pas de page { $page } : les parties terminées en remplissent { $pages }. Essaie { CODE("!games all ", $pages) }.
# The caption of a PDN file of several games. $player: a name.
pdn-collection-player =
    { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    } de { $player } dans ce salon, dans un seul fichier PDN.
pdn-collection =
    { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    } de ce salon, dans un seul fichier PDN.
# $player: mention.
no-games-to-export-player = { $player } n'a joué aucune partie dans ce salon.
no-games-to-export = Aucune partie n'a été jouée dans ce salon.
# !watch: the moves of a game come to a spectator privately.
watching = Tu suis maintenant la partie #{ $game } : ses coups t'arrivent en privé. Pour arrêter : { CODE("!unwatch #", $game) }.
watching-already = Tu suis déjà la partie #{ $game }. Pour arrêter : { CODE("!unwatch #", $game) }.
unwatched = Tu ne suis plus la partie #{ $game }.
not-watching-game = Tu ne suis pas la partie #{ $game }.
not-watching = Tu ne suis aucune partie dans ce salon.
watch-own-game = Tu joues dans la partie #{ $game } : ses coups t'arrivent déjà ici.
# What a spectator's private message starts with. $white, $black: names.
watched-news = Partie #{ $game }, { $white } contre { $black } :
# $player: mention.
direct-refused = { $player } : je ne peux pas t'écrire en privé, donc tu ne suis plus aucune partie. Ouvre une conversation privée avec moi (ou autorise les messages privés), puis refais { CODE("!watch") }.
# Tournaments. $id: the tournament's number; $variant: its name; $days: a clock-days text.
tournament-created = Le tournoi #{ $id } est ouvert : { $variant }, { $days } par coup. Inscris-toi avec { CODE("!tournament join") } ; un admin le lance avec { CODE("!tournament start") }.
tournament-created-rounds =
    Le tournoi #{ $id } est ouvert : { $variant }, { $days } par coup, { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } rondes
    }. Inscris-toi avec { CODE("!tournament join") } ; un admin le lance avec { CODE("!tournament start") }.
tournament-exists = Ce salon a déjà le tournoi #{ $id } en cours. Consulte-le avec { CODE("!tournament") }.
no-tournament = Aucun tournoi dans ce salon. Un admin en ouvre un avec { CODE("!tournament create") }.
# $player: mention; $players: how many play now.
tournament-joined =
    { $player } rejoint le tournoi #{ $id } ({ $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }).
tournament-joined-already =
    { $player } est déjà inscrit au tournoi #{ $id } ({ $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }).
tournament-closed = Le tournoi #{ $id } a commencé : il n'accepte plus de joueurs.
# $player: mention.
tournament-left = { $player } quitte le tournoi #{ $id }.
tournament-left-forfeits = { $player } quitte le tournoi #{ $id } et perd par forfait ses parties restantes.
not-in-tournament = Tu ne joues pas dans le tournoi #{ $id }.
tournament-too-small =
    Le tournoi #{ $id } a { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    } : il en faut au moins 3 pour commencer.
tournament-changed = Le tournoi #{ $id } a changé entre-temps (quelqu'un s'est inscrit ou s'est retiré) : relance { CODE("!tournament start") }.
tournament-started-swiss = Le tournoi #{ $id } commence : { $players } joueurs, système suisse (départage : Buchholz), { $rounds } rondes.
tournament-started-round-robin = Le tournoi #{ $id } commence : { $players } joueurs, toutes rondes (départage : Sonneborn–Berger), { $rounds } rondes.
round-started = Tournoi #{ $id }, ronde { $round } sur { $rounds } :
# A round's pairing. $white, $black: mentions in pairing-game, names otherwise; $result: a result (1–0, ½–½, result-*).
pairing-game = #{ $game } { $white } ({ color-white }) contre { $black } ({ color-black })
pairing-result = { $white } contre { $black } : { $result }
# $player: a name.
pairing-bye = { $player } : exempt (1 point)
result-white-forfeit = 1–0 par forfait
result-black-forfeit = 0–1 par forfait
result-double-forfeit = 0–0, double forfait
result-bye = exempt
result-to-play = à jouer
# The standings. $white, $black: names ($black may be —); $result: as in pairing-result.
standings-after = Tournoi #{ $id } : { $white } – { $black } { $result }.
standings-open =
    Tournoi #{ $id } ({ $variant }), ouvert, { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    } :
standings-join = Inscris-toi avec { CODE("!tournament join") }
standings-final = #{ $id } classement final :
standings-round = #{ $id } classement, ronde { $round } sur { $rounds } :
# One player's line. $rank: place; $player: name (or standing-left); $points: points as written (2½); $value: the same as a number, to select on; $played: games played; $system: Buchholz or SB (Sonneborn–Berger); $tiebreak: its points.
standing-line =
    { $rank }. { $player } — { $points } { $value ->
        [one] point
       *[other] points
    } en { $played }, { $system } { $tiebreak }
# $player: a name.
standing-left = { $player } (retiré)
standings-title = Tournoi #{ $id } — ronde { $round } sur { $rounds }
# $player: mention.
tournament-over = Le tournoi #{ $id } est terminé. Victoire de { $player } !

## Correspondence (issue 17)

# The channel's settings. $language: a language code; $variant: the variant's code; $reminders: settings-reminders-*; $threads: on/off; $challenge_days: a clock-days text; $vacation_days: a number (0: vacations off).
settings-channel = Réglages de ce salon : langue { $language }, variante { $variant }, orientation { $orientation } (damier du côté du joueur au trait avec 'mover'), rappels { $reminders }, un fil par partie { $threads }, les défis expirent après { $challenge_days }, jours de vacances par joueur et par an { $vacation_days }. Les admins les changent avec { CODE("!settings language it") }
help-challenge-options-bank = Variantes : { $variants }. Couleur : white, black ou random (par défaut). Options : giveaway (qui perd gagne : celui qui ne peut plus jouer gagne ; toute variante), soffio (espagnoles, internationales), days=N (jours par coup) ou bank=30+1/45 (une réserve de 30 jours, +1 par coup, 45 au plus ; heures avec h), unrated (le résultat ne compte pas pour la cote). Contre le bot (@dama, ou la mention du bot) : level=1..10. Un défi sans réponse expire après les challenge_days du salon (7 par défaut). Une partie qui se termine avant que chaque camp ait joué est annulée et ne compte pas pour la cote.
bad-argument-challenge-bank = Variantes : { $variants } ; couleurs : white, black, random ; options : giveaway, soffio, days=N (1–30) ou bank=30+1/45, unrated, level=N (1–10, contre le bot).
command-away = Vacances : tes pendules s'arrêtent
command-away-length = jours (5d), on ou off
slash-away = vacances
# !help prefs: the values each preference takes (keywords and values exactly as written).
help-prefs-values = flip on|off : le damier de ton côté quand c'est ton tour. language en|it|auto. reminders 12h|off|channel : à quelle fréquence une partie qui t'attend te le rappelle. timezone Europe/Rome : ton fuseau horaire IANA (UTC tant que tu ne l'as pas réglé), pour les deux suivants. quiet 22-08|off : ni rappels ni mentions pendant ces heures ; à la fin, un résumé de tes parties. digest daily 09:00|off : un message par jour, en privé là où la plateforme le permet, avec chaque partie où c'est ton tour et le temps qui reste, au lieu d'un rappel par partie.
# A time bank: $bank is its rule as typed (30+1/45: 30 days, +1 a move, at most 45).
clock-setting-bank = réserve { $bank }
clock-rule-bank = Pendule : une réserve de temps de { $bank } (jours, ou heures avec h : la réserve, + ce qu'ajoute chaque coup, / le maximum qu'elle peut contenir) ; un joueur dont la réserve s'épuise perd au temps.
# $white, $black: a span, or clock-bank-up.
clock-line-bank = Réserve { $bank } : { color-white } { $white }, { color-black } { $black }
clock-bank-up = temps écoulé
# $player: mention; $opponent: name; $left: a span.
clock-warning-bank = { $player }, partie #{ $game } contre { $opponent } : 80 % de ton temps est écoulé — il reste { $left } (réserve { $bank }). Joue avec { CODE("!move #", $game, " …") }, sinon la partie est perdue au temps.
timed-out-bank = N'a pas joué à temps (réserve { $bank }).
# !prefs, after the language and the boards. $reminders: one of the three below; $zone: an IANA time zone; $used, $allowed: vacation days.
prefs-hours = Rappels { $reminders } ; fuseau horaire { $zone } ; jours de vacances pris cette année { $used } sur { $allowed }
prefs-reminders-channel = ceux du salon
prefs-reminders-off = désactivés
prefs-reminders-every = toutes les { $hours } h
# Added to prefs-hours when set (prefs-away after a space). $quiet: hours as 22-08; $at: a time as 09:00; $left: a span.
prefs-quiet = {" "}; heures de silence { $quiet }
prefs-digest = {" "}; résumé quotidien à { $at }
prefs-away = (en vacances, encore { $left })
# !away. $span: how long (a span); $left: clock-days.
away-started = Bonnes vacances ! Pendant { $span }, toutes tes pendules sont arrêtées et personne ne reçoit de rappel à ton sujet. Elles prennent fin quand tu joues, ou avec { CODE("!away off") }. Vacances restantes cette année : { $left }.
away-extended = Tes vacances se terminent maintenant dans { $span }. Elles prennent fin quand tu joues, ou avec { CODE("!away off") }. Vacances restantes cette année : { $left }.
# $player: name; $days: days taken this year.
away-ended = Bon retour, { $player } : tes pendules repartent, chacune avec le temps qu'elle avait. Jours de vacances pris cette année : { $days }.
# $opponent: mention; $away: name; $span: a span.
opponent-away = { $opponent }, { $away } est en vacances pour { $span } au plus : sa pendule dans la partie #{ $game } est arrêtée jusqu'à son retour.
not-away = Tu n'es pas en vacances. { CODE("!away 5d") } lance des vacances de cinq jours.
vacations-off = Les vacances sont désactivées dans ce salon (réglage vacation_days 0).
no-vacation-left =
    Tu as déjà pris { $days ->
        [one] ton { $days } jour
       *[other] tous tes { $days } jours
    } de vacances de cette année.
# $value: what was typed.
bad-away = `{ $value }` n'est pas une durée de vacances. Essaie { CODE("!away 5d") }, { CODE("!away on") } ou { CODE("!away off") }.
# The games where it is a player's move. $player: mention; $games: how many.
digest-daily =
    { $player }, ton résumé du jour : c'est ton tour dans { $games ->
        [0] aucune partie
        [one] { $games } partie
       *[other] { $games } parties
    }.
digest-quiet-over =
    { $player }, tes heures de silence sont terminées : c'est ton tour dans { $games ->
        [0] aucune partie
        [one] { $games } partie
       *[other] { $games } parties
    }.
# $opponent: name; $waiting: a span; $clock: a clock line.
digest-line = #{ $game } contre { $opponent } ({ $variant }), en attente depuis { $waiting } ; { $clock }.
digest-line-no-clock = #{ $game } contre { $opponent } ({ $variant }), en attente depuis { $waiting } ; sans pendule.
