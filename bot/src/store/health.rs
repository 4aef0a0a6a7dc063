//! What the health check and the metrics ask of the database.

use super::{Store, StoreError};

impl Store {
    /// Whether the database answers: one trivial statement.
    pub async fn ping(&self) -> Result<(), StoreError> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    /// How many games are being played.
    pub async fn games_under_way(&self) -> Result<i64, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT COUNT(*) FROM games WHERE status = 'active'")
                .fetch_one(&self.pool)
                .await?,
        )
    }
}
