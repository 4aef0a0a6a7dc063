# Live clocks (issue 33). $clock: the time control as typed, minutes+seconds ("5+3");
# $white, $black: the time each side has, as a clock shows it ("4:32", "0:09.8").
challenge-live = a tempo { $clock }
challenge-unrated = amichevole
game-starts-unrated = Amichevole: la partita non conta per il punteggio.
clock-rule-live = Orologio: a tempo { $clock } (minuti per l'intera partita di ciascuno + secondi aggiunti dopo ogni mossa); chi finisce il tempo perde per tempo.
clock-line-live = Tempo { $clock }: { color-white } { $white }, { color-black } { $black }
timed-out-live = Tempo scaduto (a tempo { $clock }).
draw-time-no-win = patta: tempo scaduto, ma l'avversario non avrebbe potuto vincere
# A rating pool of games on a live clock, rated apart: "English draughts, live". $kind: the game kind.
game-kind-live = { $kind }, a tempo
# !top live: the argument, in the command's help.
command-top-live = le partite a tempo della variante, con punteggi a parte
