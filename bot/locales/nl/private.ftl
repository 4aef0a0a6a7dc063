## Privépartijen: gespeeld waar de bot geen lid is (inline-berichten op Telegram,
## Discord-gesprekken waarin iemand de app heeft geïnstalleerd)

private-offer-title = Uitdaging voor { $variant }
private-offer-anyone = Wie het eerst accepteert, speelt tegen jou
private-offer-you-play = jij speelt { $color }
private-offer-lot = kleuren door loting
private-unrated = zonder rating
private-open-challenge = { $challenger } daagt je uit voor { $variant }{ $extras }. Wie het eerst accepteert, speelt: { $side }.
private-side-by-lot = de kleur die de loting geeft
private-declined = { $decliner } heeft de uitdaging van { $challenger } geweigerd.
private-withdrawn = { $challenger } heeft de uitdaging ingetrokken.
private-closed = Deze uitdaging is geweigerd of ingetrokken: er valt niets te beantwoorden.
private-lapsed = Deze uitdaging is verlopen: niemand nam haar aan binnen { $days }.
private-own-challenge = Dit is je eigen uitdaging: iemand anders neemt haar aan. Weigeren trekt haar in.
private-not-the-bots = Deze knop is niet door de bot gemaakt: er is niets gedaan.
private-other-game = Die knop hoort bij partij #{ $game }, die niet in dit bericht staat: er is niets gedaan.
private-stale = Partij #{ $game } is veranderd sinds die knop werd getoond: zo staat ze nu.
private-moved = Partij #{ $game } gaat verder in een nieuwer bericht: speel daar.
private-waiting = { $player } is al { $span } aan zet.
private-draw-offered = { $player } biedt remise aan.
private-undo-requested = { $player } vraagt de laatste zet terug te nemen.
private-more-moves = { $shown } van de { $total } geldige zetten zijn knoppen; voor een andere typ je { CODE("!move #", $game, " <zet>") } in je privéchat met de bot.
private-draw-button = Remise aanbieden
private-undo-button = Terugnemen
private-resign-button = Opgeven
private-repost-title = Partij #{ $game } hier plaatsen
private-repost-description = { $white } tegen { $black }, { $variant }
private-games-head = Je privépartijen (gespeeld in chats waar de bot geen lid is):
private-repost-hint = Is het bericht van een partij verwijderd, plaats het dan opnieuw: typ { CODE("@", $bot, " #", $game) } in een chat met je tegenstander en kies het.
private-board-hint = Om er een terug te zien waar ze gespeeld wordt, gebruik daar { CODE("/board #", $game) }.
private-repost-button = #{ $game } in een chat plaatsen
private-no-games = Je speelt nu geen privépartij (een partij in een chat waar de bot geen lid is).
private-stats-head = In privépartijen:
private-query-not-understood = Niet begrepen: ‘{ $query }’ — tik voor hulp
private-meanwhile = Intussen:
