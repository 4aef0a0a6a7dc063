## Private Partien: dort gespielt, wo der Bot kein Mitglied ist (Inline-Nachrichten auf
## Telegram, Discord-Unterhaltungen, in denen jemand die App installiert hat)

private-offer-title = Herausforderung zu { $variant }
private-offer-anyone = Wer zuerst annimmt, spielt gegen dich
private-offer-you-play = du spielst { $color }
private-offer-lot = Farben ausgelost
private-unrated = ohne Wertung
private-open-challenge = { $challenger } fordert dich zu { $variant } heraus{ $extras }. Wer zuerst annimmt, spielt: { $side }.
private-side-by-lot = die ausgeloste Farbe
private-declined = { $decliner } hat die Herausforderung von { $challenger } abgelehnt.
private-withdrawn = { $challenger } hat die Herausforderung zurückgezogen.
private-closed = Diese Herausforderung wurde abgelehnt oder zurückgezogen: Es gibt nichts zu beantworten.
private-lapsed = Diese Herausforderung ist verfallen: Niemand hat sie innerhalb von { $days } angenommen.
private-own-challenge = Das ist deine eigene Herausforderung: Jemand anderes nimmt sie an. Ablehnen zieht sie zurück.
private-not-the-bots = Diese Schaltfläche stammt nicht vom Bot: Es ist nichts geschehen.
private-other-game = Diese Schaltfläche gehört zu Partie #{ $game }, die nicht in dieser Nachricht steht: Es ist nichts geschehen.
private-stale = Partie #{ $game } hat sich geändert, seit diese Schaltfläche gezeigt wurde: So steht sie jetzt.
private-moved = Partie #{ $game } geht in einer neueren Nachricht weiter: Spiele dort.
private-waiting = { $player } ist seit { $span } am Zug.
private-draw-offered = { $player } bietet Remis an.
private-undo-requested = { $player } möchte den letzten Zug zurücknehmen.
private-more-moves = { $shown } der { $total } erlaubten Züge sind Schaltflächen; für einen anderen schreibe { CODE("!move #", $game, " <Zug>") } in deinem privaten Chat mit dem Bot.
private-draw-button = Remis anbieten
private-undo-button = Zurücknehmen
private-resign-button = Aufgeben
private-repost-title = Partie #{ $game } hier posten
private-repost-description = { $white } gegen { $black }, { $variant }
private-games-head = Deine privaten Partien (in Chats, in denen der Bot kein Mitglied ist):
private-repost-hint = Wurde die Nachricht einer Partie gelöscht, poste sie neu: Schreibe { CODE("@", $bot, " #", $game) } in einem Chat mit deinem Gegner und wähle sie aus.
private-board-hint = Um eine dort wiederzusehen, wo sie gespielt wird, nutze dort { CODE("/board #", $game) }.
private-repost-button = #{ $game } in einem Chat posten
private-no-games = Du spielst gerade keine private Partie (eine Partie in einem Chat, in dem der Bot kein Mitglied ist).
private-stats-head = In privaten Partien:
private-query-not-understood = Nicht verstanden: „{ $query }“ — tippen für Hilfe
private-meanwhile = Inzwischen:
