# Live clocks (issue 33). $clock: the time control as typed, minutes+seconds ("5+3");
# $white, $black: the time each side has, as a clock shows it ("4:32", "0:09.8").
challenge-live = živě { $clock }
challenge-unrated = nehodnocená
game-starts-unrated = Nehodnocená: partie se nepočítá do žádného hodnocení.
clock-rule-live = Hodiny: živě { $clock } (minuty na celou partii každého hráče + sekundy přidané po každém tahu); komu dojde čas, prohrává na čas.
clock-line-live = Živě { $clock }: { color-white } { $white }, { color-black } { $black }
timed-out-live = Čas vypršel (živě { $clock }).
draw-time-no-win = remíza: čas vypršel, ale soupeř už nemohl vyhrát
# A rating pool of games on a live clock, rated apart: "English draughts, live". $kind: the game kind.
game-kind-live = { $kind }, živě
# !top live: the argument, in the command's help.
command-top-live = partie varianty na živé hodiny, s vlastním ratingem
