# Moving by tapping (issue 33): the board as keys on Telegram, the Move button and its menus on
# Discord. $game: the game's number; $player: the player to move (a plain name, not a
# mention: it is shown to one person only); $from, $to: squares; $move: a move as written.
tap-out-of-date = Este tablero de la partida #{ $game } ya no está al día: juega en el más reciente.
tap-not-your-board = Solo { $player } puede mover en este tablero de la partida #{ $game }.
tap-not-your-move = En la partida #{ $game } no es tu turno: espera la jugada de tu rival.
tap-move-button = Mover
tap-pick-move = Partida #{ $game }: elige tu jugada.
tap-pick-piece = Partida #{ $game }: elige la pieza que vas a mover.
tap-pick-destination = Partida #{ $game }: ¿adónde va la pieza de { $from }?
tap-pick-capture = Partida #{ $game }: varias capturas van de { $from } a { $to }. ¿Cuál?
tap-played = Partida #{ $game }: has jugado { CODE($move) }.
# El tablero de un problema como teclas. $puzzle: el número del problema; $player: quién lo resuelve.
tap-puzzle-out-of-date = Este tablero del problema #{ $puzzle } ya no está al día: juega en el más reciente.
tap-puzzle-not-your-board = { $player } está resolviendo el problema #{ $puzzle }: pide el tuyo con !puzzle #{ $puzzle }.
tap-puzzle-pick-move = Problema #{ $puzzle }: elige tu jugada.
tap-puzzle-pick-piece = Problema #{ $puzzle }: elige la pieza que mueves.
tap-puzzle-pick-destination = Problema #{ $puzzle }: ¿adónde va la pieza de { $from }?
tap-puzzle-pick-capture = Problema #{ $puzzle }: varias capturas van de { $from } a { $to }. ¿Cuál?
tap-puzzle-played = Problema #{ $puzzle }: has jugado { CODE($move) }.
