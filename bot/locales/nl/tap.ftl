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
# Het bord van een probleem als toetsen. $puzzle: het nummer van het probleem; $player: wie het oplost.
tap-puzzle-out-of-date = Dit bord van probleem #{ $puzzle } is verouderd: speel op het nieuwste.
tap-puzzle-not-your-board = { $player } lost probleem #{ $puzzle } op: vraag je eigen met !puzzle #{ $puzzle }.
tap-puzzle-pick-move = Probleem #{ $puzzle }: kies je zet.
tap-puzzle-pick-piece = Probleem #{ $puzzle }: kies de schijf die je zet.
tap-puzzle-pick-destination = Probleem #{ $puzzle }: waar gaat de schijf op { $from } heen?
tap-puzzle-pick-capture = Probleem #{ $puzzle }: meerdere slagen gaan van { $from } naar { $to }. Welke?
tap-puzzle-played = Probleem #{ $puzzle }: je speelde { CODE($move) }.
