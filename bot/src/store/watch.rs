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
