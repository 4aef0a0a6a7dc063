## Bases de datos de finales: lo que dicen `!hint` y `!analyse` cuando una base decide la posición.

# A win the endgame databases prove with best play, under the variant's rules and draw counts. $winner: a colour.
eval-database-win = ganan las { $winner } según la base de datos de finales
# A draw the endgame databases prove with best play.
eval-database-draw = tablas según la base de datos de finales
