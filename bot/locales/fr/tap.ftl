# Moving by tapping (issue 33): the board as keys on Telegram, the Move button and its menus on
# Discord. $game: the game's number; $player: the player to move (a plain name, not a
# mention: it is shown to one person only); $from, $to: squares; $move: a move as written.
tap-out-of-date = Ce damier de la partie #{ $game } n'est plus à jour : joue sur le plus récent.
tap-not-your-board = Seul { $player } peut jouer sur ce damier de la partie #{ $game }.
tap-not-your-move = Ce n'est pas ton tour dans la partie #{ $game } : attends le coup de ton adversaire.
tap-move-button = Jouer
tap-pick-move = Partie #{ $game } : choisis ton coup.
tap-pick-piece = Partie #{ $game } : choisis la pièce à jouer.
tap-pick-destination = Partie #{ $game } : où va la pièce de la case { $from } ?
tap-pick-capture = Partie #{ $game } : plusieurs prises mènent de { $from } à { $to }. Laquelle ?
tap-played = Partie #{ $game } : tu as joué { CODE($move) }.
# Le damier d'un problème en touches. $puzzle : le numéro du problème ; $player : qui le résout.
tap-puzzle-out-of-date = Ce damier du problème #{ $puzzle } n'est plus à jour : joue sur le plus récent.
tap-puzzle-not-your-board = { $player } résout le problème #{ $puzzle } : demande le tien avec !puzzle #{ $puzzle }.
tap-puzzle-pick-move = Problème #{ $puzzle } : choisis ton coup.
tap-puzzle-pick-piece = Problème #{ $puzzle } : choisis la pièce à jouer.
tap-puzzle-pick-destination = Problème #{ $puzzle } : où va la pièce de { $from } ?
tap-puzzle-pick-capture = Problème #{ $puzzle } : plusieurs prises vont de { $from } à { $to }. Laquelle ?
tap-puzzle-played = Problème #{ $puzzle } : tu as joué { CODE($move) }.
