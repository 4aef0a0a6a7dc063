//! What the scheduler watches: the games under way that have a clock or a channel that
//! reminds, with the channel's reminder setting.

use sqlx::FromRow;

use super::games::GameRow;
use super::{Store, StoreError};

/// A game under way, with its channel's `reminder_hours` (the default when the channel has
/// no settings row).
#[derive(Debug, Clone, PartialEq, Eq, FromRow)]
pub struct Watched {
    #[sqlx(flatten)]
    pub game: GameRow,
    pub reminder_hours: i64,
}

impl Store {
    /// The games under way that have a deadline or whose channel reminds.
    pub async fn watched_games(
        &self,
        default_reminder_hours: i64,
    ) -> Result<Vec<Watched>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(concat!(
                "SELECT * FROM (SELECT ",
                game_columns!(),
                ", COALESCE((SELECT c.reminder_hours FROM channels c \
                   WHERE c.platform = games.platform AND c.channel_id = games.channel_id), $1) \
                   AS reminder_hours FROM games WHERE status = 'active') AS watched \
                 WHERE deadline_at IS NOT NULL OR reminder_hours > 0 ORDER BY id"
            ))
            .bind(default_reminder_hours)
            .fetch_all(pool)
            .await?))
        })
        .await
    }
}

/// A game under way on a live clock, as the live clock's watch sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, FromRow)]
pub struct LiveDeadline {
    pub id: i64,
    /// When the player to move runs out of time, in Unix milliseconds.
    pub deadline_ms: i64,
}

impl Store {
    /// The games under way on a live clock, the first to run out of time first. Every
    /// process reads them every second (an index keeps it cheap), so that a flag falls on
    /// time whichever process started the game.
    pub async fn live_deadlines(&self) -> Result<Vec<LiveDeadline>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(
                "SELECT id, deadline_ms FROM games \
                 WHERE status = 'active' AND live IS NOT NULL AND deadline_ms IS NOT NULL \
                 ORDER BY deadline_ms, id",
            )
            .fetch_all(pool)
            .await?))
        })
        .await
    }
}
