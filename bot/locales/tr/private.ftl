## Özel oyunlar: botun üye olmadığı yerlerde oynanır (Telegram satır içi mesajları,
## birinin uygulamayı kendine kurduğu Discord konuşmaları)

private-offer-title = Meydan okuma: { $variant }
private-offer-anyone = İlk kabul eden seninle oynar
private-offer-you-play = sen oynarsın: { $color }
private-offer-lot = renkler kurayla
private-unrated = puansız
private-open-challenge = { $challenger } sana meydan okuyor: { $variant }{ $extras }. İlk kabul eden şu renkle oynar: { $side }.
private-side-by-lot = kurada çıkan renk
private-declined = { $decliner }, { $challenger } kullanıcısının meydan okumasını reddetti.
private-withdrawn = { $challenger } meydan okumayı geri çekti.
private-closed = Bu meydan okuma reddedildi ya da geri çekildi: yanıtlanacak bir şey yok.
private-lapsed = Bu meydan okumanın süresi doldu: { $days } içinde kimse kabul etmedi.
private-own-challenge = Bu senin kendi meydan okuman: onu başka biri kabul eder. Reddet onu geri çeker.
private-not-the-bots = Bu düğmeyi bot oluşturmadı: hiçbir şey yapılmadı.
private-other-game = O düğme bu mesajda olmayan #{ $game } oyununa ait: hiçbir şey yapılmadı.
private-stale = #{ $game } oyunu o düğme gösterildiğinden beri değişti: işte şimdiki hâli.
private-moved = #{ $game } oyunu daha yeni bir mesajda sürüyor: orada oyna.
private-waiting = Hamle { $span } süredir { $player } kullanıcısında.
private-draw-offered = { $player } beraberlik öneriyor.
private-undo-requested = { $player } son hamlesini geri almak istiyor.
private-more-moves = { $total } geçerli hamleden { $shown } tanesi düğme; başka biri için botla özel sohbetinde { CODE("!move #", $game, " <hamle>") } yaz.
private-draw-button = Beraberlik öner
private-undo-button = Geri al
private-resign-button = Terk et
private-repost-title = #{ $game } oyununu burada paylaş
private-repost-description = { $white } - { $black }, { $variant }
private-games-head = Özel oyunların (botun üye olmadığı sohbetlerde oynananlar):
private-repost-hint = Bir oyunun mesajı silindiyse yeniden paylaş: rakibinle bir sohbette { CODE("@", $bot, " #", $game) } yaz ve onu seç.
private-board-hint = Birini oynandığı yerde yeniden görmek için orada { CODE("/board #", $game) } kullan.
private-repost-button = #{ $game } oyununu bir sohbette paylaş
private-no-games = Şu anda özel oyunun yok (botun üye olmadığı bir sohbette oynanan oyun).
private-stats-head = Özel oyunlarda:
private-query-not-understood = Anlaşılmadı: “{ $query }” — yardım için dokun
private-meanwhile = Bu arada:
