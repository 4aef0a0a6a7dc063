## Приватные партии: там, где бот не участник (инлайн-сообщения в Telegram,
## беседы в Discord, где кто-то установил приложение)

private-offer-title = Вызов: { $variant }
private-offer-anyone = Играет с тобой тот, кто примет первым
private-offer-you-play = ты играешь: { $color }
private-offer-lot = цвета по жребию
private-unrated = без рейтинга
private-open-challenge = { $challenger } вызывает тебя: { $variant }{ $extras }. Кто примет первым, играет: { $side }.
private-side-by-lot = цвет по жребию
private-declined = { $decliner } отклоняет вызов от { $challenger }.
private-withdrawn = { $challenger } отзывает вызов.
private-closed = Этот вызов отклонён или отозван: отвечать не на что.
private-lapsed = Этот вызов истёк: никто не принял его за { $days }.
private-own-challenge = Это твой собственный вызов: его принимает кто-то другой. «Отклонить» отзывает его.
private-not-the-bots = Эту кнопку создал не бот: ничего не сделано.
private-other-game = Эта кнопка относится к партии #{ $game }, которой нет в этом сообщении: ничего не сделано.
private-stale = Партия #{ $game } изменилась с тех пор, как была показана эта кнопка: вот как она стоит сейчас.
private-moved = Партия #{ $game } продолжается в более новом сообщении: играй там.
private-waiting = { $player } ходит уже { $span }.
private-draw-offered = { $player } предлагает ничью.
private-undo-requested = { $player } просит вернуть свой последний ход.
private-more-moves = { $shown } из { $total } возможных ходов — кнопки; для другого напиши { CODE("!move #", $game, " <ход>") } в личном чате с ботом.
private-draw-button = Предложить ничью
private-undo-button = Вернуть ход
private-resign-button = Сдаться
private-repost-title = Опубликовать здесь партию #{ $game }
private-repost-description = { $white } против { $black }, { $variant }
private-games-head = Твои приватные партии (в чатах, где бот не участник):
private-repost-hint = Если сообщение партии удалено, опубликуй её снова: напиши { CODE("@", $bot, " #", $game) } в чате с соперником и выбери её.
private-board-hint = Чтобы снова увидеть партию там, где она играется, используй там { CODE("/board #", $game) }.
private-repost-button = Опубликовать #{ $game } в чате
private-no-games = Сейчас у тебя нет приватных партий (партий в чате, где бот не участник).
private-stats-head = В приватных партиях:
private-query-not-understood = Не понято: «{ $query }» — нажми для справки
private-meanwhile = Тем временем:
