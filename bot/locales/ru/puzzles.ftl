# Задачи (issue 35): удары из партий сообщества, которые решают прямо в чате.

command-puzzle = Задача: удар из здешних партий, решается ходами !move
slash-puzzle = задача
command-puzzle-variant = вариант (по умолчанию — вариант канала)
command-puzzle-action = hint (подсказка), give up (сдаться), mine (мои) или daily (задача дня)
argument-puzzle = какая задача, в виде #номер
command-top-puzzles = рейтинги задач вместо рейтингов партий

puzzle-task-win =
    { $side ->
        [white] белые начинают и выигрывают
       *[black] чёрные начинают и выигрывают
    }
puzzle-task-men =
    { $side ->
        [white] { $men ->
            [one] белые начинают и выигрывают { $men } шашку
            [few] белые начинают и выигрывают { $men } шашки
           *[many] белые начинают и выигрывают { $men } шашек
        }
       *[black] { $men ->
            [one] чёрные начинают и выигрывают { $men } шашку
            [few] чёрные начинают и выигрывают { $men } шашки
           *[many] чёрные начинают и выигрывают { $men } шашек
        }
    }
puzzle-task-crown =
    { $side ->
        [white] белые начинают и проходят в дамки
       *[black] чёрные начинают и проходят в дамки
    }
puzzle-posted = Задача #{ $puzzle } ({ $variant }, рейтинг { $rating }): { BOLD($task) }.
puzzle-from-engine = Из партии движка с самим собой.
puzzle-from-game = Из партии #{ $game }, { $white } против { $black }.
puzzle-from-your-miss = Из вашей партии #{ $game }: у вас был этот удар, но вы его не сыграли.
puzzle-from-your-blunder = Из вашей партии #{ $game }: ваш ход позволил этот удар.
puzzle-answer = { $solver }, отвечайте ходом { CODE("!move <ход>") }; { CODE("!puzzle hint") } покажет, какая шашка ходит, { CODE("!puzzle give up") } — решение.
puzzle-answer-anyone = Решает здесь тот, кто первым ответит { CODE("!move <ход>") }; по { CODE("!puzzle #", $puzzle) } любой получит свою доску с этой задачей.
puzzle-unrated = (Без рейтинга: вы уже решали эту задачу.)
puzzle-daily-head = Задача дня, { $day }.
puzzle-daily-solvers =
    Вчерашнюю задачу #{ $puzzle } { $count ->
        [one] решил { $count } игрок
        [few] решили { $count } игрока
       *[many] решили { $count } игроков
    }: { $names }.
puzzle-daily-unsolved = Вчерашнюю задачу #{ $puzzle } не решил никто.
puzzle-right =
    { $side ->
        [white] Верно, { $move }! Белые отвечают { $reply }. Ваш ход, { $solver }.
       *[black] Верно, { $move }! Чёрные отвечают { $reply }. Ваш ход, { $solver }.
    }
puzzle-solved = Решено, { $solver }! Задача #{ $puzzle }: { $line }.
puzzle-solved-hinted = Решено, { $solver }, с подсказкой (для рейтинга задача считается нерешённой). Задача #{ $puzzle }: { $line }.
puzzle-wrong = { $move } — не тот ход: задача #{ $puzzle } окончена. Решение на картинке: { $line }.
puzzle-not-legal = { $move } — невозможный ход в задаче #{ $puzzle }: { $facts }. Это не засчитывается; попробуйте ещё раз.
puzzle-legal-moves = Возможные ходы: { $moves }.
puzzle-hint = Подсказка к задаче #{ $puzzle }: ходит шашка с поля { $square } (обведена на картинке). С подсказкой задача для рейтинга считается нерешённой.
puzzle-gave-up = Решение задачи #{ $puzzle } на картинке: { $line }.
puzzle-rating-moved = Рейтинг задач: { $before } → { $after }.
puzzle-none-open = У вас здесь нет открытой задачи. { CODE("!puzzle") } даст вам задачу.
puzzle-none-in-variant = Здесь пока нет задач по варианту { $variant }. Они появляются из законченных партий этого сообщества; владелец бота может сделать первый набор из партий движка командой { CODE("dama puzzles generate --variant ", $code, " --count 50") }.
puzzle-none-of-yours = Из ваших партий пока нет ни одной задачи. Они появляются из ваших законченных партий, где вы пропустили удар или позволили его; { CODE("!analyse") } законченной партии создаёт их сразу.
puzzle-ending-solved = решена
puzzle-ending-failed = не решена
puzzle-ending-given-up = сдана
puzzle-ended = Задача #{ $puzzle } окончена ({ $how }). { CODE("!puzzle") } даст вам другую.
puzzle-taken = Задачу #{ $puzzle } сейчас решает { $solver }. { CODE("!puzzle #", $puzzle) } даст вам свою доску с ней.
puzzle-no-such = Здесь нет задачи #{ $puzzle }.
puzzle-no-daily = В этом канале пока нет задачи дня. Администратор включает её командой { CODE("!settings daily_puzzle 09:00") }.
puzzle-made-from-game =
    { $count ->
        [one] { $count } задача из этой партии:
        [few] { $count } задачи из этой партии:
       *[many] { $count } задач из этой партии:
    } { CODE("!puzzle mine") }
puzzle-ratings-head = Рейтинги задач:
puzzle-ratings-line =
    { $variant }: { $rating } ± { $deviation }, решено { $solved } из { $attempts }
puzzle-leaderboard-empty = Здесь ещё никто не решил задачу по варианту { $variant }. { CODE("!puzzle ", $code) } открывает таблицу.
puzzle-leaderboard-head = Таблица решателей задач ({ $variant }), по рейтингу − 2×RD:
puzzle-leaderboard-line =
    { $rank }. { $player } — { $rating } ± { $deviation }, { $attempts ->
        [one] { $attempts } задача
        [few] { $attempts } задачи
       *[many] { $attempts } задач
    }
puzzle-daily-setting = Задача дня: каждый день в { $time } ({ $zone }).
puzzle-daily-setting-off = Задача дня: выключена ({ CODE("!settings daily_puzzle 09:00") }; часовой пояс { $zone }).
