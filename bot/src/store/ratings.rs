//! Glicko-2 ratings per platform community and variant: updated in the transaction that ends
//! a game between two people, read by `!stats` and `!top`.

use sqlx::{FromRow, Sqlite, Transaction};

use super::games::GameRow;
use super::{Store, StoreError};
use crate::rating::{Rating, Score};

/// How a finished game moved both players' ratings.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RatingChange {
    pub white_before: Rating,
    pub white_after: Rating,
    pub black_before: Rating,
    pub black_after: Rating,
}

/// One person's rating in one variant.
#[derive(Debug, Clone, PartialEq, FromRow)]
pub struct RatingRow {
    pub variant: String,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    /// Rated games played.
    pub games: i64,
}

impl RatingRow {
    pub fn glicko(&self) -> Rating {
        Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }
}

/// One line of a leaderboard.
#[derive(Debug, Clone, PartialEq, FromRow)]
pub struct LeaderRow {
    pub user_id: String,
    /// The name the person last went by (their id if the bot never recorded one).
    pub name: String,
    pub rating: f64,
    pub deviation: f64,
    pub games: i64,
}

impl LeaderRow {
    /// The rating the ranking uses: rating − 2·RD, a value the player is very likely above.
    pub fn conservative(&self) -> f64 {
        self.rating - 2.0 * self.deviation
    }
}

impl Store {
    /// A person's ratings in a community, by variant.
    pub async fn ratings_of(
        &self,
        platform: &str,
        community: &str,
        user_id: &str,
    ) -> Result<Vec<RatingRow>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT variant, rating, deviation, volatility, games FROM ratings \
             WHERE platform = ? AND community = ? AND user_id = ? ORDER BY variant",
        )
        .bind(platform)
        .bind(community)
        .bind(user_id)
        .fetch_all(&self.pool)
        .await?)
    }

    /// The best `limit` players of a variant in a community, ranked by rating − 2·RD (so a
    /// newcomer's lucky first win does not top the table), then by games played.
    pub async fn leaderboard(
        &self,
        platform: &str,
        community: &str,
        variant: &str,
        limit: i64,
    ) -> Result<Vec<LeaderRow>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT r.user_id, COALESCE(u.name, r.user_id) AS name, r.rating, r.deviation, \
             r.games FROM ratings r \
             LEFT JOIN users u ON u.platform = r.platform AND u.user_id = r.user_id \
             WHERE r.platform = ? AND r.community = ? AND r.variant = ? \
             ORDER BY r.rating - 2 * r.deviation DESC, r.games DESC, name LIMIT ?",
        )
        .bind(platform)
        .bind(community)
        .bind(variant)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?)
    }
}

/// Whether a game's end counts for ratings: rated, not aborted, and two different people.
pub(super) fn counts(game: &GameRow) -> bool {
    game.rated && !game.is_aborted() && game.white_id != game.black_id
}

/// Rates a finished game inside the transaction that finishes it: each player's rating as
/// the transaction reads it (so two games ending at once for one player both count), one
/// Glicko-2 rating period per game.
pub(super) async fn rate(
    tx: &mut Transaction<'static, Sqlite>,
    game: &GameRow,
    now: i64,
) -> Result<RatingChange, StoreError> {
    let white_before = read(tx, game, &game.white_id).await?;
    let black_before = read(tx, game, &game.black_id).await?;
    let score = match game.winner.as_deref() {
        Some("white") => Score::Win,
        Some("black") => Score::Loss,
        _ => Score::Draw,
    };
    let (white_after, black_after) = Rating::after_game(white_before, black_before, score);
    write(tx, game, &game.white_id, white_after, now).await?;
    write(tx, game, &game.black_id, black_after, now).await?;
    Ok(RatingChange {
        white_before,
        white_after,
        black_before,
        black_after,
    })
}

async fn read(
    tx: &mut Transaction<'static, Sqlite>,
    game: &GameRow,
    user_id: &str,
) -> Result<Rating, StoreError> {
    let row: Option<(f64, f64, f64)> = sqlx::query_as(
        "SELECT rating, deviation, volatility FROM ratings \
         WHERE platform = ? AND community = ? AND user_id = ? AND variant = ?",
    )
    .bind(&game.platform)
    .bind(&game.community)
    .bind(user_id)
    .bind(&game.variant)
    .fetch_optional(&mut **tx)
    .await?;
    Ok(
        row.map_or_else(Rating::default, |(rating, deviation, volatility)| Rating {
            rating,
            deviation,
            volatility,
        }),
    )
}

async fn write(
    tx: &mut Transaction<'static, Sqlite>,
    game: &GameRow,
    user_id: &str,
    rating: Rating,
    now: i64,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO ratings (platform, community, user_id, variant, rating, deviation, \
         volatility, games, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?) \
         ON CONFLICT (platform, community, user_id, variant) DO UPDATE SET \
         rating = excluded.rating, deviation = excluded.deviation, \
         volatility = excluded.volatility, games = games + 1, updated_at = excluded.updated_at",
    )
    .bind(&game.platform)
    .bind(&game.community)
    .bind(user_id)
    .bind(&game.variant)
    .bind(rating.rating)
    .bind(rating.deviation)
    .bind(rating.volatility)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(())
}
