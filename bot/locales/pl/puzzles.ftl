# Zadania (issue 35): kombinacje znalezione w partiach społeczności, rozwiązywane na czacie.

command-puzzle = Zadanie: kombinacja z tutejszych partii do rozwiązania ruchami !move
slash-puzzle = zadanie
command-puzzle-variant = wariant (domyślnie: wariant kanału)
command-puzzle-action = hint (podpowiedź), give up (poddaj się), mine (moje) lub daily (dnia)
argument-puzzle = które zadanie, jako #numer
command-top-puzzles = rankingi zadań zamiast rankingów partii

puzzle-task-win =
    { $side ->
        [white] białe zaczynają i wygrywają
       *[black] czarne zaczynają i wygrywają
    }
puzzle-task-men =
    { $side ->
        [white] { $men ->
            [one] białe zaczynają i zdobywają piona
            [few] białe zaczynają i zdobywają { $men } piony
           *[many] białe zaczynają i zdobywają { $men } pionów
        }
       *[black] { $men ->
            [one] czarne zaczynają i zdobywają piona
            [few] czarne zaczynają i zdobywają { $men } piony
           *[many] czarne zaczynają i zdobywają { $men } pionów
        }
    }
puzzle-task-crown =
    { $side ->
        [white] białe zaczynają i przechodzą do damki
       *[black] czarne zaczynają i przechodzą do damki
    }
puzzle-posted = Zadanie #{ $puzzle } ({ $variant }, ranking { $rating }): { BOLD($task) }.
puzzle-from-engine = Z partii programu z samym sobą.
puzzle-from-game = Z partii #{ $game }, { $white } przeciw { $black }.
puzzle-from-your-miss = Z twojej partii #{ $game }: miałeś tę kombinację i jej nie zagrałeś.
puzzle-from-your-blunder = Z twojej partii #{ $game }: twój ruch pozwolił na tę kombinację.
puzzle-answer = { $solver }, odpowiedz ruchem { CODE("!move <ruch>") }; { CODE("!puzzle hint") } pokaże, który pion rusza, { CODE("!puzzle give up") } rozwiązanie.
puzzle-answer-anyone = Rozwiązuje tu ten, kto pierwszy odpowie { CODE("!move <ruch>") }; przez { CODE("!puzzle #", $puzzle) } każdy dostaje własną planszę z tym zadaniem.
puzzle-unrated = (Bez rankingu: już próbowałeś tego zadania.)
puzzle-daily-head = Zadanie dnia, { $day }.
puzzle-daily-solvers =
    Wczorajsze zadanie #{ $puzzle } { $count ->
        [one] rozwiązał jeden gracz
        [few] rozwiązali { $count } gracze
       *[many] rozwiązało { $count } graczy
    }: { $names }.
puzzle-daily-unsolved = Nikt nie rozwiązał wczorajszego zadania #{ $puzzle }.
puzzle-right =
    { $side ->
        [white] Dobrze, { $move }! Białe odpowiadają { $reply }. Twój ruch, { $solver }.
       *[black] Dobrze, { $move }! Czarne odpowiadają { $reply }. Twój ruch, { $solver }.
    }
puzzle-solved = Rozwiązane, { $solver }! Zadanie #{ $puzzle }: { $line }.
puzzle-solved-hinted = Rozwiązane, { $solver }, z podpowiedzią (w rankingu liczy się jako nierozwiązane). Zadanie #{ $puzzle }: { $line }.
puzzle-wrong = { $move } to nie ten ruch: zadanie #{ $puzzle } się skończyło. Rozwiązanie na obrazku: { $line }.
puzzle-not-legal = { $move } nie jest dozwolonym ruchem w zadaniu #{ $puzzle }: { $facts }. Nic się nie liczy; spróbuj jeszcze raz.
puzzle-legal-moves = Dozwolone ruchy: { $moves }.
puzzle-hint = Podpowiedź do zadania #{ $puzzle }: rusza pion z pola { $square } (zakreślony na obrazku). Z podpowiedzią zadanie liczy się w rankingu jako nierozwiązane.
puzzle-gave-up = Rozwiązanie zadania #{ $puzzle } na obrazku: { $line }.
puzzle-rating-moved = Ranking zadań: { $before } → { $after }.
puzzle-none-open = Nie masz tu otwartego zadania. { CODE("!puzzle") } da ci jedno.
puzzle-none-in-variant = Nie ma tu jeszcze zadań w wariancie { $variant }. Powstają z zakończonych partii tej społeczności; właściciel bota może zrobić pierwszy zestaw z partii programu poleceniem { CODE("dama puzzles generate --variant ", $code, " --count 50") }.
puzzle-none-of-yours = Nie ma jeszcze zadania z twoich partii. Powstają z twoich zakończonych partii, w których przeoczyłeś kombinację albo na nią pozwoliłeś; { CODE("!analyse") } zakończonej partii tworzy je od razu.
puzzle-ending-solved = rozwiązane
puzzle-ending-failed = nierozwiązane
puzzle-ending-given-up = poddane
puzzle-ended = Zadanie #{ $puzzle } się skończyło ({ $how }). { CODE("!puzzle") } da ci następne.
puzzle-taken = Zadanie #{ $puzzle } rozwiązuje { $solver }. { CODE("!puzzle #", $puzzle) } da ci własną planszę z nim.
puzzle-no-such = Nie ma tu zadania #{ $puzzle }.
puzzle-no-daily = Ten kanał nie ma jeszcze zadania dnia. Administrator włącza je poleceniem { CODE("!settings daily_puzzle 09:00") }.
puzzle-made-from-game =
    { $count ->
        [one] 1 zadanie z tej partii:
        [few] { $count } zadania z tej partii:
       *[many] { $count } zadań z tej partii:
    } { CODE("!puzzle mine") }
puzzle-ratings-head = Rankingi zadań:
puzzle-ratings-line =
    { $variant }: { $rating } ± { $deviation }, rozwiązane { $solved } z { $attempts }
puzzle-leaderboard-empty = Nikt tu jeszcze nie rozwiązał zadania w wariancie { $variant }. { CODE("!puzzle ", $code) } otwiera tabelę.
puzzle-leaderboard-head = Ranking zadań w wariancie { $variant } tutaj, według rankingu − 2×RD:
puzzle-leaderboard-line =
    { $rank }. { $player } — { $rating } ± { $deviation }, { $attempts ->
        [one] { $attempts } zadanie
        [few] { $attempts } zadania
       *[many] { $attempts } zadań
    }
puzzle-daily-setting = Zadanie dnia: codziennie o { $time } ({ $zone }).
puzzle-daily-setting-off = Zadanie dnia: wyłączone ({ CODE("!settings daily_puzzle 09:00") }; strefa czasowa { $zone }).
