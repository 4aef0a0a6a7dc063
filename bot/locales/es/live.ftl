# Live clocks (issue 33). $clock: the time control as typed, minutes+seconds ("5+3");
# $white, $black: the time each side has, as a clock shows it ("4:32", "0:09.8").
challenge-live = en vivo { $clock }
challenge-unrated = sin puntuar
game-starts-unrated = Sin puntuar: la partida no cuenta para ninguna puntuación.
clock-rule-live = Reloj: en vivo { $clock } (minutos para toda la partida de cada jugador + segundos que se suman tras cada jugada); quien agota su tiempo pierde por tiempo.
clock-line-live = En vivo { $clock }: { color-white } { $white }, { color-black } { $black }
timed-out-live = Se acabó el tiempo (en vivo { $clock }).
draw-time-no-win = tablas: se acabó el tiempo, pero el rival no podía ganar
# A rating pool of games on a live clock, rated apart: "English draughts, live". $kind: the game kind.
game-kind-live = { $kind }, en vivo
# !top live: the argument, in the command's help.
command-top-live = las partidas en vivo de la variante, con puntuación aparte
