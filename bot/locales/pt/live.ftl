# Live clocks (issue 33). $clock: the time control as typed, minutes+seconds ("5+3");
# $white, $black: the time each side has, as a clock shows it ("4:32", "0:09.8").
challenge-live = ao vivo { $clock }
challenge-unrated = sem rating
game-starts-unrated = Sem rating: a partida não conta para nenhum rating.
clock-rule-live = Relógio: ao vivo { $clock } (minutos para a partida inteira de cada jogador + segundos somados após cada lance); quem fica sem tempo perde por tempo.
clock-line-live = Ao vivo { $clock }: { color-white } { $white }, { color-black } { $black }
timed-out-live = O tempo acabou (ao vivo { $clock }).
draw-time-no-win = empate: o tempo acabou, mas o adversário não poderia vencer
# A rating pool of games on a live clock, rated apart: "English draughts, live". $kind: the game kind.
game-kind-live = { $kind }, ao vivo
# !top live: the argument, in the command's help.
command-top-live = as partidas ao vivo da variante, com rating à parte
