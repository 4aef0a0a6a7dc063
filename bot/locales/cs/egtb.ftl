## Databáze koncovek: co říkají `!hint` a `!analyse`, když pozici rozhoduje databáze.

# A win the endgame databases prove with best play, under the variant's rules and draw counts. $winner: a colour.
eval-database-win = { $winner } vyhrává podle databáze koncovek
# A draw the endgame databases prove with best play.
eval-database-draw = remíza podle databáze koncovek
