# Live clocks (issue 33). $clock: the time control as typed, minutes+seconds ("5+3");
# $white, $black: the time each side has, as a clock shows it ("4:32", "0:09.8").
challenge-live = блиц { $clock }
challenge-unrated = без рейтинга
game-starts-unrated = Без рейтинга: партия не влияет ни на какой рейтинг.
clock-rule-live = Контроль времени: блиц { $clock } (минуты на всю партию каждому игроку + секунды, добавляемые после каждого хода); у кого кончится время, тот проигрывает по времени.
clock-line-live = Блиц { $clock }: { color-white } { $white }, { color-black } { $black }
timed-out-live = Время истекло (блиц { $clock }).
draw-time-no-win = ничья: время истекло, но соперник уже не мог выиграть
# A rating pool of games on a live clock, rated apart: "English draughts, live". $kind: the game kind.
game-kind-live = { $kind }, блиц
# !top live: the argument, in the command's help.
command-top-live = блиц-партии варианта, с отдельным рейтингом
