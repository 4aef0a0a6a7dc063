# Moving by tapping (issue 33): the board as keys on Telegram, the Move button and its menus on
# Discord. $game: the game's number; $player: the player to move (a plain name, not a
# mention: it is shown to one person only); $from, $to: squares; $move: a move as written.
tap-out-of-date = Ta plansza partii #{ $game } jest nieaktualna: graj na najnowszej.
tap-not-your-board = Tylko { $player } może wykonać ruch na tej planszy partii #{ $game }.
tap-not-your-move = W partii #{ $game } to nie twój ruch: poczekaj na ruch przeciwnika.
tap-move-button = Ruch
tap-pick-move = Partia #{ $game }: wybierz ruch.
tap-pick-piece = Partia #{ $game }: wybierz pionek, którym chcesz ruszyć.
tap-pick-destination = Partia #{ $game }: dokąd idzie pionek z pola { $from }?
tap-pick-capture = Partia #{ $game }: kilka bić prowadzi z { $from } na { $to }. Które?
tap-played = Partia #{ $game }: zagrano { CODE($move) }.
# Plansza zadania jako przyciski. $puzzle: numer zadania; $player: kto je rozwiązuje.
tap-puzzle-out-of-date = Ta plansza zadania #{ $puzzle } jest nieaktualna: graj na najnowszej.
tap-puzzle-not-your-board = Zadanie #{ $puzzle } rozwiązuje { $player }: poproś o własne poleceniem !puzzle #{ $puzzle }.
tap-puzzle-pick-move = Zadanie #{ $puzzle }: wybierz swój ruch.
tap-puzzle-pick-piece = Zadanie #{ $puzzle }: wybierz pion, którym grasz.
tap-puzzle-pick-destination = Zadanie #{ $puzzle }: dokąd idzie pion z { $from }?
tap-puzzle-pick-capture = Zadanie #{ $puzzle }: z { $from } na { $to } prowadzi kilka bić. Które?
tap-puzzle-played = Zadanie #{ $puzzle }: zagrałeś { CODE($move) }.
