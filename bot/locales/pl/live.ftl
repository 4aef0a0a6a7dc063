# Live clocks (issue 33). $clock: the time control as typed, minutes+seconds ("5+3");
# $white, $black: the time each side has, as a clock shows it ("4:32", "0:09.8").
challenge-live = na żywo { $clock }
challenge-unrated = bez rankingu
game-starts-unrated = Bez rankingu: partia nie liczy się do żadnego rankingu.
clock-rule-live = Zegar: na żywo { $clock } (minuty na całą partię każdego gracza + sekundy dodawane po każdym ruchu); komu skończy się czas, przegrywa na czas.
clock-line-live = Na żywo { $clock }: { color-white } { $white }, { color-black } { $black }
timed-out-live = Czas minął (na żywo { $clock }).
draw-time-no-win = remis: czas minął, ale przeciwnik nie mógł już wygrać
# A rating pool of games on a live clock, rated apart: "English draughts, live". $kind: the game kind.
game-kind-live = { $kind }, na żywo
# !top live: the argument, in the command's help.
command-top-live = partie wariantu na żywo, z osobnym rankingiem
