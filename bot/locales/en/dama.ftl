# dama: every text the bot writes, in English. This file is the reference: every other
# language has exactly its messages, with exactly the same placeables ($names).
# Conventions (see bot/locales/README.md): CODE(...) shows commands and moves monospaced,
# BOLD(...) shows a title in bold; a placeable named after a person ($player, $opponent,
# $author, ...) is a real mention where the comment says "mention", else the person's name.
# Moves, squares and commands (!move 11-15, 23x14, c3-d4, #12) never change.

## Names

color-white = White
color-black = Black
variant-english = English draughts
variant-italian = Italian draughts
variant-spanish = Spanish draughts
variant-international = International draughts
variant-brazilian = Brazilian draughts
variant-dameo = Dameo
variant-russian = Russian draughts
variant-turkish = Turkish draughts
variant-pool = Pool checkers
variant-czech = Czech draughts
variant-frisian = Frisian draughts
variant-canadian = Canadian draughts
# $shown: the first moves, comma-separated; $more: how many are left out.
list-more = { $shown } and { $more } more
on = on
off = off
# A piece in a list of pieces taken: $square holds a king.
taken-king = { $square } king

## Moves and boards

# $game: the game number; $mover: the player's name; $color: their colour; $move: the move.
move-played = #{ $game } { $mover } ({ $color }) { CODE($move) }.
# $details: what the move did ("takes 2 (18, 11 king), crowned").
move-played-details = #{ $game } { $mover } ({ $color }) { CODE($move) } — { $details }.
# $count: pieces taken; $squares: where.
move-takes = takes { $count } ({ $squares })
move-crowned = crowned
# $player (mention) is to move with $color; $move: the move number.
to-move = { $player } to move, { $color }, move { $move }.
# $mover, $player: names; $ignored: the captures that were due; $squares: pieces that may be huffed.
huff-possible = Soffio: { $mover } ignored a compulsory capture ({ $ignored }). { $player } may huff one of { $squares } with !huff, or simply move on.
# $variant: the variant's name; $white, $black: names.
board-head = #{ $game } { $variant } — { $white } ({ color-white }) vs { $black } ({ color-black }).
board-last-move = Last move: { CODE($move) } ({ $color }).
# $player: name; $color: their colour.
legal-moves-head = #{ $game } legal moves for { $player } ({ $color })
legal-moves-from-head = #{ $game } legal moves from { $square } for { $player } ({ $color })
# $head: the line above; $count: how many; $moves: all of them.
legal-moves-none = { $head }: none.
legal-moves-list = { $head } ({ $count }): { $moves }.

## Draw counts under way ($each: moves each so far)

count-english = Move count (kings only, no capture): { $each } of 50 moves each.
count-kings-only = Kings only, no capture: { $each } of 25 moves each.
count-kings-only-15 = Kings only, no capture: { $each } of 15 moves each.
count-czech = No capture, no man moved: { $each } of 15 moves each.
# $of: 30 or 60 moves each, by the pieces on the board.
count-russian-balance = Balance of forces unchanged with kings on both sides: { $each } of { $of } moves each.
# $color: who asked; $moves: moves counted.
count-requested = 40-move count asked by { $color }: { $moves } of 40.
# $color: the stronger side; $moves: its moves so far.
ending-two-kings-one = Two kings against one: { $color } has { $moves } of 20 moves to win.
ending-three-kings-two = Three kings against two: { $color } has { $moves } of 30 moves to win.
ending-three-kings-one = Three kings against one: { $each } of 12 moves each.
ending-two-nine = The 2 and 9 ending: { $each } of 32 moves each.
ending-three-lone-king = Three pieces against a lone king: { $each } of 16 moves each.
ending-two-lone-king = Two pieces against a lone king: { $each } of 5 moves each.

## Endings

# $winner, $loser: mentions; $winner_color, $loser_color: colours; $cause: a win-cause below.
outcome-win = Game #{ $game } is over: { $winner } ({ $winner_color }) wins — { $loser } ({ $loser_color }) { $cause }.
# $reason: a draw-reason below; $white, $black: mentions.
outcome-draw = Game #{ $game } is over: { $reason }. { $white } { $black }
win-cause-no-pieces = has no pieces left
win-cause-no-legal-move = has no legal move
win-cause-resignation = resigned
win-cause-time = ran out of time
win-cause-giveaway-no-pieces = loses the giveaway game: the side with no pieces left wins
win-cause-giveaway-no-move = loses the giveaway game: the side with no move wins
# An outcome without people: $winner, $loser: colours.
outcome-win-short = { $winner } wins: { $loser } { $cause }
draw-agreement = draw: agreed by both players
draw-repetition = draw: the same position occurred for the third time with the same player to move
draw-english-fifty = draw: 50 moves each with only kings moved, no capture (the move count)
draw-italian-forty = draw: the 40-move count ran out with no capture and no man moved
draw-italian-two-kings-one = draw: two kings against one were not won within 20 moves
draw-italian-three-kings-two = draw: three kings against two were not won within 30 moves
draw-spanish-three-kings-one = draw: three kings against one were not won within 12 moves each
draw-spanish-two-nine = draw: the ending with men on 2 and 9 went 32 moves each without a win, a promotion or a man taken
draw-twenty-five-king-moves = draw: 25 moves each with only kings moved and no capture
draw-sixteen-move-ending = draw: three pieces with a king against a lone king were not won within 16 moves each
draw-five-move-ending = draw: two pieces with a king against a lone king were not won within 5 moves each
draw-fifteen-king-moves = draw: 15 moves each with only kings moved and no capture
draw-russian-balance-thirty = draw: with kings on both sides and 4 or 5 pieces, the balance of forces did not change for 30 moves each
draw-russian-balance-sixty = draw: with kings on both sides and 6 or 7 pieces, the balance of forces did not change for 60 moves each
draw-russian-three-kings-one = draw: three kings against a lone king did not take it by their 15th move
draw-russian-long-diagonal = draw: three pieces against a lone king on the long diagonal did not win by their 5th move
draw-russian-few-lone-king = draw: two pieces (or a king) against a lone king did not win by their 5th move
draw-pool-three-kings-one = draw: three kings against one did not take it within 13 moves
draw-turkish-one-piece-each = draw: each side has one piece left
draw-frisian-two-kings-one = draw: two kings against one king were not won within 7 moves each
draw-frisian-king-king = draw: one king against one king was not won within 2 moves each
# $how: the outcome.
game-over = Game #{ $game } is over ({ $how }): no more moves. Start another with { CODE("!challenge @friend") }.
# $author: name; $square: the piece huffed; $result: the outcome, when the huff ended the game.
huffed-over = #{ $game }: { $author } huffs the piece on { $square } (soffio). { $result }.
# $player: mention.
huffed-to-move = #{ $game }: { $author } huffs the piece on { $square } (soffio). { $player } to move.
# $author: name; $color: their colour.
count-started = #{ $game }: { $author } ({ $color }) asks for the 40-move count. If { $color } makes 40 moves with no capture and no man moved, the game is drawn; a capture or a man move restarts the count.

## What the game refuses

game-error-over = The game is over: { $outcome }.
game-error-nothing-to-huff = There is nothing to huff: the last move did not ignore a capture.
# $square: the piece named; $options: the pieces that may be huffed.
game-error-not-huffable = { $square } is not a piece that could have captured; you may huff { $options }.
game-error-no-count = { $variant } has no move count to ask for.
game-error-count-running = The 40-move count is already running, asked by { $color }.
game-error-soffio = The soffio rule is played only in Spanish and International draughts.
game-error-nothing-to-undo = There is no move to take back.

## Challenges

with-soffio = with soffio
# $days: a clock-days text.
per-move = { $days } per move
# $opponent: mention; $challenger: name; $variant; $extras: ", with soffio, 3 days per move" or nothing; $color: the colour the opponent would play.
challenge-offer = { $opponent }, { $challenger } challenges you to { $variant } (game #{ $game }{ $extras }): you would play { $color }. Answer { CODE("!accept #", $game) } or { CODE("!decline #", $game) }.
# $player: mention, to move with $color; $white, $black: names; $giveaway: game-starts-giveaway or nothing; $soffio: ", with soffio" or nothing; $example: a first move; $clock: the clock's rule or nothing.
game-starts = Game #{ $game } starts: { $variant }{ $giveaway }{ $soffio }, { $white } ({ color-white }) vs { $black } ({ color-black }). { $player } to move, { $color }, move 1. Play with { CODE("!move <move>") }, e.g. { $example }.{ $clock }
game-starts-soffio = , with soffio
# $challenger: mention; $decliner: name.
challenge-declined = { $challenger }, { $decliner } declines your challenge (#{ $game }).
# $other: mention; $author: name.
challenge-cancelled = { $other }, { $author } withdraws the challenge #{ $game }.
challenge-closed = Game #{ $game } was declined or withdrawn: there is nothing to answer.
# $challenged: name.
own-challenge = #{ $game } is your own challenge: it is up to { $challenged } to accept it. To withdraw it: { CODE("!cancel #", $game) }
only-challenged-answers = Only { $challenged } can answer challenge #{ $game }.
# $challenger: name.
only-challenger-cancels = Only { $challenger } can withdraw challenge #{ $game }; you can decline it: { CODE("!decline #", $game) }
# $opponent: name.
already-challenged = There is already a challenge between you and { $opponent } here: #{ $game }. To withdraw yours: { CODE("!cancel #", $game) }
already-playing = You are already playing { $opponent } here: game #{ $game }. Finish it first (one game per pair in a channel).
challenge-yourself = You cannot challenge yourself. Name a friend: { CODE("!challenge @friend english") }
# $typed: what was typed.
unknown-person = I cannot tell who { $typed } is here: mention the person so that the app links the name, e.g. { CODE("!challenge @friend") }
soffio-not-allowed = The soffio rule is played only in Spanish and International draughts, not in { $variant }.
button-accept = Accept
button-decline = Decline

## Which game

no-such-game = There is no game #{ $game } in this channel. See the games here with { CODE("!games") }
no-game-here = You have no game in this channel. Start one: { CODE("!challenge @friend english") }
# $white, $black: names.
not-a-player = You do not play in game #{ $game }: it is { $white } ({ color-white }) against { $black } ({ color-black }).
not-started = Game #{ $game } has not started: the challenge waits for an answer, { CODE("!accept #", $game) } or { CODE("!decline #", $game) } by the player challenged.
# $player: name; $color: colour.
not-your-turn = It is not your turn in #{ $game }: { $player } ({ $color }) is to move.
# $games: the games, as game-choice lines joined by "; ".
not-your-turn-anywhere = It is not your turn in any of your games here: { $games }.
# $example: the command with a game number.
which-game = Which game? { $games }. Add its number, e.g. { CODE($example) }
# One game in such a list: $against: game-against or game-between; $variant; $turn: game-choice-turn or nothing.
game-choice = #{ $game } { $against } ({ $variant }{ $turn })
game-against = against { $opponent }
game-between = { $white } – { $black }
game-choice-turn = , { $player } to move
nothing-to-answer = Nothing here waits for your answer: no challenge to you, no offer from your opponent.
nothing-to-cancel = You have no challenge or offer to withdraw here.

## Offers

offer-undo = take-back request
offer-draw = draw offer
# $opponent: mention; $author: name; $moves: the moves to take back.
undo-requested = { $opponent }, { $author } asks to take back { CODE($moves) } in #{ $game }. Answer { CODE("!accept #", $game) } or { CODE("!decline #", $game) }.
# $moves: the moves taken back; $player: mention; $color; $move: move number.
undone = #{ $game }: taken back { $moves }. { $player } to move, { $color }, move { $move }.
nothing-to-undo = You have no move to take back in #{ $game }.
# $opponent: mention; $author: name.
draw-offered = { $opponent }, { $author } offers a draw in #{ $game }. Answer { CODE("!accept #", $game) } or { CODE("!decline #", $game) } (a move also declines it).
# $offerer: mention; $decliner, $player: names; $offer: offer-undo or offer-draw.
offer-declined = { $offerer }, { $decliner } declines your { $offer } in #{ $game }. The game goes on: { $player } to move.
# $opponent: mention; $author: name.
offer-withdrawn = { $opponent }, { $author } withdraws the { $offer } in #{ $game }.
# $opponent: name.
own-offer = Your offer in #{ $game } waits for { $opponent }'s answer; to withdraw it: { CODE("!cancel #", $game) }
answer-first = { $opponent } made a { $offer } in #{ $game }: answer it first with { CODE("!accept #", $game) } or { CODE("!decline #", $game) }

## Lists

games-none = No games in this channel. Start one: { CODE("!challenge @friend english") }
games-head = Games here:
# One line: $variant; $white, $black: names; $state: one of the two below; $clock: " (clock)" or nothing.
games-line = #{ $game } { $variant } — { $white } ({ color-white }) vs { $black } ({ color-black }): { $state }{ $clock }
# $since: a duration.
games-challenge = challenge waiting for an answer for { $since }
games-to-move = { $player } to move, move { $move }, for { $since }
# Durations in a list: $n of each unit.
duration-seconds = { $n }s
duration-minutes = { $n }min
duration-hours = { $n }h
duration-days =
    { $n ->
        [one] { $n } day
       *[other] { $n } days
    }

## Settings

# The reminders in settings (below, with issue 14).
settings-reminders-off = off
settings-reminders-after = after { $hours } h without a move
settings-saved = Saved.
# $language: a language code, or prefs-language-auto; $flip: on/off.
prefs = Your preferences: language { $language }; boards from your side when it is your move, whatever the channel's orientation: { $flip }. Change them with { CODE("!prefs language it") }
prefs-language-auto = the channel's (or your app's, when the app tells it)
admins-only = Only the channel's admins can change its settings.
# $value: what was typed; $key: the setting; $allowed: the values it takes.
bad-setting = `{ $value }` is not a value for { $key }: use { $allowed }.

## The bot itself

internal-error = Something went wrong on my side and nothing was changed. Please try again.
database-unreachable = The bot cannot reach its database, try again in a moment.
pdn-inline = Game #{ $game } in PDN:
pdn-caption = Game #{ $game } in PDN
pdn-attached = Game #{ $game } in PDN, attached.
done = Done.
unknown-slash-command = Unknown command /{ $name }.
button-expired = This button has expired: type the command instead.
# $place: the platform's link to the thread.
played-in = Game #{ $game } is played in { $place }.
thread-name = Game #{ $game }
console-greeting =
    dama console. Type messages as `name: text`, e.g.
      alice: !challenge @bob english
      bob: !accept
      alice: !move 11-15
    !help lists the commands; Ctrl-D quits.
saved-image = image: { $path }
saved-file = file: { $path }
board-legend = ○ white man  ◎ white king  ● black man  ◉ black king

## Refusals of moves and !why

# $rule: a rule title (bold); $facts: a refusal sentence.
refused = #{ $game } { BOLD($rule) }: { $facts }.
# $move: the move; $general: the rule in a sentence.
explain-refusal = #{ $game } { CODE($move) } is not legal here. { BOLD($rule) }: { $facts }. { $general }
# $color: the side to move, when not the asker.
explain-refusal-other = #{ $game } (for { $color }, who is to move) { CODE($move) } is not legal here. { BOLD($rule) }: { $facts }. { $general }
# $number: the move number.
why-refused = Your move { CODE($move) } (move { $number }) was refused by the rule { BOLD($rule) }: { $facts }. { $general }
# $player: name; $color: colour.
why-not-your-turn = Your move { CODE($move) } (move { $number }) was refused because it was not your turn: { $player } ({ $color }) was to move. Players move in turn, one move each.
# $why: an explanation built from the explain- messages below.
explain-legal = { CODE($move) } { $why }
explain-legal-other = (for { $color }, who is to move) { CODE($move) } { $why }
# $mover: name.
explain-last-move = Nothing of yours was refused. The last move, { $mover }'s { CODE($move) } { $why }
explain-soffio-move = The last move, { $mover }'s { CODE($move) }, broke the rule "{ $rule }" ({ $facts }); the soffio house rule allows that, and the opponent may huff a piece that could have captured.
nothing-to-explain = Nothing to explain yet in #{ $game }. Ask about a move: { CODE("!why 11-15") }
# $text: what was typed; $forms: the square-forms of the variant.
bad-square = `{ $text }` is not a playable square. { $forms }
# $moves: the legal moves.
legal-here = Legal here: { $moves }.
# An explanation: $taking (explain-taking or nothing), $reason (one of explain-reason-*), $extra (explain-crowns, explain-passes or nothing).
explain = is legal{ $taking }; { $reason }{ $extra }.
explain-taking = , taking { $count }
explain-reason-only-move = it is the only legal move
explain-reason-free = no capture is available, so any move is allowed ({ $count } legal moves)
explain-reason-compulsory = captures are compulsory and any of the { $count } may be chosen, but it must be finished
explain-reason-maximum = it takes the maximum, { $pieces } pieces ({ $count } such captures)
explain-reason-italian = it is chosen by the Italian precedence (with a king, most kings, kings first) ({ $count } such captures)
explain-reason-most-kings = it is chosen by the rule of the most kings ({ $count } such captures)
explain-crowns = ; the man is crowned and the move ends
explain-passes = ; the man passes the kings row on { $square } but does not end there, so it stays a man

## Rule titles

rule-not-a-move = Not a move
rule-square-not-playable = Not a playable square
rule-no-piece = No piece there
rule-not-your-piece = Not your piece
rule-destination-occupied = Square occupied
rule-men-not-backwards = Men do not move backwards
rule-men-capture-forwards = Men capture forwards only
rule-kings-one-square = Kings move one square
rule-path-blocked = Path blocked
rule-not-a-step = Not a step this piece can make
rule-men-jump-short = Men jump short
rule-capture-compulsory = Capture is compulsory
rule-capture-not-finished = A capture must be finished
rule-maximum-capture = Maximum capture
rule-italian-men-cannot-take-kings = Men cannot take kings
rule-italian-capture-with-king = Capture with the king
rule-italian-more-kings = Take the most kings
rule-italian-king-earlier = Take the king first
rule-spanish-more-kings = Take the most kings
rule-jumped-twice = No piece is jumped twice
rule-jumped-piece-blocks = Jumped pieces stay until the move ends
rule-promotion-ends-move = Promotion ends the move
rule-passing-does-not-crown = Passing the kings row does not crown
rule-dameo-crowning-at-end = Crowned only where the move ends
rule-dameo-orthogonal-captures = Captures are orthogonal
rule-dameo-line-forward = Lines move forward
rule-dameo-king-not-in-line = Kings never move in a line
rule-nothing-to-take = Nothing to take
rule-own-piece = Own piece in the way
rule-not-legal = Not legal here
rule-piece-cannot-move = That piece cannot move
rule-ambiguous = Ambiguous move
rule-game-over = Game over
rule-not-your-turn = Not your turn
rule-other = Not legal

## Rules in a sentence, for !why

general-capture-compulsory = In every variant, when a capture is possible you must capture.
general-capture-not-finished = A piece that captures keeps jumping while it can; the whole sequence is one move.
general-maximum-capture = You must choose a capture that takes the most pieces (a king counts as one).
general-italian-men-cannot-take-kings = In Italian draughts a man can never capture a king.
general-italian-precedence = Italian precedence, in order: take the most pieces; capture with a king rather than a man; take the most kings; take a king as early as possible.
general-spanish-more-kings = Spanish rule: take the most pieces, and among those the most kings.
general-men-not-backwards = Men only step forward; kings may go back.
general-men-capture-forwards = In English, Italian and Spanish draughts men capture only forwards.
general-kings-one-square = In English and Italian draughts kings move and capture one square at a time.
general-path-blocked = A flying king moves along a free diagonal only.
general-jumped-twice = No piece may be jumped twice in one move.
general-jumped-piece-blocks = Captured pieces are removed only when the move ends; until then they block the way.
general-promotion-ends-move = A man that reaches the kings row is crowned and stops there.
general-passing-does-not-crown = A man is crowned only if its move ends on the kings row.
general-dameo-crowning-at-end = In Dameo a man is crowned only if its move ends on the last rank.
general-dameo-orthogonal-captures = In Dameo every capture goes along ranks and files.
general-dameo-lines = In Dameo an unbroken line of men may advance one square along its own direction; kings never join a line.
general-own-pieces = You move only your own pieces.
general-ambiguous = Write every landing square when several captures fit.

## The facts of a refusal ($typed: the move as written; $moves: moves that are allowed)

refusal-not-a-move = `{ $text }` is not a move. { $forms }
refusal-square-not-playable = { $square } is not a playable square in { $variant }. { $forms }
refusal-no-piece = there is no piece on { $square }
# $color: the owner's colour.
refusal-not-your-piece = the piece on { $square } is { $color }'s
refusal-occupied = { $square } is occupied
refusal-men-not-backwards = a man cannot go back from { $from } to { $to }
refusal-men-capture-forwards = men capture forwards only here: the man on { $from } cannot take backwards
refusal-kings-one-square = kings move one square at a time here: { $from } to { $to } is too far
refusal-path-blocked = the way from { $from } to { $to } is blocked by the piece on { $blocker }
refusal-men-jump-short = a man takes by jumping over an adjacent piece to the square just beyond it: { $from }x{ $to } goes too far
# $step: a step- sentence.
refusal-man-not-a-step = a man cannot go from { $from } to { $to }: { $step }
refusal-king-not-a-step = a king cannot go from { $from } to { $to }: { $step }
refusal-capture-compulsory = { $typed } takes nothing, but you can capture: { $moves }
refusal-capture-not-finished = { $typed } stops on { $square }, but the capture goes on from there: { $moves }
refusal-maximum-capture = { $typed } takes { $took } — the maximum here is { $max }: { $moves }
refusal-men-cannot-take-kings = in Italian draughts a man cannot take a king (the king on { $square })
refusal-capture-with-king = with equal captures the king must capture, not a man: { $moves }
refusal-more-kings = with equal captures take the most kings: { $typed } takes { $took }, { $max } is possible: { $moves }
refusal-king-earlier = with equal captures and kings, take the king as early as possible: { $moves }
refusal-jumped-twice = { $square } would be jumped twice
refusal-jumped-piece-blocks = the piece on { $square } is already taken but stays on the board until the move ends, and blocks the way
refusal-promotion-ends-move = the man is crowned on { $square } and must stop there
refusal-passing-does-not-crown = the man goes through { $square } as a man and cannot go on capturing as a king
refusal-crowning-at-end = on { $square } the man is still a man: it is crowned only where its move ends
refusal-men-orthogonal = men capture along ranks and files only, never diagonally
refusal-kings-orthogonal = kings capture along ranks and files only, never diagonally
refusal-line-forward = { $from } to { $to } must pass over an unbroken line of your own men, forwards
refusal-king-not-in-line = a king never moves in a line: it cannot pass over the piece on { $square }
refusal-nothing-to-take = there is nothing to take between { $from } and { $to }
refusal-own-piece = you cannot jump your own piece on { $square }
refusal-not-legal = { $text } is not legal here; the piece on { $from } can play: { $moves }
refusal-piece-cannot-move = the piece on { $from } has no move; legal moves: { $moves }
refusal-ambiguous = `{ $text }` fits several moves; write one in full: { $moves }
# $result: the outcome.
refusal-game-over = the game is over: { $result }
refusal-not-your-turn = it is not your turn: { $color } is to move
step-dameo-man = a man steps one square straight or diagonally forward, or advances a line of men
step-dameo-king = a king moves like a chess queen along a free line
step-short-king = a king moves one square diagonally
step-flying-king = a king moves along a free diagonal
step-man = a man moves one square diagonally forward

## How moves and squares are written (notation stays exactly as shown)

move-forms-english = Write a move as 11-15, a capture as 23x14 or with every landing square, 23x14x5.
move-forms-italian = Write a move as 21-17, a capture as 23x14 or with every landing square, 28x19x10.
move-forms-spanish = Write a move as 9-13, a capture as 10x19 or with every landing square, 8x12x20.
move-forms-international = Write a move as 32-28, a capture as 28x19 or with every landing square, 28x19x10.
move-forms-brazilian = Write a move as c3-d4, a capture as c3xe5 or with every landing square, c3xe5xc7.
move-forms-dameo = Write a move as c3-c4 (a line move as the rear man's from-to, c1-c4), a capture as e2xe4xg4xg6.
square-forms-32 = Squares are numbered 1 to 32.
square-forms-50 = Squares are numbered 1 to 50.
square-forms-72 = Squares are numbered 1 to 72.
square-forms-brazilian = Squares are a1 to h8, dark squares only (a1 is dark).
square-forms-dameo = Squares are a1 to h8.

## Help

help-intro = I referee draughts games in this chat: challenge a friend, play by typing moves, get the board after every move. Commands:
# $usage: the command's usage; $summary: its summary.
help-line = { CODE($usage) } — { $summary }
# $variant: the channel's variant; $forms: its move-forms.
help-default-variant = Here the default variant is { $variant }. { $forms } More on a command: { CODE("!help move") }
help-command = { CODE($usage) } — { $summary }.
# $aliases: other names of the command.
help-aliases = Also: { $aliases }.
# $name: an argument's name; $description: what it is.
help-arg = { $name }: { $description }
help-example = Example: { CODE($example) }
help-unknown = There is no command `{ $name }`. The list: { CODE("!help") }
variants-head = Variants:
# $code: the variant's code (english, italian, ...); $name: its name; $summary: one line on it.
variants-line = { BOLD($code) } — { $name }: { $summary }
variants-foot = Challenge with { CODE("!challenge @friend italian") }
summary-english = 8x8, Black moves first; men forward only, short kings; capture compulsory, any sequence, finished.
summary-italian = 8x8 mirrored, White first; men cannot take kings; short kings; most pieces, then king captures, most kings, kings first.
summary-spanish = 8x8 mirrored, numbered from the bottom right; flying kings; most pieces, then most kings.
summary-international = 10x10, 20 men each; men capture backwards; flying kings; maximum capture; crown only when the move ends on the last row.
summary-brazilian = International rules on an 8x8 board, algebraic squares (c3-d4).
summary-dameo = All 64 squares; men step straight or diagonally forward and advance in lines; orthogonal captures; kings move like queens.

## Parse errors

unknown-command = I don't know the command `{ $name }`.
# $command: the suggested command; $example: an example of it.
did-you-mean = Did you mean { CODE($command) }, as in { CODE($example) }?
all-commands = All commands: { CODE("!help") }
# $command: "!move"; $arg: the argument's name; $description: what it is; $usage, $example.
missing-argument = { CODE($command) } needs { $arg } ({ $description }). Usage: { CODE($usage) }. Example: { CODE($example) }
unexpected-word = { CODE($command) } does not take `{ $word }`. Usage: { CODE($usage) }. Example: { CODE($example) }
bad-argument = `{ $value }` is not valid as `{ $arg }` of { CODE($command) } ({ $description }).
bad-argument-example = Example: { CODE($example) }
bad-game-id = `{ $value }` is not a game number: write # and the number, e.g. { CODE($command, " #12") }

## Rules in short (!rules); notation exactly as written

topic-moves = Moves
topic-captures = Captures
topic-kings = Kings
topic-draws = Draws
topic-notation = Notation
# $name: the variant; $summary: its summary.
rules-head = { BOLD($name) } — { $summary }
# $title: a topic; $text: the rules of the topic.
rules-topic = { BOLD($title) }: { $text }
rules-more = More: { CODE("!rules ", $code, " draws") }, { CODE("!rules ", $code, " notation") }, { CODE("!rules ", $code, " giveaway") }
rules-flying-kings = Kings fly: any distance along a free diagonal; they capture a piece at any distance and land on any empty square beyond.
rules-english-moves = Black moves first. Men move one square diagonally forward onto an empty square.
rules-english-captures = Capturing is compulsory: jump an adjacent enemy piece onto the empty square beyond; men capture forwards only. A capture goes on while it can, but among several captures any may be chosen (no maximum rule).
rules-short-kings = A man reaching the far row is crowned and its move ends there. Kings move and capture one square at a time, forwards and backwards.
rules-english-draws = By agreement (!draw), or by the move count: when both sides have a king, 50 moves each with only kings moved and no capture. The bot applies it by itself.
rules-english-notation = Squares 1–32 from the top-left (Black's side); a1 is a playing square. Black starts on 1–12, White on 21–32. Moves 11-15; captures 23x14, or with every landing square 23x14x5.
rules-italian-moves = White moves first. Men move one square diagonally forward.
rules-italian-captures = Capturing is compulsory and must be finished. Men capture forwards only and can never take a king. Among several captures: the most pieces; then with a king rather than a man; then the most kings; then a king as early as possible; then free choice.
rules-italian-draws = Agreement; the same position for the third time with the same player to move; 2 kings against 1 not won within 20 moves, 3 against 2 within 30; the 40-move count on request (!draw count): 40 moves of the requester without captures or man moves.
rules-italian-notation = The board is mirrored: h1 is a playing square (the 'cantone', 32). Squares 1–32 from the top-left. White starts on 21–32, Black on 1–12. Moves 21-17; captures 28x19x10.
rules-spanish-moves = White moves first. Men move one square diagonally forward.
rules-spanish-captures = Capturing is compulsory; men capture forwards only, men and kings alike. Take the most pieces, then the most kings. Jumped pieces stay on the board until the move ends.
rules-spanish-kings = A man reaching the far row is crowned and stops. Kings fly: any distance along a free diagonal; they capture at a distance and, within a multiple capture, land where the capture can go on.
rules-spanish-draws = Agreement; third repetition with the same player to move; 3 kings against 1 not won within 12 moves each; the ending with men on 2 and 9 (or 31 and 24): 32 moves each.
rules-spanish-notation = Numbered 1–32 from the bottom right (White's side). White starts on 1–12, Black on 21–32. Moves 9-13; captures 10x19.
rules-international-captures = Capturing is compulsory; men capture forwards and backwards. The most pieces must be taken (a king counts one); ties are a free choice. Jumped pieces are removed when the move ends, and no piece is jumped twice.
rules-international-kings = A man is crowned only if its move ends on the far row: passing through it during a capture does not crown.
rules-international-draws = Agreement; third repetition; 25 moves each with only kings moved and no capture; three pieces with a king against a lone king: 16 moves each; two against a lone king: 5 moves each.
rules-international-moves = 10x10, 20 men each; White moves first. Men move one square diagonally forward.
rules-international-notation = Squares 1–50 from the top-left (1 = b10, 46 = a1). White starts on 31–50, Black on 1–20. Moves 32-28; captures 28x19x10.
rules-brazilian-moves = International rules on 8x8: White moves first from rows 1–3, Black from rows 6–8. Men move one square diagonally forward.
rules-brazilian-notation = Algebraic squares, a1 dark, White at the bottom: moves c3-d4, captures c3xe5xc7.
rules-dameo-moves = All 64 squares; White moves first; 18 men each. A man steps one square straight or diagonally forward. An unbroken line of your men may advance one square along its direction: the rear man goes to the square in front of the head (c1-c4 turns c1, c2, c3 into c2, c3, c4). Kings never join a line.
rules-dameo-captures = Men and kings capture orthogonally only (forwards, sideways, backwards), men and kings alike. The most pieces must be taken (a king counts one); jumped pieces are removed when the move ends.
rules-dameo-kings = A man is crowned only if its move ends on the last rank. Kings move like a chess queen and capture orthogonally at any distance, landing on any empty square beyond.
rules-dameo-draws = Agreement, or the same position for the third time with the same player to move.
rules-dameo-notation = Algebraic squares a1–h8 as in chess, White at the bottom. Moves c3-c4; captures e2xe4xg4xg6; a line move is written with the rear man's squares.

## Play over days

# $days: the number of days.
clock-days =
    { $days ->
        [one] { $days } day
       *[other] { $days } days
    }
# A stretch of time to the minute.
span-less-than-minute = less than a minute
span-minutes = { $minutes } min
span-hours = { $hours } h
span-hours-minutes = { $hours } h { $minutes } min
span-days = { $days } d
span-days-hours = { $days } d { $hours } h
# $per_move: clock-days; $left: a span.
clock-line = { $per_move } per move: { $left } left
clock-line-up = { $per_move } per move: time is up
clock-rule = Clock: { $per_move } per move; a player who does not move in time loses on time.
# $player: mention; $opponent: name.
clock-warning = { $player }, game #{ $game } against { $opponent }: 80% of your time for this move is gone — { $left } left ({ $per_move } per move). Move with { CODE("!move #", $game, " …") }, or the game is lost on time.
timed-out = No move in time ({ $per_move } per move).
# $player: mention; $opponent: name; $waiting: a span.
reminder = { $player }, it is your move in game #{ $game } against { $opponent } ({ $variant }), for { $waiting } now. { CODE("!board #", $game) } shows the position.
# $white, $black: a rating-change-one each.
rating-change = Ratings ({ $variant }): { $white }, { $black }.
rating-change-one = { $player } { $before } → { $after }
# $player: name.
stats-none = { $player } has no finished games here yet.
stats-head = { $player }'s results here:
# $rating: stats-rating or stats-unrated.
stats-line = { $variant }: { $wins } won, { $draws } drawn, { $losses } lost — { $rating }
stats-rating = rating { $rating } ± { $deviation }
stats-unrated = not rated yet
leaderboard-empty = No rated games of { $variant } here yet: finish one and the table starts. { CODE("!challenge @friend ", $code) }
leaderboard-head = Leaderboard of { $variant } here, ranked by rating − 2×RD (a rating each player is very likely above, so a lucky first win does not top the table; everyone starts at 1500 ± 350):
# $rank: the place; $player: name; $games: how many games.
leaderboard-line =
    { $rank }. { $player } — { $rating } ± { $deviation }, { $games ->
        [one] { $games } game
       *[other] { $games } games
    }
# $plies: how many moves; $end: the outcome, or replay-under-way.
replay-caption =
    #{ $game } { $white } ({ color-white }) vs { $black } ({ color-black }), { $variant }: the whole game, { $plies ->
        [one] { $plies } move
       *[other] { $plies } moves
    }. { $end }
replay-under-way = Under way.
replay-over = { $outcome }.
chart-caption = #{ $game } { $white } ({ color-white }) vs { $black } ({ color-black }): men and kings of each side after every move (solid lines: men, dashed: kings).
chart-title = #{ $game } { $white } vs { $black }
nothing-played = Game #{ $game } has not started: there is nothing to show yet.

## Commands: summaries (slash commands, !help) and arguments

# command-NAME: a command's summary (at most 100 characters: Discord's limit);
# command-NAME-ARG and argument-ARG: what an argument is (at most 100 characters).
command-help = What the bot does, how to type moves
command-help-command = a command to explain
command-variants = The variants and one line on each
command-challenge = Challenge someone to a game
command-challenge-opponent = who you challenge
command-challenge-variant = the variant (default: the channel's)
command-challenge-color = your colour
command-accept = Accept a challenge, take-back or draw
argument-game = which of your games, as #id
argument-what = what you answer: challenge, draw or undo (default: whatever waits for you)
command-decline = Decline a challenge, take-back or draw
command-cancel = Withdraw your challenge
command-move = Play a move in your game
command-move-move = the move, e.g. 23x14 or 11-15
command-board = Post the current board again
command-moves = Your legal moves (from one square)
command-moves-square = only the moves from this square
command-why = Explain the last ruling, or a move
command-why-move = a move to explain
command-rules = The rules in short
command-rules-variant = the variant
command-rules-topic = moves, captures, kings, draws, notation, giveaway
command-undo = Ask your opponent to take back your last move
command-draw = Offer or accept a draw, or start a count
command-draw-count = start a move count where the variant has one
command-resign = Resign
command-huff = Soffio: remove a piece that ignored a capture
command-huff-square = the piece that should have captured
command-games = Games here
command-stats = Wins, draws, losses and rating by variant
command-stats-player = whose results (default: yours)
command-top = The leaderboard of this community
command-top-variant = the variant
command-replay = The game as an animated GIF
command-chart = A chart of men and kings over the game
command-settings = Channel settings (admins only)
command-settings-key = the setting
argument-value = its new value
command-prefs = Your preferences: side, language, reminders, time zone, quiet hours, digest
command-prefs-key = the preference

## Slash commands' names in Discord's menu (the bot still reads the English name): lowercase
## letters and digits, - or _, no spaces, at most 32 characters, all different.

slash-help = help
slash-variants = variants
slash-challenge = challenge
slash-accept = accept
slash-decline = decline
slash-cancel = cancel
slash-move = move
slash-board = board
slash-moves = moves
slash-why = why
slash-rules = rules
slash-undo = undo
slash-draw = draw
slash-resign = resign
slash-huff = huff
slash-pdn = pdn
slash-games = games
slash-stats = stats
slash-top = top
slash-replay = replay
slash-chart = chart
slash-settings = settings
slash-prefs = prefs

## Giveaway (the player who cannot move wins), an option of every variant

# $variant: the variant's name.
game-kind-giveaway = { $variant }, giveaway
# In a challenge's list of options.
challenge-giveaway = giveaway: who cannot move wins
# After the variant's name when a game starts (mind the leading space).
game-starts-giveaway = {" "}(giveaway: the player who cannot move wins)
# $word: what was typed ("dama"); $turkish, $italian: the same command with each variant.
ambiguous-variant = `{ $word }` could mean Turkish draughts (dama, Türk daması) or Italian draughts (dama italiana), and it is this bot's name too. For Turkish draughts write { CODE($turkish) }; for Italian draughts { CODE($italian) }.
summary-russian = 8x8, algebraic squares; men capture backwards; flying kings; any capture may be chosen; a man crowned during a capture goes on as a king.
summary-turkish = All 64 squares, 16 men each; men step forward or sideways; kings fly along ranks and files; most pieces; captured pieces leave at once.
summary-pool = 8x8 numbered as English, Black first; men capture backwards; flying kings; any capture may be chosen.
summary-czech = 8x8, algebraic squares; men capture forwards only; flying kings; a king that can capture must, otherwise any capture.
summary-frisian = 10x10; men and kings also capture along files and ranks; the capture of highest value; a king moves at most three times in a row.
summary-canadian = International rules on a 12x12 board, 30 men each, squares 1 to 72.
topic-giveaway = Giveaway

## Rules in short of the variants added last (notation exactly as written)

rules-russian-moves = 8x8; White moves first from a1–h3, Black from a6–h8. Men move one square diagonally forward.
rules-russian-captures = Capturing is compulsory and must be finished, but among several captures any may be chosen (no majority rule). Men capture forwards and backwards. Jumped pieces stay on the board until the move ends (the 'Turkish strike'): they block the way and are never jumped twice.
rules-russian-kings = A man reaching the last row is crowned at once, even in the middle of a capture, and goes on capturing as a king in the same move.
rules-russian-draws = Agreement; the same position for the third time with the same player to move; 15 moves each of kings only without a capture; three kings against a lone king: 15 moves of the stronger side; kings on both sides and no change of material: 30 moves each with 4–5 pieces, 60 with 6–7; three pieces with a king against a lone king on the long diagonal a1–h8, or two pieces or a king against a lone king: 5 moves of the stronger side. The bot applies them by itself.
rules-russian-notation = Algebraic squares, a1 dark at White's lower left: moves c3-d4; captures with a colon and every landing square, c3:e5:c7 (x is read too).
rules-turkish-moves = All 64 squares; 16 men each, White on ranks 2–3, Black on 6–7; White moves first. Men step one square forward or sideways, never backwards or diagonally.
rules-turkish-captures = Capturing is compulsory: jump an adjacent piece forwards or sideways onto the empty square beyond (men never capture backwards). The most pieces must be taken (a king counts one); ties are a free choice. Each jumped piece leaves the board at once, and a capture may not turn back 180° between two jumps.
rules-turkish-kings = A man is crowned when its move ends on the last rank; reaching it during a capture it goes on as a man. Kings move like a chess rook along free ranks and files, and capture a piece at any distance along them, landing on any empty square beyond.
rules-turkish-draws = Agreement; one piece each (even a king against a man) is a draw at once; the same position for the third time with the same player to move.
rules-turkish-notation = Algebraic squares a1–h8 as in chess, White at the bottom: moves d3-d4; captures d4xd6xf6 (: is read too).
rules-pool-moves = 8x8 numbered as English draughts; Black moves first from 1–12, White from 21–32. Men move one square diagonally forward.
rules-pool-captures = Capturing is compulsory and must be finished, but among several captures any may be chosen. Men capture forwards and backwards. Pieces are taken off when the move ends; none is jumped twice.
rules-pool-kings = A man that ends its move on the last row is crowned; one that reaches it during a capture and can jump on must go on as a man, uncrowned.
rules-pool-draws = Agreement; the same position for the third time with the same player to move; three kings against one not won within 13 moves of the stronger side; 15 moves each of kings only without a capture.
rules-pool-notation = Squares 1–32 from the top-left (Black's side), as English draughts: moves 11-15; captures 15x24x31.
rules-czech-captures = Capturing is compulsory and must be finished; men capture forwards only. If a king can capture, a king must capture; otherwise, and among the kings' captures, any may be chosen. Jumped pieces are taken off when the move ends.
rules-czech-kings = A man is crowned when its move ends on the last row (men capture forwards only, so a capture that reaches it ends there).
rules-czech-draws = Agreement; the same position for the third time; 15 moves each without a capture and without a man moving.
rules-czech-notation = Algebraic squares, a1 dark: moves c3-d4; captures c3:e5:g7 (x is read too).
rules-frisian-moves = 10x10, 20 men each: White on 31–50 moves first, Black on 1–20. Men move one square diagonally forward. While its side still has men, a king may make at most three moves in a row without capturing; then another piece must move.
rules-frisian-captures = Capturing is compulsory, along diagonals and along files and ranks, forwards and backwards: along a file or rank a man jumps the piece two squares away to the dark square beyond. The capture of the highest value must be played: a king is worth more than a man and less than two (2 men beat 1 king, 2 kings beat 3 men); at equal value a king must capture. Pieces are taken off when the move ends.
rules-frisian-kings = A man is crowned only when its move ends on the last row. Kings move any distance along a free diagonal and capture in all eight directions at any distance, landing on any free dark square beyond.
rules-frisian-draws = Agreement; two kings against one king (kings only): 7 moves each; one king against one king: 2 moves each. Frisian draughts has no repetition rule.
rules-frisian-notation = Squares 1–50 from the top-left, as International: moves 32-28; captures 28x17, orthogonal ones the same way (21x23).
rules-canadian-moves = 12x12, 30 men each: White on 43–72 moves first, Black on 1–30. Men move one square diagonally forward.
rules-canadian-notation = Squares 1–72 from the top-left, six a row (1 = b12, 67 = a1). White starts on 43–72, Black on 1–30. Moves 45-39; captures 39x28x17.
rules-giveaway = Giveaway is an option for every variant (!challenge @friend russian giveaway): the player who cannot move — no pieces left, or all of them blocked — wins. Every other rule of the variant stays: captures are still compulsory, and its draw rules apply.

## The bot as a player: its games, hints and analyses

# An evaluation that found a forced win: $winner: a colour; $moves: the winner's moves.
eval-win = { $winner } wins in { $moves }
# $bot: the bot's name; $level: 1 to 10; $takebacks: one of the two below.
bot-game = #{ $game }: { $bot } plays at level { $level } of 10. Games against the bot are unrated. { $takebacks }
bot-takebacks-granted = At this level it grants take-backs (!undo).
bot-takebacks-low-levels = It grants take-backs at levels 1–3 only.
# $level: the level asked for.
level-out-of-range = There is no level { $level }: the bot plays levels 1 (a beginner) to 10 (full strength). For example { CODE("!challenge @dama level=5") }
level-only-against-bot = A level is for games against the bot; people play at their own. Challenge the bot with { CODE("!challenge @dama level=5") }
bot-no-soffio = { $bot } does not play the soffio house rule: challenge it without { CODE("soffio") }.
bot-no-giveaway = { $bot } plays only to win by the ordinary rules: challenge it without { CODE("giveaway") }.
bot-grants-takeback = #{ $game }: { $bot } (level { $level }) grants the take-back.
bot-declines-takeback = #{ $game }: { $bot } declines the take-back: at level { $level } it plays for real; it grants take-backs at levels 1–3 only.
bot-accepts-draw = #{ $game }: { $bot } accepts the draw.
bot-declines-draw = #{ $game }: { $bot } declines the draw: it takes one only when it stands worse, or when the game is level with eight pieces or fewer left. Play on, or resign with !resign.
hint-only-against-bot = No hints in game #{ $game }: it is played between people, and the engine's help would be unfair. Hints are for games against the bot: { CODE("!challenge @dama") }
# $move: the move; $eval: an evaluation (+0.35, or eval-win).
hint = Hint for #{ $game }: { CODE($move) } ({ $eval }).
# $line: moves.
hint-line = The line it expects: { CODE($line) }
analysis-of-live-game = Game #{ $game } is still being played between people: no engine analysis until it is over, as that would help one of them. Ask again when it has ended: { CODE("!analyse #", $game) }
analysis-of-giveaway = Game #{ $game } was played giveaway, where the side that cannot move wins: the engine judges positions by the ordinary rules, so it does not analyse it.
analysis-under-way = The analysis of game #{ $game } is already under way: it will be posted here when it is done.
# $done of $total positions; $percent: how far.
analysis-progress =
    Analysing game #{ $game }: { $done } of { $total ->
        [one] { $total } position
       *[other] { $total } positions
    } ({ $percent }%)…
# $seconds: how long it took, e.g. 9.4.
analysis-done =
    Analysis of game #{ $game }: done, { $total ->
        [one] { $total } position
       *[other] { $total } positions
    } in { $seconds } s.
# $variant: the variant; $white, $black: names.
analysis-head = { BOLD("Analysis of game #", $game) } ({ $variant }, { $white } – { $black }).
# $outcome: how the game ended.
analysis-head-over = { BOLD("Analysis of game #", $game) } ({ $variant }, { $white } – { $black }): { $outcome }.
# $player: name; $color; $moves: moves played; $loss: men lost a move on average (0.31); $mistakes, $decisive: counts.
analysis-side =
    { $player } ({ $color }): { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, { $loss } men lost a move on average, { $mistakes ->
        [one] { $mistakes } mistake
       *[other] { $mistakes } mistakes
    } ({ $decisive } decisive).
# $color: a colour.
analysis-mistakes-of = { $color }'s mistakes:
# $move: the move number; $played: the move; $cost: men lost (1.80); $before, $after: evaluations;
# $decisive: analysis-mistake-decisive or nothing; $better: the better move;
# $line: analysis-mistake-line or nothing; $why: analysis-mistake-why or nothing.
analysis-mistake = move { $move }: { CODE($played) } cost { $cost } men ({ $before } → { $after }){ $decisive }; better { CODE($better) }{ $line }{ $why }.
analysis-mistake-decisive = {" "}{ BOLD("— decisive") }
# $line: the better move's line (mind the leading space).
analysis-mistake-line = {" "}({ CODE($line) })
# $line: the opponent's best answer to the move played, and what follows.
analysis-mistake-why = . Why: { CODE($line) }
analysis-no-mistakes = No mistake of a man or more on either side.
# $moves: every move with its evaluation (notation: never translated).
analysis-moves = Every move (evaluation after it, + for White, ? a mistake): { $moves }
# $white, $black: names.
evaluation-chart-title = #{ $game } { $white } vs { $black }: evaluation
# $levels: bot-record-level parts joined by "; ".
bot-record = Against the bot (unrated): { $levels }.
bot-record-level = level { $level }: { $wins } won, { $draws } drawn, { $losses } lost

## Commands added with the bot

command-hint = The engine's move for you (against the bot)
command-analyse = The engine's review of a game, with a chart
command-top-giveaway = the variant's giveaway games, rated apart
slash-hint = hint
slash-analyse = analyse

## Draw counts, move forms and refusals of the variants added last

# $color: the stronger side; $moves: its moves so far.
ending-russian-kings-lone-king = Three kings against a lone king: { $color } has { $moves } of 15 moves to take it.
ending-russian-long-diagonal = Three pieces against a lone king on the long diagonal: { $color } has { $moves } of 5 moves to win.
ending-russian-few-lone-king = Against a lone king: { $color } has { $moves } of 5 moves to win.
ending-pool-three-kings-one = Three kings against one: { $color } has { $moves } of 13 moves to take it.
# $each: moves each so far.
ending-frisian-two-kings-one = Two kings against one: { $each } of 7 moves each.
ending-frisian-king-king = King against king: { $each } of 2 moves each.
move-forms-russian = Write a move as c3-d4, a capture as c3:e5 or with every landing square, c3:e5:c7.
move-forms-turkish = Write a move as d3-d4, a capture as d4xd6 or with every landing square, d4xd6xf6.
move-forms-pool = Write a move as 11-15, a capture as 15x24 or with every landing square, 15x24x31.
move-forms-czech = Write a move as c3-d4, a capture as c3:e5 or with every landing square, c3:e5:g7.
move-forms-frisian = Write a move as 32-28, a capture as 28x17 or with every landing square, 28x17x8.
move-forms-canadian = Write a move as 45-39, a capture as 45x34 or with every landing square, 45x34x23.
rule-czech-king-must-capture = A king must capture
rule-frisian-value = The capture of the highest value
rule-frisian-king-first = The king captures first
rule-frisian-three-king-moves = Three king moves in a row
rule-turkish-men-not-backwards = Men never go backwards
rule-turkish-no-turning-back = No turning back in a capture
rule-turkish-orthogonal = Along ranks and files only
rule-turkish-crowned-at-end = Crowned when the move ends
rule-pool-passing-does-not-crown = Passing the kings row does not crown
rule-russian-crowned-goes-on = A crowned man captures on as a king
rule-land-to-continue = Land where the capture goes on
# $moves: the captures that are allowed.
refusal-king-must-capture = a king can capture, so a king must: { $moves }
refusal-frisian-value = the capture of the highest value is compulsory (a king is worth more than one man and less than two): { $moves }
refusal-frisian-king-first = with captures of equal value, a king must capture rather than a man: { $moves }
refusal-frisian-three-king-moves = the king on { $square } has made three moves in a row, and while you have men it may now only capture; move another piece
refusal-turkish-men-not-backwards = men move and capture forwards or sideways, never backwards: { $from } to { $to } goes back
refusal-turkish-no-turning-back = a capture may not turn back the way it came (a 180° turn) after landing on { $square }
refusal-turkish-men-orthogonal = men move and capture along ranks and files, never diagonally
refusal-turkish-kings-orthogonal = kings move and capture along ranks and files, never diagonally
refusal-turkish-crowned-at-end = a man that reaches the kings row during a capture goes on as a man and is crowned when the move ends: on { $square } it is still a man; it can play: { $moves }
refusal-pool-passing-kings-row = a man that reaches the kings row by a jump and can jump on goes on as a man: it is not crowned on { $square }; it can play: { $moves }
refusal-russian-crowned-goes-on = a man crowned during a capture goes on capturing as a king: from { $square } it can go on: { $moves }
refusal-must-land-to-continue = after taking a piece a king must land where it can go on capturing, and from { $square } it cannot: { $moves }

## Community (issue 14)

# Changed with issue 14 (moved here from above): $variants: the variants' codes.
command-challenge-options = giveaway, soffio, days=N | bank=30+1/45, unrated, level=1..10 (against the bot)
command-pdn = Games as PDN
command-pdn-player = every game of this player here, in one file
command-pdn-all = every game of this channel, in one file
command-games-all = the finished games too, with their results
command-games-page = which page of the finished games
command-watch = Follow a game in private
command-unwatch = Stop following
argument-watched-game = which game, as #id
command-tournament = Tournaments
command-tournament-action = create, join, leave or start (none: the standings)
command-tournament-variant = the variant (create; default: the channel's)
command-tournament-options = days=N per move, rounds=N (create)
slash-watch = watch
slash-unwatch = unwatch
slash-tournament = tournament
help-tournament-options = Admins create and start a tournament; players join and leave. Up to 8 players: a round robin (Berger tables; rounds=2 plays each pair twice, colours swapped), tie-break Sonneborn–Berger. More: a Swiss tournament (score groups, no pair twice, colours balanced, a bye worth 1 point to the lowest ranked without one), rounds=N (default: ceil(log2 players) + 1), tie-break Buchholz. The bot starts each round's games with days=N per move (default 3); a player who leaves forfeits their remaining games.
bad-argument-tournament = Actions: create, join, leave, start; options (create): a variant, days=N (1–30), rounds=N.
# $since, $left: durations (duration-*).
games-challenge-lapses = challenge waiting for an answer for { $since }, lapses in { $left }
analysis-head-aborted = { BOLD("Analysis of game #", $game) } ({ $variant }, { $white } – { $black }): aborted, no result.
# A game ended before each side had moved. $player: mention (who resigned or ran out of time).
game-aborted-resigned = Game #{ $game } is aborted: { $player } resigned before each side had made a move. No result, no rating change.
game-aborted-time = Game #{ $game } is aborted: { $player } ran out of time before each side had made a move. No result, no rating change.
game-aborted-draw = Game #{ $game } is aborted: a draw was agreed before each side had made a move. No result, no rating change.
# $challenger, $challenged: mentions; $days: a clock-days text.
challenge-lapsed = { $challenger }: your challenge #{ $game } to { $challenged } lapsed, unanswered for { $days }. Challenge again with { CODE("!challenge") }.
# !games all: the channel's finished games, page by page.
finished-games-none = No finished games in this channel yet.
finished-games-head = Finished games here ({ $total }), page { $page } of { $pages }:
# $variant: its name; $white, $black: names; $result: finished-game-aborted, finished-game-won or how a draw ended; $plies: half-moves played.
finished-game-line =
    #{ $game } { $variant } — { $white } vs { $black }: { $result }, { $plies ->
        [one] { $plies } ply
       *[other] { $plies } plies
    }
finished-game-line-unrated =
    #{ $game } { $variant } — { $white } vs { $black }: { $result }, unrated, { $plies ->
        [one] { $plies } ply
       *[other] { $plies } plies
    }
finished-game-aborted = aborted
# $player: the winner's name; $how: how the game ended.
finished-game-won = { $player } won ({ $how })
finished-games-more = More: { CODE("!games all ", $page) }
no-such-page = There is no page { $page }: the finished games fill { $pages }. Try { CODE("!games all ", $pages) }.
# The caption of a PDN file of several games. $player: a name.
pdn-collection-player =
    { $count ->
        [one] { $count } game
       *[other] { $count } games
    } of { $player } in this channel, in one PDN file.
pdn-collection =
    { $count ->
        [one] { $count } game
       *[other] { $count } games
    } of this channel, in one PDN file.
# $player: mention.
no-games-to-export-player = { $player } has played no game in this channel.
no-games-to-export = No game has been played in this channel.
# !watch: the moves of a game come to a spectator privately.
watching = You now follow game #{ $game }: its moves come to you privately. Stop with { CODE("!unwatch #", $game) }.
watching-already = You already follow game #{ $game }. Stop with { CODE("!unwatch #", $game) }.
unwatched = You no longer follow game #{ $game }.
not-watching-game = You do not follow game #{ $game }.
not-watching = You follow no game in this channel.
watch-own-game = You play in game #{ $game }: its moves already reach you here.
# What a spectator's private message starts with. $white, $black: names.
watched-news = Game #{ $game }, { $white } vs { $black }:
# $player: mention.
direct-refused = { $player }: I cannot write to you privately, so you no longer follow any game. Open a private chat with me (or allow direct messages), then { CODE("!watch") } again.
# Tournaments. $id: the tournament's number; $variant: its name; $days: a clock-days text.
tournament-created = Tournament #{ $id } is open: { $variant }, { $days } per move. Join with { CODE("!tournament join") }; an admin starts it with { CODE("!tournament start") }.
tournament-created-rounds =
    Tournament #{ $id } is open: { $variant }, { $days } per move, { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }. Join with { CODE("!tournament join") }; an admin starts it with { CODE("!tournament start") }.
tournament-exists = This channel already has tournament #{ $id } under way. See it with { CODE("!tournament") }.
no-tournament = No tournament in this channel. An admin opens one with { CODE("!tournament create") }.
# $player: mention; $players: how many play now.
tournament-joined =
    { $player } joins tournament #{ $id } ({ $players ->
        [one] { $players } player
       *[other] { $players } players
    }).
tournament-joined-already =
    { $player } is already in tournament #{ $id } ({ $players ->
        [one] { $players } player
       *[other] { $players } players
    }).
tournament-closed = Tournament #{ $id } has started: it takes no more players.
# $player: mention.
tournament-left = { $player } leaves tournament #{ $id }.
tournament-left-forfeits = { $player } leaves tournament #{ $id } and forfeits their remaining games.
not-in-tournament = You do not play in tournament #{ $id }.
tournament-too-small =
    Tournament #{ $id } has { $players ->
        [one] { $players } player
       *[other] { $players } players
    }: it needs at least 3 to start.
tournament-changed = Tournament #{ $id } changed meanwhile (someone joined or left): try { CODE("!tournament start") } again.
tournament-started-swiss = Tournament #{ $id } starts: { $players } players, a Swiss tournament (tie-break: Buchholz), { $rounds } rounds.
tournament-started-round-robin = Tournament #{ $id } starts: { $players } players, a round robin (tie-break: Sonneborn–Berger), { $rounds } rounds.
round-started = Tournament #{ $id }, round { $round } of { $rounds }:
# A round's pairing. $white, $black: mentions in pairing-game, names otherwise; $result: a result (1–0, ½–½, result-*).
pairing-game = #{ $game } { $white } ({ color-white }) vs { $black } ({ color-black })
pairing-result = { $white } vs { $black }: { $result }
# $player: a name.
pairing-bye = { $player }: bye (1 point)
result-white-forfeit = 1–0 by forfeit
result-black-forfeit = 0–1 by forfeit
result-double-forfeit = 0–0, both forfeited
result-bye = bye
result-to-play = to play
# The standings. $white, $black: names ($black may be —); $result: as in pairing-result.
standings-after = Tournament #{ $id }: { $white } – { $black } { $result }.
standings-open =
    Tournament #{ $id } ({ $variant }), open, { $players ->
        [one] { $players } player
       *[other] { $players } players
    }:
standings-join = Join with { CODE("!tournament join") }
standings-final = #{ $id } final standings:
standings-round = #{ $id } standings, round { $round } of { $rounds }:
# One player's line. $rank: place; $player: name (or standing-left); $points: points as written (2½); $value: the same as a number, to select on; $played: games played; $system: Buchholz or SB (Sonneborn–Berger); $tiebreak: its points.
standing-line =
    { $rank }. { $player } — { $points } { $value ->
        [one] pt
       *[other] pts
    } in { $played }, { $system } { $tiebreak }
# $player: a name.
standing-left = { $player } (left)
standings-title = Tournament #{ $id } — round { $round } of { $rounds }
# $player: mention.
tournament-over = Tournament #{ $id } is over. The winner: { $player }!

## Correspondence (issue 17)

# The channel's settings. $language: a language code; $variant: the variant's code; $reminders: settings-reminders-*; $threads: on/off; $challenge_days: a clock-days text; $vacation_days: a number (0: vacations off).
settings-channel = Settings of this channel: language { $language }, variant { $variant }, orientation { $orientation } (boards from the side of the player to move when 'mover'), reminders { $reminders }, one thread per game { $threads }, challenges lapse after { $challenge_days }, vacation days per player and year { $vacation_days }. Admins change them with { CODE("!settings language it") }
help-challenge-options-bank = Variants: { $variants }. Colour: white, black or random (default). Options: giveaway (the player who cannot move wins; any variant), soffio (Spanish, International), days=N (days per move) or bank=30+1/45 (a bank of 30 days, +1 per move, at most 45; hours with h), unrated (no rating counts the result). Against the bot (@dama, or the bot's own mention): level=1..10. A challenge not answered lapses after the channel's challenge_days (default 7). A game that ends before each side has moved is aborted and not rated.
bad-argument-challenge-bank = Variants: { $variants }; colours: white, black, random; options: giveaway, soffio, days=N (1–30) or bank=30+1/45, unrated, level=N (1–10, against the bot).
command-away = Vacation: your clocks stop
command-away-length = days (5d), on or off
slash-away = away
# !help prefs: the values each preference takes (keywords and values exactly as written).
help-prefs-values = flip on|off: boards from your side on your move. language en|it|auto. reminders 12h|off|channel: how often a game waiting for you reminds you. timezone Europe/Rome: your IANA time zone (UTC until set), for the two below. quiet 22-08|off: no reminders or mentions in those hours; one summary of your games when they end. digest daily 09:00|off: one message a day, in a direct message where the platform allows it, listing every game where it is your move and the time left, instead of a reminder per game.
# A time bank: $bank is its rule as typed (30+1/45: 30 days, +1 a move, at most 45).
clock-setting-bank = bank { $bank }
clock-rule-bank = Clock: a time bank of { $bank } (days, or hours with h: the bank, + what each move adds, / the most it holds); a player whose bank runs out loses on time.
# $white, $black: a span, or clock-bank-up.
clock-line-bank = Bank { $bank }: { color-white } { $white }, { color-black } { $black }
clock-bank-up = time is up
# $player: mention; $opponent: name; $left: a span.
clock-warning-bank = { $player }, game #{ $game } against { $opponent }: 80% of your time is gone — { $left } left (bank { $bank }). Move with { CODE("!move #", $game, " …") }, or the game is lost on time.
timed-out-bank = No move in time (bank { $bank }).
# !prefs, after the language and the boards. $reminders: one of the three below; $zone: an IANA time zone; $used, $allowed: vacation days.
prefs-hours = Reminders { $reminders }; time zone { $zone }; vacation days taken this year { $used } of { $allowed }
prefs-reminders-channel = the channel's
prefs-reminders-off = off
prefs-reminders-every = every { $hours } h
# Added to prefs-hours when set (prefs-away after a space). $quiet: hours as 22-08; $at: a time as 09:00; $left: a span.
prefs-quiet = ; quiet hours { $quiet }
prefs-digest = ; daily digest at { $at }
prefs-away = (away now, for { $left } more)
# !away. $span: how long (a span); $left: clock-days.
away-started = Enjoy your vacation: for { $span } all your clocks are stopped and nobody is reminded about you. It ends when you move, or with { CODE("!away off") }. Vacation left this year: { $left }.
away-extended = Your vacation now ends in { $span }. It ends when you move, or with { CODE("!away off") }. Vacation left this year: { $left }.
# $player: name; $days: days taken this year.
away-ended = Welcome back, { $player }: your clocks run again, each with the time it had. Vacation days taken this year: { $days }.
# $opponent: mention; $away: name; $span: a span.
opponent-away = { $opponent }, { $away } is on vacation for up to { $span }: their clock in game #{ $game } is stopped until they are back.
not-away = You are not away. { CODE("!away 5d") } starts a vacation of five days.
vacations-off = Vacations are off in this channel (setting vacation_days 0).
no-vacation-left =
    You have taken all { $days } { $days ->
        [one] vacation day
       *[other] vacation days
    } of this year.
# $value: what was typed.
bad-away = `{ $value }` is no vacation length. Try { CODE("!away 5d") }, { CODE("!away on") } or { CODE("!away off") }.
# The games where it is a player's move. $player: mention; $games: how many.
digest-daily =
    { $player }, your daily digest: it is your move in { $games ->
        [0] no game
        [one] { $games } game
       *[other] { $games } games
    }.
digest-quiet-over =
    { $player }, your quiet hours are over: it is your move in { $games ->
        [0] no game
        [one] { $games } game
       *[other] { $games } games
    }.
# $opponent: name; $waiting: a span; $clock: a clock line.
digest-line = #{ $game } against { $opponent } ({ $variant }), waiting { $waiting }; { $clock }.
digest-line-no-clock = #{ $game } against { $opponent } ({ $variant }), waiting { $waiting }; no clock.
