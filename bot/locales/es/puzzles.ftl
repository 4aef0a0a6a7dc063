# Problemas (issue 35): golpes encontrados en las partidas de la comunidad, para resolver en el chat.

command-puzzle = Un problema: un golpe de las partidas de aquí para resolver con !move
slash-puzzle = problema
command-puzzle-variant = la variante (por defecto: la del canal)
command-puzzle-action = hint (pista), give up (rendirse), mine (mías) o daily (del día)
argument-puzzle = qué problema, como #número
command-top-puzzles = las puntuaciones de problemas en lugar de las de partidas

puzzle-task-win =
    { $side ->
        [white] juegan las blancas y ganan
       *[black] juegan las negras y ganan
    }
puzzle-task-men =
    { $side ->
        [white] { $men ->
            [one] juegan las blancas y ganan un peón
           *[other] juegan las blancas y ganan { $men } peones
        }
       *[black] { $men ->
            [one] juegan las negras y ganan un peón
           *[other] juegan las negras y ganan { $men } peones
        }
    }
puzzle-task-crown =
    { $side ->
        [white] juegan las blancas y coronan dama
       *[black] juegan las negras y coronan dama
    }
puzzle-posted = Problema #{ $puzzle } ({ $variant }, puntuación { $rating }): { BOLD($task) }.
puzzle-from-engine = De una partida del motor contra sí mismo.
puzzle-from-game = De la partida #{ $game }, { $white } contra { $black }.
puzzle-from-your-miss = De tu partida #{ $game }: tenías este golpe y no lo jugaste.
puzzle-from-your-blunder = De tu partida #{ $game }: tu jugada permitió este golpe.
puzzle-answer = { $solver }, responde con { CODE("!move <jugada>") }; { CODE("!puzzle hint") } muestra qué pieza mueve, { CODE("!puzzle give up") } la solución.
puzzle-answer-anyone = Lo resuelve aquí quien responda primero con { CODE("!move <jugada>") }; con { CODE("!puzzle #", $puzzle) } cualquiera tiene su propio tablero.
puzzle-unrated = (Sin puntuación: ya lo intentaste antes.)
puzzle-daily-head = Problema del día, { $day }.
puzzle-daily-solvers =
    El problema de ayer, #{ $puzzle }, lo { $count ->
        [one] resolvió un jugador
       *[other] resolvieron { $count } jugadores
    }: { $names }.
puzzle-daily-unsolved = Nadie resolvió el problema de ayer, #{ $puzzle }.
puzzle-right =
    { $side ->
        [white] ¡Bien, { $move }! Las blancas responden { $reply }. Te toca, { $solver }.
       *[black] ¡Bien, { $move }! Las negras responden { $reply }. Te toca, { $solver }.
    }
puzzle-solved = ¡Resuelto, { $solver }! Problema #{ $puzzle }: { $line }.
puzzle-solved-hinted = Resuelto, { $solver }, con una pista (para tu puntuación cuenta como no resuelto). Problema #{ $puzzle }: { $line }.
puzzle-wrong = { $move } no es la jugada: el problema #{ $puzzle } ha terminado. La solución, en la imagen: { $line }.
puzzle-not-legal = { $move } no es una jugada legal en el problema #{ $puzzle }: { $facts }. No cuenta nada; inténtalo de nuevo.
puzzle-legal-moves = Jugadas legales aquí: { $moves }.
puzzle-hint = Pista para el problema #{ $puzzle }: mueve la pieza de { $square } (rodeada en la imagen). Con una pista, tu puntuación cuenta el problema como no resuelto.
puzzle-gave-up = La solución del problema #{ $puzzle }, en la imagen: { $line }.
puzzle-rating-moved = Puntuación de problemas: { $before } → { $after }.
puzzle-none-open = No tienes ningún problema abierto aquí. { CODE("!puzzle") } te da uno.
puzzle-none-in-variant = Aún no hay problemas de { $variant } aquí. Se crean a partir de las partidas terminadas de esta comunidad; quien administra el bot puede crear una primera serie con las partidas del motor mediante { CODE("dama puzzles generate --variant ", $code, " --count 50") }.
puzzle-none-of-yours = Aún no hay ningún problema de tus partidas. Se crean a partir de tus partidas terminadas en las que se te escapó un golpe o permitiste uno; { CODE("!analyse") } de una partida terminada los crea al momento.
puzzle-ending-solved = resuelto
puzzle-ending-failed = no resuelto
puzzle-ending-given-up = abandonado
puzzle-ended = El problema #{ $puzzle } ha terminado ({ $how }). { CODE("!puzzle") } te da otro.
puzzle-taken = { $solver } está resolviendo el problema #{ $puzzle }. { CODE("!puzzle #", $puzzle) } te da tu propio tablero.
puzzle-no-such = Aquí no hay ningún problema #{ $puzzle }.
puzzle-no-daily = Este canal aún no tiene problema del día. Un administrador lo activa con { CODE("!settings daily_puzzle 09:00") }.
puzzle-made-from-game =
    { $count ->
        [one] 1 problema creado con esta partida:
       *[other] { $count } problemas creados con esta partida:
    } { CODE("!puzzle mine") }
puzzle-ratings-head = Puntuaciones de problemas:
puzzle-ratings-line =
    { $variant }: { $rating } ± { $deviation }, { $solved } resueltos de { $attempts ->
        [one] { $attempts } problema
       *[other] { $attempts } problemas
    }
puzzle-leaderboard-empty = Aquí nadie ha resuelto aún un problema de { $variant }. { CODE("!puzzle ", $code) } abre la clasificación.
puzzle-leaderboard-head = Clasificación de problemas de { $variant } aquí, por puntuación − 2×RD:
puzzle-leaderboard-line =
    { $rank }. { $player } — { $rating } ± { $deviation }, { $attempts ->
        [one] { $attempts } problema
       *[other] { $attempts } problemas
    }
puzzle-daily-setting = Problema del día: cada día a las { $time } ({ $zone }).
puzzle-daily-setting-off = Problema del día: desactivado ({ CODE("!settings daily_puzzle 09:00") }; zona horaria { $zone }).
