# Live clocks (issue 33). $clock: the time control as typed, minutes+seconds ("5+3");
# $white, $black: the time each side has, as a clock shows it ("4:32", "0:09.8").
challenge-live = live { $clock }
challenge-unrated = unrated
game-starts-unrated = Unrated: no rating counts this game.
clock-rule-live = Clock: live { $clock } (minutes for each player's whole game + seconds added after each move); a player whose time runs out loses on time.
clock-line-live = Live { $clock }: { color-white } { $white }, { color-black } { $black }
timed-out-live = Time ran out (live { $clock }).
draw-time-no-win = draw: time ran out, but the opponent could not have won
# A rating pool of games on a live clock, rated apart: "English draughts, live". $kind: the game kind.
game-kind-live = { $kind }, live
# !top live: the argument, in the command's help.
command-top-live = the variant's games on a live clock, rated apart
