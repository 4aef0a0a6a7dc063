# Live clocks (issue 33). $clock: the time control as typed, minutes+seconds ("5+3");
# $white, $black: the time each side has, as a clock shows it ("4:32", "0:09.8").
challenge-live = live { $clock }
challenge-unrated = zonder rating
game-starts-unrated = Zonder rating: de partij telt voor geen enkele rating.
clock-rule-live = Klok: live { $clock } (minuten voor de hele partij van elke speler + seconden erbij na elke zet); wie door zijn tijd heen is, verliest op tijd.
clock-line-live = Live { $clock }: { color-white } { $white }, { color-black } { $black }
timed-out-live = Tijd om (live { $clock }).
draw-time-no-win = remise: de tijd was om, maar de tegenstander kon niet meer winnen
# A rating pool of games on a live clock, rated apart: "English draughts, live". $kind: the game kind.
game-kind-live = { $kind }, live
# !top live: the argument, in the command's help.
command-top-live = de livepartijen van de variant, met een eigen rating
