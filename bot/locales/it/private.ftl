## Partite private: giocate dove il bot non è membro (messaggi inline di Telegram,
## conversazioni Discord dove una persona ha installato l'app)

private-offer-title = Sfida a { $variant }
private-offer-anyone = Il primo che accetta gioca con te
private-offer-you-play = giochi con il { $color }
private-offer-lot = colori a sorte
private-unrated = non valida per il punteggio
private-open-challenge = { $challenger } ti sfida a { $variant }{ $extras }. Il primo che accetta gioca con: { $side }.
private-side-by-lot = il colore estratto a sorte
private-declined = { $decliner } ha rifiutato la sfida di { $challenger }.
private-withdrawn = { $challenger } ha ritirato la sfida.
private-closed = Questa sfida è stata rifiutata o ritirata: non c'è nulla a cui rispondere.
private-lapsed = Questa sfida è scaduta: nessuno l'ha accettata entro { $days }.
private-own-challenge = Questa è la tua sfida: la accetta qualcun altro. Rifiuta la ritira.
private-not-the-bots = Questo pulsante non è stato creato dal bot: non è stato fatto nulla.
private-other-game = Quel pulsante appartiene alla partita #{ $game }, che non è in questo messaggio: non è stato fatto nulla.
private-stale = La partita #{ $game } è cambiata da quando è stato mostrato quel pulsante: eccola com'è ora.
private-moved = La partita #{ $game } continua in un messaggio più recente: gioca lì.
private-waiting = { $player } ha la mossa da { $span }.
private-draw-offered = { $player } propone patta.
private-undo-requested = { $player } chiede di ritirare la sua ultima mossa.
private-more-moves = { $shown } delle { $total } mosse legali sono pulsanti; per un'altra scrivi { CODE("!move #", $game, " <mossa>") } nella tua chat privata con il bot.
private-draw-button = Proponi patta
private-undo-button = Ritira la mossa
private-resign-button = Abbandona
private-repost-title = Pubblica qui la partita #{ $game }
private-repost-description = { $white } contro { $black }, { $variant }
private-games-head = Le tue partite private (giocate in chat dove il bot non è membro):
private-repost-hint = Se il messaggio di una partita è stato cancellato, pubblicalo di nuovo: scrivi { CODE("@", $bot, " #", $game) } in una chat con il tuo avversario e sceglilo.
private-board-hint = Per rivederne una dove si gioca, usa lì { CODE("/board #", $game) }.
private-repost-button = Pubblica la #{ $game } in una chat
private-no-games = Non hai partite private in corso (partite in chat dove il bot non è membro).
private-stats-head = Nelle partite private:
private-query-not-understood = Non capito: “{ $query }” — tocca per l'aiuto
private-meanwhile = Nel frattempo:
