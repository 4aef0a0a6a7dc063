//! Glicko-2 ratings per platform community and variant: updated in the transaction that ends
//! a game between two people, read by `!stats` and `!top`.

use rules::Color;
use sqlx::FromRow;

use super::{Backend, Store, StoreError, Tx};
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

/// A finished game that counts for ratings, as the ratings see it.
#[derive(Debug, Clone)]
pub(super) struct RatedGame<'a> {
    pub platform: &'a str,
    pub community: &'a str,
    /// The rating pool: the variant's name, `-giveaway` after it for giveaway games.
    pub pool: String,
    pub white_id: &'a str,
    pub black_id: &'a str,
    /// `None`: a draw.
    pub winner: Option<Color>,
}

impl Store {
    /// A person's ratings in a community, by variant.
    pub async fn ratings_of(
        &self,
        platform: &str,
        community: &str,
        user_id: &str,
    ) -> Result<Vec<RatingRow>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(
                "SELECT variant, rating, deviation, volatility, games FROM ratings \
                 WHERE platform = $1 AND community = $2 AND user_id = $3 \
                 ORDER BY variant",
            )
            .bind(platform)
            .bind(community)
            .bind(user_id)
            .fetch_all(pool)
            .await?))
        })
        .await
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
        self.ranked(Ranked::Games, platform, community, variant, limit)
            .await
    }

    /// The leaderboard of `table`, ranked the same way for games and puzzles: rating − 2·RD,
    /// then how many were played (in `games`), then the name.
    pub(super) async fn ranked(
        &self,
        table: Ranked,
        platform: &str,
        community: &str,
        variant: &str,
        limit: i64,
    ) -> Result<Vec<LeaderRow>, StoreError> {
        let (ratings, played) = match table {
            Ranked::Games => ("ratings", "games"),
            Ranked::Puzzles => ("puzzle_ratings", "attempts"),
        };
        let sql = format!(
            "SELECT r.user_id, COALESCE(u.name, r.user_id) AS name, r.rating, r.deviation, \
             r.{played} AS games FROM {ratings} r \
             LEFT JOIN users u ON u.platform = r.platform AND u.user_id = r.user_id \
             WHERE r.platform = $1 AND r.community = $2 AND r.variant = $3 \
             ORDER BY r.rating - 2 * r.deviation DESC, r.{played} DESC, name LIMIT $4"
        );
        // The table and column names come from the match above, never from input.
        self.guarded(async {
            Ok(
                with_pool!(self, pool => sqlx::query_as(sqlx::AssertSqlSafe(sql.as_str()))
                .bind(platform)
                .bind(community)
                .bind(variant)
                .bind(limit)
                .fetch_all(pool)
                .await?),
            )
        })
        .await
    }
}

/// Which ratings a leaderboard ranks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Ranked {
    Games,
    Puzzles,
}

/// Rates a finished game inside the transaction that finishes it: each player's rating as
/// the transaction reads it (so two games ending at once for one player both count), one
/// Glicko-2 rating period per game.
///
/// Both rows are made to exist and then locked, in the order of the players' ids: on
/// PostgreSQL two games ending at once for one player (in two processes) then update their
/// rating one after the other, never from the same reading, and never wait for each other
/// in a circle. SQLite's write lock serialises them already.
pub(super) async fn rate(
    tx: &mut Tx,
    game: &RatedGame<'_>,
    now: i64,
) -> Result<RatingChange, StoreError> {
    let mut players = [game.white_id, game.black_id];
    players.sort_unstable();
    let fresh = Rating::default();
    for user_id in players {
        with_tx!(&mut *tx, conn => sqlx::query(
            "INSERT INTO ratings (platform, community, user_id, variant, rating, deviation, \
             volatility, games, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8) \
             ON CONFLICT (platform, community, user_id, variant) DO NOTHING",
        )
        .bind(game.platform)
        .bind(game.community)
        .bind(user_id)
        .bind(&game.pool)
        .bind(fresh.rating)
        .bind(fresh.deviation)
        .bind(fresh.volatility)
        .bind(now)
        .execute(&mut *conn)
        .await?
        .rows_affected());
    }
    let read = match tx.backend() {
        Backend::Sqlite => {
            "SELECT user_id, rating, deviation, volatility FROM ratings \
             WHERE platform = $1 AND community = $2 AND variant = $3 AND user_id IN ($4, $5) \
             ORDER BY user_id"
        }
        Backend::Postgres => {
            "SELECT user_id, rating, deviation, volatility FROM ratings \
             WHERE platform = $1 AND community = $2 AND variant = $3 AND user_id IN ($4, $5) \
             ORDER BY user_id FOR UPDATE"
        }
    };
    let rows: Vec<(String, f64, f64, f64)> = with_tx!(&mut *tx, conn => sqlx::query_as(read)
        .bind(game.platform)
        .bind(game.community)
        .bind(&game.pool)
        .bind(game.white_id)
        .bind(game.black_id)
        .fetch_all(&mut *conn)
        .await?);
    let of = |user_id: &str| {
        rows.iter()
            .find(|row| row.0 == user_id)
            .map(|&(_, rating, deviation, volatility)| Rating {
                rating,
                deviation,
                volatility,
            })
            .unwrap_or_default()
    };
    let white_before = of(game.white_id);
    let black_before = of(game.black_id);
    let score = match game.winner {
        Some(Color::White) => Score::Win,
        Some(Color::Black) => Score::Loss,
        None => Score::Draw,
    };
    let (white_after, black_after) = Rating::after_game(white_before, black_before, score);
    for (user_id, rating) in [(game.white_id, white_after), (game.black_id, black_after)] {
        with_tx!(&mut *tx, conn => sqlx::query(
            "UPDATE ratings SET rating = $1, deviation = $2, volatility = $3, \
             games = games + 1, updated_at = $4 \
             WHERE platform = $5 AND community = $6 AND user_id = $7 AND variant = $8",
        )
        .bind(rating.rating)
        .bind(rating.deviation)
        .bind(rating.volatility)
        .bind(now)
        .bind(game.platform)
        .bind(game.community)
        .bind(user_id)
        .bind(&game.pool)
        .execute(&mut *conn)
        .await?
        .rows_affected());
    }
    Ok(RatingChange {
        white_before,
        white_after,
        black_before,
        black_after,
    })
}
