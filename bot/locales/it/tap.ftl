# Moving by tapping (issue 33): the board as keys on Telegram, the Move button and its menus on
# Discord. $game: the game's number; $player: the player to move (a plain name, not a
# mention: it is shown to one person only); $from, $to: squares; $move: a move as written.
tap-out-of-date = Questa scacchiera della partita #{ $game } non è più attuale: gioca sull'ultima.
tap-not-your-board = Solo { $player } può muovere su questa scacchiera della partita #{ $game }.
tap-not-your-move = Nella partita #{ $game } non tocca a te: aspetta la mossa dell'avversario.
tap-move-button = Muovi
tap-pick-move = Partita #{ $game }: scegli la tua mossa.
tap-pick-piece = Partita #{ $game }: scegli il pezzo da muovere.
tap-pick-destination = Partita #{ $game }: dove va il pezzo in { $from }?
tap-pick-capture = Partita #{ $game }: più prese portano da { $from } a { $to }. Quale?
tap-played = Partita #{ $game }: hai giocato { CODE($move) }.
# La scacchiera di un problema come tasti. $puzzle: il numero del problema; $player: chi lo risolve.
tap-puzzle-out-of-date = Questa scacchiera del problema #{ $puzzle } non è più attuale: gioca sull'ultima.
tap-puzzle-not-your-board = { $player } sta risolvendo il problema #{ $puzzle }: chiedi il tuo con !puzzle #{ $puzzle }.
tap-puzzle-pick-move = Problema #{ $puzzle }: scegli la tua mossa.
tap-puzzle-pick-piece = Problema #{ $puzzle }: scegli il pezzo da muovere.
tap-puzzle-pick-destination = Problema #{ $puzzle }: dove va il pezzo in { $from }?
tap-puzzle-pick-capture = Problema #{ $puzzle }: più prese portano da { $from } a { $to }. Quale?
tap-puzzle-played = Problema #{ $puzzle }: hai giocato { CODE($move) }.
