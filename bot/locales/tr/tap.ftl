# Moving by tapping (issue 33): the board as keys on Telegram, the Move button and its menus on
# Discord. $game: the game's number; $player: the player to move (a plain name, not a
# mention: it is shown to one person only); $from, $to: squares; $move: a move as written.
tap-out-of-date = #{ $game } oyununun bu tahtası güncel değil: en yenisinde oyna.
tap-not-your-board = #{ $game } oyununun bu tahtasında yalnızca { $player } hamle yapabilir.
tap-not-your-move = #{ $game } oyununda sıra sende değil: rakibinin hamlesini bekle.
tap-move-button = Hamle
tap-pick-move = #{ $game } oyunu: hamleni seç.
tap-pick-piece = #{ $game } oyunu: oynatacağın taşı seç.
tap-pick-destination = #{ $game } oyunu: { $from } karesindeki taş nereye gidecek?
tap-pick-capture = #{ $game } oyunu: { $from } karesinden { $to } karesine birden çok alma var. Hangisi?
tap-played = #{ $game } oyunu: { CODE($move) } oynadın.
# Bir bulmacanın tahtası tuşlar olarak. $puzzle: bulmacanın numarası; $player: onu çözen.
tap-puzzle-out-of-date = #{ $puzzle } numaralı bulmacanın bu tahtası güncel değil: en yenisinde oyna.
tap-puzzle-not-your-board = #{ $puzzle } numaralı bulmacayı { $player } çözüyor: kendininkini !puzzle #{ $puzzle } ile iste.
tap-puzzle-pick-move = Bulmaca #{ $puzzle }: hamleni seç.
tap-puzzle-pick-piece = Bulmaca #{ $puzzle }: oynayacağın taşı seç.
tap-puzzle-pick-destination = Bulmaca #{ $puzzle }: { $from } karesindeki taş nereye gidiyor?
tap-puzzle-pick-capture = Bulmaca #{ $puzzle }: { $from } karesinden { $to } karesine birkaç alış gidiyor. Hangisi?
tap-puzzle-played = Bulmaca #{ $puzzle }: { CODE($move) } oynadın.
