## Eindspeldatabases: wat `!hint` en `!analyse` zeggen als een database de stelling beslist.

# A win the endgame databases prove with best play, under the variant's rules and draw counts. $winner: a colour.
eval-database-win = { $winner } wint volgens de eindspeldatabase
# A draw the endgame databases prove with best play.
eval-database-draw = remise volgens de eindspeldatabase
