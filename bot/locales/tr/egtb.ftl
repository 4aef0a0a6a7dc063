## Oyun sonu veritabanları: bir veritabanı konumu belirlediğinde `!hint` ve `!analyse` ne der.

# A win the endgame databases prove with best play, under the variant's rules and draw counts. $winner: a colour.
eval-database-win = oyun sonu veritabanına göre { $winner } kazanır
# A draw the endgame databases prove with best play.
eval-database-draw = oyun sonu veritabanına göre beraberlik
