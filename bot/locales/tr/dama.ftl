# dama: botun yazdığı her metin, Türkçe. İngilizce dosyayla (bot/locales/en/dama.ftl) aynı
# mesajlar ve aynı yer tutucular ($adlar); her birinin ne içerdiğini o dosya açıklar.

## Names

color-white = Beyaz
color-black = Siyah
variant-english = İngiliz daması
variant-italian = İtalyan daması
variant-spanish = İspanyol daması
variant-international = Uluslararası dama
variant-brazilian = Brezilya daması
variant-dameo = Dameo
variant-russian = Rus daması
variant-turkish = Türk daması
variant-pool = Pool daması
variant-czech = Çek daması
variant-frisian = Frizya daması
variant-canadian = Kanada daması
list-more = { $shown } ve { $more } tane daha
on = açık
off = kapalı
taken-king = { $square } dama

## Moves and boards

move-played = #{ $game } { $mover } ({ $color }) { CODE($move) }.
move-played-details = #{ $game } { $mover } ({ $color }) { CODE($move) } — { $details }.
move-takes = { $count } taş aldı ({ $squares })
move-crowned = dama oldu
to-move = Sıra { $player } oyuncusunda, { $color }, { $move }. hamle.
huff-possible = Soffio: { $mover } zorunlu bir almayı yapmadı ({ $ignored }). { $player }, !huff ile { $squares } taşlarından birini üfleyebilir ya da doğrudan hamlesini yapabilir.
board-head = #{ $game } { $variant } — { $white } ({ color-white }) - { $black } ({ color-black }).
board-last-move = Son hamle: { CODE($move) } ({ $color }).
legal-moves-head = #{ $game } { $player } ({ $color }) için geçerli hamleler
legal-moves-from-head = #{ $game } { $player } ({ $color }) için { $square } karesinden geçerli hamleler
legal-moves-none = { $head }: yok.
legal-moves-list = { $head } ({ $count }): { $moves }.

## Draw counts under way ($each: moves each so far)

count-english = Hamle sayımı (yalnız damalar, alma yok): her taraf için 50 hamleden { $each }.
count-kings-only = Yalnız damalar, alma yok: her taraf için 25 hamleden { $each }.
count-kings-only-15 = Yalnız damalar, alma yok: her taraf için 15 hamleden { $each }.
count-czech = Alma yok, taş oynanmadı: her taraf için 15 hamleden { $each }.
count-russian-balance = İki tarafta da dama, güç dengesi değişmedi: her taraf için { $of } hamleden { $each }.
count-requested = { $color } tarafından istenen 40 hamle sayımı: 40 hamleden { $moves }.
ending-two-kings-one = Bire karşı iki dama: { $color } kazanmak için 20 hamleden { $moves } hamlesini kullandı.
ending-three-kings-two = İkiye karşı üç dama: { $color } kazanmak için 30 hamleden { $moves } hamlesini kullandı.
ending-three-kings-one = Bire karşı üç dama: her taraf için 12 hamleden { $each }.
ending-two-nine = 2 ve 9 oyun sonu: her taraf için 32 hamleden { $each }.
ending-three-lone-king = Tek damaya karşı üç taş: her taraf için 16 hamleden { $each }.
ending-two-lone-king = Tek damaya karşı iki taş: her taraf için 5 hamleden { $each }.

## Endings

outcome-win = #{ $game } numaralı oyun bitti: { $winner } ({ $winner_color }) kazandı — { $loser } ({ $loser_color }) { $cause }.
outcome-draw = #{ $game } numaralı oyun bitti: { $reason }. { $white } { $black }
win-cause-no-pieces = taşı kalmadı
win-cause-no-legal-move = geçerli hamlesi kalmadı
win-cause-resignation = terk etti
win-cause-time = süresi doldu
win-cause-giveaway-no-pieces = "kaybeden kazanır" oyununu kaybetti: taşı kalmayan taraf kazanır
win-cause-giveaway-no-move = "kaybeden kazanır" oyununu kaybetti: hamlesi kalmayan taraf kazanır
outcome-win-short = { $winner } kazandı: { $loser } { $cause }
draw-agreement = berabere: iki oyuncu anlaştı
draw-repetition = berabere: aynı pozisyon, sıra aynı oyuncudayken üçüncü kez oluştu
draw-english-fifty = berabere: her taraf yalnız damalarla, alma olmadan 50 hamle yaptı (hamle sayımı)
draw-italian-forty = berabere: 40 hamle sayımı alma ve taş hamlesi olmadan doldu
draw-italian-two-kings-one = berabere: bire karşı iki dama 20 hamlede kazanamadı
draw-italian-three-kings-two = berabere: ikiye karşı üç dama 30 hamlede kazanamadı
draw-spanish-three-kings-one = berabere: bire karşı üç dama her biri 12 hamlede kazanamadı
draw-spanish-two-nine = berabere: 2 ve 9 karelerinde taşlı oyun sonu, kazanç, dama çıkışı ya da taş alma olmadan her taraf için 32 hamle sürdü
draw-twenty-five-king-moves = berabere: her taraf yalnız damalarla, alma olmadan 25 hamle yaptı
draw-sixteen-move-ending = berabere: tek damaya karşı, biri dama olan üç taş her biri 16 hamlede kazanamadı
draw-five-move-ending = berabere: tek damaya karşı, biri dama olan iki taş her biri 5 hamlede kazanamadı
draw-fifteen-king-moves = berabere: her taraf yalnız damalarla, alma olmadan 15 hamle yaptı
draw-russian-balance-thirty = berabere: iki tarafta da dama varken, 4 ya da 5 taşla güç dengesi her taraf için 30 hamle boyunca değişmedi
draw-russian-balance-sixty = berabere: iki tarafta da dama varken, 6 ya da 7 taşla güç dengesi her taraf için 60 hamle boyunca değişmedi
draw-russian-three-kings-one = berabere: tek damaya karşı üç dama 15. hamlelerine kadar onu alamadı
draw-russian-long-diagonal = berabere: büyük çaprazdaki tek damaya karşı üç taş 5. hamlelerine kadar kazanamadı
draw-russian-few-lone-king = berabere: tek damaya karşı iki taş (ya da bir dama) 5. hamlelerine kadar kazanamadı
draw-pool-three-kings-one = berabere: bire karşı üç dama 13 hamlede onu alamadı
draw-turkish-one-piece-each = berabere: iki tarafın da birer taşı kaldı
draw-frisian-two-kings-one = berabere: bir damaya karşı iki dama her biri 7 hamlede kazanamadı
draw-frisian-king-king = berabere: bir damaya karşı bir dama her biri 2 hamlede kazanamadı
game-over = #{ $game } numaralı oyun bitti ({ $how }): başka hamle yok. Yeni bir oyun başlat: { CODE("!challenge @friend") }
huffed-over = #{ $game }: { $author }, { $square } karesindeki taşı üfledi (soffio). { $result }.
huffed-to-move = #{ $game }: { $author }, { $square } karesindeki taşı üfledi (soffio). Sıra { $player } oyuncusunda.
count-started = #{ $game }: { $author } ({ $color }) 40 hamle sayımını istiyor. { $color } alma yapmadan ve taş oynatmadan 40 hamle yaparsa oyun berabere biter; bir alma ya da taş hamlesi sayımı yeniden başlatır.

## What the game refuses

game-error-over = Oyun bitti: { $outcome }.
game-error-nothing-to-huff = Üflenecek bir şey yok: son hamlede atlanan bir alma yok.
game-error-not-huffable = { $square } alma yapabilecek bir taş değildi; şunları üfleyebilirsin: { $options }.
game-error-no-count = { $variant } oyununda istenebilecek bir hamle sayımı yok.
game-error-count-running = 40 hamle sayımı zaten sürüyor, { $color } istedi.
game-error-soffio = Soffio kuralı yalnız İspanyol ve Uluslararası damada oynanır.
game-error-nothing-to-undo = Geri alınacak bir hamle yok.

## Challenges

with-soffio = soffio ile
per-move = hamle başına { $days }
challenge-offer = { $opponent }, { $challenger } seni { $variant } oyununa davet ediyor (#{ $game } numaralı oyun{ $extras }): { $color } ile oynarsın. Yanıtla: { CODE("!accept #", $game) } ya da { CODE("!decline #", $game) }.
game-starts = #{ $game } numaralı oyun başlıyor: { $variant }{ $giveaway }{ $soffio }, { $white } ({ color-white }) - { $black } ({ color-black }). Sıra { $player } oyuncusunda, { $color }, 1. hamle. { CODE("!move <hamle>") } ile oyna, örneğin { $example }.{ $clock }
game-starts-soffio = , soffio ile
challenge-declined = { $challenger }, { $decliner } davetini (#{ $game }) reddetti.
challenge-cancelled = { $other }, { $author } #{ $game } davetini geri çekti.
challenge-closed = #{ $game } numaralı oyun reddedildi ya da geri çekildi: yanıtlanacak bir şey yok.
own-challenge = #{ $game } senin kendi davetin: kabul etmek { $challenged } oyuncusuna kalmış. Geri çekmek için: { CODE("!cancel #", $game) }
only-challenged-answers = #{ $game } davetini yalnız { $challenged } yanıtlayabilir.
only-challenger-cancels = #{ $game } davetini yalnız { $challenger } geri çekebilir; sen reddedebilirsin: { CODE("!decline #", $game) }
already-challenged = Burada seninle { $opponent } arasında zaten bir davet var: #{ $game }. Seninkini geri çekmek için: { CODE("!cancel #", $game) }
already-playing = Burada zaten { $opponent } ile oynuyorsun: #{ $game } numaralı oyun. Önce onu bitir (bir kanalda iki oyuncu arasında tek oyun).
challenge-yourself = Kendine meydan okuyamazsın. Bir arkadaşını çağır: { CODE("!challenge @friend english") }
unknown-person = { $typed } burada kim, anlayamadım: uygulamanın adı bağlaması için kişiyi etiketle, örneğin { CODE("!challenge @friend") }
soffio-not-allowed = Soffio kuralı yalnız İspanyol ve Uluslararası damada oynanır, { $variant } oyununda değil.
button-accept = Kabul et
button-decline = Reddet

## Which game

no-such-game = Bu kanalda #{ $game } numaralı oyun yok. Buradaki oyunlar: { CODE("!games") }
no-game-here = Bu kanalda oyunun yok. Bir tane başlat: { CODE("!challenge @friend english") }
not-a-player = #{ $game } numaralı oyunda oynamıyorsun: oyun { $white } ({ color-white }) ile { $black } ({ color-black }) arasında.
not-started = #{ $game } numaralı oyun başlamadı: davet, davet edilen oyuncunun yanıtını bekliyor, { CODE("!accept #", $game) } ya da { CODE("!decline #", $game) }.
not-your-turn = #{ $game } oyununda sıra sende değil: sıra { $player } ({ $color }) oyuncusunda.
not-your-turn-anywhere = Buradaki oyunlarının hiçbirinde sıra sende değil: { $games }.
which-game = Hangi oyun? { $games }. Numarasını ekle, örneğin { CODE($example) }
game-choice = #{ $game } { $against } ({ $variant }{ $turn })
game-against = rakip: { $opponent }
game-between = { $white } – { $black }
game-choice-turn = , sıra { $player } oyuncusunda
nothing-to-answer = Burada yanıtını bekleyen bir şey yok: sana gelen davet ya da rakibinden bir teklif yok.
nothing-to-cancel = Burada geri çekecek bir davetin ya da teklifin yok.

## Offers

offer-undo = geri alma isteğini
offer-draw = beraberlik teklifini
undo-requested = { $opponent }, { $author } #{ $game } oyununda { CODE($moves) } hamlesini geri almak istiyor. Yanıtla: { CODE("!accept #", $game) } ya da { CODE("!decline #", $game) }.
undone = #{ $game }: { $moves } geri alındı. Sıra { $player } oyuncusunda, { $color }, { $move }. hamle.
nothing-to-undo = #{ $game } oyununda geri alacak hamlen yok.
draw-offered = { $opponent }, { $author } #{ $game } oyununda beraberlik teklif ediyor. Yanıtla: { CODE("!accept #", $game) } ya da { CODE("!decline #", $game) } (bir hamle yapmak da teklifi reddeder).
offer-declined = { $offerer }, { $decliner } #{ $game } oyunundaki { $offer } reddetti. Oyun sürüyor: sıra { $player } oyuncusunda.
offer-withdrawn = { $opponent }, { $author } #{ $game } oyunundaki { $offer } geri çekti.
own-offer = #{ $game } oyunundaki teklifin { $opponent } oyuncusunun yanıtını bekliyor; geri çekmek için: { CODE("!cancel #", $game) }
answer-first = { $opponent } #{ $game } oyununda sana bir teklif yaptı: önce { $offer } yanıtla, { CODE("!accept #", $game) } ya da { CODE("!decline #", $game) }

## Lists

games-none = Bu kanalda oyun yok. Bir tane başlat: { CODE("!challenge @friend english") }
games-head = Buradaki oyunlar:
games-line = #{ $game } { $variant } — { $white } ({ color-white }) - { $black } ({ color-black }): { $state }{ $clock }
games-challenge = davet { $since } süredir yanıt bekliyor
games-to-move = sıra { $player } oyuncusunda, { $move }. hamle, { $since } süredir
duration-seconds = { $n } sn
duration-minutes = { $n } dk
duration-hours = { $n } sa
duration-days = { $n } gün

## Settings

settings-reminders-off = kapalı
settings-reminders-after = hamlesiz { $hours } saat sonra
settings-saved = Kaydedildi.
prefs = Tercihlerin: dil { $language }; kanalın yönü ne olursa olsun, sıra sendeyken tahta senin tarafından: { $flip }. Şöyle değiştir: { CODE("!prefs language it") }
prefs-language-auto = kanalın dili (ya da uygulama bildiriyorsa uygulamanın dili)
admins-only = Bu kanalın ayarlarını yalnız yöneticileri değiştirebilir.
bad-setting = `{ $value }`, { $key } için geçerli bir değer değil: şunları kullan: { $allowed }.

## The bot itself

internal-error = Benim tarafımda bir şeyler ters gitti ve hiçbir şey değişmedi. Lütfen yeniden dene.
database-unreachable = Bot veritabanına ulaşamıyor, birazdan yeniden dene.
pdn-inline = #{ $game } numaralı oyun PDN olarak:
pdn-caption = #{ $game } numaralı oyun PDN olarak
pdn-attached = #{ $game } numaralı oyun PDN olarak ekte.
done = Tamam.
unknown-slash-command = Bilinmeyen komut /{ $name }.
button-expired = Bu düğmenin süresi doldu: komutu yazarak gir.
played-in = #{ $game } numaralı oyun şurada oynanıyor: { $place }.
thread-name = Oyun #{ $game }
console-greeting =
    dama konsolu. Mesajları `ad: metin` biçiminde yaz, örneğin
      alice: !challenge @bob english
      bob: !accept
      alice: !move 11-15
    !help komutları listeler; Ctrl-D çıkar.
saved-image = görüntü: { $path }
saved-file = dosya: { $path }
board-legend = ○ beyaz taş  ◎ beyaz dama  ● siyah taş  ◉ siyah dama

## Refusals of moves and !why

refused = #{ $game } { BOLD($rule) }: { $facts }.
explain-refusal = #{ $game } { CODE($move) } burada geçerli değil. { BOLD($rule) }: { $facts }. { $general }
explain-refusal-other = #{ $game } (sırası gelen { $color } için) { CODE($move) } burada geçerli değil. { BOLD($rule) }: { $facts }. { $general }
why-refused = { CODE($move) } hamlen ({ $number }. hamle) { BOLD($rule) } kuralı nedeniyle reddedildi: { $facts }. { $general }
why-not-your-turn = { CODE($move) } hamlen ({ $number }. hamle) sıra sende olmadığı için reddedildi: sıra { $player } ({ $color }) oyuncusundaydı. Oyuncular sırayla, birer hamle oynar.
explain-legal = { CODE($move) } { $why }
explain-legal-other = (sırası gelen { $color } için) { CODE($move) } { $why }
explain-last-move = Senin hiçbir hamlen reddedilmedi. Son hamle, { $mover } oyuncusunun { CODE($move) } hamlesi: { $why }
explain-soffio-move = Son hamle, { $mover } oyuncusunun { CODE($move) } hamlesi, "{ $rule }" kuralını çiğnedi ({ $facts }); soffio ev kuralı buna izin verir ve rakip, alma yapabilecek bir taşı üfleyebilir.
nothing-to-explain = #{ $game } oyununda henüz açıklanacak bir şey yok. Bir hamleyi sor: { CODE("!why 11-15") }
bad-square = `{ $text }` oynanabilir bir kare değil. { $forms }
legal-here = Burada geçerli: { $moves }.
explain = geçerli{ $taking }; { $reason }{ $extra }.
explain-taking = , { $count } taş alıyor
explain-reason-only-move = tek geçerli hamle bu
explain-reason-free = alma yok, bu yüzden her hamle serbest ({ $count } geçerli hamle)
explain-reason-compulsory = alma zorunlu ve { $count } almadan herhangi biri seçilebilir, ama sonuna kadar yapılmalı
explain-reason-maximum = en çok taşı, { $pieces } taş alıyor ({ $count } böyle alma var)
explain-reason-italian = İtalyan öncelik kuralıyla seçiliyor (damayla, en çok dama, önce dama) ({ $count } böyle alma var)
explain-reason-most-kings = en çok dama alma kuralıyla seçiliyor ({ $count } böyle alma var)
explain-crowns = ; taş dama olur ve hamle biter
explain-passes = ; taş { $square } karesinde dama sırasından geçiyor ama orada durmuyor, bu yüzden taş olarak kalıyor

## Rule titles

rule-not-a-move = Hamle değil
rule-square-not-playable = Oynanabilir kare değil
rule-no-piece = Orada taş yok
rule-not-your-piece = Senin taşın değil
rule-destination-occupied = Kare dolu
rule-men-not-backwards = Taşlar geri gitmez
rule-men-capture-forwards = Taşlar yalnız ileri alır
rule-kings-one-square = Dama bir kare gider
rule-path-blocked = Yol kapalı
rule-not-a-step = Bu taş böyle gidemez
rule-men-jump-short = Taş kısa atlar
rule-capture-compulsory = Alma zorunlu
rule-capture-not-finished = Alma sonuna kadar yapılmalı
rule-maximum-capture = En çok taşı alma
rule-italian-men-cannot-take-kings = Taş damayı alamaz
rule-italian-capture-with-king = Damayla al
rule-italian-more-kings = En çok damayı al
rule-italian-king-earlier = Önce damayı al
rule-spanish-more-kings = En çok damayı al
rule-jumped-twice = Bir taş iki kez atlanamaz
rule-jumped-piece-blocks = Alınan taşlar hamle bitene kadar durur
rule-promotion-ends-move = Dama çıkmak hamleyi bitirir
rule-passing-does-not-crown = Dama sırasından geçmek dama yapmaz
rule-dameo-crowning-at-end = Yalnız hamlenin bittiği yerde dama olunur
rule-dameo-orthogonal-captures = Almalar düz yapılır
rule-dameo-line-forward = Sıralar ileri gider
rule-dameo-king-not-in-line = Dama sırayla gitmez
rule-nothing-to-take = Alınacak taş yok
rule-own-piece = Yolda kendi taşın var
rule-not-legal = Burada geçerli değil
rule-piece-cannot-move = Bu taş oynayamaz
rule-ambiguous = Belirsiz hamle
rule-game-over = Oyun bitti
rule-not-your-turn = Sıra sende değil
rule-other = Geçerli değil

## Rules in a sentence, for !why

general-capture-compulsory = Her türde, alma mümkünse almak zorundasın.
general-capture-not-finished = Alan taş, alabildiği sürece atlamaya devam eder; bütün dizi tek bir hamledir.
general-maximum-capture = En çok taşı alan almayı seçmelisin (dama bir taş sayılır).
general-italian-men-cannot-take-kings = İtalyan damasında taş asla damayı alamaz.
general-italian-precedence = İtalyan önceliği, sırasıyla: en çok taşı al; taşla değil damayla al; en çok damayı al; damayı olabildiğince erken al.
general-spanish-more-kings = İspanyol kuralı: en çok taşı, bunlar arasında da en çok damayı al.
general-men-not-backwards = Taşlar yalnız ileri gider; damalar geri gidebilir.
general-men-capture-forwards = İngiliz, İtalyan ve İspanyol damasında taşlar yalnız ileri alır.
general-kings-one-square = İngiliz ve İtalyan damasında damalar birer kare gider ve alır.
general-path-blocked = Uçan dama yalnız boş bir çapraz boyunca gider.
general-jumped-twice = Bir hamlede hiçbir taş iki kez atlanamaz.
general-jumped-piece-blocks = Alınan taşlar ancak hamle bitince kalkar; o zamana kadar yolu kapatırlar.
general-promotion-ends-move = Dama sırasına varan taş dama olur ve orada durur.
general-passing-does-not-crown = Taş ancak hamlesi dama sırasında biterse dama olur.
general-dameo-crowning-at-end = Dameo'da taş ancak hamlesi son sırada biterse dama olur.
general-dameo-orthogonal-captures = Dameo'da her alma sıralar ve sütunlar boyunca yapılır.
general-dameo-lines = Dameo'da kesintisiz bir taş sırası kendi yönünde bir kare ilerleyebilir; damalar sıraya katılmaz.
general-own-pieces = Yalnız kendi taşlarını oynarsın.
general-ambiguous = Birden çok alma uyuyorsa her iniş karesini yaz.

## The facts of a refusal ($typed: the move as written; $moves: moves that are allowed)

refusal-not-a-move = `{ $text }` bir hamle değil. { $forms }
refusal-square-not-playable = { $square }, { $variant } oyununda oynanabilir bir kare değil. { $forms }
refusal-no-piece = { $square } karesinde taş yok
refusal-not-your-piece = { $square } karesindeki taş { $color } tarafa ait
refusal-occupied = { $square } dolu
refusal-men-not-backwards = taş { $from } karesinden { $to } karesine geri gidemez
refusal-men-capture-forwards = burada taşlar yalnız ileri alır: { $from } karesindeki taş geriye alamaz
refusal-kings-one-square = burada damalar birer kare gider: { $from } - { $to } çok uzak
refusal-path-blocked = { $from } ile { $to } arasındaki yolu { $blocker } karesindeki taş kapatıyor
refusal-men-jump-short = taş, bitişik bir taşın üstünden hemen arkasındaki kareye atlayarak alır: { $from }x{ $to } fazla uzak
refusal-man-not-a-step = taş { $from } karesinden { $to } karesine gidemez: { $step }
refusal-king-not-a-step = dama { $from } karesinden { $to } karesine gidemez: { $step }
refusal-capture-compulsory = { $typed } hiçbir taş almıyor, ama alma yapabilirsin: { $moves }
refusal-capture-not-finished = { $typed } { $square } karesinde duruyor, ama alma oradan devam ediyor: { $moves }
refusal-maximum-capture = { $typed } { $took } taş alıyor — burada en çok { $max } alınabilir: { $moves }
refusal-men-cannot-take-kings = İtalyan damasında taş damayı alamaz ({ $square } karesindeki dama)
refusal-capture-with-king = almalar eşitse taş değil dama almalı: { $moves }
refusal-more-kings = almalar eşitse en çok damayı al: { $typed } { $took } alıyor, { $max } mümkün: { $moves }
refusal-king-earlier = almalar ve damalar eşitse damayı olabildiğince erken al: { $moves }
refusal-jumped-twice = { $square } iki kez atlanmış olur
refusal-jumped-piece-blocks = { $square } karesindeki taş zaten alındı ama hamle bitene kadar tahtada kalır ve yolu kapatır
refusal-promotion-ends-move = taş { $square } karesinde dama olur ve orada durmalıdır
refusal-passing-does-not-crown = taş { $square } karesinden taş olarak geçer ve dama olarak almaya devam edemez
refusal-crowning-at-end = { $square } karesinde taş hâlâ taştır: ancak hamlesinin bittiği yerde dama olur
refusal-men-orthogonal = taşlar yalnız sıralar ve sütunlar boyunca alır, asla çapraz değil
refusal-kings-orthogonal = damalar yalnız sıralar ve sütunlar boyunca alır, asla çapraz değil
refusal-line-forward = { $from } - { $to }, kendi taşlarından oluşan kesintisiz bir sıranın üstünden ileri geçmeli
refusal-king-not-in-line = dama asla sırayla gitmez: { $square } karesindeki taşın üstünden geçemez
refusal-nothing-to-take = { $from } ile { $to } arasında alınacak taş yok
refusal-own-piece = { $square } karesindeki kendi taşının üstünden atlayamazsın
refusal-not-legal = { $text } burada geçerli değil; { $from } karesindeki taş şunları oynayabilir: { $moves }
refusal-piece-cannot-move = { $from } karesindeki taşın hamlesi yok; geçerli hamleler: { $moves }
refusal-ambiguous = `{ $text }` birden çok hamleye uyuyor; birini tam yaz: { $moves }
refusal-game-over = oyun bitti: { $result }
refusal-not-your-turn = sıra sende değil: sıra { $color } tarafta
step-dameo-man = taş bir kare düz ya da çapraz ileri gider veya bir taş sırasını ilerletir
step-dameo-king = dama, satrançtaki vezir gibi boş bir hat boyunca gider
step-short-king = dama bir kare çapraz gider
step-flying-king = dama boş bir çapraz boyunca gider
step-man = taş bir kare çapraz ileri gider

## How moves and squares are written (notation stays exactly as shown)

move-forms-english = Hamleyi 11-15, almayı 23x14 ya da her iniş karesiyle 23x14x5 diye yaz.
move-forms-italian = Hamleyi 21-17, almayı 23x14 ya da her iniş karesiyle 28x19x10 diye yaz.
move-forms-spanish = Hamleyi 9-13, almayı 10x19 ya da her iniş karesiyle 8x12x20 diye yaz.
move-forms-international = Hamleyi 32-28, almayı 28x19 ya da her iniş karesiyle 28x19x10 diye yaz.
move-forms-brazilian = Hamleyi c3-d4, almayı c3xe5 ya da her iniş karesiyle c3xe5xc7 diye yaz.
move-forms-dameo = Hamleyi c3-c4 (sıra hamlesini en arkadaki taşın nereden-nereye karesiyle, c1-c4), almayı e2xe4xg4xg6 diye yaz.
square-forms-32 = Kareler 1'den 32'ye numaralıdır.
square-forms-50 = Kareler 1'den 50'ye numaralıdır.
square-forms-72 = Kareler 1'den 72'ye numaralıdır.
square-forms-brazilian = Kareler a1'den h8'e kadardır, yalnız koyu kareler (a1 koyudur).
square-forms-dameo = Kareler a1'den h8'e kadardır.

## Help

help-intro = Bu sohbette dama oyunlarında hakemlik yaparım: bir arkadaşına meydan oku, hamleleri yazarak oyna, her hamleden sonra tahtayı gör. Komutlar:
help-line = { CODE($usage) } — { $summary }
help-default-variant = Burada varsayılan tür { $variant }. { $forms } Bir komut hakkında daha fazlası: { CODE("!help move") }
help-command = { CODE($usage) } — { $summary }.
help-aliases = Diğer adları: { $aliases }.
help-arg = { $name }: { $description }
help-example = Örnek: { CODE($example) }
help-unknown = `{ $name }` diye bir komut yok. Liste: { CODE("!help") }
variants-head = Türler:
variants-line = { BOLD($code) } — { $name }: { $summary }
variants-foot = Meydan okumak için: { CODE("!challenge @friend italian") }
summary-english = 8x8, Siyah başlar; taşlar yalnız ileri gider, kısa damalar; alma zorunlu, herhangi bir dizi, sonuna kadar.
summary-italian = 8x8 ayna tahta, Beyaz başlar; taşlar damayı alamaz; kısa damalar; en çok taş, sonra damayla alma, en çok dama, önce dama.
summary-spanish = 8x8 ayna tahta, sağ alttan numaralı; uçan damalar; en çok taş, sonra en çok dama.
summary-international = 10x10, her tarafa 20 taş; taşlar geriye de alır; uçan damalar; en çok taşı alma; dama yalnız hamle son sırada biterse.
summary-brazilian = 8x8 tahtada uluslararası kurallar, cebirsel kareler (c3-d4).
summary-dameo = 64 karenin hepsi; taşlar düz ya da çapraz ileri gider ve sıra halinde ilerler; düz almalar; damalar vezir gibi gider.

## Parse errors

unknown-command = `{ $name }` komutunu bilmiyorum.
did-you-mean = { CODE($command) } mı demek istedin? Örneğin { CODE($example) }
all-commands = Tüm komutlar: { CODE("!help") }
missing-argument = { CODE($command) } için { $arg } gerekli ({ $description }). Kullanım: { CODE($usage) }. Örnek: { CODE($example) }
unexpected-word = { CODE($command) }, `{ $word }` almaz. Kullanım: { CODE($usage) }. Örnek: { CODE($example) }
bad-argument = `{ $value }`, { CODE($command) } için `{ $arg }` olarak geçerli değil ({ $description }).
bad-argument-example = Örnek: { CODE($example) }
bad-game-id = `{ $value }` bir oyun numarası değil: # ve numarayı yaz, örneğin { CODE($command, " #12") }

## Rules in short (!rules); notation exactly as written

topic-moves = Hamleler
topic-captures = Almalar
topic-kings = Damalar
topic-draws = Beraberlikler
topic-notation = Notasyon
rules-head = { BOLD($name) } — { $summary }
rules-topic = { BOLD($title) }: { $text }
rules-more = Daha fazlası: { CODE("!rules ", $code, " draws") }, { CODE("!rules ", $code, " notation") }, { CODE("!rules ", $code, " giveaway") }
rules-flying-kings = Damalar uçar: boş bir çapraz boyunca istediği kadar gider; herhangi bir uzaklıktaki taşı alır ve arkasındaki herhangi bir boş kareye iner.
rules-english-moves = Siyah başlar. Taşlar bir kare çapraz ileri, boş bir kareye gider.
rules-english-captures = Alma zorunludur: bitişik rakip taşın üstünden arkasındaki boş kareye atla; taşlar yalnız ileri alır. Alma devam edebildiği sürece sürer, ama birden çok alma arasından herhangi biri seçilebilir (en çok alma kuralı yok).
rules-short-kings = Son sıraya varan taş dama olur ve hamlesi orada biter. Damalar birer kare, ileri ve geri gider ve alır.
rules-english-draws = Anlaşmayla (!draw) ya da hamle sayımıyla: iki tarafın da daması varken, her taraf yalnız damalarla, alma olmadan 50 hamle yaparsa. Bot bunu kendisi uygular.
rules-english-notation = Kareler sol üstten (Siyah'ın tarafı) 1–32; a1 oynanan bir karedir. Siyah 1–12, Beyaz 21–32 üzerinde başlar. Hamleler 11-15; almalar 23x14 ya da her iniş karesiyle 23x14x5.
rules-italian-moves = Beyaz başlar. Taşlar bir kare çapraz ileri gider.
rules-italian-captures = Alma zorunludur ve sonuna kadar yapılmalıdır. Taşlar yalnız ileri alır ve asla damayı alamaz. Birden çok alma varsa: en çok taş; sonra taş yerine damayla; sonra en çok dama; sonra olabildiğince erken dama; sonra serbest seçim.
rules-italian-draws = Anlaşma; sıra aynı oyuncudayken aynı pozisyonun üçüncü kez oluşması; bire karşı 2 dama 20 hamlede, ikiye karşı 3 dama 30 hamlede kazanamazsa; istek üzerine 40 hamle sayımı (!draw count): isteyenin alma ve taş hamlesi olmadan 40 hamlesi.
rules-italian-notation = Tahta aynalıdır: h1 oynanan bir karedir ('cantone', 32). Kareler sol üstten 1–32. Beyaz 21–32, Siyah 1–12 üzerinde başlar. Hamleler 21-17; almalar 28x19x10.
rules-spanish-moves = Beyaz başlar. Taşlar bir kare çapraz ileri gider.
rules-spanish-captures = Alma zorunludur; taşlar yalnız ileri alır, taşlar da damalar da alınabilir. En çok taşı, sonra en çok damayı al. Atlanan taşlar hamle bitene kadar tahtada kalır.
rules-spanish-kings = Son sıraya varan taş dama olur ve durur. Damalar uçar: boş bir çapraz boyunca istediği kadar gider; uzaktan alır ve çoklu almada, almanın sürebileceği kareye iner.
rules-spanish-draws = Anlaşma; sıra aynı oyuncudayken üçüncü tekrar; bire karşı 3 dama her biri 12 hamlede kazanamazsa; 2 ve 9 (ya da 31 ve 24) karelerinde taşlı oyun sonu: her taraf için 32 hamle.
rules-spanish-notation = Sağ alttan (Beyaz'ın tarafı) 1–32 numaralı. Beyaz 1–12, Siyah 21–32 üzerinde başlar. Hamleler 9-13; almalar 10x19.
rules-international-captures = Alma zorunludur; taşlar ileri ve geri alır. En çok taş alınmalıdır (dama bir sayılır); eşitlikte seçim serbesttir. Atlanan taşlar hamle bitince kalkar ve hiçbir taş iki kez atlanmaz.
rules-international-kings = Taş ancak hamlesi son sırada biterse dama olur: alma sırasında son sıradan geçmek dama yapmaz.
rules-international-draws = Anlaşma; üçüncü tekrar; her taraf yalnız damalarla, alma olmadan 25 hamle; tek damaya karşı biri dama olan üç taş: her biri 16 hamle; tek damaya karşı iki taş: her biri 5 hamle.
rules-international-moves = 10x10, her tarafa 20 taş; Beyaz başlar. Taşlar bir kare çapraz ileri gider.
rules-international-notation = Kareler sol üstten 1–50 (1 = b10, 46 = a1). Beyaz 31–50, Siyah 1–20 üzerinde başlar. Hamleler 32-28; almalar 28x19x10.
rules-brazilian-moves = 8x8 tahtada uluslararası kurallar: Beyaz 1–3. sıralardan, Siyah 6–8. sıralardan; Beyaz başlar. Taşlar bir kare çapraz ileri gider.
rules-brazilian-notation = Cebirsel kareler, a1 koyu, Beyaz altta: hamleler c3-d4, almalar c3xe5xc7.
rules-dameo-moves = 64 karenin hepsi; Beyaz başlar; her tarafa 18 taş. Taş bir kare düz ya da çapraz ileri gider. Kendi taşlarından kesintisiz bir sıra, kendi yönünde bir kare ilerleyebilir: en arkadaki taş, baştaki taşın önündeki kareye geçer (c1-c4, c1, c2, c3'ü c2, c3, c4 yapar). Damalar asla sıraya katılmaz.
rules-dameo-captures = Taşlar da damalar da yalnız düz alır (ileri, yana, geri). En çok taş alınmalıdır (dama bir sayılır); atlanan taşlar hamle bitince kalkar.
rules-dameo-kings = Taş ancak hamlesi son sırada biterse dama olur. Damalar satrançtaki vezir gibi gider ve herhangi bir uzaklıktan düz alır, arkadaki herhangi bir boş kareye iner.
rules-dameo-draws = Anlaşma ya da sıra aynı oyuncudayken aynı pozisyonun üçüncü kez oluşması.
rules-dameo-notation = Satrançtaki gibi cebirsel kareler a1–h8, Beyaz altta. Hamleler c3-c4; almalar e2xe4xg4xg6; sıra hamlesi en arkadaki taşın kareleriyle yazılır.

## Play over days

clock-days = { $days } gün
span-less-than-minute = bir dakikadan az
span-minutes = { $minutes } dk
span-hours = { $hours } sa
span-hours-minutes = { $hours } sa { $minutes } dk
span-days = { $days } g
span-days-hours = { $days } g { $hours } sa
clock-line = hamle başına { $per_move }: { $left } kaldı
clock-line-up = hamle başına { $per_move }: süre doldu
clock-rule = Saat: hamle başına { $per_move }; zamanında oynamayan oyuncu süreden kaybeder.
clock-warning = { $player }, { $opponent } ile #{ $game } numaralı oyun: bu hamle için sürenin %80'i doldu — { $left } kaldı (hamle başına { $per_move }). { CODE("!move #", $game, " …") } ile oyna, yoksa oyunu süreden kaybedersin.
timed-out = Zamanında hamle yapılmadı (hamle başına { $per_move }).
reminder = { $player }, { $opponent } ile #{ $game } numaralı oyunda ({ $variant }) { $waiting } süredir sıra sende. { CODE("!board #", $game) } pozisyonu gösterir.
rating-change = Puanlar ({ $variant }): { $white }, { $black }.
rating-change-one = { $player } { $before } → { $after }
stats-none = { $player } burada henüz bitmiş bir oyun oynamadı.
stats-head = { $player } için buradaki sonuçlar:
stats-line = { $variant }: { $wins } galibiyet, { $draws } beraberlik, { $losses } yenilgi — { $rating }
stats-rating = puan { $rating } ± { $deviation }
stats-unrated = henüz puanı yok
leaderboard-empty = Burada henüz puanlı bir { $variant } oyunu yok: bir tane bitirin, tablo başlasın. { CODE("!challenge @friend ", $code) }
leaderboard-head = Buradaki { $variant } sıralaması, puan − 2×RD'ye göre (her oyuncunun büyük olasılıkla üstünde olduğu bir puan; böylece şanslı bir ilk galibiyet tabloyu zirveye taşımaz; herkes 1500 ± 350 ile başlar):
leaderboard-line = { $rank }. { $player } — { $rating } ± { $deviation }, { $games } oyun
replay-caption = #{ $game } { $white } ({ color-white }) - { $black } ({ color-black }), { $variant }: oyunun tamamı, { $plies } hamle. { $end }
replay-under-way = Sürüyor.
replay-over = { $outcome }.
chart-caption = #{ $game } { $white } ({ color-white }) - { $black } ({ color-black }): her hamleden sonra iki tarafın taşları ve damaları (düz çizgi: taşlar, kesik çizgi: damalar).
chart-title = #{ $game } { $white } - { $black }
nothing-played = #{ $game } numaralı oyun başlamadı: henüz gösterecek bir şey yok.

## Commands: summaries (slash commands, !help) and arguments (at most 100 characters)

command-help = Bot ne yapar ve burada hamleler nasıl yazılır
command-help-command = açıklanacak komut
command-variants = Türler ve her biri hakkında bir satır
command-challenge = Birine oyun için meydan oku
command-challenge-opponent = meydan okuduğun kişi
command-challenge-variant = tür (varsayılan: kanalınki)
command-challenge-color = rengin
command-accept = Bir daveti, geri alma isteğini ya da beraberlik teklifini kabul et
argument-game = hangi oyunun, #numara olarak
argument-what = neyi yanıtlıyorsun: challenge, draw ya da undo (varsayılan: seni bekleyen)
command-decline = Bir daveti, geri alma isteğini ya da beraberlik teklifini reddet
command-cancel = Davetini geri çek
command-move = Oyununda bir hamle yap
command-move-move = hamle, örneğin 23x14 ya da 11-15
command-board = Güncel tahtayı yeniden gönder
command-moves = Geçerli hamlelerin (bir kareden)
command-moves-square = yalnız bu kareden hamleler
command-why = Son kararı ya da bir hamlenin neden geçerli olup olmadığını açıkla
command-why-move = açıklanacak hamle
command-rules = Kısaca kurallar
command-rules-variant = tür
command-rules-topic = moves, captures, kings, draws, notation, giveaway
command-undo = Rakibinden son hamleni geri almayı iste
command-draw = Beraberlik teklif et ya da kabul et; `count` hamle sayımını başlatır
command-draw-count = türde varsa hamle sayımını başlat
command-resign = Terk et
command-huff = Soffio: almayı atlayan bir taşı üfle
command-huff-square = alma yapması gereken taş
command-games = Bu kanaldaki oyunlar
command-stats = Türe göre galibiyet, beraberlik, yenilgi ve puan
command-stats-player = kimin sonuçları (varsayılan: seninkiler)
command-top = Bu topluluğun sıralama tablosu
command-top-variant = tür
command-replay = Oyun hareketli GIF olarak
command-chart = Oyun boyunca taşların ve damaların grafiği
command-settings = Kanal ayarları (yalnız yöneticiler)
command-settings-key = ayar
argument-value = yeni değeri
command-prefs = Tercihlerin: taraf, dil, hatırlatmalar, saat dilimi, sessiz saatler, günlük özet
command-prefs-key = tercih

## Slash commands' names in Discord's menu (the bot still reads the English name): lowercase
## letters and digits, - or _, no spaces, at most 32 characters, all different.

slash-help = yardım
slash-variants = türler
slash-challenge = meydan-oku
slash-accept = kabul
slash-decline = reddet
slash-cancel = iptal
slash-move = hamle
slash-board = tahta
slash-moves = hamleler
slash-why = neden
slash-rules = kurallar
slash-undo = geri-al
slash-draw = beraberlik
slash-resign = terk
slash-huff = üfle
slash-pdn = pdn
slash-games = oyunlar
slash-stats = istatistik
slash-top = sıralama
slash-replay = tekrar
slash-chart = grafik
slash-settings = ayarlar
slash-prefs = tercihler

game-kind-giveaway = { $variant }, kaybeden kazanır
challenge-giveaway = kaybeden kazanır: hamle yapamayan kazanır
game-starts-giveaway = {" "}(kaybeden kazanır: hamle yapamayan oyuncu kazanır)
ambiguous-variant = `{ $word }` Türk daması (dama, Türk daması) ya da İtalyan daması (dama italiana) olabilir, üstelik bu botun da adı. Türk daması için { CODE($turkish) } yaz; İtalyan daması için { CODE($italian) }.
summary-russian = 8x8, cebirsel kareler; taşlar geriye de alır; uçan damalar; herhangi bir alma seçilebilir; alma sırasında dama olan taş dama olarak devam eder.
summary-turkish = 64 karenin hepsi, her tarafa 16 taş; taşlar ileri ya da yana gider; damalar satır ve sütunlarda uçar; en çok taşı alma; alınan taşlar hemen kalkar.
summary-pool = İngiliz daması gibi numaralı 8x8, Siyah başlar; taşlar geriye de alır; uçan damalar; herhangi bir alma seçilebilir.
summary-czech = 8x8, cebirsel kareler; taşlar yalnız ileri alır; uçan damalar; alabilen dama almak zorundadır, yoksa herhangi bir alma.
summary-frisian = 10x10; taşlar ve damalar satır ve sütunlarda da alır; en değerli alma; bir dama üst üste en çok üç hamle yapar.
summary-canadian = 12x12 tahtada uluslararası kurallar, her tarafa 30 taş, kareler 1'den 72'ye.
topic-giveaway = Kaybeden kazanır (giveaway)

rules-russian-moves = 8x8; önce Beyaz oynar, a1–h3'ten; Siyah a6–h8'de. Taşlar çaprazlama bir kare ileri gider.
rules-russian-captures = Alma zorunludur ve sonuna kadar yapılır, ama birkaç alma arasından herhangi biri seçilebilir (çoğunluk kuralı yok). Taşlar ileri ve geri alır. Atlanan taşlar hamle bitene kadar tahtada kalır ("Türk vuruşu"): yolu kapatırlar ve iki kez atlanmazlar.
rules-russian-kings = Son sıraya varan taş, alma ortasında bile hemen dama olur ve aynı hamlede dama olarak almaya devam eder.
rules-russian-draws = Anlaşma; aynı konum aynı oyuncu sıradayken üçüncü kez; her taraf 15 hamle yalnız damayla ve alma olmadan; tek damaya karşı üç dama: güçlü tarafın 15 hamlesi; iki tarafta da dama ve değişmeyen malzeme: 4–5 taşla her taraf 30 hamle, 6–7 taşla 60; büyük köşegen a1–h8'deki tek damaya karşı damalı üç taş, ya da tek damaya karşı iki taş veya bir dama: güçlü tarafın 5 hamlesi. Bot bunları kendisi uygular.
rules-russian-notation = Cebirsel kareler, a1 Beyaz'ın sol altında koyu kare: hamleler c3-d4; almalar iki nokta ve her iniş karesiyle, c3:e5:c7 (x de okunur).
rules-turkish-moves = 64 karenin hepsi; her tarafa 16 taş, Beyaz 2–3. sıralarda, Siyah 6–7'de; önce Beyaz oynar. Taşlar bir kare ileri ya da yana gider, asla geri ya da çapraz gitmez.
rules-turkish-captures = Alma zorunludur: bitişik bir taş ileri ya da yana atlanır ve arkasındaki boş kareye inilir (taşlar asla geri almaz). En çok taş alınmalıdır (dama bir sayılır); eşitlikte seçim serbesttir. Atlanan her taş hemen tahtadan kalkar ve bir alma iki atlama arasında 180° geri dönemez.
rules-turkish-kings = Hamlesi son sırada biten taş dama olur; alma sırasında oraya varırsa taş olarak devam eder. Damalar satranç kalesi gibi boş satır ve sütunlarda gider, herhangi bir uzaklıktaki taşı alır ve arkasındaki herhangi bir boş kareye iner.
rules-turkish-draws = Anlaşma; her tarafa birer taş (dama ile taş bile) hemen beraberedir; aynı konum aynı oyuncu sıradayken üçüncü kez.
rules-turkish-notation = Satrançtaki gibi cebirsel kareler a1–h8, Beyaz altta: hamleler d3-d4; almalar d4xd6xf6 (iki nokta da okunur).
rules-pool-moves = İngiliz daması gibi numaralı 8x8; önce Siyah oynar, 1–12'den; Beyaz 21–32'de. Taşlar çaprazlama bir kare ileri gider.
rules-pool-captures = Alma zorunludur ve sonuna kadar yapılır, ama birkaç alma arasından herhangi biri seçilebilir. Taşlar ileri ve geri alır. Taşlar hamle bitince kalkar; hiçbiri iki kez atlanmaz.
rules-pool-kings = Hamlesini son sırada bitiren taş dama olur; oraya alma sırasında varıp atlamaya devam edebilen taş, dama olmadan taş olarak devam eder.
rules-pool-draws = Anlaşma; aynı konum aynı oyuncu sıradayken üçüncü kez; bir damaya karşı üç dama güçlü tarafın 13 hamlesinde kazanamazsa; her taraf 15 hamle yalnız damayla ve alma olmadan.
rules-pool-notation = İngiliz daması gibi sol üstten (Siyah'ın tarafı) 1–32 kareler: hamleler 11-15; almalar 15x24x31.
rules-czech-captures = Alma zorunludur ve sonuna kadar yapılır; taşlar yalnız ileri alır. Bir dama alabiliyorsa bir dama almalıdır; yoksa, ve damaların almaları arasında, herhangi biri seçilebilir. Atlanan taşlar hamle bitince kalkar.
rules-czech-kings = Hamlesi son sırada biten taş dama olur (taşlar yalnız ileri alır, bu yüzden oraya varan alma orada biter).
rules-czech-draws = Anlaşma; aynı konum üçüncü kez; her taraf 15 hamle alma olmadan ve taş oynamadan.
rules-czech-notation = Cebirsel kareler, a1 koyu: hamleler c3-d4; almalar c3:e5:g7 (x de okunur).
rules-frisian-moves = 10x10, her tarafa 20 taş: önce Beyaz oynar, 31–50'den; Siyah 1–20'de. Taşlar çaprazlama bir kare ileri gider. Tarafının taşları oldukça bir dama alma yapmadan üst üste en çok üç hamle yapabilir; sonra başka bir taş oynamalıdır.
rules-frisian-captures = Alma zorunludur; çaprazlarda ve satır ile sütunlarda, ileri ve geri: satır ya da sütunda taş iki kare ötedeki taşı atlar ve arkasındaki koyu kareye iner. En değerli alma oynanmalıdır: dama bir taştan değerli, iki taştan değersizdir (2 taş 1 damayı, 2 dama 3 taşı geçer); değer eşitse dama almalıdır. Taşlar hamle bitince kalkar.
rules-frisian-kings = Taş yalnız hamlesi son sırada biterse dama olur. Damalar boş bir çaprazda istediği kadar gider ve sekiz yönde herhangi bir uzaklıktan alır, arkadaki herhangi bir boş koyu kareye iner.
rules-frisian-draws = Anlaşma; bir damaya karşı iki dama (yalnız damalar): her taraf 7 hamle; damaya karşı dama: her taraf 2 hamle. Friz damasında tekrar kuralı yoktur.
rules-frisian-notation = Uluslararası gibi sol üstten 1–50 kareler: hamleler 32-28; almalar 28x17, dik almalar da aynı şekilde (21x23).
rules-canadian-moves = 12x12, her tarafa 30 taş: önce Beyaz oynar, 43–72'den; Siyah 1–30'da. Taşlar çaprazlama bir kare ileri gider.
rules-canadian-notation = Sol üstten 1–72 kareler, her sırada altı (1 = b12, 67 = a1). Beyaz 43–72'de, Siyah 1–30'da başlar. Hamleler 45-39; almalar 39x28x17.
rules-giveaway = Kaybeden kazanır (giveaway) her tür için bir seçenektir (!challenge @arkadaş russian giveaway): hamle yapamayan oyuncu kazanır — taşı kalmamış ya da hepsi kilitli. Türün diğer bütün kuralları geçerlidir: alma yine zorunludur ve beraberlik kuralları uygulanır.

eval-win = { $winner } { $moves } hamlede kazanır
bot-game = #{ $game }: { $bot } 10 üzerinden { $level }. seviyede oynuyor. Bota karşı oyunlar puanı etkilemez. { $takebacks }
bot-takebacks-granted = Bu seviyede hamle geri almaya izin verir (!undo).
bot-takebacks-low-levels = Hamle geri almaya yalnız 1–3. seviyelerde izin verir.
level-out-of-range = { $level }. seviye yok: bot 1. seviyeden (acemi) 10. seviyeye (tam güç) kadar oynar. Örneğin { CODE("!challenge @dama level=5") }
level-only-against-bot = Seviye bota karşı oyunlar içindir; insanlar kendi gücüyle oynar. Botu şöyle davet et: { CODE("!challenge @dama level=5") }
bot-no-soffio = { $bot } üfleme kuralıyla oynamaz: onu { CODE("soffio") } olmadan davet et.
bot-no-giveaway = { $bot } yalnız olağan kurallarla kazanmak için oynar: onu { CODE("giveaway") } olmadan davet et.
bot-grants-takeback = #{ $game }: { $bot } ({ $level }. seviye) hamlenin geri alınmasına izin veriyor.
bot-declines-takeback = #{ $game }: { $bot } hamlenin geri alınmasına izin vermiyor: { $level }. seviyede ciddi oynar; yalnız 1–3. seviyelerde izin verir.
bot-accepts-draw = #{ $game }: { $bot } beraberliği kabul ediyor.
bot-declines-draw = #{ $game }: { $bot } beraberliği reddediyor: yalnız kötü durumdayken ya da oyun sekiz veya daha az taşla dengedeyken kabul eder. Oynamaya devam et ya da !resign ile terk et.
hint-only-against-bot = #{ $game } numaralı oyunda ipucu yok: insanlar arasında oynanıyor ve motorun yardımı haksızlık olur. İpuçları bota karşı oyunlar içindir: { CODE("!challenge @dama") }
hint = #{ $game } için ipucu: { CODE($move) } ({ $eval }).
hint-line = Beklediği devam: { CODE($line) }
analysis-of-live-game = #{ $game } numaralı oyun hâlâ insanlar arasında oynanıyor: bitene kadar motor analizi yok, çünkü birine yardım etmiş olur. Oyun bitince yeniden iste: { CODE("!analyse #", $game) }
analysis-of-giveaway = #{ $game } numaralı oyun kaybeden kazanır olarak oynandı, burada hamle yapamayan taraf kazanır: motor konumları olağan kurallarla değerlendirdiği için bu oyunu analiz etmez.
analysis-under-way = #{ $game } numaralı oyunun analizi zaten sürüyor: hazır olunca buraya gönderilecek.
analysis-progress = #{ $game } numaralı oyun analiz ediliyor: { $total } konumun { $done } tanesi ({ $percent }%)…
analysis-done = #{ $game } numaralı oyunun analizi: bitti, { $seconds } sn'de { $total } konum.
analysis-head = { BOLD("#", $game, " numaralı oyunun analizi") } ({ $variant }, { $white } – { $black }).
analysis-head-over = { BOLD("#", $game, " numaralı oyunun analizi") } ({ $variant }, { $white } – { $black }): { $outcome }.
analysis-side = { $player } ({ $color }): { $moves } hamle, hamle başına ortalama { $loss } taş kayıp, { $mistakes } hata ({ $decisive } belirleyici).
analysis-mistakes-of = { $color } tarafının hataları:
analysis-mistake = { $move }. hamle: { CODE($played) } { $cost } taşa mal oldu ({ $before } → { $after }){ $decisive }; daha iyisi { CODE($better) }{ $line }{ $why }.
analysis-mistake-decisive = {" "}{ BOLD("— belirleyici") }
analysis-mistake-line = {" "}({ CODE($line) })
analysis-mistake-why = . Neden: { CODE($line) }
analysis-no-mistakes = İki tarafta da bir taş ya da daha fazlasına mal olan hata yok.
analysis-moves = Bütün hamleler (hamleden sonraki değerlendirme, + Beyaz lehine, ? bir hata): { $moves }
evaluation-chart-title = #{ $game } { $white } - { $black }: değerlendirme
bot-record = Bota karşı (puansız): { $levels }.
bot-record-level = { $level }. seviye: { $wins } galibiyet, { $draws } beraberlik, { $losses } yenilgi

command-hint = Bota karşı oyunda motorun sana önerdiği hamle
command-analyse = Motorun tarttığı her hamle, hatalar ve bir grafik
command-top-giveaway = türün kaybeden kazanır oyunları, ayrı puanla
slash-hint = ipucu
slash-analyse = analiz

ending-russian-kings-lone-king = Tek damaya karşı üç dama: { $color } onu almak için 15 hamleden { $moves } hamlesini kullandı.
ending-russian-long-diagonal = Büyük köşegendeki tek damaya karşı üç taş: { $color } kazanmak için 5 hamleden { $moves } hamlesini kullandı.
ending-russian-few-lone-king = Tek damaya karşı: { $color } kazanmak için 5 hamleden { $moves } hamlesini kullandı.
ending-pool-three-kings-one = Bire karşı üç dama: { $color } onu almak için 13 hamleden { $moves } hamlesini kullandı.
ending-frisian-two-kings-one = Bire karşı iki dama: her taraf için 7 hamleden { $each }.
ending-frisian-king-king = Damaya karşı dama: her taraf için 2 hamleden { $each }.
rule-czech-king-must-capture = Dama almalı
rule-frisian-value = En değerli alma
rule-frisian-king-first = Önce dama alır
rule-frisian-three-king-moves = Üst üste üç dama hamlesi
rule-turkish-men-not-backwards = Taşlar asla geri gitmez
rule-turkish-no-turning-back = Almada geri dönüş yok
rule-turkish-orthogonal = Yalnız satır ve sütunlarda
rule-turkish-crowned-at-end = Hamle bitince dama olur
rule-pool-passing-does-not-crown = Son sıradan geçmek dama yapmaz
rule-russian-crowned-goes-on = Dama olan taş dama olarak devam eder
rule-land-to-continue = Almanın süreceği yere in
refusal-king-must-capture = bir dama alabiliyor, o yüzden bir dama almalı: { $moves }
refusal-frisian-value = en değerli alma zorunludur (dama bir taştan değerli, iki taştan değersizdir): { $moves }
refusal-frisian-king-first = değer eşitse taş değil dama almalı: { $moves }
refusal-frisian-three-king-moves = { $square } karesindeki dama üst üste üç hamle yaptı ve taşların oldukça artık yalnız alabilir; başka bir taş oyna
refusal-turkish-men-not-backwards = taşlar ileri ya da yana gider ve alır, asla geri değil: { $from } karesinden { $to } karesine gitmek geri gitmektir
refusal-turkish-no-turning-back = bir alma { $square } karesine indikten sonra geldiği yöne geri dönemez (180° dönüş)
refusal-turkish-men-orthogonal = taşlar satır ve sütunlarda gider ve alır, asla çaprazda değil
refusal-turkish-kings-orthogonal = damalar satır ve sütunlarda gider ve alır, asla çaprazda değil
refusal-turkish-crowned-at-end = alma sırasında son sıraya varan taş taş olarak devam eder ve hamle bitince dama olur: { $square } karesinde hâlâ taş; oynayabileceği: { $moves }
refusal-pool-passing-kings-row = son sıraya atlayarak varan ve atlamaya devam edebilen taş, taş olarak devam eder: { $square } karesinde dama olmaz; oynayabileceği: { $moves }
refusal-russian-crowned-goes-on = alma sırasında dama olan taş dama olarak almaya devam eder: { $square } karesinden devamı: { $moves }
refusal-must-land-to-continue = bir taş aldıktan sonra dama, almaya devam edebileceği yere inmelidir ve { $square } karesinden edemez: { $moves }
move-forms-russian = Hamleyi c3-d4, almayı c3:e5 ya da her iniş karesiyle c3:e5:c7 diye yaz.
move-forms-turkish = Hamleyi d3-d4, almayı d4xd6 ya da her iniş karesiyle d4xd6xf6 diye yaz.
move-forms-pool = Hamleyi 11-15, almayı 15x24 ya da her iniş karesiyle 15x24x31 diye yaz.
move-forms-czech = Hamleyi c3-d4, almayı c3:e5 ya da her iniş karesiyle c3:e5:g7 diye yaz.
move-forms-frisian = Hamleyi 32-28, almayı 28x17 ya da her iniş karesiyle 28x17x8 diye yaz.
move-forms-canadian = Hamleyi 45-39, almayı 45x34 ya da her iniş karesiyle 45x34x23 diye yaz.

## Community (issue 14)

# Changed with issue 14 (moved here from above): $variants: the variants' codes.
command-challenge-options = giveaway, soffio, days=N | bank=30+1/45, unrated, level=1..10 (bota karşı)
command-pdn = Oyunlar PDN olarak: biri, bir oyuncununkiler ya da bütün kanalınkiler
command-pdn-player = bu oyuncunun buradaki bütün oyunları, tek dosyada
command-pdn-all = bu kanalın bütün oyunları, tek dosyada
command-games-all = bitmiş oyunlar da, sonuçlarıyla
command-games-page = bitmiş oyunların hangi sayfası
command-watch = Bir oyunu özelden izle: hamleleri sana gelir
command-unwatch = Bir oyunu izlemeyi bırak
argument-watched-game = hangi oyun, #id olarak
command-tournament = Turnuvalar: create, join, leave, start, puan durumu
command-tournament-action = create, join, leave ya da start (hiçbiri: puan durumu)
command-tournament-variant = tür (create; varsayılan: kanalınki)
command-tournament-options = hamle başına days=N, rounds=N (create)
slash-watch = izle
slash-unwatch = izlemeyi-bırak
slash-tournament = turnuva
help-tournament-options = Yöneticiler turnuvayı kurar ve başlatır; oyuncular katılır ve ayrılır. En çok 8 oyuncu: herkes herkesle oynar (Berger tabloları; rounds=2 ile her ikili renkleri değiştirerek iki kez oynar), eşitlik bozma Sonneborn–Berger. Daha fazlası: İsviçre sistemi turnuva (puan grupları, aynı ikili iki kez eşleşmez, renkler dengelenir, henüz bay geçmemiş en alt sıradakine 1 puanlık bay), rounds=N (varsayılan: ceil(log2 oyuncu) + 1), eşitlik bozma Buchholz. Bot her turun oyunlarını hamle başına days=N ile başlatır (varsayılan 3); ayrılan oyuncu kalan oyunlarını hükmen kaybeder.
bad-argument-tournament = Eylemler: create, join, leave, start; seçenekler (create): bir tür, days=N (1–30), rounds=N.
# $since, $left: durations (duration-*).
games-challenge-lapses = davet { $since } süredir yanıt bekliyor, { $left } sonra düşecek
analysis-head-aborted = { BOLD("#", $game, " numaralı oyunun analizi") } ({ $variant }, { $white } – { $black }): iptal edildi, sonuç yok.
# A game ended before each side had moved. $player: mention (who resigned or ran out of time).
game-aborted-resigned = #{ $game } numaralı oyun iptal edildi: { $player }, iki taraf da hamle yapmadan terk etti. Sonuç yok, puanlar değişmedi.
game-aborted-time = #{ $game } numaralı oyun iptal edildi: { $player } oyuncusunun süresi, iki taraf da hamle yapmadan doldu. Sonuç yok, puanlar değişmedi.
game-aborted-draw = #{ $game } numaralı oyun iptal edildi: iki taraf da hamle yapmadan beraberlikte anlaşıldı. Sonuç yok, puanlar değişmedi.
# $challenger, $challenged: mentions; $days: a clock-days text.
challenge-lapsed = { $challenger }: { $challenged } oyuncusuna yaptığın #{ $game } daveti { $days } boyunca yanıtlanmadığı için düştü. Yeniden davet et: { CODE("!challenge") }.
# !games all: the channel's finished games, page by page.
finished-games-none = Bu kanalda henüz bitmiş oyun yok.
finished-games-head = Buradaki bitmiş oyunlar ({ $total }), sayfa { $page } / { $pages }:
# $variant: its name; $white, $black: names; $result: finished-game-aborted, finished-game-won or how a draw ended; $plies: half-moves played.
finished-game-line = #{ $game } { $variant } — { $white } - { $black }: { $result }, { $plies } yarım hamle
finished-game-line-unrated = #{ $game } { $variant } — { $white } - { $black }: { $result }, puansız, { $plies } yarım hamle
finished-game-aborted = iptal edildi
# $player: the winner's name; $how: how the game ended.
finished-game-won = { $player } kazandı ({ $how })
finished-games-more = Devamı: { CODE("!games all ", $page) }
no-such-page = { $page }. sayfa yok: bitmiş oyunlar { $pages } sayfa tutuyor. Şunu dene: { CODE("!games all ", $pages) }.
# The caption of a PDN file of several games. $player: a name.
pdn-collection-player = { $player } oyuncusunun bu kanaldaki { $count } oyunu, tek PDN dosyasında.
pdn-collection = Bu kanalın { $count } oyunu, tek PDN dosyasında.
# $player: mention.
no-games-to-export-player = { $player } bu kanalda hiç oyun oynamadı.
no-games-to-export = Bu kanalda hiç oyun oynanmadı.
# !watch: the moves of a game come to a spectator privately.
watching = Artık #{ $game } numaralı oyunu izliyorsun: hamleleri sana özelden gelecek. Bırakmak için: { CODE("!unwatch #", $game) }.
watching-already = #{ $game } numaralı oyunu zaten izliyorsun. Bırakmak için: { CODE("!unwatch #", $game) }.
unwatched = Artık #{ $game } numaralı oyunu izlemiyorsun.
not-watching-game = #{ $game } numaralı oyunu izlemiyorsun.
not-watching = Bu kanalda hiçbir oyunu izlemiyorsun.
watch-own-game = #{ $game } numaralı oyunda sen oynuyorsun: hamleleri zaten burada sana ulaşıyor.
# What a spectator's private message starts with. $white, $black: names.
watched-news = #{ $game } numaralı oyun, { $white } - { $black }:
# $player: mention.
direct-refused = { $player }: sana özelden yazamıyorum, bu yüzden artık hiçbir oyunu izlemiyorsun. Benimle özel bir sohbet aç (ya da doğrudan mesajlara izin ver), sonra yeniden { CODE("!watch") } yaz.
# Tournaments. $id: the tournament's number; $variant: its name; $days: a clock-days text.
tournament-created = #{ $id } numaralı turnuva açıldı: { $variant }, hamle başına { $days }. Katılmak için: { CODE("!tournament join") }; bir yönetici { CODE("!tournament start") } ile başlatır.
tournament-created-rounds = #{ $id } numaralı turnuva açıldı: { $variant }, hamle başına { $days }, { $rounds } tur. Katılmak için: { CODE("!tournament join") }; bir yönetici { CODE("!tournament start") } ile başlatır.
tournament-exists = Bu kanalda zaten süren bir turnuva var: #{ $id }. Görmek için: { CODE("!tournament") }.
no-tournament = Bu kanalda turnuva yok. Bir yönetici { CODE("!tournament create") } ile açabilir.
# $player: mention; $players: how many play now.
tournament-joined = { $player }, #{ $id } numaralı turnuvaya katıldı ({ $players } oyuncu).
tournament-joined-already = { $player } zaten #{ $id } numaralı turnuvada ({ $players } oyuncu).
tournament-closed = #{ $id } numaralı turnuva başladı: artık oyuncu almıyor.
# $player: mention.
tournament-left = { $player }, #{ $id } numaralı turnuvadan ayrıldı.
tournament-left-forfeits = { $player }, #{ $id } numaralı turnuvadan ayrıldı ve kalan oyunlarını hükmen kaybetti.
not-in-tournament = #{ $id } numaralı turnuvada oynamıyorsun.
tournament-too-small = #{ $id } numaralı turnuvada { $players } oyuncu var: başlamak için en az 3 oyuncu gerekir.
tournament-changed = #{ $id } numaralı turnuva bu arada değişti (biri katıldı ya da ayrıldı): { CODE("!tournament start") } komutunu yeniden dene.
tournament-started-swiss = #{ $id } numaralı turnuva başlıyor: { $players } oyuncu, İsviçre sistemi (eşitlik bozma: Buchholz), { $rounds } tur.
tournament-started-round-robin = #{ $id } numaralı turnuva başlıyor: { $players } oyuncu, herkes herkesle (eşitlik bozma: Sonneborn–Berger), { $rounds } tur.
round-started = #{ $id } numaralı turnuva, { $round }. tur (toplam { $rounds }):
# A round's pairing. $white, $black: mentions in pairing-game, names otherwise; $result: a result (1–0, ½–½, result-*).
pairing-game = #{ $game } { $white } ({ color-white }) - { $black } ({ color-black })
pairing-result = { $white } - { $black }: { $result }
# $player: a name.
pairing-bye = { $player }: bay (1 puan)
result-white-forfeit = 1–0 hükmen
result-black-forfeit = 0–1 hükmen
result-double-forfeit = 0–0, iki taraf da hükmen kaybetti
result-bye = bay
result-to-play = oynanacak
# The standings. $white, $black: names ($black may be —); $result: as in pairing-result.
standings-after = #{ $id } numaralı turnuva: { $white } – { $black } { $result }.
standings-open = #{ $id } numaralı turnuva ({ $variant }), açık, { $players } oyuncu:
standings-join = Katılmak için: { CODE("!tournament join") }
standings-final = #{ $id } son puan durumu:
standings-round = #{ $id } puan durumu, { $round }. tur (toplam { $rounds }):
# One player's line. $rank: place; $player: name (or standing-left); $points: points as written (2½); $value: the same as a number, to select on; $played: games played; $system: Buchholz or SB (Sonneborn–Berger); $tiebreak: its points.
standing-line =
    { $rank }. { $player } — { $played } oyunda { $points } { $value ->
        [one] puan
       *[other] puan
    }, { $system } { $tiebreak }
# $player: a name.
standing-left = { $player } (ayrıldı)
standings-title = #{ $id } numaralı turnuva — { $round }. tur (toplam { $rounds })
# $player: mention.
tournament-over = #{ $id } numaralı turnuva bitti. Kazanan: { $player }!

## Correspondence (issue 17)

# The channel's settings. $language: a language code; $variant: the variant's code; $reminders: settings-reminders-*; $threads: on/off; $challenge_days: a clock-days text; $vacation_days: a number (0: vacations off).
settings-channel = Bu kanalın ayarları: dil { $language }, tür { $variant }, yön { $orientation } ('mover' iken tahta sırası gelen oyuncunun tarafından), hatırlatmalar { $reminders }, her oyun için ayrı konu { $threads }, davetler { $challenge_days } sonra düşer, oyuncu başına yıllık tatil günü { $vacation_days }. Yöneticiler şöyle değiştirir: { CODE("!settings language it") }
help-challenge-options-bank = Türler: { $variants }. Renk: white, black ya da random (varsayılan). Seçenekler: giveaway (hamle yapamayan kazanır; her tür), soffio (İspanyol, Uluslararası), days=N (hamle başına gün) ya da bank=30+1/45 (30 günlük süre bankası, her hamlede +1, en çok 45; saat için h), unrated (sonuç puana sayılmaz). Bota karşı (@dama ya da botun etiketi): level=1..10. Yanıtlanmayan bir davet, kanalın challenge_days süresi (varsayılan 7) dolunca düşer. İki taraf da hamle yapmadan biten oyun iptal edilir ve puana sayılmaz.
bad-argument-challenge-bank = Türler: { $variants }; renkler: white, black, random; seçenekler: giveaway, soffio, days=N (1–30) ya da bank=30+1/45, unrated, level=N (1–10, bota karşı).
command-away = Tatil: saatlerin durur
command-away-length = gün (5d), on ya da off
slash-away = tatil
# !help prefs: the values each preference takes (keywords and values exactly as written).
help-prefs-values = flip on|off: sıra sendeyken tahta senin tarafından. language en|it|auto. reminders 12h|off|channel: seni bekleyen bir oyunun sana ne sıklıkla hatırlatma yapacağı. timezone Europe/Rome: IANA saat dilimin (ayarlayana kadar UTC), aşağıdaki ikisi için. quiet 22-08|off: bu saatlerde hatırlatma ya da etiket yok; saatler bitince oyunlarının tek bir özeti. digest daily 09:00|off: oyun başına bir hatırlatma yerine günde tek mesaj (platform izin veriyorsa özelden): sıranın sende olduğu her oyun ve kalan süresi.
# A time bank: $bank is its rule as typed (30+1/45: 30 days, +1 a move, at most 45).
clock-setting-bank = süre bankası { $bank }
clock-rule-bank = Saat: { $bank } süre bankası (gün, ya da h ile saat: banka, + her hamlenin eklediği, / alabileceği en çok süre); bankası biten oyuncu süreden kaybeder.
# $white, $black: a span, or clock-bank-up.
clock-line-bank = Süre bankası { $bank }: { color-white } { $white }, { color-black } { $black }
clock-bank-up = süre doldu
# $player: mention; $opponent: name; $left: a span.
clock-warning-bank = { $player }, { $opponent } ile #{ $game } numaralı oyun: sürenin %80'i doldu — { $left } kaldı (süre bankası { $bank }). { CODE("!move #", $game, " …") } ile oyna, yoksa oyunu süreden kaybedersin.
timed-out-bank = Zamanında hamle yapılmadı (süre bankası { $bank }).
# !prefs, after the language and the boards. $reminders: one of the three below; $zone: an IANA time zone; $used, $allowed: vacation days.
prefs-hours = Hatırlatmalar { $reminders }; saat dilimi { $zone }; bu yıl kullanılan tatil günleri { $used }/{ $allowed }
prefs-reminders-channel = kanalınki
prefs-reminders-off = kapalı
prefs-reminders-every = { $hours } saatte bir
# Added to prefs-hours when set (prefs-away after a space). $quiet: hours as 22-08; $at: a time as 09:00; $left: a span.
prefs-quiet = ; sessiz saatler { $quiet }
prefs-digest = ; günlük özet saati { $at }
prefs-away = (şu an tatilde, { $left } daha)
# !away. $span: how long (a span); $left: clock-days.
away-started = İyi tatiller! { $span } boyunca bütün saatlerin duruyor ve kimseye senin için hatırlatma gitmiyor. Tatil, hamle yaptığında ya da { CODE("!away off") } ile biter. Bu yıl kalan tatilin: { $left }.
away-extended = Tatilin artık { $span } sonra bitiyor. Hamle yaptığında ya da { CODE("!away off") } ile biter. Bu yıl kalan tatilin: { $left }.
# $player: name; $days: days taken this year.
away-ended = Tekrar hoş geldin, { $player }: saatlerin yeniden işliyor, her biri kaldığı süreyle. Bu yıl kullanılan tatil günleri: { $days }.
# $opponent: mention; $away: name; $span: a span.
opponent-away = { $opponent }, { $away } en çok { $span } tatilde: #{ $game } numaralı oyundaki saati, dönene kadar duruyor.
not-away = Tatilde değilsin. { CODE("!away 5d") } beş günlük bir tatil başlatır.
vacations-off = Bu kanalda tatiller kapalı (vacation_days 0 ayarı).
no-vacation-left = Bu yılki { $days } tatil gününün hepsini kullandın.
# $value: what was typed.
bad-away = `{ $value }` geçerli bir tatil süresi değil. Şunları dene: { CODE("!away 5d") }, { CODE("!away on") } ya da { CODE("!away off") }.
# The games where it is a player's move. $player: mention; $games: how many.
digest-daily =
    { $player }, günlük özetin: { $games ->
        [0] sıranın sende olduğu oyun yok
       *[other] { $games } oyunda sıra sende
    }.
digest-quiet-over =
    { $player }, sessiz saatlerin bitti: { $games ->
        [0] sıranın sende olduğu oyun yok
       *[other] { $games } oyunda sıra sende
    }.
# $opponent: name; $waiting: a span; $clock: a clock line.
digest-line = #{ $game }, rakip { $opponent } ({ $variant }), { $waiting } süredir bekliyor; { $clock }.
digest-line-no-clock = #{ $game }, rakip { $opponent } ({ $variant }), { $waiting } süredir bekliyor; saat yok.
