//! A channel's games as lists: the finished ones page by page (`!games all`), several games
//! with their moves at once (`!pdn @bob`, `!pdn all`), the challenges waiting for an answer
//! (which lapse), and the @handles of the people games name.

use std::collections::HashMap;

use sqlx::FromRow;

use super::games::{EventRow, GameRow};
use super::{CHALLENGE_DAYS, Store, StoreError};

/// A challenge waiting for its answer, with when it was made and how long its channel lets
/// it wait.
#[derive(Debug, Clone, PartialEq, Eq, FromRow)]
pub struct PendingChallenge {
    #[sqlx(flatten)]
    pub game: GameRow,
    pub challenger_id: String,
    pub challenged_at: i64,
    pub challenge_days: i64,
}

impl PendingChallenge {
    /// When the challenge lapses.
    pub fn expires_at(&self) -> i64 {
        self.challenged_at + self.challenge_days * crate::clock::DAY
    }
}

/// One event of one of several games.
#[derive(Debug, Clone, PartialEq, Eq, FromRow)]
struct GameEvent {
    game_id: i64,
    #[sqlx(flatten)]
    event: EventRow,
}

impl Store {
    /// The finished games of a channel, the most recent first: `limit` of them from
    /// `offset`, and how many there are in all.
    pub async fn finished_games(
        &self,
        platform: &str,
        channel_id: &str,
        offset: i64,
        limit: i64,
    ) -> Result<(Vec<GameRow>, i64), StoreError> {
        self.guarded(async {
            let total: i64 = with_pool!(self, pool => sqlx::query_scalar(
                "SELECT COUNT(*) FROM games WHERE platform = $1 AND channel_id = $2 \
                 AND status = 'finished'",
            )
            .bind(platform)
            .bind(channel_id)
            .fetch_one(pool)
            .await?);
            let rows = with_pool!(self, pool => sqlx::query_as(concat!(
                "SELECT ",
                game_columns!(),
                " FROM games WHERE platform = $1 AND channel_id = $2 AND status = 'finished' \
                 ORDER BY finished_at DESC, id DESC LIMIT $3 OFFSET $4"
            ))
            .bind(platform)
            .bind(channel_id)
            .bind(limit)
            .bind(offset)
            .fetch_all(pool)
            .await?);
            Ok((rows, total))
        })
        .await
    }

    /// The games of a channel that were played (under way or finished), oldest first, with
    /// their events: all of them, or those of one player; at most `limit` (the most recent).
    /// Rows and events come from one read transaction.
    pub async fn games_with_events(
        &self,
        platform: &str,
        channel_id: &str,
        player: Option<&str>,
        limit: i64,
    ) -> Result<Vec<(GameRow, Vec<EventRow>)>, StoreError> {
        self.guarded(async {
            let mut snapshot = self.write().await?;
            let mut rows: Vec<GameRow> = with_tx!(&mut snapshot, conn => sqlx::query_as(concat!(
                "SELECT ",
                game_columns!(),
                " FROM games WHERE platform = $1 AND channel_id = $2 \
                 AND status IN ('active', 'finished') \
                 AND ($3 IS NULL OR white_id = $3 OR black_id = $3) \
                 ORDER BY id DESC LIMIT $4"
            ))
            .bind(platform)
            .bind(channel_id)
            .bind(player)
            .bind(limit)
            .fetch_all(&mut *conn)
            .await?);
            rows.reverse();
            let first = rows.first().map_or(0, |row| row.id);
            let events: Vec<GameEvent> = with_tx!(&mut snapshot, conn => sqlx::query_as(
                "SELECT m.game_id, m.seq, m.kind, m.text, m.color, m.user_id, m.fen_after, \
                 m.played_at FROM moves m JOIN games g ON g.id = m.game_id \
                 WHERE g.platform = $1 AND g.channel_id = $2 AND g.id >= $3 \
                 AND g.status IN ('active', 'finished') \
                 AND ($4 IS NULL OR g.white_id = $4 OR g.black_id = $4) \
                 ORDER BY m.game_id, m.seq",
            )
            .bind(platform)
            .bind(channel_id)
            .bind(first)
            .bind(player)
            .fetch_all(&mut *conn)
            .await?);
            snapshot.commit().await?;
            let mut by_game: HashMap<i64, Vec<EventRow>> = HashMap::new();
            for e in events {
                by_game.entry(e.game_id).or_default().push(e.event);
            }
            Ok(rows
                .into_iter()
                .map(|row| {
                    let events = by_game.remove(&row.id).unwrap_or_default();
                    (row, events)
                })
                .collect())
        })
        .await
    }

    /// Every challenge waiting for its answer, with its channel's `challenge_days`.
    pub async fn pending_challenges(&self) -> Result<Vec<PendingChallenge>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(concat!(
                "SELECT * FROM (SELECT ",
                game_columns!(),
                ", (SELECT c.challenger_id FROM challenges c WHERE c.game_id = games.id) \
                   AS challenger_id, \
                 (SELECT c.created_at FROM challenges c WHERE c.game_id = games.id) \
                   AS challenged_at, \
                 COALESCE((SELECT ch.challenge_days FROM channels ch \
                   WHERE ch.platform = games.platform AND ch.channel_id = games.channel_id), $1) \
                   AS challenge_days FROM games WHERE status = 'challenge') AS pending \
                 WHERE challenged_at IS NOT NULL ORDER BY id"
            ))
            .bind(CHALLENGE_DAYS)
            .fetch_all(pool)
            .await?))
        })
        .await
    }

    /// The @handle (without `@`) of a person the bot knows, if they have one.
    pub async fn username_of(
        &self,
        platform: &str,
        user_id: &str,
    ) -> Result<Option<String>, StoreError> {
        self.guarded(async {
            let found: Option<Option<String>> = with_pool!(self, pool => sqlx::query_scalar("SELECT username FROM users WHERE platform = $1 AND user_id = $2")
                    .bind(platform)
                    .bind(user_id)
                    .fetch_optional(pool)
                    .await?);
            Ok(found.flatten())
        })
        .await
    }
}
