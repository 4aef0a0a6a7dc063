## Partidas privadas: jugadas donde el bot no es miembro (mensajes inline de Telegram,
## conversaciones de Discord donde una persona instaló la aplicación)

private-offer-title = Desafío a { $variant }
private-offer-anyone = El primero que acepte juega contigo
private-offer-you-play = juegas con { $color }
private-offer-lot = colores por sorteo
private-unrated = sin puntuación
private-open-challenge = { $challenger } te desafía a { $variant }{ $extras }. El primero que acepte juega con: { $side }.
private-side-by-lot = el color que salga del sorteo
private-declined = { $decliner } rechazó el desafío de { $challenger }.
private-withdrawn = { $challenger } retiró el desafío.
private-closed = Este desafío fue rechazado o retirado: no hay nada que responder.
private-lapsed = Este desafío caducó: nadie lo aceptó en { $days }.
private-own-challenge = Es tu propio desafío: lo acepta otra persona. Rechazar lo retira.
private-not-the-bots = Este botón no lo creó el bot: no se hizo nada.
private-other-game = Ese botón pertenece a la partida #{ $game }, que no está en este mensaje: no se hizo nada.
private-stale = La partida #{ $game } cambió desde que se mostró ese botón: aquí está como está ahora.
private-moved = La partida #{ $game } sigue en un mensaje más reciente: juega allí.
private-waiting = { $player } tiene el turno desde hace { $span }.
private-draw-offered = { $player } ofrece tablas.
private-undo-requested = { $player } pide deshacer su última jugada.
private-more-moves = { $shown } de las { $total } jugadas legales son botones; para otra, escribe { CODE("!move #", $game, " <jugada>") } en tu chat privado con el bot.
private-draw-button = Ofrecer tablas
private-undo-button = Deshacer
private-resign-button = Abandonar
private-repost-title = Publicar aquí la partida #{ $game }
private-repost-description = { $white } contra { $black }, { $variant }
private-games-head = Tus partidas privadas (jugadas en chats donde el bot no es miembro):
private-repost-hint = Si se borró el mensaje de una partida, publícala de nuevo: escribe { CODE("@", $bot, " #", $game) } en un chat con tu rival y elígela.
private-board-hint = Para volver a ver una donde se juega, usa allí { CODE("/board #", $game) }.
private-repost-button = Publicar #{ $game } en un chat
private-no-games = No juegas ninguna partida privada ahora (una partida en un chat donde el bot no es miembro).
private-stats-head = En partidas privadas:
private-query-not-understood = No entendido: «{ $query }» — toca para ayuda
private-meanwhile = Mientras tanto:
