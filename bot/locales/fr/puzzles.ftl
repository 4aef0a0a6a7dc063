# Problèmes (issue 35) : coups trouvés dans les parties de la communauté, à résoudre dans le chat.

command-puzzle = Un problème : un coup tiré des parties d'ici, à résoudre avec !move
slash-puzzle = problème
command-puzzle-variant = la variante (par défaut : celle du salon)
command-puzzle-action = hint (indice), give up (abandonner), mine (les miens) ou daily (du jour)
argument-puzzle = quel problème, sous la forme #numéro
command-top-puzzles = les classements des problèmes au lieu de ceux des parties

puzzle-task-win =
    { $side ->
        [white] les Blancs jouent et gagnent
       *[black] les Noirs jouent et gagnent
    }
puzzle-task-men =
    { $side ->
        [white] { $men ->
            [one] les Blancs jouent et gagnent un pion
           *[other] les Blancs jouent et gagnent { $men } pions
        }
       *[black] { $men ->
            [one] les Noirs jouent et gagnent un pion
           *[other] les Noirs jouent et gagnent { $men } pions
        }
    }
puzzle-task-crown =
    { $side ->
        [white] les Blancs jouent et vont à dame
       *[black] les Noirs jouent et vont à dame
    }
puzzle-posted = Problème #{ $puzzle } ({ $variant }, classement { $rating }) : { BOLD($task) }.
puzzle-from-engine = Tiré d'une partie du moteur contre lui-même.
puzzle-from-game = Tiré de la partie #{ $game }, { $white } contre { $black }.
puzzle-from-your-miss = Tiré de votre partie #{ $game } : vous aviez ce coup et ne l'avez pas joué.
puzzle-from-your-blunder = Tiré de votre partie #{ $game } : votre coup a permis ce coup adverse.
puzzle-answer = { $solver }, répondez avec { CODE("!move <coup>") } ; { CODE("!puzzle hint") } montre quelle pièce joue, { CODE("!puzzle give up") } la solution.
puzzle-answer-anyone = Le premier à répondre avec { CODE("!move <coup>") } le résout ici ; { CODE("!puzzle #", $puzzle) } donne à chacun son propre damier.
puzzle-unrated = (Sans classement : vous l'avez déjà essayé.)
puzzle-daily-head = Problème du jour, { $day }.
puzzle-daily-solvers =
    Le problème d'hier, #{ $puzzle }, a été résolu par { $count ->
        [one] un joueur
       *[other] { $count } joueurs
    } : { $names }.
puzzle-daily-unsolved = Personne n'a résolu le problème d'hier, #{ $puzzle }.
puzzle-right =
    { $side ->
        [white] Juste, { $move } ! Les Blancs répondent { $reply }. À vous, { $solver }.
       *[black] Juste, { $move } ! Les Noirs répondent { $reply }. À vous, { $solver }.
    }
puzzle-solved = Résolu, { $solver } ! Problème #{ $puzzle } : { $line }.
puzzle-solved-hinted = Résolu, { $solver }, avec un indice (votre classement le compte comme non résolu). Problème #{ $puzzle } : { $line }.
puzzle-wrong = { $move } n'est pas le coup : le problème #{ $puzzle } est terminé. La solution, dans l'image : { $line }.
puzzle-not-legal = { $move } n'est pas un coup légal dans le problème #{ $puzzle } : { $facts }. Rien n'est compté ; réessayez.
puzzle-legal-moves = Coups légaux ici : { $moves }.
puzzle-hint = Indice pour le problème #{ $puzzle } : la pièce en { $square } joue (entourée dans l'image). Avec un indice, votre classement compte le problème comme non résolu.
puzzle-gave-up = La solution du problème #{ $puzzle }, dans l'image : { $line }.
puzzle-rating-moved = Classement des problèmes : { $before } → { $after }.
puzzle-none-open = Vous n'avez aucun problème ouvert ici. { CODE("!puzzle") } vous en donne un.
puzzle-none-in-variant = Il n'y a pas encore de problèmes de { $variant } ici. Ils naissent des parties terminées de cette communauté ; qui gère le bot peut en créer une première série à partir des parties du moteur avec { CODE("dama puzzles generate --variant ", $code, " --count 50") }.
puzzle-none-of-yours = Aucun problème tiré de vos parties pour l'instant. Ils naissent de vos parties terminées où vous avez manqué un coup ou en avez permis un ; { CODE("!analyse") } d'une partie terminée les crée aussitôt.
puzzle-ending-solved = résolu
puzzle-ending-failed = non résolu
puzzle-ending-given-up = abandonné
puzzle-ended = Le problème #{ $puzzle } est terminé ({ $how }). { CODE("!puzzle") } vous en donne un autre.
puzzle-taken = { $solver } résout le problème #{ $puzzle }. { CODE("!puzzle #", $puzzle) } vous en donne votre propre damier.
puzzle-no-such = Il n'y a pas de problème #{ $puzzle } ici.
puzzle-no-daily = Ce salon n'a pas encore de problème du jour. Un administrateur l'active avec { CODE("!settings daily_puzzle 09:00") }.
puzzle-made-from-game =
    { $count ->
        [one] 1 problème tiré de cette partie :
       *[other] { $count } problèmes tirés de cette partie :
    } { CODE("!puzzle mine") }
puzzle-ratings-head = Classements des problèmes :
puzzle-ratings-line =
    { $variant } : { $rating } ± { $deviation }, { $solved } résolus sur { $attempts ->
        [one] { $attempts } problème
       *[other] { $attempts } problèmes
    }
puzzle-leaderboard-empty = Personne n'a encore résolu de problème de { $variant } ici. { CODE("!puzzle ", $code) } ouvre le tableau.
puzzle-leaderboard-head = Tableau des problèmes de { $variant } ici, par classement − 2×RD :
puzzle-leaderboard-line =
    { $rank }. { $player } — { $rating } ± { $deviation }, { $attempts ->
        [one] { $attempts } problème
       *[other] { $attempts } problèmes
    }
puzzle-daily-setting = Problème du jour : chaque jour à { $time } ({ $zone }).
puzzle-daily-setting-off = Problème du jour : désactivé ({ CODE("!settings daily_puzzle 09:00") } ; fuseau horaire { $zone }).
