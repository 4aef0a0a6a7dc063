# Moving by tapping (issue 33): the board as keys on Telegram, the Move button and its menus on
# Discord. $game: the game's number; $player: the player to move (a plain name, not a
# mention: it is shown to one person only); $from, $to: squares; $move: a move as written.
tap-out-of-date = This board of game #{ $game } is out of date: play on the newest one.
tap-not-your-board = Only { $player } can move on this board of game #{ $game }.
tap-not-your-move = It is not your move in game #{ $game }: wait for your opponent's.
tap-move-button = Move
tap-pick-move = Game #{ $game }: choose your move.
tap-pick-piece = Game #{ $game }: choose the piece to move.
tap-pick-destination = Game #{ $game }: where does the piece on { $from } go?
tap-pick-capture = Game #{ $game }: several captures go from { $from } to { $to }. Which one?
tap-played = Game #{ $game }: you played { CODE($move) }.
