## Partie prywatne: grane tam, gdzie bot nie jest członkiem (wiadomości inline na Telegramie,
## rozmowy na Discordzie, w których ktoś zainstalował aplikację)

private-offer-title = Wyzwanie: { $variant }
private-offer-anyone = Kto pierwszy przyjmie, gra z tobą
private-offer-you-play = grasz: { $color }
private-offer-lot = kolory losowane
private-unrated = bez rankingu
private-open-challenge = { $challenger } wyzywa cię: { $variant }{ $extras }. Kto pierwszy przyjmie, gra: { $side }.
private-side-by-lot = kolorem wylosowanym
private-declined = { $decliner } odrzuca wyzwanie od { $challenger }.
private-withdrawn = { $challenger } wycofuje wyzwanie.
private-closed = To wyzwanie zostało odrzucone lub wycofane: nie ma na co odpowiadać.
private-lapsed = To wyzwanie wygasło: nikt go nie przyjął w ciągu { $days }.
private-own-challenge = To twoje własne wyzwanie: przyjmuje je ktoś inny. Odrzucenie je wycofuje.
private-not-the-bots = Tego przycisku nie utworzył bot: nic nie zrobiono.
private-other-game = Ten przycisk należy do partii #{ $game }, której nie ma w tej wiadomości: nic nie zrobiono.
private-stale = Partia #{ $game } zmieniła się od pokazania tego przycisku: oto jak stoi teraz.
private-moved = Partia #{ $game } toczy się dalej w nowszej wiadomości: graj tam.
private-waiting = { $player } ma ruch od { $span }.
private-draw-offered = { $player } proponuje remis.
private-undo-requested = { $player } prosi o cofnięcie swojego ostatniego ruchu.
private-more-moves = { $shown } z { $total } możliwych ruchów to przyciski; dla innego napisz { CODE("!move #", $game, " <ruch>") } na prywatnym czacie z botem.
private-draw-button = Zaproponuj remis
private-undo-button = Cofnij
private-resign-button = Poddaj się
private-repost-title = Opublikuj tu partię #{ $game }
private-repost-description = { $white } przeciw { $black }, { $variant }
private-games-head = Twoje partie prywatne (grane na czatach, gdzie bot nie jest członkiem):
private-repost-hint = Jeśli wiadomość partii została usunięta, opublikuj ją ponownie: napisz { CODE("@", $bot, " #", $game) } na czacie z przeciwnikiem i wybierz ją.
private-board-hint = Aby zobaczyć ją znów tam, gdzie jest grana, użyj tam { CODE("/board #", $game) }.
private-repost-button = Opublikuj #{ $game } na czacie
private-no-games = Nie grasz teraz żadnej partii prywatnej (partii na czacie, gdzie bot nie jest członkiem).
private-stats-head = W partiach prywatnych:
private-query-not-understood = Nie zrozumiano: „{ $query }” — dotknij, by uzyskać pomoc
private-meanwhile = W międzyczasie:
