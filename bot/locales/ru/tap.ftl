# Moving by tapping (issue 33): the board as keys on Telegram, the Move button and its menus on
# Discord. $game: the game's number; $player: the player to move (a plain name, not a
# mention: it is shown to one person only); $from, $to: squares; $move: a move as written.
tap-out-of-date = Эта доска партии #{ $game } устарела: играйте на самой новой.
tap-not-your-board = Ходить на этой доске партии #{ $game } может только { $player }.
tap-not-your-move = В партии #{ $game } сейчас не ваш ход: дождитесь хода соперника.
tap-move-button = Ход
tap-pick-move = Партия #{ $game }: выберите ход.
tap-pick-piece = Партия #{ $game }: выберите шашку для хода.
tap-pick-destination = Партия #{ $game }: куда идёт шашка с поля { $from }?
tap-pick-capture = Партия #{ $game }: с { $from } на { $to } ведут несколько взятий. Какое?
tap-played = Партия #{ $game }: вы сыграли { CODE($move) }.
# Доска задачи как кнопки. $puzzle: номер задачи; $player: кто её решает.
tap-puzzle-out-of-date = Эта доска задачи #{ $puzzle } устарела: играйте на самой новой.
tap-puzzle-not-your-board = Задачу #{ $puzzle } решает { $player }: попросите свою командой !puzzle #{ $puzzle }.
tap-puzzle-pick-move = Задача #{ $puzzle }: выберите ход.
tap-puzzle-pick-piece = Задача #{ $puzzle }: выберите шашку для хода.
tap-puzzle-pick-destination = Задача #{ $puzzle }: куда идёт шашка с { $from }?
tap-puzzle-pick-capture = Задача #{ $puzzle }: с { $from } на { $to } ведут несколько взятий. Какое?
tap-puzzle-played = Задача #{ $puzzle }: вы сыграли { CODE($move) }.
