# dama: все тексты бота по-русски. Образец — en/dama.ftl: здесь ровно те же сообщения
# с теми же подстановками ($имена).
# Conventions (see bot/locales/README.md): CODE(...) shows commands and moves monospaced,
# BOLD(...) shows a title in bold; a placeable named after a person ($player, $opponent,
# $author, ...) is a real mention where the comment says "mention", else the person's name.
# Moves, squares and commands (!move 11-15, 23x14, c3-d4, #12) never change.
# Plurals: one (1, 21, 31…), few (2–4, 22–24…), many (0, 5–20, 25–30…).

## Names

color-white = Белые
color-black = Чёрные
variant-english = Английские шашки
variant-italian = Итальянские шашки
variant-spanish = Испанские шашки
variant-international = Международные шашки
variant-brazilian = Бразильские шашки
variant-dameo = Dameo
variant-russian = Русские шашки
variant-turkish = Турецкие шашки
variant-pool = Пул-чекерс
variant-czech = Чешские шашки
variant-frisian = Фризские шашки
variant-canadian = Канадские шашки
# $shown: the first moves, comma-separated; $more: how many are left out.
list-more = { $shown } и ещё { $more }
on = вкл.
off = выкл.
# A piece in a list of pieces taken: $square holds a king.
taken-king = { $square } дамка

## Moves and boards

# $game: the game number; $mover: the player's name; $color: their colour; $move: the move.
move-played = #{ $game } { $mover } ({ $color }) { CODE($move) }.
# $details: what the move did ("takes 2 (18, 11 king), crowned").
move-played-details = #{ $game } { $mover } ({ $color }) { CODE($move) } — { $details }.
# $count: pieces taken; $squares: where.
move-takes =
    { $count ->
        [one] бьёт { $count } шашку ({ $squares })
        [few] бьёт { $count } шашки ({ $squares })
       *[many] бьёт { $count } шашек ({ $squares })
    }
move-crowned = выход в дамки
# $player (mention) is to move with $color; $move: the move number.
to-move = Ходит { $player } ({ $color }), ход { $move }.
# $mover, $player: names; $ignored: the captures that were due; $squares: pieces that may be huffed.
huff-possible = Фук: { $mover } пропустил(а) обязательное взятие ({ $ignored }). { $player } может фукнуть одну из шашек { $squares } командой !huff или просто сделать ход.
# $variant: the variant's name; $white, $black: names.
board-head = #{ $game } { $variant } — { $white } ({ color-white }) против { $black } ({ color-black }).
board-last-move = Последний ход: { CODE($move) } ({ $color }).
# $player: name; $color: their colour.
legal-moves-head = #{ $game } возможные ходы игрока { $player } ({ $color })
legal-moves-from-head = #{ $game } возможные ходы с поля { $square } для игрока { $player } ({ $color })
# $head: the line above; $count: how many; $moves: all of them.
legal-moves-none = { $head }: нет.
legal-moves-list = { $head } ({ $count }): { $moves }.

## Draw counts under way ($each: moves each so far)

count-english = Счёт ходов (только дамки, без взятий): { $each } из 50 ходов у каждого.
count-kings-only = Только дамки, без взятий: { $each } из 25 ходов у каждого.
count-kings-only-15 = Только дамки, без взятий: { $each } из 15 ходов у каждого.
count-czech = Без взятий и без ходов простыми: { $each } из 15 ходов у каждого.
count-russian-balance = Соотношение сил не меняется, дамки у обеих сторон: { $each } из { $of } ходов у каждого.
# $color: who asked; $moves: moves counted.
count-requested = Счёт 40 ходов по просьбе стороны { $color }: { $moves } из 40.
# $color: the stronger side; $moves: its moves so far.
ending-two-kings-one = Две дамки против одной: у стороны { $color } сделано { $moves } из 20 ходов на выигрыш.
ending-three-kings-two = Три дамки против двух: у стороны { $color } сделано { $moves } из 30 ходов на выигрыш.
ending-three-kings-one = Три дамки против одной: { $each } из 12 ходов у каждого.
ending-two-nine = Окончание «2 и 9»: { $each } из 32 ходов у каждого.
ending-three-lone-king = Три шашки против одинокой дамки: { $each } из 16 ходов у каждого.
ending-two-lone-king = Две шашки против одинокой дамки: { $each } из 5 ходов у каждого.

## Endings

# $winner, $loser: mentions; $winner_color, $loser_color: colours; $cause: a win-cause below.
outcome-win = Партия #{ $game } окончена: побеждает { $winner } ({ $winner_color }); { $loser } ({ $loser_color }) — { $cause }.
# $reason: a draw-reason below; $white, $black: mentions.
outcome-draw = Партия #{ $game } окончена: { $reason }. { $white } { $black }
# Causes follow "<loser> — ": short noun phrases.
win-cause-no-pieces = шашек не осталось
win-cause-no-legal-move = ходов нет
win-cause-resignation = сдача
win-cause-time = время истекло
win-cause-giveaway-no-pieces = поражение в поддавках: выигрывает тот, у кого не осталось шашек
win-cause-giveaway-no-move = поражение в поддавках: выигрывает тот, у кого нет хода
# An outcome without people: $winner, $loser: colours.
outcome-win-short = { $winner } выигрывают: { $loser } — { $cause }
draw-agreement = ничья по соглашению сторон
draw-repetition = ничья: одна и та же позиция повторилась в третий раз при той же очереди хода
draw-english-fifty = ничья: по 50 ходов у каждого только дамками и без взятий (счёт ходов)
draw-italian-forty = ничья: счёт 40 ходов истёк без взятий и без ходов простыми
draw-italian-two-kings-one = ничья: две дамки не выиграли против одной за 20 ходов
draw-italian-three-kings-two = ничья: три дамки не выиграли против двух за 30 ходов
draw-spanish-three-kings-one = ничья: три дамки не выиграли против одной за 12 ходов у каждого
draw-spanish-two-nine = ничья: окончание с простыми на 2 и 9 длилось по 32 хода у каждого без выигрыша, превращения и взятия простой
draw-twenty-five-king-moves = ничья: по 25 ходов у каждого только дамками и без взятий
draw-sixteen-move-ending = ничья: три шашки с дамкой не выиграли против одинокой дамки за 16 ходов у каждого
draw-five-move-ending = ничья: две шашки с дамкой не выиграли против одинокой дамки за 5 ходов у каждого
draw-fifteen-king-moves = ничья: по 15 ходов у каждого только дамками и без взятий
draw-russian-balance-thirty = ничья: при дамках у обеих сторон и 4–5 шашках соотношение сил не менялось 30 ходов у каждого
draw-russian-balance-sixty = ничья: при дамках у обеих сторон и 6–7 шашках соотношение сил не менялось 60 ходов у каждого
draw-russian-three-kings-one = ничья: три дамки не поймали одинокую дамку к своему 15-му ходу
draw-russian-long-diagonal = ничья: три шашки не выиграли против одинокой дамки на большой дороге к своему 5-му ходу
draw-russian-few-lone-king = ничья: две шашки (или дамка) не выиграли против одинокой дамки к своему 5-му ходу
draw-pool-three-kings-one = ничья: три дамки не поймали одну за 13 ходов
draw-turkish-one-piece-each = ничья: у каждой стороны осталось по одной шашке
draw-frisian-two-kings-one = ничья: две дамки не выиграли против одной за 7 ходов у каждого
draw-frisian-king-king = ничья: дамка против дамки не выиграла за 2 хода у каждого
# $how: the outcome.
game-over = Партия #{ $game } окончена ({ $how }): ходов больше нет. Начните новую: { CODE("!challenge @friend") }.
# $author: name; $square: the piece huffed; $result: the outcome, when the huff ended the game.
huffed-over = #{ $game }: { $author } фукает шашку на { $square }. { $result }.
# $player: mention.
huffed-to-move = #{ $game }: { $author } фукает шашку на { $square }. Ходит { $player }.
# $author: name; $color: their colour.
count-started = #{ $game }: { $author } ({ $color }) просит счёт 40 ходов. Если { $color } сделают 40 ходов без взятий и без ходов простыми, партия заканчивается вничью; взятие или ход простой начинает счёт заново.

## What the game refuses

game-error-over = Партия окончена: { $outcome }.
game-error-nothing-to-huff = Фукать нечего: последний ход не пропустил взятие.
# $square: the piece named; $options: the pieces that may be huffed.
game-error-not-huffable = Шашка на { $square } не могла бить; фукнуть можно: { $options }.
game-error-no-count = В игре «{ $variant }» нет счёта ходов, который можно запросить.
game-error-count-running = Счёт 40 ходов уже идёт, его запросили { $color }.
game-error-soffio = Правило фука (soffio) играется только в испанских и международных шашках.
game-error-nothing-to-undo = Нет хода, который можно вернуть.

## Challenges

with-soffio = с фуком
# $days: a clock-days text.
per-move = { $days } на ход
# $opponent: mention; $challenger: name; $variant; $extras: ", with soffio, 3 days per move" or nothing; $color: the colour the opponent would play.
challenge-offer = { $opponent }, { $challenger } вызывает вас на партию: { $variant } (партия #{ $game }{ $extras }), вы играете за { $color }. Ответьте { CODE("!accept #", $game) } или { CODE("!decline #", $game) }.
# $player: mention, to move with $color; $white, $black: names; $soffio: ", with soffio" or nothing; $example: a first move; $clock: the clock's rule or nothing.
game-starts = Партия #{ $game } началась: { $variant }{ $giveaway }{ $soffio }, { $white } ({ color-white }) против { $black } ({ color-black }). Ходит { $player } ({ $color }), ход 1. Ходите командой { CODE("!move <ход>") }, например { $example }.{ $clock }
game-starts-soffio = , с фуком
# $challenger: mention; $decliner: name.
challenge-declined = { $challenger }, { $decliner } отклоняет ваш вызов (#{ $game }).
# $other: mention; $author: name.
challenge-cancelled = { $other }, { $author } отзывает вызов #{ $game }.
challenge-closed = Вызов #{ $game } отклонён или отозван: отвечать не на что.
# $challenged: name.
own-challenge = #{ $game } — ваш собственный вызов: принять его должен { $challenged }. Отозвать: { CODE("!cancel #", $game) }
only-challenged-answers = Ответить на вызов #{ $game } может только { $challenged }.
# $challenger: name.
only-challenger-cancels = Отозвать вызов #{ $game } может только { $challenger }; вы можете его отклонить: { CODE("!decline #", $game) }
# $opponent: name.
already-challenged = Здесь уже есть вызов между вами и игроком { $opponent }: #{ $game }. Отозвать свой: { CODE("!cancel #", $game) }
already-playing = Вы уже играете здесь с игроком { $opponent }: партия #{ $game }. Сначала доиграйте её (одна партия на пару в канале).
challenge-yourself = Нельзя вызвать самого себя. Назовите друга: { CODE("!challenge @friend english") }
# $typed: what was typed.
unknown-person = Не понимаю, кто здесь { $typed }: упомяните человека так, чтобы приложение сделало имя ссылкой, например { CODE("!challenge @friend") }
soffio-not-allowed = Правило фука (soffio) играется только в испанских и международных шашках, а не в игре «{ $variant }».
button-accept = Принять
button-decline = Отклонить

## Which game

no-such-game = В этом канале нет партии #{ $game }. Список партий: { CODE("!games") }
no-game-here = У вас нет партии в этом канале. Начните: { CODE("!challenge @friend english") }
# $white, $black: names.
not-a-player = Вы не играете в партии #{ $game }: там играют { $white } ({ color-white }) и { $black } ({ color-black }).
not-started = Партия #{ $game } ещё не началась: вызов ждёт ответа — { CODE("!accept #", $game) } или { CODE("!decline #", $game) } от вызванного игрока.
# $player: name; $color: colour.
not-your-turn = В #{ $game } сейчас не ваш ход: ходит { $player } ({ $color }).
# $games: the games, as game-choice lines joined by "; ".
not-your-turn-anywhere = Ни в одной из ваших партий здесь сейчас не ваш ход: { $games }.
# $example: the command with a game number.
which-game = Какая партия? { $games }. Добавьте её номер, например { CODE($example) }
# One game in such a list: $against: game-against or game-between; $variant; $turn: game-choice-turn or nothing.
game-choice = #{ $game } { $against } ({ $variant }{ $turn })
game-against = против { $opponent }
game-between = { $white } – { $black }
game-choice-turn = , ходит { $player }
nothing-to-answer = Здесь ничто не ждёт вашего ответа: ни вызова вам, ни предложения от соперника.
nothing-to-cancel = Здесь вам нечего отзывать: нет ни вызова, ни предложения.

## Offers

offer-undo = просьбу вернуть ход
offer-draw = предложение ничьей
# $opponent: mention; $author: name; $moves: the moves to take back.
undo-requested = { $opponent }, { $author } просит вернуть { CODE($moves) } в #{ $game }. Ответьте { CODE("!accept #", $game) } или { CODE("!decline #", $game) }.
# $moves: the moves taken back; $player: mention; $color; $move: move number.
undone = #{ $game }: возвращено { $moves }. Ходит { $player } ({ $color }), ход { $move }.
nothing-to-undo = В #{ $game } у вас нет хода, который можно вернуть.
# $opponent: mention; $author: name.
draw-offered = { $opponent }, { $author } предлагает ничью в #{ $game }. Ответьте { CODE("!accept #", $game) } или { CODE("!decline #", $game) } (ход тоже означает отказ).
# $offerer: mention; $decliner, $player: names; $offer: offer-undo or offer-draw.
offer-declined = { $offerer }, { $decliner } отклоняет { $offer } в #{ $game }. Партия продолжается: ходит { $player }.
# $opponent: mention; $author: name.
offer-withdrawn = { $opponent }, { $author } отзывает { $offer } в #{ $game }.
# $opponent: name.
own-offer = Ваше предложение в #{ $game } ждёт ответа от игрока { $opponent }; отозвать его: { CODE("!cancel #", $game) }
answer-first = { $opponent } отправил(а) вам { $offer } в #{ $game }: сначала ответьте { CODE("!accept #", $game) } или { CODE("!decline #", $game) }

## Lists

games-none = В этом канале нет партий. Начните: { CODE("!challenge @friend english") }
games-head = Партии здесь:
# One line: $variant; $white, $black: names; $state: one of the two below; $clock: " (clock)" or nothing.
games-line = #{ $game } { $variant } — { $white } ({ color-white }) против { $black } ({ color-black }): { $state }{ $clock }
# $since: a duration.
games-challenge = вызов ждёт ответа уже { $since }
games-to-move = ходит { $player }, ход { $move }, уже { $since }
# Durations in a list: $n of each unit.
duration-seconds = { $n } с
duration-minutes = { $n } мин
duration-hours = { $n } ч
duration-days =
    { $n ->
        [one] { $n } день
        [few] { $n } дня
       *[many] { $n } дней
    }

## Settings

# $language: a language code; $variant: the variant's code; $orientation; $reminders: one of the two below; $threads: on/off.
settings-reminders-off = выкл.
settings-reminders-after = через { $hours } ч без хода
settings-saved = Сохранено.
# $language: a language code, or prefs-language-auto; $flip: on/off.
prefs = Ваши настройки: язык { $language }; доска с вашей стороны, когда ваш ход, независимо от ориентации канала: { $flip }. Изменить: { CODE("!prefs language it") }
prefs-language-auto = как в канале (или в вашем приложении, если оно его сообщает)
admins-only = Менять настройки канала могут только его администраторы.
# $value: what was typed; $key: the setting; $allowed: the values it takes.
bad-setting = `{ $value }` — недопустимое значение для { $key }: используйте { $allowed }.

## The bot itself

internal-error = У меня что-то пошло не так, ничего не изменено. Попробуйте ещё раз.
database-unreachable = Бот не может связаться со своей базой данных, попробуйте ещё раз через минуту.
pdn-inline = Партия #{ $game } в PDN:
pdn-caption = Партия #{ $game } в PDN
pdn-attached = Партия #{ $game } в PDN — во вложении.
done = Готово.
unknown-slash-command = Неизвестная команда /{ $name }.
button-expired = Эта кнопка устарела: введите команду вручную.
# $place: the platform's link to the thread.
played-in = Партия #{ $game } идёт в { $place }.
thread-name = Партия #{ $game }
console-greeting =
    Консоль dama. Пишите сообщения в виде `имя: текст`, например
      alice: !challenge @bob english
      bob: !accept
      alice: !move 11-15
    !help — список команд; Ctrl-D — выход.
saved-image = изображение: { $path }
saved-file = файл: { $path }
board-legend = ○ белая шашка  ◎ белая дамка  ● чёрная шашка  ◉ чёрная дамка

## Refusals of moves and !why

# $rule: a rule title (bold); $facts: a refusal sentence.
refused = #{ $game } { BOLD($rule) }: { $facts }.
# $move: the move; $general: the rule in a sentence.
explain-refusal = #{ $game } { CODE($move) } здесь невозможен. { BOLD($rule) }: { $facts }. { $general }
# $color: the side to move, when not the asker.
explain-refusal-other = #{ $game } (за { $color }, чей сейчас ход) { CODE($move) } здесь невозможен. { BOLD($rule) }: { $facts }. { $general }
# $number: the move number.
why-refused = Ваш ход { CODE($move) } (ход { $number }) отклонён по правилу { BOLD($rule) }: { $facts }. { $general }
# $player: name; $color: colour.
why-not-your-turn = Ваш ход { CODE($move) } (ход { $number }) отклонён, потому что была не ваша очередь: ходил(а) { $player } ({ $color }). Игроки ходят по очереди, по одному ходу.
# $why: an explanation built from the explain- messages below.
explain-legal = { CODE($move) } { $why }
explain-legal-other = (за { $color }, чей сейчас ход) { CODE($move) } { $why }
# $mover: name.
explain-last-move = Ни один ваш ход не отклонён. Последний ход, { CODE($move) } игрока { $mover }, { $why }
explain-soffio-move = Последний ход, { CODE($move) } игрока { $mover }, нарушил правило «{ $rule }» ({ $facts }); по правилу фука это разрешено, и соперник может фукнуть шашку, которая могла бить.
nothing-to-explain = В #{ $game } пока нечего объяснять. Спросите о ходе: { CODE("!why 11-15") }
# $text: what was typed; $forms: the square-forms of the variant.
bad-square = `{ $text }` — не игровое поле. { $forms }
# $moves: the legal moves.
legal-here = Здесь возможно: { $moves }.
# An explanation: $taking (explain-taking or nothing), $reason (one of explain-reason-*), $extra (explain-crowns, explain-passes or nothing).
explain = — допустимый ход{ $taking }; { $reason }{ $extra }.
explain-taking =
    { $count ->
        [one] , бьёт { $count } шашку
        [few] , бьёт { $count } шашки
       *[many] , бьёт { $count } шашек
    }
explain-reason-only-move = это единственный возможный ход
explain-reason-free = взятий нет, поэтому можно сделать любой ход (возможных ходов: { $count })
explain-reason-compulsory = бить обязательно; можно выбрать любое из взятий (их { $count }), но его надо довести до конца
explain-reason-maximum =
    он бьёт наибольшее число шашек — { $pieces ->
        [one] { $pieces } шашку
        [few] { $pieces } шашки
       *[many] { $pieces } шашек
    } (таких взятий: { $count })
explain-reason-italian = его выбирает итальянский порядок старшинства (дамкой, больше дамок, дамку раньше) (таких взятий: { $count })
explain-reason-most-kings = его выбирает правило наибольшего числа дамок (таких взятий: { $count })
explain-crowns = ; простая становится дамкой, и ход заканчивается
explain-passes = ; простая проходит дамочное поле { $square }, но ход там не заканчивается, поэтому она остаётся простой

## Rule titles

rule-not-a-move = Это не ход
rule-square-not-playable = Не игровое поле
rule-no-piece = Там нет шашки
rule-not-your-piece = Не ваша шашка
rule-destination-occupied = Поле занято
rule-men-not-backwards = Простые не ходят назад
rule-men-capture-forwards = Простые бьют только вперёд
rule-kings-one-square = Дамка ходит на одно поле
rule-path-blocked = Путь перекрыт
rule-not-a-step = Эта шашка так не ходит
rule-men-jump-short = Простая бьёт только соседнюю
rule-capture-compulsory = Бить обязательно
rule-capture-not-finished = Взятие надо довести до конца
rule-maximum-capture = Бить наибольшее число
rule-italian-men-cannot-take-kings = Простая не бьёт дамку
rule-italian-capture-with-king = Бить дамкой
rule-italian-more-kings = Бить больше дамок
rule-italian-king-earlier = Сначала бить дамку
rule-spanish-more-kings = Бить больше дамок
rule-jumped-twice = Дважды шашку не бьют
rule-jumped-piece-blocks = Сбитые шашки стоят до конца хода
rule-promotion-ends-move = Превращение заканчивает ход
rule-passing-does-not-crown = Проход через дамочное поле не даёт дамку
rule-dameo-crowning-at-end = Дамка — только в конце хода
rule-dameo-orthogonal-captures = Бьют по вертикали и горизонтали
rule-dameo-line-forward = Колонна идёт вперёд
rule-dameo-king-not-in-line = Дамка не ходит в колонне
rule-nothing-to-take = Нечего бить
rule-own-piece = Мешает своя шашка
rule-not-legal = Здесь так нельзя
rule-piece-cannot-move = Этой шашке некуда ходить
rule-ambiguous = Неоднозначный ход
rule-game-over = Партия окончена
rule-not-your-turn = Не ваш ход
rule-other = Ход невозможен

## Rules in a sentence, for !why

general-capture-compulsory = Во всех вариантах, если можно бить, бить обязательно.
general-capture-not-finished = Бьющая шашка продолжает бить, пока может; вся серия — это один ход.
general-maximum-capture = Нужно выбрать взятие, при котором бьётся больше всего шашек (дамка считается за одну).
general-italian-men-cannot-take-kings = В итальянских шашках простая никогда не бьёт дамку.
general-italian-precedence = Итальянский порядок старшинства: бить больше шашек; бить дамкой, а не простой; бить больше дамок; бить дамку как можно раньше.
general-spanish-more-kings = Испанское правило: бить больше шашек, а из таких взятий — больше дамок.
general-men-not-backwards = Простые ходят только вперёд; дамки могут и назад.
general-men-capture-forwards = В английских, итальянских и испанских шашках простые бьют только вперёд.
general-kings-one-square = В английских и итальянских шашках дамка ходит и бьёт только на одно поле.
general-path-blocked = Дальнобойная дамка ходит только по свободной диагонали.
general-jumped-twice = За один ход нельзя бить одну шашку дважды.
general-jumped-piece-blocks = Сбитые шашки снимаются только после окончания хода, а до тех пор загораживают путь (турецкий удар).
general-promotion-ends-move = Простая, дошедшая до дамочного поля, становится дамкой и останавливается.
general-passing-does-not-crown = Простая становится дамкой, только если её ход заканчивается на дамочном поле.
general-dameo-crowning-at-end = В Dameo простая становится дамкой, только если её ход заканчивается на последней горизонтали.
general-dameo-orthogonal-captures = В Dameo бьют только по горизонталям и вертикалям.
general-dameo-lines = В Dameo сплошная колонна простых может продвинуться на одно поле в своём направлении; дамки в колонну не входят.
general-own-pieces = Ходить можно только своими шашками.
general-ambiguous = Если подходят несколько взятий, укажите все поля остановки.

## The facts of a refusal ($typed: the move as written; $moves: moves that are allowed)

refusal-not-a-move = `{ $text }` — не ход. { $forms }
refusal-square-not-playable = { $square } — не игровое поле в игре «{ $variant }». { $forms }
refusal-no-piece = на { $square } нет шашки
# $color: the owner's colour.
refusal-not-your-piece = на { $square } стоит шашка соперника ({ $color })
refusal-occupied = поле { $square } занято
refusal-men-not-backwards = простая не может пойти назад с { $from } на { $to }
refusal-men-capture-forwards = здесь простые бьют только вперёд: простая на { $from } не может бить назад
refusal-kings-one-square = здесь дамка ходит на одно поле: с { $from } на { $to } слишком далеко
refusal-path-blocked = путь с { $from } на { $to } перекрыт шашкой на { $blocker }
refusal-men-jump-short = простая бьёт, перепрыгивая соседнюю шашку на поле сразу за ней: { $from }x{ $to } — слишком далеко
# $step: a step- sentence.
refusal-man-not-a-step = простая не может пойти с { $from } на { $to }: { $step }
refusal-king-not-a-step = дамка не может пойти с { $from } на { $to }: { $step }
refusal-capture-compulsory = { $typed } ничего не бьёт, а бить можно: { $moves }
refusal-capture-not-finished = { $typed } останавливается на { $square }, но оттуда взятие продолжается: { $moves }
refusal-maximum-capture = { $typed } бьёт { $took }, а максимум здесь — { $max }: { $moves }
refusal-men-cannot-take-kings = в итальянских шашках простая не может бить дамку (дамка на { $square })
refusal-capture-with-king = при равных взятиях бить должна дамка, а не простая: { $moves }
refusal-more-kings = при равных взятиях бейте больше дамок: { $typed } бьёт дамок — { $took }, а можно { $max }: { $moves }
refusal-king-earlier = при равных взятиях и дамках бейте дамку как можно раньше: { $moves }
refusal-jumped-twice = шашку на { $square } пришлось бы бить дважды
refusal-jumped-piece-blocks = шашка на { $square } уже сбита, но стоит на доске до конца хода и загораживает путь
refusal-promotion-ends-move = простая становится дамкой на { $square } и должна там остановиться
refusal-passing-does-not-crown = простая проходит { $square } простой и не может продолжить бить как дамка
refusal-crowning-at-end = на { $square } простая ещё простая: дамкой она становится только там, где заканчивается ход
refusal-men-orthogonal = простые бьют только по горизонталям и вертикалям, не по диагонали
refusal-kings-orthogonal = дамки бьют только по горизонталям и вертикалям, не по диагонали
refusal-line-forward = ход с { $from } на { $to } должен проходить над сплошной колонной ваших простых, вперёд
refusal-king-not-in-line = дамка никогда не ходит в колонне: она не может пройти над шашкой на { $square }
refusal-nothing-to-take = между { $from } и { $to } нечего бить
refusal-own-piece = нельзя перепрыгнуть свою шашку на { $square }
refusal-not-legal = { $text } здесь невозможен; шашка на { $from } может сыграть: { $moves }
refusal-piece-cannot-move = шашке на { $from } некуда ходить; возможные ходы: { $moves }
refusal-ambiguous = под `{ $text }` подходят несколько ходов; напишите один полностью: { $moves }
# $result: the outcome.
refusal-game-over = партия окончена: { $result }
refusal-not-your-turn = сейчас не ваш ход: ходят { $color }
step-dameo-man = простая ходит на одно поле прямо или по диагонали вперёд либо продвигает колонну простых
step-dameo-king = дамка ходит как шахматный ферзь по свободной линии
step-short-king = дамка ходит на одно поле по диагонали
step-flying-king = дамка ходит по свободной диагонали
step-man = простая ходит на одно поле по диагонали вперёд

## How moves and squares are written (notation stays exactly as shown)

move-forms-english = Ход пишется как 11-15, взятие — 23x14 или со всеми полями остановки, 23x14x5.
move-forms-italian = Ход пишется как 21-17, взятие — 23x14 или со всеми полями остановки, 28x19x10.
move-forms-spanish = Ход пишется как 9-13, взятие — 10x19 или со всеми полями остановки, 8x12x20.
move-forms-international = Ход пишется как 32-28, взятие — 28x19 или со всеми полями остановки, 28x19x10.
move-forms-brazilian = Ход пишется как c3-d4, взятие — c3xe5 или со всеми полями остановки, c3xe5xc7.
move-forms-dameo = Ход пишется как c3-c4 (ход колонной — откуда и куда идёт задняя простая, c1-c4), взятие — e2xe4xg4xg6.
square-forms-32 = Поля пронумерованы от 1 до 32.
square-forms-50 = Поля пронумерованы от 1 до 50.
square-forms-72 = Поля пронумерованы от 1 до 72.
square-forms-brazilian = Поля от a1 до h8, только тёмные (a1 — тёмное).
square-forms-dameo = Поля от a1 до h8.

## Help

help-intro = Я сужу шашечные партии в этом чате: вызовите друга, играйте, вводя ходы, и после каждого хода получайте доску. Команды:
# $usage: the command's usage; $summary: its summary.
help-line = { CODE($usage) } — { $summary }
# $variant: the channel's variant; $forms: its move-forms.
help-default-variant = Вариант по умолчанию здесь — { $variant }. { $forms } Подробнее о команде: { CODE("!help move") }
help-command = { CODE($usage) } — { $summary }.
# $aliases: other names of the command.
help-aliases = Другие названия: { $aliases }.
# $name: an argument's name; $description: what it is.
help-arg = { $name }: { $description }
help-example = Пример: { CODE($example) }
help-unknown = Команды `{ $name }` нет. Список: { CODE("!help") }
variants-head = Варианты:
# $code: the variant's code (english, italian, ...); $name: its name; $summary: one line on it.
variants-line = { BOLD($code) } — { $name }: { $summary }
variants-foot = Вызов: { CODE("!challenge @friend italian") }
summary-english = 8x8, первыми ходят чёрные; простые ходят только вперёд, дамки короткие; бить обязательно, любую серию, до конца.
summary-italian = 8x8 зеркально, первыми ходят белые; простые не бьют дамок; дамки короткие; больше шашек, затем дамкой, больше дамок, дамки раньше.
summary-spanish = 8x8 зеркально, нумерация снизу справа; дамки дальнобойные; больше шашек, затем больше дамок.
summary-international = 10x10, по 20 шашек; простые бьют назад; дамки дальнобойные; правило большинства; дамка, только если ход закончен на последнем ряду.
summary-brazilian = Международные правила на доске 8x8, алгебраические поля (c3-d4).
summary-dameo = Все 64 поля; простые ходят прямо или по диагонали вперёд и продвигаются колоннами; бьют ортогонально; дамки ходят как ферзь.

## Parse errors

unknown-command = Я не знаю команды `{ $name }`.
# $command: the suggested command; $example: an example of it.
did-you-mean = Вы имели в виду { CODE($command) }, например { CODE($example) }?
all-commands = Все команды: { CODE("!help") }
# $command: "!move"; $arg: the argument's name; $description: what it is; $usage, $example.
missing-argument = { CODE($command) } нужен аргумент { $arg } ({ $description }). Использование: { CODE($usage) }. Пример: { CODE($example) }
unexpected-word = { CODE($command) } не принимает `{ $word }`. Использование: { CODE($usage) }. Пример: { CODE($example) }
bad-argument = `{ $value }` не подходит как `{ $arg }` для { CODE($command) } ({ $description }).
bad-argument-example = Пример: { CODE($example) }
bad-game-id = `{ $value }` — не номер партии: напишите # и номер, например { CODE($command, " #12") }

## Rules in short (!rules); notation exactly as written

topic-moves = Ходы
topic-captures = Взятие
topic-kings = Дамки
topic-draws = Ничьи
topic-notation = Нотация
# $name: the variant; $summary: its summary.
rules-head = { BOLD($name) } — { $summary }
# $title: a topic; $text: the rules of the topic.
rules-topic = { BOLD($title) }: { $text }
rules-more = Ещё: { CODE("!rules ", $code, " draws") }, { CODE("!rules ", $code, " notation") }, { CODE("!rules ", $code, " giveaway") }
rules-flying-kings = Дамки дальнобойные: ходят на любое расстояние по свободной диагонали, бьют шашку на любом расстоянии и встают на любое свободное поле за ней.
rules-english-moves = Первыми ходят чёрные. Простая ходит на одно поле по диагонали вперёд на свободное поле.
rules-english-captures = Бить обязательно: перепрыгнуть соседнюю шашку соперника на свободное поле за ней; простые бьют только вперёд. Взятие продолжается, пока возможно, но из нескольких взятий можно выбрать любое (правила большинства нет).
rules-short-kings = Простая, дошедшая до последнего ряда, становится дамкой, и ход на этом заканчивается. Дамки ходят и бьют на одно поле, вперёд и назад.
rules-english-draws = По соглашению (!draw) или по счёту ходов: когда дамки есть у обеих сторон, 50 ходов у каждого только дамками и без взятий. Бот следит за этим сам.
rules-english-notation = Поля 1–32 с верхнего левого угла (сторона чёрных); a1 — игровое поле. Чёрные стоят на 1–12, белые на 21–32. Ходы 11-15; взятия 23x14 или со всеми полями остановки 23x14x5.
rules-italian-moves = Первыми ходят белые. Простая ходит на одно поле по диагонали вперёд.
rules-italian-captures = Бить обязательно и до конца. Простые бьют только вперёд и никогда не бьют дамку. Из нескольких взятий: больше шашек; затем дамкой, а не простой; затем больше дамок; затем дамку как можно раньше; дальше — на выбор.
rules-italian-draws = Соглашение; третье повторение позиции при той же очереди хода; 2 дамки против 1 не выиграли за 20 ходов, 3 против 2 — за 30; счёт 40 ходов по запросу (!draw count): 40 ходов запросившего без взятий и ходов простыми.
rules-italian-notation = Доска зеркальная: h1 — игровое поле («cantone», 32). Поля 1–32 с верхнего левого угла. Белые стоят на 21–32, чёрные на 1–12. Ходы 21-17; взятия 28x19x10.
rules-spanish-moves = Первыми ходят белые. Простая ходит на одно поле по диагонали вперёд.
rules-spanish-captures = Бить обязательно; простые бьют только вперёд, простые и дамки одинаково. Бить больше шашек, затем больше дамок. Сбитые шашки остаются на доске до конца хода.
rules-spanish-kings = Простая, дошедшая до последнего ряда, становится дамкой и останавливается. Дамки дальнобойные: ходят на любое расстояние по свободной диагонали, бьют издалека и при многократном взятии встают туда, откуда взятие продолжается.
rules-spanish-draws = Соглашение; третье повторение при той же очереди хода; 3 дамки против 1 не выиграли за 12 ходов у каждого; окончание с простыми на 2 и 9 (или 31 и 24): по 32 хода у каждого.
rules-spanish-notation = Нумерация 1–32 с нижнего правого угла (сторона белых). Белые стоят на 1–12, чёрные на 21–32. Ходы 9-13; взятия 10x19.
rules-international-captures = Бить обязательно; простые бьют вперёд и назад. Нужно бить наибольшее число шашек (дамка считается за одну); при равенстве — на выбор. Сбитые шашки снимаются после окончания хода, и ни одну шашку нельзя бить дважды.
rules-international-kings = Простая становится дамкой, только если её ход заканчивается на последнем ряду: проход через него во время взятия дамку не даёт.
rules-international-draws = Соглашение; третье повторение; по 25 ходов у каждого только дамками и без взятий; три шашки с дамкой против одинокой дамки — 16 ходов у каждого; две против одинокой дамки — 5 ходов у каждого.
rules-international-moves = 10x10, по 20 шашек; первыми ходят белые. Простая ходит на одно поле по диагонали вперёд.
rules-international-notation = Поля 1–50 с верхнего левого угла (1 = b10, 46 = a1). Белые стоят на 31–50, чёрные на 1–20. Ходы 32-28; взятия 28x19x10.
rules-brazilian-moves = Международные правила на доске 8x8: белые ходят первыми с рядов 1–3, чёрные стоят на рядах 6–8. Простая ходит на одно поле по диагонали вперёд.
rules-brazilian-notation = Алгебраические поля, a1 тёмное, белые внизу: ходы c3-d4, взятия c3xe5xc7.
rules-dameo-moves = Все 64 поля; первыми ходят белые; по 18 простых. Простая ходит на одно поле прямо или по диагонали вперёд. Сплошная колонна ваших простых может продвинуться на одно поле в своём направлении: задняя простая встаёт на поле перед головной (c1-c4 превращает c1, c2, c3 в c2, c3, c4). Дамки в колонну не входят.
rules-dameo-captures = Простые и дамки бьют только ортогонально (вперёд, вбок, назад). Нужно бить наибольшее число шашек (дамка считается за одну); сбитые шашки снимаются после окончания хода.
rules-dameo-kings = Простая становится дамкой, только если её ход заканчивается на последней горизонтали. Дамки ходят как шахматный ферзь и бьют ортогонально на любом расстоянии, вставая на любое свободное поле за шашкой.
rules-dameo-draws = Соглашение или третье повторение позиции при той же очереди хода.
rules-dameo-notation = Алгебраические поля a1–h8, как в шахматах, белые внизу. Ходы c3-c4; взятия e2xe4xg4xg6; ход колонной записывается полями задней простой.

## Play over days

# $days: the number of days.
clock-days =
    { $days ->
        [one] { $days } день
        [few] { $days } дня
       *[many] { $days } дней
    }
# A stretch of time to the minute.
span-less-than-minute = меньше минуты
span-minutes = { $minutes } мин
span-hours = { $hours } ч
span-hours-minutes = { $hours } ч { $minutes } мин
span-days = { $days } д
span-days-hours = { $days } д { $hours } ч
# $per_move: clock-days; $left: a span.
clock-line = { $per_move } на ход: осталось { $left }
clock-line-up = { $per_move } на ход: время вышло
clock-rule = Контроль времени: { $per_move } на ход; кто не сходит вовремя, проигрывает по времени.
# $player: mention; $opponent: name.
clock-warning = { $player }, партия #{ $game } против { $opponent }: 80% вашего времени на этот ход прошло — осталось { $left } ({ $per_move } на ход). Ходите командой { CODE("!move #", $game, " …") }, иначе партия будет проиграна по времени.
timed-out = Ход не сделан вовремя ({ $per_move } на ход).
# $player: mention; $opponent: name; $waiting: a span.
reminder = { $player }, ваш ход в партии #{ $game } против { $opponent } ({ $variant }) ждёт уже { $waiting }. Позиция: { CODE("!board #", $game) }
# $white, $black: a rating-change-one each.
rating-change = Рейтинг ({ $variant }): { $white }, { $black }.
rating-change-one = { $player } { $before } → { $after }
# $player: name.
stats-none = У игрока { $player } здесь пока нет законченных партий.
stats-head = Результаты игрока { $player } здесь:
# $rating: stats-rating or stats-unrated.
stats-line = { $variant }: побед { $wins }, ничьих { $draws }, поражений { $losses } — { $rating }
stats-rating = рейтинг { $rating } ± { $deviation }
stats-unrated = пока без рейтинга
leaderboard-empty = Здесь ещё нет рейтинговых партий в { $variant }: закончите одну, и таблица появится. { CODE("!challenge @friend ", $code) }
leaderboard-head = Рейтинг-лист { $variant } здесь, по рейтингу − 2×RD (значение, выше которого рейтинг игрока почти наверняка, чтобы одна удачная первая победа не выводила на первое место; все начинают с 1500 ± 350):
# $rank: the place; $player: name; $games: how many games.
leaderboard-line =
    { $rank }. { $player } — { $rating } ± { $deviation }, { $games ->
        [one] { $games } партия
        [few] { $games } партии
       *[many] { $games } партий
    }
# $plies: how many moves; $end: the outcome, or replay-under-way.
replay-caption =
    #{ $game } { $white } ({ color-white }) против { $black } ({ color-black }), { $variant }: вся партия, { $plies ->
        [one] { $plies } ход
        [few] { $plies } хода
       *[many] { $plies } ходов
    }. { $end }
replay-under-way = Партия продолжается.
replay-over = { $outcome }.
chart-caption = #{ $game } { $white } ({ color-white }) против { $black } ({ color-black }): простые и дамки каждой стороны после каждого хода (сплошные линии — простые, пунктир — дамки).
chart-title = #{ $game } { $white } — { $black }
nothing-played = Партия #{ $game } ещё не началась: показывать пока нечего.

## Commands: summaries (slash commands, !help) and arguments

# command-NAME: a command's summary (at most 100 characters: Discord's limit);
# command-NAME-ARG and argument-ARG: what an argument is (at most 100 characters).
command-help = Что умеет бот и как здесь вводить ходы
command-help-command = команда, которую нужно объяснить
command-variants = Варианты шашек, по строке о каждом
command-challenge = Вызвать кого-нибудь на партию
command-challenge-opponent = кого вы вызываете
command-challenge-variant = вариант (по умолчанию — вариант канала)
command-challenge-color = ваш цвет
command-accept = Принять вызов, просьбу вернуть ход или предложение ничьей
argument-game = какая из ваших партий, в виде #номер
argument-what = на что вы отвечаете: challenge, draw или undo (по умолчанию — на то, что вас ждёт)
command-decline = Отклонить вызов, просьбу вернуть ход или предложение ничьей
command-cancel = Отозвать свой вызов
command-move = Сделать ход в своей партии
command-move-move = ход, например 23x14 или 11-15
command-board = Показать текущую доску ещё раз
command-moves = Ваши возможные ходы (с одного поля)
command-moves-square = только ходы с этого поля
command-why = Объяснить последнее решение или почему ход возможен или нет
command-why-move = ход, который нужно объяснить
command-rules = Правила вкратце
command-rules-variant = вариант
command-rules-topic = moves, captures, kings, draws, notation, giveaway
command-undo = Попросить соперника вернуть ваш последний ход
command-draw = Предложить или принять ничью; `count` запускает счёт ходов
command-draw-count = запустить счёт ходов, если он есть в этом варианте
command-resign = Сдаться
command-huff = Фук: снять шашку, которая не побила
command-huff-square = шашка, которая должна была бить
command-games = Партии в этом канале
command-stats = Победы, ничьи, поражения и рейтинг по вариантам
command-stats-player = чьи результаты (по умолчанию — ваши)
command-top = Рейтинг-лист этого сообщества
command-top-variant = вариант
command-replay = Партия в виде анимированного GIF
command-chart = График простых и дамок по ходу партии
command-settings = Настройки канала (только для администраторов)
command-settings-key = настройка
argument-value = её новое значение
command-prefs = Ваши настройки: сторона, язык, напоминания, часовой пояс, тихие часы, сводка
command-prefs-key = настройка

## Slash commands' names in Discord's menu (the bot still reads the English name): lowercase
## letters and digits, - or _, no spaces, at most 32 characters, all different.

slash-help = помощь
slash-variants = варианты
slash-challenge = вызов
slash-accept = принять
slash-decline = отклонить
slash-cancel = отозвать
slash-move = ход
slash-board = доска
slash-moves = ходы
slash-why = почему
slash-rules = правила
slash-undo = вернуть
slash-draw = ничья
slash-resign = сдаться
slash-huff = фук
slash-pdn = pdn
slash-games = партии
slash-stats = статистика
slash-top = рейтинг
slash-replay = повтор
slash-chart = график
slash-settings = настройки
slash-prefs = мои-настройки

game-kind-giveaway = { $variant }, поддавки
challenge-giveaway = поддавки: выигрывает тот, кто не может ходить
game-starts-giveaway = {" "}(поддавки: выигрывает игрок, который не может ходить)
ambiguous-variant = `{ $word }` может означать турецкие шашки (dama, Türk daması) или итальянские шашки (dama italiana), а ещё это имя этого бота. Для турецких шашек напишите { CODE($turkish) }; для итальянских { CODE($italian) }.
summary-russian = 8x8, алгебраические поля; простые бьют назад; дамки дальнобойные; можно выбрать любое взятие; шашка, ставшая дамкой во время взятия, бьёт дальше как дамка.
summary-turkish = Все 64 поля, по 16 шашек; простые ходят вперёд или вбок; дамки ходят по горизонталям и вертикалям на любое расстояние; бить больше всего; сбитые снимаются сразу.
summary-pool = 8x8 с нумерацией английских шашек, начинают чёрные; простые бьют назад; дамки дальнобойные; можно выбрать любое взятие.
summary-czech = 8x8, алгебраические поля; простые бьют только вперёд; дамки дальнобойные; если дамка может бить, она обязана; иначе любое взятие.
summary-frisian = 10x10; простые и дамки бьют и по вертикалям и горизонталям; взятие наибольшей ценности; дамка ходит не больше трёх раз подряд.
summary-canadian = Правила международных шашек на доске 12x12, по 30 шашек, поля от 1 до 72.
topic-giveaway = Поддавки (giveaway)

rules-russian-moves = 8x8; первыми ходят белые с полей a1–h3, чёрные стоят на a6–h8. Простые ходят на одно поле по диагонали вперёд.
rules-russian-captures = Бить обязательно и до конца, но из нескольких взятий можно выбрать любое (правила большинства нет). Простые бьют вперёд и назад. Сбитые шашки остаются на доске до конца хода («турецкий удар»): они мешают проходу и дважды не бьются.
rules-russian-kings = Простая, дошедшая до последнего ряда, сразу становится дамкой, даже посреди взятия, и продолжает бить как дамка в том же ходе.
rules-russian-draws = Соглашение; одна и та же позиция в третий раз при той же очереди хода; 15 ходов каждой стороны одними дамками без взятий; три дамки против одинокой дамки: 15 ходов сильнейшей стороны; дамки у обеих сторон и соотношение сил не меняется: 30 ходов каждой стороны при 4–5 фигурах, 60 при 6–7; три фигуры с дамкой против одинокой дамки на большой дороге a1–h8 или две фигуры либо дамка против одинокой дамки: 5 ходов сильнейшей стороны. Бот применяет их сам.
rules-russian-notation = Алгебраические поля, тёмное a1 внизу слева у белых: ходы c3-d4; взятия через двоеточие с каждым полем остановки, c3:e5:c7 (x тоже читается).
rules-turkish-moves = Все 64 поля; по 16 шашек, белые на 2–3-й горизонталях, чёрные на 6–7-й; первыми ходят белые. Простые ходят на одно поле вперёд или вбок, никогда назад или по диагонали.
rules-turkish-captures = Бить обязательно: шашка перепрыгивает соседнюю фигуру вперёд или вбок на свободное поле за ней (простые никогда не бьют назад). Нужно бить наибольшее число фигур (дамка считается за одну); при равенстве — на выбор. Каждая сбитая фигура снимается сразу, и взятие не может развернуться на 180° между двумя прыжками.
rules-turkish-kings = Простая становится дамкой, когда ход заканчивается на последней горизонтали; попав туда во время взятия, она бьёт дальше как простая. Дамки ходят как ладья в шахматах по свободным горизонталям и вертикалям и бьют фигуру на любом расстоянии, вставая на любое свободное поле за ней.
rules-turkish-draws = Соглашение; по одной фигуре у каждой стороны (даже дамка против простой) — сразу ничья; одна и та же позиция в третий раз при той же очереди хода.
rules-turkish-notation = Алгебраические поля a1–h8, как в шахматах, белые внизу: ходы d3-d4; взятия d4xd6xf6 (двоеточие тоже читается).
rules-pool-moves = 8x8 с нумерацией английских шашек; первыми ходят чёрные с полей 1–12, белые стоят на 21–32. Простые ходят на одно поле по диагонали вперёд.
rules-pool-captures = Бить обязательно и до конца, но из нескольких взятий можно выбрать любое. Простые бьют вперёд и назад. Сбитые снимаются после окончания хода; дважды ни одну не бьют.
rules-pool-kings = Простая, закончившая ход на последнем ряду, становится дамкой; если она дошла туда во время взятия и может бить дальше, она продолжает как простая, без превращения.
rules-pool-draws = Соглашение; одна и та же позиция в третий раз при той же очереди хода; три дамки против одной не выиграли за 13 ходов сильнейшей стороны; 15 ходов каждой стороны одними дамками без взятий.
rules-pool-notation = Поля 1–32 от верхнего левого угла (сторона чёрных), как в английских шашках: ходы 11-15; взятия 15x24x31.
rules-czech-captures = Бить обязательно и до конца; простые бьют только вперёд. Если дамка может бить, бить должна дамка; иначе, а также среди взятий дамок, можно выбрать любое. Сбитые снимаются после окончания хода.
rules-czech-kings = Простая становится дамкой, когда ход заканчивается на последнем ряду (простые бьют только вперёд, так что взятие, дошедшее туда, там и заканчивается).
rules-czech-draws = Соглашение; одна и та же позиция в третий раз; 15 ходов каждой стороны без взятий и без ходов простыми.
rules-czech-notation = Алгебраические поля, a1 тёмное: ходы c3-d4; взятия c3:e5:g7 (x тоже читается).
rules-frisian-moves = 10x10, по 20 шашек: первыми ходят белые с полей 31–50, чёрные стоят на 1–20. Простые ходят на одно поле по диагонали вперёд. Пока у стороны есть простые, дамка может сделать не больше трёх ходов подряд без взятия; потом должна ходить другая фигура.
rules-frisian-captures = Бить обязательно — по диагоналям, а также по вертикалям и горизонталям, вперёд и назад: по вертикали или горизонтали простая перепрыгивает фигуру через поле и встаёт на тёмное поле за ней. Нужно выбрать взятие наибольшей ценности: дамка ценнее простой, но дешевле двух (2 простые важнее 1 дамки, 2 дамки важнее 3 простых); при равной ценности бить должна дамка. Сбитые снимаются после окончания хода.
rules-frisian-kings = Простая становится дамкой, только если ход заканчивается на последнем ряду. Дамки ходят на любое расстояние по свободной диагонали и бьют во всех восьми направлениях на любом расстоянии, вставая на любое свободное тёмное поле за фигурой.
rules-frisian-draws = Соглашение; две дамки против одной (только дамки): 7 ходов каждой стороны; дамка против дамки: 2 хода каждой стороны. Правила повторения во фризских шашках нет.
rules-frisian-notation = Поля 1–50 от верхнего левого угла, как в международных: ходы 32-28; взятия 28x17, по вертикали и горизонтали так же (21x23).
rules-canadian-moves = 12x12, по 30 шашек: первыми ходят белые с полей 43–72, чёрные стоят на 1–30. Простые ходят на одно поле по диагонали вперёд.
rules-canadian-notation = Поля 1–72 от верхнего левого угла, по шесть в ряду (1 = b12, 67 = a1). Белые стоят на 43–72, чёрные на 1–30. Ходы 45-39; взятия 39x28x17.
rules-giveaway = Поддавки (giveaway) — опция любого варианта (!challenge @друг russian giveaway): выигрывает игрок, который не может ходить, — у него нет фигур или все заперты. Все остальные правила варианта остаются: бить по-прежнему обязательно, и действуют его правила ничьей.

eval-win =
    { $winner } выигрывают за { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[many] { $moves } ходов
    }
bot-game = #{ $game }: { $bot } играет на уровне { $level } из 10. Партии против бота не влияют на рейтинг. { $takebacks }
bot-takebacks-granted = На этом уровне он разрешает брать ходы назад (!undo).
bot-takebacks-low-levels = Брать ходы назад он разрешает только на уровнях 1–3.
level-out-of-range = Уровня { $level } нет: бот играет от уровня 1 (новичок) до 10 (в полную силу). Например { CODE("!challenge @dama level=5") }
level-only-against-bot = Уровень задаётся только для партий против бота; люди играют в свою силу. Вызовите бота так: { CODE("!challenge @dama level=5") }
bot-no-soffio = { $bot } не играет с правилом фука: вызовите его без { CODE("soffio") }.
bot-no-giveaway = { $bot } играет только на выигрыш по обычным правилам: вызовите его без { CODE("giveaway") }.
bot-grants-takeback = #{ $game }: { $bot } (уровень { $level }) разрешает взять ход назад.
bot-declines-takeback = #{ $game }: { $bot } не разрешает взять ход назад: на уровне { $level } он играет всерьёз; назад можно брать только на уровнях 1–3.
bot-accepts-draw = #{ $game }: { $bot } согласен на ничью.
bot-declines-draw = #{ $game }: { $bot } отклоняет ничью: он соглашается, только когда стоит хуже или когда позиция равная и на доске восемь фигур или меньше. Играйте дальше или сдайтесь командой !resign.
hint-only-against-bot = В партии #{ $game } подсказок нет: её играют люди, и помощь движка была бы нечестной. Подсказки — для партий против бота: { CODE("!challenge @dama") }
hint = Подсказка для #{ $game }: { CODE($move) } ({ $eval }).
hint-line = Ожидаемый вариант: { CODE($line) }
analysis-of-live-game = Партию #{ $game } ещё играют люди: анализа движком не будет, пока она не закончится, иначе он помог бы одному из них. Попросите снова после окончания: { CODE("!analyse #", $game) }
analysis-of-giveaway = Партия #{ $game } игралась в поддавки, где выигрывает сторона, которая не может ходить: движок оценивает позиции по обычным правилам, поэтому её не анализирует.
analysis-under-way = Анализ партии #{ $game } уже идёт: он появится здесь, когда будет готов.
analysis-progress =
    Анализирую партию #{ $game }: { $done } из { $total ->
        [one] { $total } позиции
       *[other] { $total } позиций
    } ({ $percent }%)…
analysis-done =
    Анализ партии #{ $game }: готово, { $total ->
        [one] { $total } позиция
        [few] { $total } позиции
       *[many] { $total } позиций
    } за { $seconds } с.
analysis-head = { BOLD("Анализ партии #", $game) } ({ $variant }, { $white } – { $black }).
analysis-head-over = { BOLD("Анализ партии #", $game) } ({ $variant }, { $white } – { $black }): { $outcome }.
analysis-side =
    { $player } ({ $color }): { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[many] { $moves } ходов
    }, в среднем { $loss } шашки потерь за ход, { $mistakes ->
        [one] { $mistakes } ошибка
        [few] { $mistakes } ошибки
       *[many] { $mistakes } ошибок
    } (решающих: { $decisive }).
analysis-mistakes-of = Ошибки — { $color }:
analysis-mistake = ход { $move }: { CODE($played) } стоит { $cost } шашки ({ $before } → { $after }){ $decisive }; лучше { CODE($better) }{ $line }{ $why }.
analysis-mistake-decisive = {" "}{ BOLD("— решающая") }
analysis-mistake-line = {" "}({ CODE($line) })
analysis-mistake-why = . Почему: { CODE($line) }
analysis-no-mistakes = Ни одной ошибки в шашку и больше ни у одной из сторон.
analysis-moves = Все ходы (оценка после хода, + в пользу белых, ? ошибка): { $moves }
evaluation-chart-title = #{ $game } { $white } — { $black }: оценка
bot-record = Против бота (без рейтинга): { $levels }.
bot-record-level = уровень { $level }: побед { $wins }, ничьих { $draws }, поражений { $losses }

command-hint = Ход, который советует движок, в партии против бота
command-analyse = Каждый ход с оценкой движка, ошибки и график
command-top-giveaway = партии варианта в поддавки, с отдельным рейтингом
slash-hint = подсказка
slash-analyse = анализ

ending-russian-kings-lone-king = Три дамки против одинокой дамки: у стороны { $color } сделано { $moves } из 15 ходов, чтобы её поймать.
ending-russian-long-diagonal = Три шашки против одинокой дамки на большой дороге: у стороны { $color } сделано { $moves } из 5 ходов на выигрыш.
ending-russian-few-lone-king = Против одинокой дамки: у стороны { $color } сделано { $moves } из 5 ходов на выигрыш.
ending-pool-three-kings-one = Три дамки против одной: у стороны { $color } сделано { $moves } из 13 ходов, чтобы её поймать.
ending-frisian-two-kings-one = Две дамки против одной: { $each } из 7 ходов у каждого.
ending-frisian-king-king = Дамка против дамки: { $each } из 2 ходов у каждого.
rule-czech-king-must-capture = Бить должна дамка
rule-frisian-value = Взятие наибольшей ценности
rule-frisian-king-first = Сначала бьёт дамка
rule-frisian-three-king-moves = Три хода дамкой подряд
rule-turkish-men-not-backwards = Простые не ходят назад
rule-turkish-no-turning-back = Взятие без разворота
rule-turkish-orthogonal = Только по горизонталям и вертикалям
rule-turkish-crowned-at-end = Дамка по окончании хода
rule-pool-passing-does-not-crown = Проход через последний ряд не делает дамкой
rule-russian-crowned-goes-on = Ставшая дамкой бьёт дальше как дамка
rule-land-to-continue = Встать туда, откуда взятие продолжается
refusal-king-must-capture = дамка может бить, значит бить должна дамка: { $moves }
refusal-frisian-value = обязательно взятие наибольшей ценности (дамка ценнее простой, но дешевле двух): { $moves }
refusal-frisian-king-first = при равной ценности бить должна дамка, а не простая: { $moves }
refusal-frisian-three-king-moves = дамка на { $square } сделала три хода подряд, и пока у вас есть простые, она может только бить; сходите другой шашкой
refusal-turkish-men-not-backwards = простые ходят и бьют вперёд или вбок, но не назад: с { $from } на { $to } — это назад
refusal-turkish-no-turning-back = взятие не может развернуться назад (на 180°) после остановки на { $square }
refusal-turkish-men-orthogonal = простые ходят и бьют по горизонталям и вертикалям, никогда по диагонали
refusal-turkish-kings-orthogonal = дамки ходят и бьют по горизонталям и вертикалям, никогда по диагонали
refusal-turkish-crowned-at-end = простая, дошедшая до последнего ряда во время взятия, бьёт дальше как простая и становится дамкой по окончании хода: на { $square } она ещё простая; можно сыграть: { $moves }
refusal-pool-passing-kings-row = простая, дошедшая до последнего ряда прыжком и способная бить дальше, продолжает как простая: на { $square } она не становится дамкой; можно сыграть: { $moves }
refusal-russian-crowned-goes-on = простая, ставшая дамкой во время взятия, бьёт дальше как дамка: с { $square } взятие продолжается: { $moves }
refusal-must-land-to-continue = после взятия дамка должна встать на поле, откуда можно бить дальше, а с { $square } нельзя: { $moves }
move-forms-russian = Ход пишется как c3-d4, взятие — c3:e5 или со всеми полями остановки, c3:e5:c7.
move-forms-turkish = Ход пишется как d3-d4, взятие — d4xd6 или со всеми полями остановки, d4xd6xf6.
move-forms-pool = Ход пишется как 11-15, взятие — 15x24 или со всеми полями остановки, 15x24x31.
move-forms-czech = Ход пишется как c3-d4, взятие — c3:e5 или со всеми полями остановки, c3:e5:g7.
move-forms-frisian = Ход пишется как 32-28, взятие — 28x17 или со всеми полями остановки, 28x17x8.
move-forms-canadian = Ход пишется как 45-39, взятие — 45x34 или со всеми полями остановки, 45x34x23.

## Community (issue 14)

# Changed with issue 14 (moved here from above): $variants: the variants' codes.
command-challenge-options = giveaway, soffio, days=N | bank=30+1/45, unrated, level=1..10 (против бота)
command-pdn = Партии в PDN
command-pdn-player = все партии этого игрока здесь, одним файлом
command-pdn-all = все партии этого канала, одним файлом
command-games-all = и законченные партии, с результатами
command-games-page = какая страница законченных партий
command-watch = Следить за партией в личных сообщениях
command-unwatch = Перестать следить
argument-watched-game = какая партия, в виде #номер
command-tournament = Турниры
command-tournament-action = create, join, leave или start (без действия — турнирная таблица)
command-tournament-variant = вариант (для create; по умолчанию — вариант канала)
command-tournament-options = days=N на ход, rounds=N (для create)
slash-watch = следить
slash-unwatch = перестать-следить
slash-tournament = турнир
help-tournament-options = Администраторы создают и начинают турнир; игроки вступают в него и выходят. До 8 игроков — круговой турнир (таблицы Бергера; при rounds=2 каждая пара играет дважды, со сменой цвета), дополнительный показатель — коэффициент Зоннеборна — Бергера. Больше — швейцарская система (группы по очкам, ни одна пара не встречается дважды, цвета поровну, пропуск тура с 1 очком — низшему в таблице из тех, кто ещё не пропускал), rounds=N (по умолчанию ceil(log2 игроков) + 1), дополнительный показатель — коэффициент Бухгольца. Бот начинает партии каждого тура с days=N на ход (по умолчанию 3); кто выходит из турнира, получает технические поражения в оставшихся партиях.
bad-argument-tournament = Действия: create, join, leave, start; опции (для create): вариант, days=N (1–30), rounds=N.
# $since, $left: durations (duration-*).
games-challenge-lapses = вызов ждёт ответа уже { $since }, истекает через { $left }
analysis-head-aborted = { BOLD("Анализ партии #", $game) } ({ $variant }, { $white } – { $black }): отменена, без результата.
# A game ended before each side had moved. $player: mention (who resigned or ran out of time).
game-aborted-resigned = Партия #{ $game } отменена: { $player } сдался(-лась) до того, как обе стороны сделали хотя бы по одному ходу. Без результата, рейтинг не меняется.
game-aborted-time = Партия #{ $game } отменена: у { $player } истекло время до того, как обе стороны сделали хотя бы по одному ходу. Без результата, рейтинг не меняется.
game-aborted-draw = Партия #{ $game } отменена: ничья согласована до того, как обе стороны сделали хотя бы по одному ходу. Без результата, рейтинг не меняется.
# $challenger, $challenged: mentions; $days: a clock-days text.
challenge-lapsed = { $challenger }: ваш вызов #{ $game } игроку { $challenged } истёк — без ответа { $days }. Вызовите снова: { CODE("!challenge") }.
# !games all: the channel's finished games, page by page.
finished-games-none = В этом канале ещё нет законченных партий.
finished-games-head = Законченные партии здесь ({ $total }), страница { $page } из { $pages }:
# $variant: its name; $white, $black: names; $result: finished-game-aborted, finished-game-won or how a draw ended; $plies: half-moves played.
finished-game-line =
    #{ $game } { $variant } — { $white } против { $black }: { $result }, { $plies ->
        [one] { $plies } полуход
        [few] { $plies } полухода
       *[many] { $plies } полуходов
    }
finished-game-line-unrated =
    #{ $game } { $variant } — { $white } против { $black }: { $result }, без рейтинга, { $plies ->
        [one] { $plies } полуход
        [few] { $plies } полухода
       *[many] { $plies } полуходов
    }
finished-game-aborted = отменена
# $player: the winner's name; $how: how the game ended.
finished-game-won = победил(а) { $player } ({ $how })
finished-games-more = Ещё: { CODE("!games all ", $page) }
no-such-page =
    Страницы { $page } нет: законченные партии занимают { $pages ->
        [one] { $pages } страницу
        [few] { $pages } страницы
       *[many] { $pages } страниц
    }. Попробуйте { CODE("!games all ", $pages) }.
# The caption of a PDN file of several games. $player: a name.
pdn-collection-player =
    { $count ->
        [one] { $count } партия
        [few] { $count } партии
       *[many] { $count } партий
    } игрока { $player } в этом канале, одним файлом PDN.
pdn-collection =
    { $count ->
        [one] { $count } партия
        [few] { $count } партии
       *[many] { $count } партий
    } этого канала, одним файлом PDN.
# $player: mention.
no-games-to-export-player = У { $player } нет ни одной партии в этом канале.
no-games-to-export = В этом канале ещё не сыграно ни одной партии.
# !watch: the moves of a game come to a spectator privately.
watching = Теперь вы следите за партией #{ $game }: её ходы будут приходить вам в личные сообщения. Перестать: { CODE("!unwatch #", $game) }.
watching-already = Вы уже следите за партией #{ $game }. Перестать: { CODE("!unwatch #", $game) }.
unwatched = Вы больше не следите за партией #{ $game }.
not-watching-game = Вы не следите за партией #{ $game }.
not-watching = Вы не следите ни за одной партией в этом канале.
watch-own-game = Вы играете в партии #{ $game }: её ходы и так приходят вам сюда.
# What a spectator's private message starts with. $white, $black: names.
watched-news = Партия #{ $game }, { $white } против { $black }:
# $player: mention.
direct-refused = { $player }: я не могу написать вам в личные сообщения, поэтому вы больше не следите ни за одной партией. Откройте личный чат со мной (или разрешите личные сообщения) и снова напишите { CODE("!watch") }.
# Tournaments. $id: the tournament's number; $variant: its name; $days: a clock-days text.
tournament-created = Турнир #{ $id } открыт: { $variant }, { $days } на ход. Вступить: { CODE("!tournament join") }; начинает турнир администратор командой { CODE("!tournament start") }.
tournament-created-rounds =
    Турнир #{ $id } открыт: { $variant }, { $days } на ход, { $rounds ->
        [one] { $rounds } тур
        [few] { $rounds } тура
       *[many] { $rounds } туров
    }. Вступить: { CODE("!tournament join") }; начинает турнир администратор командой { CODE("!tournament start") }.
tournament-exists = В этом канале уже идёт турнир #{ $id }. Посмотреть: { CODE("!tournament") }.
no-tournament = В этом канале нет турнира. Администратор открывает его командой { CODE("!tournament create") }.
# $player: mention; $players: how many play now.
tournament-joined =
    { $player } вступает в турнир #{ $id } ({ $players ->
        [one] { $players } участник
        [few] { $players } участника
       *[many] { $players } участников
    }).
tournament-joined-already =
    { $player } уже участвует в турнире #{ $id } ({ $players ->
        [one] { $players } участник
        [few] { $players } участника
       *[many] { $players } участников
    }).
tournament-closed = Турнир #{ $id } уже начался: новых участников он не принимает.
# $player: mention.
tournament-left = { $player } выходит из турнира #{ $id }.
tournament-left-forfeits = { $player } выходит из турнира #{ $id }; в оставшихся партиях — технические поражения.
not-in-tournament = Вы не участвуете в турнире #{ $id }.
tournament-too-small =
    В турнире #{ $id } пока { $players ->
        [one] { $players } участник
        [few] { $players } участника
       *[many] { $players } участников
    }: чтобы начать, нужно не меньше 3.
tournament-changed = Турнир #{ $id } за это время изменился (кто-то вступил или вышел): повторите { CODE("!tournament start") }.
tournament-started-swiss =
    Турнир #{ $id } начинается: { $players ->
        [one] { $players } участник
        [few] { $players } участника
       *[many] { $players } участников
    }, швейцарская система (дополнительный показатель: Бухгольц), { $rounds ->
        [one] { $rounds } тур
        [few] { $rounds } тура
       *[many] { $rounds } туров
    }.
tournament-started-round-robin =
    Турнир #{ $id } начинается: { $players ->
        [one] { $players } участник
        [few] { $players } участника
       *[many] { $players } участников
    }, круговая система (дополнительный показатель: Зоннеборн — Бергер), { $rounds ->
        [one] { $rounds } тур
        [few] { $rounds } тура
       *[many] { $rounds } туров
    }.
round-started = Турнир #{ $id }, тур { $round } из { $rounds }:
# A round's pairing. $white, $black: mentions in pairing-game, names otherwise; $result: a result (1–0, ½–½, result-*).
pairing-game = #{ $game } { $white } ({ color-white }) против { $black } ({ color-black })
pairing-result = { $white } против { $black }: { $result }
# $player: a name.
pairing-bye = { $player }: пропуск тура (1 очко)
result-white-forfeit = 1–0, техническое поражение
result-black-forfeit = 0–1, техническое поражение
result-double-forfeit = 0–0, техническое поражение обоим
result-bye = пропуск тура
result-to-play = ещё не сыграна
# The standings. $white, $black: names ($black may be —); $result: as in pairing-result.
standings-after = Турнир #{ $id }: { $white } – { $black } { $result }.
standings-open =
    Турнир #{ $id } ({ $variant }), набор открыт, { $players ->
        [one] { $players } участник
        [few] { $players } участника
       *[many] { $players } участников
    }:
standings-join = Вступить: { CODE("!tournament join") }
standings-final = Итоговая таблица турнира #{ $id }:
standings-round = Таблица турнира #{ $id }, тур { $round } из { $rounds }:
# One player's line. $rank: place; $player: name (or standing-left); $points: points as written (2½); $value: the same as a number, to select on (a half is "other": 2½ очка); $played: games played; $system: Buchholz or SB (Sonneborn–Berger); $tiebreak: its points.
standing-line =
    { $rank }. { $player } — { $points } { $value ->
        [one] очко
        [few] очка
        [other] очка
       *[many] очков
    } из { $played }, { $system } { $tiebreak }
# $player: a name.
standing-left = { $player } (вне турнира)
standings-title = Турнир #{ $id } — тур { $round } из { $rounds }
# $player: mention.
tournament-over = Турнир #{ $id } окончен. Победитель: { $player }!

## Correspondence (issue 17)

# The channel's settings. $language: a language code; $variant: the variant's code; $reminders: settings-reminders-*; $threads: on/off; $challenge_days: a clock-days text; $vacation_days: a number (0: vacations off).
settings-channel = Настройки канала: язык { $language }, вариант { $variant }, ориентация { $orientation } (при 'mover' доска показывается со стороны того, кто ходит), напоминания { $reminders }, отдельная ветка для каждой партии { $threads }, вызовы истекают через { $challenge_days }, дней отпуска в год на игрока: { $vacation_days }. Администраторы меняют их так: { CODE("!settings language it") }
help-challenge-options-bank = Варианты: { $variants }. Цвет: white, black или random (по умолчанию). Опции: giveaway (поддавки: выигрывает тот, кто не может ходить; любой вариант), soffio (испанские, международные), days=N (дней на ход) или bank=30+1/45 (запас времени 30 дней, +1 за каждый ход, не больше 45; часы — с h), unrated (результат не влияет на рейтинг). Против бота (@dama или упоминание бота): level=1..10. Вызов без ответа истекает через challenge_days канала (по умолчанию 7 дней). Партия, законченная до того, как обе стороны сделали хотя бы по одному ходу, отменяется и на рейтинг не влияет.
bad-argument-challenge-bank = Варианты: { $variants }; цвета: white, black, random; опции: giveaway, soffio, days=N (1–30) или bank=30+1/45, unrated, level=N (1–10, против бота).
command-away = Отпуск: ваши часы останавливаются
command-away-length = дни (5d), on или off
slash-away = отпуск
# !help prefs: the values each preference takes (keywords and values exactly as written).
help-prefs-values = flip on|off: доска с вашей стороны, когда ваш ход. language en|it|auto. reminders 12h|off|channel: как часто партия, ждущая вашего хода, напоминает о себе. timezone Europe/Rome: ваш часовой пояс IANA (пока он не задан — UTC), для двух следующих настроек. quiet 22-08|off: в эти часы ни напоминаний, ни упоминаний; когда они закончатся — одна сводка по вашим партиям. digest daily 09:00|off: одно сообщение в день (в личные сообщения, если платформа это позволяет) со всеми партиями, где ваш ход, и оставшимся временем — вместо напоминания по каждой партии.
# A time bank: $bank is its rule as typed (30+1/45: 30 days, +1 a move, at most 45).
clock-setting-bank = запас { $bank }
clock-rule-bank = Контроль времени: запас времени { $bank } (дни, или часы с h: запас, + сколько добавляет каждый ход, / наибольший возможный запас); у кого запас кончится, тот проигрывает по времени.
# $white, $black: a span, or clock-bank-up.
clock-line-bank = Запас { $bank }: { color-white } { $white }, { color-black } { $black }
clock-bank-up = время вышло
# $player: mention; $opponent: name; $left: a span.
clock-warning-bank = { $player }, партия #{ $game } против { $opponent }: 80% вашего времени прошло — осталось { $left } (запас { $bank }). Ходите командой { CODE("!move #", $game, " …") }, иначе партия будет проиграна по времени.
timed-out-bank = Ход не сделан вовремя (запас { $bank }).
# !prefs, after the language and the boards. $reminders: one of the three below; $zone: an IANA time zone; $used, $allowed: vacation days.
prefs-hours = Напоминания { $reminders }; часовой пояс { $zone }; дней отпуска использовано в этом году: { $used } из { $allowed }
prefs-reminders-channel = как в канале
prefs-reminders-off = выкл.
prefs-reminders-every = каждые { $hours } ч
# Added to prefs-hours when set (prefs-away after a space). $quiet: hours as 22-08; $at: a time as 09:00; $left: a span.
prefs-quiet = ; тихие часы { $quiet }
prefs-digest = ; ежедневная сводка в { $at }
prefs-away = (сейчас в отпуске, ещё { $left })
# !away. $span: how long (a span); $left: clock-days.
away-started = Хорошего отпуска! На { $span } все ваши часы остановлены, и напоминаний по вашим партиям не будет. Отпуск заканчивается, когда вы делаете ход, или командой { CODE("!away off") }. Осталось отпуска в этом году: { $left }.
away-extended = Теперь ваш отпуск закончится через { $span }. Он заканчивается, когда вы делаете ход, или командой { CODE("!away off") }. Осталось отпуска в этом году: { $left }.
# $player: name; $days: days taken this year.
away-ended = С возвращением, { $player }! Ваши часы снова идут, у каждых столько времени, сколько было. Дней отпуска использовано в этом году: { $days }.
# $opponent: mention; $away: name; $span: a span.
opponent-away = { $opponent }, { $away } в отпуске на срок до { $span }: в партии #{ $game } часы соперника стоят до его возвращения.
not-away = Вы не в отпуске. { CODE("!away 5d") } начинает отпуск на пять дней.
vacations-off = Отпуска в этом канале отключены (настройка vacation_days 0).
no-vacation-left =
    Вы уже использовали весь отпуск этого года: { $days ->
        [one] { $days } день
        [few] { $days } дня
       *[many] { $days } дней
    }.
# $value: what was typed.
bad-away = `{ $value }` — не срок отпуска. Попробуйте { CODE("!away 5d") }, { CODE("!away on") } или { CODE("!away off") }.
# The games where it is a player's move. $player: mention; $games: how many.
digest-daily =
    { $player }, ваша ежедневная сводка: { $games ->
        [0] нет партий, где ваш ход
        [one] ваш ход в { $games } партии
       *[many] ваш ход в { $games } партиях
    }.
digest-quiet-over =
    { $player }, тихие часы закончились: { $games ->
        [0] нет партий, где ваш ход
        [one] ваш ход в { $games } партии
       *[many] ваш ход в { $games } партиях
    }.
# $opponent: name; $waiting: a span; $clock: a clock line.
digest-line = #{ $game } против { $opponent } ({ $variant }), ждёт уже { $waiting }; { $clock }.
digest-line-no-clock = #{ $game } против { $opponent } ({ $variant }), ждёт уже { $waiting }; без контроля времени.
