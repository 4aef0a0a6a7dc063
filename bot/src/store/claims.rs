//! Claims on a game's clock events, so that the schedulers of several processes on one
//! database share the work instead of all doing it.
//!
//! A claim is an optimisation, not the guarantee: each event is still committed in a
//! version-guarded transaction that checks, against the game as it is then, that the event is
//! still due, so an event is committed — and announced — once even without claims. The
//! claim keeps the other processes from loading the game, building the message and losing
//! the race every time.
//!
//! - PostgreSQL: a transaction-scoped advisory lock, tried without waiting, held by a
//!   transaction that stays open while the claim lives. A process that dies drops its
//!   connection, and the server releases the lock at once.
//! - SQLite: a row in `clock_claims` with a lease; a claim is taken if no unexpired lease
//!   holds the game, and released by deleting the row. A process that dies leaves its lease
//!   to run out ([`LEASE`]).

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use sqlx::{Postgres, Transaction};

use super::{Pool, Store, StoreError};

/// How long a SQLite lease holds a game's clock: far longer than handling one event takes,
/// short enough that the events of a process that died are taken over soon.
pub const LEASE: Duration = Duration::from_secs(60);

/// The right to handle one game's due clock event now; release it when done.
#[derive(Debug)]
#[must_use = "a claim holds the game's clock until it is released"]
pub struct ClockClaim {
    game: i64,
    hold: Hold,
}

#[derive(Debug)]
enum Hold {
    /// The open transaction that holds the advisory lock.
    Postgres(Transaction<'static, Postgres>),
    /// The lease's expiry, to delete only our own row.
    Sqlite { store: Store, expires_at: i64 },
}

impl ClockClaim {
    pub fn game(&self) -> i64 {
        self.game
    }

    /// Gives the game's clock back to the other processes.
    pub async fn release(self) -> Result<(), StoreError> {
        match self.hold {
            Hold::Postgres(tx) => tx.rollback().await?,
            Hold::Sqlite { store, expires_at } => {
                with_pool!(store, pool => sqlx::query(
                    "DELETE FROM clock_claims WHERE game_id = $1 AND expires_at = $2",
                )
                .bind(self.game)
                .bind(expires_at)
                .execute(pool)
                .await?
                .rows_affected());
            }
        }
        Ok(())
    }
}

/// Wall-clock seconds: leases are about processes, not about the games' (maybe manual) clock.
fn wall_clock() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

impl Store {
    /// Claims game `game`'s clock events for this process, without waiting: `None` when
    /// another process (or task) holds them now.
    pub async fn claim_clock(&self, game: i64) -> Result<Option<ClockClaim>, StoreError> {
        self.guarded(async {
            match &self.pool {
                Pool::Postgres(pool) => {
                    let mut tx = pool.begin().await?;
                    let taken: bool = sqlx::query_scalar(
                        "SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0))",
                    )
                    .bind(format!("clock:{game}"))
                    .fetch_one(&mut *tx)
                    .await?;
                    Ok(taken.then_some(ClockClaim {
                        game,
                        hold: Hold::Postgres(tx),
                    }))
                }
                Pool::Sqlite(pool) => {
                    let now = wall_clock();
                    let expires_at = now + LEASE.as_secs() as i64;
                    let taken = sqlx::query(
                        "INSERT INTO clock_claims (game_id, expires_at) VALUES ($1, $2) \
                         ON CONFLICT (game_id) DO UPDATE SET expires_at = excluded.expires_at \
                         WHERE clock_claims.expires_at <= $3",
                    )
                    .bind(game)
                    .bind(expires_at)
                    .bind(now)
                    .execute(pool)
                    .await?
                    .rows_affected()
                        == 1;
                    Ok(taken.then(|| ClockClaim {
                        game,
                        hold: Hold::Sqlite {
                            store: self.clone(),
                            expires_at,
                        },
                    }))
                }
            }
        })
        .await
    }
}
