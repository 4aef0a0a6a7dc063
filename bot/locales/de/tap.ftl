# Moving by tapping (issue 33): the board as keys on Telegram, the Move button and its menus on
# Discord. $game: the game's number; $player: the player to move (a plain name, not a
# mention: it is shown to one person only); $from, $to: squares; $move: a move as written.
tap-out-of-date = Dieses Brett der Partie #{ $game } ist nicht mehr aktuell: Spiel auf dem neuesten.
tap-not-your-board = Nur { $player } kann auf diesem Brett der Partie #{ $game } ziehen.
tap-not-your-move = Du bist in Partie #{ $game } nicht am Zug: Warte auf den Zug deines Gegners.
tap-move-button = Ziehen
tap-pick-move = Partie #{ $game }: Wähle deinen Zug.
tap-pick-piece = Partie #{ $game }: Wähle den Stein, der ziehen soll.
tap-pick-destination = Partie #{ $game }: Wohin zieht der Stein auf { $from }?
tap-pick-capture = Partie #{ $game }: Mehrere Schläge führen von { $from } nach { $to }. Welcher?
tap-played = Partie #{ $game }: Du hast { CODE($move) } gespielt.
# Das Brett einer Aufgabe als Tasten. $puzzle: die Nummer der Aufgabe; $player: wer sie löst.
tap-puzzle-out-of-date = Dieses Brett der Aufgabe #{ $puzzle } ist nicht mehr aktuell: Spiel auf dem neuesten.
tap-puzzle-not-your-board = { $player } löst die Aufgabe #{ $puzzle }: hol dir deine eigene mit !puzzle #{ $puzzle }.
tap-puzzle-pick-move = Aufgabe #{ $puzzle }: wähle deinen Zug.
tap-puzzle-pick-piece = Aufgabe #{ $puzzle }: wähle den Stein, der zieht.
tap-puzzle-pick-destination = Aufgabe #{ $puzzle }: wohin zieht der Stein auf { $from }?
tap-puzzle-pick-capture = Aufgabe #{ $puzzle }: mehrere Schläge führen von { $from } nach { $to }. Welcher?
tap-puzzle-played = Aufgabe #{ $puzzle }: du hast { CODE($move) } gespielt.
