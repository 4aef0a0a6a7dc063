# Problemas (issue 35): golpes encontrados nas partidas da comunidade, para resolver no chat.

command-puzzle = Um problema: um golpe das partidas daqui para resolver com !move
slash-puzzle = problema
command-puzzle-variant = a variante (padrão: a do canal)
command-puzzle-action = hint (dica), give up (desistir), mine (minhas) ou daily (do dia)
argument-puzzle = qual problema, como #número
command-top-puzzles = as pontuações de problemas em vez das de partidas

puzzle-task-win =
    { $side ->
        [white] as brancas jogam e ganham
       *[black] as pretas jogam e ganham
    }
puzzle-task-men =
    { $side ->
        [white] { $men ->
            [one] as brancas jogam e ganham uma pedra
           *[other] as brancas jogam e ganham { $men } pedras
        }
       *[black] { $men ->
            [one] as pretas jogam e ganham uma pedra
           *[other] as pretas jogam e ganham { $men } pedras
        }
    }
puzzle-task-crown =
    { $side ->
        [white] as brancas jogam e fazem dama
       *[black] as pretas jogam e fazem dama
    }
puzzle-posted = Problema #{ $puzzle } ({ $variant }, pontuação { $rating }): { BOLD($task) }.
puzzle-from-engine = De uma partida do motor contra si mesmo.
puzzle-from-game = Da partida #{ $game }, { $white } contra { $black }.
puzzle-from-your-miss = Da sua partida #{ $game }: você tinha este golpe e não o jogou.
puzzle-from-your-blunder = Da sua partida #{ $game }: o seu lance permitiu este golpe.
puzzle-answer = { $solver }, responda com { CODE("!move <lance>") }; { CODE("!puzzle hint") } mostra qual peça se move, { CODE("!puzzle give up") } a solução.
puzzle-answer-anyone = Quem responder primeiro com { CODE("!move <lance>") } o resolve aqui; com { CODE("!puzzle #", $puzzle) } qualquer um tem o seu próprio tabuleiro.
puzzle-unrated = (Sem pontuação: você já o tentou antes.)
puzzle-daily-head = Problema do dia, { $day }.
puzzle-daily-solvers =
    O problema de ontem, #{ $puzzle }, foi resolvido por { $count ->
        [one] um jogador
       *[other] { $count } jogadores
    }: { $names }.
puzzle-daily-unsolved = Ninguém resolveu o problema de ontem, #{ $puzzle }.
puzzle-right =
    { $side ->
        [white] Certo, { $move }! As brancas respondem { $reply }. Sua vez, { $solver }.
       *[black] Certo, { $move }! As pretas respondem { $reply }. Sua vez, { $solver }.
    }
puzzle-solved = Resolvido, { $solver }! Problema #{ $puzzle }: { $line }.
puzzle-solved-hinted = Resolvido, { $solver }, com uma dica (para a sua pontuação conta como não resolvido). Problema #{ $puzzle }: { $line }.
puzzle-wrong = { $move } não é o lance: o problema #{ $puzzle } terminou. A solução, na imagem: { $line }.
puzzle-not-legal = { $move } não é um lance legal no problema #{ $puzzle }: { $facts }. Nada é contado; tente de novo.
puzzle-legal-moves = Lances legais aqui: { $moves }.
puzzle-hint = Dica para o problema #{ $puzzle }: move-se a peça da casa { $square } (circulada na imagem). Com uma dica, a sua pontuação conta o problema como não resolvido.
puzzle-gave-up = A solução do problema #{ $puzzle }, na imagem: { $line }.
puzzle-rating-moved = Pontuação de problemas: { $before } → { $after }.
puzzle-none-open = Você não tem nenhum problema aberto aqui. { CODE("!puzzle") } lhe dá um.
puzzle-none-in-variant = Ainda não há problemas de { $variant } aqui. Eles são criados a partir das partidas terminadas desta comunidade; quem administra o bot pode criar uma primeira série com as partidas do motor usando { CODE("dama puzzles generate --variant ", $code, " --count 50") }.
puzzle-none-of-yours = Ainda não há nenhum problema das suas partidas. Eles são criados a partir das suas partidas terminadas em que você deixou escapar um golpe ou permitiu um; { CODE("!analyse") } de uma partida terminada os cria na hora.
puzzle-ending-solved = resolvido
puzzle-ending-failed = não resolvido
puzzle-ending-given-up = abandonado
puzzle-ended = O problema #{ $puzzle } terminou ({ $how }). { CODE("!puzzle") } lhe dá outro.
puzzle-taken = { $solver } está resolvendo o problema #{ $puzzle }. { CODE("!puzzle #", $puzzle) } lhe dá o seu próprio tabuleiro.
puzzle-no-such = Não há nenhum problema #{ $puzzle } aqui.
puzzle-no-daily = Este canal ainda não tem problema do dia. Um administrador o ativa com { CODE("!settings daily_puzzle 09:00") }.
puzzle-made-from-game =
    { $count ->
        [one] 1 problema criado desta partida:
       *[other] { $count } problemas criados desta partida:
    } { CODE("!puzzle mine") }
puzzle-ratings-head = Pontuações de problemas:
puzzle-ratings-line =
    { $variant }: { $rating } ± { $deviation }, { $solved } resolvidos de { $attempts ->
        [one] { $attempts } problema
       *[other] { $attempts } problemas
    }
puzzle-leaderboard-empty = Ninguém resolveu ainda um problema de { $variant } aqui. { CODE("!puzzle ", $code) } abre o ranking.
puzzle-leaderboard-head = Ranking de problemas de { $variant } aqui, por pontuação − 2×RD:
puzzle-leaderboard-line =
    { $rank }. { $player } — { $rating } ± { $deviation }, { $attempts ->
        [one] { $attempts } problema
       *[other] { $attempts } problemas
    }
puzzle-daily-setting = Problema do dia: todos os dias às { $time } ({ $zone }).
puzzle-daily-setting-off = Problema do dia: desligado ({ CODE("!settings daily_puzzle 09:00") }; fuso horário { $zone }).
