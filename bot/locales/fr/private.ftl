## Parties privées : jouées là où le bot n'est pas membre (messages inline de Telegram,
## conversations Discord où une personne a installé l'application)

private-offer-title = Défi aux { $variant }
private-offer-anyone = Le premier qui accepte joue contre toi
private-offer-you-play = tu joues les { $color }
private-offer-lot = couleurs tirées au sort
private-unrated = sans classement
private-open-challenge = { $challenger } te défie aux { $variant }{ $extras }. Le premier qui accepte joue : { $side }.
private-side-by-lot = la couleur tirée au sort
private-declined = { $decliner } a refusé le défi de { $challenger }.
private-withdrawn = { $challenger } a retiré le défi.
private-closed = Ce défi a été refusé ou retiré : il n'y a rien à répondre.
private-lapsed = Ce défi a expiré : personne ne l'a accepté en { $days }.
private-own-challenge = C'est ton propre défi : quelqu'un d'autre l'accepte. Refuser le retire.
private-not-the-bots = Ce bouton n'a pas été créé par le bot : rien n'a été fait.
private-other-game = Ce bouton appartient à la partie #{ $game }, que ce message ne porte pas : rien n'a été fait.
private-stale = La partie #{ $game } a changé depuis que ce bouton a été affiché : la voici telle qu'elle est.
private-moved = La partie #{ $game } continue dans un message plus récent : joue là-bas.
private-waiting = { $player } a le trait depuis { $span }.
private-draw-offered = { $player } propose la nulle.
private-undo-requested = { $player } demande à reprendre son dernier coup.
private-more-moves = { $shown } des { $total } coups légaux sont des boutons ; pour un autre, écris { CODE("!move #", $game, " <coup>") } dans ta discussion privée avec le bot.
private-draw-button = Proposer la nulle
private-undo-button = Reprendre
private-resign-button = Abandonner
private-repost-title = Publier ici la partie #{ $game }
private-repost-description = { $white } contre { $black }, { $variant }
private-games-head = Tes parties privées (jouées dans des discussions où le bot n'est pas membre) :
private-repost-hint = Si le message d'une partie a été supprimé, publie-la de nouveau : écris { CODE("@", $bot, " #", $game) } dans une discussion avec ton adversaire et choisis-la.
private-board-hint = Pour en revoir une là où elle se joue, utilise { CODE("/board #", $game) } là-bas.
private-repost-button = Publier #{ $game } dans une discussion
private-no-games = Tu ne joues aucune partie privée en ce moment (une partie dans une discussion où le bot n'est pas membre).
private-stats-head = Dans les parties privées :
private-query-not-understood = Pas compris : « { $query } » — touche pour l'aide
private-meanwhile = Entre-temps :
