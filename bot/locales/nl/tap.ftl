# Moving by tapping (issue 33): the board as keys on Telegram, the Move button and its menus on
# Discord. $game: the game's number; $player: the player to move (a plain name, not a
# mention: it is shown to one person only); $from, $to: squares; $move: a move as written.
tap-out-of-date = Dit bord van partij #{ $game } is verouderd: speel op het nieuwste.
tap-not-your-board = Alleen { $player } kan op dit bord van partij #{ $game } zetten.
tap-not-your-move = Je bent niet aan zet in partij #{ $game }: wacht op de zet van je tegenstander.
tap-move-button = Zet
tap-pick-move = Partij #{ $game }: kies je zet.
tap-pick-piece = Partij #{ $game }: kies de schijf die je wilt zetten.
tap-pick-destination = Partij #{ $game }: waar gaat de schijf op { $from } heen?
tap-pick-capture = Partij #{ $game }: meerdere slagen gaan van { $from } naar { $to }. Welke?
tap-played = Partij #{ $game }: je speelde { CODE($move) }.
