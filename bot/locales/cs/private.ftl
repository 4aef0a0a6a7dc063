## Soukromé partie: hrané tam, kde bot není členem (inline zprávy na Telegramu,
## konverzace na Discordu, kde si někdo nainstaloval aplikaci)

private-offer-title = Výzva: { $variant }
private-offer-anyone = Hraje s tebou ten, kdo přijme první
private-offer-you-play = hraješ za: { $color }
private-offer-lot = barvy losem
private-unrated = bez hodnocení
private-open-challenge = { $challenger } tě vyzývá: { $variant }{ $extras }. Kdo přijme první, hraje za: { $side }.
private-side-by-lot = barvu určí los
private-declined = { $decliner } odmítl(a) výzvu od { $challenger }.
private-withdrawn = { $challenger } výzvu stáhl(a).
private-closed = Tato výzva byla odmítnuta nebo stažena: není na co odpovídat.
private-lapsed = Tato výzva propadla: nikdo ji nepřijal do { $days }.
private-own-challenge = Tohle je tvoje vlastní výzva: přijme ji někdo jiný. Odmítnutím ji stáhneš.
private-not-the-bots = Toto tlačítko nevytvořil bot: nic se nestalo.
private-other-game = To tlačítko patří k partii #{ $game }, která v této zprávě není: nic se nestalo.
private-stale = Partie #{ $game } se od zobrazení toho tlačítka změnila: tady je, jak stojí teď.
private-moved = Partie #{ $game } pokračuje v novější zprávě: hraj tam.
private-waiting = { $player } je na tahu už { $span }.
private-draw-offered = { $player } nabízí remízu.
private-undo-requested = { $player } žádá o vzetí zpět svého posledního tahu.
private-more-moves = { $shown } z { $total } možných tahů jsou tlačítka; pro jiný napiš { CODE("!move #", $game, " <tah>") } do soukromého chatu s botem.
private-draw-button = Nabídnout remízu
private-undo-button = Vzít zpět
private-resign-button = Vzdát se
private-repost-title = Zveřejnit zde partii #{ $game }
private-repost-description = { $white } proti { $black }, { $variant }
private-games-head = Tvoje soukromé partie (hrané v chatech, kde bot není členem):
private-repost-hint = Pokud byla zpráva partie smazána, zveřejni ji znovu: napiš { CODE("@", $bot, " #", $game) } do chatu se soupeřem a vyber ji.
private-board-hint = Chceš-li ji znovu vidět tam, kde se hraje, použij tam { CODE("/board #", $game) }.
private-repost-button = Zveřejnit #{ $game } v chatu
private-no-games = Teď nehraješ žádnou soukromou partii (partii v chatu, kde bot není členem).
private-stats-head = V soukromých partiích:
private-query-not-understood = Nerozumím: „{ $query }“ — klepni pro nápovědu
private-meanwhile = Mezitím:
