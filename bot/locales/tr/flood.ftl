# Komut selinə karşı sınırlar (issue 37).

# $seconds: kişinin komutlarının yeniden yanıtlanmasına kalan tam saniye.
flood-slow-down = Komutları çok hızlı gönderiyorsunuz: sonrakiler yok sayılacak. { $seconds } saniye sonra yeniden deneyin.
# $seconds: kanalın komutlarının yeniden yanıtlanmasına kalan tam saniye.
flood-channel-slow-down = Bu kanalda komutlar çok hızlı geliyor: sonrakiler yok sayılacak. { $seconds } saniye sonra yeniden deneyin.
flood-analysis-of-yours-under-way = Bir analiziniz zaten sürüyor: bitince bir sonrakini isteyin.
# $count: kişinin motoru bekleyen istek sayısı.
flood-engine-queue-full = Motoru bekleyen { $count } isteğiniz zaten var: yanıtlandığında yeniden isteyin.
