## Database dei finali: che cosa dicono `!hint` e `!analyse` quando un database decide la posizione.

# A win the endgame databases prove with best play, under the variant's rules and draw counts. $winner: a colour.
eval-database-win = il { $winner } vince secondo il database dei finali
# A draw the endgame databases prove with best play.
eval-database-draw = patta secondo il database dei finali
