//! Spectators: who gets a game's moves in a private conversation with the bot (`!watch`).

use super::{Store, StoreError};
use crate::message::{Platform, User};

impl Store {
    /// Subscribes `user` to game `game`'s moves; `false` when they already were.
    pub async fn watch(&self, game: i64, user: &User) -> Result<bool, StoreError> {
        self.guarded(async {
            let mut tx = self.write().await?;
            let added = with_tx!(&mut tx, conn => sqlx::query(
                "INSERT INTO watchers (game_id, platform, user_id, name, username, created_at) \
                 VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (game_id, user_id) DO NOTHING",
            )
            .bind(game)
            .bind(user.platform.as_str())
            .bind(&user.id)
            .bind(&user.name)
            .bind(&user.username)
            .bind(self.now())
            .execute(&mut *conn)
            .await?
            .rows_affected());
            tx.commit().await?;
            Ok(added == 1)
        })
        .await
    }

    /// Ends `user`'s subscription to game `game`; `false` when there was none.
    pub async fn unwatch(&self, game: i64, user: &User) -> Result<bool, StoreError> {
        self.guarded(async {
            let mut tx = self.write().await?;
            let removed = with_tx!(&mut tx, conn => sqlx::query(
                "DELETE FROM watchers WHERE game_id = $1 AND platform = $2 AND user_id = $3",
            )
            .bind(game)
            .bind(user.platform.as_str())
            .bind(&user.id)
            .execute(&mut *conn)
            .await?
            .rows_affected());
            tx.commit().await?;
            Ok(removed > 0)
        })
        .await
    }

    /// Ends every subscription of `user` (the platform refuses to let the bot write to them);
    /// returns how many there were.
    pub async fn unwatch_all(&self, user: &User) -> Result<u64, StoreError> {
        self.guarded(async {
            let mut tx = self.write().await?;
            let removed = with_tx!(&mut tx, conn => sqlx::query("DELETE FROM watchers WHERE platform = $1 AND user_id = $2")
                .bind(user.platform.as_str())
                .bind(&user.id)
                .execute(&mut *conn)
                .await?
                .rows_affected());
            tx.commit().await?;
            Ok(removed)
        })
        .await
    }

    /// The people watching game `game`, in the order they subscribed.
    pub async fn watchers(&self, game: i64) -> Result<Vec<User>, StoreError> {
        self.guarded(async {
            let rows: Vec<(String, String, String, Option<String>)> = with_pool!(self, pool => sqlx::query_as(
                "SELECT platform, user_id, name, username FROM watchers WHERE game_id = $1 \
                 ORDER BY created_at, user_id",
            )
            .bind(game)
            .fetch_all(pool)
            .await?);
            Ok(rows
                .into_iter()
                .filter_map(|(platform, id, name, username)| {
                    Some(User {
                        platform: Platform::parse(&platform)?,
                        id,
                        name,
                        username,
                    })
                })
                .collect())
        })
        .await
    }

    /// The games of a channel that `user` watches, oldest subscription first.
    pub async fn watched_by(
        &self,
        platform: &str,
        channel_id: &str,
        user_id: &str,
    ) -> Result<Vec<i64>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_scalar(
                "SELECT w.game_id FROM watchers w JOIN games g ON g.id = w.game_id \
                 WHERE w.platform = $1 AND w.user_id = $2 AND g.platform = $1 \
                 AND g.channel_id = $3 ORDER BY w.created_at, w.game_id",
            )
            .bind(platform)
            .bind(user_id)
            .bind(channel_id)
            .fetch_all(pool)
            .await?))
        })
        .await
    }
}
