# Moving by tapping (issue 33): the board as keys on Telegram, the Move button and its menus on
# Discord. $game: the game's number; $player: the player to move (a plain name, not a
# mention: it is shown to one person only); $from, $to: squares; $move: a move as written.
tap-out-of-date = Este tabuleiro da partida #{ $game } está desatualizado: jogue no mais recente.
tap-not-your-board = Só { $player } pode mover neste tabuleiro da partida #{ $game }.
tap-not-your-move = Na partida #{ $game } não é sua vez: espere o lance do adversário.
tap-move-button = Mover
tap-pick-move = Partida #{ $game }: escolha seu lance.
tap-pick-piece = Partida #{ $game }: escolha a peça a mover.
tap-pick-destination = Partida #{ $game }: para onde vai a peça de { $from }?
tap-pick-capture = Partida #{ $game }: várias capturas levam de { $from } a { $to }. Qual delas?
tap-played = Partida #{ $game }: você jogou { CODE($move) }.
# O tabuleiro de um problema como teclas. $puzzle: o número do problema; $player: quem o resolve.
tap-puzzle-out-of-date = Este tabuleiro do problema #{ $puzzle } está desatualizado: jogue no mais recente.
tap-puzzle-not-your-board = { $player } está resolvendo o problema #{ $puzzle }: peça o seu com !puzzle #{ $puzzle }.
tap-puzzle-pick-move = Problema #{ $puzzle }: escolha seu lance.
tap-puzzle-pick-piece = Problema #{ $puzzle }: escolha a peça que move.
tap-puzzle-pick-destination = Problema #{ $puzzle }: para onde vai a peça de { $from }?
tap-puzzle-pick-capture = Problema #{ $puzzle }: várias capturas vão de { $from } a { $to }. Qual?
tap-puzzle-played = Problema #{ $puzzle }: você jogou { CODE($move) }.
