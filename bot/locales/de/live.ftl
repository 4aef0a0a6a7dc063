# Live clocks (issue 33). $clock: the time control as typed, minutes+seconds ("5+3");
# $white, $black: the time each side has, as a clock shows it ("4:32", "0:09.8").
challenge-live = live { $clock }
challenge-unrated = ungewertet
game-starts-unrated = Ungewertet: Die Partie zählt für keine Wertung.
clock-rule-live = Uhr: live { $clock } (Minuten für die ganze Partie jedes Spielers + Sekunden, die nach jedem Zug hinzukommen); wessen Zeit abläuft, verliert auf Zeit.
clock-line-live = Live { $clock }: { color-white } { $white }, { color-black } { $black }
timed-out-live = Zeit abgelaufen (live { $clock }).
draw-time-no-win = Remis: Die Zeit lief ab, aber der Gegner hätte nicht mehr gewinnen können
# A rating pool of games on a live clock, rated apart: "English draughts, live". $kind: the game kind.
game-kind-live = { $kind }, live
# !top live: the argument, in the command's help.
command-top-live = die Partien der Variante mit Live-Uhr, eigens gewertet
