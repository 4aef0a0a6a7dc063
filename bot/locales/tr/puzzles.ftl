# Bulmacalar (issue 35): topluluğun kendi oyunlarından bulunan kombinezonlar, sohbette çözülür.

command-puzzle = Bir bulmaca: buradaki oyunlardan !move ile çözülecek bir kombinezon
slash-puzzle = bulmaca
command-puzzle-variant = varyant (varsayılan: kanalınki)
command-puzzle-action = hint (ipucu), give up (pes etmek), mine (benimkiler) ya da daily (günün)
argument-puzzle = hangi bulmaca, #numara olarak
command-top-puzzles = oyun puanları yerine bulmaca puanları

puzzle-task-win =
    { $side ->
        [white] Beyaz oynar ve kazanır
       *[black] Siyah oynar ve kazanır
    }
puzzle-task-men =
    { $side ->
        [white] { $men ->
            [one] Beyaz oynar ve bir taş kazanır
           *[other] Beyaz oynar ve { $men } taş kazanır
        }
       *[black] { $men ->
            [one] Siyah oynar ve bir taş kazanır
           *[other] Siyah oynar ve { $men } taş kazanır
        }
    }
puzzle-task-crown =
    { $side ->
        [white] Beyaz oynar ve dama çıkar
       *[black] Siyah oynar ve dama çıkar
    }
puzzle-posted = Bulmaca #{ $puzzle } ({ $variant }, puan { $rating }): { BOLD($task) }.
puzzle-from-engine = Motorun kendisiyle oynadığı bir oyundan.
puzzle-from-game = #{ $game } numaralı oyundan, { $white } - { $black }.
puzzle-from-your-miss = Senin #{ $game } numaralı oyunundan: bu kombinezon elindeydi ama oynamadın.
puzzle-from-your-blunder = Senin #{ $game } numaralı oyunundan: senin hamlen bu kombinezona izin verdi.
puzzle-answer = { $solver }, { CODE("!move <hamle>") } ile cevap ver; { CODE("!puzzle hint") } hangi taşın oynadığını, { CODE("!puzzle give up") } çözümü gösterir.
puzzle-answer-anyone = { CODE("!move <hamle>") } ile ilk cevap veren burada çözer; { CODE("!puzzle #", $puzzle) } herkese kendi tahtasını verir.
puzzle-unrated = (Puansız: bunu daha önce denedin.)
puzzle-daily-head = Günün bulmacası, { $day }.
puzzle-daily-solvers =
    Dünkü #{ $puzzle } numaralı bulmacayı { $count ->
        [one] bir oyuncu
       *[other] { $count } oyuncu
    } çözdü: { $names }.
puzzle-daily-unsolved = Dünkü #{ $puzzle } numaralı bulmacayı kimse çözemedi.
puzzle-right =
    { $side ->
        [white] Doğru, { $move }! Beyaz { $reply } ile cevap verir. Sıra sende, { $solver }.
       *[black] Doğru, { $move }! Siyah { $reply } ile cevap verir. Sıra sende, { $solver }.
    }
puzzle-solved = Çözüldü, { $solver }! Bulmaca #{ $puzzle }: { $line }.
puzzle-solved-hinted = Çözüldü, { $solver }, ipucuyla (puanın için çözülmemiş sayılır). Bulmaca #{ $puzzle }: { $line }.
puzzle-wrong = { $move } doğru hamle değil: #{ $puzzle } numaralı bulmaca bitti. Çözüm, resimde: { $line }.
puzzle-not-legal = { $move }, #{ $puzzle } numaralı bulmacada kurallara uygun bir hamle değil: { $facts }. Hiçbir şey sayılmadı; tekrar dene.
puzzle-legal-moves = Buradaki uygun hamleler: { $moves }.
puzzle-hint = #{ $puzzle } numaralı bulmaca için ipucu: { $square } karesindeki taş oynar (resimde işaretli). İpucu alınca bulmaca puanın için çözülmemiş sayılır.
puzzle-gave-up = #{ $puzzle } numaralı bulmacanın çözümü, resimde: { $line }.
puzzle-rating-moved = Bulmaca puanı: { $before } → { $after }.
puzzle-none-open = Burada açık bir bulmacan yok. { CODE("!puzzle") } sana bir tane verir.
puzzle-none-in-variant = Burada henüz { $variant } bulmacası yok. Bulmacalar bu topluluğun biten oyunlarından çıkar; botun sahibi motorun oyunlarından ilk bir seti { CODE("dama puzzles generate --variant ", $code, " --count 50") } ile yapabilir.
puzzle-none-of-yours = Henüz senin oyunlarından bir bulmaca yok. Bulmacalar, bir kombinezonu kaçırdığın ya da birine izin verdiğin biten oyunlarından çıkar; biten bir oyunda { CODE("!analyse") } onları hemen yapar.
puzzle-ending-solved = çözüldü
puzzle-ending-failed = çözülemedi
puzzle-ending-given-up = pes edildi
puzzle-ended = #{ $puzzle } numaralı bulmaca bitti ({ $how }). { CODE("!puzzle") } sana yenisini verir.
puzzle-taken = #{ $puzzle } numaralı bulmacayı { $solver } çözüyor. { CODE("!puzzle #", $puzzle) } sana kendi tahtanı verir.
puzzle-no-such = Burada #{ $puzzle } numaralı bir bulmaca yok.
puzzle-no-daily = Bu kanalda henüz günün bulmacası yok. Bir yönetici { CODE("!settings daily_puzzle 09:00") } ile açar.
puzzle-made-from-game =
    { $count ->
        [one] Bu oyundan 1 bulmaca yapıldı:
       *[other] Bu oyundan { $count } bulmaca yapıldı:
    } { CODE("!puzzle mine") }
puzzle-ratings-head = Bulmaca puanları:
puzzle-ratings-line =
    { $variant }: { $rating } ± { $deviation }, { $attempts } bulmacadan { $solved } tanesi çözüldü
puzzle-leaderboard-empty = Burada henüz kimse { $variant } bulmacası çözmedi. { CODE("!puzzle ", $code) } tabloyu başlatır.
puzzle-leaderboard-head = Buradaki { $variant } bulmaca sıralaması, puan − 2×RD'ye göre:
puzzle-leaderboard-line =
    { $rank }. { $player } — { $rating } ± { $deviation }, { $attempts } bulmaca
puzzle-daily-setting = Günün bulmacası: her gün saat { $time } ({ $zone }).
puzzle-daily-setting-off = Günün bulmacası: kapalı ({ CODE("!settings daily_puzzle 09:00") }; saat dilimi { $zone }).
