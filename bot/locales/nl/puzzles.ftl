# Problemen (issue 35): combinaties uit de eigen partijen van de gemeenschap, op te lossen in de chat.

command-puzzle = Een probleem: een combinatie uit de partijen hier, op te lossen met !move
slash-puzzle = probleem
command-puzzle-variant = de variant (standaard: die van het kanaal)
command-puzzle-action = hint, give up (opgeven), mine (mijn) of daily (van de dag)
argument-puzzle = welk probleem, als #nummer
command-top-puzzles = de probleemratings in plaats van de partijratings

puzzle-task-win =
    { $side ->
        [white] Wit speelt en wint
       *[black] Zwart speelt en wint
    }
puzzle-task-men =
    { $side ->
        [white] { $men ->
            [one] Wit speelt en wint een schijf
           *[other] Wit speelt en wint { $men } schijven
        }
       *[black] { $men ->
            [one] Zwart speelt en wint een schijf
           *[other] Zwart speelt en wint { $men } schijven
        }
    }
puzzle-task-crown =
    { $side ->
        [white] Wit speelt en haalt een dam
       *[black] Zwart speelt en haalt een dam
    }
puzzle-posted = Probleem #{ $puzzle } ({ $variant }, rating { $rating }): { BOLD($task) }.
puzzle-from-engine = Uit een partij van de engine tegen zichzelf.
puzzle-from-game = Uit partij #{ $game }, { $white } tegen { $black }.
puzzle-from-your-miss = Uit jouw partij #{ $game }: je had deze slag en speelde hem niet.
puzzle-from-your-blunder = Uit jouw partij #{ $game }: jouw zet liet deze slag toe.
puzzle-answer = { $solver }, antwoord met { CODE("!move <zet>") }; { CODE("!puzzle hint") } toont welk stuk zet, { CODE("!puzzle give up") } de oplossing.
puzzle-answer-anyone = Wie als eerste antwoordt met { CODE("!move <zet>") } lost het hier op; met { CODE("!puzzle #", $puzzle) } krijgt iedereen een eigen bord ervan.
puzzle-unrated = (Zonder rating: je hebt dit probleem al eens geprobeerd.)
puzzle-daily-head = Probleem van de dag, { $day }.
puzzle-daily-solvers =
    Het probleem van gisteren, #{ $puzzle }, werd opgelost door { $count ->
        [one] één speler
       *[other] { $count } spelers
    }: { $names }.
puzzle-daily-unsolved = Niemand loste het probleem van gisteren, #{ $puzzle }, op.
puzzle-right =
    { $side ->
        [white] Goed, { $move }! Wit antwoordt { $reply }. Jouw zet, { $solver }.
       *[black] Goed, { $move }! Zwart antwoordt { $reply }. Jouw zet, { $solver }.
    }
puzzle-solved = Opgelost, { $solver }! Probleem #{ $puzzle }: { $line }.
puzzle-solved-hinted = Opgelost, { $solver }, met een hint (voor je rating telt het als niet opgelost). Probleem #{ $puzzle }: { $line }.
puzzle-wrong = { $move } is het niet: probleem #{ $puzzle } is voorbij. De oplossing, in de afbeelding: { $line }.
puzzle-not-legal = { $move } is geen geldige zet in probleem #{ $puzzle }: { $facts }. Er telt niets; probeer opnieuw.
puzzle-legal-moves = Geldig hier: { $moves }.
puzzle-hint = Hint voor probleem #{ $puzzle }: het stuk op { $square } zet (omcirkeld in de afbeelding). Met een hint telt je rating het probleem als niet opgelost.
puzzle-gave-up = De oplossing van probleem #{ $puzzle }, in de afbeelding: { $line }.
puzzle-rating-moved = Probleemrating: { $before } → { $after }.
puzzle-none-open = Je hebt hier geen probleem open. { CODE("!puzzle") } geeft je er een.
puzzle-none-in-variant = Er zijn hier nog geen problemen in { $variant }. Ze ontstaan uit de uitgespeelde partijen van deze gemeenschap; wie de bot beheert kan een eerste reeks maken uit partijen van de engine met { CODE("dama puzzles generate --variant ", $code, " --count 50") }.
puzzle-none-of-yours = Er is nog geen probleem uit jouw partijen. Ze ontstaan uit je uitgespeelde partijen waarin je een slag miste of er een toeliet; { CODE("!analyse") } van een uitgespeelde partij maakt ze meteen.
puzzle-ending-solved = opgelost
puzzle-ending-failed = niet opgelost
puzzle-ending-given-up = opgegeven
puzzle-ended = Probleem #{ $puzzle } is voorbij ({ $how }). { CODE("!puzzle") } geeft je een ander.
puzzle-taken = { $solver } lost probleem #{ $puzzle } op. { CODE("!puzzle #", $puzzle) } geeft je een eigen bord ervan.
puzzle-no-such = Er is hier geen probleem #{ $puzzle }.
puzzle-no-daily = Dit kanaal heeft nog geen probleem van de dag. Een beheerder zet het aan met { CODE("!settings daily_puzzle 09:00") }.
puzzle-made-from-game =
    { $count ->
        [one] 1 probleem gemaakt uit deze partij:
       *[other] { $count } problemen gemaakt uit deze partij:
    } { CODE("!puzzle mine") }
puzzle-ratings-head = Probleemratings:
puzzle-ratings-line =
    { $variant }: { $rating } ± { $deviation }, { $solved } van { $attempts ->
        [one] { $attempts } probleem
       *[other] { $attempts } problemen
    } opgelost
puzzle-leaderboard-empty = Hier is nog geen probleem in { $variant } opgelost. { CODE("!puzzle ", $code) } begint de ranglijst.
puzzle-leaderboard-head = Ranglijst van problemen in { $variant } hier, op rating − 2×RD:
puzzle-leaderboard-line =
    { $rank }. { $player } — { $rating } ± { $deviation }, { $attempts ->
        [one] { $attempts } probleem
       *[other] { $attempts } problemen
    }
puzzle-daily-setting = Probleem van de dag: elke dag om { $time } ({ $zone }).
puzzle-daily-setting-off = Probleem van de dag: uit ({ CODE("!settings daily_puzzle 09:00") }; tijdzone { $zone }).
