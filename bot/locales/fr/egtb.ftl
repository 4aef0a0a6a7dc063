## Bases de finales : ce que disent `!hint` et `!analyse` quand une base décide la position.

# A win the endgame databases prove with best play, under the variant's rules and draw counts. $winner: a colour.
eval-database-win = les { $winner } gagnent selon la base de finales
# A draw the endgame databases prove with best play.
eval-database-draw = nulle selon la base de finales
