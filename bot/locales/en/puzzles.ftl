# Puzzles (issue 35): shots found in the community's own games, solved in the chat.

command-puzzle = A puzzle: a shot from this community's games to solve with !move
slash-puzzle = puzzle
command-puzzle-variant = the variant (default: the channel's)
command-puzzle-action = hint, give up, mine or daily
argument-puzzle = which puzzle, as #id
command-top-puzzles = the puzzle ratings instead of the game ratings

# $side: white or black (a selector, not shown).
puzzle-task-win =
    { $side ->
        [white] White to play and win
       *[black] Black to play and win
    }
# $men: how many men the shot wins.
puzzle-task-men =
    { $side ->
        [white] { $men ->
            [one] White to play and win a man
           *[other] White to play and win { $men } men
        }
       *[black] { $men ->
            [one] Black to play and win a man
           *[other] Black to play and win { $men } men
        }
    }
puzzle-task-crown =
    { $side ->
        [white] White to play and crown a man
       *[black] Black to play and crown a man
    }
# $variant: the variant's name; $rating: the puzzle's rating; $task: puzzle-task-*.
puzzle-posted = Puzzle #{ $puzzle } ({ $variant }, rated { $rating }): { BOLD($task) }.
puzzle-from-engine = From one of the engine's own games.
puzzle-from-game = From game #{ $game }, { $white } against { $black }.
puzzle-from-your-miss = From your game #{ $game }: you had this shot and did not play it.
puzzle-from-your-blunder = From your game #{ $game }: your move allowed this shot.
# $solver: a mention.
puzzle-answer = { $solver }, answer with { CODE("!move <move>") }; { CODE("!puzzle hint") } shows which piece moves, { CODE("!puzzle give up") } the solution.
puzzle-answer-anyone = The first to answer with { CODE("!move <move>") } solves it here; { CODE("!puzzle #", $puzzle) } gives anyone their own board of it.
puzzle-unrated = (Not rated: you have tried this one before.)
# $day: the local date.
puzzle-daily-head = Daily puzzle, { $day }.
# $names: who solved it, a list.
puzzle-daily-solvers =
    Yesterday's puzzle #{ $puzzle } was solved by { $count ->
        [one] one player
       *[other] { $count } players
    }: { $names }.
puzzle-daily-unsolved = Nobody solved yesterday's puzzle #{ $puzzle }.
# $side: who replied (a selector); $solver: a mention.
puzzle-right =
    { $side ->
        [white] Right, { $move }! White answers { $reply }. Your move, { $solver }.
       *[black] Right, { $move }! Black answers { $reply }. Your move, { $solver }.
    }
# $line: the whole line.
puzzle-solved = Solved, { $solver }! Puzzle #{ $puzzle }: { $line }.
puzzle-solved-hinted = Solved, { $solver }, with a hint (your rating counts it as not solved). Puzzle #{ $puzzle }: { $line }.
puzzle-wrong = { $move } is not it: puzzle #{ $puzzle } is over. The solution, in the image: { $line }.
# $facts: why the rules refuse the move.
puzzle-not-legal = { $move } is not a legal move in puzzle #{ $puzzle }: { $facts }. Nothing is counted; try again.
puzzle-legal-moves = Legal here: { $moves }.
puzzle-hint = Hint for puzzle #{ $puzzle }: the piece on { $square } moves (ringed in the image). With a hint, your rating counts the puzzle as not solved.
puzzle-gave-up = The solution of puzzle #{ $puzzle }, in the image: { $line }.
puzzle-rating-moved = Puzzle rating: { $before } → { $after }.
puzzle-none-open = You have no puzzle open here. { CODE("!puzzle") } gives you one.
puzzle-none-in-variant = There are no { $variant } puzzles here yet. They are made from this community's finished games as they come; the bot's owner can make a first set from the engine's own games with { CODE("dama puzzles generate --variant ", $code, " --count 50") }.
puzzle-none-of-yours = There is no puzzle from your games yet. Puzzles are made from your finished games where you missed a shot or walked into one; { CODE("!analyse") } of a finished game makes them at once.
puzzle-ending-solved = solved
puzzle-ending-failed = not solved
puzzle-ending-given-up = given up
# $how: puzzle-ending-*.
puzzle-ended = Puzzle #{ $puzzle } is over ({ $how }). { CODE("!puzzle") } gives you another.
# $solver: a name (not a mention).
puzzle-taken = { $solver } is solving puzzle #{ $puzzle }. { CODE("!puzzle #", $puzzle) } gives you your own board of it.
puzzle-no-such = There is no puzzle #{ $puzzle } here.
puzzle-no-daily = This channel has no daily puzzle yet. An admin sets one with { CODE("!settings daily_puzzle 09:00") }.
puzzle-made-from-game =
    { $count ->
        [one] 1 puzzle made from this game:
       *[other] { $count } puzzles made from this game:
    } { CODE("!puzzle mine") }
puzzle-ratings-head = Puzzle ratings:
puzzle-ratings-line =
    { $variant }: { $rating } ± { $deviation }, { $solved } of { $attempts ->
        [one] { $attempts } puzzle
       *[other] { $attempts } puzzles
    } solved
puzzle-leaderboard-empty = No { $variant } puzzle solved here yet. { CODE("!puzzle ", $code) } starts the table.
puzzle-leaderboard-head = Puzzle leaderboard of { $variant } here, ranked by rating − 2×RD:
puzzle-leaderboard-line =
    { $rank }. { $player } — { $rating } ± { $deviation }, { $attempts ->
        [one] { $attempts } puzzle
       *[other] { $attempts } puzzles
    }
# $time: 09:00; $zone: the channel's time zone.
puzzle-daily-setting = Daily puzzle: every day at { $time } ({ $zone }).
puzzle-daily-setting-off = Daily puzzle: off ({ CODE("!settings daily_puzzle 09:00") }; time zone { $zone }).
