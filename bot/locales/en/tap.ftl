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
# A puzzle's board as keys: the same, naming the puzzle. $puzzle: the puzzle's number; $player: who solves it.
tap-puzzle-out-of-date = This board of puzzle #{ $puzzle } is out of date: play on the newest one.
tap-puzzle-not-your-board = { $player } is solving puzzle #{ $puzzle }: ask for your own with !puzzle #{ $puzzle }.
tap-puzzle-pick-move = Puzzle #{ $puzzle }: choose your move.
tap-puzzle-pick-piece = Puzzle #{ $puzzle }: choose the piece to move.
tap-puzzle-pick-destination = Puzzle #{ $puzzle }: where does the piece on { $from } go?
tap-puzzle-pick-capture = Puzzle #{ $puzzle }: several captures go from { $from } to { $to }. Which one?
tap-puzzle-played = Puzzle #{ $puzzle }: you played { CODE($move) }.
