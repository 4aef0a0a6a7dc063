# dama: ogni testo del bot, in italiano. Stessi messaggi e stessi segnaposto ($nomi) del file
# inglese (bot/locales/en/dama.ftl), che spiega cosa contiene ciascuno.

## Names

color-white = Bianco
color-black = Nero
variant-english = dama inglese
variant-italian = dama italiana
variant-spanish = dama spagnola
variant-international = dama internazionale
variant-brazilian = dama brasiliana
variant-dameo = Dameo
variant-russian = dama russa
variant-turkish = dama turca
variant-pool = pool checkers
variant-czech = dama ceca
variant-frisian = dama frisone
variant-canadian = dama canadese
list-more = { $shown } e altre { $more }
on = sì
off = no
taken-king = { $square } dama

## Moves and boards

move-played = #{ $game } { $mover } ({ $color }) { CODE($move) }.
move-played-details = #{ $game } { $mover } ({ $color }) { CODE($move) } — { $details }.
move-takes = prende { $count } ({ $squares })
move-crowned = promossa a dama
to-move = Tocca a { $player }, { $color }, mossa { $move }.
huff-possible = Soffio: { $mover } non ha eseguito una presa obbligatoria ({ $ignored }). { $player } può soffiare uno tra { $squares } con !huff, o semplicemente muovere.
board-head = #{ $game } { $variant } — { $white } ({ color-white }) contro { $black } ({ color-black }).
board-last-move = Ultima mossa: { CODE($move) } ({ $color }).
legal-moves-head = #{ $game } mosse possibili per { $player } ({ $color })
legal-moves-from-head = #{ $game } mosse possibili da { $square } per { $player } ({ $color })
legal-moves-none = { $head }: nessuna.
legal-moves-list = { $head } ({ $count }): { $moves }.

## Draw counts under way

count-english = Conteggio (solo dame, nessuna presa): { $each } di 50 mosse a testa.
count-kings-only = Solo dame, nessuna presa: { $each } di 25 mosse a testa.
count-kings-only-15 = Solo dame, nessuna presa: { $each } di 15 mosse a testa.
count-czech = Nessuna presa, nessuna pedina mossa: { $each } di 15 mosse a testa.
count-russian-balance = Forze invariate con dame da entrambe le parti: { $each } di { $of } mosse a testa.
count-requested = Conteggio delle 40 mosse chiesto dal { $color }: { $moves } di 40.
ending-two-kings-one = Due dame contro una: il { $color } ha usato { $moves } delle 20 mosse per vincere.
ending-three-kings-two = Tre dame contro due: il { $color } ha usato { $moves } delle 30 mosse per vincere.
ending-three-kings-one = Tre dame contro una: { $each } di 12 mosse a testa.
ending-two-nine = Finale del 2 e del 9: { $each } di 32 mosse a testa.
ending-three-lone-king = Tre pezzi contro una dama sola: { $each } di 16 mosse a testa.
ending-two-lone-king = Due pezzi contro una dama sola: { $each } di 5 mosse a testa.

## Endings

outcome-win = Partita #{ $game } finita: { $winner } ({ $winner_color }) vince — { $loser } ({ $loser_color }) { $cause }.
outcome-draw = Partita #{ $game } finita: { $reason }. { $white } { $black }
win-cause-no-pieces = non ha più pezzi
win-cause-no-legal-move = non ha mosse possibili
win-cause-resignation = ha abbandonato
win-cause-time = ha esaurito il tempo
win-cause-giveaway-no-pieces = perde a vinciperdi: vince chi resta senza pezzi
win-cause-giveaway-no-move = perde a vinciperdi: vince chi non ha mosse
outcome-win-short = vince il { $winner }: il { $loser } { $cause }
draw-agreement = patta: d'accordo tra i giocatori
draw-repetition = patta: la stessa posizione per la terza volta con lo stesso giocatore al tratto
draw-english-fifty = patta: 50 mosse a testa di sole dame senza prese (il conteggio delle mosse)
draw-italian-forty = patta: il conteggio delle 40 mosse è finito senza prese né mosse di pedina
draw-italian-two-kings-one = patta: due dame contro una non hanno vinto entro 20 mosse
draw-italian-three-kings-two = patta: tre dame contro due non hanno vinto entro 30 mosse
draw-spanish-three-kings-one = patta: tre dame contro una non hanno vinto entro 12 mosse a testa
draw-spanish-two-nine = patta: il finale del 2 e del 9 è durato 32 mosse a testa senza vittoria, promozione o presa di pedina
draw-twenty-five-king-moves = patta: 25 mosse a testa di sole dame senza prese
draw-sixteen-move-ending = patta: tre pezzi con una dama contro una dama sola non hanno vinto entro 16 mosse a testa
draw-five-move-ending = patta: due pezzi con una dama contro una dama sola non hanno vinto entro 5 mosse a testa
draw-fifteen-king-moves = patta: 15 mosse a testa di sole dame senza prese
draw-russian-balance-thirty = patta: con dame da entrambe le parti e 4 o 5 pezzi, l'equilibrio delle forze non è cambiato per 30 mosse a testa
draw-russian-balance-sixty = patta: con dame da entrambe le parti e 6 o 7 pezzi, l'equilibrio delle forze non è cambiato per 60 mosse a testa
draw-russian-three-kings-one = patta: tre dame contro una dama sola non l'hanno presa entro la loro 15ª mossa
draw-russian-long-diagonal = patta: tre pezzi contro una dama sola sulla grande diagonale non hanno vinto entro la loro 5ª mossa
draw-russian-few-lone-king = patta: due pezzi (o una dama) contro una dama sola non hanno vinto entro la loro 5ª mossa
draw-pool-three-kings-one = patta: tre dame contro una non l'hanno presa entro 13 mosse
draw-turkish-one-piece-each = patta: a ciascuno resta un solo pezzo
draw-frisian-two-kings-one = patta: due dame contro una non hanno vinto entro 7 mosse a testa
draw-frisian-king-king = patta: dama contro dama non ha vinto entro 2 mosse a testa
game-over = La partita #{ $game } è finita ({ $how }): niente più mosse. Iniziane un'altra con { CODE("!challenge @friend") }.
huffed-over = #{ $game }: { $author } soffia il pezzo su { $square }. { $result }.
huffed-to-move = #{ $game }: { $author } soffia il pezzo su { $square }. Tocca a { $player }.
count-started = #{ $game }: { $author } ({ $color }) chiede il conteggio delle 40 mosse. Se il { $color } fa 40 mosse senza prese e senza muovere pedine, la partita è patta; una presa o una mossa di pedina fanno ripartire il conteggio.

## What the game refuses

game-error-over = La partita è finita: { $outcome }.
game-error-nothing-to-huff = Non c'è niente da soffiare: l'ultima mossa non ha ignorato una presa.
game-error-not-huffable = Il pezzo su { $square } non poteva prendere; puoi soffiare { $options }.
game-error-no-count = La { $variant } non ha un conteggio da chiedere: le sue regole di patta valgono da sole.
game-error-count-running = Il conteggio delle 40 mosse è già in corso, chiesto dal { $color }.
game-error-soffio = Il soffio si gioca solo nella dama spagnola e internazionale.
game-error-nothing-to-undo = Non c'è nessuna mossa da ritirare.

## Challenges

with-soffio = con il soffio
per-move = { $days } per mossa
challenge-offer = { $opponent }, { $challenger } ti sfida a { $variant } (partita #{ $game }{ $extras }): giocheresti con il { $color }. Rispondi { CODE("!accept #", $game) } o { CODE("!decline #", $game) }.
game-starts = Inizia la partita #{ $game }: { $variant }{ $giveaway }{ $soffio }, { $white } ({ color-white }) contro { $black } ({ color-black }). Tocca a { $player }, { $color }, mossa 1. Si gioca con { CODE("!move <mossa>") }, per esempio { $example }.{ $clock }
game-starts-soffio = , con il soffio
challenge-declined = { $challenger }, { $decliner } rifiuta la tua sfida (#{ $game }).
challenge-cancelled = { $other }, { $author } ritira la sfida #{ $game }.
challenge-closed = La partita #{ $game } è stata rifiutata o ritirata: non c'è niente da rispondere.
own-challenge = La #{ $game } è una tua sfida: tocca a { $challenged } accettarla. Per ritirarla: { CODE("!cancel #", $game) }
only-challenged-answers = Solo { $challenged } può rispondere alla sfida #{ $game }.
only-challenger-cancels = Solo { $challenger } può ritirare la sfida #{ $game }; tu puoi rifiutarla: { CODE("!decline #", $game) }
already-challenged = C'è già una sfida tra te e { $opponent } qui: #{ $game }. Per ritirare la tua: { CODE("!cancel #", $game) }
already-playing = Stai già giocando con { $opponent } qui: partita #{ $game }. Finiscila prima (una partita per coppia in un canale).
challenge-yourself = Non puoi sfidare te stesso. Indica un amico: { CODE("!challenge @friend english") }
unknown-person = Non so chi sia { $typed } qui: menziona la persona in modo che l'app colleghi il nome, per esempio { CODE("!challenge @friend") }
soffio-not-allowed = Il soffio si gioca solo nella dama spagnola e internazionale, non nella { $variant }.
button-accept = Accetta
button-decline = Rifiuta

## Which game

no-such-game = Non c'è nessuna partita #{ $game } in questo canale. Le partite di qui: { CODE("!games") }
no-game-here = Non hai partite in questo canale. Iniziane una: { CODE("!challenge @friend english") }
not-a-player = Non giochi nella partita #{ $game }: è { $white } ({ color-white }) contro { $black } ({ color-black }).
not-started = La partita #{ $game } non è iniziata: la sfida aspetta una risposta, { CODE("!accept #", $game) } o { CODE("!decline #", $game) } da chi è stato sfidato.
not-your-turn = Non è il tuo turno nella #{ $game }: tocca a { $player } ({ $color }).
not-your-turn-anywhere = Non è il tuo turno in nessuna delle tue partite qui: { $games }.
which-game = Quale partita? { $games }. Aggiungi il numero, per esempio { CODE($example) }
game-choice = #{ $game } { $against } ({ $variant }{ $turn })
game-against = contro { $opponent }
game-between = { $white } – { $black }
game-choice-turn = , tocca a { $player }
nothing-to-answer = Qui nulla aspetta una tua risposta: nessuna sfida per te, nessuna proposta dall'avversario.
nothing-to-cancel = Non hai sfide o proposte da ritirare qui.

## Offers

offer-undo = richiesta di ritirare la mossa
offer-draw = proposta di patta
undo-requested = { $opponent }, { $author } chiede di ritirare { CODE($moves) } nella #{ $game }. Rispondi { CODE("!accept #", $game) } o { CODE("!decline #", $game) }.
undone = #{ $game }: ritirata { $moves }. Tocca a { $player }, { $color }, mossa { $move }.
nothing-to-undo = Non hai mosse da ritirare nella #{ $game }.
draw-offered = { $opponent }, { $author } propone patta nella #{ $game }. Rispondi { CODE("!accept #", $game) } o { CODE("!decline #", $game) } (anche una mossa la rifiuta).
offer-declined = { $offerer }, { $decliner } rifiuta la tua { $offer } nella #{ $game }. La partita continua: tocca a { $player }.
offer-withdrawn = { $opponent }, { $author } ritira la { $offer } nella #{ $game }.
own-offer = La tua proposta nella #{ $game } aspetta la risposta di { $opponent }; per ritirarla: { CODE("!cancel #", $game) }
answer-first = { $opponent } ha fatto una { $offer } nella #{ $game }: prima rispondi con { CODE("!accept #", $game) } o { CODE("!decline #", $game) }

## Lists

games-none = Nessuna partita in questo canale. Iniziane una: { CODE("!challenge @friend english") }
games-head = Partite qui:
games-line = #{ $game } { $variant } — { $white } ({ color-white }) contro { $black } ({ color-black }): { $state }{ $clock }
games-challenge = sfida in attesa di risposta da { $since }
games-to-move = tocca a { $player }, mossa { $move }, da { $since }
duration-seconds = { $n }s
duration-minutes = { $n }min
duration-hours = { $n }h
duration-days =
    { $n ->
        [one] { $n } giorno
       *[other] { $n } giorni
    }

## Settings

settings-reminders-off = no
settings-reminders-after = dopo { $hours } h senza mosse
settings-saved = Salvato.
prefs = Le tue preferenze: lingua { $language }; scacchiera dal tuo lato quando tocca a te, qualunque sia l'orientamento del canale: { $flip }. Cambiale con { CODE("!prefs language it") }
prefs-language-auto = quella del canale (o della tua app, quando l'app la indica)
admins-only = Solo gli amministratori del canale possono cambiarne le impostazioni.
bad-setting = `{ $value }` non è un valore per { $key }: usa { $allowed }.

## The bot itself

internal-error = Qualcosa è andato storto da parte mia e non è cambiato nulla. Riprova, per favore.
database-unreachable = Il bot non riesce a raggiungere il suo database, riprova tra un momento.
pdn-inline = Partita #{ $game } in PDN:
pdn-caption = Partita #{ $game } in PDN
pdn-attached = Partita #{ $game } in PDN, in allegato.
done = Fatto.
unknown-slash-command = Comando sconosciuto /{ $name }.
button-expired = Questo pulsante è scaduto: scrivi il comando.
played-in = La partita #{ $game } si gioca in { $place }.
thread-name = Partita #{ $game }
console-greeting =
    dama, console. Scrivi i messaggi come `nome: testo`, per esempio
      alice: !challenge @bob english
      bob: !accept
      alice: !move 11-15
    !help elenca i comandi; Ctrl-D esce.
saved-image = immagine: { $path }
saved-file = file: { $path }
board-legend = ○ pedina bianca  ◎ dama bianca  ● pedina nera  ◉ dama nera

## Refusals of moves and !why

refused = #{ $game } { BOLD($rule) }: { $facts }.
explain-refusal = #{ $game } { CODE($move) } non è valida qui. { BOLD($rule) }: { $facts }. { $general }
explain-refusal-other = #{ $game } (per il { $color }, che ha il tratto) { CODE($move) } non è valida qui. { BOLD($rule) }: { $facts }. { $general }
why-refused = La tua mossa { CODE($move) } (mossa { $number }) è stata rifiutata per la regola { BOLD($rule) }: { $facts }. { $general }
why-not-your-turn = La tua mossa { CODE($move) } (mossa { $number }) è stata rifiutata perché non era il tuo turno: toccava a { $player } ({ $color }). Si muove a turno, una mossa a testa.
explain-legal = { CODE($move) } { $why }
explain-legal-other = (per il { $color }, che ha il tratto) { CODE($move) } { $why }
explain-last-move = Nessuna tua mossa è stata rifiutata. L'ultima mossa, di { $mover }, { CODE($move) } { $why }
explain-soffio-move = L'ultima mossa, di { $mover }, { CODE($move) }, non rispetta la regola "{ $rule }" ({ $facts }); il soffio lo permette, e l'avversario può soffiare un pezzo che poteva prendere.
nothing-to-explain = Ancora niente da spiegare nella #{ $game }. Chiedi di una mossa: { CODE("!why 11-15") }
bad-square = `{ $text }` non è una casella giocabile. { $forms }
legal-here = Mosse valide: { $moves }.
explain = è valida{ $taking }; { $reason }{ $extra }.
explain-taking = , prende { $count }
explain-reason-only-move = è l'unica mossa possibile
explain-reason-free = non ci sono prese, quindi ogni mossa è libera ({ $count } mosse possibili)
explain-reason-compulsory = la presa è obbligatoria e si può scegliere una qualsiasi delle { $count }, ma va completata
explain-reason-maximum = prende il massimo, { $pieces } pezzi ({ $count } prese così)
explain-reason-italian = la impone la precedenza italiana (con la dama, più dame, prima la dama) ({ $count } prese così)
explain-reason-most-kings = la impone la regola delle più dame ({ $count } prese così)
explain-crowns = ; la pedina è promossa a dama e la mossa finisce
explain-passes = ; la pedina passa sull'ultima riga in { $square } ma non si ferma lì, quindi resta pedina

## Rule titles

rule-not-a-move = Non è una mossa
rule-square-not-playable = Casella non giocabile
rule-no-piece = Nessun pezzo lì
rule-not-your-piece = Non è un tuo pezzo
rule-destination-occupied = Casella occupata
rule-men-not-backwards = Le pedine non vanno indietro
rule-men-capture-forwards = Le pedine prendono solo in avanti
rule-kings-one-square = La dama muove di una casella
rule-path-blocked = Percorso ostruito
rule-not-a-step = Passo non consentito
rule-men-jump-short = La pedina salta corto
rule-capture-compulsory = La presa è obbligatoria
rule-capture-not-finished = La presa va completata
rule-maximum-capture = Presa massima
rule-italian-men-cannot-take-kings = La pedina non prende la dama
rule-italian-capture-with-king = Prendere con la dama
rule-italian-more-kings = Prendere più dame
rule-italian-king-earlier = Prendere prima la dama
rule-spanish-more-kings = Prendere più dame
rule-jumped-twice = Nessun pezzo si salta due volte
rule-jumped-piece-blocks = I pezzi presi restano fino a fine mossa
rule-promotion-ends-move = La promozione chiude la mossa
rule-passing-does-not-crown = Passare sull'ultima riga non promuove
rule-dameo-crowning-at-end = Promozione solo a fine mossa
rule-dameo-orthogonal-captures = Prese solo ortogonali
rule-dameo-line-forward = Le file avanzano in avanti
rule-dameo-king-not-in-line = La dama non muove in fila
rule-nothing-to-take = Niente da prendere
rule-own-piece = Pezzo proprio in mezzo
rule-not-legal = Non valida qui
rule-piece-cannot-move = Quel pezzo non può muovere
rule-ambiguous = Mossa ambigua
rule-game-over = Partita finita
rule-not-your-turn = Non è il tuo turno
rule-other = Non valida

## Rules in a sentence, for !why

general-capture-compulsory = In ogni variante, quando si può prendere si deve prendere.
general-capture-not-finished = Il pezzo che prende continua a saltare finché può; tutta la sequenza è una sola mossa.
general-maximum-capture = Si deve scegliere la presa che cattura più pezzi (la dama conta uno).
general-italian-men-cannot-take-kings = Nella dama italiana la pedina non può mai prendere la dama.
general-italian-precedence = Precedenza italiana, in ordine: prendere più pezzi; prendere con la dama piuttosto che con la pedina; prendere più dame; prendere prima la dama.
general-spanish-more-kings = Regola spagnola: prendere più pezzi e, tra queste prese, più dame.
general-men-not-backwards = Le pedine avanzano soltanto; le dame possono tornare indietro.
general-men-capture-forwards = Nella dama inglese, italiana e spagnola le pedine prendono solo in avanti.
general-kings-one-square = Nella dama inglese e italiana la dama muove e prende di una casella alla volta.
general-path-blocked = La dama a lungo raggio muove solo lungo una diagonale libera.
general-jumped-twice = Nessun pezzo può essere saltato due volte nella stessa mossa.
general-jumped-piece-blocks = I pezzi presi si tolgono solo a fine mossa; fino ad allora sbarrano la strada.
general-promotion-ends-move = La pedina che raggiunge l'ultima riga è promossa e si ferma lì.
general-passing-does-not-crown = La pedina è promossa solo se la mossa finisce sull'ultima riga.
general-dameo-crowning-at-end = Nel Dameo la pedina è promossa solo se la mossa finisce sull'ultima traversa.
general-dameo-orthogonal-captures = Nel Dameo ogni presa va lungo traverse e colonne.
general-dameo-lines = Nel Dameo una fila continua di pedine può avanzare di una casella nella sua direzione; le dame non fanno parte di file.
general-own-pieces = Si muovono solo i propri pezzi.
general-ambiguous = Scrivi ogni casella d'arrivo quando più prese corrispondono.

## The facts of a refusal

refusal-not-a-move = `{ $text }` non è una mossa. { $forms }
refusal-square-not-playable = { $square } non è una casella giocabile nella { $variant }. { $forms }
refusal-no-piece = non c'è nessun pezzo su { $square }
refusal-not-your-piece = il pezzo su { $square } è del { $color }
refusal-occupied = la casella { $square } è occupata
refusal-men-not-backwards = una pedina non può tornare indietro da { $from } a { $to }
refusal-men-capture-forwards = qui le pedine prendono solo in avanti: la pedina su { $from } non può prendere all'indietro
refusal-kings-one-square = qui la dama muove di una casella alla volta: da { $from } a { $to } è troppo lontano
refusal-path-blocked = il percorso da { $from } a { $to } è ostruito dal pezzo su { $blocker }
refusal-men-jump-short = la pedina prende saltando un pezzo adiacente sulla casella subito oltre: { $from }x{ $to } va troppo lontano
refusal-man-not-a-step = una pedina non può andare da { $from } a { $to }: { $step }
refusal-king-not-a-step = una dama non può andare da { $from } a { $to }: { $step }
refusal-capture-compulsory = { $typed } non prende nulla, ma puoi prendere: { $moves }
refusal-capture-not-finished = { $typed } si ferma su { $square }, ma la presa continua da lì: { $moves }
refusal-maximum-capture = { $typed } prende { $took } — qui il massimo è { $max }: { $moves }
refusal-men-cannot-take-kings = nella dama italiana la pedina non può prendere la dama (la dama su { $square })
refusal-capture-with-king = a parità di pezzi presi deve prendere la dama, non la pedina: { $moves }
refusal-more-kings = a parità di pezzi si prendono più dame: { $typed } ne prende { $took }, se ne possono prendere { $max }: { $moves }
refusal-king-earlier = a parità di pezzi e di dame, si prende la dama il prima possibile: { $moves }
refusal-jumped-twice = { $square } verrebbe saltato due volte
refusal-jumped-piece-blocks = il pezzo su { $square } è già preso ma resta sulla scacchiera fino a fine mossa, e sbarra la strada
refusal-promotion-ends-move = la pedina è promossa su { $square } e deve fermarsi lì
refusal-passing-does-not-crown = la pedina attraversa { $square } da pedina e non può continuare a prendere come dama
refusal-crowning-at-end = su { $square } la pedina è ancora pedina: è promossa solo dove finisce la mossa
refusal-men-orthogonal = le pedine prendono solo lungo traverse e colonne, mai in diagonale
refusal-kings-orthogonal = le dame prendono solo lungo traverse e colonne, mai in diagonale
refusal-line-forward = da { $from } a { $to } si deve passare, in avanti, su una fila continua di pedine proprie
refusal-king-not-in-line = la dama non muove in fila: non può passare sopra il pezzo su { $square }
refusal-nothing-to-take = non c'è niente da prendere tra { $from } e { $to }
refusal-own-piece = non puoi saltare il tuo pezzo su { $square }
refusal-not-legal = { $text } non è valida qui; il pezzo su { $from } può giocare: { $moves }
refusal-piece-cannot-move = il pezzo su { $from } non ha mosse; mosse valide: { $moves }
refusal-ambiguous = `{ $text }` corrisponde a più mosse; scrivine una per intero: { $moves }
refusal-game-over = la partita è finita: { $result }
refusal-not-your-turn = non è il tuo turno: tocca al { $color }
step-dameo-man = la pedina avanza di una casella dritta o in diagonale, o fa avanzare una fila di pedine
step-dameo-king = la dama muove come la regina degli scacchi lungo una linea libera
step-short-king = la dama muove di una casella in diagonale
step-flying-king = la dama muove lungo una diagonale libera
step-man = la pedina muove di una casella in diagonale in avanti

## How moves and squares are written

move-forms-english = Scrivi una mossa come 11-15, una presa come 23x14 o con ogni casella d'arrivo, 23x14x5.
move-forms-italian = Scrivi una mossa come 21-17, una presa come 23x14 o con ogni casella d'arrivo, 28x19x10.
move-forms-spanish = Scrivi una mossa come 9-13, una presa come 10x19 o con ogni casella d'arrivo, 8x12x20.
move-forms-international = Scrivi una mossa come 32-28, una presa come 28x19 o con ogni casella d'arrivo, 28x19x10.
move-forms-brazilian = Scrivi una mossa come c3-d4, una presa come c3xe5 o con ogni casella d'arrivo, c3xe5xc7.
move-forms-dameo = Scrivi una mossa come c3-c4 (una mossa in fila con le caselle della pedina di coda, c1-c4), una presa come e2xe4xg4xg6.
square-forms-32 = Le caselle sono numerate da 1 a 32.
square-forms-50 = Le caselle sono numerate da 1 a 50.
square-forms-72 = Le caselle sono numerate da 1 a 72.
square-forms-brazilian = Le caselle vanno da a1 a h8, solo quelle scure (a1 è scura).
square-forms-dameo = Le caselle vanno da a1 a h8.

## Help

help-intro = Arbitro partite di dama qui: sfida un amico, scrivi le mosse, ricevi la scacchiera a ogni mossa. Comandi:
help-line = { CODE($usage) } — { $summary }
help-default-variant = Qui la variante predefinita è la { $variant }. { $forms } Di più su un comando: { CODE("!help move") }
help-command = { CODE($usage) } — { $summary }.
help-aliases = Anche: { $aliases }.
help-arg = { $name }: { $description }
help-example = Esempio: { CODE($example) }
help-unknown = Non esiste il comando `{ $name }`. L'elenco: { CODE("!help") }
variants-head = Varianti:
variants-line = { BOLD($code) } — { $name }: { $summary }
variants-foot = Sfida con { CODE("!challenge @friend italian") }
summary-english = 8x8, muove prima il Nero; pedine solo in avanti, dame corte; presa obbligatoria, qualsiasi sequenza, completata.
summary-italian = 8x8 speculare, muove prima il Bianco; la pedina non prende la dama; dame corte; precedenze italiane.
summary-spanish = 8x8 speculare, numerata dal basso a destra; dame volanti; più pezzi, poi più dame.
summary-international = 10x10, 20 pedine a testa; le pedine prendono anche indietro; dame volanti; presa massima; promozione solo a fine mossa.
summary-brazilian = Regole internazionali su 8x8, caselle algebriche (c3-d4).
summary-dameo = Tutte le 64 caselle; le pedine avanzano dritte o in diagonale e in fila; prese ortogonali; la dama muove come la regina.

## Parse errors

unknown-command = Non conosco il comando `{ $name }`.
did-you-mean = Forse intendevi { CODE($command) }, come in { CODE($example) }?
all-commands = Tutti i comandi: { CODE("!help") }
missing-argument = { CODE($command) } richiede { $arg } ({ $description }). Uso: { CODE($usage) }. Esempio: { CODE($example) }
unexpected-word = { CODE($command) } non prevede `{ $word }`. Uso: { CODE($usage) }. Esempio: { CODE($example) }
bad-argument = `{ $value }` non è valido come `{ $arg }` di { CODE($command) } ({ $description }).
bad-argument-example = Esempio: { CODE($example) }
bad-game-id = `{ $value }` non è un numero di partita: scrivi # e il numero, per esempio { CODE($command, " #12") }

## Rules in short

topic-moves = Mosse
topic-captures = Prese
topic-kings = Dame
topic-draws = Patta
topic-notation = Notazione
rules-head = { BOLD($name) } — { $summary }
rules-topic = { BOLD($title) }: { $text }
rules-more = Altro: { CODE("!rules ", $code, " draws") }, { CODE("!rules ", $code, " notation") }, { CODE("!rules ", $code, " giveaway") }
rules-flying-kings = Le dame volano: qualsiasi distanza lungo una diagonale libera; prendono a distanza e atterrano su una casella libera oltre il pezzo.
rules-english-moves = Muove prima il Nero. Le pedine avanzano di una casella in diagonale su una casella libera.
rules-english-captures = La presa è obbligatoria: si salta un pezzo nemico adiacente sulla casella libera oltre; le pedine prendono solo in avanti. La presa continua finché può, ma tra più prese se ne può scegliere una qualsiasi (nessuna regola del massimo).
rules-short-kings = La pedina che raggiunge l'ultima riga è promossa e la mossa finisce lì. Le dame muovono e prendono di una casella, avanti e indietro.
rules-english-draws = Per accordo (!draw), o con il conteggio: quando entrambi hanno una dama, 50 mosse a testa di sole dame senza prese. Il bot lo applica da solo.
rules-english-notation = Caselle 1–32 dall'alto a sinistra (lato del Nero); a1 è giocabile. Il Nero parte da 1–12, il Bianco da 21–32. Mosse 11-15; prese 23x14, o con ogni casella d'arrivo 23x14x5.
rules-italian-moves = Muove prima il Bianco. Le pedine avanzano di una casella in diagonale.
rules-italian-captures = La presa è obbligatoria e va completata. Le pedine prendono solo in avanti e non possono mai prendere una dama. Tra più prese: più pezzi; poi con la dama piuttosto che con la pedina; poi più dame; poi la dama il prima possibile; poi libera scelta.
rules-italian-draws = Accordo; la stessa posizione per la terza volta con lo stesso giocatore al tratto; 2 dame contro 1 non vinte entro 20 mosse, 3 contro 2 entro 30; il conteggio delle 40 mosse su richiesta (!draw count): 40 mosse di chi lo chiede senza prese né mosse di pedina.
rules-italian-notation = La scacchiera è speculare: h1 è giocabile (il cantone, 32). Caselle 1–32 dall'alto a sinistra. Il Bianco parte da 21–32, il Nero da 1–12. Mosse 21-17; prese 28x19x10.
rules-spanish-moves = Muove prima il Bianco. Le pedine avanzano di una casella in diagonale.
rules-spanish-captures = La presa è obbligatoria; le pedine prendono solo in avanti, pedine e dame. Si prendono più pezzi, poi più dame. I pezzi presi restano sulla scacchiera fino a fine mossa.
rules-spanish-kings = La pedina che raggiunge l'ultima riga è promossa e si ferma. Le dame volano lungo diagonali libere; prendono a distanza e, in una presa multipla, atterrano dove la presa può continuare.
rules-spanish-draws = Accordo; terza ripetizione con lo stesso giocatore al tratto; 3 dame contro 1 non vinte entro 12 mosse a testa; il finale con pedine su 2 e 9 (o 31 e 24): 32 mosse a testa.
rules-spanish-notation = Caselle 1–32 dal basso a destra (lato del Bianco). Il Bianco parte da 1–12, il Nero da 21–32. Mosse 9-13; prese 10x19.
rules-international-captures = La presa è obbligatoria; le pedine prendono avanti e indietro. Si devono prendere più pezzi possibile (la dama conta uno); a parità, libera scelta. I pezzi presi si tolgono a fine mossa e nessuno si salta due volte.
rules-international-kings = La pedina è promossa solo se la mossa finisce sull'ultima riga: passarci durante una presa non promuove.
rules-international-draws = Accordo; terza ripetizione; 25 mosse a testa di sole dame senza prese; tre pezzi con una dama contro una dama sola: 16 mosse a testa; due contro una dama sola: 5 mosse a testa.
rules-international-moves = 10x10, 20 pedine a testa; muove prima il Bianco. Le pedine avanzano di una casella in diagonale.
rules-international-notation = Caselle 1–50 dall'alto a sinistra (1 = b10, 46 = a1). Il Bianco parte da 31–50, il Nero da 1–20. Mosse 32-28; prese 28x19x10.
rules-brazilian-moves = Regole internazionali su 8x8: muove prima il Bianco dalle righe 1–3, il Nero dalle righe 6–8. Le pedine avanzano di una casella in diagonale.
rules-brazilian-notation = Caselle algebriche, a1 scura, Bianco in basso: mosse c3-d4, prese c3xe5xc7.
rules-dameo-moves = Tutte le 64 caselle; muove prima il Bianco; 18 pedine a testa. La pedina avanza di una casella dritta o in diagonale. Una fila continua di pedine può avanzare di una casella nella sua direzione: la pedina di coda va davanti alla testa (c1-c4 porta c1, c2, c3 in c2, c3, c4). Le dame non fanno parte di file.
rules-dameo-captures = Pedine e dame prendono solo in orizzontale e verticale (avanti, di lato, indietro), pedine e dame. Si devono prendere più pezzi possibile (la dama conta uno); i pezzi presi si tolgono a fine mossa.
rules-dameo-kings = La pedina è promossa solo se la mossa finisce sull'ultima traversa. La dama muove come la regina degli scacchi e prende in orizzontale e verticale a qualsiasi distanza.
rules-dameo-draws = Accordo, o la stessa posizione per la terza volta con lo stesso giocatore al tratto.
rules-dameo-notation = Caselle algebriche a1–h8 come negli scacchi, Bianco in basso. Mosse c3-c4; prese e2xe4xg4xg6; una mossa in fila si scrive con le caselle della pedina di coda.

## Play over days

clock-days =
    { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    }
span-less-than-minute = meno di un minuto
span-minutes = { $minutes } min
span-hours = { $hours } h
span-hours-minutes = { $hours } h { $minutes } min
span-days = { $days } g
span-days-hours = { $days } g { $hours } h
clock-line = { $per_move } per mossa: restano { $left }
clock-line-up = { $per_move } per mossa: tempo scaduto
clock-rule = Orologio: { $per_move } per mossa; chi non muove in tempo perde per tempo.
clock-warning = { $player }, partita #{ $game } contro { $opponent }: è passato l'80% del tuo tempo per questa mossa — restano { $left } ({ $per_move } per mossa). Muovi con { CODE("!move #", $game, " …") }, o la partita è persa per tempo.
timed-out = Nessuna mossa in tempo ({ $per_move } per mossa).
reminder = { $player }, tocca a te nella partita #{ $game } contro { $opponent } ({ $variant }), da { $waiting }. { CODE("!board #", $game) } mostra la posizione.
rating-change = Punteggi ({ $variant }): { $white }, { $black }.
rating-change-one = { $player } { $before } → { $after }
stats-none = { $player } non ha ancora partite finite qui.
stats-head = Risultati di { $player } qui:
stats-line = { $variant }: { $wins } vinte, { $draws } patte, { $losses } perse — { $rating }
stats-rating = punteggio { $rating } ± { $deviation }
stats-unrated = ancora senza punteggio
leaderboard-empty = Ancora nessuna partita di { $variant } con punteggio qui: finitene una e la classifica parte. { CODE("!challenge @friend ", $code) }
leaderboard-head = Classifica della { $variant } qui, per punteggio − 2×RD (un valore che ognuno quasi certamente supera, così una vittoria fortunata all'inizio non basta per il primo posto; si parte da 1500 ± 350):
leaderboard-line =
    { $rank }. { $player } — { $rating } ± { $deviation }, { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    }
replay-caption =
    #{ $game } { $white } ({ color-white }) contro { $black } ({ color-black }), { $variant }: la partita intera, { $plies ->
        [one] { $plies } mossa
       *[other] { $plies } mosse
    }. { $end }
replay-under-way = In corso.
replay-over = { $outcome }.
chart-caption = #{ $game } { $white } ({ color-white }) contro { $black } ({ color-black }): pedine e dame di ciascuno dopo ogni mossa (linee piene: pedine, tratteggiate: dame).
chart-title = #{ $game } { $white } contro { $black }
nothing-played = La partita #{ $game } non è iniziata: non c'è ancora niente da mostrare.

## Commands: summaries and arguments

command-help = Cosa fa il bot, come scrivere le mosse
command-help-command = un comando da spiegare
command-variants = Le varianti, una riga ciascuna
command-challenge = Sfida qualcuno a una partita
command-challenge-opponent = chi sfidi
command-challenge-variant = la variante
command-challenge-color = il tuo colore: white, black o random
command-accept = Accetta una sfida, un ritiro o una patta
argument-game = quale delle tue partite, come #id
argument-what = a cosa rispondi: challenge, draw o undo (predefinito: quello che aspetta te)
command-decline = Rifiuta una sfida, un ritiro o una patta
command-cancel = Ritira la tua sfida o la tua proposta
command-move = Gioca una mossa nella tua partita
command-move-move = la mossa, per esempio 23x14 o 11-15
command-board = Mostra di nuovo la scacchiera
command-moves = Le tue mosse possibili (da una casella)
command-moves-square = solo le mosse da questa casella
command-why = Spiega l'ultima decisione, o una mossa
command-why-move = la mossa, per esempio 23x14 o 11-15
command-rules = Le regole in breve
command-rules-variant = la variante
command-rules-topic = moves, captures, kings, draws, notation, giveaway (mosse, prese, dame, patta, notazione, vinciperdi)
command-undo = Chiedi all'avversario di ritirare la tua ultima mossa
command-draw = Proponi o accetta la patta, o avvia un conteggio
command-draw-count = avvia il conteggio delle mosse dove la variante lo prevede
command-resign = Abbandona
command-huff = Soffio: togli un pezzo che non ha preso
command-huff-square = il pezzo che doveva prendere
command-games = Partite qui
command-stats = Vittorie, patte, sconfitte e punteggio per variante
command-stats-player = di chi (predefinito: tu)
command-top = La classifica di questa comunità
command-top-variant = la variante
command-replay = La partita come GIF animata
command-chart = Un grafico di pedine e dame durante la partita
command-settings = Impostazioni del canale (solo amministratori)
command-settings-key = l'impostazione
argument-value = il nuovo valore
command-prefs = Le tue preferenze
command-prefs-key = la preferenza

## Slash commands' names in Discord's menu (the bot still reads the English name): lowercase
## letters and digits, - or _, no spaces, at most 32 characters, all different.

slash-help = aiuto
slash-variants = varianti
slash-challenge = sfida
slash-accept = accetta
slash-decline = rifiuta
slash-cancel = ritira
slash-move = mossa
slash-board = scacchiera
slash-moves = mosse
slash-why = perche
slash-rules = regole
slash-undo = annulla
slash-draw = patta
slash-resign = abbandona
slash-huff = soffia
slash-pdn = pdn
slash-games = partite
slash-stats = statistiche
slash-top = classifica
slash-replay = replay
slash-chart = grafico
slash-settings = impostazioni
slash-prefs = preferenze

## Giveaway

game-kind-giveaway = { $variant }, vinciperdi
challenge-giveaway = vinciperdi: vince chi non può muovere
game-starts-giveaway = {" "}(vinciperdi: vince chi non può muovere)
ambiguous-variant = `{ $word }` può voler dire la dama turca (Türk daması) o la dama italiana, ed è anche il nome di questo bot. Per la dama turca scrivi { CODE($turkish) }; per la dama italiana { CODE($italian) }.
summary-russian = 8x8, caselle algebriche; le pedine prendono anche indietro; dame volanti; si sceglie qualsiasi presa; la pedina promossa durante una presa continua come dama.
summary-turkish = Tutte le 64 caselle, 16 pedine a testa; le pedine avanzano dritte o di lato; le dame volano lungo traverse e colonne; presa massima; i pezzi presi escono subito.
summary-pool = 8x8 numerata come l'inglese, muove prima il Nero; le pedine prendono anche indietro; dame volanti; si sceglie qualsiasi presa.
summary-czech = 8x8, caselle algebriche; le pedine prendono solo in avanti; dame volanti; se una dama può prendere deve farlo, altrimenti qualsiasi presa.
summary-frisian = 10x10; pedine e dame prendono anche lungo colonne e traverse; la presa di valore più alto; una dama muove al massimo tre volte di fila.
summary-canadian = Regole internazionali su una scacchiera 12x12, 30 pedine a testa, caselle da 1 a 72.
topic-giveaway = Vinciperdi (giveaway)

## Regole in breve delle ultime varianti

rules-russian-moves = 8x8; muove prima il Bianco da a1–h3, il Nero da a6–h8. Le pedine avanzano di una casella in diagonale.
rules-russian-captures = La presa è obbligatoria e va completata, ma tra più prese se ne può scegliere una qualsiasi (nessuna regola del massimo). Le pedine prendono avanti e indietro. I pezzi presi restano sulla scacchiera fino a fine mossa (il 'colpo turco'): bloccano il cammino e non si saltano due volte.
rules-russian-kings = La pedina che raggiunge l'ultima riga è promossa subito, anche a metà di una presa, e continua a prendere come dama nella stessa mossa.
rules-russian-draws = Accordo; la stessa posizione per la terza volta con lo stesso giocatore al tratto; 15 mosse a testa di sole dame senza prese; tre dame contro una dama sola: 15 mosse del più forte; dame da entrambe le parti e materiale invariato: 30 mosse a testa con 4–5 pezzi, 60 con 6–7; tre pezzi con una dama contro una dama sola sulla grande diagonale a1–h8, o due pezzi o una dama contro una dama sola: 5 mosse del più forte. Il bot le applica da solo.
rules-russian-notation = Caselle algebriche, a1 scura in basso a sinistra del Bianco: mosse c3-d4; prese con i due punti e ogni casella d'arrivo, c3:e5:c7 (si legge anche x).
rules-turkish-moves = Tutte le 64 caselle; 16 pedine a testa, il Bianco sulle traverse 2–3, il Nero su 6–7; muove prima il Bianco. Le pedine avanzano di una casella in avanti o di lato, mai indietro né in diagonale.
rules-turkish-captures = La presa è obbligatoria: si salta un pezzo adiacente in avanti o di lato sulla casella libera oltre (le pedine non prendono mai indietro). Si devono prendere più pezzi possibile (la dama conta uno); a parità, libera scelta. Ogni pezzo saltato lascia subito la scacchiera, e una presa non può tornare indietro di 180° tra due salti.
rules-turkish-kings = La pedina è promossa quando la mossa finisce sull'ultima traversa; se ci arriva durante una presa continua come pedina. La dama muove come la torre degli scacchi lungo traverse e colonne libere, e prende un pezzo a qualsiasi distanza, atterrando su una casella libera oltre.
rules-turkish-draws = Accordo; un pezzo a testa (anche una dama contro una pedina) è patta subito; la stessa posizione per la terza volta con lo stesso giocatore al tratto.
rules-turkish-notation = Caselle algebriche a1–h8 come negli scacchi, Bianco in basso: mosse d3-d4; prese d4xd6xf6 (si leggono anche i due punti).
rules-pool-moves = 8x8 numerata come la dama inglese; muove prima il Nero da 1–12, il Bianco da 21–32. Le pedine avanzano di una casella in diagonale.
rules-pool-captures = La presa è obbligatoria e va completata, ma tra più prese se ne può scegliere una qualsiasi. Le pedine prendono avanti e indietro. I pezzi si tolgono a fine mossa; nessuno si salta due volte.
rules-pool-kings = La pedina che finisce la mossa sull'ultima riga è promossa; quella che ci arriva durante una presa e può saltare ancora deve continuare come pedina, senza promozione.
rules-pool-draws = Accordo; la stessa posizione per la terza volta con lo stesso giocatore al tratto; tre dame contro una non vinte entro 13 mosse del più forte; 15 mosse a testa di sole dame senza prese.
rules-pool-notation = Caselle 1–32 dall'alto a sinistra (lato del Nero), come la dama inglese: mosse 11-15; prese 15x24x31.
rules-czech-captures = La presa è obbligatoria e va completata; le pedine prendono solo in avanti. Se una dama può prendere, deve prendere una dama; altrimenti, e tra le prese delle dame, se ne sceglie una qualsiasi. I pezzi presi si tolgono a fine mossa.
rules-czech-kings = La pedina è promossa quando la mossa finisce sull'ultima riga (le pedine prendono solo in avanti, quindi una presa che ci arriva finisce lì).
rules-czech-draws = Accordo; la stessa posizione per la terza volta; 15 mosse a testa senza prese e senza mosse di pedina.
rules-czech-notation = Caselle algebriche, a1 scura: mosse c3-d4; prese c3:e5:g7 (si legge anche x).
rules-frisian-moves = 10x10, 20 pedine a testa: muove prima il Bianco da 31–50, il Nero da 1–20. Le pedine avanzano di una casella in diagonale. Finché il suo lato ha pedine, una dama può fare al massimo tre mosse di fila senza prendere; poi deve muovere un altro pezzo.
rules-frisian-captures = La presa è obbligatoria, in diagonale e lungo colonne e traverse, avanti e indietro: lungo una colonna o traversa la pedina salta il pezzo a due caselle di distanza sulla casella scura oltre. Va giocata la presa di valore più alto: una dama vale più di una pedina e meno di due (2 pedine battono 1 dama, 2 dame battono 3 pedine); a parità di valore deve prendere la dama. I pezzi si tolgono a fine mossa.
rules-frisian-kings = La pedina è promossa solo se la mossa finisce sull'ultima riga. Le dame muovono a qualsiasi distanza lungo una diagonale libera e prendono in tutte le otto direzioni a qualsiasi distanza, atterrando su una casella scura libera oltre.
rules-frisian-draws = Accordo; due dame contro una (solo dame): 7 mosse a testa; una dama contro una dama: 2 mosse a testa. La dama frisone non ha la regola della ripetizione.
rules-frisian-notation = Caselle 1–50 dall'alto a sinistra, come l'internazionale: mosse 32-28; prese 28x17, quelle ortogonali allo stesso modo (21x23).
rules-canadian-moves = 12x12, 30 pedine a testa: muove prima il Bianco da 43–72, il Nero da 1–30. Le pedine avanzano di una casella in diagonale.
rules-canadian-notation = Caselle 1–72 dall'alto a sinistra, sei per riga (1 = b12, 67 = a1). Il Bianco parte da 43–72, il Nero da 1–30. Mosse 45-39; prese 39x28x17.
rules-giveaway = Il vinciperdi (giveaway) è un'opzione per ogni variante (!challenge @amico russian giveaway): vince chi non può muovere — senza pezzi, o con tutti bloccati. Ogni altra regola della variante resta: la presa è sempre obbligatoria e valgono le sue regole di patta.

## Il bot come avversario

eval-win = il { $winner } vince in { $moves }
bot-game = #{ $game }: { $bot } gioca al livello { $level } su 10. Le partite contro il bot non contano per il punteggio. { $takebacks }
bot-takebacks-granted = A questo livello concede di ritirare le mosse (!undo).
bot-takebacks-low-levels = Concede di ritirare le mosse solo ai livelli 1–3.
level-out-of-range = Il livello { $level } non esiste: il bot gioca dal livello 1 (principiante) al 10 (piena forza). Per esempio { CODE("!challenge @dama level=5") }
level-only-against-bot = Il livello vale per le partite contro il bot; le persone giocano al proprio. Sfida il bot con { CODE("!challenge @dama level=5") }
bot-no-soffio = { $bot } non gioca con la regola del soffio: sfidalo senza { CODE("soffio") }.
bot-no-giveaway = { $bot } gioca solo per vincere con le regole normali: sfidalo senza { CODE("giveaway") }.
bot-grants-takeback = #{ $game }: { $bot } (livello { $level }) concede di ritirare la mossa.
bot-declines-takeback = #{ $game }: { $bot } non concede di ritirare la mossa: al livello { $level } gioca sul serio; lo concede solo ai livelli 1–3.
bot-accepts-draw = #{ $game }: { $bot } accetta la patta.
bot-declines-draw = #{ $game }: { $bot } rifiuta la patta: l'accetta solo quando sta peggio, o in parità con otto pezzi o meno. Continua a giocare, o abbandona con !resign.
hint-only-against-bot = Niente suggerimenti nella partita #{ $game }: si gioca tra persone, e l'aiuto del motore non sarebbe leale. I suggerimenti valgono contro il bot: { CODE("!challenge @dama") }
hint = Suggerimento per #{ $game }: { CODE($move) } ({ $eval }).
hint-line = La linea prevista: { CODE($line) }
analysis-of-live-game = La partita #{ $game } è ancora in corso tra persone: niente analisi del motore finché non è finita, perché aiuterebbe uno dei due. Chiedila di nuovo a partita finita: { CODE("!analyse #", $game) }
analysis-of-giveaway = La partita #{ $game } si è giocata a vinciperdi, dove vince chi non può muovere: il motore giudica le posizioni con le regole normali, quindi non la analizza.
analysis-under-way = L'analisi della partita #{ $game } è già in corso: la pubblicherò qui appena pronta.
analysis-progress =
    Analizzo la partita #{ $game }: { $done ->
        [one] { $done } posizione
       *[other] { $done } posizioni
    } su { $total } ({ $percent }%)…
analysis-done =
    Analisi della partita #{ $game }: fatta, { $total ->
        [one] { $total } posizione
       *[other] { $total } posizioni
    } in { $seconds } s.
analysis-head = { BOLD("Analisi della partita #", $game) } ({ $variant }, { $white } – { $black }).
analysis-head-over = { BOLD("Analisi della partita #", $game) } ({ $variant }, { $white } – { $black }): { $outcome }.
analysis-side =
    { $player } ({ $color }): { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }, { $loss } pedine perse a mossa in media, { $mistakes ->
        [one] { $mistakes } errore
       *[other] { $mistakes } errori
    } ({ $decisive ->
        [one] { $decisive } decisivo
       *[other] { $decisive } decisivi
    }).
analysis-mistakes-of = Gli errori del { $color }:
analysis-mistake = mossa { $move }: { CODE($played) } costa { $cost } pedine ({ $before } → { $after }){ $decisive }; meglio { CODE($better) }{ $line }{ $why }.
analysis-mistake-decisive = {" "}{ BOLD("— decisivo") }
analysis-mistake-line = {" "}({ CODE($line) })
analysis-mistake-why = . Perché: { CODE($line) }
analysis-no-mistakes = Nessun errore da una pedina o più, da nessuna parte.
analysis-moves = Ogni mossa (valutazione dopo la mossa, + per il Bianco, ? un errore): { $moves }
evaluation-chart-title = #{ $game } { $white } contro { $black }: valutazione
bot-record = Contro il bot (senza punteggio): { $levels }.
bot-record-level = livello { $level }: { $wins } vinte, { $draws } patte, { $losses } perse

## Comandi aggiunti con il bot

command-hint = La mossa del motore per te (contro il bot)
command-analyse = La revisione del motore, con un grafico
command-top-giveaway = le partite vinciperdi della variante, con punteggi a parte
slash-hint = suggerimento
slash-analyse = analisi

## Conteggi, forme delle mosse e rifiuti delle ultime varianti

ending-russian-kings-lone-king = Tre dame contro una dama sola: il { $color } ha usato { $moves } delle 15 mosse per prenderla.
ending-russian-long-diagonal = Tre pezzi contro una dama sola sulla grande diagonale: il { $color } ha usato { $moves } delle 5 mosse per vincere.
ending-russian-few-lone-king = Contro una dama sola: il { $color } ha usato { $moves } delle 5 mosse per vincere.
ending-pool-three-kings-one = Tre dame contro una: il { $color } ha usato { $moves } delle 13 mosse per prenderla.
ending-frisian-two-kings-one = Due dame contro una: { $each } di 7 mosse a testa.
ending-frisian-king-king = Dama contro dama: { $each } di 2 mosse a testa.
move-forms-russian = Scrivi una mossa come c3-d4, una presa come c3:e5 o con ogni casella d'arrivo, c3:e5:c7.
move-forms-turkish = Scrivi una mossa come d3-d4, una presa come d4xd6 o con ogni casella d'arrivo, d4xd6xf6.
move-forms-pool = Scrivi una mossa come 11-15, una presa come 15x24 o con ogni casella d'arrivo, 15x24x31.
move-forms-czech = Scrivi una mossa come c3-d4, una presa come c3:e5 o con ogni casella d'arrivo, c3:e5:g7.
move-forms-frisian = Scrivi una mossa come 32-28, una presa come 28x17 o con ogni casella d'arrivo, 28x17x8.
move-forms-canadian = Scrivi una mossa come 45-39, una presa come 45x34 o con ogni casella d'arrivo, 45x34x23.
rule-czech-king-must-capture = La dama deve prendere
rule-frisian-value = La presa di valore più alto
rule-frisian-king-first = Prende prima la dama
rule-frisian-three-king-moves = Tre mosse di dama di fila
rule-turkish-men-not-backwards = Le pedine non vanno mai indietro
rule-turkish-no-turning-back = Nessuna inversione nella presa
rule-turkish-orthogonal = Solo lungo traverse e colonne
rule-turkish-crowned-at-end = Promossa a fine mossa
rule-pool-passing-does-not-crown = Passare l'ultima riga non promuove
rule-russian-crowned-goes-on = La pedina promossa continua come dama
rule-land-to-continue = Atterrare dove la presa continua
refusal-king-must-capture = una dama può prendere, quindi deve prendere una dama: { $moves }
refusal-frisian-value = la presa di valore più alto è obbligatoria (una dama vale più di una pedina e meno di due): { $moves }
refusal-frisian-king-first = a parità di valore deve prendere la dama, non la pedina: { $moves }
refusal-frisian-three-king-moves = la dama su { $square } ha fatto tre mosse di fila e, finché hai pedine, ora può solo prendere; muovi un altro pezzo
refusal-turkish-men-not-backwards = le pedine muovono e prendono in avanti o di lato, mai indietro: da { $from } a { $to } si torna indietro
refusal-turkish-no-turning-back = una presa non può tornare indietro da dove è venuta (una svolta di 180°) dopo l'arrivo su { $square }
refusal-turkish-men-orthogonal = le pedine muovono e prendono lungo traverse e colonne, mai in diagonale
refusal-turkish-kings-orthogonal = le dame muovono e prendono lungo traverse e colonne, mai in diagonale
refusal-turkish-crowned-at-end = la pedina che raggiunge l'ultima riga durante una presa continua come pedina ed è promossa a fine mossa: su { $square } è ancora una pedina; può giocare: { $moves }
refusal-pool-passing-kings-row = la pedina che raggiunge l'ultima riga saltando e può saltare ancora continua come pedina: non è promossa su { $square }; può giocare: { $moves }
refusal-russian-crowned-goes-on = la pedina promossa durante una presa continua a prendere come dama: da { $square } può continuare: { $moves }
refusal-must-land-to-continue = dopo aver preso un pezzo la dama deve atterrare dove può continuare a prendere, e da { $square } non può: { $moves }

## Community (issue 14)

command-challenge-options = giveaway, soffio, days=N | bank=30+1/45, unrated, level=1..10 (contro il bot)
command-pdn = Partite in PDN
command-pdn-player = tutte le partite di questo giocatore qui, in un file
command-pdn-all = tutte le partite di questo canale, in un file
command-games-all = anche le partite finite, con i risultati
command-games-page = quale pagina delle partite finite
command-watch = Segui una partita in privato
command-unwatch = Smetti di seguirla
argument-watched-game = quale partita, come #id
command-tournament = Tornei
command-tournament-action = create, join, leave o start (niente: la classifica)
command-tournament-variant = la variante (create; predefinita: quella del canale)
command-tournament-options = days=N per mossa, rounds=N (create)
slash-watch = segui
slash-unwatch = smetti-di-seguire
slash-tournament = torneo
help-tournament-options = Gli amministratori creano e avviano un torneo; i giocatori entrano ed escono. Fino a 8 giocatori: girone all'italiana (tabelle di Berger; rounds=2 gioca ogni coppia due volte a colori invertiti), spareggio Sonneborn–Berger. Di più: torneo svizzero (gruppi di punteggio, nessuna coppia due volte, colori bilanciati, un turno di riposo da 1 punto al più basso in classifica che non l'ha avuto), rounds=N (predefinito: ceil(log2 giocatori) + 1), spareggio Buchholz. Il bot avvia le partite di ogni turno con days=N per mossa (3 se non indicato); chi esce perde a forfait le partite rimaste.
bad-argument-tournament = Azioni: create, join, leave, start; opzioni (create): una variante, days=N (1–30), rounds=N.
games-challenge-lapses = sfida in attesa di risposta da { $since }, scade tra { $left }
analysis-head-aborted = { BOLD("Analisi della partita #", $game) } ({ $variant }, { $white } – { $black }): annullata, nessun risultato.
game-aborted-resigned = Partita #{ $game } annullata: { $player } ha abbandonato prima che entrambi avessero mosso. Nessun risultato, nessuna variazione di punteggio.
game-aborted-time = Partita #{ $game } annullata: { $player } ha esaurito il tempo prima che entrambi avessero mosso. Nessun risultato, nessuna variazione di punteggio.
game-aborted-draw = Partita #{ $game } annullata: è stata concordata la patta prima che entrambi avessero mosso. Nessun risultato, nessuna variazione di punteggio.
challenge-lapsed = { $challenger }: la tua sfida #{ $game } a { $challenged } è scaduta, senza risposta da { $days }. Sfida di nuovo con { CODE("!challenge") }.
finished-games-none = Ancora nessuna partita finita in questo canale.
finished-games-head = Partite finite qui ({ $total }), pagina { $page } di { $pages }:
finished-game-line =
    #{ $game } { $variant } — { $white } contro { $black }: { $result }, { $plies ->
        [one] { $plies } semimossa
       *[other] { $plies } semimosse
    }
finished-game-line-unrated =
    #{ $game } { $variant } — { $white } contro { $black }: { $result }, amichevole, { $plies ->
        [one] { $plies } semimossa
       *[other] { $plies } semimosse
    }
finished-game-aborted = annullata
finished-game-won = ha vinto { $player } ({ $how })
finished-games-more = Altre: { CODE("!games all ", $page) }
no-such-page = Non c'è una pagina { $page }: le partite finite ne riempiono { $pages }. Prova { CODE("!games all ", $pages) }.
pdn-collection-player =
    { $count ->
        [one] { $count } partita
       *[other] { $count } partite
    } di { $player } in questo canale, in un file PDN.
pdn-collection =
    { $count ->
        [one] { $count } partita
       *[other] { $count } partite
    } di questo canale, in un file PDN.
no-games-to-export-player = { $player } non ha giocato partite in questo canale.
no-games-to-export = In questo canale non è stata giocata nessuna partita.
watching = Ora segui la partita #{ $game }: le sue mosse ti arrivano in privato. Smetti con { CODE("!unwatch #", $game) }.
watching-already = Segui già la partita #{ $game }. Smetti con { CODE("!unwatch #", $game) }.
unwatched = Non segui più la partita #{ $game }.
not-watching-game = Non segui la partita #{ $game }.
not-watching = Non segui nessuna partita in questo canale.
watch-own-game = Giochi nella partita #{ $game }: le sue mosse ti arrivano già qui.
watched-news = Partita #{ $game }, { $white } contro { $black }:
direct-refused = { $player }: non posso scriverti in privato, quindi non segui più nessuna partita. Apri una chat privata con me (o consenti i messaggi diretti), poi { CODE("!watch") } di nuovo.
tournament-created = Il torneo #{ $id } è aperto: { $variant }, { $days } per mossa. Partecipa con { CODE("!tournament join") }; un amministratore lo avvia con { CODE("!tournament start") }.
tournament-created-rounds =
    Il torneo #{ $id } è aperto: { $variant }, { $days } per mossa, { $rounds ->
        [one] { $rounds } turno
       *[other] { $rounds } turni
    }. Partecipa con { CODE("!tournament join") }; un amministratore lo avvia con { CODE("!tournament start") }.
tournament-exists = Questo canale ha già il torneo #{ $id } in corso. Guardalo con { CODE("!tournament") }.
no-tournament = Nessun torneo in questo canale. Un amministratore ne apre uno con { CODE("!tournament create") }.
tournament-joined =
    { $player } entra nel torneo #{ $id } ({ $players ->
        [one] { $players } giocatore
       *[other] { $players } giocatori
    }).
tournament-joined-already =
    { $player } è già nel torneo #{ $id } ({ $players ->
        [one] { $players } giocatore
       *[other] { $players } giocatori
    }).
tournament-closed = Il torneo #{ $id } è iniziato: non accetta altri giocatori.
tournament-left = { $player } lascia il torneo #{ $id }.
tournament-left-forfeits = { $player } lascia il torneo #{ $id } e perde a forfait le partite rimaste.
not-in-tournament = Non giochi nel torneo #{ $id }.
tournament-too-small =
    Il torneo #{ $id } ha { $players ->
        [one] { $players } giocatore
       *[other] { $players } giocatori
    }: ne servono almeno 3 per iniziare.
tournament-changed = Il torneo #{ $id } è cambiato nel frattempo (qualcuno è entrato o uscito): riprova { CODE("!tournament start") }.
tournament-started-swiss = Il torneo #{ $id } inizia: { $players } giocatori, un torneo svizzero (spareggio: Buchholz), { $rounds } turni.
tournament-started-round-robin = Il torneo #{ $id } inizia: { $players } giocatori, un girone all'italiana (spareggio: Sonneborn–Berger), { $rounds } turni.
round-started = Torneo #{ $id }, turno { $round } di { $rounds }:
pairing-game = #{ $game } { $white } ({ color-white }) contro { $black } ({ color-black })
pairing-result = { $white } contro { $black }: { $result }
pairing-bye = { $player }: turno di riposo (1 punto)
result-white-forfeit = 1–0 a forfait
result-black-forfeit = 0–1 a forfait
result-double-forfeit = 0–0, forfait di entrambi
result-bye = riposo
result-to-play = da giocare
standings-after = Torneo #{ $id }: { $white } – { $black } { $result }.
standings-open =
    Torneo #{ $id } ({ $variant }), aperto, { $players ->
        [one] { $players } giocatore
       *[other] { $players } giocatori
    }:
standings-join = Partecipa con { CODE("!tournament join") }
standings-final = #{ $id } classifica finale:
standings-round = #{ $id } classifica, turno { $round } di { $rounds }:
standing-line =
    { $rank }. { $player } — { $points } { $value ->
        [one] punto
       *[other] punti
    } in { $played }, { $system } { $tiebreak }
standing-left = { $player } (ritirato)
standings-title = Torneo #{ $id } — turno { $round } di { $rounds }
tournament-over = Il torneo #{ $id } è finito. Vince { $player }!

## Correspondence (issue 17)

settings-channel = Impostazioni del canale: lingua { $language }, variante { $variant }, orientamento { $orientation } ('mover': dal lato di chi deve muovere), promemoria { $reminders }, un thread per partita { $threads }, le sfide scadono dopo { $challenge_days }, giorni di vacanza per giocatore e anno { $vacation_days }. Gli amministratori le cambiano con { CODE("!settings language it") }
help-challenge-options-bank = Varianti: { $variants }. Colore: white, black o random (predefinito). Opzioni: giveaway (vince chi non può muovere; ogni variante), soffio (spagnola, internazionale), days=N (giorni per mossa) o bank=30+1/45 (riserva di 30 giorni, +1 a mossa, max 45; ore con h), unrated (il risultato non conta per il punteggio). Contro il bot (@dama, o la menzione del bot): level=1..10. Una sfida senza risposta scade dopo i challenge_days del canale (7 se non impostati). Una partita che finisce prima che entrambi abbiano mosso è annullata e non conta per il punteggio.
bad-argument-challenge-bank = Varianti: { $variants }; colori: white, black, random; opzioni: giveaway, soffio, days=N (1–30) o bank=30+1/45, unrated, level=N (1–10, contro il bot).
command-away = Vacanza: orologi fermi
command-away-length = giorni (5d), on oppure off
slash-away = vacanza
help-prefs-values = flip on|off: scacchiera dal tuo lato quando tocca a te. language en|it|auto. reminders 12h|off|channel: ogni quanto una partita che ti aspetta te lo ricorda. timezone Europe/Rome: il tuo fuso orario IANA (UTC finché non lo imposti), per le due seguenti. quiet 22-08|off: niente promemoria né menzioni in quelle ore; alla fine, un riepilogo delle tue partite. digest daily 09:00|off: un messaggio al giorno, in privato dove la piattaforma lo permette, con ogni partita in cui tocca a te e il tempo rimasto, invece di un promemoria per partita.
clock-setting-bank = riserva { $bank }
clock-rule-bank = Orologio: una riserva di tempo { $bank } (giorni, o ore con h: la riserva, + quanto aggiunge ogni mossa, / il massimo); chi esaurisce la riserva perde per tempo.
clock-line-bank = Riserva { $bank }: { color-white } { $white }, { color-black } { $black }
clock-bank-up = tempo scaduto
clock-warning-bank = { $player }, partita #{ $game } contro { $opponent }: è passato l'80% del tuo tempo — restano { $left } (riserva { $bank }). Muovi con { CODE("!move #", $game, " …") }, o la partita è persa per tempo.
timed-out-bank = Nessuna mossa in tempo (riserva { $bank }).
prefs-hours = Promemoria { $reminders }; fuso orario { $zone }; giorni di vacanza presi quest'anno { $used } su { $allowed }
prefs-reminders-channel = quelli del canale
prefs-reminders-off = no
prefs-reminders-every = ogni { $hours } h
prefs-quiet = ; ore di silenzio { $quiet }
prefs-digest = ; riepilogo giornaliero alle { $at }
prefs-away = (in vacanza ora, per altri { $left })
away-started = Buona vacanza: per { $span } tutti i tuoi orologi sono fermi e nessuno riceve promemoria su di te. Finisce quando muovi, oppure con { CODE("!away off") }. Vacanza rimasta quest'anno: { $left }.
away-extended = La tua vacanza ora finisce tra { $span }. Finisce quando muovi, oppure con { CODE("!away off") }. Vacanza rimasta quest'anno: { $left }.
away-ended = Bentornato, { $player }: i tuoi orologi ripartono, ognuno con il tempo che aveva. Giorni di vacanza presi quest'anno: { $days }.
opponent-away = { $opponent }, { $away } è in vacanza per al massimo { $span }: il suo orologio nella partita #{ $game } è fermo finché non torna.
not-away = Non sei in vacanza. { CODE("!away 5d") } inizia una vacanza di cinque giorni.
vacations-off = Le vacanze sono disattivate in questo canale (impostazione vacation_days 0).
no-vacation-left =
    Hai già preso tutti i { $days } { $days ->
        [one] giorno
       *[other] giorni
    } di vacanza di quest'anno.
bad-away = `{ $value }` non è una durata di vacanza. Prova { CODE("!away 5d") }, { CODE("!away on") } oppure { CODE("!away off") }.
digest-daily =
    { $player }, il tuo riepilogo giornaliero: tocca a te in { $games ->
        [0] nessuna partita
        [one] { $games } partita
       *[other] { $games } partite
    }.
digest-quiet-over =
    { $player }, le tue ore di silenzio sono finite: tocca a te in { $games ->
        [0] nessuna partita
        [one] { $games } partita
       *[other] { $games } partite
    }.
digest-line = #{ $game } contro { $opponent } ({ $variant }), in attesa da { $waiting }; { $clock }.
digest-line-no-clock = #{ $game } contro { $opponent } ({ $variant }), in attesa da { $waiting }; senza orologio.
