## Базы окончаний: что говорят `!hint` и `!analyse`, когда позицию решает база.

# A win the endgame databases prove with best play, under the variant's rules and draw counts. $winner: a colour.
eval-database-win = { $winner } выигрывают по базе окончаний
# A draw the endgame databases prove with best play.
eval-database-draw = ничья по базе окончаний
