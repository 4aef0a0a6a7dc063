# Problemi (issue 35): combinazioni trovate nelle partite della comunità, da risolvere in chat.

command-puzzle = Un problema: una combinazione dalle partite di qui da risolvere con !move
slash-puzzle = problema
command-puzzle-variant = la variante (predefinita: quella del canale)
command-puzzle-action = hint (suggerimento), give up (arrendersi), mine (mie) o daily (del giorno)
argument-puzzle = quale problema, come #numero
command-top-puzzles = i punteggi dei problemi invece di quelli delle partite

puzzle-task-win =
    { $side ->
        [white] il Bianco muove e vince
       *[black] il Nero muove e vince
    }
puzzle-task-men =
    { $side ->
        [white] { $men ->
            [one] il Bianco muove e guadagna una pedina
           *[other] il Bianco muove e guadagna { $men } pedine
        }
       *[black] { $men ->
            [one] il Nero muove e guadagna una pedina
           *[other] il Nero muove e guadagna { $men } pedine
        }
    }
puzzle-task-crown =
    { $side ->
        [white] il Bianco muove e va a dama
       *[black] il Nero muove e va a dama
    }
puzzle-posted = Problema #{ $puzzle } ({ $variant }, punteggio { $rating }): { BOLD($task) }.
puzzle-from-engine = Da una partita del motore contro sé stesso.
puzzle-from-game = Dalla partita #{ $game }, { $white } contro { $black }.
puzzle-from-your-miss = Dalla tua partita #{ $game }: avevi questo colpo e non l'hai giocato.
puzzle-from-your-blunder = Dalla tua partita #{ $game }: la tua mossa ha concesso questo colpo.
puzzle-answer = { $solver }, rispondi con { CODE("!move <mossa>") }; { CODE("!puzzle hint") } mostra quale pezzo muove, { CODE("!puzzle give up") } la soluzione.
puzzle-answer-anyone = Lo risolve qui chi risponde per primo con { CODE("!move <mossa>") }; con { CODE("!puzzle #", $puzzle) } chiunque ne ha una scacchiera tutta sua.
puzzle-unrated = (Senza punteggio: l'hai già provato.)
puzzle-daily-head = Problema del giorno, { $day }.
puzzle-daily-solvers =
    Il problema di ieri, #{ $puzzle }, è stato risolto da { $count ->
        [one] un giocatore
       *[other] { $count } giocatori
    }: { $names }.
puzzle-daily-unsolved = Nessuno ha risolto il problema di ieri, #{ $puzzle }.
puzzle-right =
    { $side ->
        [white] Giusto, { $move }! Il Bianco risponde { $reply }. Tocca a te, { $solver }.
       *[black] Giusto, { $move }! Il Nero risponde { $reply }. Tocca a te, { $solver }.
    }
puzzle-solved = Risolto, { $solver }! Problema #{ $puzzle }: { $line }.
puzzle-solved-hinted = Risolto, { $solver }, con un suggerimento (per il punteggio conta come non risolto). Problema #{ $puzzle }: { $line }.
puzzle-wrong = { $move } non è la mossa: il problema #{ $puzzle } è finito. La soluzione, nell'immagine: { $line }.
puzzle-not-legal = { $move } non è una mossa regolare nel problema #{ $puzzle }: { $facts }. Non conta nulla; riprova.
puzzle-legal-moves = Mosse regolari qui: { $moves }.
puzzle-hint = Suggerimento per il problema #{ $puzzle }: muove il pezzo in { $square } (cerchiato nell'immagine). Con un suggerimento il punteggio conta il problema come non risolto.
puzzle-gave-up = La soluzione del problema #{ $puzzle }, nell'immagine: { $line }.
puzzle-rating-moved = Punteggio problemi: { $before } → { $after }.
puzzle-none-open = Non hai nessun problema aperto qui. { CODE("!puzzle") } te ne dà uno.
puzzle-none-in-variant = Qui non ci sono ancora problemi di { $variant }. Nascono dalle partite finite di questa comunità; chi gestisce il bot può crearne una prima serie dalle partite del motore con { CODE("dama puzzles generate --variant ", $code, " --count 50") }.
puzzle-none-of-yours = Non c'è ancora nessun problema dalle tue partite. Nascono dalle tue partite finite in cui ti è sfuggito un colpo o ne hai concesso uno; { CODE("!analyse") } di una partita finita li crea subito.
puzzle-ending-solved = risolto
puzzle-ending-failed = non risolto
puzzle-ending-given-up = abbandonato
puzzle-ended = Il problema #{ $puzzle } è finito ({ $how }). { CODE("!puzzle") } te ne dà un altro.
puzzle-taken = { $solver } sta risolvendo il problema #{ $puzzle }. { CODE("!puzzle #", $puzzle) } te ne dà una scacchiera tutta tua.
puzzle-no-such = Qui non c'è nessun problema #{ $puzzle }.
puzzle-no-daily = Questo canale non ha ancora un problema del giorno. Un amministratore lo attiva con { CODE("!settings daily_puzzle 09:00") }.
puzzle-made-from-game =
    { $count ->
        [one] 1 problema creato da questa partita:
       *[other] { $count } problemi creati da questa partita:
    } { CODE("!puzzle mine") }
puzzle-ratings-head = Punteggi dei problemi:
puzzle-ratings-line =
    { $variant }: { $rating } ± { $deviation }, { $solved } risolti su { $attempts ->
        [one] { $attempts } problema
       *[other] { $attempts } problemi
    }
puzzle-leaderboard-empty = Qui nessuno ha ancora risolto un problema di { $variant }. { CODE("!puzzle ", $code) } apre la classifica.
puzzle-leaderboard-head = Classifica dei problemi di { $variant } qui, per punteggio − 2×RD:
puzzle-leaderboard-line =
    { $rank }. { $player } — { $rating } ± { $deviation }, { $attempts ->
        [one] { $attempts } problema
       *[other] { $attempts } problemi
    }
puzzle-daily-setting = Problema del giorno: ogni giorno alle { $time } ({ $zone }).
puzzle-daily-setting-off = Problema del giorno: spento ({ CODE("!settings daily_puzzle 09:00") }; fuso orario { $zone }).
