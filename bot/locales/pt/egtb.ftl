## Bancos de dados de finais: o que `!hint` e `!analyse` dizem quando um banco decide a posição.

# A win the endgame databases prove with best play, under the variant's rules and draw counts. $winner: a colour.
eval-database-win = as { $winner } vencem pelo banco de dados de finais
# A draw the endgame databases prove with best play.
eval-database-draw = empate pelo banco de dados de finais
