//! The bot processes running on a database, as they say so themselves: each writes its line
//! in `bot_processes` when it starts, beats every [`BEAT`], and deletes its line when it
//! stops. A line that beat within [`ALIVE_WITHIN`] is a bot running; one older is a process
//! that died without stopping (killed, or its machine lost), and counts no more.
//!
//! This works alike on SQLite and PostgreSQL, and for processes on other machines: what
//! `dama store restore` asks before it replaces a database, and `dama store copy` before it
//! writes into one.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use super::{Store, StoreError};

/// How often a running bot says it is alive.
pub const BEAT: Duration = Duration::from_secs(10);

/// A line that beat within this long is a bot running: three beats, so that a busy database
/// or a paused process is not taken for a dead one.
pub const ALIVE_WITHIN: Duration = Duration::from_secs(30);

/// A process that says it runs on the database.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct BotProcess {
    pub id: String,
    pub host: String,
    pub pid: i64,
    pub started_at: i64,
    pub beat_at: i64,
}

/// Wall-clock seconds: processes are about machines, not about the games' clock.
pub fn wall_clock() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

/// This machine's name, as the operator knows it.
fn host_name() -> String {
    std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .or_else(|| std::env::var("HOSTNAME").ok())
        .map(|name| name.trim().to_string())
        .filter(|name| !name.is_empty())
        .unwrap_or_else(|| "unknown".into())
}

impl Store {
    /// Writes this process's line, under a new id; returns the id to beat with.
    pub async fn process_started(&self) -> Result<String, StoreError> {
        let id = format!("{:016x}", rand::random::<u64>());
        let now = wall_clock();
        self.guarded(async {
            with_pool!(self, pool => sqlx::query(
                "INSERT INTO bot_processes (id, host, pid, started_at, beat_at) \
                 VALUES ($1, $2, $3, $4, $4)",
            )
            .bind(&id)
            .bind(host_name())
            .bind(i64::from(std::process::id()))
            .bind(now)
            .execute(pool)
            .await
            .map(drop)?);
            Ok(())
        })
        .await?;
        Ok(id)
    }

    /// Says that process `id` is still alive (its line is written again if it was taken).
    pub async fn process_beats(&self, id: &str) -> Result<(), StoreError> {
        let now = wall_clock();
        self.guarded(async {
            let updated = with_pool!(self, pool => sqlx::query(
                "UPDATE bot_processes SET beat_at = $2 WHERE id = $1",
            )
            .bind(id)
            .bind(now)
            .execute(pool)
            .await?
            .rows_affected());
            if updated == 0 {
                with_pool!(self, pool => sqlx::query(
                    "INSERT INTO bot_processes (id, host, pid, started_at, beat_at) \
                     VALUES ($1, $2, $3, $4, $4)",
                )
                .bind(id)
                .bind(host_name())
                .bind(i64::from(std::process::id()))
                .bind(now)
                .execute(pool)
                .await
                .map(drop)?);
            }
            Ok(())
        })
        .await
    }

    /// Deletes process `id`'s line: it stops.
    pub async fn process_stopped(&self, id: &str) -> Result<(), StoreError> {
        with_pool!(self, pool => sqlx::query("DELETE FROM bot_processes WHERE id = $1")
            .bind(id)
            .execute(pool)
            .await
            .map(drop)?);
        Ok(())
    }

    /// The processes that beat within [`ALIVE_WITHIN`] of now.
    pub async fn running_processes(&self) -> Result<Vec<BotProcess>, StoreError> {
        let since = wall_clock() - ALIVE_WITHIN.as_secs() as i64;
        Ok(with_pool!(self, pool => sqlx::query_as(
            "SELECT id, host, pid, started_at, beat_at FROM bot_processes \
             WHERE beat_at >= $1 ORDER BY started_at",
        )
        .bind(since)
        .fetch_all(pool)
        .await?))
    }
}
