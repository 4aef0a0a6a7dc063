# Aufgaben (issue 35): Schläge aus den eigenen Partien der Gemeinschaft, im Chat zu lösen.

command-puzzle = Eine Aufgabe: ein Schlag aus den Partien hier, mit !move zu lösen
slash-puzzle = aufgabe
command-puzzle-variant = die Variante (Standard: die des Kanals)
command-puzzle-action = hint (Tipp), give up (aufgeben), mine (meine) oder daily (des Tages)
argument-puzzle = welche Aufgabe, als #Nummer
command-top-puzzles = die Aufgabenwertungen statt der Partiewertungen

puzzle-task-win =
    { $side ->
        [white] Weiß zieht und gewinnt
       *[black] Schwarz zieht und gewinnt
    }
puzzle-task-men =
    { $side ->
        [white] { $men ->
            [one] Weiß zieht und gewinnt einen Stein
           *[other] Weiß zieht und gewinnt { $men } Steine
        }
       *[black] { $men ->
            [one] Schwarz zieht und gewinnt einen Stein
           *[other] Schwarz zieht und gewinnt { $men } Steine
        }
    }
puzzle-task-crown =
    { $side ->
        [white] Weiß zieht und macht eine Dame
       *[black] Schwarz zieht und macht eine Dame
    }
puzzle-posted = Aufgabe #{ $puzzle } ({ $variant }, Wertung { $rating }): { BOLD($task) }.
puzzle-from-engine = Aus einer Partie der Engine gegen sich selbst.
puzzle-from-game = Aus Partie #{ $game }, { $white } gegen { $black }.
puzzle-from-your-miss = Aus deiner Partie #{ $game }: Du hattest diesen Schlag und hast ihn nicht gespielt.
puzzle-from-your-blunder = Aus deiner Partie #{ $game }: Dein Zug hat diesen Schlag erlaubt.
puzzle-answer = { $solver }, antworte mit { CODE("!move <Zug>") }; { CODE("!puzzle hint") } zeigt, welcher Stein zieht, { CODE("!puzzle give up") } die Lösung.
puzzle-answer-anyone = Wer zuerst mit { CODE("!move <Zug>") } antwortet, löst sie hier; mit { CODE("!puzzle #", $puzzle) } bekommt jede und jeder ein eigenes Brett davon.
puzzle-unrated = (Ohne Wertung: Du hast diese Aufgabe schon einmal versucht.)
puzzle-daily-head = Aufgabe des Tages, { $day }.
puzzle-daily-solvers =
    Die gestrige Aufgabe #{ $puzzle } { $count ->
        [one] hat ein Spieler gelöst
       *[other] haben { $count } Spieler gelöst
    }: { $names }.
puzzle-daily-unsolved = Niemand hat die gestrige Aufgabe #{ $puzzle } gelöst.
puzzle-right =
    { $side ->
        [white] Richtig, { $move }! Weiß antwortet { $reply }. Du bist am Zug, { $solver }.
       *[black] Richtig, { $move }! Schwarz antwortet { $reply }. Du bist am Zug, { $solver }.
    }
puzzle-solved = Gelöst, { $solver }! Aufgabe #{ $puzzle }: { $line }.
puzzle-solved-hinted = Gelöst, { $solver }, mit einem Tipp (für deine Wertung zählt sie als nicht gelöst). Aufgabe #{ $puzzle }: { $line }.
puzzle-wrong = { $move } ist es nicht: Aufgabe #{ $puzzle } ist vorbei. Die Lösung, im Bild: { $line }.
puzzle-not-legal = { $move } ist in Aufgabe #{ $puzzle } kein erlaubter Zug: { $facts }. Es zählt nichts; versuch es noch einmal.
puzzle-legal-moves = Erlaubt sind hier: { $moves }.
puzzle-hint = Tipp zu Aufgabe #{ $puzzle }: Der Stein auf { $square } zieht (im Bild eingekreist). Mit einem Tipp zählt die Aufgabe für deine Wertung als nicht gelöst.
puzzle-gave-up = Die Lösung von Aufgabe #{ $puzzle }, im Bild: { $line }.
puzzle-rating-moved = Aufgabenwertung: { $before } → { $after }.
puzzle-none-open = Du hast hier keine Aufgabe offen. { CODE("!puzzle") } gibt dir eine.
puzzle-none-in-variant = Hier gibt es noch keine Aufgaben in { $variant }. Sie entstehen aus den beendeten Partien dieser Gemeinschaft; wer den Bot betreibt, kann mit { CODE("dama puzzles generate --variant ", $code, " --count 50") } einen ersten Satz aus Partien der Engine erstellen.
puzzle-none-of-yours = Aus deinen Partien gibt es noch keine Aufgabe. Sie entstehen aus deinen beendeten Partien, in denen du einen Schlag übersehen oder einen zugelassen hast; { CODE("!analyse") } einer beendeten Partie erstellt sie sofort.
puzzle-ending-solved = gelöst
puzzle-ending-failed = nicht gelöst
puzzle-ending-given-up = aufgegeben
puzzle-ended = Aufgabe #{ $puzzle } ist vorbei ({ $how }). { CODE("!puzzle") } gibt dir eine neue.
puzzle-taken = { $solver } löst gerade Aufgabe #{ $puzzle }. { CODE("!puzzle #", $puzzle) } gibt dir ein eigenes Brett davon.
puzzle-no-such = Hier gibt es keine Aufgabe #{ $puzzle }.
puzzle-no-daily = Dieser Kanal hat noch keine Aufgabe des Tages. Ein Admin schaltet sie mit { CODE("!settings daily_puzzle 09:00") } ein.
puzzle-made-from-game =
    { $count ->
        [one] 1 Aufgabe aus dieser Partie:
       *[other] { $count } Aufgaben aus dieser Partie:
    } { CODE("!puzzle mine") }
puzzle-ratings-head = Aufgabenwertungen:
puzzle-ratings-line =
    { $variant }: { $rating } ± { $deviation }, { $solved } von { $attempts ->
        [one] { $attempts } Aufgabe
       *[other] { $attempts } Aufgaben
    } gelöst
puzzle-leaderboard-empty = Hier hat noch niemand eine Aufgabe in { $variant } gelöst. { CODE("!puzzle ", $code) } eröffnet die Tabelle.
puzzle-leaderboard-head = Aufgaben-Rangliste in { $variant } hier, nach Wertung − 2×RD:
puzzle-leaderboard-line =
    { $rank }. { $player } — { $rating } ± { $deviation }, { $attempts ->
        [one] { $attempts } Aufgabe
       *[other] { $attempts } Aufgaben
    }
puzzle-daily-setting = Aufgabe des Tages: jeden Tag um { $time } ({ $zone }).
puzzle-daily-setting-off = Aufgabe des Tages: aus ({ CODE("!settings daily_puzzle 09:00") }; Zeitzone { $zone }).
