//! What the health check and the metrics ask of the database.

use super::{Store, StoreError};

impl Store {
    /// Whether the database answers: one trivial statement.
    pub async fn ping(&self) -> Result<(), StoreError> {
        self.guarded(async {
            with_pool!(self, pool => {
                sqlx::query("SELECT 1").execute(pool).await?;
            });
            Ok(())
        })
        .await
    }

    /// How many games are being played.
    pub async fn games_under_way(&self) -> Result<i64, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_scalar(
                "SELECT COUNT(*) FROM games WHERE status = 'active'"
            )
            .fetch_one(pool)
            .await?))
        })
        .await
    }
}
