# Live clocks (issue 33). $clock: the time control as typed, minutes+seconds ("5+3");
# $white, $black: the time each side has, as a clock shows it ("4:32", "0:09.8").
challenge-live = canlı { $clock }
challenge-unrated = puansız
game-starts-unrated = Puansız: bu oyun hiçbir puana sayılmaz.
clock-rule-live = Saat: canlı { $clock } (her oyuncunun tüm oyunu için dakika + her hamleden sonra eklenen saniye); süresi biten oyuncu süreden kaybeder.
clock-line-live = Canlı { $clock }: { color-white } { $white }, { color-black } { $black }
timed-out-live = Süre doldu (canlı { $clock }).
draw-time-no-win = berabere: süre doldu, ama rakip artık kazanamazdı
# A rating pool of games on a live clock, rated apart: "English draughts, live". $kind: the game kind.
game-kind-live = { $kind }, canlı
# !top live: the argument, in the command's help.
command-top-live = varyantın canlı saatli oyunları, ayrı puanla
