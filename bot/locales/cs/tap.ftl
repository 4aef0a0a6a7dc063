# Moving by tapping (issue 33): the board as keys on Telegram, the Move button and its menus on
# Discord. $game: the game's number; $player: the player to move (a plain name, not a
# mention: it is shown to one person only); $from, $to: squares; $move: a move as written.
tap-out-of-date = Tato deska partie #{ $game } už není aktuální: hrajte na nejnovější.
tap-not-your-board = Na této desce partie #{ $game } může táhnout jen { $player }.
tap-not-your-move = V partii #{ $game } nejste na tahu: počkejte na tah soupeře.
tap-move-button = Táhnout
tap-pick-move = Partie #{ $game }: vyberte svůj tah.
tap-pick-piece = Partie #{ $game }: vyberte kámen, kterým chcete táhnout.
tap-pick-destination = Partie #{ $game }: kam táhne kámen z pole { $from }?
tap-pick-capture = Partie #{ $game }: z { $from } na { $to } vede více braní. Které?
tap-played = Partie #{ $game }: zahráli jste { CODE($move) }.
# Deska úlohy jako tlačítka. $puzzle: číslo úlohy; $player: kdo ji řeší.
tap-puzzle-out-of-date = Tato deska úlohy #{ $puzzle } už není aktuální: hrajte na nejnovější.
tap-puzzle-not-your-board = Úlohu #{ $puzzle } řeší { $player }: o vlastní si řekněte příkazem !puzzle #{ $puzzle }.
tap-puzzle-pick-move = Úloha #{ $puzzle }: vyberte svůj tah.
tap-puzzle-pick-piece = Úloha #{ $puzzle }: vyberte kámen, kterým táhnete.
tap-puzzle-pick-destination = Úloha #{ $puzzle }: kam jde kámen z { $from }?
tap-puzzle-pick-capture = Úloha #{ $puzzle }: z { $from } na { $to } vede více braní. Které?
tap-puzzle-played = Úloha #{ $puzzle }: zahráli jste { CODE($move) }.
