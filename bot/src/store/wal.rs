//! SQLite's write-ahead log, checkpointed off the commit path.
//!
//! A commit appends its pages to the log; a checkpoint copies them back into the database
//! file (and syncs it), so that the log can start over. By default SQLite checkpoints inside
//! the commit that takes the log past 1,000 pages: that commit waits for the copy and its
//! syncs, and with it every writer queued behind it (the slowest moves of a load). Here the
//! store's own transactions start a checkpoint every [`COMMITS_PER_CHECKPOINT`] commits, on
//! a connection of its own, after the writer's turn has passed on, in two passes: the first
//! copies the log while writers go on appending to it; the second, in the writer's turn,
//! copies the few pages appended meanwhile and waits for the readers still on the log. The
//! log is then wholly copied and unread, which is what lets the next writer start it over
//! from its beginning (a log checkpointed while writers append, or while reads go on, is
//! never wholly free, and grows). SQLite's own
//! automatic checkpoint stays as a backstop, at ten times the default
//! ([`AUTOCHECKPOINT_PAGES`]), for writes outside those transactions.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

use sqlx::SqlitePool;

/// Commits between two checkpoints: a move's commit writes a few pages (the game's row, its
/// index entries, the move's row), so this keeps the log near the default's 1,000 pages.
pub(crate) const COMMITS_PER_CHECKPOINT: u32 = 200;

/// SQLite's own automatic checkpoint, in pages of log: the bound the log stays within if the
/// checkpoints asked for here do not keep up.
pub(crate) const AUTOCHECKPOINT_PAGES: u32 = 10_000;

/// Counts commits and runs one checkpoint at a time; shared by a store's clones.
#[derive(Debug, Default)]
pub(crate) struct Wal {
    commits: AtomicU32,
    running: Arc<AtomicBool>,
}

impl Wal {
    /// One more commit on `pool`'s database: every [`COMMITS_PER_CHECKPOINT`], a passive
    /// checkpoint starts in the background (unless one is still running).
    pub fn committed(&self, pool: &SqlitePool, writer: &Arc<tokio::sync::Mutex<()>>) {
        let commits = self.commits.fetch_add(1, Ordering::Relaxed) + 1;
        if commits < COMMITS_PER_CHECKPOINT || self.running.swap(true, Ordering::AcqRel) {
            return;
        }
        self.commits.store(0, Ordering::Relaxed);
        let (pool, writer, running) = (pool.clone(), writer.clone(), self.running.clone());
        tokio::spawn(async move {
            // A failure (the store closing, the disk) leaves the log to the next checkpoint
            // or to SQLite's own.
            let checkpoint = |mode: &'static str| {
                let pool = pool.clone();
                async move {
                    if let Err(error) = sqlx::query(mode).execute(&pool).await {
                        tracing::debug!(%error, "WAL checkpoint");
                    }
                }
            };
            // Copies what no reader still needs, never waits for anyone.
            checkpoint("PRAGMA wal_checkpoint(PASSIVE)").await;
            {
                // The rest, then waits (busy_timeout at most) for the readers still on the
                // log to finish — a read is short — so that the next writer starts it over.
                let _turn = writer.lock().await;
                checkpoint("PRAGMA wal_checkpoint(RESTART)").await;
            }
            running.store(false, Ordering::Release);
        });
    }
}
