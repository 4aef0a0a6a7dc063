## Endspieldatenbanken: was `!hint` und `!analyse` sagen, wenn eine Datenbank die Stellung entscheidet.

# A win the endgame databases prove with best play, under the variant's rules and draw counts. $winner: a colour.
eval-database-win = { $winner } gewinnt laut Endspieldatenbank
# A draw the endgame databases prove with best play.
eval-database-draw = Remis laut Endspieldatenbank
