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
