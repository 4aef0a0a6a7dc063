# Bir kişinin verileri (issue 36): !mydata onları özelden gönderir, !forget siler.

command-mydata = Botun senin hakkında tuttuklarını özelden dosya olarak al
slash-mydata = verilerim
command-forget = Botun senin hakkında tuttuklarını sil (yöneticiler: birinin hakkında)
slash-forget = unut
command-forget-person = kimin unutulacağı (yalnızca yöneticiler; varsayılan: sen)
command-forget-me = me (ya da düğmesinin gönderdiği)

mydata-sent = Senin hakkında tuttuklarımı özelden bir JSON dosyası olarak gönderiyorum ({ $records } kayıt).
mydata-file = { $player }, dama'nın senin hakkında tuttukları şunlar: kimliklerin ve adların, tercihlerin, oyunların, puanların ve aboneliklerin ({ $records } kayıt). { CODE("!forget me") } bunları siler.
mydata-not-delivered = { $player }: sana özelden yazamıyorum, bu yüzden verilerini göndermedim. Benimle özel bir sohbet aç (ya da doğrudan mesajlara izin ver), sonra yeniden { CODE("!mydata") }.
forget-ask = Bu, senin hakkında tuttuklarımı siler: tercihlerin, puanların, aboneliklerin, tatil günlerin ve özetin gider; biten oyunlarda adın ve kimliğin anonim bir etikete dönüşür (rakiplerin sonuçlarını ve puanlarını korur).
forget-ask-other = Bu, { $player } hakkında bu toplulukta tuttuklarımı siler: buradaki puanları ve abonelikleri gider; biten oyunlarda adı ve kimliği anonim bir etikete dönüşür (rakipleri sonuçlarını ve puanlarını korur).
forget-ask-live =
    { $count ->
        [one] Önce süren oyun, { $games }, terk edilir.
       *[other] Önce süren { $count } oyun, { $games }, terk edilir.
    }
forget-ask-pending =
    { $count ->
        [one] Bekleyen meydan okuma geri çekilir.
       *[other] Bekleyen { $count } meydan okuma geri çekilir.
    }
forget-confirm = Onaylamak için düğmeye bas.
forget-button = Beni unut
forget-button-other = Unut
forgotten = Tamam: artık senin hakkında hiçbir şey tutmuyorum. Biten oyunlarda artık { $label } olarak görünüyorsun.
forgotten-other = Tamam: { $player } bu toplulukta unutuldu. Biten oyunlarda artık { $label } olarak görünüyor.
forget-not-yours = Bu düğme başkası için. Kendi verilerini silmek için { CODE("!forget me") } yaz.
nothing-to-forget = Bu toplulukta { $player } hakkında hiçbir şey tutmuyorum.
