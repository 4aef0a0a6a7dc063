//! Chores done once for every process on a database (the daily retention, the backups), and
//! the retention itself.
//!
//! Each process's scheduler looks at the chores; the one whose guarded update moves a
//! chore's `done_at` forward does it, the others find it done. A process that dies in the
//! middle leaves the chore to the next period.

use super::{Store, StoreError};

/// Games removed by one transaction of the retention: short transactions, so that moves keep
/// flowing while a large backlog goes.
const RETENTION_BATCH: i64 = 200;

impl Store {
    /// Claims chore `name` for this process at `now`, when no process did it in the `every`
    /// seconds before: `true` means this process does it now.
    pub async fn claim_chore(&self, name: &str, every: i64, now: i64) -> Result<bool, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query(
                "INSERT INTO chores (name, done_at) VALUES ($1, $2) \
                 ON CONFLICT (name) DO UPDATE SET done_at = excluded.done_at \
                 WHERE chores.done_at <= $3",
            )
            .bind(name)
            .bind(now)
            .bind(now - every)
            .execute(pool)
            .await?
            .rows_affected())
                == 1)
        })
        .await
    }

    /// When chore `name` was last claimed, if ever.
    pub async fn chore_done_at(&self, name: &str) -> Result<Option<i64>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_scalar(
                "SELECT done_at FROM chores WHERE name = $1",
            )
            .bind(name)
            .fetch_optional(pool)
            .await?))
        })
        .await
    }

    /// Removes the games that ended before `before` (finished, declined or cancelled), with
    /// their moves, challenges and spectators; the ratings stay as they are. A game of a
    /// tournament still running stays until the tournament ends; a finished tournament keeps
    /// its pairings and their results without the game. Returns how many games went.
    pub async fn remove_ended_games(&self, before: i64) -> Result<u64, StoreError> {
        let mut removed = 0;
        loop {
            let batch = self
                .guarded(async {
                    let mut tx = self.write().await?;
                    let ids: Vec<i64> = with_tx!(&mut tx, conn => sqlx::query_scalar(
                        "SELECT id FROM games g \
                         WHERE status IN ('finished', 'declined', 'cancelled') \
                           AND COALESCE(finished_at, updated_at) < $1 \
                           AND NOT EXISTS (SELECT 1 FROM tournament_pairings p \
                               JOIN tournaments t ON t.id = p.tournament_id \
                               WHERE p.game_id = g.id AND t.status <> 'finished') \
                         ORDER BY id LIMIT $2",
                    )
                    .bind(before)
                    .bind(RETENTION_BATCH)
                    .fetch_all(&mut *conn)
                    .await?);
                    for id in &ids {
                        with_tx!(&mut tx, conn => {
                            sqlx::query(
                                "UPDATE tournament_pairings SET game_id = NULL WHERE game_id = $1",
                            )
                            .bind(id)
                            .execute(&mut *conn)
                            .await?;
                            // Moves, challenges, refusals, spectators and the like go with
                            // the game (ON DELETE CASCADE).
                            sqlx::query("DELETE FROM games WHERE id = $1")
                                .bind(id)
                                .execute(&mut *conn)
                                .await?;
                        });
                    }
                    tx.commit().await?;
                    Ok(ids.len() as u64)
                })
                .await?;
            removed += batch;
            if batch < RETENTION_BATCH as u64 {
                return Ok(removed);
            }
        }
    }
}
