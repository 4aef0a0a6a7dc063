# Live clocks (issue 33). $clock: the time control as typed, minutes+seconds ("5+3");
# $white, $black: the time each side has, as a clock shows it ("4:32", "0:09.8").
challenge-live = en direct { $clock }
challenge-unrated = non classée
game-starts-unrated = Non classée : la partie ne compte pour aucun classement.
clock-rule-live = Pendule : en direct { $clock } (minutes pour toute la partie de chaque joueur + secondes ajoutées après chaque coup) ; un joueur dont le temps s'épuise perd au temps.
clock-line-live = En direct { $clock } : { color-white } { $white }, { color-black } { $black }
timed-out-live = Temps écoulé (en direct { $clock }).
draw-time-no-win = nulle : le temps s'est écoulé, mais l'adversaire ne pouvait pas gagner
# A rating pool of games on a live clock, rated apart: "English draughts, live". $kind: the game kind.
game-kind-live = { $kind }, en direct
# !top live: the argument, in the command's help.
command-top-live = les parties en direct de la variante, classées à part
