## Endgame databases: what `!hint` and `!analyse` say when a database decides the position.

# A win the endgame databases prove with best play, under the variant's rules and draw counts. $winner: a colour.
eval-database-win = a database win for { $winner }
# A draw the endgame databases prove with best play.
eval-database-draw = a database draw
