# Úlohy (issue 35): kombinace nalezené v partiích komunity, řeší se přímo v chatu.

command-puzzle = Úloha: kombinace ze zdejších partií k vyřešení tahy !move
slash-puzzle = úloha
command-puzzle-variant = varianta (výchozí: varianta kanálu)
command-puzzle-action = hint (rada), give up (vzdát), mine (moje) nebo daily (úloha dne)
argument-puzzle = která úloha, jako #číslo
command-top-puzzles = hodnocení úloh místo hodnocení partií

puzzle-task-win =
    { $side ->
        [white] bílý táhne a vyhraje
       *[black] černý táhne a vyhraje
    }
puzzle-task-men =
    { $side ->
        [white] { $men ->
            [one] bílý táhne a získá kámen
            [few] bílý táhne a získá { $men } kameny
           *[other] bílý táhne a získá { $men } kamenů
        }
       *[black] { $men ->
            [one] černý táhne a získá kámen
            [few] černý táhne a získá { $men } kameny
           *[other] černý táhne a získá { $men } kamenů
        }
    }
puzzle-task-crown =
    { $side ->
        [white] bílý táhne a dojde do dámy
       *[black] černý táhne a dojde do dámy
    }
puzzle-posted = Úloha #{ $puzzle } ({ $variant }, hodnocení { $rating }): { BOLD($task) }.
puzzle-from-engine = Z partie programu se sebou samým.
puzzle-from-game = Z partie #{ $game }, { $white } proti { $black }.
puzzle-from-your-miss = Z vaší partie #{ $game }: tuto kombinaci jste měli a nezahráli ji.
puzzle-from-your-blunder = Z vaší partie #{ $game }: váš tah tuto kombinaci dovolil.
puzzle-answer = { $solver }, odpovězte tahem { CODE("!move <tah>") }; { CODE("!puzzle hint") } ukáže, který kámen táhne, { CODE("!puzzle give up") } řešení.
puzzle-answer-anyone = Vyřeší ji zde ten, kdo první odpoví { CODE("!move <tah>") }; přes { CODE("!puzzle #", $puzzle) } dostane kdokoli vlastní desku s ní.
puzzle-unrated = (Bez hodnocení: tuto úlohu jste už zkoušeli.)
puzzle-daily-head = Úloha dne, { $day }.
puzzle-daily-solvers =
    Včerejší úlohu #{ $puzzle } { $count ->
        [one] vyřešil jeden hráč
        [few] vyřešili { $count } hráči
       *[other] vyřešilo { $count } hráčů
    }: { $names }.
puzzle-daily-unsolved = Včerejší úlohu #{ $puzzle } nikdo nevyřešil.
puzzle-right =
    { $side ->
        [white] Správně, { $move }! Bílý odpovídá { $reply }. Jste na tahu, { $solver }.
       *[black] Správně, { $move }! Černý odpovídá { $reply }. Jste na tahu, { $solver }.
    }
puzzle-solved = Vyřešeno, { $solver }! Úloha #{ $puzzle }: { $line }.
puzzle-solved-hinted = Vyřešeno, { $solver }, s radou (pro hodnocení se počítá jako nevyřešená). Úloha #{ $puzzle }: { $line }.
puzzle-wrong = { $move } to není: úloha #{ $puzzle } skončila. Řešení na obrázku: { $line }.
puzzle-not-legal = { $move } není v úloze #{ $puzzle } platný tah: { $facts }. Nic se nepočítá; zkuste to znovu.
puzzle-legal-moves = Platné tahy: { $moves }.
puzzle-hint = Rada k úloze #{ $puzzle }: táhne kámen z pole { $square } (zakroužkovaný na obrázku). S radou se úloha pro hodnocení počítá jako nevyřešená.
puzzle-gave-up = Řešení úlohy #{ $puzzle } na obrázku: { $line }.
puzzle-rating-moved = Hodnocení úloh: { $before } → { $after }.
puzzle-none-open = Nemáte zde otevřenou žádnou úlohu. { CODE("!puzzle") } vám jednu dá.
puzzle-none-in-variant = Zatím tu nejsou žádné úlohy varianty { $variant }. Vznikají z dohraných partií této komunity; správce bota může první sadu vytvořit z partií programu příkazem { CODE("dama puzzles generate --variant ", $code, " --count 50") }.
puzzle-none-of-yours = Z vašich partií zatím žádná úloha není. Vznikají z vašich dohraných partií, kde jste přehlédli kombinaci nebo ji soupeři dovolili; { CODE("!analyse") } dohrané partie je vytvoří hned.
puzzle-ending-solved = vyřešena
puzzle-ending-failed = nevyřešena
puzzle-ending-given-up = vzdána
puzzle-ended = Úloha #{ $puzzle } skončila ({ $how }). { CODE("!puzzle") } vám dá další.
puzzle-taken = Úlohu #{ $puzzle } řeší { $solver }. { CODE("!puzzle #", $puzzle) } vám dá vlastní desku s ní.
puzzle-no-such = Úloha #{ $puzzle } tu není.
puzzle-no-daily = Tento kanál zatím nemá úlohu dne. Správce ji zapne příkazem { CODE("!settings daily_puzzle 09:00") }.
puzzle-made-from-game =
    { $count ->
        [one] 1 úloha z této partie:
        [few] { $count } úlohy z této partie:
       *[other] { $count } úloh z této partie:
    } { CODE("!puzzle mine") }
puzzle-ratings-head = Hodnocení úloh:
puzzle-ratings-line =
    { $variant }: { $rating } ± { $deviation }, vyřešeno { $solved } z { $attempts }
puzzle-leaderboard-empty = Zde ještě nikdo nevyřešil úlohu varianty { $variant }. { CODE("!puzzle ", $code) } otevírá tabulku.
puzzle-leaderboard-head = Žebříček úloh varianty { $variant } zde, podle hodnocení − 2×RD:
puzzle-leaderboard-line =
    { $rank }. { $player } — { $rating } ± { $deviation }, { $attempts ->
        [one] { $attempts } úloha
        [few] { $attempts } úlohy
       *[other] { $attempts } úloh
    }
puzzle-daily-setting = Úloha dne: každý den v { $time } ({ $zone }).
puzzle-daily-setting-off = Úloha dne: vypnuta ({ CODE("!settings daily_puzzle 09:00") }; časové pásmo { $zone }).
