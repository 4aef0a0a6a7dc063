## Bazy końcówek: co mówią `!hint` i `!analyse`, gdy pozycję rozstrzyga baza.

# A win the endgame databases prove with best play, under the variant's rules and draw counts. $winner: a colour.
eval-database-win = { $winner } wygrywają według bazy końcówek
# A draw the endgame databases prove with best play.
eval-database-draw = remis według bazy końcówek
