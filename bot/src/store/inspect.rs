//! What the operator's tools ask of a database beyond the bot's own questions.

use super::{Pool, Store, StoreError};

impl Store {
    /// The number a `SELECT COUNT(*) …` of the tools' own making answers.
    pub async fn count(&self, sql: &str) -> Result<i64, StoreError> {
        Ok(
            with_pool!(self, pool => sqlx::query_scalar(sqlx::AssertSqlSafe(sql.to_string()))
            .fetch_one(pool)
            .await?),
        )
    }

    /// SQLite's `PRAGMA integrity_check`: `ok`, or each problem it found in the file.
    /// Nothing on PostgreSQL, which keeps its own pages.
    pub async fn sqlite_integrity(&self) -> Result<Vec<String>, StoreError> {
        match &self.pool {
            Pool::Sqlite(pool) => Ok(sqlx::query_scalar("PRAGMA integrity_check")
                .fetch_all(pool)
                .await?),
            Pool::Postgres(_) => Ok(Vec::new()),
        }
    }

    /// Every game's number, in order.
    pub async fn all_game_ids(&self) -> Result<Vec<i64>, StoreError> {
        Ok(
            with_pool!(self, pool => sqlx::query_scalar("SELECT id FROM games ORDER BY id")
            .fetch_all(pool)
            .await?),
        )
    }
}
